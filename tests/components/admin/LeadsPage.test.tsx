// @vitest-environment jsdom
import { ADMIN_TEXT, LANGUAGE_TEXT } from "../../../src/config/text.ts";
import { COMMON_TEXT } from "../../../src/config/text/common.ts";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";
import LeadsPage, { LeadsInbox } from "../../../src/islands/admin/pages/LeadsPage.tsx";
import type { ContactLead, EstimateLead } from "../../../src/schemas/lead.ts";
import { LEAD_PAGE_SIZE } from "../../../src/schemas/lead.ts";
import { CONTACT_TABLE, ESTIMATE_TABLE } from "../../../src/lib/admin/tables.ts";
import type { LeadPage, PageCursor } from "../../../src/lib/firebase/adminData.ts";
import { $auth } from "../../../src/stores/auth.ts";
import { MESSAGE_LEADS } from "../../../src/schemas/collections.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../../src/config/text/proposalAdmin.ts";
import { api, CHAT, CONTACTS, ESTIMATES, LONG_MESSAGE, onePage } from "../../support/adminLeads.ts";

vi.mock("../../../src/lib/firebase/auth.ts", () => ({ watchAuth: vi.fn() }));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("react-hot-toast", () => ({ default: toast }));

// The search and the filters live in the address: each test starts from a bare one.
beforeEach(() => window.history.replaceState(null, "", "/admin/leads"));

const table = (id: string) => screen.getByTestId(`${id}-table`);

describe("LeadsInbox", () => {
  test("each table says Loading... until its rows arrive", async () => {
    let finish!: (page: LeadPage<ContactLead>) => void;
    render(<LeadsInbox api={api({ contactForms: () => new Promise((resolve) => (finish = resolve)) })} />);
    expect(within(table("contact-forms")).getByRole("status")).toHaveTextContent(COMMON_TEXT.loading);
    expect(await within(table("estimates")).findByRole("table")).toBeInTheDocument();
    await act(async () => finish(onePage(CONTACTS)));
    expect(within(table("contact-forms")).getByRole("table")).toBeInTheDocument();
  });

  test("rows keep the database's newest-first order and show dates as 'MMM d, yyyy h:mm a'", async () => {
    render(<LeadsInbox api={api()} />);
    const contacts = await within(table("contact-forms")).findByRole("table");
    const rows = within(contacts).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0].textContent)).toEqual([
      "Mar 7, 2025 4:45 PM",
      "Jan 5, 2025 9:03 AM",
    ]);
    expect(
      within(contacts)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Date", "Source", "Name", "Email", "Phone", "Message", "Came from", "Language", "Status and note"]);
    expect(within(rows[1]).getByText("Bathroom remodel, please call.")).toBeInTheDocument();

    const estimates = await within(table("estimates")).findByRole("table");
    const [estimate] = within(estimates).getAllByRole("row").slice(1);
    expect(
      within(estimate)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Feb 1, 2025 12:00 PM",
      "demo@example.com",
      "Dana Homeowner",
      "(703) 555-0142",
      "Remodel · Kitchen · 180 sq ft · 1–3 months",
      "$25,000 – $40,000",
      "New cabinets and counters",
      "Estimated cost: $28,000 to $38,000.",
      "Unknown",
      // Status (a select), note (a text box) and delete in one cell: their text is the options' and the button's.
      "Status of the lead from Dana HomeownerNewContactedQuotedWonLostPrivate note on the lead from Dana HomeownerWrite a proposalOpenDelete",
    ]);
    expect(within(estimate).getByLabelText("Status of the lead from Dana Homeowner")).toHaveValue("quoted");
  });

  test("a long message starts clamped and expands and collapses on demand", async () => {
    const user = userEvent.setup();
    render(<LeadsInbox api={api()} />);
    const toggle = await within(table("contact-forms")).findByRole("button", { name: "Show more" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const text = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(text).toHaveClass("line-clamp-3");
    expect(text).toHaveTextContent(LONG_MESSAGE.trim());
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveTextContent("Show less");
    expect(text).not.toHaveClass("line-clamp-3");
    // A short message needs no toggle.
    expect(within(table("contact-forms")).getAllByRole("button", { name: /Show (more|less)/ })).toHaveLength(1);
  });

  test("empty tables explain themselves and have nothing to export", async () => {
    render(<LeadsInbox api={api({ contactForms: async () => onePage([]), estimates: async () => onePage([]) })} />);
    expect(await within(table("contact-forms")).findByText(CONTACT_TABLE.empty)).toBeInTheDocument();
    expect(await within(table("estimates")).findByText(ESTIMATE_TABLE.empty)).toBeInTheDocument();
    for (const id of ["contact-forms", "estimates"])
      expect(within(table(id)).getByRole("button", { name: /Export CSV/ })).toBeDisabled();
  });

  test("a load error is only logged (spec): that table reads as empty and the other still works", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<LeadsInbox api={api({ contactForms: async () => Promise.reject(new Error("permission-denied")) })} />);
    expect(await within(table("contact-forms")).findByText(CONTACT_TABLE.empty)).toBeInTheDocument();
    expect(await within(table("estimates")).findByRole("table")).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith("Loading contact forms failed", expect.any(Error));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("Export CSV hands the table's rows, as CSV, to the download", async () => {
    const user = userEvent.setup();
    const download = vi.fn<(filename: string, csv: string) => void>();
    render(<LeadsInbox api={api()} download={download} />);
    await user.click(await within(table("contact-forms")).findByRole("button", { name: "Export CSV: Contact forms" }));
    expect(download).toHaveBeenCalledTimes(1);
    const [filename, csv] = download.mock.calls[0];
    expect(filename).toMatch(/^contact-forms-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.split("\r\n");
    expect(lines[0]).toMatch(
      /^"Date","Name","Email","Phone","Message","Source","Conversation","Language","Channel",.*"Status","Note"$/,
    );
    expect(lines[1]).toMatch(
      /^"2025-03-07 16:45","Morgan Reyes","morgan@example.com","\(301\) 555-0188","We are planning/,
    );
    expect(lines[2]).toBe(
      '"2025-01-05 09:03","Sam Lee","sam@example.com","(202) 555-0123","Bathroom remodel, please call.","Contact form","","English","Unknown","","","","","","","","","","","2025-01-05 09:40","Contacted","Left a voicemail"',
    );

    await user.click(within(table("estimates")).getByRole("button", { name: "Export CSV: Estimates" }));
    expect(download.mock.calls[1][0]).toMatch(/^estimates-/);
  });

  test("the real download saves a UTF-8 CSV file through a temporary link", async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (created.push(blob), "blob:csv"));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^estimates-.*\.csv$/);
      expect(this.getAttribute("href")).toBe("blob:csv");
    });
    render(<LeadsInbox api={api()} />);
    // The button waits for the rows (disabled while they load).
    await within(table("estimates")).findByText("Dana Homeowner");
    await user.click(within(table("estimates")).getByRole("button", { name: "Export CSV: Estimates" }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(created[0].type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await created[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(document.querySelector("a[download]")).toBeNull();
  });
});

describe("lead inbox", () => {
  const contacts = () => table("contact-forms");
  const rowOf = async (text: string) => (await within(contacts()).findByRole("cell", { name: text })).closest("tr")!;

  test("each table shows its number of new leads on top", async () => {
    const data = api({ countNew: vi.fn(async (name) => (name === MESSAGE_LEADS ? 3 : 1)) });
    render(<LeadsInbox api={data} />);
    expect(await within(contacts()).findByText("3 new leads")).toBeInTheDocument();
    expect(await within(table("estimates")).findByText("1 new lead")).toBeInTheDocument();
  });

  test("the count is asked once the table's first page has arrived, so it never holds up the rows", async () => {
    let finish!: (page: LeadPage<ContactLead>) => void;
    const data = api({
      contactForms: vi.fn(() => new Promise<LeadPage<ContactLead>>((resolve) => (finish = resolve))),
    });
    render(<LeadsInbox api={data} />);
    expect(await within(table("estimates")).findByText("0 new leads")).toBeInTheDocument();
    expect(data.countNew).not.toHaveBeenCalledWith(MESSAGE_LEADS);
    await act(async () => finish(onePage(CONTACTS)));
    expect(await within(contacts()).findByText("1 new lead")).toBeInTheDocument();
    expect(data.countNew).toHaveBeenCalledTimes(2);
  });

  test("a failed count is only logged, and the table still works", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<LeadsInbox api={api({ countNew: async () => Promise.reject(new Error("offline")) })} />);
    expect(await within(contacts()).findByRole("table")).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText(/^\d+ new leads?$/)).toBeNull();
  });

  test("the status filter reads the first page again with that status; All reads every status", async () => {
    const user = userEvent.setup();
    const data = api({
      contactForms: vi.fn(async ({ status }) => onePage(CONTACTS.filter((row) => !status || row.status === status))),
    });
    render(<LeadsInbox api={data} />);
    await within(contacts()).findByRole("table");
    const filter = within(contacts()).getByLabelText("Show contact forms with status");
    await user.selectOptions(filter, "contacted");
    expect(data.contactForms).toHaveBeenLastCalledWith({ status: "contacted" });
    await waitFor(() => expect(within(contacts()).getAllByRole("row")).toHaveLength(2));
    expect(within(contacts()).getByText("Sam Lee")).toBeInTheDocument();
    await user.selectOptions(filter, "lost");
    expect(await within(contacts()).findByText("No contact forms with status Lost.")).toBeInTheDocument();
    await user.selectOptions(filter, ADMIN_TEXT.inbox.filterAll);
    expect(data.contactForms).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(within(contacts()).getAllByRole("row")).toHaveLength(3));
  });

  test("the language filter lists the leads sent from Spanish pages, keeps it in the address, and says when none are", async () => {
    const user = userEvent.setup();
    const spanish = { ...CONTACTS[1], id: "c3", name: "Lucía Gómez", language: "es" as const };
    const data = api({
      contactForms: vi.fn(async ({ language, status }) =>
        onePage(
          [spanish, ...CONTACTS].filter(
            (row) => (!language || row.language === language) && (!status || row.status === status),
          ),
        ),
      ),
    });
    render(<LeadsInbox api={data} />);
    await within(contacts()).findByRole("table");
    const filter = within(contacts()).getByLabelText(LANGUAGE_TEXT.filterLabel("Contact forms"));
    expect(
      within(filter)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All languages", "English", "Spanish"]);
    await user.selectOptions(filter, "Spanish");
    expect(data.contactForms).toHaveBeenLastCalledWith({ language: "es" });
    expect(window.location.search).toBe("?contact-forms-lang=es");
    await waitFor(() => expect(within(contacts()).queryByText("Sam Lee")).toBeNull());
    expect(within(contacts()).getByText("Lucía Gómez")).toBeInTheDocument();
    await user.selectOptions(within(contacts()).getByLabelText("Show contact forms with status"), "new");
    expect(data.contactForms).toHaveBeenLastCalledWith({ status: "new", language: "es" });
    expect(await within(contacts()).findByText("No contact forms match these filters.")).toBeInTheDocument();
  });

  test("Export CSV saves every lead of the filter, read page by page, not only the loaded page", async () => {
    const user = userEvent.setup();
    const download = vi.fn<(filename: string, csv: string) => void>();
    const cursor = { page: 1 } as unknown as PageCursor;
    const data = api({
      contactForms: vi.fn(async ({ after }) =>
        after
          ? { rows: [{ ...CONTACTS[1], id: "last", name: "Last Visitor" }], next: null }
          : { rows: [CONTACTS[0]], next: cursor },
      ),
    });
    render(<LeadsInbox api={data} download={download} />);
    await user.click(await within(table("contact-forms")).findByRole("button", { name: "Export CSV: Contact forms" }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    // The table still shows one page; the file holds both.
    expect(within(table("contact-forms")).queryByText("Last Visitor")).toBeNull();
    const lines = download.mock.calls[0][1].split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain("Last Visitor");
    expect(data.contactForms).toHaveBeenLastCalledWith({ after: cursor });
  });

  test("Load more reads the next page after the cursor and appends it; the button goes with the last page", async () => {
    const user = userEvent.setup();
    const cursor = { page: 1 } as unknown as PageCursor;
    const first = Array.from({ length: LEAD_PAGE_SIZE }, (_, index) => ({
      ...CONTACTS[1],
      id: `p${index}`,
      name: `Visitor ${index}`,
    }));
    const data = api({
      contactForms: vi.fn(async ({ after }) =>
        after
          ? { rows: [{ ...CONTACTS[1], id: "last", name: "Last Visitor" }], next: null }
          : { rows: first, next: cursor },
      ),
    });
    render(<LeadsInbox api={data} />);
    const more = await within(contacts()).findByRole("button", { name: "Load more contact forms" });
    expect(within(contacts()).getByRole("heading")).toHaveTextContent(`(${LEAD_PAGE_SIZE}+)`);
    await user.click(more);
    expect(data.contactForms).toHaveBeenLastCalledWith({ after: cursor });
    expect(await within(contacts()).findByText("Last Visitor")).toBeInTheDocument();
    expect(within(contacts()).getAllByRole("row")).toHaveLength(LEAD_PAGE_SIZE + 2);
    expect(within(contacts()).queryByRole("button", { name: /Load more/ })).toBeNull();
    expect(within(contacts()).getByRole("heading")).toHaveTextContent(`(${LEAD_PAGE_SIZE + 1})`);
  });

  test("changing a status saves it with the note, and the new count follows", async () => {
    const user = userEvent.setup();
    const data = api();
    render(<LeadsInbox api={data} />);
    expect(await within(contacts()).findByText("1 new lead")).toBeInTheDocument();
    const row = await rowOf("Morgan Reyes");
    await user.selectOptions(within(row).getByLabelText("Status of the lead from Morgan Reyes"), "contacted");
    expect(data.updateLead).toHaveBeenCalledWith(MESSAGE_LEADS, "c2", { status: "contacted", note: "" });
    expect(within(row).getByLabelText("Status of the lead from Morgan Reyes")).toHaveValue("contacted");
    expect(within(contacts()).getByText("0 new leads")).toBeInTheDocument();
    // Answered already: the next change keeps the first answer's time.
    await user.selectOptions(within(row).getByLabelText("Status of the lead from Morgan Reyes"), "quoted");
    expect(data.updateLead).toHaveBeenLastCalledWith(MESSAGE_LEADS, "c2", { status: "quoted", note: "" });
  });

  test("a failed status save reverts the select and the count, with a toast", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => {});
    toast.error.mockClear();
    render(<LeadsInbox api={api({ updateLead: async () => Promise.reject(new Error("permission-denied")) })} />);
    await within(contacts()).findByText("1 new lead");
    const row = await rowOf("Morgan Reyes");
    const select = within(row).getByLabelText("Status of the lead from Morgan Reyes");
    await user.selectOptions(select, "won");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ADMIN_TEXT.inbox.updateFailed));
    expect(select).toHaveValue("new");
    expect(within(contacts()).getByText("1 new lead")).toBeInTheDocument();
  });

  test("a note is saved when it loses focus, only if it changed; a failed save keeps the text", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => {});
    toast.error.mockClear();
    const updateLead = vi.fn(async () => {});
    render(<LeadsInbox api={api({ updateLead })} />);
    const row = await rowOf("Sam Lee");
    const note = within(row).getByLabelText("Private note on the lead from Sam Lee");
    expect(note).toHaveValue("Left a voicemail");
    await user.click(note);
    await user.tab();
    expect(updateLead).not.toHaveBeenCalled();

    await user.type(note, ", call Tuesday");
    await user.tab();
    expect(updateLead).toHaveBeenCalledWith(MESSAGE_LEADS, "c1", {
      status: "contacted",
      note: "Left a voicemail, call Tuesday",
    });

    updateLead.mockRejectedValueOnce(new Error("offline"));
    await user.type(note, "!");
    await user.tab();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ADMIN_TEXT.inbox.updateFailed));
    expect(note).toHaveValue("Left a voicemail, call Tuesday!");
  });

  test("delete asks first: No keeps the lead, Yes deletes it and removes the row", async () => {
    const user = userEvent.setup();
    const confirm = vi.fn(() => false);
    const data = api();
    render(<LeadsInbox api={data} confirm={confirm} />);
    await within(contacts()).findByText("1 new lead");
    await user.click(within(contacts()).getByRole("button", { name: "Delete the lead from Morgan Reyes" }));
    expect(confirm).toHaveBeenCalledWith(ADMIN_TEXT.inbox.deleteConfirm("Morgan Reyes"));
    expect(data.deleteLead).not.toHaveBeenCalled();
    expect(within(contacts()).getByText("Morgan Reyes")).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user.click(within(contacts()).getByRole("button", { name: "Delete the lead from Morgan Reyes" }));
    expect(data.deleteLead).toHaveBeenCalledWith(MESSAGE_LEADS, "c2");
    await waitFor(() => expect(within(contacts()).queryByText("Morgan Reyes")).toBeNull());
    expect(within(contacts()).getByText("0 new leads")).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(ADMIN_TEXT.inbox.deleted);
  });

  test("Write a proposal on a lead opens the proposals page with the builder begun from that lead", async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    render(<LeadsInbox api={api()} open={open} />);
    await within(table("estimates")).findByText("Dana Homeowner");
    await user.click(
      within(table("estimates")).getByRole("button", {
        name: PROPOSAL_ADMIN_TEXT.lead.writeLabel("Dana Homeowner"),
      }),
    );
    expect(open).toHaveBeenCalledWith("/admin/proposals?from=estimates&lead=e1");
  });

  test("a failed delete keeps the row and says so", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => {});
    toast.error.mockClear();
    render(
      <LeadsInbox
        api={api({ deleteLead: async () => Promise.reject(new Error("permission-denied")) })}
        confirm={() => true}
      />,
    );
    await user.click(
      await within(table("estimates")).findByRole("button", { name: "Delete the lead from Dana Homeowner" }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ADMIN_TEXT.inbox.deleteFailed));
    expect(within(table("estimates")).getByText("demo@example.com")).toBeInTheDocument();
  });

  test("window.confirm is the default question", async () => {
    const user = userEvent.setup();
    const ask = vi.spyOn(window, "confirm").mockReturnValue(false);
    render(<LeadsInbox api={api()} />);
    await user.click(await within(contacts()).findByRole("button", { name: "Delete the lead from Sam Lee" }));
    expect(ask).toHaveBeenCalledWith(ADMIN_TEXT.inbox.deleteConfirm("Sam Lee"));
  });
});

describe("search and chat leads", () => {
  const contacts = () => table("contact-forms");
  const searchBox = () => screen.getByRole("searchbox", { name: ADMIN_TEXT.search.label });

  test("typing searches both tables after a pause, with each table's status; it says what it searched and when nothing matches", async () => {
    const user = userEvent.setup();
    const data = api({
      contactForms: vi.fn(async ({ search, status }: { search?: string; status?: string }) =>
        onePage(
          CONTACTS.filter(
            (row) => (!search || row.name.toLowerCase().startsWith(search)) && (!status || row.status === status),
          ),
        ),
      ),
      estimates: vi.fn(async ({ search }: { search?: string }) => onePage(search ? [] : ESTIMATES)),
    });
    render(<LeadsInbox api={data} />);
    await within(contacts()).findByRole("table");
    await user.selectOptions(within(contacts()).getByLabelText("Show contact forms with status"), "contacted");
    await user.type(searchBox(), "Sam");
    // One search for the whole word, not one per key.
    await waitFor(() => expect(data.contactForms).toHaveBeenLastCalledWith({ status: "contacted", search: "sam" }));
    expect(data.contactForms).not.toHaveBeenCalledWith(expect.objectContaining({ search: "sa" }));
    expect(data.estimates).toHaveBeenLastCalledWith({ search: "sam" });
    expect(screen.getByTestId("lead-search-status")).toHaveTextContent('Showing leads that match "Sam".');
    await waitFor(() => expect(within(contacts()).getAllByRole("row")).toHaveLength(2));
    expect(within(contacts()).getByText("Sam Lee")).toBeInTheDocument();
    expect(await within(table("estimates")).findByText('No leads match "Sam".')).toBeInTheDocument();

    await user.selectOptions(within(contacts()).getByLabelText("Show contact forms with status"), "won");
    expect(await within(contacts()).findByText('No leads with status Won match "Sam".')).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: ADMIN_TEXT.search.clear }));
    expect(searchBox()).toHaveValue("");
    expect(searchBox()).toHaveFocus();
    expect(data.estimates).toHaveBeenLastCalledWith({});
    expect(screen.getByTestId("lead-search-status")).toHaveTextContent("");
    expect(await within(table("estimates")).findByText("Dana Homeowner")).toBeInTheDocument();
  });

  test("Enter searches at once, Escape clears, and a query too short to search says so", async () => {
    const user = userEvent.setup();
    const data = api();
    render(<LeadsInbox api={data} />);
    await within(contacts()).findByRole("table");
    expect(searchBox()).toHaveAccessibleDescription(ADMIN_TEXT.search.hint);
    await user.type(searchBox(), "5");
    await waitFor(() => expect(screen.getByTestId("lead-search-status")).toHaveTextContent(ADMIN_TEXT.search.tooShort));
    expect(data.contactForms).toHaveBeenLastCalledWith({});
    await user.type(searchBox(), "55-0188{Enter}");
    expect(data.contactForms).toHaveBeenLastCalledWith({ search: "5550188" });
    await user.type(searchBox(), "{Escape}");
    expect(searchBox()).toHaveValue("");
    expect(data.contactForms).toHaveBeenLastCalledWith({});
  });

  test("Export CSV follows the search", async () => {
    const user = userEvent.setup();
    const download = vi.fn<(filename: string, csv: string) => void>();
    const data = api();
    render(<LeadsInbox api={data} download={download} />);
    await within(contacts()).findByRole("table");
    await user.type(searchBox(), "morgan@example.com{Enter}");
    await user.click(within(contacts()).getByRole("button", { name: "Export CSV: Contact forms" }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(data.contactForms).toHaveBeenLastCalledWith({ search: "morgan@example.com" });
  });

  test("a chat lead shows its source, placeholders instead of an empty e-mail and note, and its conversation on demand", async () => {
    const user = userEvent.setup();
    render(<LeadsInbox api={api({ contactForms: async () => onePage([CHAT, ...CONTACTS]) })} />);
    const row = (await within(contacts()).findByText("Marcus Bell")).closest("tr")!;
    const cells = within(row).getAllByRole("cell");
    expect(cells[1]).toHaveTextContent("Chat");
    expect(cells[3]).toHaveTextContent("Not given");
    expect(within(cells[3]).queryByRole("link")).toBeNull();
    expect(within(cells[4]).getByRole("link", { name: "(240) 555-0117" })).toHaveAttribute("href", "tel:2405550117");
    expect(cells[5]).toHaveTextContent("No note");
    const toggle = within(cells[5]).getByRole("button", { name: "Show conversation (2 messages)" });
    const turns = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(turns).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(turns).toBeVisible();
    expect(
      within(turns)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["VisitorDo you finish basements?", "AssistantYes. Leave your number and we will call you back."]);
    // A contact-form lead: its badge, a mail link, no conversation.
    const sam = (await within(contacts()).findByText("Sam Lee")).closest("tr")!;
    expect(within(sam).getAllByRole("cell")[1]).toHaveTextContent("Contact form");
    expect(within(sam).getByRole("link", { name: "sam@example.com" })).toHaveAttribute(
      "href",
      "mailto:sam@example.com",
    );
    expect(within(sam).queryByRole("button", { name: /conversation/ })).toBeNull();
  });
});

describe("e-mails the outbox gave up on", () => {
  test("a lead says which of its e-mails failed for good, and why", async () => {
    const failed: ContactLead = {
      ...CONTACTS[1],
      mailFailures: [
        { kind: "alert", reason: "gave_up", attempts: 30, smtpCode: null },
        { kind: "ack", reason: "refused", attempts: 1, smtpCode: 550 },
      ],
    };
    const estimate: EstimateLead = {
      ...ESTIMATES[0],
      mailFailures: [{ kind: "ack", reason: "refused", attempts: 1, smtpCode: 554 }],
    };
    render(
      <LeadsInbox
        api={api({
          contactForms: async () => onePage([CONTACTS[0], failed]),
          estimates: async () => onePage([estimate]),
        })}
      />,
    );
    const sam = (await within(table("contact-forms")).findByText("Sam Lee")).closest("tr")!;
    expect(
      within(sam).getByText("Alert e-mail failed: still failing after 30 tries, so it is no longer retried."),
    ).toBeInTheDocument();
    expect(
      within(sam).getByText("Acknowledgement could not be delivered: the mail server refused it (SMTP 550)."),
    ).toBeInTheDocument();
    const morgan = within(table("contact-forms")).getByText("Morgan Reyes").closest("tr")!;
    expect(within(morgan).queryByText(/failed|could not be delivered/)).toBeNull();
    expect(
      await within(table("estimates")).findByText(
        "Acknowledgement could not be delivered: the mail server refused it (SMTP 554).",
      ),
    ).toBeInTheDocument();
  });
});

describe("LeadsPage gate", () => {
  test("Loading... while the auth state is unknown, nothing is read", () => {
    $auth.set({ user: null, isAdmin: false, loading: true });
    const data = api();
    render(<LeadsPage api={data} />);
    expect(screen.getByRole("status")).toHaveTextContent(COMMON_TEXT.loading);
    expect(data.contactForms).not.toHaveBeenCalled();
  });

  test("an admin sees both tables", async () => {
    $auth.set({
      user: { uid: "demo-owner", email: "owner@example.com", displayName: "Olivia" },
      isAdmin: true,
      loading: false,
    });
    render(<LeadsPage api={api()} />);
    expect(await screen.findByRole("heading", { name: /Contact forms/ })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Estimates/ })).toBeInTheDocument();
  });

  test("a non-admin is sent to /login and no data is read", () => {
    const replace = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, replace });
    $auth.set({
      user: { uid: "demo-homeowner", email: "demo@example.com", displayName: "Dana" },
      isAdmin: false,
      loading: false,
    });
    const data = api();
    render(<LeadsPage api={data} />);
    expect(replace).toHaveBeenCalledWith("/login");
    expect(data.contactForms).not.toHaveBeenCalled();
  });
});

describe("the address keeps the search and the filters", () => {
  test("a filter is a step in the history: back shows the leads before it, forward again", async () => {
    const user = userEvent.setup();
    const data = api({
      contactForms: vi.fn(async ({ status }) => onePage(CONTACTS.filter((row) => !status || row.status === status))),
    });
    render(<LeadsInbox api={data} />);
    await within(table("contact-forms")).findByRole("table");
    await user.selectOptions(within(table("contact-forms")).getByLabelText("Show contact forms with status"), "new");
    expect(window.location.search).toBe("?contact-forms-status=new");
    await waitFor(() => expect(within(table("contact-forms")).queryByText("Sam Lee")).toBeNull());
    act(() => {
      window.history.back();
    });
    // jsdom moves through its history asynchronously, and says so with popstate.
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(await within(table("contact-forms")).findByText("Sam Lee")).toBeInTheDocument();
    expect(within(table("contact-forms")).getByLabelText("Show contact forms with status")).toHaveValue("");
    expect(data.contactForms).toHaveBeenLastCalledWith({});
  });

  test("a page opened with a search and a filter in its address starts with them", async () => {
    window.history.replaceState(null, "", "/admin/leads?q=morgan&estimates-from=ads");
    const data = api();
    render(<LeadsInbox api={data} />);
    expect(screen.getByRole("searchbox", { name: ADMIN_TEXT.search.label })).toHaveValue("morgan");
    await waitFor(() => expect(data.contactForms).toHaveBeenCalledWith({ search: "morgan" }));
    expect(data.estimates).toHaveBeenCalledWith({ channel: "ads", search: "morgan" });
    expect(within(table("estimates")).getByLabelText(ADMIN_TEXT.origin.filterLabel("Estimates"))).toHaveValue("ads");
  });

  test("what is typed in the search box replaces the address's search, without a step per word", async () => {
    const user = userEvent.setup();
    render(<LeadsInbox api={api()} />);
    const length = window.history.length;
    await user.type(screen.getByRole("searchbox", { name: ADMIN_TEXT.search.label }), "sam{Enter}");
    await waitFor(() => expect(window.location.search).toBe("?q=sam"));
    expect(window.history.length).toBe(length);
  });
});

describe("the leads as a list, below a large screen's width", () => {
  const narrow = (matches: boolean) =>
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: matches && query.includes("max-width"),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );

  test("a line or two per lead: its page a tap away, the status and the note changed from the line", async () => {
    narrow(true);
    const user = userEvent.setup();
    const data = api();
    render(<LeadsInbox api={data} />);
    const list = await within(table("contact-forms")).findByRole("list", { name: "Contact forms table" });
    const morgan = list.querySelector<HTMLElement>("#lead-c2")!;
    expect(within(morgan).getByRole("link", { name: "Morgan Reyes" })).toHaveAttribute("href", "/admin/lead?id=c2");
    expect(morgan).toHaveTextContent("Message · Mar 7, 2025 4:45 PM · Unknown · We are planning a full basement");
    // The whole message is on the lead's page, not in the list.
    expect(within(morgan).queryByRole("button", { name: "Show more" })).toBeNull();
    await user.selectOptions(within(morgan).getByLabelText("Status of the lead from Morgan Reyes"), "contacted");
    expect(data.updateLead).toHaveBeenCalledWith(MESSAGE_LEADS, "c2", { status: "contacted", note: "" });
    await user.click(within(morgan).getByRole("button", { name: "Add note: Morgan Reyes" }));
    const note = within(morgan).getByLabelText("Private note on the lead from Morgan Reyes");
    expect(note).toHaveFocus();
    await user.type(note, "Call after 5");
    await user.tab();
    expect(data.updateLead).toHaveBeenLastCalledWith(MESSAGE_LEADS, "c2", {
      status: "contacted",
      note: "Call after 5",
    });
    vi.restoreAllMocks();
  });
});
