/**
 * The signed contract as a PDF: the homeowner's copy, attached to the signing e-mail and
 * kept with the record. It prints the ContractDocument the homeowner signed, in the order
 * the page showed it, then the signatures and the signing record (ESIGN/UETA): the full
 * SHA-256 of the document's canonical JSON, so anyone holding the stored document can
 * hash it again and compare. Drawn with pdf-lib and its standard fonts only (no browser,
 * no font files to ship): they encode WinAnsi, so every string is narrowed to it first.
 */
import { longDay, longInstant, quantityText } from "../../lib/proposal/display.ts";
import { PDFDocument, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import { formatCents } from "../../lib/format/money.ts";
import type { ChangeOrderDocument, ChangeOrderLine } from "../../lib/proposal/changeOrder.ts";
import type { ContractDocument, ContractLine, ContractorTerms, ContractTerm } from "../../lib/proposal/contract.ts";
import type { Locale } from "../../config/i18n.ts";

/** The PDF's own words, in the language of what was signed. */
type Labels = ProposalWords["pdf"];
import { contractLanguage } from "../../lib/proposal/contract.ts";
import { cancellationForm } from "../../lib/proposal/cancellationForm.ts";
import { jurisdictionName } from "../../lib/proposal/jurisdictionNames.ts";
import { PROPOSAL_WORDS, type ProposalWords } from "../../lib/proposal/proposalWords.ts";
import { CHANGE_ORDER_WORDS } from "../../lib/proposal/changeOrderWords.ts";
import type { Payment } from "../../lib/proposal/money.ts";

export interface PdfSigning {
  /** The homeowner's typed full name. */
  name: string;
  /** "" unless the contract has the arbitration clause. */
  initials: string;
  /** The drawn signature, "data:image/png;base64,...". */
  signature: string;
  /** ISO 8601 instant. */
  signedAt: string;
  /** Hex SHA-256 of the document's canonical JSON. */
  documentHash: string;
  /** Hex SHA-256 of the signer's IP address. */
  addressHash: string;
  userAgent: string;
  /** The ESIGN consent text the homeowner accepted. */
  consent: string;
  /** Who signed for the company when the proposal was sent. */
  contractorSigner: string;
  /** ISO 8601 instant. */
  contractorSignedAt: string;
}

/** An optional line's amount when not ticked: not in the price. */
const NOT_COUNTED = "—";
/** The PDF's producer, as its metadata names it. */
const PRODUCER = "pdf-lib";

/** US Letter in points. */
const PAGE = { width: 612, height: 792, margin: 54 } as const;
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The footer sits in the bottom margin, so it never takes a line of the text. */
const FOOTER_Y = 30;
const SIZE = { title: 16, heading: 12, body: 10, footer: 8, hash: 8 } as const;
const LEADING = 1.3;
/** The drawn signature's largest box; a phone canvas is wider than this and is scaled down. */
const SIGNATURE_BOX = { width: 220, height: 80 } as const;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** For the hashes: every hex digit the same width, 64 of them in 307 pt at 8 pt. */
  mono: PDFFont;
}

interface Style {
  font?: keyof Fonts;
  size?: number;
  indent?: number;
}

/** Which characters the standard fonts can draw. All three fonts used here encode WinAnsi, so one answer serves them all. */
const encodable = new Map<string, boolean>();

function canEncode(font: PDFFont, char: string): boolean {
  let known = encodable.get(char);
  if (known === undefined) {
    try {
      font.encodeText(char);
      known = true;
    } catch {
      known = false;
    }
    encodable.set(char, known);
  }
  return known;
}

/**
 * The text as a standard font can draw it: composed accents kept (José Núñez, §, –, ’),
 * other whitespace a space, anything else WinAnsi lacks (emoji, CJK, ≤) a "?". pdf-lib
 * would throw on them, and a homeowner's name must never stop the contract's PDF.
 */
export function winAnsi(text: string, font: PDFFont): string {
  let out = "";
  for (const char of text.normalize("NFC").replace(/\r\n?/g, "\n")) {
    if (char === "\n" || canEncode(font, char)) out += char;
    else out += /\s/u.test(char) ? " " : "?";
  }
  return out;
}

/** Cuts a word wider than the width into pieces that fit, so a URL or a user agent wraps too. */
function breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += char;
  }
  return [...pieces, piece];
}

/** Lines that fit the width, measured in the font; every "\n" starts a new line and a blank line stays blank. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const space = font.widthOfTextAtSize(" ", size);
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    let lineWidth = 0;
    for (const word of paragraph.split(" ").filter(Boolean)) {
      const wordWidth = font.widthOfTextAtSize(word, size);
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      const pieces = wordWidth > width ? breakWord(word, font, size, width) : [word];
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? "";
      lineWidth = font.widthOfTextAtSize(line, size);
    }
    lines.push(line);
  }
  return lines;
}

/** A table cell: its text, where it starts and how wide it is, and which side it keeps to. */
interface Cell {
  text: string;
  x: number;
  width: number;
  align?: "left" | "right";
}

/** The pages as they fill: a cursor that opens a new page when the next lines would not fit. */
class Pages {
  private readonly doc: PDFDocument;
  private readonly fonts: Fonts;
  private page: PDFPage;
  private y = 0;
  /** The PDF's own words and the language of dates, as what is signed reads. */
  readonly L: Labels;
  readonly language: Locale;

  constructor(doc: PDFDocument, fonts: Fonts, language: Locale) {
    this.doc = doc;
    this.fonts = fonts;
    this.language = language;
    this.L = PROPOSAL_WORDS[language].pdf;
    this.page = this.open();
  }

  private open(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    return this.page;
  }

  /** What follows starts a page of its own (a form meant to be torn off). */
  pageBreak(): void {
    this.open();
  }

  /** Opens a new page unless `height` points still fit above the bottom margin. */
  room(height: number): void {
    if (this.y - height < PAGE.margin) this.open();
  }

  gap(points = SIZE.body * 0.6): void {
    this.y -= points;
  }

  /** Text wrapped to the width, each line on the page it fits. */
  text(text: string, style: Style = {}): void {
    const font = this.fonts[style.font ?? "regular"];
    const size = style.size ?? SIZE.body;
    const indent = style.indent ?? 0;
    for (const line of wrap(winAnsi(text, font), font, size, TEXT_WIDTH - indent)) {
      this.room(size * LEADING);
      this.y -= size * LEADING;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font });
    }
  }

  /** A heading is kept with the first lines under it. */
  heading(text: string, size: number = SIZE.heading): void {
    this.gap();
    this.room(size * LEADING + 2 * SIZE.body * LEADING);
    this.text(text, { font: "bold", size });
    this.gap(SIZE.body * 0.3);
  }

  /** One row of cells, each wrapped in its column; the row is never split across pages. */
  row(cells: readonly Cell[], fontName: keyof Fonts = "regular"): void {
    const font = this.fonts[fontName];
    const size = SIZE.body;
    const wrapped = cells.map((cell) => wrap(winAnsi(cell.text, font), font, size, cell.width));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * size * LEADING;
    this.room(height);
    cells.forEach((cell, index) => {
      (wrapped[index] ?? []).forEach((line, number) => {
        const x = cell.align === "right" ? cell.x + cell.width - font.widthOfTextAtSize(line, size) : cell.x;
        this.page.drawText(line, { x: PAGE.margin + x, y: this.y - (number + 1) * size * LEADING, size, font });
      });
    });
    this.y -= height;
  }

  /** A label and its amount, the amount right-aligned at the margin. */
  amount(label: string, cents: number, fontName: keyof Fonts = "regular"): void {
    this.row(
      [
        { text: label, x: 0, width: TEXT_WIDTH - 110 },
        { text: formatCents(cents), x: TEXT_WIDTH - 100, width: 100, align: "right" },
      ],
      fontName,
    );
  }

  image(image: PDFImage, width: number, height: number): void {
    this.room(height + SIZE.body);
    this.gap(SIZE.body * 0.5);
    this.y -= height;
    this.page.drawImage(image, { x: PAGE.margin, y: this.y, width, height });
  }

  /** "Page N of M": drawn once every page exists. */
  footers(documentHash: string): void {
    const font = this.fonts.regular;
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const text = winAnsi(this.L.footer(index + 1, pages.length, documentHash.slice(0, 16)), font);
      page.drawText(text, { x: PAGE.margin, y: FOOTER_Y, size: SIZE.footer, font });
    });
  }
}

function header(pages: Pages, document: ContractDocument): void {
  pages.text(pages.L.title(document.title), { font: "bold", size: SIZE.title });
  pages.text(pages.L.revision(document.proposalId, document.revision));
}

function parties(
  pages: Pages,
  document: Pick<ContractDocument, "contractor" | "client" | "jurisdiction"> & {
    salesperson?: ContractDocument["salesperson"];
  },
): void {
  const { contractor, salesperson, client } = document;
  pages.heading(pages.L.contractor);
  pages.text(contractor.name, { font: "bold" });
  pages.text(contractor.address);
  pages.text(`${pages.L.phone}: ${contractor.phone}`);
  pages.text(`${pages.L.email}: ${contractor.email}`);
  pages.text(pages.L.license(contractor.license.title, contractor.license.number));
  if (contractor.license.issuer) pages.text(`${pages.L.issuer}: ${contractor.license.issuer}`);
  if (contractor.license.classification) pages.text(`${pages.L.classification}: ${contractor.license.classification}`);
  if (salesperson?.name.trim()) pages.text(pages.L.salesperson(salesperson.name, salesperson.license));

  pages.heading(pages.L.homeowner);
  pages.text(client.name, { font: "bold" });
  pages.text(`${pages.L.email}: ${client.email}`);
  pages.text(`${pages.L.phone}: ${client.phone}`);
  pages.text(`${pages.L.projectAddress}: ${client.street}, ${client.city} ${client.zip}`);
  pages.gap();
  pages.text(pages.L.law(jurisdictionName(document.jurisdiction, pages.language)));
}

/** Description, quantity, unit price, amount: x and width of each column, in points from the margin. */
const COLUMNS = {
  description: { x: 0, width: 226 },
  quantity: { x: 236, width: 92 },
  unitPrice: { x: 334, width: 80, align: "right" },
  amount: { x: 424, width: 80, align: "right" },
} as const;

/** The heading of a table of lines (a contract's items, a change order's lines) and its header row. */
function lineTableHead(pages: Pages, heading: string): void {
  pages.heading(heading);
  const columns = pages.L.columns;
  pages.row(
    [
      { ...COLUMNS.description, text: columns.description },
      { ...COLUMNS.quantity, text: columns.quantity },
      { ...COLUMNS.unitPrice, text: columns.unitPrice },
      { ...COLUMNS.amount, text: columns.amount },
    ],
    "bold",
  );
}

/** A line's row: the description as given, the quantity and unit, the unit price and the amount as given. */
function lineRow(
  pages: Pages,
  line: { quantity: number; unit: string; unitCents: number },
  description: string,
  amount: string,
): void {
  pages.row([
    { ...COLUMNS.description, text: description },
    { ...COLUMNS.quantity, text: `${quantityText(line.quantity)} ${line.unit}` },
    { ...COLUMNS.unitPrice, text: formatCents(line.unitCents) },
    { ...COLUMNS.amount, text: amount },
  ]);
}

function itemRow(pages: Pages, item: ContractLine): void {
  const mark = item.optional ? ` ${item.included ? pages.L.included : pages.L.notIncluded}` : "";
  // A line the homeowner did not tick is shown, priced per unit, but has no amount in the contract.
  lineRow(pages, item, `${item.description}${mark}`, item.included ? formatCents(item.cents) : NOT_COUNTED);
}

function work(pages: Pages, document: ContractDocument): void {
  pages.heading(pages.L.scope);
  pages.text(document.scope);

  lineTableHead(pages, pages.L.items);
  for (const item of document.items) itemRow(pages, item);

  if (document.allowances.length > 0) {
    pages.heading(pages.L.allowances);
    for (const allowance of document.allowances) pages.amount(allowance.description, allowance.cents);
  }
  list(pages, pages.L.materials, document.materials);
  list(pages, pages.L.exclusions, document.exclusions);

  pages.heading(pages.L.dates);
  pages.text(pages.L.start(longDay(document.startDate, pages.language)));
  pages.text(pages.L.completion(longDay(document.completionDate, pages.language)));
}

/** Materials and exclusions say "None." when empty: the contract states there are none rather than leaving it unsaid. */
function list(pages: Pages, heading: string, lines: readonly string[]): void {
  pages.heading(heading);
  if (lines.length === 0) pages.text(pages.L.none);
  for (const line of lines) pages.text(`• ${line}`);
}

function paymentLabel(pages: Pages, payment: Payment): string {
  return payment.kind === "deposit" ? pages.L.deposit : payment.label;
}

function price(pages: Pages, document: ContractDocument): void {
  pages.heading(pages.L.price);
  pages.amount(pages.L.base, document.baseCents);
  pages.amount(pages.L.optional, document.optionalCents);
  pages.amount(pages.L.allowancesTotal, document.allowancesCents);
  pages.amount(pages.L.total, document.totalCents, "bold");

  // A payment of $0.00 (no deposit, milestones that already reach the price) is no payment:
  // the count Maryland asks for is of the payments the homeowner actually makes.
  const payments = document.payments.filter((payment) => payment.cents > 0);
  pages.heading(pages.L.schedule);
  for (const payment of payments) pages.amount(paymentLabel(pages, payment), payment.cents);
  pages.text(pages.L.payments(payments.length));
}

function terms(pages: Pages, contractTerms: readonly ContractTerm[]): void {
  pages.heading(pages.L.terms);
  contractTerms.forEach((term, index) => {
    if (index > 0) pages.gap();
    // The title is kept with the first lines of its text.
    pages.room(3 * SIZE.body * LEADING);
    pages.text(term.title, { font: "bold" });
    pages.text(term.text);
    if (term.source) pages.text(pages.L.source(term.source));
  });
}

/** The drawn signature's bytes; anything but a PNG data URL is refused rather than printed without it. */
function signatureBytes(dataUrl: string): Uint8Array {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl.trim());
  if (!match?.[1]) throw new Error("The signature is not a PNG data URL.");
  return Buffer.from(match[1], "base64");
}

/** Scaled down to fit the box, never up: a small drawing stays the size it was drawn. */
function fitSignature(image: PDFImage): { width: number; height: number } {
  const scale = Math.min(1, SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

async function signatures(pages: Pages, doc: PDFDocument, signing: PdfSigning): Promise<void> {
  pages.heading(pages.L.signatures);
  pages.text(
    pages.L.contractorSigned(signing.contractorSigner, longInstant(signing.contractorSignedAt, pages.language)),
  );
  const image = await doc.embedPng(signatureBytes(signing.signature));
  const { width, height } = fitSignature(image);
  pages.image(image, width, height);
  pages.text(pages.L.homeownerSigned(signing.name, longInstant(signing.signedAt, pages.language)));
  if (signing.initials.trim()) pages.text(pages.L.initials(signing.initials));
}

/** The record as stored: hashes whole, each on its own line in Courier so text extraction gives them in one piece. */
function record(pages: Pages, signing: PdfSigning): void {
  pages.heading(pages.L.record);
  const field = (label: string, value: string, mono = false) => {
    pages.room(2 * SIZE.body * LEADING);
    pages.text(`${label}:`, { font: "bold" });
    pages.text(value, mono ? { font: "mono", size: SIZE.hash } : {});
    pages.gap(SIZE.body * 0.3);
  };
  field(pages.L.documentHash, signing.documentHash, true);
  field(pages.L.signedAt, signing.signedAt);
  field(pages.L.contractorSignedAt, signing.contractorSignedAt);
  field(pages.L.addressHash, signing.addressHash, true);
  field(pages.L.userAgent, signing.userAgent);
  field(pages.L.consent, signing.consent);
}

/**
 * The Notice of Cancellation, twice, each copy on a page of its own (16 CFR 429.1(b): in duplicate,
 * in 10-point bold type): the homeowner sends one and keeps the other with the whole contract.
 */
function cancellationForms(pages: Pages, document: ContractDocument, signing: PdfSigning): void {
  const form = cancellationForm(document, signing.signedAt);
  for (const copy of [1, 2]) {
    pages.pageBreak();
    pages.text(form.title, { font: "bold", size: SIZE.title });
    pages.gap(SIZE.body * 0.3);
    pages.text(form.copy(copy), { size: SIZE.footer });
    pages.gap();
    pages.text(form.transactionDate, { font: "bold" });
    for (const paragraph of form.paragraphs) {
      pages.gap();
      pages.text(paragraph, { font: "bold" });
    }
    pages.gap(SIZE.body * 2);
    pages.text(form.statement, { font: "bold" });
    pages.gap(SIZE.body * 2);
    pages.text(`${form.date}: ______________________________`, { font: "bold" });
    pages.gap(SIZE.body * 2);
    pages.text(`${form.signature}: ______________________________`, { font: "bold" });
  }
}

/** Metadata written by hand (pdf-lib's own would stamp "now"): the contract dates from its signing. */
function setMetadata(
  doc: PDFDocument,
  document: { title: string; contractor: ContractorTerms },
  signing: PdfSigning,
  subject: string,
): void {
  const signedAt = new Date(signing.signedAt);
  doc.setTitle(document.title);
  doc.setAuthor(document.contractor.name);
  doc.setSubject(subject);
  doc.setCreator(document.contractor.name);
  doc.setProducer(PRODUCER);
  if (!Number.isNaN(signedAt.getTime())) {
    doc.setCreationDate(signedAt);
    doc.setModificationDate(signedAt);
  }
}

async function newPdf(language: Locale): Promise<{ doc: PDFDocument; pages: Pages }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  return { doc, pages: new Pages(doc, fonts, language) };
}

/** The signed contract's PDF: US Letter, every page footed with its number and the document's hash. */
export async function contractPdf(document: ContractDocument, signing: PdfSigning): Promise<Uint8Array> {
  const { doc, pages } = await newPdf(contractLanguage(document));
  header(pages, document);
  parties(pages, document);
  work(pages, document);
  price(pages, document);
  terms(pages, document.terms);
  await signatures(pages, doc, signing);
  record(pages, signing);
  cancellationForms(pages, document, signing);
  pages.footers(signing.documentHash);
  setMetadata(doc, { title: pages.L.title(document.title), contractor: document.contractor }, signing, pages.L.subject);
  return doc.save();
}

/** The change's lines: a credit's amount printed below zero. */
function changeRow(pages: Pages, line: ChangeOrderLine, credit: string): void {
  lineRow(pages, line, line.credit ? `${line.description} ${credit}` : line.description, formatCents(line.cents));
}

/** A signed change order's PDF: the contract it changes, the change, the prices and dates before and after, both signatures and the record. */
export async function changeOrderPdf(document: ChangeOrderDocument, signing: PdfSigning): Promise<Uint8Array> {
  const language = contractLanguage(document);
  const { doc, pages } = await newPdf(language);
  const C = CHANGE_ORDER_WORDS[language].pdf;
  pages.text(C.title(document.number, document.title), { font: "bold", size: SIZE.title });
  pages.text(C.contract(document.contract.title, longInstant(document.contract.signedAt, language)));
  pages.text(C.contractHash, { font: "bold" });
  pages.text(document.contract.documentHash, { font: "mono", size: SIZE.hash });
  parties(pages, document);
  pages.heading(C.reason);
  pages.text(document.reason);
  lineTableHead(pages, C.items);
  for (const line of document.items) changeRow(pages, line, C.credit);
  pages.heading(pages.L.price);
  pages.amount(C.previousTotal, document.previousTotalCents);
  pages.amount(C.change, document.changeCents);
  pages.amount(C.newTotal, document.newTotalCents, "bold");
  pages.heading(pages.L.dates);
  pages.text(
    document.completionDate === document.previousCompletionDate
      ? C.completionStays(longDay(document.completionDate, language))
      : C.completionMoves(
          longDay(document.previousCompletionDate, language),
          longDay(document.completionDate, language),
        ),
  );
  terms(pages, document.terms);
  await signatures(pages, doc, signing);
  record(pages, signing);
  pages.footers(signing.documentHash);
  setMetadata(
    doc,
    { title: C.title(document.number, document.title), contractor: document.contractor },
    signing,
    C.subject,
  );
  return doc.save();
}
