import { describe, expect, test, vi } from "vitest";

async function freshSite() {
  vi.resetModules();
  return (await import("../../src/config/site.ts")).SITE;
}

describe("company config", () => {
  test("demo defaults are clearly placeholders", async () => {
    const site = await freshSite();
    expect(site.phone).toMatch(/555-01\d\d$/);
    expect(site.email).toMatch(/@example\.com$/);
    expect(site.serviceAreas.map((area) => area.code)).toEqual(["VA", "MD", "DC"]);
  });

  test("environment variables override the demo facts at build time", async () => {
    vi.stubEnv("PUBLIC_COMPANY_PHONE", "1 (571) 555-0199");
    vi.stubEnv("PUBLIC_COMPANY_EMAIL", "office@builder.test");
    vi.stubEnv("PUBLIC_SITE_URL", "https://builder.test/");
    const site = await freshSite();
    expect(site.phone).toBe("1 (571) 555-0199");
    expect(site.phoneHref).toBe("tel:+15715550199");
    expect(site.email).toBe("office@builder.test");
    expect(site.url).toBe("https://builder.test");
  });

  test.each([
    ["(703) 555-0142", "tel:+17035550142"],
    ["703.555.0142", "tel:+17035550142"],
    ["+1 703 555 0142", "tel:+17035550142"],
  ])("tap-to-call link for %s is %s", async (phone, href) => {
    vi.stubEnv("PUBLIC_COMPANY_PHONE", phone);
    expect((await freshSite()).phoneHref).toBe(href);
  });

  test("statistics and estimator options match the specification", async () => {
    vi.resetModules();
    const { STATS, PROJECT_TYPES, ROOM_TYPES, TIMELINES } = await import("../../src/config/site.ts");
    expect(STATS.map((s) => `${s.value} ${s.label.toLowerCase()}`)).toEqual([
      "100+ projects completed",
      "250+ happy clients",
      "3 states served",
    ]);
    expect(PROJECT_TYPES.map((o) => o.value)).toEqual(["renovation", "remodel", "addition", "repair"]);
    expect(ROOM_TYPES.map((o) => o.value)).toEqual([
      "kitchen",
      "bathroom",
      "bedroom",
      "livingRoom",
      "basement",
      "other",
    ]);
    expect(TIMELINES.map((o) => o.value)).toEqual(["asap", "1-3months", "3-6months", "6-12months", "flexible"]);
  });

  test("the owner's trust facts have a Spanish line for each English one (/es/nosotros shows them)", async () => {
    vi.resetModules();
    const { TRUST } = await import("../../src/config/site.ts");
    expect(TRUST.es.insurance).toHaveLength(TRUST.insurance.length);
    expect(TRUST.es.warranty).toHaveLength(TRUST.warranty.length);
    expect(TRUST.es.certificationsWhy).toHaveLength(TRUST.certifications.length);
    expect(TRUST.es.memberships).toHaveLength(TRUST.memberships.length);
  });
});

describe("firebase settings", () => {
  test("local mode uses a demo- project and no emulator unless asked", async () => {
    vi.resetModules();
    const { firebaseWebConfig, emulatorSettings } = await import("../../src/config/firebase.ts");
    expect(firebaseWebConfig().projectId).toMatch(/^demo-/);
    expect(emulatorSettings()).toBeNull();
  });

  test("the emulator flag points the SDK at the emulators from firebase.json", async () => {
    vi.stubEnv("PUBLIC_FIREBASE_EMULATORS", "true");
    vi.resetModules();
    const { emulatorSettings } = await import("../../src/config/firebase.ts");
    expect(emulatorSettings()).toEqual({
      authUrl: "http://localhost:9099",
      firestoreHost: "127.0.0.1",
      firestorePort: 8080,
    });
  });

  test("a real project's settings come from the environment", async () => {
    vi.stubEnv("PUBLIC_FIREBASE_PROJECT_ID", "acme-builders");
    vi.stubEnv("PUBLIC_FIREBASE_API_KEY", "AIza-test");
    vi.resetModules();
    const { firebaseWebConfig } = await import("../../src/config/firebase.ts");
    expect(firebaseWebConfig()).toMatchObject({
      apiKey: "AIza-test",
      projectId: "acme-builders",
      authDomain: "acme-builders.firebaseapp.com",
    });
  });
});
