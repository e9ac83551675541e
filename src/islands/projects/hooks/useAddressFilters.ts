import { useEffect, useState } from "react";
import {
  addressWithFilters,
  FILTER_NAMES,
  parseFilters,
  withFilter,
  type ProjectFilters,
} from "../../../lib/projects/filters.ts";
import { useTypedBeforeHydration } from "../../shared/useTypedBeforeHydration.ts";

/**
 * The grid's filters, kept in the address so a filtered view can be shared or bookmarked.
 * The first render has none, like the server's HTML; the address's apply once mounted,
 * and a choice made in the selects before the grid's code arrived wins over them.
 */
export function useAddressFilters() {
  const [filters, setFilters] = useState<ProjectFilters>({});
  useEffect(() => {
    setFilters(parseFilters(window.location.search));
  }, []);

  const applyFilters = (next: ProjectFilters) => {
    setFilters(next);
    // No history entry per change: Back leaves the page, as it would without filters.
    window.history.replaceState(window.history.state, "", addressWithFilters(window.location.href, next));
  };

  const formRef = useTypedBeforeHydration(FILTER_NAMES, (chosen) =>
    applyFilters(
      Object.entries(chosen).reduce(
        (next, [name, value]) => withFilter(next, name as keyof ProjectFilters, value),
        parseFilters(window.location.search),
      ),
    ),
  );

  return { filters, applyFilters, formRef };
}
