import { isAllowedImage, PROJECT_LIMITS, safeImageSrc } from "../../src/schemas/bounds.ts";
import { validateProject } from "../../src/schemas/project.ts";
import { FIELD_ERRORS, PROJECT_TEXT } from "../../src/config/text.ts";
import { describe, expect, test } from "vitest";
import type { ProjectInput } from "../../src/schemas/project.ts";

const valid: ProjectInput = {
  title: "Modern Kitchen Remodel",
  description: "Opened the galley kitchen to the dining room.",
  image: "https://images.example.com/kitchen.jpg",
  location: "Arlington, VA",
};

describe("validateProject", () => {
  test("accepts a complete project and trims it", () => {
    expect(validateProject({ ...valid, title: "  Modern Kitchen Remodel ", location: "\tArlington, VA\n" })).toEqual({
      ok: true,
      value: valid,
    });
  });

  test.each([
    ["title", "", PROJECT_TEXT.fieldErrors.title],
    ["title", "   ", PROJECT_TEXT.fieldErrors.title],
    ["description", "", PROJECT_TEXT.fieldErrors.description],
    ["location", " ", PROJECT_TEXT.fieldErrors.location],
    ["image", "", PROJECT_TEXT.fieldErrors.image],
    ["image", "kitchen.jpg", PROJECT_TEXT.fieldErrors.image],
    ["image", "http://example.com/kitchen.jpg", PROJECT_TEXT.fieldErrors.image],
    ["title", "t".repeat(PROJECT_LIMITS.title.max + 1), FIELD_ERRORS.tooLong(PROJECT_LIMITS.title.max)],
    [
      "description",
      "d".repeat(PROJECT_LIMITS.description.max + 1),
      FIELD_ERRORS.tooLong(PROJECT_LIMITS.description.max),
    ],
    ["location", "l".repeat(PROJECT_LIMITS.location.max + 1), FIELD_ERRORS.tooLong(PROJECT_LIMITS.location.max)],
    [
      "image",
      `https://example.com/${"i".repeat(PROJECT_LIMITS.image.max)}`,
      FIELD_ERRORS.tooLong(PROJECT_LIMITS.image.max),
    ],
  ] as const)("rejects %s = %j", (field, value, message) => {
    const result = validateProject({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ [field]: message });
  });

  test("accepts every field at its upper bound", () => {
    const atMax: ProjectInput = {
      title: "t".repeat(PROJECT_LIMITS.title.max),
      description: "d".repeat(PROJECT_LIMITS.description.max),
      image: `https://example.com/${"i".repeat(PROJECT_LIMITS.image.max - "https://example.com/".length)}`,
      location: "l".repeat(PROJECT_LIMITS.location.max),
    };
    expect(validateProject(atMax).ok).toBe(true);
  });

  test("reports every bad field at once", () => {
    const result = validateProject({ title: "", description: "", image: "", location: "" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["description", "image", "location", "title"]);
  });

  test("the limits are the ones firestore.rules enforces", () => {
    expect(PROJECT_LIMITS).toEqual({
      title: { min: 1, max: 120 },
      description: { min: 1, max: 2000 },
      image: { min: 1, max: 2048 },
      location: { min: 1, max: 120 },
    });
  });
});

describe("isAllowedImage", () => {
  test.each([
    ["https://images.example.com/kitchen.jpg", true],
    ["https://example.com/a.jpg?w=800#x", true],
    ["HTTPS://EXAMPLE.COM/A.JPG", true],
    ["/images/projects/modern-kitchen-arlington.svg", true],
    ["http://example.com/a.jpg", false],
    ["https://", false],
    ["https://localhost/a.jpg", false],
    ["https://exa mple.com/a.jpg", false],
    ["//evil.example.com/a.jpg", false],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["/images/../admin", false],
    ["/images/%2e%2e/admin", false],
    ["/images/..\\admin", false],
    ["/images/a.svg?x=/../admin", false],
    ["/images/a.svg#x", false],
    ["/images//evil.example.com/a.svg", false],
    ["/images/projects/deck_2024.v2-final.webp", true],
    ["/uploads/a.jpg", false],
    ["images/a.jpg", false],
    ["", false],
  ])("%j -> %s", (value, allowed) => {
    expect(isAllowedImage(value)).toBe(allowed);
  });
});

describe("safeImageSrc", () => {
  test.each([
    ["/images/projects/a.svg", "/images/projects/a.svg"],
    ["https://example.com/a.jpg", "https://example.com/a.jpg"],
    ["javascript:alert(1)", null],
    [42, null],
    [undefined, null],
  ])("%j -> %j", (value, expected) => {
    expect(safeImageSrc(value)).toBe(expected);
  });
});
