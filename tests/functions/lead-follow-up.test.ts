/**
 * What follows a lead besides the owner's e-mail, through the real contact
 * function, the Firestore emulator, MailDev and a local webhook receiver: the visitor's
 * instant reply (on by default, fixed company text, one per address a day, off in the
 * settings), the owner's reminders while the lead stays "new", and the posts to the
 * owner's phone. Every test that changes settings/followUp is in this file, which runs its
 * tests one after another, so no other file sees a setting change mid-test (the other
 * files do not assert replies or reminders). A reminder is due minutes of office time
 * after its lead (src/lib/leads/businessHours.ts, unit-tested): these tests check the
 * stored due times and then move a reminder's time to now, as the clock would, and let
 * the scheduled run send it.
 */
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import contact, { config } from "../../netlify/functions/contact.ts";
import { localContext } from "../../scripts/functions-handler.ts";
import { listMail, mailHeader, waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../scripts/webhook-receiver.ts";
import { MAIL_TEXT } from "../../src/config/text.ts";
import { ACK_MAIL_TEXT } from "../../src/config/text/en/ackMail.ts";
import { ACK_MAIL_TEXT as ES_ACK_MAIL_TEXT } from "../../src/config/text/es/ackMail.ts";
import { reminderTimes } from "../../src/lib/leads/businessHours.ts";
import { DEFAULT_FOLLOW_UP, type FollowUp } from "../../src/schemas/followUp.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { deliverPending } from "../../src/server/noticeRegistry.ts";
import { ACKS_PER_ADDRESS_PER_DAY } from "../../src/server/limits.ts";
import { freshIp } from "./support/http.ts";
import { TEST_ALERT_TO } from "./support/mail.ts";
import { FOLLOW_UP_DOC, MESSAGE_LEADS, NOTIFICATIONS } from "../../src/schemas/collections.ts";

// deliverPending sends every due notification of the shared emulator, other files' too.
vi.setConfig({ testTimeout: 60_000 });

const db = () => getFirestore(adminApp());
const tag = () => crypto.randomUUID().slice(0, 8);
const sentTo = (address: string) => (mail: ReceivedMail) => mail.to.some((to) => to.address === address);
const OFFICE = "office@leads.test";

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});
beforeEach(() => {
  vi.stubEnv("ALERT_WEBHOOK_URL", receiver.url());
});
afterEach(async () => {
  await db().doc(FOLLOW_UP_DOC).delete();
});

async function setFollowUp(changes: Partial<FollowUp>): Promise<void> {
  await db()
    .doc(FOLLOW_UP_DOC)
    .set({ ...DEFAULT_FOLLOW_UP, ...changes });
}

/** Posts the contact form like the page does; resolves once the answer and the sends after it are done. */
async function submit(fields: {
  name: string;
  email: string;
  phone?: string;
  message: string;
  language?: string;
}): Promise<string> {
  const req = new Request(`http://localhost${config.path as string}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phone: "(703) 555-0199", ...fields, website: "", elapsedMs: 9000 }),
  });
  const sending: Promise<unknown>[] = [];
  const res = await contact(
    req,
    localContext(req, { ip: freshIp() }, (promise) => void sending.push(promise)),
  );
  await Promise.all(sending);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The lead's outbox entries, by what they are. */
async function outboxOf(leadId: string) {
  const docs = await db().collection(NOTIFICATIONS).where("lead", "==", `${MESSAGE_LEADS}/${leadId}`).get();
  return docs.docs.map((doc): Record<string, unknown> & { id: string } => ({ ...doc.data(), id: doc.id }));
}

/** As the clock would: the notification is due now. */
async function dueNow(id: string): Promise<void> {
  await db().collection(NOTIFICATIONS).doc(id).update({ nextAttemptAt: Timestamp.now() });
}

const postsTitled = (text: string) => receiver.posts().filter((post) => String(post.body.title).includes(text));

test("the instant reply is on by default: the company's words only, what happens next, the hours and the phone", async () => {
  const email = `ack-text-${tag()}@example.org`;
  const name = `Win big at spam.example ${tag()}`;
  const message = `Click https://spam.example/${tag()} for your prize`;
  const phone = "(571) 555-0177";
  await submit({ name, email, phone, message });

  const [ack] = await waitForMail(sentTo(email));
  const whole = [ack.subject, ack.text, ack.html, (await mailHeader(ack.id, "from")) ?? ""].join("\n");
  for (const typed of [name, message, phone, "spam.example", "prize"]) expect(whole).not.toContain(typed);
  expect(ack.subject).toBe(ACK_MAIL_TEXT.subject);
  for (const said of [ACK_MAIL_TEXT.body, ACK_MAIL_TEXT.next.contact, ACK_MAIL_TEXT.hours, ACK_MAIL_TEXT.urgent])
    expect(ack.text).toContain(said);
  // The owner's alert still has all of it.
  const [alert] = await waitForMail((mail) => mail.subject.includes(name));
  expect(alert.to.map((to) => to.address)).toEqual([TEST_ALERT_TO]);
  expect(alert.text).toContain(message);
});

test("sent from the Spanish page: the lead keeps its language, the reply is in Spanish, the owner's alerts say so", async () => {
  const email = `ack-es-${tag()}@example.org`;
  const name = `Ana Spanish ${tag()}`;
  const leadId = await submit({ name, email, message: "Quiero remodelar mi cocina.", language: "es" });

  expect((await db().collection(MESSAGE_LEADS).doc(leadId).get()).get("language")).toBe("es");
  const [ack] = await waitForMail(sentTo(email));
  expect(ack.subject).toBe(ES_ACK_MAIL_TEXT.subject);
  for (const said of [ES_ACK_MAIL_TEXT.body, ES_ACK_MAIL_TEXT.next.contact, ES_ACK_MAIL_TEXT.hours])
    expect(ack.text).toContain(said);
  expect(ack.text).not.toContain(ACK_MAIL_TEXT.body);
  // The owner's side stays English and says the visitor's language.
  const [alert] = await waitForMail((mail) => mail.subject === MAIL_TEXT.alertSubject.contact(name));
  expect(alert.text).toContain("Prefers Spanish");
  const [post] = postsTitled(name);
  expect(JSON.stringify(post.body)).toContain("Prefers Spanish");
});

test(`4 forms naming one mailbox at once: every lead stored and alerted, ${ACKS_PER_ADDRESS_PER_DAY} instant reply`, async () => {
  const id = tag();
  // Case, a +tag and Gmail's dots do not make it another mailbox.
  const addresses = [`Flood.${id}@Example.org`, `flood.${id}+1@example.org`, `flood.${id}+2@example.org`];
  const names = Array.from({ length: 4 }, (_, i) => `Flood ${id} ${i}`);
  await Promise.all(
    names.map((name, i) => submit({ name, email: addresses[i % addresses.length], message: "Please call me." })),
  );
  for (const name of names) await waitForMail((mail) => mail.subject.includes(name));
  const acks = (await listMail()).filter((mail) => mail.to.some((to) => to.address.toLowerCase().includes(id)));
  expect(acks).toHaveLength(ACKS_PER_ADDRESS_PER_DAY);
  expect(acks.every((mail) => mail.subject === ACK_MAIL_TEXT.subject)).toBe(true);
});

test("turned off in the follow-up settings: no instant reply, while the lead and the owner's alert are as always", async () => {
  await setFollowUp({ instantReply: false });
  const email = `no-ack-${tag()}@example.org`;
  const name = `Quiet ${tag()}`;
  const leadId = await submit({ name, email, message: "No reply wanted." });
  await waitForMail((mail) => mail.subject.includes(name));
  expect((await outboxOf(leadId)).map((entry) => entry.kind)).not.toContain("ack");
  expect((await listMail()).filter(sentTo(email))).toEqual([]);
});

test("a new lead is posted to the owner's phone once, with who, what and the link that opens it", async () => {
  const name = `Phone ${tag()}`;
  const leadId = await submit({ name, email: `phone-${tag()}@example.org`, message: "Deck please." });
  const [post] = postsTitled(name);
  expect(post).toMatchObject({
    path: "/",
    body: {
      topic: "leads",
      title: `New lead: ${name} (contact form)`,
      message: "Call (703) 555-0199",
    },
  });
  expect(post.body.click).toMatch(new RegExp(`/admin/lead\\?id=${leadId}$`));
  expect(JSON.stringify(post.body)).not.toContain("Deck please");
  await deliverPending();
  expect(postsTitled(name)).toHaveLength(1);
});

test("reminders are due in office time; a lead left new gets its reminder by e-mail (owner and office) and on the phone; once it is contacted the next is dropped", async () => {
  await setFollowUp({ reminderAlsoTo: OFFICE });
  const name = `Waiting ${tag()}`;
  const before = Date.now();
  const leadId = await submit({ name, email: `waiting-${tag()}@example.org`, message: "Still there?" });
  const after = Date.now();

  const outbox = await outboxOf(leadId);
  const reminders = outbox.filter((entry) => entry.kind === "reminder").sort((a, b) => a.id.localeCompare(b.id));
  expect(reminders.map((entry) => entry.minutes)).toEqual([5, 15]);
  // Due when the office-hours arithmetic says, for an arrival between the two clock readings.
  const earliest = reminderTimes(new Date(before), [5, 15]).map((date) => date.getTime());
  const latest = reminderTimes(new Date(after), [5, 15]).map((date) => date.getTime());
  reminders.forEach((entry, index) => {
    const due = (entry.nextAttemptAt as Timestamp).toMillis();
    expect(due).toBeGreaterThanOrEqual(earliest[index]);
    expect(due).toBeLessThanOrEqual(latest[index]);
  });
  const hooks = outbox.filter((entry) => entry.kind === "hook" && entry.minutes !== undefined);
  expect(hooks.map((entry) => Number(entry.minutes)).sort((a, b) => a - b)).toEqual([5, 15]);

  // The first reminder's time comes while the lead is still new.
  const [first, second] = reminders;
  await dueNow(first.id);
  await dueNow(`${first.id}-hook`);
  await deliverPending();
  const [reminder] = await waitForMail((mail) => mail.subject === MAIL_TEXT.reminderSubject(name, 5));
  expect(reminder.to.map((to) => to.address)).toEqual([TEST_ALERT_TO, OFFICE]);
  expect(reminder.text).toContain(`/admin/lead?id=${leadId}`);
  expect(postsTitled(`Still New after 5 min: ${name}`)).toHaveLength(1);

  // The owner answers: the status changes and the first-answer time is stamped, as /admin does.
  await db()
    .collection(MESSAGE_LEADS)
    .doc(leadId)
    .update({ status: "contacted", firstResponseAt: Timestamp.now(), updatedAt: Timestamp.now() });
  await dueNow(second.id);
  await dueNow(`${second.id}-hook`);
  await deliverPending();
  for (const id of [second.id, `${second.id}-hook`]) {
    expect((await db().collection(NOTIFICATIONS).doc(id).get()).data()).toMatchObject({ lastError: "answered" });
  }
  expect((await listMail()).filter((mail) => mail.subject === MAIL_TEXT.reminderSubject(name, 15))).toEqual([]);
  expect(postsTitled(`Still New after 15 min: ${name}`)).toEqual([]);
});

test("a deleted lead's reminder is dropped; with reminders turned off none is queued", async () => {
  const name = `Deleted ${tag()}`;
  const leadId = await submit({ name, email: `deleted-${tag()}@example.org`, message: "Spam" });
  const [first] = (await outboxOf(leadId)).filter((entry) => entry.kind === "reminder");
  await db().collection(MESSAGE_LEADS).doc(leadId).delete();
  await dueNow(first.id);
  await deliverPending();
  expect((await db().collection(NOTIFICATIONS).doc(first.id).get()).data()).toMatchObject({
    lastError: "lead_missing",
  });

  await setFollowUp({ reminderMinutes: [] });
  const quiet = await submit({ name: `No reminders ${tag()}`, email: `quiet-${tag()}@example.org`, message: "Hi" });
  expect((await outboxOf(quiet)).map((entry) => entry.kind).sort()).toEqual(["ack", "alert", "hook"]);
});

test("a phone alert the service refuses for a while is retried and arrives once; one refused for good is recorded on the lead", async () => {
  receiver.refuse(1, 503);
  const name = `Retried ${tag()}`;
  const leadId = await submit({ name, email: `retried-${tag()}@example.org`, message: "Hello" });
  expect(postsTitled(name)).toEqual([]);
  const hook = (await outboxOf(leadId)).find((entry) => entry.kind === "hook" && entry.minutes === undefined)!;
  expect(hook).toMatchObject({ attempts: 1, lastError: "webhook:503", sentAt: null });
  await dueNow(hook.id);
  await deliverPending();
  expect(postsTitled(name)).toHaveLength(1);
  await deliverPending();
  expect(postsTitled(name)).toHaveLength(1);

  receiver.refuse(1, 404);
  const gone = `Gone ${tag()}`;
  const goneId = await submit({ name: gone, email: `gone-${tag()}@example.org`, message: "Hello" });
  const lead = (await db().collection(MESSAGE_LEADS).doc(goneId).get()).data()!;
  expect(lead.mailFailures).toMatchObject({ hook: { reason: "refused", attempts: 1 } });
});
