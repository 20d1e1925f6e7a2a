import { POLICY_PHRASES } from "~/lib/composer/policy-phrases.server";
import { RULE_PHRASES } from "~/lib/composer/rule-phrases.server";
import { sectionOfHeading } from "~/lib/composer/section-of-heading.server";
import { findAmounts } from "~/lib/reading/money";
import { countryCodeFromName, countryOfCurrency } from "~/lib/reading/countries";
import { readPolicyText } from "~/lib/reading/policy-text";
import { mergeRules } from "~/lib/rulebook/merge-rules";
import { regionFromCountryName } from "~/lib/site/region-names";
import { DEFAULT_APPROVERS, DEFAULT_ROLES, displayName } from "~/lib/rulebook/default-approvers";
import {
  CABINS,
  CAP_UNITS,
  CAPPED_ITEMS,
  DOCUMENT_TYPES,
  EXPENSE_CATEGORIES,
  PROHIBITED_ITEMS,
  emptyRules,
  type ApprovalScope,
  type Cabin,
  type Limit,
  type Money,
  type PolicyRules,
  type Provenance,
} from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";
import { toBaseVocabulary } from "~/lib/composer/variants/in-variant.server";
import { splitSections, type PolicySection } from "../markdown/policy-sections";

/*
 * The rules reader: the inverse of the writer. It reads a policy's own tables and
 * lines — as the composer renders them, and as the owner edits them (figures changed, rows added
 * or removed, another notation of the same number) — back into the rulebook, so card controls
 * follow the latest text. Each phrase is inverted from the writer itself: rendered with
 * placeholders, then turned into a pattern, so the reader and the writer cannot drift apart.
 */

export interface TextRulesOptions {
  language: Language;
  /** The company's currency: a figure written without a sign is in it. */
  currency: string;
  /**
   * Collects the rows of the limits tables and the approval matrix that look like a rule but
   * cannot be read (a figure in words, an unknown label with a figure, a band without approver):
   * their rule would silently leave the card controls, so the editor asks before saving.
   */
  unreadable?: string[];
  /** The policy's country (ISO code): a limit "in" it is the home limit. From the currency when absent. */
  country?: string;
  /**
   * Collects the lines of a text not written by the composer that look like a rule (a figure, an
   * approving verb, a number of days, a "no" before an item) and were not read into one: the owner
   * is told before saving, so text and rules never disagree in silence.
   */
  notRead?: string[];
}

const HOLE = "\u0000";
const NUMBER_HOLE = 987_654;

/** A phrase's pattern: its rendering with holes, escaped, the holes turned into captures. */
function inverse(rendered: string): RegExp {
  const escaped = rendered.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = escaped.replaceAll(HOLE, "(.+?)").replaceAll(String(NUMBER_HOLE), "(\\d+)");
  return new RegExp(`^${pattern.replace(/ +/g, "\\s+")}$`, "iu");
}

/** Bold marks gone and runs of spaces collapsed; no-break spaces stay (they group digits: "4 000,00 €"). */
const fold = (text: string) =>
  text
    .normalize("NFC")
    .replace(/\*\*|__/g, "")
    .replace(/[ \t\r\n]+/g, " ")
    .trim();

/** A table's rows (header first) from the lines of a section: cells split on unescaped pipes. */
function tables(text: string): string[][][] {
  const found: string[][][] = [];
  let current: string[][] = [];
  for (const line of text.split("\n")) {
    if (/^\s*\|.*\|\s*$/.test(line)) {
      if (/^\s*\|(?:\s*:?-{3,}:?\s*\|)+\s*$/.test(line)) continue;
      current.push(
        line
          .trim()
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((cell) => cell.trim().replace(/\\\|/g, "|")),
      );
    } else if (current.length > 0) {
      found.push(current);
      current = [];
    }
  }
  if (current.length > 0) found.push(current);
  return found;
}

function bulletsAndLines(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => line.trim() && !line.trim().startsWith("|") && !line.trim().startsWith("#"))
    .map((line) => fold(line.replace(/^\s*(?:[-*+]|\d+\.)\s+/, "")));
}

/**
 * Spanish policies written before the writer spoke with usted address employees with tú; their
 * lines read as the usted ones the writer renders now ("Sube un comprobante…" → "Suba…").
 */
const TU_LINE_STARTS: Record<string, string> = { Sube: "Suba", Registra: "Registre", Solicita: "Solicite", Reserva: "Reserve" };
const TU_NO_ADVANCE: [string, string] = [
  "usa la tarjeta corporativa, o paga y solicita el reembolso",
  "use la tarjeta corporativa, o pague y solicite el reembolso",
];
const TABLE_ROW = /^\s*\|/;

/**
 * The writer's words as the phrase files have them: any regional variant's words ("rendición",
 * "comboio") and an earlier tú line back to the base the reader inverts. Only the writer's words
 * go through it, never a name the company wrote in a table ("Chefe de equipa" stays).
 */
function inWritersWords(text: string, language: Language): string {
  const base = toBaseVocabulary(text, language);
  if (language !== "es") return base;
  return base
    .replace(
      /^([ \t]*(?:[-*+][ \t]+|\d+\.[ \t]+)?)(Sube|Registra|Solicita|Reserva)(?=[ \t])/gmu,
      (_, lead: string, verb: string) => lead + TU_LINE_STARTS[verb],
    )
    .replaceAll(...TU_NO_ADVANCE);
}

/**
 * The rules a policy's text states, whoever wrote it: the composer's own notation read exactly, and
 * every other table, list and sentence read by the reading core (`readPolicyText`) — a model's
 * policy, the owner's words, a translation. Where both read a rule of the same place, role, band or
 * item, the notation's reading stands.
 */
export function readRulesFromText(written: string, options: TextRulesOptions): PolicyRules {
  const found = { composerTable: false };
  const notation = readComposerNotation(written, options, found);
  // The composer's own text (its limits table or approval matrix is there) is read by its notation
  // alone: its standing prose (the usual non-reimbursable list, the payment advice) states no rule of
  // the rulebook it was written from.
  if (found.composerTable) return notation;
  const country = options.country ?? countryOfCurrency(options.currency) ?? (options.currency === "EUR" ? "ES" : "US");
  const general = readPolicyText(written, { language: options.language, currency: options.currency, country });
  options.notRead?.push(...general.unread);
  return mergeRules(notation, general.rules);
}

/** The composer's notation; `found.composerTable` tells whether one of its rule tables was there, by its exact header. */
function readComposerNotation(
  written: string,
  { language, currency, unreadable = [] }: TextRulesOptions,
  found: { composerTable: boolean },
): PolicyRules {
  const canon = (text: string) => inWritersWords(text, language);
  const markdown = written
    .split("\n")
    .map((line) => (TABLE_ROW.test(line) ? line : canon(line)))
    .join("\n");
  const t = POLICY_PHRASES[language];
  const r = RULE_PHRASES[language];
  const sections = splitSections(markdown, (heading) => sectionOfHeading(heading, language));
  const rules = emptyRules();
  const section = (number: number) => sections.find((candidate) => candidate.number === number);
  const proposedMark = fold(r.proposed(HOLE)).split(HOLE)[1] ?? "";
  const officialMark = inverse(fold(r.official(HOLE, HOLE)));
  const defaultName = inverseNames(language);

  /** A figure cell: its amount, and where it came from by its mark. */
  const figureCell = (cell: string, row: string): { money: Money; provenance: Provenance } | null => {
    const text = fold(cell);
    if (!text || text === "—") return null;
    const proposed = proposedMark && text.endsWith(proposedMark);
    const official = officialMark.exec(text);
    const amount = findAmounts(proposed ? text.slice(0, -proposedMark.length) : official ? official[1]! : text)[0];
    if (!amount) return null;
    const money: Money = { amount: amount.amount, currency: amount.mark.kind === "code" ? amount.mark.code : currency };
    const provenance: Provenance = proposed
      ? { kind: "proposed", why: "written as proposed in the policy" }
      : { kind: "user", words: fold(row) };
    return { money, provenance };
  };

  const skipped = (row: string[]) => unreadable.push(`| ${row.join(" | ")} |`);
  readLimits(section(3), rules, { t, r, figureCell, defaultName, skipped, canon, found });
  readSubmission(section(5), rules, { language, t, r, figureCell, defaultName, currency, skipped, canon, found });
  readTravelLines(section(2), rules, { t, r });
  readCards(section(4), rules, { t, r, currency });
  readProhibitions(section(6), rules, { t, r });
  readCaps(section(3), rules, { t, figureCell });
  return rules;
}

type FigureCell = (cell: string, row: string) => { money: Money; provenance: Provenance } | null;
type Skipped = (row: string[]) => void;
/** The writer's words of any variant as the phrase files have them. */
type Canon = (text: string) => string;

/** A name as the writer escaped it for markdown ("R\\&D lead"), as the company wrote it. */
const unescaped = (text: string) => text.replace(/\\(.)/g, "$1").trim();

/** A cell that says something: not empty, not the writer's "—". */
const filled = (cell: string) => fold(cell) !== "" && fold(cell) !== "—";

/** Defaults' names in this language back to their keys ("Jefe directo" → @line-manager). */
function inverseNames(language: Language): (name: string) => string {
  const keys = [...Object.values(DEFAULT_APPROVERS), ...Object.values(DEFAULT_ROLES)];
  const byName = new Map(keys.map((key) => [displayName(key, language).toLowerCase(), key]));
  return (name) => byName.get(name.trim().toLowerCase()) ?? name.trim();
}

function readLimits(
  section: PolicySection | undefined,
  rules: PolicyRules,
  {
    t,
    r,
    figureCell,
    defaultName,
    skipped,
    canon,
    found,
  }: {
    t: (typeof POLICY_PHRASES)[Language];
    r: (typeof RULE_PHRASES)[Language];
    figureCell: FigureCell;
    defaultName: (name: string) => string;
    skipped: Skipped;
    canon: Canon;
    found: { composerTable: boolean };
  },
): void {
  if (!section) return;
  const items = Object.entries(t.travelItems).map(([item, label]) => [fold(label).toLowerCase(), item] as const);
  const mealsAt = inverse(fold(r.mealsAt(HOLE)));
  const lodgingAt = inverse(fold(r.lodgingAt(HOLE)));
  for (const rows of tables(section.text)) {
    const header = rows[0]!.map((cell) => canon(fold(cell)).toLowerCase());
    const body = rows.slice(1);
    if (header.join("|") === t.roleTableHeader.map((cell) => cell.toLowerCase()).join("|")) {
      found.composerTable = true;
      for (const row of body) {
        const [name = "", monthly = "", perTransaction = ""] = row;
        const month = figureCell(monthly, row.join(" | "));
        const each = figureCell(perTransaction, row.join(" | "));
        if ((filled(monthly) && !month) || (filled(perTransaction) && !each)) skipped(row);
        if (!month && !each) continue;
        // A default role is written as proposed; a role the company named keeps its name, even "Directors".
        const written = unescaped(name);
        const role =
          month?.provenance.kind === "proposed" && (!each || each.provenance.kind === "proposed") ? defaultName(written) : written;
        // One row may hold the company's figure and a proposed one: a rule each, as the writer had them.
        const provenances = [month?.provenance, each?.provenance].filter(Boolean) as Provenance[];
        const same = provenances.every((provenance) => provenance.kind === provenances[0]!.kind);
        if (same)
          rules.roles.push({ role, monthly: month?.money ?? null, perTransaction: each?.money ?? null, provenance: provenances[0]! });
        else {
          rules.roles.push({ role, monthly: month?.money ?? null, perTransaction: null, provenance: month!.provenance });
          rules.roles.push({ role, monthly: null, perTransaction: each?.money ?? null, provenance: each!.provenance });
        }
      }
    } else if (header.join("|") === t.travelTableHeader.map((cell) => cell.toLowerCase()).join("|")) {
      found.composerTable = true;
      for (const row of body) {
        const [label = "", company = ""] = row;
        const figure = figureCell(company, row.join(" | "));
        const folded = canon(fold(label));
        const item = items.find(([text]) => text === folded.toLowerCase())?.[1];
        // A limit row whose figure no longer reads, or a figure on a row the reader does not know.
        const limitRow = (item !== undefined && !item.startsWith("perDiem")) || mealsAt.test(folded) || lodgingAt.test(folded);
        if ((limitRow && filled(company) && !figure) || (!limitRow && figure && !item)) skipped(row);
        if (!figure) continue;
        const place = (name: string) => {
          const country = countryCodeFromName(name) ?? regionFromCountryName(name);
          return country
            ? { kind: "destination" as const, country, city: null }
            : { kind: "destination" as const, country: null, city: name };
        };
        const limit = (kind: Limit["place"]): Limit => ({ amount: figure.money, place: kind, provenance: figure.provenance });
        if (item === "mealsHome") rules.meals.push(limit({ kind: "home" }));
        else if (item === "mealsAbroad") rules.meals.push(limit({ kind: "abroad" }));
        else if (item === "lodgingHome") rules.lodging.push(limit({ kind: "home" }));
        else if (item === "lodgingAbroad") rules.lodging.push(limit({ kind: "abroad" }));
        else if (item === "mileage") {
          const unit = /\b(?:mile|milla|milha)\b/i.test(company) ? "mi" : "km";
          rules.mileage = { unit, basis: "fixed", rate: figure.money, official: null, provenance: figure.provenance };
        } else if (mealsAt.test(folded)) rules.meals.push(limit(place(mealsAt.exec(folded)![1]!)));
        else if (lodgingAt.test(folded)) rules.lodging.push(limit(place(lodgingAt.exec(folded)![1]!)));
      }
    }
  }
}

function readSubmission(
  section: PolicySection | undefined,
  rules: PolicyRules,
  {
    language,
    t,
    r,
    figureCell,
    defaultName,
    currency,
    skipped,
    canon,
    found,
  }: {
    language: Language;
    t: (typeof POLICY_PHRASES)[Language];
    r: (typeof RULE_PHRASES)[Language];
    figureCell: FigureCell;
    defaultName: (name: string) => string;
    currency: string;
    skipped: Skipped;
    canon: Canon;
    found: { composerTable: boolean };
  },
): void {
  if (!section) return;
  const bands = [
    { pattern: inverse(fold(r.band(HOLE, HOLE))), from: 1, to: 2 },
    { pattern: inverse(fold(r.band(HOLE, null))), from: 1, to: 0 },
    { pattern: inverse(fold(r.band(null, HOLE))), from: 0, to: 1 },
    { pattern: inverse(fold(r.band(null, null))), from: 0, to: 0 },
  ];
  const scopes: Array<[string, ApprovalScope]> = [
    [fold(r.scopeAll).toLowerCase(), { kind: "all" }],
    [fold(r.scopeInternational).toLowerCase(), { kind: "international" }],
    ...EXPENSE_CATEGORIES.map((category): [string, ApprovalScope] => [
      fold(r.categories[category]).toLowerCase(),
      { kind: "category", category },
    ]),
  ];
  const scopeRole = inverse(fold(r.scopeRole(HOLE)));
  const proposedMark = fold(r.proposed(HOLE)).split(HOLE)[1] ?? "";
  for (const rows of tables(section.text)) {
    if (
      rows[0]!.map((cell) => canon(fold(cell)).toLowerCase()).join("|") !==
      r.approvalMatrixHeader.map((cell) => cell.toLowerCase()).join("|")
    )
      continue;
    found.composerTable = true;
    for (const row of rows.slice(1)) {
      const [rawBand = "", approverCell = "", scopeCell = ""] = row.map(fold);
      const bandCell = canon(rawBand);
      const proposed = proposedMark !== "" && bandCell.endsWith(proposedMark);
      const bandText = proposed ? bandCell.slice(0, -proposedMark.length).trim() : bandCell;
      const band = bands.map((candidate) => ({ candidate, match: candidate.pattern.exec(bandText) })).find(({ match }) => match);
      if (!band || !filled(approverCell)) {
        if (row.some(filled)) skipped(row);
        continue;
      }
      const money = (index: number): Money | null => {
        if (index === 0) return null;
        const text = band.match![index]!;
        return figureCell(text, bandText)?.money ?? null;
      };
      const above = money(band.candidate.from) ?? { amount: 0, currency };
      const upTo = money(band.candidate.to);
      const roleScope = scopeRole.exec(scopeCell);
      const scope = roleScope
        ? { kind: "role" as const, role: defaultName(unescaped(roleScope[1]!)) }
        : (scopes.find(([label]) => label === canon(scopeCell).toLowerCase())?.[1] ?? { kind: "all" as const });
      const provenance: Provenance = proposed
        ? { kind: "proposed", why: "written as proposed in the policy" }
        : { kind: "user", words: row.join(" | ") };
      const approver = unescaped(approverCell);
      rules.approvals.push({ above, upTo, approver: proposed ? defaultName(approver) : approver, scope, provenance });
    }
  }
  const lines = bulletsAndLines(section.text);
  const said = (line: string): Provenance => ({ kind: "user", words: line });
  const submit = [true, false].map((business) => ({ business, pattern: inverse(fold(t.submitWithin(NUMBER_HOLE, business))) }));
  const reimburse = [true, false].map((business) => ({ business, pattern: inverse(fold(r.reimburseWithin(NUMBER_HOLE, business))) }));
  const notice = inverse(fold(t.internationalNotice(HOLE)));
  // A late claim's line, each form: not paid or paid with an approver's sign-off; at the deadline, N days after, or a day of next month.
  const lateForms = ([null, HOLE] as const).flatMap((approver) =>
    [
      { afterDays: null, dayOfNextMonth: null },
      { afterDays: NUMBER_HOLE, dayOfNextMonth: null },
      { afterDays: null, dayOfNextMonth: NUMBER_HOLE },
    ].map((cutOff) => {
      const rendered = fold(r.lateClaims(approver, cutOff));
      // Which capture is the number and which the approver, by where each hole stands.
      const numberFirst = !approver || rendered.indexOf(String(NUMBER_HOLE)) < rendered.indexOf(HOLE);
      return { pattern: inverse(rendered), approver: approver !== null, cutOff, numberFirst };
    }),
  );
  const receiptsOver = inverse(fold(t.receiptsOver(HOLE)));
  const receiptsFrom = inverse(fold(t.receiptsFrom(HOLE)));
  const documentRefused = inverse(fold(r.documentRefused(HOLE, null)));
  const documentRefusedFor = inverse(fold(r.documentRefused(HOLE, HOLE)));
  const documentNames = DOCUMENT_TYPES.map((type) => [fold(r.documents[type]).toLowerCase(), type] as const);
  const categoryNames = EXPENSE_CATEGORIES.map((category) => [fold(r.categories[category]).toLowerCase(), category] as const);
  for (const line of lines) {
    for (const { business, pattern } of submit) {
      const match = pattern.exec(line);
      if (match && !rules.submission) rules.submission = { days: Number(match[1]), businessDays: business, provenance: said(line) };
    }
    for (const { business, pattern } of reimburse) {
      const match = pattern.exec(line);
      if (match && !rules.reimbursement) rules.reimbursement = { days: Number(match[1]), businessDays: business, provenance: said(line) };
    }
    for (const form of lateForms) {
      const match = rules.lateClaims ? null : form.pattern.exec(line);
      if (!match) continue;
      const captures = match.slice(1);
      const [first, second] = form.numberFirst ? captures : [...captures].reverse();
      const number = form.cutOff.afterDays || form.cutOff.dayOfNextMonth ? Number(first) : null;
      const approver = form.approver ? unescaped((number === null ? first : second)!) : null;
      rules.lateClaims = {
        outcome: approver ? "approval" : "forfeited",
        approver: approver ? defaultName(approver) : null,
        afterDays: form.cutOff.afterDays ? number : null,
        dayOfNextMonth: form.cutOff.dayOfNextMonth ? number : null,
        provenance: said(line),
      };
    }
    const ahead = notice.exec(line);
    if (ahead) rules.notice.push({ days: Number(/\d+/.exec(ahead[1]!)?.[0] ?? 0), scope: "international", provenance: said(line) });
    if (!rules.receipts && fold(t.receiptsForEvery) === line) rules.receipts = { above: null, provenance: said(line) };
    const over = receiptsOver.exec(line) ?? receiptsFrom.exec(line);
    if (!rules.receipts && over) {
      const figure = figureCell(over[1]!, line);
      if (figure) rules.receipts = { above: figure.money, provenance: figure.provenance };
    }
    const refused = documentRefusedFor.exec(line) ?? documentRefused.exec(line);
    if (refused) {
      const document = documentNames.find(([name]) => name === refused[1]!.toLowerCase())?.[1];
      const category = refused[2] ? (categoryNames.find(([name]) => name === refused[2]!.toLowerCase())?.[1] ?? null) : null;
      if (document) rules.documents.push({ document, accepted: false, category, provenance: said(line) });
    }
  }
  if (rules.approvals.length === 0) readLegacyApprovalLines(lines, rules, { language, figureCell, defaultName });
}

/**
 * Policies written before the approval matrix state each tier as a sentence ("Expenses over
 * $1,000.00 need the prior approval of the CFO."); the writer no longer renders them, so their
 * patterns live here, read only when the text has no matrix.
 */
const LEGACY_APPROVAL_LINES: Record<Language, RegExp> = {
  en: /^(?:(.+?): )?expenses over (.+?) need the prior approval of (.+?)\.$/iu,
  es: /^(?:(.+?): )?los gastos de más de (.+?) requieren la aprobación previa de (.+?)\.$/iu,
  "pt-BR": /^(?:(.+?): )?despesas acima de (.+?) exigem aprovação prévia de (.+?)\.$/iu,
};

function readLegacyApprovalLines(
  lines: string[],
  rules: PolicyRules,
  { language, figureCell, defaultName }: { language: Language; figureCell: FigureCell; defaultName: (name: string) => string },
): void {
  for (const line of lines) {
    const match = LEGACY_APPROVAL_LINES[language].exec(line);
    const figure = match && figureCell(match[2]!, line);
    if (!match || !figure) continue;
    const scope: ApprovalScope = match[1] ? { kind: "role", role: defaultName(unescaped(match[1])) } : { kind: "all" };
    rules.approvals.push({ above: figure.money, upTo: null, approver: unescaped(match[3]!), scope, provenance: figure.provenance });
  }
}

function readTravelLines(
  section: PolicySection | undefined,
  rules: PolicyRules,
  { t, r }: { t: (typeof POLICY_PHRASES)[Language]; r: (typeof RULE_PHRASES)[Language] },
): void {
  if (!section) return;
  const cabinNames = CABINS.map((cabin) => [fold(t.cabins[cabin]).toLowerCase(), cabin] as const);
  const cabinOf = (name: string): Cabin | undefined => cabinNames.find(([text]) => text === name.toLowerCase())?.[1];
  const allowed = [
    { pattern: inverse(fold(r.cabinAllowed(HOLE, NUMBER_HOLE, HOLE))), hours: 2, role: 3 },
    { pattern: inverse(fold(r.cabinAllowed(HOLE, NUMBER_HOLE, null))), hours: 2, role: 0 },
    { pattern: inverse(fold(r.cabinAllowed(HOLE, null, HOLE))), hours: 0, role: 2 },
    { pattern: inverse(fold(r.cabinAllowed(HOLE, null, null))), hours: 0, role: 0 },
  ];
  const never = [
    { pattern: inverse(fold(r.cabinNever(HOLE, HOLE))), role: 2 },
    { pattern: inverse(fold(r.cabinNever(HOLE, null))), role: 0 },
  ];
  const bookAhead = inverse(fold(t.bookAhead(NUMBER_HOLE)));
  for (const line of bulletsAndLines(section.text)) {
    const said: Provenance = { kind: "user", words: line };
    for (const { pattern, hours, role } of allowed) {
      const match = pattern.exec(line);
      const cabin = match && cabinOf(match[1]!);
      if (!match || !cabin) continue;
      rules.travelClass.push({
        cabin,
        allowed: true,
        minHours: hours ? Number(match[hours]) : null,
        role: role ? unescaped(match[role]!) : null,
        provenance: said,
      });
      break;
    }
    for (const { pattern, role } of never) {
      const match = pattern.exec(line);
      const cabin = match && cabinOf(match[1]!);
      if (!match || !cabin) continue;
      rules.travelClass.push({ cabin, allowed: false, minHours: null, role: role ? unescaped(match[role]!) : null, provenance: said });
      break;
    }
    const ahead = bookAhead.exec(line);
    if (ahead) rules.notice.push({ days: Number(ahead[1]), scope: "all", provenance: said });
  }
}

/** The composer's caps: "Taxis and rides: up to $60.00 per ride.", "Tips: up to 15% of the bill." */
function readCaps(
  section: PolicySection | undefined,
  rules: PolicyRules,
  {
    t,
    figureCell,
  }: { t: (typeof POLICY_PHRASES)[Language]; figureCell: (cell: string, row: string) => { money: Money; provenance: Provenance } | null },
): void {
  if (!section || !section.text.includes(fold(t.capsHeading))) return;
  const shapes = CAPPED_ITEMS.flatMap((item) => [
    ...CAP_UNITS.map((per) => ({ item, per, pattern: inverse(fold(t.capLine(t.capItems[item], { amount: HOLE, per }))) })),
    { item, per: "bill" as const, percent: true, pattern: inverse(fold(t.capLine(t.capItems[item], { percent: HOLE }))) },
  ]);
  for (const line of bulletsAndLines(section.text)) {
    for (const shape of shapes) {
      const match = shape.pattern.exec(line);
      if (!match) continue;
      if ("percent" in shape) {
        const percent = Number(match[1]!.replace(",", "."));
        if (percent > 0 && percent <= 100)
          rules.caps.push({ item: shape.item, amount: null, percent, per: "bill", provenance: { kind: "user", words: line } });
      } else {
        const figure = figureCell(match[1]!, line);
        if (figure)
          rules.caps.push({ item: shape.item, amount: figure.money, percent: null, per: shape.per, provenance: figure.provenance });
      }
      break;
    }
  }
}

function readCards(
  section: PolicySection | undefined,
  rules: PolicyRules,
  { t, r, currency }: { t: (typeof POLICY_PHRASES)[Language]; r: (typeof RULE_PHRASES)[Language]; currency: string },
): void {
  if (!section) return;
  const advanceUpTo = inverse(fold(t.cashAdvance(true, HOLE)));
  const advance = fold(t.cashAdvance(true, undefined));
  const noAdvance = fold(t.cashAdvance(false, undefined));
  const settle = [true, false].map((business) => ({ business, pattern: inverse(fold(r.settleAdvanceWithin(NUMBER_HOLE, business))) }));
  for (const line of bulletsAndLines(section.text)) {
    const said: Provenance = { kind: "user", words: line };
    const upTo = advanceUpTo.exec(line);
    if (upTo) {
      const amount = findAmounts(upTo[1]!)[0];
      rules.cashAdvance = {
        allowed: true,
        max: amount ? { amount: amount.amount, currency: amount.mark.kind === "code" ? amount.mark.code : currency } : null,
        provenance: said,
      };
    } else if (line === advance) rules.cashAdvance = { allowed: true, max: null, provenance: said };
    else if (line === noAdvance) rules.cashAdvance = { allowed: false, max: null, provenance: said };
    for (const { business, pattern } of settle) {
      const match = pattern.exec(line);
      if (match) rules.advanceSettlement = { days: Number(match[1]), businessDays: business, provenance: said };
    }
  }
}

function readProhibitions(
  section: PolicySection | undefined,
  rules: PolicyRules,
  { t, r }: { t: (typeof POLICY_PHRASES)[Language]; r: (typeof RULE_PHRASES)[Language] },
): void {
  if (!section) return;
  const items = PROHIBITED_ITEMS.map((item) => [fold(`${r.prohibited[item]}.`), item] as const);
  const alcohol: Array<[string, "withClients" | "withMeals" | null]> = [
    [fold(t.alcohol.never), null],
    [fold(t.alcohol.clientEntertainmentOnly), "withClients"],
    [fold(t.alcohol.withMealsOnly), "withMeals"],
  ];
  for (const line of bulletsAndLines(section.text)) {
    const said: Provenance = { kind: "user", words: line };
    const item = items.find(([text]) => text === line)?.[1];
    if (item && item !== "alcohol") rules.prohibited.push({ item, except: null, provenance: said });
    const drink = alcohol.find(([text]) => text === line);
    if (drink) rules.prohibited.push({ item: "alcohol", except: drink[1], provenance: said });
  }
}
