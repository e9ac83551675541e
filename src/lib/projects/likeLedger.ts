/**
 * Which projects this browser has already liked, so one visitor cannot like the same
 * project twice from the same browser. It is a courtesy, not a guarantee: clearing the
 * site's storage or using another browser allows another like, and the database only
 * checks that each write adds exactly one. See docs/decisions.md, "Likes".
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
