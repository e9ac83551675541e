import { newUserProfile } from "../../src/lib/firebase/userProfile.ts";

// firestore.rules accepts a new profile only when its e-mail is the ID token's and its
// authProvider matches how the token signed in (tests/rules/users.rules.test.ts); this is
// what signup writes for each kind of token.
const fields = { fullName: "Riley Homeowner", phone: "(571) 555-0134" };
const now = new Date("2026-11-23T18:00:00.000Z");

describe("newUserProfile", () => {
  test("email signup stores the token's address as Auth wrote it, and no authProvider", () => {
    expect(newUserProfile({ claims: { email: "riley@example.com" }, signInProvider: "password" }, fields, now)).toEqual(
      { ...fields, email: "riley@example.com", createdAt: "2026-11-23T18:00:00.000Z" },
    );
  });

  test("Google signup stores authProvider google", () => {
    expect(
      newUserProfile({ claims: { email: "jordan@gmail.com" }, signInProvider: "google.com" }, fields, now),
    ).toMatchObject({ email: "jordan@gmail.com", authProvider: "google" });
  });

  test.each([[{}], [{ email: null }], [{ email: 42 }]])("a token without an address (%j) stores ''", (claims) => {
    expect(newUserProfile({ claims, signInProvider: "google.com" }, fields, now).email).toBe("");
  });
});
