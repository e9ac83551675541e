import { spawn } from "node:child_process";
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { startEmulators, useEmulatorEnv } from "../../scripts/emulators.ts";
import { clearMail, startMailDev } from "../../scripts/maildev.ts";
import { allowLocalCalendar, startRadicale } from "../../scripts/radicale.ts";
import { createFunctionsHandler } from "../../scripts/functions-handler.ts";
import { seed } from "../../scripts/seed.ts";
import { startStaticServer } from "../../scripts/serve-static.ts";
import { cannedReply, startFakeOpenAi } from "../../scripts/ai-stand-in.ts";
import { startFakeStripe } from "../../scripts/stripe-stand-in.ts";
import { startWebhookReceiver, WEBHOOK_RECEIVER_PORT } from "../../scripts/webhook-receiver.ts";
import { API_ROUTES } from "../../src/config/routes.ts";
import { E2E_NO_AI_ORIGIN, E2E_NO_AI_PORT, E2E_ORIGIN, E2E_PORT } from "./support/origin.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The end-to-end suite runs against the production build (the CSP only exists there),
 * served like Netlify's CDN with the netlify.toml headers, with the real functions under
 * /api, the Firebase emulators, and a local server speaking the OpenAI protocol in place
 * of the paid provider. A second server runs the same site with no provider configured.
 */
export default async function globalSetup() {
  const started = Date.now();
  const [emulators, mail, calendar] = await Promise.all([startEmulators(), startMailDev(), startRadicale()]);
  // A known start, like the seeded emulators: the inbox holds only this run's alerts, and
  // the owner's calendar in Radicale holds npm start's appointments.
  await Promise.all([seed({ ownerCalendar: true }), clearMail(mail.webUrl)]);
  // After the seed: the cost guide pages read the pricing guide from Firestore while they
  // are built, and /projects, each /projects/<id> and the service and area pages read the
  // projects (a build that cannot read them fails, and so does the run).
  if (process.env.E2E_SKIP_BUILD !== "1") {
    const buildStarted = Date.now();
    await promisify(execFile)("npx", ["astro", "build"], {
      cwd: ROOT,
      env: { ...process.env, PUBLIC_FIREBASE_EMULATORS: "true" },
    });
    console.log(`e2e: astro build after the seed took ${((Date.now() - buildStarted) / 1000).toFixed(1)} s`);
  }

  // The functions read these per request; the test process is the server process.
  useEmulatorEnv();
  const provider = await startFakeOpenAi({
    fallback: (request) => ({ ...cannedReply(request), tokenDelayMs: 15 }),
    record: false,
  });
  process.env.OPENAI_BASE_URL = provider.url;
  // Lead alerts go to MailDev over real SMTP; the tests read them through its REST API.
  process.env.SMTP_URL = mail.smtpUrl;
  process.env.LEAD_ALERT_TO = "owner@leads.test";
  // The owner's calendar is Radicale over http on 127.0.0.1: only an explicit opt-in reads it.
  allowLocalCalendar(calendar.url);
  // The owner's phone alerts go to a local receiver; the tests read it at GET /posts.
  const phone = await startWebhookReceiver(WEBHOOK_RECEIVER_PORT);
  process.env.ALERT_WEBHOOK_URL = phone.url();
  // Card deposits through the Stripe stand-in: its payment page, and its signed webhooks to this site.
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_e2e_stand_in";
  const stripe = await startFakeStripe({
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
    webhookUrl: `${E2E_ORIGIN}${API_ROUTES.stripeWebhook}`,
  });
  process.env.STRIPE_SECRET_KEY = "sk_test_e2e_stand_in";
  process.env.STRIPE_API_BASE = stripe.url;
  // Many chats from one test IP must not trip the per-IP limit (its own tests cover it).
  process.env.AI_CHAT_RATE_LIMIT ??= "1000";
  // Every browser of the suite shares one address; the contact limit has tests of its own.
  process.env.CONTACT_RATE_LIMIT ??= "1000";
  process.env.BOOKING_RATE_LIMIT ??= "1000";
  process.env.BOOKINGS_PER_ADDRESS_PER_DAY ??= "1000";
  process.env.ALERTS_PER_ADDRESS_PER_HOUR ??= "1000";
  process.env.ALERTS_PER_HOUR ??= "1000";
  process.env.LIKE_RATE_LIMIT ??= "1000";
  // The day's token count outlives a run when the emulators are reused; no run may exhaust it.
  process.env.AI_DAILY_TOKEN_BUDGET ??= "1000000000000";
  // Every browser of the suite is one address, and its chat tokens outlive a run too.
  process.env.AI_CHAT_DAILY_TOKENS_PER_IP ??= "1000000000000";
  delete process.env.OPENAI_API_KEY;
  const functions = await createFunctionsHandler();
  const server = await startStaticServer({
    root: `${ROOT}/dist`,
    port: E2E_PORT,
    host: "localhost",
    apiHandler: functions,
  });

  const noAiEnv = { ...process.env };
  delete noAiEnv.OPENAI_BASE_URL;
  delete noAiEnv.OPENAI_API_KEY;
  const noAi = spawn(
    "node",
    [
      "scripts/serve-static.ts",
      "--root",
      "dist",
      "--port",
      String(E2E_NO_AI_PORT),
      "--host",
      "localhost",
      "--functions",
      "--quiet",
    ],
    {
      cwd: ROOT,
      env: noAiEnv,
      stdio: "ignore",
    },
  );
  await waitFor(`${E2E_NO_AI_ORIGIN}/`);

  console.log(
    `e2e: site ${server.url} (+ ${E2E_NO_AI_ORIGIN} without AI), emulators ready, seeded; setup took ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return async () => {
    noAi.kill("SIGTERM");
    await Promise.all([server.close(), provider.close(), phone.close(), stripe.close()]);
    // The alerts the functions were still sending, and the scheduled retry's timer.
    await functions.stop();
    await Promise.all([emulators.stop(), mail.stop(), calendar.stop()]);
  };
}
