/**
 * The lead outbox against the Firestore emulator and MailDev: every alert makes a real
 * SMTP round trip. The inbox and the emulator are shared with other suites, so each test
 * marks its leads with a name of its own and looks only for those.
 */
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { beforeEach, expect, test, vi } from "vitest";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { deliverAlert, deliverPending } from "../../src/server/noticeRegistry.ts";
import { notification as queued } from "../../src/server/outbox/queue.ts";
import { NOTIFICATION_MAX_ATTEMPTS } from "../../src/server/outbox/deliver.ts";
import { storeLead } from "../../src/server/leads/store.ts";
import leadAlerts from "../../netlify/functions/lead-alerts.ts";
import { createFunctionsHandler } from "../../scripts/functions-handler.ts";
import { leadAdminUrl } from "../../src/server/mail/leadAlert.ts";
import { MAILDEV_SMTP_PORT, listMail, mailHeader, waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { TEST_ALERT_TO } from "./support/mail.ts";
import { startRefusingSmtp } from "./support/refusingSmtp.ts";
import { ESTIMATE_LEADS, MESSAGE_LEADS, NOTIFICATIONS } from "../../src/schemas/collections.ts";

const SMTP_URL = `smtp://127.0.0.1:${MAILDEV_SMTP_PORT}`;
/** Nothing listens there: connections are refused at once. */
const CLOSED_SMTP_URL = "smtp://127.0.0.1:1";

// deliverPending works through every pending alert of the shared emulator, other suites'
// too, and claims each in a transaction: under the emulator's lock contention one run took
// 16-20 s in CI. The tests assert what is sent and how often, not how fast.
vi.setConfig({ testTimeout: 60_000 });

const db = () => getFirestore(adminApp());
const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;
const mailFor = (name: string) => (mail: ReceivedMail) => mail.subject.includes(name);

beforeEach(() => {
  vi.stubEnv("SMTP_URL", SMTP_URL);
  vi.stubEnv("LEAD_ALERT_TO", TEST_ALERT_TO);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

async function contactLead(name: string, extra: Record<string, unknown> = {}) {
  return storeLead({
    collection: MESSAGE_LEADS,
    data: {
      name,
      email: "jane@example.org",
      phone: "(703) 555-0100",
      message: "Need a new deck.\nAbout 300 sq ft.",
      ...extra,
    },
    source: "contact",
  });
}

async function notification(id: string) {
  return (await db().collection(NOTIFICATIONS).doc(id).get()).data()!;
}

/** Every pending alert of the whole emulator is sent by deliverPending; these tests count only their own. */
async function sentTo(name: string) {
  return (await listMail()).filter(mailFor(name));
}

test("storeLead writes the lead with status and time, and a pending alert", async () => {
  const name = unique("Stored Lead");
  const { leadId, notificationId } = await contactLead(name, { status: "won", source: "forged" });
  const lead = (await db().collection(MESSAGE_LEADS).doc(leadId).get()).data()!;
  expect(lead).toMatchObject({ name, status: "new", source: "contact" });
  expect((lead.timestamp as Timestamp).toMillis()).toBeGreaterThan(Date.now() - 60_000);
  const alert = await notification(notificationId);
  expect(alert).toMatchObject({
    lead: `${MESSAGE_LEADS}/${leadId}`,
    source: "contact",
    attempts: 0,
    sentAt: null,
    lastError: null,
    leaseUntil: null,
  });
  expect((alert.createdAt as Timestamp).toMillis()).toBeGreaterThan(Date.now() - 60_000);
});

test("deliverAlert puts exactly one e-mail in MailDev: subject, reply-to, details and the admin link", async () => {
  const name = unique("Jane Smith");
  const { leadId, notificationId } = await contactLead(name);
  await deliverAlert(notificationId);
  // A second call finds it sent and does nothing.
  await deliverAlert(notificationId);

  const [mail] = await waitForMail(mailFor(name));
  expect(await sentTo(name)).toHaveLength(1);
  expect(mail.subject).toBe(`New contact message from ${name}`);
  expect(mail.to.map((to) => to.address)).toEqual([TEST_ALERT_TO]);
  expect(await mailHeader(mail.id, "reply-to")).toBe("jane@example.org");
  expect(mail.text).toContain(`Name: ${name}`);
  expect(mail.text).toContain("Phone: (703) 555-0100");
  expect(mail.text).toContain("Need a new deck.\nAbout 300 sq ft.");
  expect(mail.text).toContain(leadAdminUrl(leadId));
  expect(mail.html).toContain(`href="${leadAdminUrl(leadId)}"`);

  const alert = await notification(notificationId);
  expect(alert).toMatchObject({ attempts: 1, lastError: null, leaseUntil: null });
  expect(alert.sentAt).not.toBeNull();
});

test("a name like <script> is escaped in the HTML part", async () => {
  const name = unique("<script>alert(1)</script>");
  const { notificationId } = await contactLead(name, { message: 'Say "hi" & <b>bye</b>' });
  await deliverAlert(notificationId);
  const [mail] = await waitForMail(mailFor(name));
  expect(mail.html).not.toContain("<script>");
  expect(mail.html).not.toContain("<b>bye</b>");
  expect(mail.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
  expect(mail.html).toContain("&#60;b&#62;bye&#60;/b&#62;");
});

test("with SMTP down the alert stays pending with a safe cause; once it is back it is sent exactly once", async () => {
  const name = unique("Outage Lead");
  const { notificationId } = await contactLead(name);
  vi.stubEnv("SMTP_URL", CLOSED_SMTP_URL);
  await deliverAlert(notificationId);

  let alert = await notification(notificationId);
  expect(alert).toMatchObject({ attempts: 1, sentAt: null, leaseUntil: null });
  expect(alert.lastError).toMatch(/^[A-Za-z]+(:[A-Z_]+)?$/);
  expect(alert.lastError).not.toContain(name);

  vi.stubEnv("SMTP_URL", SMTP_URL);
  // Its first retry is a minute away: let that minute pass.
  await db().collection(NOTIFICATIONS).doc(notificationId).update({ nextAttemptAt: Timestamp.now() });
  // Other suites' pending alerts may come first: run until ours is out, as the schedule would.
  for (let run = 0; run < 10 && !(await notification(notificationId)).sentAt; run++) await deliverPending();
  await deliverPending();
  await waitForMail(mailFor(name));
  expect(await sentTo(name)).toHaveLength(1);
  alert = await notification(notificationId);
  expect(alert).toMatchObject({ attempts: 2, lastError: null });
});

test("an alert another sender holds (an unexpired lease) is left alone; an expired lease is taken over", async () => {
  const name = unique("Leased Lead");
  const { notificationId } = await contactLead(name);
  const ref = db().collection(NOTIFICATIONS).doc(notificationId);
  await ref.update({ leaseUntil: Timestamp.fromMillis(Date.now() + 30_000), attempts: 1 });
  await deliverAlert(notificationId);
  expect(await notification(notificationId)).toMatchObject({ attempts: 1, sentAt: null });
  // The holder died mid-send: once its lease is over, the next sender claims it.
  await ref.update({ leaseUntil: Timestamp.fromMillis(Date.now() - 1) });
  await deliverAlert(notificationId);
  await waitForMail(mailFor(name));
  expect(await notification(notificationId)).toMatchObject({ attempts: 2, leaseUntil: null });
  expect((await notification(notificationId)).sentAt).not.toBeNull();
});

test("without SMTP_URL the alert is queued, not sent, and says why", async () => {
  const { notificationId } = await contactLead(unique("Unconfigured Lead"));
  vi.stubEnv("SMTP_URL", "");
  await deliverAlert(notificationId);
  expect(await notification(notificationId)).toMatchObject({
    attempts: 1,
    sentAt: null,
    lastError: "smtp_not_configured",
  });
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("SMTP_URL is not set"));
});

test("two deliverPending runs at once send each alert once", async () => {
  const names = [unique("Race A"), unique("Race B"), unique("Race C")];
  const ids = [];
  for (const name of names) ids.push((await contactLead(name)).notificationId);
  const [first, second] = await Promise.all([deliverPending({ share: 50 }), deliverPending({ share: 50 })]);
  // Ours may sit behind other suites' pending alerts: finish like the next scheduled run would.
  for (let run = 0; run < 10; run++) {
    const states = await Promise.all(ids.map(notification));
    if (states.every((state) => state.sentAt)) break;
    await deliverPending({ share: 50 });
  }
  expect(first.sent + second.sent).toBeGreaterThan(0);
  for (const name of names) await waitForMail(mailFor(name));
  // Give a duplicate time to arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const name of names) expect(await sentTo(name)).toHaveLength(1);
  for (const id of ids) expect(await notification(id)).toMatchObject({ attempts: 1 });
});

test("30 acknowledgements refused for good do not hold up a newer owner alert: each is tried once, then marked failed", async () => {
  const tag = crypto.randomUUID().slice(0, 8);
  const smtp = await startRefusingSmtp((recipient) => recipient.endsWith("@refused.test"));
  vi.stubEnv("SMTP_URL", smtp.url);
  try {
    // Older than the owner's alert and more than one run takes: what blocked alerts for good.
    const firestore = db();
    const batch = firestore.batch();
    const acks = Array.from({ length: 30 }, (_, i) => {
      const lead = firestore.collection(MESSAGE_LEADS).doc();
      batch.set(lead, {
        name: `Refused ${tag} ${i}`,
        email: `nobody-${tag}-${i}@refused.test`,
        phone: "",
        message: "Hello",
        status: "new",
        source: "contact",
        timestamp: FieldValue.serverTimestamp(),
      });
      const ack = firestore.collection(NOTIFICATIONS).doc(`${lead.id}-ack`);
      batch.set(ack, queued(lead.path, "contact", "ack"));
      return { lead, ack };
    });
    await batch.commit();
    const name = unique("Owner First");
    const { notificationId } = await contactLead(name);

    await deliverPending();
    expect((await notification(notificationId)).sentAt).not.toBeNull();
    expect(await sentTo(name)).toHaveLength(1);

    // The next scheduled runs work through the acknowledgements; each is refused once and given up.
    const due = async () =>
      (await Promise.all(acks.map(({ ack }) => ack.get()))).filter((doc) => doc.get("nextAttemptAt") !== null);
    for (let run = 0; run < 5 && (await due()).length > 0; run++) await deliverPending();
    await deliverPending();
    for (const { lead, ack } of acks) {
      const state = (await ack.get()).data()!;
      expect(state).toMatchObject({ attempts: 1, sentAt: null, nextAttemptAt: null, lastError: "Error:EENVELOPE:550" });
      expect(state.failedAt).toBeInstanceOf(Timestamp);
      expect((await lead.get()).get("mailFailures")).toMatchObject({
        ack: { reason: "refused", smtpCode: 550, attempts: 1 },
      });
    }
    expect(smtp.recipients.filter((recipient) => recipient.includes(tag))).toHaveLength(30);
  } finally {
    await smtp.close();
  }
});

test("a temporary failure is retried later each time; after the last attempt the alert is failed, on its lead too", async () => {
  const name = unique("Given Up");
  const { leadId, notificationId } = await contactLead(name);
  const ref = db().collection(NOTIFICATIONS).doc(notificationId);
  vi.stubEnv("SMTP_URL", CLOSED_SMTP_URL);
  const delays: number[] = [];
  for (let attempt = 1; attempt <= 100; attempt++) {
    const before = Date.now();
    await deliverAlert(notificationId);
    const state = await notification(notificationId);
    expect(state).toMatchObject({ attempts: attempt, sentAt: null });
    if (state.failedAt) break;
    expect(state.nextAttemptAt).toBeInstanceOf(Timestamp);
    delays.push((state.nextAttemptAt as Timestamp).toMillis() - before);
    if (attempt === 1) {
      // Not due yet: a sender now leaves it alone.
      await deliverAlert(notificationId);
      expect(await notification(notificationId)).toMatchObject({ attempts: 1 });
    }
    // Its wait is over.
    await ref.update({ nextAttemptAt: Timestamp.fromMillis(Date.now() - 1) });
  }
  expect(delays[0]).toBeGreaterThanOrEqual(55_000);
  for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1] - 5_000);
  expect(delays.at(-1)).toBeGreaterThan(30 * delays[0]);

  const failed = await notification(notificationId);
  expect(failed).toMatchObject({ attempts: NOTIFICATION_MAX_ATTEMPTS, sentAt: null, nextAttemptAt: null });
  expect(failed.failedAt).toBeInstanceOf(Timestamp);
  expect(failed.lastError).toMatch(/^[A-Za-z]+(:[A-Z_]+)?$/);
  const lead = (await db().collection(MESSAGE_LEADS).doc(leadId).get()).data()!;
  expect(lead.mailFailures).toMatchObject({
    alert: { reason: "gave_up", smtpCode: null, attempts: NOTIFICATION_MAX_ATTEMPTS },
  });
  // Given up: nothing tries it again, even with the server back.
  vi.stubEnv("SMTP_URL", SMTP_URL);
  await deliverAlert(notificationId);
  expect(await notification(notificationId)).toMatchObject({ attempts: NOTIFICATION_MAX_ATTEMPTS, sentAt: null });
  expect(await sentTo(name)).toHaveLength(0);
});

test("an estimate's alert names the request, the ballpark and the model's text", async () => {
  const { leadId, notificationId } = await storeLead({
    collection: ESTIMATE_LEADS,
    data: {
      projectType: "remodel",
      squareFootage: 200,
      roomType: "kitchen",
      timeline: "asap",
      scope: "New cabinets",
      ballparkLow: 30000,
      ballparkHigh: 60000,
      result: "1. Estimated cost range: $30,000 – $60,000",
      userId: "u1",
      email: `est-${crypto.randomUUID().slice(0, 8)}@example.org`,
    },
    source: "estimate",
  });
  await deliverAlert(notificationId);
  const [mail] = await waitForMail((item) => item.text.includes(leadAdminUrl(leadId)));
  expect(mail.subject).toMatch(/^New estimate request from est-/);
  expect(mail.text).toContain("Project type: Remodel");
  expect(mail.text).toContain("Ballpark: $30,000 – $60,000");
  expect(mail.text).toContain("1. Estimated cost range");
});

test("lead-alerts, called as Netlify calls it, answers its run's counts", async () => {
  const res = await leadAlerts();
  expect(res.status).toBe(200);
  const counts = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(counts).sort()).toEqual(["failed", "sent", "skipped"]);
  expect(Object.values(counts).every((count) => Number.isInteger(count))).toBe(true);
});

test("the real schedule sends an alert that was queued while SMTP was down", async () => {
  const name = `Scheduled Lead ${crypto.randomUUID().slice(0, 8)}`;
  await storeLead({
    collection: MESSAGE_LEADS,
    data: { name, email: "s@example.org", phone: "(703) 555-0101", message: "Queued." },
    source: "contact",
  });
  vi.stubEnv("FUNCTIONS_SCHEDULE_MS", "200");
  const handle = await createFunctionsHandler();
  try {
    await waitForMail((mail) => mail.subject.includes(name), 15_000);
  } finally {
    await handle.stop();
  }
});
