/**
 * A visitor's like through POST /api/likes: one per project and network, whatever a script
 * sends; the Firestore emulator keeps the count. Browsers may no longer write likes at all
 * (tests/rules/projects.rules.test.ts).
 */
import { getFirestore } from "firebase-admin/firestore";
import { beforeAll, expect, test, vi } from "vitest";
import likes, { config } from "../../netlify/functions/likes.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { call, errorOf, freshIp } from "./support/http.ts";
import { PROJECTS } from "../../src/schemas/collections.ts";

const db = () => getFirestore(adminApp());
const project = db()
  .collection(PROJECTS)
  .doc(`like-test-${crypto.randomUUID().slice(0, 8)}`);
const like = (ip: string, projectId = project.id) => call(likes, config.path as string, { ip, body: { projectId } });
const stored = async () => Number((await project.get()).get("likes"));

beforeAll(async () => {
  await project.set({
    title: "Deck",
    description: "A deck.",
    image: "/images/deck.jpg",
    location: "Arlington, VA",
    likes: 5,
  });
});

test("a network's first like counts; the same network's next likes, a script's hundred included, add nothing", async () => {
  vi.stubEnv("LIKE_RATE_LIMIT", "1000");
  const ip = freshIp();
  const first = await like(ip);
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ counted: true });
  expect(await stored()).toBe(6);
  const again = await Promise.all(Array.from({ length: 100 }, () => like(ip)));
  expect(again.map((res) => res.status)).toEqual(Array<number>(100).fill(200));
  expect(await stored()).toBe(6);
  // Another address of the same IPv6 /64 is the same network; another network counts.
  expect(await (await like("2001:db8:aa:bb::1")).json()).toEqual({ counted: true });
  expect(await (await like("2001:db8:aa:bb::2")).json()).toEqual({ counted: false });
  expect(await (await like(freshIp())).json()).toEqual({ counted: true });
  expect(await stored()).toBe(8);
});

test("a project that is not there is a 404, and nothing is written", async () => {
  const res = await like(freshIp(), "no-such-project");
  expect(await errorOf(res)).toMatchObject({ status: 404, code: "project_not_found" });
  expect((await db().collection(PROJECTS).doc("no-such-project").get()).exists).toBe(false);
});

test("past the per-address window a script is refused with 429", async () => {
  const ip = freshIp();
  const statuses: number[] = [];
  for (let n = 0; n < 32; n++) statuses.push((await like(ip)).status);
  expect(statuses.filter((status) => status === 429)).toHaveLength(2);
});
