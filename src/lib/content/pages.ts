/**
 * Lists in src/config (SERVICES, AREAS, COST_GUIDES) decide which pages exist; their copy
 * is a folder of Markdown, one file per slug. content.config.ts refuses a folder that
 * disagrees with its list, so pages can take each item's page for granted.
 */

/** What is wrong with a folder that must hold one `<slug>.md` per configured slug; empty when nothing is. */
export function pageMismatches(folder: string, slugs: readonly string[], ids: Iterable<string>): string[] {
  const found = new Set(ids);
  return [
    ...slugs.filter((slug) => !found.has(slug)).map((slug) => `${folder}/${slug}.md is missing`),
    ...[...found]
      .filter((id) => !slugs.includes(id))
      .map((id) => `${folder}/${id}.md has no entry in the configured list`),
  ];
}

/** Each configured item with its page, in the list's order. */
export function withPages<Item extends { slug: string }, Page extends { id: string }>(
  items: readonly Item[],
  pages: readonly Page[],
): { item: Item; page: Page }[] {
  return items.map((item) => {
    const page = pages.find((candidate) => candidate.id === item.slug);
    if (!page) throw new Error(`No page for ${item.slug}: content.config.ts should have refused its folder`);
    return { item, page };
  });
}
