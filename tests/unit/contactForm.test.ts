import { CONTACT_LIMITS } from "../../src/schemas/bounds.ts";
import { contactPrefill } from "../../src/lib/contact/prefill.ts";
import { describe, expect, test } from "vitest";
import { FIELD_ERRORS } from "../../src/config/text.ts";
import { FIELD_ERRORS as ES_FIELD_ERRORS } from "../../src/config/text/es/fields.ts";
import { validateContact, type ContactInput } from "../../src/schemas/contact.ts";

const valid: ContactInput = {
  name: "Jane Smith",
  email: "jane@example.com",
  phone: "(703) 555-0100",
  message: "Kitchen remodel in Arlington",
};

describe("validateContact", () => {
  test("accepts a complete message and trims it", () => {
    const result = validateContact({ ...valid, name: "  Jane Smith ", message: "\nKitchen remodel in Arlington  " });
    expect(result).toEqual({ ok: true, value: valid });
  });

  test.each([
    ["name", "", FIELD_ERRORS.name],
    ["name", "   ", FIELD_ERRORS.name],
    ["email", "", FIELD_ERRORS.email],
    ["email", "jane", FIELD_ERRORS.email],
    ["email", "jane@example", FIELD_ERRORS.email],
    ["email", "jane smith@example.com", FIELD_ERRORS.email],
    ["phone", "", FIELD_ERRORS.phone],
    ["phone", "555-01", FIELD_ERRORS.phone],
    ["phone", "call me maybe", FIELD_ERRORS.phone],
    ["message", " ", FIELD_ERRORS.message],
    ["name", "x".repeat(CONTACT_LIMITS.name.max + 1), FIELD_ERRORS.tooLong(CONTACT_LIMITS.name.max)],
    ["message", "x".repeat(CONTACT_LIMITS.message.max + 1), FIELD_ERRORS.tooLong(CONTACT_LIMITS.message.max)],
  ] as const)("rejects %s = %j", (field, value, message) => {
    const result = validateContact({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ [field]: message });
  });

  test("accepts values at the upper bounds", () => {
    const atMax = {
      ...valid,
      name: "n".repeat(CONTACT_LIMITS.name.max),
      message: "m".repeat(CONTACT_LIMITS.message.max),
    };
    expect(validateContact(atMax).ok).toBe(true);
  });

  test("in the page's language: a Spanish page's form refuses in Spanish", () => {
    const result = validateContact(
      { ...valid, email: "jane", message: "x".repeat(CONTACT_LIMITS.message.max + 1) },
      ES_FIELD_ERRORS,
    );
    expect(result).toEqual({
      ok: false,
      errors: { email: ES_FIELD_ERRORS.email, message: ES_FIELD_ERRORS.tooLong(CONTACT_LIMITS.message.max) },
    });
  });

  test("reports every bad field at once", () => {
    const result = validateContact({ name: "", email: "", phone: "", message: "" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["email", "message", "name", "phone"]);
  });
});

describe("contactPrefill", () => {
  test("takes known fields from the query string and ignores the rest", () => {
    expect(contactPrefill("?message=Kitchen%20remodel%2C%20200%20sq%20ft&admin=1")).toEqual({
      message: "Kitchen remodel, 200 sq ft",
    });
  });

  test("cuts a prefill to the field's limit", () => {
    const long = "a".repeat(CONTACT_LIMITS.message.max + 50);
    expect(contactPrefill(`?message=${long}`).message).toHaveLength(CONTACT_LIMITS.message.max);
  });

  test("an empty query gives no prefill", () => {
    expect(contactPrefill("")).toEqual({});
  });
});
