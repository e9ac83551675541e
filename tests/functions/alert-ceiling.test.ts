/**
 * A flood of leads from one script never buries a real homeowner's alert: past the hour's
 * ceiling per address the leads are stored, listed and answered as always, but they wait
 * in the hour's one digest instead of alerting, posting to the phone and reminding one by
 * one. Through the real contact function, the Firestore emulator and MailDev.
 */
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { afterEach, expect, test, vi } from "vitest";
import contact, { config as contactConfig } from "../../netlify/functions/contact.ts";
import { listMail } from "../../scripts/maildev.ts";
import { DIGEST_MAIL_TEXT } from "../../src/config/text.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { alertWayOf, hourEnd, hourOf } from "../../src/server/leads/alertCeiling.ts";
import { deliverNow } from "../../src/server/noticeRegistry.ts";
import { buildLeadDigest } from "../../src/server/mail/leadDigest.ts";
import { ALERTS_PER_ADDRESS_PER_HOUR, ALERTS_PER_HOUR } from "../../src/server/limits.ts";
import { call, freshIp } from "./support/http.ts";
import { TEST_ALERT_TO } from "./support/mail.ts";
import { LEAD_DIGESTS, MESSAGE_LEADS, NOTIFICATIONS } from "../../src/schemas/collections.ts";

const db = () => getFirestore(adminApp());
const tag = () => crypto.randomUUID().slice(0, 8);

afterEach(() => vi.unstubAllEnvs());

const send = (name: string, ip: string) =>
  call(contact, contactConfig.path as string, {
    ip,
    body: {
      name,
      email: `${name.replace(/\W/g, "").toLowerCase()}@example.org`,
      phone: "(703) 555-0100",
      message: `Hello from ${name}`,
      website: "",
      elapsedMs: 5000,
    },
  });

test("one address's 8 leads in an hour: 3 alert one by one, 5 wait in the hour's digest without an instant reply; another address's lead alerts as usual", async () => {
  // The ceiling counts per clock hour: a test started in an hour's last seconds would straddle two.
  const toHourEnd = hourEnd(hourOf(Date.now())) - Date.now();
  if (toHourEnd < 15_000) await new Promise((resolve) => setTimeout(resolve, toHourEnd + 100));
  vi.stubEnv("ALERTS_PER_ADDRESS_PER_HOUR", String(ALERTS_PER_ADDRESS_PER_HOUR));
  vi.stubEnv("CONTACT_RATE_LIMIT", "100");
  const script = freshIp();
  const run = tag();
  const flood: string[] = [];
  for (let n = 0; n < 8; n++) {
    const res = await send(`Flood ${run} ${n}`, script);
    expect(res.status).toBe(201);
    flood.push(((await res.json()) as { id: string }).id);
  }
  const real = await send(`Real Homeowner ${run}`, freshIp());
  expect(real.status).toBe(201);
  const realId = ((await real.json()) as { id: string }).id;

  const leads = await Promise.all([...flood, realId].map((id) => db().collection(MESSAGE_LEADS).doc(id).get()));
  // Every lead stored, as always.
  expect(leads.every((lead) => lead.exists)).toBe(true);
  const hour = hourOf(Date.now());
  expect(leads.map((lead) => (lead.get("digestHour") as string | undefined) ?? null)).toEqual([
    ...Array<null>(ALERTS_PER_ADDRESS_PER_HOUR).fill(null),
    ...Array<string>(8 - ALERTS_PER_ADDRESS_PER_HOUR).fill(hour),
    null,
  ]);
  // Alerts for the first three and the real homeowner only; none, nor reminders, for the rest.
  const alerts = await db()
    .collection(NOTIFICATIONS)
    .where(
      "lead",
      "in",
      leads.map((lead) => lead.ref.path),
    )
    .get();
  const alerted = new Set(
    alerts.docs.filter((doc) => doc.get("kind") === "alert").map((doc) => doc.get("lead") as string),
  );
  expect(leads.map((lead) => alerted.has(lead.ref.path))).toEqual([
    true,
    true,
    true,
    false,
    false,
    false,
    false,
    false,
    true,
  ]);
  expect(
    alerts.docs.filter((doc) => doc.get("kind") === "reminder" && !alerted.has(doc.get("lead") as string)),
  ).toEqual([]);

  // Nor an instant reply: a network past its own ceiling is a script's, and its addresses may be anyone's.
  const acked = new Set(alerts.docs.filter((doc) => doc.get("kind") === "ack").map((doc) => doc.get("lead") as string));
  expect(leads.map((lead) => acked.has(lead.ref.path))).toEqual(leads.map((lead) => alerted.has(lead.ref.path)));

  // The hour's one digest, due at its end, lists the five.
  const digest = await db().collection(NOTIFICATIONS).doc(`digest-${hour}`).get();
  expect(digest.get("kind")).toBe("digest");
  expect((digest.get("nextAttemptAt") as Timestamp).toMillis()).toBe(hourEnd(hour));
  const mail = await buildLeadDigest(hour);
  for (let n = ALERTS_PER_ADDRESS_PER_HOUR; n < 8; n++) expect(mail?.text).toContain(`Flood ${run} ${n}`);
  expect(mail?.text).not.toContain(`Flood ${run} 0:`);
  expect(mail?.to).toBe(TEST_ALERT_TO);
});

test("the ceiling for everyone: past ALERTS_PER_HOUR leads from many addresses, the next joins the digest; another hour starts again", async () => {
  // An hour of 2019 of this test's own, so no other file's leads share its slots.
  const hour = Date.parse("2019-03-04T05:06:00Z") + Math.floor(Math.random() * 1000) * 3_600_000;
  vi.stubEnv("ALERTS_PER_HOUR", String(ALERTS_PER_HOUR));
  vi.stubEnv("ALERTS_PER_ADDRESS_PER_HOUR", String(ALERTS_PER_ADDRESS_PER_HOUR));
  // At once, as a burst from many addresses arrives: exactly the ceiling alerts.
  const own = await Promise.all(Array.from({ length: ALERTS_PER_HOUR }, () => alertWayOf(freshIp(), hour)));
  expect(own.every((way) => way === "alone")).toBe(true);
  expect(await alertWayOf(freshIp(), hour)).toBe("site");
  expect(await alertWayOf(freshIp(), hour + 3_600_000)).toBe("alone");
  // An estimate (no address) always alerts.
  expect(await alertWayOf(undefined, hour)).toBe("alone");
});

test("the digest goes out through the outbox once: one e-mail to the owner with each lead's link", async () => {
  const hour = "2019-06-15T16";
  const run = tag();
  const names = [`Digest ${run} A`, `Digest ${run} B`];
  const batch = db().batch();
  for (const name of names)
    batch.set(db().collection(MESSAGE_LEADS).doc(), {
      name,
      email: "a@example.org",
      phone: "",
      message: "Spam",
      digestHour: hour,
      status: "new",
      source: "contact",
      timestamp: Timestamp.now(),
      // The second wrote from a Spanish page: the digest says so, as the alert would.
      ...(name === names[1] ? { language: "es" } : {}),
    });
  batch.set(db().doc(`${LEAD_DIGESTS}/${hour}`), { hour });
  const id = `digest-${hour}-${run}`;
  batch.set(db().collection(NOTIFICATIONS).doc(id), {
    lead: `${LEAD_DIGESTS}/${hour}`,
    source: "contact",
    kind: "digest",
    attempts: 0,
    nextAttemptAt: Timestamp.now(),
    sentAt: null,
    failedAt: null,
    lastError: null,
    leaseUntil: null,
  });
  await batch.commit();
  await deliverNow([id, id]);
  const mails = (await listMail()).filter((mail) => names.every((name) => mail.text.includes(name)));
  expect(mails).toHaveLength(1);
  // Earlier runs on a kept emulator may have added to this hour's list.
  expect(mails[0].subject).toMatch(/^\d+ more leads? this hour, alerts paused$/);
  expect(mails[0].subject).not.toBe(DIGEST_MAIL_TEXT.subject(1));
  expect(mails[0].to.map((to) => to.address)).toEqual([TEST_ALERT_TO]);
  const lineOf = (name: string) => mails[0].text.split("\n").find((line) => line.includes(name));
  expect(lineOf(names[1])).toContain("Prefers Spanish");
  expect(lineOf(names[0])).not.toContain("Prefers Spanish");
});
