import { useId, useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from "react";
import { EMPTY_PROJECT_INPUT, type ProjectInput } from "../../schemas/project.ts";
import type { ServiceOption } from "../../lib/projects/filters.ts";
import ProjectForm from "./ProjectForm.tsx";

interface Props {
  heading: string;
  idPrefix: string;
  /** Empty for a new project. */
  initial?: ProjectInput;
  services: readonly ServiceOption[];
  submitLabel: string;
  busyLabel: string;
  onSubmit: (value: ProjectInput) => Promise<void>;
  onClose: () => void;
}

/**
 * The edit (and add) overlay: a native modal <dialog>, so the page behind is inert,
 * focus moves into the form and Tab stays inside, and Escape cancels. When it goes
 * away, focus returns to the button that opened it.
 */
export default function ProjectDialog({
  heading,
  idPrefix,
  initial = EMPTY_PROJECT_INPUT,
  services,
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const busy = useRef(false);
  const headingId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>("input, textarea")?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const cancel = (event: SyntheticEvent) => {
    // The dialog closes when its owner unmounts it, never by itself: state stays the one truth.
    event.preventDefault();
    if (!busy.current) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onCancel={cancel}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "Escape") cancel(event);
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-6 text-ink-900 shadow-2xl backdrop:bg-ink-900/60"
      data-testid={`${idPrefix}-dialog`}
    >
      <h2 id={headingId} className="mb-5 text-2xl font-bold">
        {heading}
      </h2>
      <ProjectForm
        idPrefix={idPrefix}
        initial={initial}
        services={services}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        onSubmit={onSubmit}
        onCancel={onClose}
        onBusyChange={(next) => (busy.current = next)}
      />
    </dialog>
  );
}
