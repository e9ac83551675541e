import { readFileSync } from "node:fs";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from "@firebase/rules-unit-testing";
import { setLogLevel, Timestamp, type Firestore } from "firebase/firestore";
import { restFields } from "../../support/firestoreRest.ts";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { RULES_EMULATOR, RULES_FILE } from "./emulator.ts";
import { reviewRequestId, UNDECIDED_REVIEW } from "../../../src/schemas/review.ts";
import {
  ACCOUNT_LEADS,
  BOOKING_LEADS,
  ESTIMATE_LEADS,
  MESSAGE_LEADS,
  PROJECTS,
  RATE_LIMITS,
  REVIEW_REQUESTS,
  REVIEWS,
  USERS,
  PROPOSALS,
  PROPOSAL_FILES,
} from "../../../src/schemas/collections.ts";

// How each token signed in (the ID token's firebase.sign_in_provider, which the profile
// rules read); without it the emulator's test tokens say "custom".
const byPassword = { sign_in_provider: "password" } as const;
const byGoogle = { sign_in_provider: "google.com" } as const;

/** The callers the rules tell apart. */
export const CALLERS = {
  anonymous: null,
  /** Signed in with e-mail and password, has a profile. */
  alice: { uid: "alice", token: { email: "alice@example.com", firebase: byPassword } },
  /** Alice after clicking the verification link (her e-mail's leads are hers). */
  aliceVerified: { uid: "alice", token: { email: "alice@example.com", email_verified: true, firebase: byPassword } },
  /** Alice's address signed in with Google, which vouches for it: her e-mail's leads are hers too. */
  aliceByGoogle: {
    uid: "alice-google",
    token: { email: "alice@example.com", email_verified: true, firebase: byGoogle },
  },
  /**
   * Alice's address, "verified", from sign-ins the site does not offer (src/server/idToken.ts
   * accepts password and google.com only): a provider enabled by mistake must not hand out
   * her leads.
   */
  aliceByGithub: {
    uid: "alice-github",
    token: { email: "alice@example.com", email_verified: true, firebase: { sign_in_provider: "github.com" } as const },
  },
  aliceByPhone: {
    uid: "alice-phone",
    token: { email: "alice@example.com", email_verified: true, firebase: { sign_in_provider: "phone" } as const },
  },
  aliceAnonymously: {
    uid: "alice-anonymous",
    token: { email: "alice@example.com", email_verified: true, firebase: { sign_in_provider: "anonymous" } as const },
  },
  /** No firebase claim: the emulator's token says "custom". */
  aliceByCustomToken: { uid: "alice-custom", token: { email: "alice@example.com", email_verified: true } },
  /** Signed in with Google, has a profile: the "someone else" of alice's cases. */
  bob: { uid: "bob", token: { email: "bob@example.com", firebase: byGoogle } },
  /** Signed up with e-mail and password a moment ago, no profile yet. */
  carol: { uid: "carol", token: { email: "carol@example.com", firebase: byPassword } },
  /** Signed up with Google a moment ago, no profile yet. */
  dana: { uid: "dana", token: { email: "dana@example.com", firebase: byGoogle } },
  /** A Google account whose token carries no e-mail address. */
  noEmail: { uid: "no-email", token: { firebase: byGoogle } },
  /** Sign-ins the site does not offer, without a profile. */
  phone: { uid: "phone", token: { phone_number: "+17035550100", firebase: { sign_in_provider: "phone" } as const } },
  custom: { uid: "custom", token: { email: "custom@example.com" } },
  admin: { uid: "owner", token: { email: "owner@example.com", admin: true, firebase: byPassword } },
  /** A claim that only looks like the admin flag. */
  fakeAdmin: { uid: "mallory", token: { email: "mallory@example.com", admin: "true", firebase: byPassword } },
} satisfies Record<string, { uid: string; token: TokenOptions } | null>;

type Caller = keyof typeof CALLERS;

export interface RuleCase {
  who: Caller;
  does: string;
  outcome: "allow" | "deny";
  run: (db: Firestore) => Promise<unknown>;
}

const at = (millis: number) => Timestamp.fromMillis(millis);

const PROFILES = {
  alice: {
    fullName: "Alice Homeowner",
    email: "alice@example.com",
    phone: "(703) 555-0100",
    createdAt: "2024-05-01T12:00:00.000Z",
  },
  bob: {
    fullName: "Bob Neighbour",
    email: "bob@example.com",
    phone: "",
    createdAt: "2024-06-01T08:30:00.000Z",
    authProvider: "google",
  },
};

export const PROJECT = {
  title: "Modern Kitchen Remodel",
  description: "Galley kitchen opened to the dining room.",
  image: "/images/projects/modern-kitchen-arlington.svg",
  location: "Arlington, VA",
  likes: 5,
  timestamp: at(Date.UTC(2024, 4, 1)),
};

const { likes: _likes, ...PROJECT_WITHOUT_LIKES } = PROJECT;

/** A client's review as POST /api/reviews stores it: waiting for the owner. */
export const REVIEW = {
  rating: 5,
  text: "They rebuilt our deck in a week and cleaned up every day.",
  name: "Dana",
  town: "Falls Church",
  project: "Deck rebuild",
  ...UNDECIDED_REVIEW,
  date: "2024-05-01",
  submittedAt: PROJECT.timestamp,
};

/**
 * What every case starts from: two profiles, a project with likes and one from before
 * likes existed, a contact form, an estimate, a rate counter.
 */
export const FIXTURES: Record<string, Record<string, unknown>> = {
  [`${USERS}/alice`]: PROFILES.alice,
  [`${USERS}/bob`]: PROFILES.bob,
  [`${PROJECTS}/kitchen`]: PROJECT,
  [`${PROJECTS}/no-likes`]: PROJECT_WITHOUT_LIKES,
  [`${MESSAGE_LEADS}/sent`]: {
    name: "Ann",
    email: "ann@example.com",
    phone: "(703) 555-0199",
    message: "Hello",
    timestamp: PROJECT.timestamp,
  },
  [`${BOOKING_LEADS}/booked-visit`]: {
    name: "Cal",
    email: "cal@example.com",
    phone: "(703) 555-0197",
    message: "Site visit: …",
    source: "booking",
    visitId: "booked-visit",
    visitStatus: "booked",
    visitStart: new Date(Date.now() + 7 * 86_400_000),
    timestamp: PROJECT.timestamp,
  },
  [`${BOOKING_LEADS}/past-visit`]: {
    name: "Eve",
    email: "eve@example.com",
    phone: "(703) 555-0195",
    message: "Site visit: …",
    source: "booking",
    visitId: "past-visit",
    visitStatus: "booked",
    visitStart: new Date(Date.now() - 7 * 86_400_000),
    timestamp: PROJECT.timestamp,
  },
  [`${BOOKING_LEADS}/cancelled-visit`]: {
    name: "Dee",
    email: "dee@example.com",
    phone: "(703) 555-0196",
    message: "Cancelled site visit: …",
    source: "booking",
    visitId: "cancelled-visit",
    visitStatus: "cancelled",
    timestamp: PROJECT.timestamp,
  },
  [`${MESSAGE_LEADS}/answered`]: {
    name: "Ben",
    email: "ben@example.com",
    phone: "(703) 555-0198",
    message: "Hello again",
    status: "contacted",
    timestamp: PROJECT.timestamp,
    firstResponseAt: PROJECT.timestamp,
  },
  [`${ESTIMATE_LEADS}/alice-1`]: {
    projectType: "remodel",
    squareFootage: 200,
    roomType: "kitchen",
    timeline: "asap",
    scope: "New cabinets",
    ballparkLow: 20000,
    ballparkHigh: 40000,
    result: "About $20,000 - $40,000",
    userId: "alice",
    email: "alice@example.com",
    timestamp: PROJECT.timestamp,
  },
  [`${RATE_LIMITS}/alice`]: { day: "2024-05-01", count: 1 },
  // What each homeowner may see of their leads.
  [`${ACCOUNT_LEADS}/alice-estimate`]: {
    kind: "estimate",
    email: "alice@example.com",
    uid: "alice",
    message: "",
    status: "quoted",
    timestamp: PROJECT.timestamp,
    ballparkLow: 20000,
    ballparkHigh: 40000,
    result: "About $20,000 - $40,000",
  },
  [`${ACCOUNT_LEADS}/alice-contact`]: {
    kind: "contact",
    email: "alice@example.com",
    uid: null,
    message: "Sent before Alice signed up.",
    status: "contacted",
    timestamp: PROJECT.timestamp,
  },
  [`${ACCOUNT_LEADS}/ann-contact`]: {
    kind: "contact",
    email: "ann@example.com",
    uid: null,
    message: "Hello",
    status: "new",
    timestamp: PROJECT.timestamp,
  },
  [`${REVIEWS}/waiting`]: REVIEW,
  [`${REVIEWS}/out`]: {
    ...REVIEW,
    status: "published",
    publishedAt: PROJECT.timestamp,
    moderatedAt: PROJECT.timestamp,
  },
  [`${REVIEW_REQUESTS}/${reviewRequestId(MESSAGE_LEADS, "sent")}`]: {
    lead: `${MESSAGE_LEADS}/sent`,
    tokenHash: "0".repeat(64),
    askedAt: PROJECT.timestamp,
    expiresAt: PROJECT.timestamp,
    usedAt: null,
  },
  [`${PROPOSALS}/signed`]: {
    state: "signed",
    draft: { title: "Kitchen remodel" },
    signed: { name: "Dana Homeowner", documentHash: "a".repeat(64) },
  },
  [`${PROPOSAL_FILES}/signed`]: { bytes: 3 },
};

/**
 * Writes the fixtures in one REST commit with the emulator's "owner" token, which skips
 * the rules. (withSecurityRulesDisabled opens a new SDK connection per call: several
 * times slower when it runs before every case.)
 */
async function seedFixtures(): Promise<void> {
  const { host, port, projectId } = RULES_EMULATOR;
  const root = `projects/${projectId}/databases/(default)/documents`;
  const writes = Object.entries(FIXTURES).map(([path, data]) => ({
    update: {
      name: `${root}/${path}`,
      fields: restFields(data),
    },
  }));
  const res = await fetch(`http://${host}:${port}/v1/${root}:commit`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ writes }),
  });
  if (!res.ok) throw new Error(`seeding the rules emulator failed: ${res.status} ${await res.text()}`);
}

/** Deletes fixture documents as the owner, past the rules (a booked visit's lead may not be deleted). */
export async function deleteFixtures(paths: readonly string[]): Promise<void> {
  const { host, port, projectId } = RULES_EMULATOR;
  const root = `projects/${projectId}/databases/(default)/documents`;
  const res = await fetch(`http://${host}:${port}/v1/${root}:commit`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ writes: paths.map((path) => ({ delete: `${root}/${path}` })) }),
  });
  if (!res.ok) throw new Error(`deleting fixtures failed: ${res.status} ${await res.text()}`);
}

/**
 * Registers the suite hooks (load firestore.rules, fresh fixtures before every case) and
 * returns the assertion each table row runs.
 */
export function useRulesEnv(): (row: RuleCase) => Promise<void> {
  let env: RulesTestEnvironment;
  const dbs = new Map<Caller, Firestore>();

  beforeAll(async () => {
    // A denied write is the expected outcome here, not something to log.
    setLogLevel("silent");
    env = await initializeTestEnvironment({
      projectId: RULES_EMULATOR.projectId,
      // Explicit host and port: FIRESTORE_EMULATOR_HOST may point at the shared emulator.
      firestore: { host: RULES_EMULATOR.host, port: RULES_EMULATOR.port, rules: readFileSync(RULES_FILE, "utf8") },
    });
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await seedFixtures();
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  const dbFor = (who: Caller): Firestore => {
    let db = dbs.get(who);
    if (!db) {
      const caller = CALLERS[who];
      const context = caller ? env.authenticatedContext(caller.uid, caller.token) : env.unauthenticatedContext();
      db = context.firestore() as unknown as Firestore;
      dbs.set(who, db);
    }
    return db;
  };

  return async ({ who, outcome, run }) => {
    const request = run(dbFor(who));
    await (outcome === "allow" ? assertSucceeds(request) : assertFails(request));
  };
}

/**
 * A write the web SDK cannot express (it sends every whole number as an integer), made
 * through the emulator's REST API the way a logged-out visitor could. `fields` are
 * Firestore REST values, e.g. { likes: { doubleValue: 6 } }.
 */
export async function restPatch(path: string, fields: Record<string, object>): Promise<void> {
  const { host, port, projectId } = RULES_EMULATOR;
  const mask = Object.keys(fields)
    .map((field) => `updateMask.fieldPaths=${field}`)
    .join("&");
  const url = `http://${host}:${port}/v1/projects/${projectId}/databases/(default)/documents/${path}?${mask}&currentDocument.exists=true`;
  const res = await fetch(url, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fields }),
  });
  if (!res.ok) {
    const { error } = (await res.json()) as { error?: { status?: string; message?: string } };
    // assertFails recognises a denial by this code.
    throw Object.assign(new Error(error?.message ?? res.statusText), { code: error?.status });
  }
}

/** Test name for a row: "alice: get own profile → allow". */
export const CASE_NAME = "$who: $does → $outcome";
