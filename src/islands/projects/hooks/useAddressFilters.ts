import { useEffect, useState } from "react";
import { addressWithFilters, parseFilters, type ProjectFilters } from "../../../lib/projects/filters.ts";

/**
 * The grid's filters, kept in the address so a filtered view can be shared or bookmarked.
 * The first render has none, like the server's HTML; the address's apply once mounted.
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

  return { filters, applyFilters };
}
