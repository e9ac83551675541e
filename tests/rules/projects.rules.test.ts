import { PROJECT_FIELDS, PROJECT_LIMITS } from "../../src/schemas/bounds.ts";
import { PROJECT_PHOTOS_MAX } from "../../src/schemas/photo.ts";
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from "firebase/firestore";
import * as z from "zod/mini";
import { projectSchema } from "../../src/schemas/project.ts";
import { CASE_NAME, PROJECT, restPatch, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { PROJECTS } from "../../src/schemas/collections.ts";

const check = useRulesEnv();

const kitchen = (db: Firestore) => doc(db, PROJECTS, "kitchen");
const noLikes = (db: Firestore) => doc(db, PROJECTS, "no-likes");
const create = (data: object) => (db: Firestore) => addDoc(collection(db, PROJECTS), data);
const fresh = { ...PROJECT, likes: 0, timestamp: serverTimestamp() };
const { likes: _likes, ...freshWithoutLikes } = fresh;
const { timestamp: _timestamp, ...freshWithoutTimestamp } = fresh;

const PHOTO_ID = "Ab12Cd34Ef56Gh78Ij90";
const photo = (overrides: Record<string, unknown> = {}) => ({ id: PHOTO_ID, width: 1600, height: 1200, ...overrides });

/** Images an admin's form could be tricked into saving. */
const badImages = [
  "javascript:alert(1)",
  "http://example.com/a.jpg",
  "//evil.example.com/a.jpg",
  "data:image/svg+xml;base64,PHN2Zz4=",
  "/images/../admin",
  // A site path is plain segments only: what a CDN or browser would decode or re-read.
  "/images/%2e%2e/admin",
  "/images/%2E%2E/admin",
  "/images/projects%2fkitchen.svg",
  "/images/..",
  "/images/./kitchen.svg",
  "/images/projects/../../admin",
  "/images/a..b.svg",
  "/images/..\\admin",
  "/images\\..\\admin",
  "/images/kitchen.svg?x=/../admin",
  "/images/kitchen.svg#../admin",
  "/images//evil.example.com/a.svg",
  "/images/",
  "/images/projects/",
  "/images/.hidden",
  "/images/kitchen.svg.",
  "/images/a b.svg",
  "https://example.com/a b.jpg",
  `https://example.com/${"a".repeat(2030)}.jpg`,
];

/**
 * What the admin's form could save. Each row runs twice: as an admin's create against the
 * emulator's rules, and through projectSchema, the check the edit and add forms use, so
 * the form and the database are proven to draw the same lines.
 */
const EDITS: { does: string; fields: Record<string, unknown>; outcome: "allow" | "deny" }[] = [
  { does: "an https image", fields: { image: "https://images.example.com/deck.jpg" }, outcome: "allow" },
  { does: "a site image", fields: { image: PROJECT.image }, outcome: "allow" },
  {
    does: "a site image with dots and dashes",
    fields: { image: "/images/projects/deck_2024.v2-final.webp" },
    outcome: "allow",
  },
  { does: "a site image at the top of /images/", fields: { image: "/images/kitchen" }, outcome: "allow" },
  {
    does: "an https image with a query",
    fields: { image: "https://cdn.example.com/a.jpg?w=800&h=600" },
    outcome: "allow",
  },
  ...PROJECT_FIELDS.flatMap((field) => [
    {
      does: `${field} at its longest (${PROJECT_LIMITS[field].max})`,
      fields: {
        [field]:
          field === "image"
            ? `/images/${"a".repeat(PROJECT_LIMITS.image.max - 8)}`
            : "t".repeat(PROJECT_LIMITS[field].max),
      },
      outcome: "allow" as const,
    },
    {
      does: `${field} one over its longest`,
      fields: {
        [field]:
          field === "image"
            ? `/images/${"a".repeat(PROJECT_LIMITS.image.max - 7)}`
            : "t".repeat(PROJECT_LIMITS[field].max + 1),
      },
      outcome: "deny" as const,
    },
    { does: `an empty ${field}`, fields: { [field]: "" }, outcome: "deny" as const },
  ]),
  ...badImages.map((image) => ({ does: `image ${image.slice(0, 40)}`, fields: { image }, outcome: "deny" as const })),
  // An uploaded photo as the cover, a service, an area and photos.
  { does: "an uploaded photo as the cover", fields: { image: `/photos/${PHOTO_ID}/800.webp` }, outcome: "allow" },
  ...[
    `/photos/${PHOTO_ID}/801.webp`,
    `/photos/${PHOTO_ID}/800.jpg`,
    `/photos/short/800.webp`,
    `/photos/${PHOTO_ID}/../800.webp`,
    `/photos/${PHOTO_ID}/800.webp?x=1`,
  ].map((image) => ({ does: `cover ${image}`, fields: { image }, outcome: "deny" as const })),
  { does: "a service and an area", fields: { service: "complete-remodels", area: "arlington-va" }, outcome: "allow" },
  { does: "an unknown service", fields: { service: "roofing" }, outcome: "deny" },
  { does: "an unknown area", fields: { area: "baltimore-md" }, outcome: "deny" },
  { does: "a service that is not a string", fields: { service: 3 }, outcome: "deny" },
  { does: "no photos (an empty list)", fields: { photos: [] }, outcome: "allow" },
  {
    does: "before and after photos",
    fields: { photos: [photo({ label: "before" }), photo({ label: "after" }), photo()] },
    outcome: "allow",
  },
  {
    does: `${PROJECT_PHOTOS_MAX} photos (the most)`,
    fields: { photos: Array.from({ length: PROJECT_PHOTOS_MAX }, () => photo()) },
    outcome: "allow",
  },
  {
    does: `${PROJECT_PHOTOS_MAX + 1} photos`,
    fields: { photos: Array.from({ length: PROJECT_PHOTOS_MAX + 1 }, () => photo()) },
    outcome: "deny",
  },
  // Each place is checked: a bad last entry is refused like a bad first one.
  {
    does: "a bad photo in the last place",
    fields: { photos: [...Array.from({ length: PROJECT_PHOTOS_MAX - 1 }, () => photo()), photo({ id: "x" })] },
    outcome: "deny",
  },
  { does: "a photo with a bad id", fields: { photos: [photo({ id: "../../admin/secret.webp" })] }, outcome: "deny" },
  { does: "a photo 1601 px wide", fields: { photos: [photo({ width: 1601 })] }, outcome: "deny" },
  { does: "a photo 0 px high", fields: { photos: [photo({ height: 0 })] }, outcome: "deny" },
  { does: "a photo with a fractional width", fields: { photos: [photo({ width: 800.5 })] }, outcome: "deny" },
  { does: "a photo labelled 'during'", fields: { photos: [photo({ label: "during" })] }, outcome: "deny" },
  {
    does: "a photo with an extra key",
    fields: { photos: [photo({ url: "https://evil.example/a.jpg" })] },
    outcome: "deny",
  },
  { does: "a photo without a height", fields: { photos: [{ id: PHOTO_ID, width: 800 }] }, outcome: "deny" },
  { does: "photos that are not a list", fields: { photos: photo() }, outcome: "deny" },
  { does: "a photo that is a string", fields: { photos: [PHOTO_ID] }, outcome: "deny" },
];

const cases: RuleCase[] = [
  {
    who: "admin",
    does: "create a project with an https image and no likes",
    outcome: "allow",
    run: create({ ...freshWithoutLikes, image: "https://images.example.com/deck.jpg" }),
  },
  ...EDITS.map(({ does, fields, outcome }): RuleCase => ({
    who: "admin",
    does: `create a project with ${does}`,
    outcome,
    run: create({ ...fresh, ...fields }),
  })),
  // Reading: the public portfolio
  { who: "anonymous", does: "get a project", outcome: "allow", run: (db) => getDoc(kitchen(db)) },
  { who: "anonymous", does: "list projects", outcome: "allow", run: (db) => getDocs(collection(db, PROJECTS)) },
  { who: "alice", does: "list projects", outcome: "allow", run: (db) => getDocs(collection(db, PROJECTS)) },

  // Likes go through POST /api/likes (one per project and network, tests/functions/likes.test.ts):
  // a browser's own +1 could be sent forever by a script, so none is allowed any more.
  {
    who: "anonymous",
    does: "like (likes + 1)",
    outcome: "deny",
    run: (db) => updateDoc(kitchen(db), { likes: increment(1) }),
  },
  {
    who: "alice",
    does: "like (likes + 1)",
    outcome: "deny",
    run: (db) => updateDoc(kitchen(db), { likes: increment(1) }),
  },
  {
    who: "anonymous",
    does: "first like of a project without likes (missing → 1)",
    outcome: "deny",
    run: (db) => updateDoc(noLikes(db), { likes: increment(1) }),
  },
  {
    who: "anonymous",
    does: "like through the REST API (integer 6)",
    outcome: "deny",
    run: () => restPatch(`${PROJECTS}/kitchen`, { likes: { integerValue: String(PROJECT.likes + 1) } }),
  },
  {
    who: "anonymous",
    does: "like a project that does not exist",
    outcome: "deny",
    run: (db) => setDoc(doc(db, PROJECTS, "ghost"), { likes: 1 }),
  },

  // Everything else is the admin's
  {
    who: "anonymous",
    does: "edit a title",
    outcome: "deny",
    run: (db) => updateDoc(kitchen(db), { title: "Defaced" }),
  },
  { who: "alice", does: "edit a title", outcome: "deny", run: (db) => updateDoc(kitchen(db), { title: "Defaced" }) },
  {
    who: "fakeAdmin",
    does: "edit a title with admin: 'true' (a string)",
    outcome: "deny",
    run: (db) => updateDoc(kitchen(db), { title: "Defaced" }),
  },
  { who: "anonymous", does: "create a project", outcome: "deny", run: create(fresh) },
  { who: "alice", does: "create a project", outcome: "deny", run: create(fresh) },
  { who: "anonymous", does: "delete a project", outcome: "deny", run: (db) => deleteDoc(kitchen(db)) },
  { who: "alice", does: "delete a project", outcome: "deny", run: (db) => deleteDoc(kitchen(db)) },
  { who: "admin", does: "create a project", outcome: "allow", run: create(fresh) },
  {
    who: "admin",
    does: "edit a title and description",
    outcome: "allow",
    run: (db) => updateDoc(kitchen(db), { title: "Kitchen, Arlington", description: "New text" }),
  },
  { who: "admin", does: "reset likes to 0", outcome: "allow", run: (db) => updateDoc(kitchen(db), { likes: 0 }) },
  {
    who: "admin",
    does: "give a project a service, an area and photos, then clear the service",
    outcome: "allow",
    run: async (db) => {
      await updateDoc(kitchen(db), { service: "construction", area: "washington-dc", photos: [photo()] });
      await updateDoc(kitchen(db), { service: deleteField() });
    },
  },
  {
    who: "anonymous",
    does: "add a photo to a project",
    outcome: "deny",
    run: (db) => updateDoc(kitchen(db), { photos: [photo()] }),
  },
  { who: "admin", does: "delete a project", outcome: "allow", run: (db) => deleteDoc(kitchen(db)) },
  { who: "admin", does: "create a project with likes -1", outcome: "deny", run: create({ ...fresh, likes: -1 }) },
  { who: "admin", does: "create a project with likes 1.5", outcome: "deny", run: create({ ...fresh, likes: 1.5 }) },
  {
    who: "admin",
    does: "create a project with a string timestamp",
    outcome: "deny",
    run: create({ ...fresh, timestamp: "2024-05-01" }),
  },
  { who: "admin", does: "create a project without a timestamp", outcome: "deny", run: create(freshWithoutTimestamp) },
  {
    who: "admin",
    does: "create a project with an extra field",
    outcome: "deny",
    run: create({ ...fresh, featured: true }),
  },
  {
    who: "admin",
    does: "edit an image to javascript:",
    outcome: "deny",
    run: (db) => updateDoc(kitchen(db), { image: "javascript:alert(1)" }),
  },
];

describe("projects/{projectId}", () => {
  test.each(cases)(CASE_NAME, check);
});

describe("projectSchema draws the rules' lines", () => {
  test.each(EDITS)("$does → $outcome", ({ fields, outcome }) => {
    const { likes: _likes, timestamp: _time, ...input } = { ...PROJECT, ...fields };
    expect(z.safeParse(projectSchema, input).success).toBe(outcome === "allow");
  });
});
