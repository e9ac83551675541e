interface Props {
  id: string;
  name?: string;
  label: string;
  /** The first choice, "" as its value: no filter. */
  allLabel: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** "inline": the label beside the select, in a toolbar (the lead inbox); stacked by default (the projects grid). */
  layout?: "stacked" | "inline";
}

/** One filter: a labelled select with "all" first. */
export default function FilterSelect({
  id,
  name,
  label,
  allLabel,
  value,
  choices,
  onChange,
  layout = "stacked",
}: Props) {
  const inline = layout === "inline";
  return (
    <div className={inline ? "flex flex-wrap items-center gap-2" : undefined}>
      <label htmlFor={id} className={inline ? "text-ink-700" : "field-label"}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={
          inline
            ? "rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            : "field-input"
        }
      >
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
