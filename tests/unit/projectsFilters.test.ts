import { describe, expect, test } from "vitest";
import {
  addressWithFilters,
  filterChoices,
  filterProjects,
  filterSearch,
  parseFilters,
  withFilter,
} from "../../src/lib/projects/filters.ts";
import { projectFormValues, projectFromForm } from "../../src/lib/projects/form.ts";
import { metaDescription } from "../../src/lib/projects/pageText.ts";
import { toProject } from "../../src/lib/firebase/decode.ts";

const projects = [
  { id: "a", service: "complete-remodels" as const, area: "arlington-va" as const },
  { id: "b", service: "construction" as const, area: "washington-dc" as const },
  { id: "c", area: "washington-dc" as const },
];

describe("filters on /projects (state in the address)", () => {
  test("a shared address names the filters; unknown values are ignored", () => {
    expect(parseFilters("?service=construction&area=washington-dc")).toEqual({
      service: "construction",
      area: "washington-dc",
    });
    expect(parseFilters("?service=roofing&area=<script>")).toEqual({});
  });

  test("the query keeps other parameters and drops cleared filters", () => {
    expect(filterSearch({ area: "washington-dc" }, "?utm_source=mail&service=construction")).toBe(
      "?utm_source=mail&area=washington-dc",
    );
    expect(filterSearch({}, "?service=construction")).toBe("");
  });

  test("both filters must match", () => {
    expect(filterProjects(projects, { area: "washington-dc" }).map((p) => p.id)).toEqual(["b", "c"]);
    expect(filterProjects(projects, { area: "washington-dc", service: "construction" }).map((p) => p.id)).toEqual([
      "b",
    ]);
  });

  test("a select's value sets its own filter; the 'all' choice or an unknown value clears it", () => {
    const applied = { service: "construction" as const, area: "washington-dc" as const };
    expect(withFilter(applied, "area", "fairfax-va")).toEqual({ service: "construction", area: "fairfax-va" });
    expect(filterProjects(projects, withFilter(applied, "service", "")).map((p) => p.id)).toEqual(["b", "c"]);
    expect(filterSearch(withFilter(applied, "area", "atlantis"))).toBe("?service=construction");
    expect(applied).toEqual({ service: "construction", area: "washington-dc" });
  });

  test("the address after a change keeps its path, other parameters and fragment", () => {
    expect(
      addressWithFilters("https://example.com/projects?utm_source=mail&area=fairfax-va#top", {
        service: "construction",
      }),
    ).toBe("/projects?utm_source=mail&service=construction#top");
    expect(addressWithFilters("https://example.com/projects?service=construction", {})).toBe("/projects");
  });

  test("only choices some project has are offered, plus the one applied", () => {
    const services = [
      { slug: "complete-remodels" as const, title: "Complete Remodels" },
      { slug: "plumbing" as const, title: "Plumbing" },
    ];
    const choices = filterChoices(projects, services, { area: "bethesda-md" });
    expect(choices.services.map((c) => c.value)).toEqual(["complete-remodels"]);
    expect(choices.areas.map((c) => c.value)).toEqual(["arlington-va", "bethesda-md", "washington-dc"]);
  });
});

describe("the project form's values", () => {
  const photo = { id: "Ab12Cd34Ef56Gh78Ij90", width: 800, height: 600 };
  test("'none' in a select leaves the field out; photos ride along unchanged", () => {
    const values = projectFormValues({
      title: "T",
      description: "D",
      image: "/images/a.svg",
      location: "L",
      photos: [photo],
    });
    expect(values.service).toBe("");
    expect(projectFromForm({ ...values, area: "fairfax-va" }, [photo])).toEqual({
      title: "T",
      description: "D",
      image: "/images/a.svg",
      location: "L",
      area: "fairfax-va",
      photos: [photo],
    });
  });
});

describe("a stored project's optional fields", () => {
  test("kept when valid, dropped when a hand edit broke them", () => {
    const good = toProject("p", {
      service: "repairs",
      area: "rockville-md",
      photos: [{ id: "Ab12Cd34Ef56Gh78Ij90", width: 400, height: 300, label: "before" }],
    });
    expect(good).toMatchObject({ service: "repairs", area: "rockville-md", photos: [{ label: "before" }] });
    const bad = toProject("p", { service: "roofing", area: 3, photos: [{ id: "x", width: 1, height: 1 }, "nope"] });
    expect(bad).not.toHaveProperty("service");
    expect(bad).not.toHaveProperty("area");
    expect(bad).not.toHaveProperty("photos");
  });
});

describe("a project page's meta description", () => {
  test("its own text, cut at a word under 155 characters", () => {
    const long = `${"Opened a galley kitchen to the dining room with a flush beam. ".repeat(4)}`;
    const description = metaDescription({ title: "Kitchen", location: "Arlington, VA", description: long });
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith("…")).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
  });

  test("a short text gets the title and place so it still says what the page is", () => {
    expect(metaDescription({ title: "Deck", location: "Vienna, VA", description: "New boards." })).toBe(
      "Deck in Vienna, VA. New boards.",
    );
  });
});
