import { describe, expect, test } from "vitest";
import { formatOpeningHours, OPENING_HOURS } from "../../src/config/site.ts";
import { dayInWords } from "../../src/lib/format/dayInWords.ts";
import { formatSentDate } from "../../src/lib/format/date.ts";
import { alternatesOf, sitemapAlternates } from "../../src/lib/seo/alternates.ts";
import { SITE } from "../../src/config/site.ts";
import { localizedPath, translationsOf } from "../../src/config/routes.ts";

describe("written for a Spanish page", () => {
  test("the office hours, with Spanish days and a. m. / p. m.", () => {
    expect(formatOpeningHours(OPENING_HOURS, "es")).toBe(
      "lun–vie 7:00 a. m. – 6:00 p. m., sáb 8:00 a. m. – 2:00 p. m.",
    );
    expect(formatOpeningHours(OPENING_HOURS)).toBe("Mon–Fri 7:00 AM – 6:00 PM, Sat 8:00 AM – 2:00 PM");
  });

  test("the day a request was sent, on /es/mi-cuenta: spaced like the visit's time, no narrow space", () => {
    const evening = new Date(2026, 10, 28, 21, 5).getTime();
    expect(formatSentDate(evening, "es")).toBe("28 nov 2026, 9:05 p. m.");
    expect(formatSentDate(evening, "en")).toBe("Nov 28, 2026 9:05 PM");
  });

  test("a review's day", () => {
    expect(dayInWords("2026-09-18", "es")).toBe("18 de septiembre de 2026");
    expect(dayInWords("2026-09-18")).toBe("September 18, 2026");
  });

  test("the alternates of a translated page: both languages and x-default, the same from either side", () => {
    const expected = [
      { lang: "en", url: `${SITE.url}/` },
      { lang: "es", url: `${SITE.url}/es` },
      { lang: "x-default", url: `${SITE.url}/` },
    ];
    expect(alternatesOf("/")).toEqual(expected);
    expect(alternatesOf("/es")).toEqual(expected);
    // As the build names the file, and as the sitemap lists the page.
    expect(alternatesOf("/es.html")).toEqual(expected);
    expect(sitemapAlternates(`${SITE.url}/es`)).toEqual(expected);
    // A page not translated yet names none.
    expect(alternatesOf("/admin")).toEqual([]);
    expect(sitemapAlternates(`${SITE.url}/admin`)).toBeUndefined();
  });

  test("a page built from stored data pairs by its prefix: a project's page in both languages", () => {
    expect(alternatesOf("/projects/abc123")).toEqual([
      { lang: "en", url: `${SITE.url}/projects/abc123` },
      { lang: "es", url: `${SITE.url}/es/proyectos/abc123` },
      { lang: "x-default", url: `${SITE.url}/projects/abc123` },
    ]);
    expect(localizedPath("/projects/abc123#photos", "es")).toBe("/es/proyectos/abc123#photos");
    // The list itself is a page of its own, not a project.
    expect(translationsOf("/projects/")).toBeNull();
  });
});

describe("the structured data says the languages", () => {
  test("the business answers in the office's languages", async () => {
    const { businessJsonLd } = await import("../../src/lib/seo/jsonLd.ts");
    expect(businessJsonLd().contactPoint).toMatchObject({ availableLanguage: ["English", "Spanish"] });
  });
});
