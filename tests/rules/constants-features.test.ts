import { readdirSync, readFileSync } from "node:fs";
import { AREA_SLUGS, SERVICE_SLUGS } from "../../src/config/site.ts";
import {
  isAllowedImage,
  PHOTO_IMAGE_PATTERN,
  PHOTO_SIZE_LIMITS,
  PROJECT_LIMITS,
  PROJECT_OPTIONAL_FIELDS,
  SITE_IMAGE_PATTERN,
} from "../../src/schemas/bounds.ts";
import { PHOTO_ID_PATTERN, PHOTO_LABELS, PROJECT_PHOTOS_MAX } from "../../src/schemas/photo.ts";
import { RULES_FILE } from "./support/emulator.ts";
import { ruleCallArgs, ruleList, ruleMatchPatterns, ruleTextBounds } from "./support/rules-text.ts";
import {
  AVAILABILITY_LIMITS,
  CALENDAR_FEED_URL_LIMITS,
  CALENDAR_FEED_URL_PATTERN,
  VISITS_FEED_KEY_PATTERN,
  DEFAULT_AVAILABILITY,
  TIME_PATTERN,
  WEEKDAYS,
} from "../../src/schemas/availability.ts";

// The projects' limits live in src/schemas/bounds.ts; the rules must accept what the
// admin's form lets through, and the numbers must not drift apart.
describe("firestore.rules agrees with the projects schema", () => {
  test.each(["title", "description", "location"] as const)(
    "project %s has the length bounds of PROJECT_LIMITS",
    (field) => {
      expect(ruleTextBounds("isValidProject", `data.${field}`)).toEqual([PROJECT_LIMITS[field]]);
    },
  );

  test("a project image has the length bounds of PROJECT_LIMITS", () => {
    expect(ruleTextBounds("isImageUrl", "value")).toEqual([PROJECT_LIMITS.image]);
  });

  // The browser (the admin's form, and the card that refuses to load anything else) and
  // the database must draw the same line for site pictures; projects.rules.test.ts runs
  // hostile paths through both.
  test("a site image path is SITE_IMAGE_PATTERN, character for character", () => {
    expect(ruleMatchPatterns("isImageUrl")).toContain(SITE_IMAGE_PATTERN);
    expect(isAllowedImage("/images/%2e%2e/admin")).toBe(false);
  });

  test("an uploaded photo as the cover is PHOTO_IMAGE_PATTERN, character for character", () => {
    expect(ruleMatchPatterns("isImageUrl")).toContain(PHOTO_IMAGE_PATTERN);
    expect(isAllowedImage("/photos/Ab12Cd34Ef56Gh78/800.webp")).toBe(true);
    expect(isAllowedImage("/photos/Ab12Cd34Ef56Gh78/801.webp")).toBe(false);
  });

  // A project's service and area must name a page that exists. SERVICES and AREAS decide
  // which pages exist (content.config.ts refuses a Markdown file outside them, or a missing
  // one, when the build loads the content); the rules keep a literal copy of their slugs.
  test("the rules' services are the slugs of SERVICES, each with its Markdown page", () => {
    expect(ruleList("serviceSlugs")).toEqual([...SERVICE_SLUGS]);
    const files = readdirSync("src/content/services").map((file) => file.replace(/\.md$/, ""));
    expect(files.sort()).toEqual([...SERVICE_SLUGS].sort());
  });

  test("the rules' areas are AREA_SLUGS of src/config/site.ts", () => {
    expect(ruleList("areaSlugs")).toEqual([...AREA_SLUGS]);
  });

  test("a project may hold exactly the optional fields of PROJECT_OPTIONAL_FIELDS", () => {
    const rules = readFileSync(RULES_FILE, "utf8");
    expect(rules).toContain(
      `hasOnly(required.concat(['likes', ${PROJECT_OPTIONAL_FIELDS.map((field) => `'${field}'`).join(", ")}]))`,
    );
  });

  test("photos: every one of the PROJECT_PHOTOS_MAX places is checked, with the photo contract's id, sizes and labels", () => {
    const rules = readFileSync(RULES_FILE, "utf8");
    expect(rules).toContain(`photos.size() <= ${PROJECT_PHOTOS_MAX}\n`);
    for (let index = 0; index < PROJECT_PHOTOS_MAX; index++) {
      expect(rules).toContain(`(photos.size() <= ${index} || isPhoto(photos[${index}]))`);
    }
    expect(ruleMatchPatterns("isPhoto")).toEqual([PHOTO_ID_PATTERN]);
    for (const key of ["width", "height"] as const) {
      const { min, max } = PHOTO_SIZE_LIMITS[key];
      expect(rules).toContain(`photo.${key} is int && photo.${key} >= ${min} && photo.${key} <= ${max}`);
    }
    expect(rules).toContain(`photo.label in [${PHOTO_LABELS.map((label) => `'${label}'`).join(", ")}]`);
  });

  // Estimates have no rule text to compare: clients may not create them, and
  // /api/estimate checks the request with estimateRequestSchema itself.
});

// The owner's availability and calendar address live in src/schemas/availability.ts; the
// /admin editor checks them with its schema and the rules must draw the same lines.
describe("firestore.rules agrees with the availability schema", () => {
  test("the keys are the schema's and updatedAt, the days WEEKDAYS", () => {
    expect([...ruleList("availabilityKeys"), ...ruleList("availabilityNewerKeys")].sort()).toEqual(
      [...Object.keys(DEFAULT_AVAILABILITY), "updatedAt"].sort(),
    );
    expect(ruleList("weekdays")).toEqual([...WEEKDAYS]);
  });

  test("a day's start and end are TIME_PATTERN, character for character", () => {
    expect(ruleMatchPatterns("isDayHours")).toEqual([TIME_PATTERN.source, TIME_PATTERN.source]);
  });

  test.each([
    "visitMinutes",
    "bufferMinutes",
    "noticeHours",
    "horizonDays",
    "maxVisitsPerDay",
    "visitsPerPerson",
  ] as const)("%s has the bounds and step of AVAILABILITY_LIMITS", (field) => {
    const { min, max, step = 1 } = AVAILABILITY_LIMITS[field] as { min: number; max: number; step?: number };
    expect(ruleCallArgs("isAvailability", "isWholeStep")).toContainEqual([
      `data.${field}`,
      String(min),
      String(max),
      String(step),
    ]);
  });

  test("at most AVAILABILITY_LIMITS.daysOff.max days off", () => {
    expect(readFileSync(RULES_FILE, "utf8")).toContain(`data.daysOff.size() <= ${AVAILABILITY_LIMITS.daysOff.max}`);
  });

  test("the calendar address has CALENDAR_FEED_URL_LIMITS and CALENDAR_FEED_URL_PATTERN", () => {
    expect(ruleTextBounds("isFeedUrl", "value")).toEqual([CALENDAR_FEED_URL_LIMITS]);
    // The rules write a backslash twice inside their string; as a RegExp the two are the same pattern.
    const [pattern] = ruleMatchPatterns("isFeedUrl").map((text) => new RegExp(text.replaceAll("\\\\", "\\")));
    expect(pattern.source).toBe(CALENDAR_FEED_URL_PATTERN.source);
  });
  test("the visits feed's key is VISITS_FEED_KEY_PATTERN", () => {
    const [pattern] = ruleMatchPatterns("isFeedKey").map((text) => new RegExp(text.replaceAll("\\\\", "\\")));
    expect(pattern.source).toBe(VISITS_FEED_KEY_PATTERN.source);
  });
});
