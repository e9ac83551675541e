import { vi } from "vitest";
import type { ProjectsApi } from "../../../src/lib/firebase/projects.ts";
import type { ServiceOption } from "../../../src/lib/projects/filters.ts";
import type { LikeLedger } from "../../../src/lib/projects/likeLedger.ts";
import type { Project, ProjectInput } from "../../../src/schemas/project.ts";

export const PROJECTS: Project[] = [
  {
    id: "modern-kitchen-arlington",
    title: "Modern Kitchen Remodel",
    description: "Opened a galley kitchen to the dining room.",
    location: "Arlington, VA",
    image: "/images/projects/modern-kitchen-arlington.svg",
    service: "complete-remodels",
    area: "arlington-va",
    likes: 14,
    timestamp: 3_000,
  },
  {
    id: "spa-bathroom-bethesda",
    title: "Spa-Style Primary Bathroom",
    description: "Curbless shower and heated floors.",
    location: "Bethesda, MD",
    image: "https://images.example.com/bath.jpg",
    area: "bethesda-md",
    likes: 0,
    timestamp: 2_000,
  },
];

/** The services collection as the page passes it (slug and title). */
export const SERVICES: ServiceOption[] = [
  { slug: "complete-remodels", title: "Complete Remodels" },
  { slug: "construction", title: "Construction" },
];

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function fakeApi(
  overrides: Partial<ProjectsApi> = {},
): ProjectsApi & { [K in keyof ProjectsApi]: ReturnType<typeof vi.fn> } {
  return {
    list: vi.fn(async () => PROJECTS.map((project) => ({ ...project }))),
    likes: vi.fn(async () => null),
    like: vi.fn(async () => {}),
    update: vi.fn(async () => {}),
    remove: vi.fn(async () => {}),
    add: vi.fn(async (input: ProjectInput) => ({ id: "new-project", ...input, likes: 0, timestamp: null })),
    ...overrides,
  } as never;
}

export function memoryLedger(initial: string[] = []): LikeLedger & { ids: Set<string> } {
  const ids = new Set(initial);
  return { ids, has: (id) => ids.has(id), add: (id) => void ids.add(id), remove: (id) => void ids.delete(id) };
}

/** jsdom has no modal dialogs; this is the part of showModal()/close() the islands rely on. */
export function stubDialog() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}
