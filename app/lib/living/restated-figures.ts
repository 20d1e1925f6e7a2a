import { diffArrays } from "diff";
import { findAmounts, type FoundAmount } from "~/lib/reading/money";
import { headingOf } from "../markdown/policy-sections";

/*
 * A money figure the owner changes in one place (a table cell, a line) and the places where the
 * text still states the old figure. A policy often restates a table's figure in prose ("the
 * company's own limit of $615.00 applies"): a cell edit alone would leave it contradicting itself.
 * The editors name those places before saving and change them only when the owner says so.
 */

/** A figure an edit changed: as it was written (`from`) and as it is written now (`to`). */
export type FigureChange = { from: string; to: string; key: string };

/** Where a text still states a changed figure's old value: the figure's span in the text. */
export type RestatedPlace = { start: number; end: number };

export type Restatement = { change: FigureChange; places: RestatedPlace[] };

// A hundredth written as a word ("72.5 cents per mile") is a rate, written so on purpose: never
// read as the same figure as "$0.725", and never rewritten into one.
const HUNDREDTHS = /\d\s*(?:cents?|centavos?|c[eé]ntimos?|centimes|pence|p)$/i;

/**
 * The figure's amount and currency, as written: "$615" and "$615.00" are one figure, "R$ 1.200,00"
 * and "BRL 1,200" another; "$615" and "615 pesos" are not the same (the text said different things).
 * Null for a number without a currency ("30 days", "615").
 */
function figureKey(found: FoundAmount, text: string): string | null {
  const { mark } = found;
  if (mark.kind === "none" || HUNDREDTHS.test(text.slice(found.start, found.end))) return null;
  const currency = mark.kind === "code" ? mark.code : mark.peso ? "peso" : mark.dollar ? "dollar" : "$";
  return `${found.amount} ${currency}`;
}

type Figure = { key: string; written: string; start: number; end: number };

/** The money figures of a text, in order. */
export function moneyFigures(text: string): Figure[] {
  return findAmounts(text).flatMap((found) => {
    const key = figureKey(found, text);
    return key === null ? [] : [{ key, written: text.slice(found.start, found.end), start: found.start, end: found.end }];
  });
}

/** A table row's cells (`|` escaped inside a cell stays in it); null for a line that is no row. */
function rowCells(line: string): string[] | null {
  const row = line.trim();
  if (!row.startsWith("|")) return null;
  return row
    .replace(/^\|/, "")
    .replace(/(?<!\\)\|$/, "")
    .split(/(?<!\\)\|/);
}

/** What is compared for figures: a changed row cell by cell (a cell is the unit the owner edits), any other line whole. */
function comparedUnits(before: string, after: string): [string, string][] {
  const [cellsBefore, cellsAfter] = [rowCells(before), rowCells(after)];
  if (cellsBefore && cellsAfter && cellsBefore.length === cellsAfter.length) {
    return cellsBefore.map((cell, index): [string, string] => [cell, cellsAfter[index]!]);
  }
  return [[before, after]];
}

/** The figures of `before` that `after` no longer states, paired in order with those it states instead. */
function unitChanges(before: string, after: string): (FigureChange & { toKey: string })[] {
  const gone = moneyFigures(before);
  const added: Figure[] = [];
  for (const figure of moneyFigures(after)) {
    const same = gone.findIndex((old) => old.key === figure.key);
    if (same >= 0) gone.splice(same, 1);
    else added.push(figure);
  }
  // A figure removed with nothing in its place, or several for one: no new value to carry.
  if (gone.length === 0 || gone.length !== added.length) return [];
  return gone.map((old, index) => ({ from: old.written, to: added[index]!.written, key: old.key, toKey: added[index]!.key }));
}

/**
 * The money figures an edit changed: each changed line is compared with the line it replaced (a
 * table row cell by cell), and an old figure is taken as changed when its line now states another
 * in its place. A figure changed to two different values in two places is left out: there is no
 * one value to offer.
 */
export function changedFigures(before: string, after: string): FigureChange[] {
  const units: [string, string][] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (removed.length > 0 && added.length > 0) {
      // Lines replaced one for one are compared one by one; a rewrapped paragraph as a whole.
      if (removed.length === added.length) removed.forEach((line, index) => units.push(...comparedUnits(line, added[index]!)));
      else units.push([removed.join("\n"), added.join("\n")]);
    }
    removed = [];
    added = [];
  };
  for (const part of diffArrays(before.split("\n"), after.split("\n"))) {
    if (part.removed) removed.push(...part.value);
    else if (part.added) added.push(...part.value);
    else flush();
  }
  flush();
  const byKey = new Map<string, (FigureChange & { toKey: string }) | null>();
  for (const change of units.flatMap(([old, now]) => unitChanges(old, now))) {
    const known = byKey.get(change.key);
    if (known === undefined) byKey.set(change.key, change);
    else if (known && known.toKey !== change.toKey) byKey.set(change.key, null);
  }
  return [...byKey.values()].flatMap((change) => (change ? [{ from: change.from, to: change.to, key: change.key }] : []));
}

/** Where `text` still states each changed figure's old value; only the changes with such a place. */
export function restatements(text: string, changes: readonly FigureChange[]): Restatement[] {
  if (changes.length === 0) return [];
  const figures = moneyFigures(text);
  return changes
    .map((change) => ({
      change,
      places: figures.filter((figure) => figure.key === change.key).map(({ start, end }) => ({ start, end })),
    }))
    .filter((restatement) => restatement.places.length > 0);
}

/** The text with each chosen place's figure written as `to`. */
export function updatePlaces(text: string, places: readonly (RestatedPlace & { to: string })[]): string {
  let updated = text;
  for (const place of [...places].sort((a, b) => b.start - a.start)) {
    updated = updated.slice(0, place.start) + place.to + updated.slice(place.end);
  }
  return updated;
}

/** A place's line as the owner reads it, the figure apart: no markdown marks, a row's cells set apart by " · ". */
export type PlaceQuote = { before: string; figure: string; after: string };

const CELL_BAR = /\s*(?<!\\)\|\s*/g;

function readable(text: string): string {
  return text
    .replace(CELL_BAR, " · ")
    .replace(/\\\|/g, "|")
    .replace(/\*\*|__|`/g, "")
    .replace(/(^|[\s(])[*_](?=\S)|(?<=\S)[*_](?=$|[\s),.;:])/g, "$1")
    .replace(/[ \t]+/g, " ");
}

/** The line around a place, shortened to about `around` characters on each side at a word. */
export function quoteOf(text: string, place: RestatedPlace, around = 80): PlaceQuote {
  const lineStart = text.lastIndexOf("\n", place.start - 1) + 1;
  const lineEnd = text.indexOf("\n", place.end);
  const lineText = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const head = lineText.slice(0, place.start - lineStart).replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d{1,9}[.)]\s+)?\|?\s*/, "");
  const tail = lineText.slice(place.end - lineStart).replace(/\s*(?<!\\)\|\s*$/, "");
  let before = readable(head).replace(/^ · /, "");
  let after = readable(tail).replace(/ · $/, "");
  if (before.length > around) {
    const space = before.indexOf(" ", before.length - around);
    before = `…${before.slice(space < 0 ? before.length - around : space)}`;
  }
  if (after.length > around) {
    const space = after.lastIndexOf(" ", around);
    after = `${after.slice(0, space < 0 ? around : space)}…`;
  }
  return { before, figure: text.slice(place.start, place.end), after };
}

/** The heading of the part of the text a place is in: the nearest heading above it no deeper than a section's (`##`). */
export function headingAbove(text: string, offset: number): string | null {
  let end = text.lastIndexOf("\n", offset - 1);
  while (end >= 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const heading = headingOf(text.slice(start, end));
    if (heading && heading.depth <= 2) return heading.title.trim();
    end = start - 1;
  }
  return null;
}

/** A place as the owner is asked about it: where it is, the line it is on, and the heading it is under. */
export type OfferedPlace = RestatedPlace & { quote: PlaceQuote; heading: string | null };
export type OfferedFigure = { change: FigureChange; places: OfferedPlace[] };

/**
 * What the editor asks before saving `after` in place of `before`: each money figure the edit
 * changed that `text` (the whole text as it would be saved) still states, with those places.
 */
export function restatedFigureOffer(before: string, after: string, text: string): OfferedFigure[] {
  return restatements(text, changedFigures(before, after)).map(({ change, places }) => ({
    change,
    places: places.map((place) => ({ ...place, quote: quoteOf(text, place), heading: headingAbove(text, place.start) })),
  }));
}
