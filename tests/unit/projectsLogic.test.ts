import { describe, expect, test } from "vitest";
import { likesOf, toProject } from "../../src/lib/firebase/decode.ts";
import { PROJECT_TEXT } from "../../src/config/text.ts";
import * as es from "../../src/config/text/es/index.ts";
import { likeButtonLabel } from "../../src/lib/projects/labels.ts";
import {
  byNewestFirst,
  sortNewestFirst,
  withEdits,
  withIdMarked,
  withLikeDelta,
  withNewProject,
  withoutProject,
} from "../../src/lib/projects/ordering.ts";
import type { Project } from "../../src/schemas/project.ts";

const project = (id: string, timestamp: number | null, likes = 0): Project => ({
  id,
  title: `Title ${id}`,
  description: "Description",
  image: "/images/projects/a.svg",
  location: "Arlington, VA",
  likes,
  timestamp,
});

describe("likesOf (spec: missing likes count as 0)", () => {
  test.each([
    [undefined, 0],
    [null, 0],
    ["12", 0],
    [Number.NaN, 0],
    [-3, 0],
    [0, 0],
    [14, 14],
    [2.7, 2],
  ])("%j -> %d", (value, expected) => {
    expect(likesOf(value)).toBe(expected);
  });
});

describe("toProject", () => {
  test("reads a stored document, with its timestamp in milliseconds", () => {
    const stored = {
      title: "Deck",
      description: "Composite deck",
      image: "/images/projects/deck.svg",
      location: "Alexandria, VA",
      likes: 3,
      timestamp: { toMillis: () => 1_700_000_000_000 },
    };
    expect(toProject("deck", stored)).toEqual({ id: "deck", ...stored, timestamp: 1_700_000_000_000 });
  });

  test("a document edited by hand with missing or wrong fields still renders", () => {
    expect(toProject("odd", { title: 42, timestamp: "yesterday" })).toEqual({
      id: "odd",
      title: "",
      description: "",
      image: "",
      location: "",
      likes: 0,
      timestamp: null,
    });
  });
});

describe("ordering", () => {
  test("newest first, and a project still waiting for its server time comes before all", () => {
    const sorted = sortNewestFirst([
      project("old", 1_000),
      project("pending", null),
      project("new", 3_000),
      project("mid", 2_000),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(["pending", "new", "mid", "old"]);
  });

  test("equal times break ties by id, so the order is stable", () => {
    expect([project("b", 5), project("a", 5)].sort(byNewestFirst).map((p) => p.id)).toEqual(["a", "b"]);
  });

  test.each([
    [+1, 13],
    [-1, 11],
  ])("withLikeDelta(%d) changes only that project", (delta, expected) => {
    const list = [project("a", 2, 12), project("b", 1, 5)];
    const next = withLikeDelta(list, "a", delta);
    expect(next.map((p) => p.likes)).toEqual([expected, 5]);
    expect(list[0].likes).toBe(12);
  });

  test("a rollback never shows a negative count", () => {
    expect(withLikeDelta([project("a", 1, 0)], "a", -1)[0].likes).toBe(0);
  });

  test("withEdits replaces the four fields and keeps likes and time", () => {
    const edits = {
      title: "New",
      description: "New text",
      image: "https://example.com/x.jpg",
      location: "Bethesda, MD",
    };
    expect(withEdits([project("a", 7, 4)], "a", edits)[0]).toEqual({ id: "a", likes: 4, timestamp: 7, ...edits });
  });

  test("withoutProject and withNewProject", () => {
    const list = [project("a", 2), project("b", 1)];
    expect(withoutProject(list, "a").map((p) => p.id)).toEqual(["b"]);
    expect(withNewProject(list, project("c", null)).map((p) => p.id)).toEqual(["c", "a", "b"]);
  });
});

describe("like button name", () => {
  test.each([
    [0, false, "Like Modern Kitchen Remodel in Arlington, VA, 0 likes"],
    [1, false, "Like Modern Kitchen Remodel in Arlington, VA, 1 like"],
    [12, false, "Like Modern Kitchen Remodel in Arlington, VA, 12 likes"],
    [13, true, "You liked Modern Kitchen Remodel in Arlington, VA, 13 likes"],
  ])("%d likes, liked %s", (likes, liked, expected) => {
    expect(
      likeButtonLabel({ title: "Modern Kitchen Remodel", location: "Arlington, VA", likes }, liked, PROJECT_TEXT),
    ).toBe(expected);
  });

  test("without a location it names the title only", () => {
    expect(likeButtonLabel({ title: "Deck", location: "", likes: 2 }, false, PROJECT_TEXT)).toBe("Like Deck, 2 likes");
    expect(PROJECT_TEXT.likes(1)).toBe("1 like");
  });

  test("on a Spanish page, in Spanish (the project's own words as written)", () => {
    const project = { title: "Modern Kitchen Remodel", location: "Arlington, VA", likes: 3 };
    expect(likeButtonLabel(project, false, es.PROJECTS_TEXT.grid)).toBe(
      "Me gusta Modern Kitchen Remodel en Arlington, VA, 3 me gusta",
    );
    expect(likeButtonLabel(project, true, es.PROJECTS_TEXT.grid)).toBe(
      "Le gustó Modern Kitchen Remodel en Arlington, VA, 3 me gusta",
    );
  });
});

describe("marks kept per project (liked, being deleted)", () => {
  test("marking adds the id and unmarking removes it, in a new set; the old one is untouched", () => {
    const before: ReadonlySet<string> = new Set(["a"]);
    const marked = withIdMarked(before, "b", true);
    expect([...marked]).toEqual(["a", "b"]);
    expect([...withIdMarked(marked, "a", false)]).toEqual(["b"]);
    expect([...before]).toEqual(["a"]);
  });
});
