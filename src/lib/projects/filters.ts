import { AREAS, type AreaSlug, type ServiceSlug } from "../../config/site.ts";
import { isAreaSlug, isServiceSlug } from "../../schemas/bounds.ts";
import type { Project } from "../../schemas/project.ts";

/** A service page a project can belong to (SERVICES in src/config/site.ts: slug and title). */
export interface ServiceOption {
  slug: ServiceSlug;
  title: string;
}

/** The filters on /projects; in the address as ?service=<slug>&area=<slug>, so a filtered view can be shared. */
export interface ProjectFilters {
  service?: ServiceSlug;
  area?: AreaSlug;
}

/** The filters' names: the selects' and the address's. */
export const FILTER_NAMES = ["service", "area"] as const satisfies readonly (keyof ProjectFilters)[];

/** The filters a query string names; unknown values are ignored (an old or mistyped link shows everything). */
export function parseFilters(search: string): ProjectFilters {
  const params = new URLSearchParams(search);
  const service = params.get("service");
  const area = params.get("area");
  return { ...(isServiceSlug(service) ? { service } : {}), ...(isAreaSlug(area) ? { area } : {}) };
}

/** The query string for the filters ("" for none), keeping any other parameter of `search`. */
export function filterSearch(filters: ProjectFilters, search = ""): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_NAMES) {
    const value = filters[key];
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The filters after one select changed: its value, or no filter for the "all" choice ("") or a value it does not know. */
export function withFilter(filters: ProjectFilters, name: keyof ProjectFilters, value: string): ProjectFilters {
  const next: ProjectFilters = { ...filters };
  if (name === "service") next.service = isServiceSlug(value) ? value : undefined;
  if (name === "area") next.area = isAreaSlug(value) ? value : undefined;
  return next;
}

/** The page's address (path, query, fragment) showing these filters; no origin, as history.replaceState takes it. */
export function addressWithFilters(href: string, filters: ProjectFilters): string {
  const url = new URL(href);
  return `${url.pathname}${filterSearch(filters, url.search)}${url.hash}`;
}

function matchesFilters(project: Pick<Project, "service" | "area">, filters: ProjectFilters): boolean {
  return (!filters.service || project.service === filters.service) && (!filters.area || project.area === filters.area);
}

export function filterProjects<P extends Pick<Project, "service" | "area">>(
  projects: readonly P[],
  filters: ProjectFilters,
): P[] {
  return projects.filter((project) => matchesFilters(project, filters));
}

/**
 * The choices worth offering: services and areas some project has (a choice that shows
 * nothing only frustrates), plus the current one so the select always shows what is applied.
 */
export function filterChoices(
  projects: readonly Pick<Project, "service" | "area">[],
  services: readonly ServiceOption[],
  current: ProjectFilters,
) {
  const usedServices = new Set(projects.map((project) => project.service));
  const usedAreas = new Set(projects.map((project) => project.area));
  return {
    services: services
      .filter((service) => usedServices.has(service.slug) || current.service === service.slug)
      .map((service) => ({ value: service.slug, label: service.title })),
    areas: AREAS.filter((area) => usedAreas.has(area.slug) || current.area === area.slug).map((area) => ({
      value: area.slug,
      label: area.label,
    })),
  };
}
