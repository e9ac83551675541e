/**
 * Which projects this browser has already liked, so one visitor cannot like the same
 * project twice from the same browser. It is a courtesy, not a guarantee: clearing the
 * site's storage or using another browser allows another like, and the database only
 * checks that each write adds exactly one. See docs/decisions/projects.md.
 */
export const LIKED_PROJECTS_KEY = "likedProjects";

export interface LikeLedger {
  has(id: string): boolean;
  add(id: string): void;
  /** Used when the like could not be stored, so the visitor may try again. */
  remove(id: string): void;
}

function read(storage: Storage): string[] {
  const parsed: unknown = JSON.parse(storage.getItem(LIKED_PROJECTS_KEY) ?? "[]");
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Reads storage on every call, so a like given in another tab counts too. When storage
 * is missing or refuses (private modes, quotas) the ledger still holds for this page.
 */
export function createLikeLedger(
  storage: Storage | null = typeof localStorage === "undefined" ? null : localStorage,
): LikeLedger {
  const memory = new Set<string>();
  const stored = (): string[] => {
    if (!storage) return [];
    try {
      return read(storage);
    } catch {
      return [];
    }
  };
  const write = (ids: string[]) => {
    try {
      storage?.setItem(LIKED_PROJECTS_KEY, JSON.stringify(ids));
    } catch {
      // The in-memory set below still holds for this page.
    }
  };
  return {
    has: (id) => memory.has(id) || stored().includes(id),
    add: (id) => {
      memory.add(id);
      const ids = stored();
      if (!ids.includes(id)) write([...ids, id]);
    },
    remove: (id) => {
      memory.delete(id);
      write(stored().filter((likedId) => likedId !== id));
    },
  };
}

export type LikeOutcome = "liked" | "already" | "failed";

/**
 * One like from this browser, shown at once and taken back if the write fails (spec: the
 * count updates at once). `show` gets the project's liked state and the change to its count.
 * Marked in the ledger before the write, so a second click (or a second tab) cannot like
 * it again; a project liked before is only shown as liked.
 */
export async function likeOnce(
  id: string,
  {
    ledger,
    store,
    show,
  }: { ledger: LikeLedger; store: (id: string) => Promise<void>; show: (liked: boolean, delta: -1 | 0 | 1) => void },
): Promise<LikeOutcome> {
  if (ledger.has(id)) {
    show(true, 0);
    return "already";
  }
  ledger.add(id);
  show(true, 1);
  try {
    await store(id);
    return "liked";
  } catch (error) {
    console.error("Liking a project failed", error);
    ledger.remove(id);
    show(false, -1);
    return "failed";
  }
}
