/** A choice of a combobox: its value, what it shows, and other words that find it (codes, names in other languages). */
export interface SearchableOption {
  value: string;
  label: string;
  keywords?: readonly string[];
}

/** Lower case, without accents or punctuation (currency signs kept): "São Tomé & Príncipe" → "sao tome principe", "R$" → "r$". */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{Sc}]+/gu, " ")
    .trim();
}

/** How well an option matches: lower is better, null when it does not. */
function rank(entry: { code: string; label: string; others: string }, query: string, words: string[]): number | null {
  if (entry.code === query) return 0;
  if (entry.label.startsWith(query)) return 1;
  if (` ${entry.label}`.includes(` ${query}`)) return 2;
  if (` ${entry.others}`.includes(` ${query}`)) return 3;
  const all = ` ${entry.code} ${entry.label} ${entry.others}`;
  if (words.every((word) => all.includes(` ${word}`))) return 4;
  if (all.includes(query)) return 5;
  return null;
}

/**
 * A search over the options, ready for each keystroke: what the user typed matches a value ("BRL"),
 * the start of a word of the label ("bra", "real") or of a keyword ("brasil", "reais"), ignoring
 * case and accents; then any part of them. Best matches first, the options' own order among equals.
 * An empty query gives every option.
 */
export function optionSearch<T extends SearchableOption>(options: readonly T[]): (query: string) => T[] {
  const entries = options.map((option) => ({
    option,
    code: searchKey(option.value),
    label: searchKey(option.label),
    others: (option.keywords ?? []).map(searchKey).join(" "),
  }));
  return (typed) => {
    const query = searchKey(typed);
    if (!query) return [...options];
    const words = query.split(" ");
    return entries
      .map((entry) => ({ option: entry.option, rank: rank(entry, query, words) }))
      .filter((found): found is { option: T; rank: number } => found.rank !== null)
      .sort((a, b) => a.rank - b.rank)
      .map((found) => found.option);
  };
}
