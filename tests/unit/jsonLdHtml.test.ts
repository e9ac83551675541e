// @vitest-environment jsdom
import { businessJsonLd } from "../../src/lib/seo/jsonLd.ts";
import { jsonLdHtml } from "../../src/utils/jsonLdHtml.ts";

/** The page as a browser's HTML parser reads it, with the JSON-LD element as Seo.astro writes it. */
function parsePage(json: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><head><script type="application/ld+json">${json}</script></head><body><p id="after">after</p></body>`,
    "text/html",
  );
}

const hostile = {
  name: "Crest </script><script>alert(1)</script>",
  legalName: "</SCRIPT ><img src=x onerror=alert(1)>",
  description: "<!-- <script> & \u2028\u2029 >",
};

describe("jsonLdHtml", () => {
  test.each(Object.entries(hostile))("a %s with markup stays inside the one JSON-LD element", (_key, text) => {
    const page = parsePage(jsonLdHtml({ ...businessJsonLd(), text }));
    const scripts = page.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(page.querySelector("img")).toBeNull();
    expect(page.getElementById("after")?.textContent).toBe("after");
    expect(JSON.parse(scripts[0].textContent ?? "")).toMatchObject({ text });
  });

  test("JSON.stringify alone would let a value close the element (what the escape prevents)", () => {
    const page = parsePage(JSON.stringify({ name: hostile.name }));
    expect(page.querySelectorAll("script")).toHaveLength(2);
  });

  test("no '<', '>' or '&' is left in the written text", () => {
    expect(jsonLdHtml(hostile)).not.toMatch(/[<>&]/);
  });
});
