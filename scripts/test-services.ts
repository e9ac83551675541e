/**
 * The services every test suite shares, started once for `npm test` (scripts/test.sh)
 * while the static checks run, instead of once per suite: the Auth and Firestore
 * emulators, MailDev, Radicale (the owner's calendar), and the rules suite's own Firestore emulator. Each suite's global
 * setup then finds them running and reuses them ("reused" in its log line).
 *
 *   node scripts/test-services.ts   start them, print "test services ready", stay up until SIGTERM
 */
import { describeTimings, startEmulators, startFirestoreEmulator } from "./emulators.ts";
import { startMailDev } from "./maildev.ts";
import { stayUp } from "./local-server.ts";
import { startRadicale } from "./radicale.ts";
import { RULES_EMULATOR, RULES_FILE } from "../tests/rules/support/emulator.ts";

const READY_LINE = "test services ready";

const started = performance.now();
const [shared, rules, mail, calendar] = await Promise.all([
  startEmulators(),
  startFirestoreEmulator({ ...RULES_EMULATOR, rulesFile: RULES_FILE }),
  startMailDev(),
  startRadicale(),
]);
console.log(
  `${READY_LINE} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `${describeTimings([...shared.timings, ...rules.timings])}, MailDev ${mail.reused ? "reused" : "started"}, ` +
    `Radicale ${calendar.reused ? "reused" : "started"}`,
);

stayUp({ stop: async () => void (await Promise.all([shared.stop(), rules.stop(), mail.stop(), calendar.stop()])) });
