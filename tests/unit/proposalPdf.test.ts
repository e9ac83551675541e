/**
 * The signed contract's PDF, read back as a person would with Poppler's pdftotext and
 * pdfinfo: a realistic Maryland kitchen contract prints every party, term, amount, date
 * and the signing record, a long scope runs onto more pages, and names no standard font
 * can draw (emoji, Chinese) are narrowed to "?" instead of stopping the render.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { crc32, deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "../../src/lib/format/money.ts";
import {
  canonicalJson,
  contractDocument,
  type ContractDocument,
  type ContractorTerms,
} from "../../src/lib/proposal/contract.ts";
import { noticesFor } from "../../src/lib/proposal/law.ts";
import { ESIGN_CONSENT } from "../../src/lib/proposal/consent.ts";
import type { ProposalDraft } from "../../src/schemas/proposal.ts";
import { contractPdf, winAnsi, type PdfSigning } from "../../src/server/proposals/pdf.ts";

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A transparent RGBA canvas with a dark stroke, as a drawn signature arrives: a real PNG data URL. */
function signaturePng(width = 400, height = 120): string {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4); // filter byte 0, then RGBA pixels
    for (let x = 0; x < width; x++) {
      const stroke = Math.abs(y - height / 2 - Math.round(30 * Math.sin(x / 25))) < 3;
      if (stroke) row.writeUInt32BE(0x1a2b4cff, 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString("base64")}`;
}

const contractor: ContractorTerms = {
  name: "Capital Crest Builders LLC",
  address: "7101 Wisconsin Ave, Suite 750, Bethesda, MD 20814",
  phone: "(301) 555-0142",
  email: "office@capitalcrest.example",
  license: {
    title: "Maryland Home Improvement Commission (MHIC)",
    number: "139876",
    issuer: "Maryland Home Improvement Commission, Maryland Department of Labor",
    classification: "Home improvement contractor",
  },
};

const SCOPE =
  "Remodel the kitchen of the house at 4418 Elm Street.\n" +
  "Remove the existing cabinets, countertops, backsplash and flooring; protect the adjoining rooms with dust walls.\n" +
  "Install new semi-custom maple cabinets, quartz countertops with an undermount sink, a tile backsplash and " +
  "luxury vinyl plank flooring; add six recessed LED lights on a new dimmer circuit.\n" +
  "Haul away all debris and leave the kitchen broom clean.";

const draft: ProposalDraft = {
  title: "Kitchen remodel, 4418 Elm Street",
  scope: SCOPE,
  client: {
    name: "Dana Whitfield",
    email: "dana.whitfield@example.com",
    phone: "(301) 555-0187",
    street: "4418 Elm Street",
    city: "Bethesda",
    zip: "20814",
  },
  items: [
    {
      id: "demo",
      description: "Demolition and haul-away of the existing kitchen",
      quantity: 1,
      unit: "lot",
      unitCents: 485_000,
      optional: false,
    },
    {
      id: "cab",
      description: "Semi-custom maple cabinets, installed",
      quantity: 32,
      unit: "linear ft",
      unitCents: 41_250,
      optional: false,
    },
    {
      id: "top",
      description: "Quartz countertops with undermount sink cut-out",
      quantity: 58.5,
      unit: "sq ft",
      unitCents: 8_975,
      optional: false,
    },
    {
      id: "led",
      description: "Recessed LED lights on a new dimmer circuit",
      quantity: 6,
      unit: "each",
      unitCents: 28_500,
      optional: false,
    },
    { id: "ucl", description: "Under-cabinet lighting", quantity: 1, unit: "set", unitCents: 95_000, optional: true },
    { id: "pot", description: "Pot filler faucet", quantity: 1, unit: "each", unitCents: 127_500, optional: true },
  ],
  allowances: [
    { description: "Tile backsplash, material", cents: 240_000 },
    { description: "Plumbing fixtures", cents: 180_000 },
  ],
  exclusions: ["Asbestos or lead paint abatement", "Moving or replacing appliances"],
  materials: ["Maple cabinet boxes with soft-close hinges", "3 cm quartz, eased edge", "Luxury vinyl plank, 20 mil"],
  startDate: "2027-01-04",
  completionDate: "2027-02-26",
  validUntil: "2026-12-31",
  schedule: {
    deposit: { kind: "percent", value: 3_333 },
    milestones: [{ label: "On cabinet installation", basisPoints: 4_000 }],
    finalLabel: "On substantial completion",
  },
  salesperson: { name: "Jordan Reyes", license: "MHIC-S 54321" },
  arbitration: true,
};

function contract(change: Partial<ProposalDraft> = {}): ContractDocument {
  return contractDocument(
    {
      id: "p7Kq2Xw9",
      revision: 2,
      draft: { ...draft, ...change },
      frozen: { jurisdiction: "MD", contractor, terms: noticesFor("MD") },
    },
    ["ucl"],
  );
}

const documentHash = (document: ContractDocument) => createHash("sha256").update(canonicalJson(document)).digest("hex");

function signing(document: ContractDocument, change: Partial<PdfSigning> = {}): PdfSigning {
  return {
    name: "Dana Whitfield",
    initials: "DW",
    signature: signaturePng(),
    signedAt: "2026-12-01T20:04:00.000Z",
    documentHash: documentHash(document),
    addressHash: createHash("sha256").update("203.0.113.7").digest("hex"),
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    consent: ESIGN_CONSENT.text(contractor.email),
    contractorSigner: "Pat Alvarez, owner",
    contractorSignedAt: "2026-11-27T15:30:00.000Z",
    ...change,
  };
}

const dir = mkdtempSync(join(tmpdir(), "proposal-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** The PDF as pdftotext -layout reads it, and its page count from pdfinfo. */
function readBack(bytes: Uint8Array): { text: string; info: string; pages: number } {
  const file = join(dir, `contract-${++files}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return { text, info, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
}

/** Wrapped lines joined with single spaces, so a sentence is found wherever it breaks. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("the signed contract's PDF", () => {
  const document = contract();
  const sign = signing(document);
  let text = "";
  let info = "";
  let pages = 0;
  let words = "";
  beforeAll(async () => {
    ({ text, info, pages } = readBack(await contractPdf(document, sign)));
    words = flat(text);
  });

  it("names the parties, the licences and the law", () => {
    expect(words).toContain("Contract: Kitchen remodel, 4418 Elm Street");
    expect(words).toContain("Proposal p7Kq2Xw9, revision 2");
    expect(words).toContain("Capital Crest Builders LLC");
    expect(words).toContain("Maryland Home Improvement Commission (MHIC), no. 139876");
    expect(words).toContain("Salesperson: Jordan Reyes, licence MHIC-S 54321");
    expect(words).toContain("Dana Whitfield");
    expect(words).toContain("4418 Elm Street, Bethesda 20814");
    expect(words).toContain("Governing law: Maryland");
  });

  it("prints every term with its source, the Commission's notice word for word", () => {
    expect(document.terms.map((term) => term.id)).toContain("md-arbitration");
    for (const term of document.terms) {
      expect(words).toContain(term.title);
      if (term.source) expect(words).toContain(`Source: ${term.source}`);
    }
    expect(words).toContain("anyone may ask the Commission about a contractor");
  });

  it("shows the unticked optional item as not included, with no amount, and the ticked one counted", () => {
    expect(text).toMatch(/Pot filler faucet \(optional, not included\) +1 each +\$1,275\.00 +—/);
    expect(text).toMatch(/Under-cabinet lighting \(optional, included\) +1 set +\$950\.00 +\$950\.00/);
    expect(document.optionalCents).toBe(95_000);
  });

  it("prints the price, each payment, their number and the dates as written", () => {
    expect(words).toContain(`Contract price ${formatCents(document.totalCents)}`);
    expect(document.payments).toHaveLength(3);
    for (const payment of document.payments) expect(words).toContain(formatCents(payment.cents));
    expect(words).toContain(`Deposit ${formatCents(document.payments[0]?.cents ?? 0)}`);
    expect(words).toContain(`On cabinet installation ${formatCents(document.payments[1]?.cents ?? 0)}`);
    expect(words).toContain("Number of payments: 3");
    expect(words).toContain("Approximate start: January 4, 2027");
    expect(words).toContain("Approximate substantial completion: February 26, 2027");
  });

  it("prints the signatures and the signing record, the document's hash whole", () => {
    expect(sign.documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(words).toContain("Signed for the contractor by Pat Alvarez, owner on November 27, 2026 at 10:30 AM EST");
    expect(words).toContain("Signed electronically by Dana Whitfield on December 1, 2026 at 3:04 PM EST");
    expect(words).toContain("Arbitration clause initialled: DW");
    expect(text).toContain(sign.documentHash);
    expect(text).toContain(sign.addressHash);
    expect(words).toContain("2026-12-01T20:04:00.000Z");
    expect(words).toContain("Version/18.1 Mobile/15E148 Safari/604.1");
    expect(words).toContain(flat(sign.consent));
  });

  it("foots every page with its number and the start of the hash", () => {
    console.log(`realistic contract: ${pages} pages`);
    for (let page = 1; page <= pages; page++)
      expect(text).toContain(`Page ${page} of ${pages} · Document SHA-256 ${sign.documentHash.slice(0, 16)}…`);
  });

  it("carries the contract's metadata", () => {
    expect(info).toMatch(/^Title:\s+Contract: Kitchen remodel, 4418 Elm Street$/m);
    expect(info).toMatch(/^Author:\s+Capital Crest Builders LLC$/m);
    expect(info).toMatch(/^Subject:\s+Signed home improvement contract$/m);
    expect(info).toMatch(/^Producer:\s+pdf-lib$/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
  });

  it("runs a long scope onto more pages, every line of it printed", async () => {
    const paragraph = "Frame, insulate, drywall and paint the new pantry wall to match the existing finish. ";
    const scope = `${paragraph.repeat(46)}\nThe last line of the scope.`.slice(-3_990);
    const long = contract({ scope });
    const read = readBack(await contractPdf(long, signing(long)));
    expect(read.pages).toBeGreaterThan(1);
    expect(read.pages).toBeGreaterThan(pages);
    expect(flat(read.text)).toContain("The last line of the scope.");
  });

  it("prints without the arbitration clause's initials when there is none", async () => {
    const plain = contract({ arbitration: false });
    const read = readBack(await contractPdf(plain, signing(plain, { initials: "" })));
    expect(read.text).not.toContain("Arbitration clause initialled");
    expect(read.text).not.toContain("Mandatory arbitration");
  });

  it("refuses a signature that is not a PNG data URL", async () => {
    await expect(
      contractPdf(document, signing(document, { signature: "data:image/jpeg;base64,AAAA" })),
    ).rejects.toThrow(/PNG/);
  });

  it("times 50 renders (logged, not asserted)", async () => {
    const times: number[] = [];
    for (let run = 0; run < 50; run++) {
      const start = performance.now();
      await contractPdf(document, sign);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]?.toFixed(1);
    console.log(`contractPdf, 50 renders: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  });
});

describe("the Notice of Cancellation (16 CFR 429.1(b))", () => {
  /** The PDF's pages as pdftotext reads them (a form feed between pages), each flattened. */
  const pagesOf = (bytes: Uint8Array) => readBack(bytes).text.split("\f").map(flat);

  it("a Maryland contract ends with two copies, each a page, completed with the dates and the seller", async () => {
    const document = contract();
    // 10:30 PM in New York on Tuesday December 1: the transaction's date is New York's, not UTC's December 2.
    const pages = pagesOf(await contractPdf(document, signing(document, { signedAt: "2026-12-02T03:30:00.000Z" })));
    const forms = pages.filter((page) => page.includes("NOTICE OF CANCELLATION"));
    expect(forms).toHaveLength(2);
    expect(pages.filter((page) => page.trim()).slice(-2)).toEqual(forms);
    for (const [index, form] of forms.entries()) {
      expect(form).toContain(`Copy ${index + 1} of 2`);
      expect(form).toContain("Date of transaction: December 1, 2026");
      expect(form).toContain(
        "within FIVE BUSINESS DAYS (SEVEN BUSINESS DAYS if you are 65 years of age or older) from the above date",
      );
      // Five business days after Tuesday December 1: Saturday counts, Sunday not; seven: Wednesday the 9th.
      expect(form).toContain(
        `to ${contractor.name}, at ${contractor.address}, not later than midnight of December 7, 2026 (December 9, 2026 if you are 65 years of age or older).`,
      );
      expect(form).toContain("within TEN BUSINESS DAYS following receipt by the seller of your cancellation notice");
      expect(form).toContain("I HEREBY CANCEL THIS TRANSACTION.");
      expect(form).toContain("Buyer's signature:");
    }
    // The notice beside the signature points to it.
    expect(pages.join(" ")).toContain("See the Notice of Cancellation form attached to your signed contract");
  });

  it("Virginia's is the rule's three business days", async () => {
    const document = contractDocument(
      { id: "v1", revision: 1, draft, frozen: { jurisdiction: "VA", contractor, terms: noticesFor("VA") } },
      [],
    );
    const forms = pagesOf(await contractPdf(document, signing(document))).filter((page) =>
      page.includes("NOTICE OF CANCELLATION"),
    );
    expect(forms).toHaveLength(2);
    expect(forms[0]).toContain("within THREE BUSINESS DAYS from the above date");
    expect(forms[0]).toContain("not later than midnight of December 4, 2026.");
    expect(forms[0]).not.toContain("65 years");
  });

  it("a contract signed in Spanish carries it in Spanish", async () => {
    const document = contractDocument(
      {
        id: "s1",
        revision: 1,
        draft: { ...draft, language: "es" },
        frozen: { jurisdiction: "MD", contractor, terms: noticesFor("MD", {}, "es") },
      },
      [],
    );
    const forms = pagesOf(await contractPdf(document, signing(document))).filter((page) =>
      page.includes("AVISO DE CANCELACIÓN"),
    );
    expect(forms).toHaveLength(2);
    expect(forms[0]).toContain("Fecha de la transacción: 1 de diciembre de 2026");
    expect(forms[0]).toContain(
      "a más tardar a la medianoche del 7 de diciembre de 2026 (9 de diciembre de 2026 si usted tiene 65 años o más).",
    );
    expect(forms[0]).toContain("POR LA PRESENTE CANCELO ESTA TRANSACCIÓN.");
    expect(forms[0]).not.toContain("NOTICE OF CANCELLATION");
  });
});

describe("text the standard fonts cannot draw", () => {
  it("keeps accents and WinAnsi punctuation, and makes the rest ?", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(winAnsi("José Núñez § 8-501 – it’s “ok” €5 · …", font)).toBe("José Núñez § 8-501 – it’s “ok” €5 · …");
    expect(winAnsi("Jose\u0301", font)).toBe("José");
    expect(winAnsi("Dana 😀 王芳 ≤ 3", font)).toBe("Dana ? ?? ? 3");
    expect(winAnsi("3:04\u202fPM\tEST\r\nnext", font)).toBe("3:04 PM EST\nnext");
  });

  it("a homeowner named with an emoji and Chinese characters still gets a contract", async () => {
    const name = "José Núñez 😀 王芳";
    const document = contract({ client: { ...draft.client, name } });
    const bytes = await contractPdf(document, signing(document, { name, initials: "JN" }));
    const words = flat(readBack(bytes).text);
    expect(words).toContain("José Núñez ? ??");
    expect(words).toContain("Signed electronically by José Núñez ? ?? on");
  });
});
