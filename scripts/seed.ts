/**
 * Fills the running emulators with demo data: the portfolio projects from
 * src/content/demo-projects.json, the two demo accounts from ./demo-accounts.ts and the
 * demo leads from ./demo-leads.ts (so the /admin inbox has something in every state),
 * the pricing guide and the owner's hours for site visits (src/schemas/availability.ts).
 * Everything already in the emulators is deleted first, so seeding is repeatable.
 *
 *   node scripts/seed.ts        (emulators must be running: node scripts/emulators.ts)
 */
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import demoProjects from "../src/content/demo-projects.json" with { type: "json" };
import { DEMO_ACCOUNTS, describeDemoAccounts } from "./demo-accounts.ts";
import { DEMO_CONTACT_LEADS, DEMO_ESTIMATE_LEADS, demoLeadDocuments } from "./demo-leads.ts";
import { PROJECT_ID, resetEmulators, useEmulatorEnv } from "./emulators.ts";
import { DEFAULT_PRICING_RATES } from "../src/lib/pricing/pricingData.ts";
import { DEFAULT_AVAILABILITY } from "../src/schemas/availability.ts";
import { seedOwnerCalendar } from "./demo-calendar.ts";
import { radicaleAnswers } from "./radicale.ts";
import { PRICING_RATES, AVAILABILITY_DOC, PROJECTS, USERS } from "../src/schemas/collections.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface SeedResult {
  projects: string[];
  leads: { contactForms: number; estimates: number };
  accounts: { uid: string; email: string; admin: boolean }[];
  /** The owner's calendar's address, when it was seeded. */
  calendar?: string;
}

/** `ownerCalendar`: also fill the owner's calendar in the local Radicale (npm start; scripts/demo-calendar.ts). */
export async function seed(options: { ownerCalendar?: boolean } = {}): Promise<SeedResult> {
  // The emulator env vars below are the only thing keeping firebase-admin off a real
  // project; a non-demo id would let a mistake there reach production data.
  if (!PROJECT_ID.startsWith("demo-"))
    throw new Error(`refusing to seed project "${PROJECT_ID}": only demo- projects may be seeded`);
  useEmulatorEnv();
  await resetEmulators();

  // A named app, so seeding inside a test process never collides with its default app.
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);
    const now = Date.now();

    const batch = db.batch();
    // service and area place a project on the service and area pages; the schema and the
    // rules allow both, so the owner can edit a seeded project as it is stored.
    for (const { id, daysAgo, ...project } of demoProjects) {
      batch.set(db.collection(PROJECTS).doc(id), {
        ...project,
        timestamp: Timestamp.fromMillis(now - daysAgo * DAY_MS),
      });
    }

    // Each lead with its search index entry.
    for (const { path, data } of demoLeadDocuments(now)) batch.set(db.doc(path), data);

    for (const account of DEMO_ACCOUNTS) {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: true,
      });
      if (account.admin) await auth.setCustomUserClaims(account.uid, { admin: true });
      batch.set(db.collection(USERS).doc(account.uid), {
        fullName: account.displayName,
        email: account.email,
        phone: account.phone,
        createdAt: new Date(now).toISOString(),
      });
    }
    // The pricing guide as the code's table has it, one document per project type: no save
    // yet, so no history and no changeId.
    for (const [projectType, rooms] of Object.entries(DEFAULT_PRICING_RATES))
      batch.set(db.collection(PRICING_RATES).doc(projectType), { rooms });
    // The owner's default hours for site visits, as a save in /admin stores them.
    batch.set(db.doc(AVAILABILITY_DOC), { ...DEFAULT_AVAILABILITY, updatedAt: Timestamp.fromMillis(now) });
    await batch.commit();
    const calendar = options.ownerCalendar ? await seedOwnerCalendar(db, now) : undefined;

    return {
      calendar,
      projects: demoProjects.map((p) => p.id),
      leads: { contactForms: DEMO_CONTACT_LEADS.length, estimates: DEMO_ESTIMATE_LEADS.length },
      accounts: DEMO_ACCOUNTS.map(({ uid, email, admin }) => ({ uid, email, admin })),
    };
  } finally {
    await deleteApp(app);
  }
}

if (import.meta.main) {
  try {
    const result = await seed({ ownerCalendar: await radicaleAnswers() });
    console.log(`Seeded ${PROJECT_ID}: ${result.projects.length} projects (${result.projects.join(", ")})`);
    console.log(
      `${result.leads.contactForms} contact forms and ${result.leads.estimates} estimates in the /admin inbox`,
    );
    console.log(`and ${result.accounts.length} accounts with users/{uid} profiles:\n${describeDemoAccounts()}`);
    if (result.calendar) console.log(`The owner's calendar (Radicale, 4 appointments, one weekly): ${result.calendar}`);
  } catch (err) {
    console.error(`Seeding failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
