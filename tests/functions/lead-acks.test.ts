/**
 * The visitor's acknowledgement (LEAD_ACK_ENABLED=true) through the real contact function,
 * the Firestore emulator and MailDev: fixed company text only, and a few per address a day
 * however many forms name that address. Each test uses an address of its own.
 */
import { beforeEach, expect, test, vi } from "vitest";
import contact, { config } from "../../netlify/functions/contact.ts";
import { localContext } from "../../scripts/functions-handler.ts";
import { listMail, mailHeader, waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { MAIL_TEXT } from "../../src/config/text.ts";
import { ACKS_PER_ADDRESS_PER_DAY } from "../../src/server/limits.ts";
import { freshIp } from "./support/http.ts";
import { TEST_ALERT_TO } from "./support/mail.ts";

const tag = () => crypto.randomUUID().slice(0, 8);
const sentTo = (address: string) => (mail: ReceivedMail) => mail.to.some((to) => to.address === address);

beforeEach(() => {
  vi.stubEnv("LEAD_ACK_ENABLED", "true");
});

/** Posts the contact form like the page does; resolves once the answer and the e-mails after it are done. */
async function submit(fields: { name: string; email: string; phone?: string; message: string }): Promise<Response> {
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
  return res;
}

test("the acknowledgement holds none of the visitor's text: not the name, the message or the phone", async () => {
  const email = `ack-text-${tag()}@example.org`;
  const name = `Win big at spam.example ${tag()}`;
  const message = `Click https://spam.example/${tag()} for your prize`;
  const phone = "(571) 555-0177";
  expect((await submit({ name, email, phone, message })).status).toBe(201);

  const [ack] = await waitForMail(sentTo(email));
  const whole = [ack.subject, ack.text, ack.html, (await mailHeader(ack.id, "from")) ?? ""].join("\n");
  for (const typed of [name, message, phone, "spam.example", "prize"]) expect(whole).not.toContain(typed);
  expect(ack.subject).toBe(MAIL_TEXT.ackSubject);
  expect(ack.text).toContain(MAIL_TEXT.ackBody);
  // The owner's alert still has all of it.
  const [alert] = await waitForMail((mail) => mail.subject.includes(name));
  expect(alert.to.map((to) => to.address)).toEqual([TEST_ALERT_TO]);
  expect(alert.text).toContain(message);
});

test(`${ACKS_PER_ADDRESS_PER_DAY + 1} forms naming one address at once: every lead stored and alerted, ${ACKS_PER_ADDRESS_PER_DAY} acknowledgements`, async () => {
  const id = tag();
  // Case and a +tag do not make it another mailbox.
  const addresses = [`Flood.${id}@Example.org`, `flood.${id}+1@example.org`, `flood.${id}+2@example.org`];
  const names = Array.from({ length: ACKS_PER_ADDRESS_PER_DAY + 1 }, (_, i) => `Flood ${id} ${i}`);
  const answers = await Promise.all(
    names.map((name, i) => submit({ name, email: addresses[i % addresses.length], message: "Please call me." })),
  );
  expect(answers.map((res) => res.status)).toEqual(names.map(() => 201));

  for (const name of names) await waitForMail((mail) => mail.subject.includes(name));
  const acks = (await listMail()).filter((mail) => mail.to.some((to) => to.address.toLowerCase().includes(id)));
  expect(acks).toHaveLength(ACKS_PER_ADDRESS_PER_DAY);
  expect(acks.every((mail) => mail.subject === MAIL_TEXT.ackSubject)).toBe(true);
});
