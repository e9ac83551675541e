interface Props {
  id: string;
  name: string;
  label: string;
  /** The first choice, "" as its value: no filter. */
  allLabel: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** One filter of the projects grid: a labelled select with "all" first. */
export default function FilterSelect({ id, name, label, allLabel, value, choices, onChange }: Props) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="field-input"
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
