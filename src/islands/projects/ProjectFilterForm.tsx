import type { RefObject } from "react";
import { filterChoices, withFilter, type ProjectFilters } from "../../lib/projects/filters.ts";
import FilterSelect from "../shared/FilterSelect.tsx";
import { useProjectsWords } from "./projectsWords.ts";

interface Props {
  /** The grid's handle on the form: choices made before its code arrived are adopted. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Prefix of the selects' ids (the grid's useId). */
  idPrefix: string;
  filters: ProjectFilters;
  choices: ReturnType<typeof filterChoices>;
  shown: number;
  total: number;
  onChange: (next: ProjectFilters) => void;
}

/** The selects, one per filter, in the order shown, with their words' keys. */
const SELECTS = [
  { name: "service", choices: "services", label: "service", allLabel: "allServices" },
  { name: "area", choices: "areas", label: "area", allLabel: "allAreas" },
] as const;

/** The grid's filters by service and area, and how many projects they show. */
export default function ProjectFilterForm({ formRef, idPrefix, filters, choices, shown, total, onChange }: Props) {
  const T = useProjectsWords().text.filters;
  return (
    <form
      ref={formRef}
      role="search"
      aria-label={T.label}
      className="mb-8 flex flex-wrap items-end gap-4"
      onSubmit={(event) => event.preventDefault()}
      data-testid="project-filters"
    >
      {SELECTS.map((select) => (
        <FilterSelect
          key={select.name}
          id={`${idPrefix}-${select.name}`}
          name={select.name}
          label={T[select.label]}
          allLabel={T[select.allLabel]}
          value={filters[select.name] ?? ""}
          choices={choices[select.choices]}
          onChange={(value) => onChange(withFilter(filters, select.name, value))}
        />
      ))}
      <p role="status" className="pb-3 text-sm text-ink-600" data-testid="project-filter-status">
        {T.showing(shown, total)}
      </p>
    </form>
  );
}
