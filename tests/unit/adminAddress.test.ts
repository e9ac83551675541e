import { describe, expect, test } from "vitest";
import {
  ADMIN_PAGES,
  adminLeadPath,
  adminProposalFromLead,
  isUnlistedUrl,
  legacyAdminPath,
} from "../../src/config/routes.ts";
import { linkedLeadId } from "../../src/lib/admin/inbox.ts";
import { leadsAddressQuery, readLeadsAddress } from "../../src/lib/admin/leadsAddress.ts";
import { proposalLeadInAddress } from "../../src/lib/admin/proposalPrefill.ts";

const TABLES = ["contact-forms", "estimates"];
const NONE = { status: "", channel: "", language: "" };

describe("the leads page's address", () => {
  test.each([
    ["", { typed: "", filters: { "contact-forms": NONE, estimates: NONE } }],
    [
      "?q=morgan%20reyes&contact-forms-status=won&estimates-from=ads&estimates-lang=es",
      {
        typed: "morgan reyes",
        filters: {
          "contact-forms": { ...NONE, status: "won" },
          estimates: { ...NONE, channel: "ads", language: "es" },
        },
      },
    ],
    // Values no filter knows read as "all"; parameters of no table are ignored.
    [
      "?contact-forms-status=maybe&estimates-from=moon&contact-forms-lang=fr&other-status=won",
      { typed: "", filters: { "contact-forms": NONE, estimates: NONE } },
    ],
  ])("%s reads as the state it says", (search, state) => {
    expect(readLeadsAddress(search, TABLES)).toEqual(state);
  });

  test("a state written and read again is the same state; nothing set is no query at all", () => {
    const state = readLeadsAddress("?q=5550188&estimates-status=new&contact-forms-from=chat&estimates-lang=en", TABLES);
    expect(readLeadsAddress(leadsAddressQuery(state), TABLES)).toEqual(state);
    expect(leadsAddressQuery(readLeadsAddress("", TABLES))).toBe("");
    // Spaces around what was typed are not kept.
    expect(leadsAddressQuery({ typed: "  sam ", filters: {} })).toBe("?q=sam");
  });
});

describe("the owner's links", () => {
  test.each([
    ["#lead-abc_123-X", "/admin/lead?id=abc_123-X"],
    ["#reviews", ADMIN_PAGES.reviews],
    ["#site-visits", ADMIN_PAGES.visits],
    ["#proposals", ADMIN_PAGES.proposals],
    ["#main", null],
    ["#lead-", null],
    ["#lead-a/b", null],
    ["", null],
  ])("an e-mail's old link /admin%s lands on %s", (hash, target) => {
    expect(legacyAdminPath(hash)).toBe(target);
  });

  test("a lead's page names its lead in the address; anything but a Firestore id is no lead", () => {
    expect(linkedLeadId(new URL(adminLeadPath("k3Yx_9-a"), "https://x.test").search)).toBe("k3Yx_9-a");
    for (const search of ["", "?id=", "?id=a%2Fb", "?id=" + "x".repeat(129), "?lead=abc"])
      expect(linkedLeadId(search)).toBeNull();
  });

  test("Write a proposal's address names the lead's collection and id, and only a lead collection is read from it", () => {
    const { search } = new URL(adminProposalFromLead("estimates", "e1"), "https://x.test");
    expect(proposalLeadInAddress(search)).toEqual({ collection: "estimates", leadId: "e1" });
    expect(proposalLeadInAddress("?from=users&lead=e1")).toBeNull();
    expect(proposalLeadInAddress("?from=contactForms&lead=")).toBeNull();
  });

  test("no admin page is in the sitemap", () => {
    for (const path of [...Object.values(ADMIN_PAGES), "/admin/lead"])
      expect(isUnlistedUrl(`https://www.example.com${path}`)).toBe(true);
    expect(isUnlistedUrl("https://www.example.com/about")).toBe(false);
  });
});
