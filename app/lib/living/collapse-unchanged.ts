/*
 * A diff of two whole policies is mostly text that did not change: History shows each change with
 * a few lines around it and folds the long unchanged stretches in between, so the changes are
 * found without scrolling through nine sections.
 */

export type DiffPart = { value: string; added?: boolean; removed?: boolean };
export type ShownPart = DiffPart | { folded: number };

/** Folds every unchanged stretch longer than `context` lines on each side of a change into a count of the lines hidden. */
export function collapseUnchanged(parts: readonly DiffPart[], context: number): ShownPart[] {
  return parts.flatMap((part, index): ShownPart[] => {
    if (part.added || part.removed) return [part];
    const lines = part.value.split("\n");
    // The first and last pieces of a stretch are the rest of a changed line: they come with it.
    const head = index === 0 ? 0 : context + 1;
    const tail = index === parts.length - 1 ? 0 : context + 1;
    const folded = lines.length - head - tail;
    if (folded < 2) return [part];
    const shown: ShownPart[] = [];
    if (head > 0) shown.push({ value: lines.slice(0, head).join("\n") });
    shown.push({ folded });
    if (tail > 0) shown.push({ value: lines.slice(lines.length - tail).join("\n") });
    return shown;
  });
}
