import { diffArrays } from "diff";
import { sectionSpans, splitSections, type PolicySection } from "../markdown/policy-sections";

/*
 * Carrying a changed language version's figures into another language version, without a model.
 * The built-in writer cannot translate prose, but a figure is the same in every language: when the
 * owner changes "615" to "655" in the English meals cap, the Spanish version's "615" in the same
 * section becomes "655", written the Spanish way. What is not a figure change is reported, never
 * guessed.
 */

type SectionOf = (heading: string) => number;

/** One version's text with how to read it: its sections' names and its numbers' notation. */
/** `locale`: the number locale the version was written for; its amounts decide when they disagree. */
export type VersionText = { markdown: string; sectionOf: SectionOf; locale: string };

export type CarriedFigure = { section: number; from: number; to: number };

export type FigureTransfer = {
  markdown: string;
  carried: CarriedFigure[];
  /** Sections whose change in the source could not be carried (words changed, or a figure not found). */
  notCarried: number[];
};

type Figure = { value: number; start: number; end: number; decimals: number };

/** How a text writes its numbers: its decimal mark and its thousands separator. */
export type Notation = { decimal: string; group: string };

/**
 * The notation a text uses, read from its amounts ("61.50" against "61,50"): a policy mixes money
 * and plain numbers, and ICU writes them differently for some locales (en-ES money "€1,500.00",
 * plain numbers "1.500"). The locale's money format decides a text with no amount in cents.
 */
export function notationOf(text: string, locale: string): Notation {
  const parts = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    useGrouping: "always",
  } as Intl.NumberFormatOptions).formatToParts(12345.6);
  const localeGroup = parts.find((part) => part.type === "group")?.value ?? ",";
  const localeDecimal = parts.find((part) => part.type === "decimal")?.value ?? ".";
  const commas = text.match(/\d,\d{2}(?!\d)/g)?.length ?? 0;
  const points = text.match(/\d\.\d{2}(?!\d)/g)?.length ?? 0;
  const decimal = commas === points ? localeDecimal : commas > points ? "," : ".";
  const group = decimal === localeDecimal ? localeGroup : decimal === "," ? "." : ",";
  return { decimal, group };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every number in a text, read in the given notation ("1.500,50" or "1,500.50"). */
export function figuresIn(text: string, { group, decimal }: Notation): Figure[] {
  // A space-like thousands separator is written as a no-break or a narrow no-break space.
  const groupPattern = /\s/.test(group) ? "[\\u00a0\\u202f ]" : escape(group);
  const pattern = new RegExp(
    `(?<![\\d${escape(decimal)}])(?:\\d{1,3}(?:${groupPattern}\\d{3})+|\\d+)(?:${escape(decimal)}\\d+)?(?!\\d)`,
    "g",
  );
  return [...text.matchAll(pattern)].map((match) => {
    const [whole, fraction = ""] = match[0].split(decimal);
    return {
      value: Number(`${whole!.replace(/\D/g, "")}${fraction ? `.${fraction}` : ""}`),
      start: match.index,
      end: match.index + match[0].length,
      decimals: fraction.length,
    };
  });
}

/** The text with its figures replaced by one mark: what is left are the words. */
function wordsOf(text: string, notation: Notation): string {
  let words = "";
  let at = 0;
  for (const figure of figuresIn(text, notation)) {
    words += `${text.slice(at, figure.start)}#`;
    at = figure.end;
  }
  return (words + text.slice(at)).replace(/\s+/g, " ").trim();
}

/** A value written like the figure it replaces: as many decimals (more only if it has them), thousands grouped. */
function writeFigure(value: number, decimals: number, { group, decimal }: Notation): string {
  const needed = Math.min(4, (String(value).split(".")[1] ?? "").length);
  const [whole, fraction] = value.toFixed(Math.max(decimals, needed)).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, /\s/.test(group) ? "\u00a0" : group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** The figures of one section that changed value in place: old → new, in reading order, or null if the change is more than that. */
function changedFigures(before: readonly number[], after: readonly number[]): { index: number; from: number; to: number }[] | null {
  const pairs: { index: number; from: number; to: number }[] = [];
  const changes = diffArrays([...before], [...after]);
  let index = 0;
  for (let at = 0; at < changes.length; at++) {
    const change = changes[at]!;
    if (!change.added && !change.removed) {
      index += change.value.length;
      continue;
    }
    const next = changes[at + 1];
    // Only a run of figures replaced by as many others is a change of values in place.
    if (!change.removed || !next?.added || next.value.length !== change.value.length) return null;
    change.value.forEach((from, offset) => pairs.push({ index: index + offset, from, to: next.value[offset]! }));
    index += change.value.length;
    at += 1;
  }
  return pairs;
}

function replaceFigures(text: string, figures: Figure[], replacements: Map<Figure, number>, notation: Notation): string {
  let out = "";
  let at = 0;
  for (const figure of figures) {
    const value = replacements.get(figure);
    if (value === undefined) continue;
    out += text.slice(at, figure.start) + writeFigure(value, figure.decimals, notation);
    at = figure.end;
  }
  return out + text.slice(at);
}

/** Section n's text in the target, with the source's figure changes of that section applied; null if they cannot all be placed. */
function carrySection(before: PolicySection, after: PolicySection, target: PolicySection, source: Notation, targetNotation: Notation) {
  const oldFigures = figuresIn(before.text, source).map((figure) => figure.value);
  const pairs = changedFigures(
    oldFigures,
    figuresIn(after.text, source).map((figure) => figure.value),
  );
  if (!pairs) return null;
  const targetFigures = figuresIn(target.text, targetNotation);
  const replacements = new Map<Figure, number>();
  const sameTemplate =
    targetFigures.length === oldFigures.length && targetFigures.every((figure, index) => figure.value === oldFigures[index]);
  for (const pair of pairs) {
    if (sameTemplate) {
      replacements.set(targetFigures[pair.index]!, pair.to);
      continue;
    }
    // Written differently: a value can be carried only if the source changed it everywhere, to one value.
    const everywhere = oldFigures.every(
      (value, index) => value !== pair.from || pairs.some((other) => other.index === index && other.to === pair.to),
    );
    // And the target writes it as often as the source did: a third mention of the same value is something else.
    const matches = targetFigures.filter((figure) => figure.value === pair.from);
    if (!everywhere || matches.length === 0 || matches.length !== oldFigures.filter((value) => value === pair.from).length) return null;
    for (const figure of matches) replacements.set(figure, pair.to);
  }
  return {
    text: replaceFigures(target.text, targetFigures, replacements, targetNotation),
    carried: pairs.map(({ from, to }) => ({ section: target.number, from, to })),
  };
}

/**
 * Applies the changes between two texts of the source version (`before` → `after`) to the target
 * version, section by section: figures changed in place are carried, written in the target's
 * notation; a section whose words changed, or whose figures cannot be placed, is listed in
 * `notCarried` and left as it was.
 */
export function carryFigures(before: VersionText, after: VersionText, target: VersionText): FigureTransfer {
  const oldSections = splitSections(before.markdown, before.sectionOf);
  const newSections = splitSections(after.markdown, after.sectionOf);
  const lines = target.markdown.split(/\r?\n/);
  // One version writes its numbers one way; the source's notation is read from its current text.
  const sourceNotation = notationOf(after.markdown, after.locale);
  const targetNotation = notationOf(target.markdown, target.locale);
  const carried: CarriedFigure[] = [];
  const notCarried: number[] = [];
  const replaced = new Map<number, string>();
  for (const targetSection of splitSections(target.markdown, target.sectionOf)) {
    const old = oldSections.find((section) => section.number === targetSection.number);
    const current = newSections.find((section) => section.number === targetSection.number);
    if (!old || !current || old.text === current.text) continue;
    const wordsChanged = wordsOf(old.text, sourceNotation) !== wordsOf(current.text, sourceNotation) || old.heading !== current.heading;
    const section = carrySection(old, current, targetSection, sourceNotation, targetNotation);
    if (section) {
      carried.push(...section.carried);
      replaced.set(targetSection.number, section.text);
    }
    if (wordsChanged || !section) notCarried.push(targetSection.number);
  }
  // Each carried section's body replaces its lines; headings and every other line stay as written.
  for (const span of sectionSpans(lines, target.sectionOf).reverse()) {
    const body = replaced.get(span.number);
    if (body !== undefined) lines.splice(span.headingLine + 1, span.endLine - span.headingLine - 1, ...body.replace(/\n$/, "").split("\n"));
  }
  return { markdown: lines.join("\n"), carried, notCarried };
}
