import { useId, useState } from "react";
import { ADMIN_TEXT } from "../../config/text.ts";
import type { LeadTranscriptTurn } from "../../schemas/lead.ts";
import DisclosureButton from "./DisclosureButton.tsx";

const { inbox } = ADMIN_TEXT;

/** A chat lead's conversation under its note: collapsed, a toggle opens it as a list of turns. */
export default function Transcript({ turns }: { turns: readonly LeadTranscriptTurn[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-2 max-w-prose min-w-56">
      <DisclosureButton
        open={open}
        controls={id}
        label={open ? inbox.transcriptHide : inbox.transcriptShow(turns.length)}
        onToggle={() => setOpen(!open)}
      />
      <ol id={id} hidden={!open} className="mt-2 space-y-2 border-l-2 border-slate-200 pl-3">
        {turns.map((turn, index) => (
          // Turns have no id of their own and never reorder.
          <li key={index}>
            <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
              {inbox.transcriptRoles[turn.role]}
            </p>
            <p className="break-words whitespace-pre-wrap">{turn.content}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
