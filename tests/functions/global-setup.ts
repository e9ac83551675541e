import { describeTimings, startEmulators } from "../../scripts/emulators.ts";
import { startMailDev } from "../../scripts/maildev.ts";
import { allowLocalCalendar, startRadicale } from "../../scripts/radicale.ts";
import { TEST_ALERT_TO } from "./support/mail.ts";

/**
 * Starts the Auth and Firestore emulators, MailDev and Radicale, or reuses running ones (an e2e
 * run, npm start). Nothing is reset: other suites may be using the same emulators and
 * inbox, so these tests create uniquely named accounts and leads of their own.
 */
export default async function globalSetup() {
  const [emulators, mail, calendar] = await Promise.all([startEmulators(), startMailDev(), startRadicale()]);
  // The workers start after this and inherit the environment: every alert makes a real SMTP round trip.
  process.env.SMTP_URL = mail.smtpUrl;
  process.env.LEAD_ALERT_TO = TEST_ALERT_TO;
  // The owner's calendar is Radicale over http on 127.0.0.1: only an explicit opt-in reads it.
  allowLocalCalendar(calendar.url);
  console.log(
    `functions: emulators ${describeTimings(emulators.timings)}; MailDev ${mail.reused ? "reused" : "started"}; ` +
      `Radicale ${calendar.reused ? "reused" : "started"}`,
  );
  return async () => {
    await Promise.all([emulators.stop(), mail.stop(), calendar.stop()]);
  };
}
