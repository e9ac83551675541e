/**
 * The Spanish copy of a service or cost guide words rows its English file prices. It names
 * each row by what it prices (project and room), so a reordered file cannot mislabel a cost.
 */
export interface PricedRow {
  projectType: string;
  roomType: string;
}

const keyOf = (row: PricedRow) => `${row.projectType}/${row.roomType}`;

/**
 * Each English row with its Spanish words. Throws, so the build fails, when a row has no
 * words or the Spanish words a row the English file does not price.
 */
export function wordRows<Row extends PricedRow, Words extends PricedRow>(
  file: string,
  rows: readonly Row[],
  words: readonly Words[],
): { row: Row; words: Words }[] {
  const byKey = new Map(words.map((word) => [keyOf(word), word]));
  const unpriced = words.filter((word) => !rows.some((row) => keyOf(row) === keyOf(word)));
  if (unpriced.length > 0 || byKey.size !== words.length)
    throw new Error(`${file} words rows its English file does not price once: ${words.map(keyOf).join(", ")}`);
  return rows.map((row) => {
    const match = byKey.get(keyOf(row));
    if (match === undefined) throw new Error(`${file} has no words for ${keyOf(row)}`);
    return { row, words: match };
  });
}
