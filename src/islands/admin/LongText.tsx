import { useId, useState } from "react";
import { COMMON_TEXT } from "../../config/text/common.ts";
import { isLongText } from "../../lib/admin/tables.ts";
import DisclosureButton from "./DisclosureButton.tsx";

interface Props {
  text: string;
}

/** Free text in a table cell: wrapped, and a long one starts clamped to three lines with a toggle. */
export default function LongText({ text }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = isLongText(text);
  return (
    <div className="max-w-prose min-w-44">
      <p id={id} className={`wrap-anywhere whitespace-pre-wrap ${long && !open ? "line-clamp-3" : ""}`}>
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
