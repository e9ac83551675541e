import { useId, useState } from "react";
import { COMMON_TEXT } from "../../config/text/common.ts";
import { isLongText } from "../../lib/admin/tables.ts";
import DisclosureButton from "./DisclosureButton.tsx";

interface Props {
  text: string;
  /** Lines shown before "Show more": three in a table cell, two for a review in its card. */
  lines?: 2 | 3;
}

const CLAMP = { 2: "line-clamp-2", 3: "line-clamp-3" } as const;

/** Free text in a table cell: wrapped, and a long one starts clamped with a toggle. */
export default function LongText({ text, lines = 3 }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = isLongText(text, lines);
  return (
    <div className="max-w-prose min-w-44">
      <p id={id} className={`wrap-anywhere whitespace-pre-wrap ${long && !open ? CLAMP[lines] : ""}`}>
        {text}
      </p>
      {long && (
        <DisclosureButton
          className="mt-1"
          open={open}
          controls={id}
          label={open ? COMMON_TEXT.showLess : COMMON_TEXT.showMore}
          onToggle={() => setOpen(!open)}
        />
      )}
    </div>
  );
}
