/**
 * The Notice of Cancellation a signed contract carries (16 CFR 429.1(b)): completed with the
 * date of the transaction (the homeowner's signing, New York time), the seller's name and
 * address and the last day to cancel, in the contract's language. Maryland gives five
 * business days, seven from 65 years of age (Commercial Law § 14-302.1); Virginia and DC the
 * rule's three. Made from the signed record when the PDF is printed, so it is not part of the
 * hashed document.
 */
import { businessDay } from "../format/businessDay.ts";
import { businessDaysAfter } from "./businessDays.ts";
import { contractLanguage, type ContractDocument } from "./contract.ts";
import { longDay } from "./display.ts";
import { PROPOSAL_WORDS } from "./proposalWords.ts";

export interface CancellationForm {
  title: string;
  transactionDate: string;
  /** The rule's paragraphs, in its order: the period, the refund, the goods, their pickup, how to cancel. */
  paragraphs: string[];
  statement: string;
  date: string;
  signature: string;
  copy: (copy: number) => string;
}

/** Business days to cancel in: Maryland's five (seven at 65 or older), else the rule's three. */
const CANCELLATION_DAYS = { standard: 3, maryland: 5, marylandSenior: 7 } as const;

export function cancellationForm(document: ContractDocument, signedAt: string): CancellationForm {
  const language = contractLanguage(document);
  const C = PROPOSAL_WORDS[language].pdf.cancellation;
  const day = businessDay(new Date(signedAt));
  const dayAfter = (count: number) => longDay(businessDaysAfter(day, count), language);
  const maryland = document.jurisdiction === "MD";
  const deadline = maryland
    ? C.seniorDeadline(dayAfter(CANCELLATION_DAYS.maryland), dayAfter(CANCELLATION_DAYS.marylandSenior))
    : dayAfter(CANCELLATION_DAYS.standard);
  return {
    title: C.title,
    transactionDate: C.transactionDate(longDay(day, language)),
    paragraphs: [
      C.cancel(maryland ? C.period.maryland : C.period.standard),
      C.refund,
      C.goods,
      C.pickup,
      C.howTo(document.contractor.name, document.contractor.address, deadline),
    ],
    statement: C.statement,
    date: C.date,
    signature: C.signature,
    copy: C.copy,
  };
}
