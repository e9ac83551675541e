import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import firebaseJson from "../../firebase.json" with { type: "json" };
import { DEMO_USER } from "../../scripts/demo-accounts.ts";
import { DEMO_PROJECT_ID } from "../../src/config/firebase.ts";
import { PROJECT_FIELDS, PROJECT_OPTIONAL_FIELDS } from "../../src/schemas/bounds.ts";
import { DEFAULT_AVAILABILITY } from "../../src/schemas/availability.ts";
import { AVAILABILITY_DOC } from "../../src/schemas/collections.ts";

/**
 * README's first command, as a visitor would use it: `npm start` brings up the site with
 * its functions, and a signed-in user gets an estimate. Ctrl-C leaves nothing running.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PORT = 4341;
const ORIGIN = `http://localhost:${PORT}`;
let start: ChildProcess;
let output = "";

beforeAll(async () => {
  // The environment a person's shell has: Vitest's own variables (VITEST, NODE_ENV=test) change how Astro serves pages.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|TEST$|NODE_ENV$)/.test(name)),
  );
  start = spawn("bash", ["scripts/start.sh"], {
    cwd: ROOT,
    env: { ...env, PORT: String(PORT), AI_STAND_IN_PORT: "8799", STRIPE_STAND_IN_PORT: "8798" },
    detached: true,
  });
  start.stdout?.on("data", (chunk) => (output += chunk));
  start.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 150_000;
  while (!output.includes("Ctrl-C stops everything")) {
    if (Date.now() > deadline || start.exitCode !== null)
      throw new Error(`npm start did not come up:\n${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 180_000);

afterAll(async () => {
  if (start.exitCode === null) {
    process.kill(-start.pid!, "SIGINT");
    await new Promise((resolve) => start.once("exit", resolve));
  }
}, 30_000);

async function demoUserIdToken(): Promise<string> {
  const { host, port } = firebaseJson.emulators.auth;
  const response = await fetch(
    `http://${host}:${port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password, returnSecureToken: true }),
    },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { idToken: string }).idToken;
}

test("the banner gives the address and the demo accounts", () => {
  expect(output).toContain(`http://localhost:${PORT}`);
  expect(output).toContain(`${DEMO_USER.email} / ${DEMO_USER.password}`);
  expect(output).toContain("local stand-in");
});

test("card deposits work without a Stripe account: the stand-in is up and the webhook checks signatures", async () => {
  expect(output).toContain("Card deposits: local stand-in on http://127.0.0.1:8798");
  // Configured (a 404 would mean no key reached the functions), and nothing unsigned is believed.
  const unsigned = await fetch(`${ORIGIN}/api/stripe-webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00" },
    body: JSON.stringify({ id: "evt_1", type: "checkout.session.completed" }),
  });
  expect(unsigned.status).toBe(400);
});

test("the pages and the seeded data are there", async () => {
  const home = await fetch(`${ORIGIN}/`);
  expect(home.status, (await home.clone().text()).slice(0, 300)).toBe(200);
  expect(await home.text()).toContain("<h1");
  const { host, port } = firebaseJson.emulators.firestore;
  const projects = await fetch(
    `http://${host}:${port}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/projects`,
    { headers: { Authorization: "Bearer owner" } },
  );
  const { documents } = (await projects.json()) as { documents: { fields: Record<string, unknown> }[] };
  expect(documents.length).toBeGreaterThan(0);
  // Only what firestore.rules lets an admin write: otherwise the owner could not edit a seeded project.
  const allowed: string[] = [...PROJECT_FIELDS, ...PROJECT_OPTIONAL_FIELDS, "likes", "timestamp"];
  for (const { fields } of documents) {
    expect(Object.keys(fields).filter((key) => !allowed.includes(key))).toEqual([]);
  }
  // The service and area place each seeded project on its service and area pages.
  expect(documents.filter(({ fields }) => "service" in fields && "area" in fields)).toHaveLength(documents.length);

  // The owner's hours for site visits, seeded as DEFAULT_AVAILABILITY.
  const hours = await fetch(
    `http://${host}:${port}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/${AVAILABILITY_DOC}`,
    { headers: { Authorization: "Bearer owner" } },
  );
  const stored = (await hours.json()) as { fields: Record<string, unknown> };
  expect(stored.fields).toMatchObject({
    visitMinutes: { integerValue: String(DEFAULT_AVAILABILITY.visitMinutes) },
    maxVisitsPerDay: { integerValue: String(DEFAULT_AVAILABILITY.maxVisitsPerDay) },
  });

  // Each seeded project has its own page, rendered with the stored text (astro dev reads Firestore per request).
  const first = documents[0] as unknown as { name: string; fields: { title: { stringValue: string } } };
  const page = await fetch(`${ORIGIN}/projects/${first.name.split("/").pop()}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(first.fields.title.stringValue);
});

test("a signed-in user gets a streamed estimate from the functions", async () => {
  const response = await fetch(`${ORIGIN}/api/estimate`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${await demoUserIdToken()}` },
    body: JSON.stringify({
      projectType: "remodel",
      squareFootage: 200,
      roomType: "kitchen",
      timeline: "3-6months",
      scope: "New cabinets and counters",
    }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("x-ballpark-low")).toMatch(/^\d+$/);
  expect(await response.text()).toMatch(/cost range/i);
}, 30_000);

test("the chat answers through the stand-in provider", async () => {
  const response = await fetch(`${ORIGIN}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: "Do you build decks?" }] }),
  });
  expect(response.status).toBe(200);
  expect((await response.text()).length).toBeGreaterThan(20);
}, 30_000);

test("/api is the project's functions runtime, not Netlify's dev plugin: its 404 JSON, parallel calls all 200, no stack trace", async () => {
  // Netlify's plugin would hand an unknown path to Astro (an HTML 404 page); the project's handler answers JSON.
  const missing = await fetch(`${ORIGIN}/api/no-such-function`, { method: "POST", body: "{}" });
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({
    error: { code: "not_found", message: "No function at /api/no-such-function." },
  });

  // Chats and malformed estimates at once: Netlify's plugin rebuilt the function per request and answered some with 500 and a stack trace.
  const chat = () =>
    fetch(`${ORIGIN}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: "Do you build decks?" }] }),
    });
  const badEstimate = () =>
    fetch(`${ORIGIN}/api/estimate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
  const responses = await Promise.all([...Array.from({ length: 6 }, chat), ...Array.from({ length: 6 }, badEstimate)]);
  const bodies = await Promise.all(responses.map((response) => response.text()));
  expect(responses.map((response) => response.status)).toEqual([
    ...Array<number>(6).fill(200),
    ...Array<number>(6).fill(401),
  ]);
  for (const body of bodies) expect(body).not.toMatch(/^\s+at |node_modules/m);
}, 30_000);
