import type { ReactNode } from "react";
import type { Locale } from "../../config/i18n.ts";
import { longInstant } from "../../lib/proposal/display.ts";
import DownloadButton from "./DownloadButton.tsx";

interface Props {
  signed: { name: string; signedAt: string; documentHash: string };
  /** The PDF's file name as saved. */
  filename: string;
  download: () => Promise<Blob>;
  /** The page's words: PROPOSAL_TEXT.page's or CHANGE_ORDER_TEXT.page's, and its api's failure. */
  text: {
    signed: (name: string, date: string) => string;
    hash: string;
    download: string;
    downloading: string;
    failed: string;
  };
  /** What else the section shows once signed (the contract's change orders and deposit). */
  children?: ReactNode;
  language?: Locale;
}

/** Once signed (a contract or a change order): who signed when, the document's fingerprint, and the PDF to keep. */
export default function SignedRecord({ signed, filename, download, text, children, language = "en" }: Props) {
  return (
    <section className="mt-10 space-y-4 border-t border-slate-200 pt-6">
      <p className="font-semibold">{text.signed(signed.name, longInstant(signed.signedAt, language))}</p>
      <div>
        <p className="text-sm text-ink-700">{text.hash}</p>
        <p className="font-mono text-sm break-all">{signed.documentHash}</p>
      </div>
      <DownloadButton filename={filename} download={download} text={text} />
      {children}
    </section>
  );
}
