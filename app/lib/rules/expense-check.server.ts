import { POLICY_PHRASES } from "~/lib/composer/policy-phrases.server";
import { RULE_PHRASES } from "~/lib/composer/rule-phrases.server";
import { toBaseVocabulary } from "~/lib/composer/variants/in-variant.server";
import { sectionOfHeading } from "~/lib/composer/section-of-heading.server";
import { headingOf, mentionsNumber, splitSections } from "~/lib/markdown/policy-sections";
import { placeCountry, sameCity } from "~/lib/reading/expense-places";
import { readExpenseNote, readExpenseSigns, type ExpenseSigns } from "~/lib/reading/expense-question";
import { currencyOfCountry } from "~/lib/reading/countries";
import { normaliseWords } from "~/lib/reading/text";
import { findAmounts } from "~/lib/reading/money";
import { formatMoney, formatNumber, numberLocale } from "~/lib/site/format-money";
import type { Language } from "~/lib/site/languages";
import type { CardControls } from "./card-controls.server";
import type { CardRule } from "./card-rule";
import { DEFAULT_APPROVERS, DEFAULT_ROLES, displayName } from "../rulebook/default-approvers";
import type { Clause, ExpenseAnswer, ExpenseQuery, MissingField, UnneededFact, Verdict } from "../rulebook/expense";
import { alternativesOf, isTried, settle, type Alternative, type Place, type Tried } from "./expense-unknowns.server";
import { EXPENSE_PHRASES, type ExpensePhrases, type PlaceWords } from "./expense-phrases.server";
import { receiptLineOf, unreadLineAbout } from "./unread-lines.server";
import { REFUSED_IN_WORDS, refusalsAsked, type RefusedKind } from "~/lib/reading/refused-words";
import { plain as foldedText } from "~/lib/reading/text";
import { RIDE } from "~/lib/reading/expense-words";
import { LATE_CLAIM } from "~/lib/reading/rules/deadlines";
import understandingEn from "~/locales/en/understanding";
import understandingEs from "~/locales/es/understanding";
import understandingPt from "~/locales/pt-BR/understanding";
import {
  DOCUMENT_TYPES,
  type Cabin,
  type CappedItem,
  type CapUnit,
  type DocumentType,
  type ExpenseCategory,
  type ProhibitedItem,
} from "../rulebook/policy-rules";

/** The names of capped items and their units, as the panel writes them, per answer language. */
const CAP_ITEMS: Record<Language, Record<CappedItem, string>> = {
  en: understandingEn.caps.items,
  es: understandingEs.caps.items,
  "pt-BR": understandingPt.caps.items,
};
const CAP_ITEMS_PER: Record<Language, Record<CapUnit, string>> = {
  en: understandingEn.caps.per,
  es: understandingEs.caps.per,
  "pt-BR": understandingPt.caps.per,
};

/*
 * "Can I expense this?": one expense judged by the rules read from the latest revision's text
 * (the card controls), every deciding clause quoted from that text. A wrong "allowed" costs more
 * than a question back, so an answer that depends on something the caller did not say is
 * `cannot_tell`, naming it. Decisions the rules leave open, taken here:
 * - The lowest band of the approval matrix for all spend (from 0) is the approval every expense
 *   report goes through: it names the approver but does not turn the verdict into needs_approval
 *   (every composed policy has one, so otherwise nothing would ever be "allowed"), unless the
 *   question asks who approves ("does the CFO have to sign?"): then that approver is the answer.
 * - A document the policy refuses is `needs_document`, not `not_reimbursable`, even where the
 *   policy does not pay expenses without a valid document: the right one can still be asked for;
 *   that line is quoted beside the refusal.
 * - A cabin no rule allows needs approval in advance when the policy pays upgrades approved in
 *   advance (every composed policy says so); a cabin the policy "never" allows is not reimbursable.
 * - The general list of non-reimbursable expenses (minibar, fines, personal…) and "receipts for
 *   every expense" are not card rules: they are read from their lines of the text.
 * - A fact the caller did not give is asked for only when its values lead to different answers
 *   (`expense-unknowns.server.ts`): an expense with no place is tried at home, abroad and in each
 *   destination, whatever its currency, one expense as a batch row. Over every cap by a different
 *   excess, it is over the limit with the home excess, the place said to be assumed.
 * - Each limit is compared in its own currency: a rate is needed only for a limit in another one,
 *   and approval bands in another currency than the expense's need it only when no limit of the
 *   expense is in its currency (otherwise the answer says who approves above the band, at the
 *   policy's rate).
 * - An amount band the approval matrix leaves without an approver is needs_approval, naming who
 *   approves below and above it.
 */

export type CheckablePolicy = {
  slug: string;
  revision: number;
  contentHash: string;
  language: Language;
  markdown: string;
  controls: CardControls;
  /** Where the policy's exchange rate comes from, as its rules read it ("the card statement"), when they do. */
  exchangeRateSource?: string | null;
  /** Lines of the text that look like a rule but read into none (`readCardControls`): what they speak of is not "unlimited". */
  notRead?: readonly string[];
};

type Money = { amount: number; currency: string };
type Finding = {
  verdict: Verdict;
  reason?: string;
  clauses: Clause[];
  approvers?: string[];
  excess?: Money;
  documents?: DocumentType[];
  missing?: MissingField[];
  /**
   * It answers what the question asked whatever the amount ("can I have a beer with dinner?", "the
   * hotel gave me a boleta", "can I get an advance?"): with no amount given, the amount is not asked for.
   */
  decides?: true | "anyExpense";
};
type LimitRule = Extract<CardRule, { type: "mealsPerDiem" | "lodgingCap" }>;
type ApprovalRule = Extract<CardRule, { type: "approvalThreshold" }>;
type DeadlineRule = Extract<CardRule, { type: "submissionDeadline" | "reimbursementDeadline" | "advanceSettlementDeadline" }>;
/** How one judgement runs: a place tried for an unknown one, facts that did not matter or were taken for granted. */
type Options = {
  place?: Place;
  /** The expense as the caller gave it (what "understood" shows), when another is judged. */
  shown?: Partial<ExpenseQuery>;
  /** Facts whose every value gives this answer: said once in the summary, not asked. */
  unneeded?: UnneededFact[];
  /** Facts that do not change the answer, left out of what it asks. */
  ignore?: UnneededFact[];
  /** Facts the judgement of `shown` took for granted. */
  assumed?: MissingField[];
  /** Facts some value of an unknown one needs too: asked with it. */
  alsoAsk?: MissingField[];
  /** With `unneeded`: the reasons every value gave, the only ones said. */
  common?: string[];
  /** A value tried for an unknown fact: the verdict, approver, excess and what is missing, no sentence or clauses. */
  bare?: boolean;
  /** What the question's words say the policy may refuse (a trip a client already paid). */
  refusals?: readonly RefusedKind[];
  /** What the question's words say beside the fields: no document at hand, a cash advance asked for. */
  signs?: ExpenseSigns;
};

/** A line of the text as an answer quotes it, with the forms it is matched in. */
type Line = {
  /** Bullet marker and emphasis gone; a table row's cells joined with " — ". */
  text: string;
  /** The writer's base vocabulary, lower case, spaces collapsed: compared with rendered phrases. */
  key: string;
  /** Lower case, no accents, words only: searched with the recognisers below. */
  loose: string;
  cells: string[] | null;
};
type Prepared = {
  sections: Map<number, { heading: string; lines: Line[] }>;
  /** What a query does not change, found once per policy: a rule's clause, a line of the text. */
  clauses: Map<string, Clause[]>;
  /** The same, by the rule object a policy's controls hold. */
  byRule: WeakMap<CardRule, Clause[]>;
  found: Map<string, unknown>;
};

const SEVERITY: readonly Verdict[] = ["allowed", "needs_document", "needs_approval", "cannot_tell", "over_limit", "not_reimbursable"];
const severity = (verdict: Verdict) => SEVERITY.indexOf(verdict);
/** Section numbers as the writer places them. */
const PURPOSE = 1;
const TRAVEL = 2;
const SUBMISSION = 5;
const NON_REIMBURSABLE = 6;
/** How far above a night's cap a hotel price without a count of nights is still taken as one night's. */
const ONE_NIGHT_REACH = 1.5;
/** Expenses of a trip: an international approval tier may apply to them. */
const TRIP_CATEGORIES: readonly ExpenseCategory[] = ["airfare", "lodging", "meals", "groundTransport"];

/** Items of the general non-reimbursable list and the country's, as their lines name them (accents folded). */
const ITEM_WORDS: Record<ProhibitedItem, Record<Language, RegExp>> = {
  alcohol: { en: /\balcohol/, es: /\balcohol/, "pt-BR": /\balcool/ },
  firstClass: { en: /\bfirst class\b/, es: /\bprimera clase\b/, "pt-BR": /\bprimeira classe\b/ },
  businessClass: { en: /\bbusiness class\b/, es: /\bclase ejecutiva\b/, "pt-BR": /\bclasse executiva\b/ },
  minibar: { en: /\bminibar\b/, es: /\bminibar\b/, "pt-BR": /\bfrigobar\b|\bminibar\b/ },
  spa: { en: /\bspa\b/, es: /\bspa\b/, "pt-BR": /\bspa\b/ },
  gambling: { en: /\bgambling\b|\bbetting\b/, es: /\bjuegos de azar\b|\bapuestas\b/, "pt-BR": /\bjogos de azar\b|\bapostas\b/ },
  tobacco: { en: /\btobacco\b/, es: /\btabaco\b/, "pt-BR": /\btabaco\b/ },
  fines: { en: /\bfines\b/, es: /\bmultas\b/, "pt-BR": /\bmultas\b/ },
  personal: { en: /^personal expenses\b/, es: /^gastos personales\b/, "pt-BR": /^despesas pessoais\b/ },
  upgrades: { en: /^upgrades?\b/, es: /^mejoras\b/, "pt-BR": /^mudanca para classe\b|^upgrades?\b/ },
  cashWithdrawals: { en: /\bcash withdrawals?\b/, es: /\bretiros? de efectivo\b/, "pt-BR": /\bsaques?\b/ },
  giftCards: { en: /\bgift cards?\b/, es: /\btarjetas de regalo\b/, "pt-BR": /\bcartoes presente\b/ },
  entertainment: { en: /^entertainment\b/, es: /^entretenimiento\b/, "pt-BR": /^entretenimento\b/ },
  laundry: { en: /\blaundry\b/, es: /\blavanderia\b/, "pt-BR": /\blavanderia\b/ },
  inRoomMovies: {
    en: /\bin room (?:entertainment|movies)\b/,
    es: /\bentretenimiento en la habitacion\b|\bpeliculas en la habitacion\b/,
    "pt-BR": /\bentretenimento no quarto\b|\bfilmes no quarto\b/,
  },
  tips: { en: /\btips\b/, es: /\bpropinas\b/, "pt-BR": /\bgorjetas\b/ },
};
/** A line that pays its item only when approved beforehand ("… not approved in advance"). */
const IN_ADVANCE: Record<Language, RegExp> = {
  en: /\bapproved in advance\b/,
  es: /\baprobad[oa]s? de antemano\b/,
  "pt-BR": /\baprovad[oa]s? previamente\b/,
};
/** The policy's own sentence on amounts in another currency, when it has one. */
const EXCHANGE_RATE: Record<Language, RegExp> = {
  en: /\bexchange rates?\b|\bforeign currenc|\bconverted at\b/,
  es: /\btipo de cambio\b|\btasa de cambio\b|\bmoneda extranjera\b|\btasa representativa\b|\btrm\b/,
  "pt-BR": /\btaxa de cambio\b|\bcotacao\b|\bmoeda estrangeira\b|\bptax\b/,
};
/** "Expenses without a valid document are not paid", as the country packs write it in section 6. */
const WITHOUT_DOCUMENT: Record<Language, RegExp> = {
  en: /^expenses (?:without|supported only)\b/,
  es: /^gastos (?:sin|soportados solo)\b/,
  "pt-BR": /^despesas (?:sem|comprovadas apenas)\b/,
};
/** Currencies travellers carry abroad: an amount in them says nothing of the country it was spent in. */
const TRAVEL_CURRENCIES = new Set(["USD", "EUR"]);
/** A line on cash advances, in any of the three languages (accents folded). */
const ADVANCE_WORDS = /\b(?:advances?|anticipos?|adelantos?|adiantamentos?)\b/;
const round = (value: number) => Math.round(value * 100) / 100;
const loose = normaliseWords;

/**
 * Intl formatters are costly to build and a batch formats the same limits a thousand times:
 * formatted figures, locales and phrase keys are kept, a bounded number of them.
 */
function memo<T>(limit: number): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    if (kept.size >= limit) kept.clear();
    const value = make();
    kept.set(key, value);
    return value;
  };
}
const formatted = memo<string>(20_000);
const locales = memo<string>(200);
const phraseKeys = memo<string>(5_000);
/** A policy's text split and keyed once per revision, whichever request or batch row asks. */
const texts = memo<{ markdown: string; prepared: Prepared }>(64);

/**
 * `words`: the question the expense was asked in, when it was (its description or note otherwise):
 * what the policy refuses in words ("the client already paid it") is read from them.
 */
export function checkExpense(
  policy: CheckablePolicy,
  query: Partial<ExpenseQuery>,
  answerLanguage: Language,
  words?: string,
): ExpenseAnswer {
  const key = `${policy.slug}|${policy.revision}|${policy.contentHash}|${policy.language}`;
  let text = texts(key, () => ({ markdown: policy.markdown, prepared: prepare(policy.markdown, policy.language) }));
  if (text.markdown !== policy.markdown) text = { markdown: policy.markdown, prepared: prepare(policy.markdown, policy.language) };
  const said = words ?? [query.description, query.note].filter(Boolean).join("\n");
  const folded = said ? foldedText(said) : "";
  const refusals = said ? refusalsAsked(folded) : [];
  const signs: ExpenseSigns = said ? { ...readExpenseSigns(folded), ...(RIDE.test(folded) ? { ride: true } : {}) } : {};
  const answer = judgeExpense(policy, text.prepared, query, answerLanguage, refusals, signs);
  if (answer.verdict !== "allowed") return answer;
  const withoutReceipt = signs.withoutDocument && !answer.understood.document;
  const line =
    (withoutReceipt ? receiptLineOf(textLines(text.prepared), policy.controls.rules) : undefined) ??
    unreadLineAbout(policy.notRead, answer.understood, policy.controls.rules);
  return line ? unreadAnswer(answer, line, text.prepared, policy, answerLanguage) : answer;
}

/**
 * An expense of a kind no rule limits, which a line the rules reader could not place speaks of: not
 * "nothing limits it" but `cannot_tell`, quoting that line (the policy's owner says what it means).
 */
function unreadAnswer(answer: ExpenseAnswer, line: string, text: Prepared, policy: CheckablePolicy, language: Language): ExpenseAnswer {
  const p = EXPENSE_PHRASES[language];
  const shown = readable(line);
  const quoted = shown ? loose(shown.text) : loose(line);
  let clause: Clause | undefined;
  for (const [section, { heading, lines }] of text.sections) {
    const found = lines.find((candidate) => candidate.loose === quoted);
    if (found) {
      clause = { section, heading, text: found.text, provenance: "user" };
      break;
    }
  }
  if (!clause) {
    // Under a heading no section of ours is titled: quoted under the heading above it, as written.
    const rows = policy.markdown.split("\n");
    const at = rows.findIndex((row) => readable(row) !== null && loose(readable(row)!.text) === quoted);
    const above =
      at < 0
        ? undefined
        : rows
            .slice(0, at)
            .reverse()
            .find((row) => headingOf(row.trim()));
    const heading = above ? (headingOf(above.trim())?.title ?? "") : "";
    const section = Math.max(0, sectionOfHeading(heading, policy.language));
    if (at >= 0) clause = { section, heading, text: readable(rows[at]!)!.text, provenance: "user" };
  }
  const { amount, currency, category } = answer.understood;
  const subject =
    amount !== undefined && currency && category
      ? ` — ${p.expense(formatMoney({ amount, currency }, numberLocale(language, policy.controls.policy.country)), p.categories[category])}`
      : "";
  return {
    ...answer,
    verdict: "cannot_tell",
    summary: `${p.verdicts.cannot_tell}${subject}: ${p.unreadLine(clause?.text ?? shown?.text ?? line)}.`,
    clauses: [...(clause ? [clause] : []), ...answer.clauses],
  };
}

function judgeExpense(
  policy: CheckablePolicy,
  prepared: Prepared,
  query: Partial<ExpenseQuery>,
  answerLanguage: Language,
  refusals: readonly RefusedKind[],
  signs: ExpenseSigns,
): ExpenseAnswer {
  const given = withNote(query);
  const judge = (judged: Partial<ExpenseQuery>, options: Options = {}) =>
    new Judgement(policy, prepared, judged, answerLanguage, { ...options, refusals, signs });
  const base = judge(given);
  const answer = base.answer();
  // Ask only what matters: the facts the caller did not give, tried value by value.
  let unknown = unique((answer.missing ?? []).filter(isTried));
  if (unknown.length === 0) return answer;
  const tryAll = (facts: Tried[]) => {
    const alternatives = alternativesOf(policy.controls.rules, policy.controls.policy.country, given, facts, base.where);
    return alternatives?.map((alternative) => {
      const judgement = judge(alternative.query, { place: alternative.place, bare: true });
      return { alternative, answer: judgement.answer(), judgement };
    });
  };
  let tried = tryAll(unknown);
  if (!tried) return answer;
  let settled = settle(unknown, tried);
  // A value may need another fact the caller did not give (a meal: where it was eaten): when the
  // answers differ, that fact is tried too, and may make them agree (a tip under every cap).
  const revealed = unique(tried.flatMap(({ answer: tryAnswer }) => (tryAnswer.missing ?? []).filter(isTried))).filter(
    (field) => !unknown.includes(field),
  );
  if (!("agreed" in settled) && revealed.length > 0) {
    const wider = tryAll([...unknown, ...revealed]);
    if (wider) {
      [unknown, tried] = [[...unknown, ...revealed], wider];
      settled = settle(unknown, tried);
    }
  }
  if ("agreed" in settled) {
    const { query: judged, place } = settled.agreed as Alternative;
    const verdict = tried[0]!.answer.verdict;
    const unneeded = unknown.filter((field) => !settled.assumed.includes(field));
    // Over every cap, by a different excess at home and abroad: the home one is said, and the place shown as assumed.
    if (settled.assumed.length > 0) {
      const shown = { ...answer.understood, ...(place?.country ? { country: place.country } : {}) };
      const assumed = unique([...(answer.assumed ?? []), ...settled.assumed]);
      return judge(judged, { place, shown, assumed, unneeded }).answer();
    }
    // Said are the reasons every value gives ("finance must approve it"), not one value's ("business needs approval under 8 hours").
    const [first, ...others] = tried.map(({ judgement }) => judgement.deciding(verdict));
    const common = first!.filter((reason) => others.every((reasons) => reasons.includes(reason)));
    return judge(judged, { place, shown: answer.understood, assumed: answer.assumed, unneeded, common }).answer();
  }
  const ignore = unknown.filter((field) => !settled.matters.includes(field));
  // What a value needs besides (the nights of a stay, if it was at home) is asked too, once the category is known.
  const alsoAsk = unknown.includes("category") ? [] : settled.alsoAsk.filter((field) => !(answer.missing ?? []).includes(field));
  return ignore.length > 0 || alsoAsk.length > 0 ? judge(given, { ignore, alsoAsk }).answer() : answer;
}

/** The facts a free-text description or note adds (the fields sent win); the text itself is not judged. */
function withNote(query: Partial<ExpenseQuery>): Partial<ExpenseQuery> {
  const { description, note, ...fields } = query;
  if (description === undefined && note === undefined) return query;
  const facts = readExpenseNote([description, note].filter(Boolean).join("\n"));
  const items = unique([...(fields.items ?? []), ...(facts.items ?? [])]);
  return { ...facts, ...fields, ...(items.length > 0 ? { items } : {}) };
}

/** Every quotable line of the text, section by section. */
function textLines(prepared: Prepared): string[] {
  return [...prepared.sections.values()].flatMap((section) => section.lines.map((line) => line.text));
}

function prepare(markdown: string, language: Language): Prepared {
  const sections = new Map<number, { heading: string; lines: Line[] }>();
  const split = splitSections(markdown, (heading) => sectionOfHeading(heading, language));
  // A policy written as a memo or an e-mail, with no heading at all: its lines are one section (0), quoted under no heading.
  const parts = split.length > 0 ? split : [{ number: 0, heading: "", text: markdown }];
  for (const section of parts) {
    const lines = section.text
      .split("\n")
      .map((raw) => readable(raw))
      .filter((line): line is { text: string; cells: string[] | null } => line !== null)
      .map(({ text, cells }) => ({ text, cells, key: keyOf(text, language), loose: loose(text) }));
    if (!sections.has(section.number)) sections.set(section.number, { heading: section.heading, lines });
  }
  return { sections, clauses: new Map(), byRule: new WeakMap(), found: new Map() };
}

/** A line as an answer quotes it: no bullet, no emphasis; a table row's filled cells joined with " — ". */
function readable(raw: string): { text: string; cells: string[] | null } | null {
  const line = raw.trim();
  if (!line || headingOf(line)) return null;
  if (/^\|.*\|$/.test(line)) {
    if (/^\|(?:\s*:?-{3,}:?\s*\|)+$/.test(line)) return null;
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => plain(cell.trim()));
    const shown = cells.filter((cell) => cell !== "" && cell !== "—");
    return shown.length > 0 ? { text: shown.join(" — "), cells } : null;
  }
  const text = plain(line.replace(/^(?:[-*+]|\d+\.)\s+/, ""));
  return text ? { text, cells: null } : null;
}

function plain(text: string): string {
  return text
    .replace(/\*\*|__/g, "")
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?![\w*])/g, "$1$2")
    .replace(/\\([\\`*_{}[\]()#+\-.!|&<>])/g, "$1")
    .replace(/[ \t]+/g, " ")
    .trim();
}

function keyOf(text: string, language: Language): string {
  return toBaseVocabulary(text, language)
    .normalize("NFC")
    .replace(/\*\*|__/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** A phrase of the writer as a key, kept: the same few phrases are compared on every check. */
function phraseKey(text: string, language: Language): string {
  return phraseKeys(`${language}\u0000${text}`, () => keyOf(text, language));
}

class Judgement {
  private readonly p: ExpensePhrases;
  private readonly t: (typeof POLICY_PHRASES)[Language];
  private readonly r: (typeof RULE_PHRASES)[Language];
  private readonly rules: CardRule[];
  private readonly currency: string | null;
  private readonly home: string | null;
  private readonly locale: string;
  private readonly place: Place;
  private readonly findings: Finding[] = [];
  /** Who approves the expense as every report is approved, when no other tier applies. */
  private routineApprover: string | undefined;
  /** Facts taken for granted: a flight in economy. */
  private readonly assumed: MissingField[] = [];
  /** The rate is asked for once, whichever comparison needs it first. */
  private rateAsked = false;

  constructor(
    private readonly policy: CheckablePolicy,
    private readonly text: Prepared,
    private query: Partial<ExpenseQuery>,
    private readonly answerLanguage: Language,
    private readonly options: Options = {},
  ) {
    this.p = EXPENSE_PHRASES[answerLanguage];
    this.t = POLICY_PHRASES[policy.language];
    this.r = RULE_PHRASES[policy.language];
    this.rules = policy.controls.rules;
    this.home = policy.controls.policy.country;
    this.currency =
      policy.controls.policy.currency ?? this.rules.flatMap((rule) => ("amount" in rule ? [rule.amount.currency] : []))[0] ?? null;
    this.locale = locales(`${answerLanguage}|${this.home}`, () => numberLocale(answerLanguage, this.home));
    this.place = options.place ?? this.placeOf();
  }

  /** Where the expense was judged to be spent. */
  get where(): Place {
    return this.place;
  }

  /** The reasons of the findings that decide the verdict (after `answer()`). */
  deciding(verdict: Verdict): string[] {
    return this.findings.flatMap((finding) => (finding.verdict === verdict && finding.reason ? [finding.reason] : []));
  }

  answer(): ExpenseAnswer {
    if (this.options.signs?.advance && this.checkAdvance()) {
      this.checkApprovals();
      return this.assemble();
    }
    this.mileageOwed();
    this.checkTiming();
    const { query } = this;
    const missing: MissingField[] = [];
    if (query.amount === undefined) missing.push("amount");
    if (!query.currency) missing.push("currency");
    // Asked who approves, or told someone already did.
    const aboutApproval = this.options.signs?.approvalAsked || this.options.signs?.approvalGiven;
    // "Exactly $10,000: does the CFO have to sign?": who approves an amount needs no kind of expense, only the bands.
    if (aboutApproval && !query.category && missing.length === 0) {
      this.checkApprovals();
      return this.assemble();
    }
    if (!query.category) missing.push("category");
    if (missing.length > 0) this.add({ verdict: "cannot_tell", clauses: [], missing });
    // A meal with clients under a cap per guest is judged by that cap, not by the spender's own daily meals limit.
    const byGuestCap = query.category === "meals" && query.withClients && this.guestCap() !== undefined;
    if ((query.category === "meals" && !byGuestCap) || query.category === "lodging") this.checkPlaceLimit(query.category);
    this.checkRoleLimit();
    this.checkItemCaps();
    if (query.category === "mileage") this.checkMileage();
    if (query.category === "airfare" || query.cabin || query.items?.some((item) => item === "firstClass" || item === "businessClass"))
      this.checkCabin();
    this.checkItems();
    this.checkRefusedInWords();
    this.checkDocuments();
    this.checkApprovals();
    // "Brenda can approve my $4.8k claim, right?": asked who approves, the band's approver answers it; the nights
    // or the city another limit would need are not asked for.
    if (aboutApproval && this.findings.some((finding) => finding.verdict === "needs_approval"))
      for (let index = this.findings.length - 1; index >= 0; index--)
        if (this.findings[index]!.verdict === "cannot_tell") this.findings.splice(index, 1);
    return this.assemble();
  }

  // ——— The checks ———

  private checkPlaceLimit(category: "meals" | "lodging") {
    const type = category === "meals" ? "mealsPerDiem" : "lodgingCap";
    const limits = this.rules.filter((rule): rule is LimitRule => rule.type === type);
    if (limits.length === 0) return;
    const rule = this.limitForPlace(limits);
    if (rule === "unknown") {
      this.add({ verdict: "cannot_tell", clauses: limits.flatMap((limit) => this.ruleClause(limit)), missing: ["place"] });
      return;
    }
    if (!rule) return;
    const total = this.amountIn(rule.amount.currency);
    if (total === null) return;
    const limit = rule.amount.value;
    const where = this.p.place(this.placeWords(rule));
    const clauses = this.ruleClause(rule);
    const money = (value: number) => this.money({ amount: value, currency: rule.amount.currency });
    if (category === "meals") {
      const people = this.query.attendees ?? 1;
      const perPerson = round(total / people);
      if (perPerson <= limit) {
        this.add({ verdict: "allowed", reason: this.p.mealsWithin(money(perPerson), money(limit), where, people > 1), clauses });
      } else {
        const excess = this.toPolicy(round(total - limit * people), rule.amount.currency);
        this.add({
          verdict: "over_limit",
          reason: this.p.mealsOver(money(perPerson), money(limit), where, people > 1, this.money(excess)),
          clauses,
          excess,
        });
      }
      return;
    }
    let nights = this.query.nights;
    if (nights === undefined) {
      // Within the cap for the whole amount: within it for any number of nights. Above it, it may be a stay.
      if (total <= limit) {
        this.add({ verdict: "allowed", reason: this.p.lodgingWithin(null, money(limit), where), clauses });
        return;
      }
      // "Hotel in Shoreditch was £205, only a tenner over" a £195 cap: a price this close to one night's cap is
      // one night's (two nights would be under £103 each); it is shown as assumed. Further above, it may be a stay.
      if (total > limit * ONE_NIGHT_REACH) {
        this.add({ verdict: "cannot_tell", clauses, missing: ["nights"] });
        return;
      }
      nights = 1;
      this.assumed.push("nights");
    }
    const perNight = round(total / nights);
    if (perNight <= limit) {
      this.add({ verdict: "allowed", reason: this.p.lodgingWithin(money(perNight), money(limit), where), clauses });
    } else {
      const excess = this.toPolicy(round(total - limit * nights), rule.amount.currency);
      this.add({
        verdict: "over_limit",
        reason: this.p.lodgingOver(money(perNight), money(limit), where, this.money(excess)),
        clauses,
        excess,
      });
    }
  }

  private checkRoleLimit() {
    const role = this.query.role;
    if (!role) return;
    const rule = this.rules.find(
      (candidate): candidate is Extract<CardRule, { type: "roleMonthlyLimit" | "rolePerTransactionLimit" }> =>
        candidate.type === "rolePerTransactionLimit" && sameRole(candidate.role, role),
    );
    if (!rule) return;
    const amount = this.amountIn(rule.amount.currency);
    if (amount === null) return;
    const limit = this.money({ amount: rule.amount.value, currency: rule.amount.currency });
    const clauses = this.ruleClause(rule);
    const name = this.say(rule.role);
    if (amount <= rule.amount.value) this.add({ verdict: "allowed", reason: this.p.roleWithin(name, limit), clauses });
    else {
      const excess = this.toPolicy(round(amount - rule.amount.value), rule.amount.currency);
      this.add({ verdict: "over_limit", reason: this.p.roleOver(name, limit, this.money(excess)), clauses, excess });
    }
  }

  /**
   * Caps per unit on what the expense is (schema v3): a taxi or ride-hailing fare against the cap per
   * ride, a meal with clients against the cap per person (the amount shared by the attendees).
   */
  private checkItemCaps() {
    const { query } = this;
    const caps = this.rules.filter((rule): rule is Extract<CardRule, { type: "itemCap" }> => rule.type === "itemCap");
    const ride =
      query.category === "groundTransport" && this.options.signs?.ride
        ? caps.find((cap) => cap.item === "taxi" && cap.per === "ride")
        : undefined;
    const guest = (query.category === "meals" || query.category === "entertainment") && query.withClients ? this.guestCap() : undefined;
    const rule = ride ?? guest;
    if (!rule) return;
    const total = this.amountIn(rule.amount.currency);
    if (total === null) return;
    // A meal over the cap per person with no head count may still be within it: how many people is asked.
    if (rule === guest && query.attendees === undefined && total > rule.amount.value) {
      this.add({ verdict: "cannot_tell", clauses: this.ruleClause(rule), missing: ["attendees"] });
      return;
    }
    const people = rule === guest ? Math.max(1, query.attendees ?? 1) : 1;
    const each = total / people;
    const cap = this.money({ amount: rule.amount.value, currency: rule.amount.currency });
    const item = CAP_ITEMS[this.answerLanguage][rule.item].toLowerCase();
    const perUnit = `${cap} ${CAP_ITEMS_PER[this.answerLanguage][rule.per]}`;
    const clauses = this.ruleClause(rule);
    if (each <= rule.amount.value) this.add({ verdict: "allowed", reason: this.p.capWithin(item, perUnit), clauses });
    else {
      const excess = this.toPolicy(round((each - rule.amount.value) * people), rule.amount.currency);
      this.add({ verdict: "over_limit", reason: this.p.capOver(item, perUnit, this.money(excess)), clauses, excess });
    }
  }

  /** The cap per guest at a meal or event with clients, when the policy sets one. */
  private guestCap(): Extract<CardRule, { type: "itemCap" }> | undefined {
    return this.rules.find(
      (rule): rule is Extract<CardRule, { type: "itemCap" }> =>
        rule.type === "itemCap" && rule.item === "entertainment" && rule.per === "person",
    );
  }

  /**
   * A claim said to be submitted so many days after the expense ("a trip that ended 45 days ago"),
   * against the deadline to submit and what the policy does with late claims: not paid, paid only
   * with someone's approval, or paid up to a cut-off of its own. The timing decides whatever the amount.
   */
  private checkTiming() {
    const days = this.query.submittedAfterDays;
    if (days === undefined) return;
    const submission = this.rules.find((rule): rule is DeadlineRule => rule.type === "submissionDeadline");
    const late = this.rules.find((rule): rule is Extract<CardRule, { type: "lateClaims" }> => rule.type === "lateClaims");
    if (!submission && !late) return;
    const { p } = this;
    const clauses = [...(submission ? this.ruleClause(submission) : []), ...(late ? this.ruleClause(late) : [])];
    const deadline = submission ? p.deadline(submission.days, submission.businessDays) : null;
    const pastDeadline = submission ? (submission.businessDays ? businessDaysIn(days) : days) > submission.days : false;
    // The policy's own cut-off ("more than 90 days after the expense", "after day 5 of the following month").
    const cutOff = late ? this.lateCutOff(late, days) : null;
    const beyond = cutOff ? cutOff.passed : pastDeadline;
    const said = deadline ?? cutOff?.words ?? "";
    if (!beyond) {
      const reason = pastDeadline && cutOff ? p.lateBeforeCutOff(said, cutOff.words) : deadline ? p.withinDeadline(deadline) : null;
      if (reason) this.add({ verdict: "allowed", reason, clauses, decides: "anyExpense" });
      return;
    }
    const past = cutOff ? cutOff.words : said;
    if (!late) this.add({ verdict: "needs_approval", reason: p.lateNoRule(past), clauses, decides: "anyExpense" });
    else if (late.outcome === "forfeited")
      this.add({ verdict: "not_reimbursable", reason: p.lateForfeited(past), clauses, decides: "anyExpense" });
    else {
      const approver = this.say(late.approver ?? "");
      this.add({
        verdict: "needs_approval",
        reason: p.lateWithApproval(past, approver),
        clauses,
        approvers: approver ? [approver] : [],
        decides: "anyExpense",
      });
    }
  }

  /** Whether a late claim's own cut-off has passed `days` after the expense, and how it is said; null when it has none. */
  private lateCutOff(late: Extract<CardRule, { type: "lateClaims" }>, days: number): { passed: boolean; words: string } | null {
    if (late.afterDays) return { passed: days > late.afterDays, words: this.p.cutOffDays(late.afterDays) };
    if (!late.dayOfNextMonth) return null;
    const words = this.p.cutOffDayOfMonth(late.dayOfNextMonth);
    const spent = this.query.date ? new Date(`${this.query.date}T00:00:00Z`) : null;
    // With no date, "45 days ago" is past any day of the following month.
    if (!spent) return { passed: days > 31 + late.dayOfNextMonth, words };
    const cutOff = Date.UTC(spent.getUTCFullYear(), spent.getUTCMonth() + 1, late.dayOfNextMonth);
    return { passed: spent.getTime() + days * 86_400_000 > cutOff, words };
  }

  /**
   * Driving one's own car, asked with a distance and no amount ("drove 120 miles, how much?"): what
   * the rate pays for it is the amount judged (taken for granted, shown as such). With neither, the
   * answer is what the policy pays per unit, not a question back.
   */
  private mileageOwed() {
    const { query } = this;
    if (query.category !== "mileage" || query.amount !== undefined) return;
    const rule = this.rules.find((candidate): candidate is Extract<CardRule, { type: "mileageRate" }> => candidate.type === "mileageRate");
    if (!rule) return;
    if (query.distance === undefined) {
      this.add({
        verdict: "allowed",
        reason: this.p.mileagePaidAt(this.money({ amount: rule.amount.value, currency: rule.amount.currency }), rule.unit),
        clauses: this.ruleClause(rule),
        decides: true,
      });
      return;
    }
    this.query = { ...query, amount: round(rule.amount.value * query.distance), currency: rule.amount.currency };
    this.assumed.push("amount");
  }

  /**
   * A cash advance asked for ("¿me dan un anticipo de S/ 1,800?"): refused, over or within the most
   * the policy advances, then its approval band; false when the policy says nothing of advances.
   */
  private checkAdvance(): boolean {
    const rule = this.rules.find((candidate): candidate is Extract<CardRule, { type: "cashAdvance" }> => candidate.type === "cashAdvance");
    if (!rule) return false;
    const clauses = this.ruleClause(rule);
    if (!rule.allowed) {
      this.add({ verdict: "not_reimbursable", reason: this.p.advanceRefused, clauses, decides: true });
      return true;
    }
    const { query } = this;
    if (query.amount === undefined || !query.currency) {
      const missing: MissingField[] = [
        ...(query.amount === undefined ? ["amount" as const] : []),
        ...(query.currency ? [] : ["currency" as const]),
      ];
      this.add({ verdict: "cannot_tell", clauses, missing });
      return true;
    }
    if (!rule.max) {
      this.add({ verdict: "allowed", reason: this.p.advanceWithin(null), clauses });
      return true;
    }
    const amount = this.amountIn(rule.max.currency);
    if (amount === null) return true;
    const most = this.money({ amount: rule.max.value, currency: rule.max.currency });
    if (amount <= rule.max.value) this.add({ verdict: "allowed", reason: this.p.advanceWithin(most), clauses });
    else {
      const excess = this.toPolicy(round(amount - rule.max.value), rule.max.currency);
      this.add({ verdict: "over_limit", reason: this.p.advanceOver(most, this.money(excess)), clauses, excess });
    }
    return true;
  }

  private checkMileage() {
    const rule = this.rules.find((candidate): candidate is Extract<CardRule, { type: "mileageRate" }> => candidate.type === "mileageRate");
    if (!rule) return;
    const clauses = this.ruleClause(rule);
    if (this.query.distance === undefined) {
      // Neither amount nor distance: what the rate pays was said (`mileageOwed`).
      if (this.query.amount === undefined) return;
      this.add({ verdict: "cannot_tell", clauses, missing: ["distance"] });
      return;
    }
    const amount = this.amountIn(rule.amount.currency);
    if (amount === null) return;
    const allowance = round(rule.amount.value * this.query.distance);
    const money = (value: number) => this.money({ amount: value, currency: rule.amount.currency });
    const rate = money(rule.amount.value);
    const distance = `${formatNumber(this.query.distance, this.locale)} ${rule.unit}`;
    if (amount <= allowance) this.add({ verdict: "allowed", reason: this.p.mileageWithin(money(allowance), rate, distance), clauses });
    else {
      const excess = this.toPolicy(round(amount - allowance), rule.amount.currency);
      this.add({
        verdict: "over_limit",
        reason: this.p.mileageOver(money(allowance), rate, distance, this.money(excess)),
        clauses,
        excess,
      });
    }
  }

  private checkCabin() {
    const { query } = this;
    let cabin: Cabin | undefined =
      query.cabin ?? (query.items?.includes("firstClass") ? "first" : query.items?.includes("businessClass") ? "business" : undefined);
    // A flight asked about with no class is the policy's usual one: judged as economy, which "what we
    // understood" shows, so a business ticket asked about loosely is not waved through unseen.
    if (!cabin && query.category === "airfare" && this.defaultCabinClause().length > 0) {
      cabin = "economy";
      this.query = { ...query, cabin };
      this.assumed.push("cabin");
    }
    if (!cabin) {
      this.add({ verdict: "cannot_tell", clauses: this.defaultCabinClause(), missing: ["cabin"] });
      return;
    }
    const name = this.p.cabins[cabin];
    const classes = this.rules.filter(
      (rule): rule is Extract<CardRule, { type: "travelClass" }> => rule.type === "travelClass" && rule.cabin === cabin,
    );
    const never = classes.filter((rule) => !rule.allowed);
    const barred = never.find((rule) => rule.role === null || (query.role && sameRole(rule.role, query.role)));
    // "First-class travel." among the company's own exclusions says the same as "never".
    const excluded = this.rules.find(
      (rule) =>
        rule.type === "prohibited" && rule.item === (cabin === "first" ? "firstClass" : cabin === "business" ? "businessClass" : null),
    );
    if (barred || excluded) {
      this.add({
        verdict: "not_reimbursable",
        reason: this.p.cabinNever(name),
        clauses: this.ruleClause((barred ?? excluded)!),
        decides: true,
      });
      return;
    }
    if (never.some((rule) => rule.role !== null) && !query.role) {
      this.add({ verdict: "cannot_tell", clauses: never.flatMap((rule) => this.ruleClause(rule)), missing: ["role"] });
      return;
    }
    if (cabin === "economy") {
      const rule = classes.find((candidate) => candidate.allowed);
      this.add({
        verdict: "allowed",
        reason: this.p.cabinAllowed(name),
        clauses: rule ? this.ruleClause(rule) : this.defaultCabinClause(),
        decides: true,
      });
      return;
    }
    const allowing = classes.filter((rule) => rule.allowed);
    const unknown = new Set<MissingField>();
    for (const rule of allowing) {
      const needs: MissingField[] = [];
      let fails = false;
      if (rule.role !== null) {
        if (!query.role) needs.push("role");
        else if (!sameRole(rule.role, query.role)) fails = true;
      }
      if (rule.minHours !== null) {
        if (query.flightHours === undefined) needs.push("flightHours");
        else if (query.flightHours < rule.minHours) fails = true;
      }
      if (fails) continue;
      if (needs.length === 0) {
        this.add({ verdict: "allowed", reason: this.p.cabinAllowed(name), clauses: this.ruleClause(rule), decides: true });
        return;
      }
      needs.forEach((field) => unknown.add(field));
    }
    if (unknown.size > 0) {
      this.add({ verdict: "cannot_tell", clauses: allowing.flatMap((rule) => this.ruleClause(rule)), missing: [...unknown] });
      return;
    }
    const upgrades = this.itemLine("upgrades");
    const clauses = [...allowing.flatMap((rule) => this.ruleClause(rule)), ...this.defaultCabinClause()];
    if (upgrades && IN_ADVANCE[this.policy.language].test(upgrades.line.loose)) {
      const approvers = this.amountApprovers();
      this.add(
        this.inAdvance(
          {
            verdict: "needs_approval",
            reason: this.p.cabinNeedsApproval(name, this.names(approvers)),
            clauses: [...clauses, this.listClause(upgrades.line)],
            approvers,
            decides: true,
          },
          this.p.items.upgrades,
        ),
      );
    } else this.add({ verdict: "not_reimbursable", reason: this.p.cabinNever(name), clauses, decides: true });
  }

  private checkItems() {
    const { query } = this;
    const items = new Set<ProhibitedItem>(query.items ?? []);
    if (query.category === "entertainment") items.add("entertainment");
    items.delete("firstClass");
    items.delete("businessClass");
    const meal = query.category === "meals" || query.category === "entertainment";
    for (const item of items) {
      const name = this.p.items[item];
      const rule = this.rules.find(
        (candidate): candidate is Extract<CardRule, { type: "prohibited" }> => candidate.type === "prohibited" && candidate.item === item,
      );
      if (rule) {
        const clauses = this.ruleClause(rule);
        if (rule.except === "withClients" && query.withClients)
          this.add({ verdict: "allowed", reason: this.p.allowedWithClients(name), clauses, decides: true });
        else if (rule.except === "withMeals" && meal)
          this.add({ verdict: "allowed", reason: this.p.allowedWithMeals(name), clauses, decides: true });
        else
          this.add({
            verdict: "not_reimbursable",
            reason:
              rule.except === "withClients"
                ? this.p.onlyWithClients(name)
                : rule.except === "withMeals"
                  ? this.p.onlyWithMeals(name)
                  : this.p.prohibited(name),
            clauses,
            decides: true,
          });
        continue;
      }
      // Not a card rule: the general list of section 6 (or the country's) may still name it.
      const found = this.itemLine(item);
      if (!found) continue;
      const clauses = [this.listClause(found.line)];
      const alcohol = (phrase: string) => item === "alcohol" && found.line.key === phraseKey(phrase, this.policy.language);
      if (alcohol(this.t.alcohol.allowed)) {
        // "Excessive alcohol: moderate drinks with a meal or client event are reimbursed."
        if (meal) this.add({ verdict: "allowed", reason: this.p.allowedWithMeals(name), clauses, decides: true });
        else this.add({ verdict: "not_reimbursable", reason: this.p.onlyWithMeals(name), clauses, decides: true });
      } else if (alcohol(this.t.alcohol.default)) {
        // "Alcoholic drinks, except at a business meal with clients approved in advance."
        if (query.withClients && meal) this.addApprovedInAdvance(name, clauses);
        else this.add({ verdict: "not_reimbursable", reason: this.p.onlyWithClients(name), clauses, decides: true });
      } else if (item === "upgrades" && IN_ADVANCE[this.policy.language].test(found.line.loose)) {
        this.addApprovedInAdvance(name, clauses);
      } else this.add({ verdict: "not_reimbursable", reason: this.p.prohibited(name), clauses, decides: true });
    }
  }

  /** An item the policy pays only when the amount's approvers agreed beforehand. */
  private addApprovedInAdvance(name: string, clauses: Finding["clauses"]) {
    const approvers = this.amountApprovers();
    const reason = this.p.onlyApprovedInAdvance(name, this.names(approvers));
    this.add(this.inAdvance({ verdict: "needs_approval", reason, clauses, approvers, decides: true }, name));
  }

  /** What the policy pays only when approved in advance: refused when the question says it was not ("nobody approved it beforehand"). */
  private inAdvance(finding: Finding, item: string): Finding {
    if (!this.options.signs?.notApproved) return finding;
    return { verdict: "not_reimbursable", reason: this.p.notApprovedInAdvance(item), clauses: finding.clauses, decides: true };
  }

  /** "The client already paid it", "my wife's flight": refused where a line of the policy refuses it in its words. */
  private checkRefusedInWords() {
    for (const kind of this.options.refusals ?? []) {
      const refusal = REFUSED_IN_WORDS.find((candidate) => candidate.kind === kind)!;
      const pattern = refusal.line[this.policy.language];
      const found = this.remember(`refused:${kind}`, () => {
        const line = this.find(NON_REIMBURSABLE, (candidate) => pattern.test(candidate.loose));
        if (line) return { section: NON_REIMBURSABLE, line };
        for (const [section, { lines }] of this.text.sections) {
          const other = lines.find((candidate) => pattern.test(candidate.loose));
          if (other) return { section, line: other };
        }
        return undefined;
      });
      if (found && refusal.atLeast && !this.atLeastStated(found.line)) continue;
      if (found)
        this.add({
          verdict: refusal.document ? "needs_document" : "not_reimbursable",
          reason: this.p.refusedInWords[kind],
          clauses: [found.section === NON_REIMBURSABLE ? this.listClause(found.line) : this.clause(found.section, found.line, "user")],
          ...(refusal.document ? { documents: [refusal.document] } : {}),
          decides: true,
        });
    }
  }

  /** Whether the expense reaches the least amount a refusing line states ("de Q 30,000.00 o más"); true when it states none. */
  private atLeastStated(line: Line): boolean {
    const [least] = findAmounts(line.text);
    if (!least) return true;
    const currency = least.mark.kind === "code" ? least.mark.code : this.currency;
    if (!currency) return false;
    const amount = this.amountIn(currency, "receipt");
    return amount !== null && amount >= least.amount;
  }

  private checkDocuments() {
    const { query } = this;
    const threshold = this.rules.find((rule): rule is Extract<CardRule, { type: "receiptThreshold" }> => rule.type === "receiptThreshold");
    if (threshold) {
      // In another currency with no rate, it may be over the threshold: the receipt is asked for.
      const amount = this.amountIn(threshold.amount.currency, "receipt") ?? (query.amount !== undefined ? Infinity : null);
      const over = threshold.amount.value > 0 ? this.money({ amount: threshold.amount.value, currency: threshold.amount.currency }) : null;
      if (amount !== null && amount > threshold.amount.value)
        this.add({
          ...this.receiptFinding(over),
          clauses: this.ruleClause(threshold),
        });
    } else {
      const every = this.remember("receiptsForEvery", () =>
        this.find(SUBMISSION, (line) => line.key === phraseKey(this.t.receiptsForEvery, this.policy.language)),
      );
      if (every) this.add({ ...this.receiptFinding(null), clauses: [this.clause(SUBMISSION, every, "proposed")] });
    }
    const document = query.document;
    if (!document) return;
    const refused = this.rules.find(
      (rule): rule is Extract<CardRule, { type: "documentRefused" }> =>
        rule.type === "documentRefused" && rule.document === document && (rule.category === null || rule.category === query.category),
    );
    if (!refused) return;
    const instead = this.remember(`accepted:${refused.category}`, () => this.acceptedInstead(refused.category));
    const withoutDocument = this.remember("withoutDocument", () =>
      this.find(NON_REIMBURSABLE, (line) => WITHOUT_DOCUMENT[this.policy.language].test(line.loose)),
    );
    this.add({
      verdict: "needs_document",
      reason: this.p.documentRefused(
        this.p.documents[document],
        refused.category ? this.p.categories[refused.category] : null,
        instead.length > 0 ? this.p.list(instead.map((type) => this.p.documents[type])) : null,
      ),
      clauses: [...this.ruleClause(refused), ...(withoutDocument ? [this.clause(NON_REIMBURSABLE, withoutDocument, "country")] : [])],
      documents: instead,
      decides: true,
    });
  }

  /**
   * A receipt the policy requires (over `over`, or for every expense): kept, or, when the question
   * says there is none ("lost the receipt"), the document it needs.
   */
  private receiptFinding(over: string | null): Omit<Finding, "clauses"> {
    if (this.options.signs?.withoutDocument && !this.query.document)
      return { verdict: "needs_document", reason: this.p.receiptMissing(over), documents: ["receipt"], decides: true };
    return { verdict: "allowed", reason: this.p.receiptRequired(over), documents: ["receipt"] };
  }

  private checkApprovals() {
    const { query } = this;
    const tiers = this.rules.filter((rule): rule is ApprovalRule => rule.type === "approvalThreshold");
    if (tiers.length === 0 || query.amount === undefined || !query.currency) return;
    const routine = this.routineTier(tiers);
    const approvers: string[] = [];
    const clauses: Clause[] = [];
    const bands: string[] = [];
    const atRate: ApprovalRule[] = [];
    let placeNeeded = false;
    for (const tier of tiers) {
      if (tier === routine) continue;
      const scope = tier.scope;
      if (scope.kind === "category" && !this.inCategory(scope.category)) continue;
      if (scope.kind === "role" && !(query.role && sameRole(scope.role, query.role))) continue;
      if (scope.kind === "international" && this.place.kind !== "abroad") {
        // A trip abroad approved before it, whatever it costs, is asked of the flight that makes the trip, not of each meal or night.
        if (
          this.place.kind === "unknown" &&
          (tier.amount.value > 0 || query.category === "airfare") &&
          query.category &&
          TRIP_CATEGORIES.includes(query.category) &&
          this.contains(tier)
        )
          placeNeeded = true;
        continue;
      }
      if (!this.contains(tier)) {
        if (tier.amount.value > 0 && this.bandAtRate(tier.amount.currency)) atRate.push(tier);
        continue;
      }
      approvers.push(tier.approver);
      clauses.push(...this.ruleClause(tier));
      bands.push(this.band(tier));
    }
    if (placeNeeded) {
      const international = tiers.filter((tier) => tier.scope.kind === "international");
      this.add({ verdict: "cannot_tell", clauses: international.flatMap((tier) => this.ruleClause(tier)), missing: ["place"] });
    }
    if (approvers.length > 0) {
      const unique = [...new Set(approvers)];
      this.add({
        verdict: "needs_approval",
        reason: this.p.approval(this.names(unique)!, this.p.list([...new Set(bands)])),
        clauses,
        approvers: unique,
      });
      return;
    }
    if (routine && this.contains(routine) && this.options.signs?.approvalAsked) {
      // Asked who approves: the band every report goes through is the answer, not a formality.
      this.add({
        verdict: "needs_approval",
        reason: this.p.approval(this.names([routine.approver])!, this.band(routine)),
        clauses: this.ruleClause(routine),
        approvers: [routine.approver],
      });
    } else if (routine && this.contains(routine)) {
      this.routineApprover = routine.approver;
      // An exception approved in advance already names who approves.
      const named = this.findings.some((finding) => (finding.approvers ?? []).length > 0);
      this.add({
        verdict: "allowed",
        reason: named ? undefined : this.p.routineApproval(this.say(routine.approver)),
        clauses: this.ruleClause(routine),
      });
    } else this.checkApprovalGap(tiers);
    if (atRate.length > 0) {
      // Decided by a limit in the expense's own currency: who approves above a band in another one, at the policy's rate.
      const first = atRate.reduce((lowest, tier) => (tier.amount.value < lowest.amount.value ? tier : lowest));
      this.add({
        verdict: "allowed",
        reason: this.p.approvalAtRate(this.say(first.approver), this.band(first)),
        clauses: [...this.ruleClause(first), ...this.exchangeClauses()],
      });
    }
  }

  /** The expense's category, or entertainment for a meal with clients (a client dinner is entertaining clients). */
  private inCategory(category: ExpenseCategory): boolean {
    return (
      category === this.query.category ||
      (category === "entertainment" && this.query.category === "meals" && Boolean(this.query.withClients))
    );
  }

  /**
   * An amount no band of its scope holds, above the end of one: the policy leaves it without an
   * approver, so it needs approval by who approves below it and above it, never a plain yes.
   */
  private checkApprovalGap(tiers: ApprovalRule[]) {
    const { query } = this;
    const applies = (tier: ApprovalRule) => {
      const scope = tier.scope;
      return (
        scope.kind === "all" ||
        (scope.kind === "category" && this.inCategory(scope.category)) ||
        (scope.kind === "role" && Boolean(query.role && sameRole(scope.role, query.role))) ||
        (scope.kind === "international" && this.place.kind === "abroad")
      );
    };
    const scopes = new Map<string, ApprovalRule[]>();
    for (const tier of tiers.filter(applies)) {
      const key = JSON.stringify([tier.scope, tier.amount.currency]);
      scopes.set(key, [...(scopes.get(key) ?? []), tier]);
    }
    for (const group of scopes.values()) {
      const amount = this.amountIn(group[0]!.amount.currency, "band");
      if (amount === null || group.some((tier) => this.within(tier, amount))) continue;
      const ended = group.filter((tier) => tier.upTo !== null && tier.upTo.value < amount);
      if (ended.length === 0) continue;
      const below = ended.reduce((best, tier) => (tier.upTo!.value > best.upTo!.value ? tier : best));
      const above = group
        .filter((tier) => tier.amount.value >= amount)
        .reduce<ApprovalRule | undefined>((best, tier) => (!best || tier.amount.value < best.amount.value ? tier : best), undefined);
      const money = (value: number) => this.money({ amount: value, currency: below.amount.currency });
      const approvers = unique([below.approver, ...(above ? [above.approver] : [])]);
      this.add({
        verdict: "needs_approval",
        reason: this.p.approvalGap(
          this.say(below.approver),
          money(below.upTo!.value),
          above ? money(above.amount.value) : null,
          above ? this.say(above.approver) : null,
        ),
        clauses: [...this.ruleClause(below), ...(above ? this.ruleClause(above) : [])],
        approvers,
      });
      return;
    }
  }

  // ——— Places, amounts, approvers ———

  private placeOf(): Place {
    const { city, country } = this.query;
    if (!city && !country) return { kind: "unknown" };
    const code = country ?? (city ? this.countryOfCity(city) : undefined);
    // A town no table knows ("Xela", "Red Deer", "Antofa"), paid in the home country's own money:
    // taken as at home, and said to be assumed. Dollars and euros are spent abroad too ("Tupiza $280"):
    // there its country is asked for when it matters.
    const home = this.home;
    const local = this.query.currency && home ? currencyOfCountry(home) : undefined;
    if (!code && city && home && local && this.query.currency === local && !TRAVEL_CURRENCIES.has(local)) {
      this.assumed.push("place");
      return { kind: "home", country: home, city };
    }
    if (!code || !this.home) return { kind: "unknown", city, country: code };
    return { kind: code === this.home ? "home" : "abroad", country: code, city };
  }

  /** A city's country: the destination the policy names, the city table, or a local name ("Cuzco", "NYC"). */
  private countryOfCity(city: string): string | undefined {
    const named = this.rules.find(
      (rule): rule is LimitRule =>
        (rule.type === "mealsPerDiem" || rule.type === "lodgingCap") && Boolean(rule.city && sameCity(rule.city, city)),
    );
    return named?.country ?? placeCountry(city) ?? (named?.city ? placeCountry(named.city) : undefined);
  }

  /** The limit of the place the expense was spent in; "unknown" when the place decides and is not known. */
  private limitForPlace(limits: LimitRule[]): LimitRule | "unknown" | null {
    const { place } = this;
    // A city's limit before its country's: "Tokyo: USD 300" over "Japan: USD 250".
    const destinations = limits.filter((rule) => rule.region === "destination" && this.matches(rule));
    const destination = destinations.find((rule) => rule.city) ?? destinations[0];
    if (destination) return destination;
    const differ = (candidates: LimitRule[]) => new Set(candidates.map((rule) => `${rule.amount.value} ${rule.amount.currency}`)).size > 1;
    if (place.kind === "unknown") {
      if (differ(limits)) return "unknown";
      return limits[0] ?? null;
    }
    const general = limits.find((rule) => rule.region === place.kind) ?? null;
    // A city limit in the same country (NYC for a US company) may apply when only the country is known.
    if (!place.city && !place.anyCity) {
      const cities = limits.filter(
        (rule) => rule.region === "destination" && rule.city && (rule.country ?? placeCountry(rule.city)) === place.country,
      );
      if (cities.length > 0 && differ(general ? [general, ...cities] : cities)) return "unknown";
    }
    return general;
  }

  private matches(rule: LimitRule): boolean {
    const { place } = this;
    if (rule.city) return Boolean(place.city && sameCity(rule.city, place.city));
    return Boolean(rule.country && place.country === rule.country);
  }

  private placeWords(rule: LimitRule): PlaceWords {
    if (rule.region !== "destination") return { kind: rule.region };
    return { kind: "destination", name: rule.city ?? this.countryName(rule.country ?? "") };
  }

  private countryName(code: string): string {
    return formatted(`region|${this.answerLanguage}|${code}`, () => {
      try {
        return new Intl.DisplayNames([this.answerLanguage], { type: "region" }).of(code) ?? code;
      } catch {
        return code;
      }
    });
  }

  /**
   * The amount in `currency`: as given, or converted to the policy's currency with the caller's rate.
   * Each limit is compared in its own currency; when it is another, the rate is asked for (once),
   * quoting the policy's exchange-rate rule. A receipt threshold never asks for it, and an approval
   * band does not when a limit of the expense is in the expense's currency (`bandAtRate`).
   */
  private amountIn(currency: string, use: "limit" | "band" | "receipt" = "limit"): number | null {
    const { amount, currency: given, exchangeRate } = this.query;
    if (amount === undefined || !given) return null;
    if (currency === given) return amount;
    if (exchangeRate !== undefined && currency === this.currency) return round(amount * exchangeRate);
    if (use === "receipt" || (use === "band" && this.bandAtRate(currency))) return null;
    if (!this.rateAsked) {
      this.rateAsked = true;
      this.add({ verdict: "cannot_tell", clauses: this.exchangeClauses(), missing: ["exchangeRate"] });
    }
    return null;
  }

  /**
   * A band in another currency than the expense's, which the expense's own limits do not need a rate
   * for: a peso policy's US hotel cap in dollars answers a dollar night; the band is said at the policy's rate.
   */
  private bandAtRate(currency: string): boolean {
    const { currency: given, exchangeRate, category, role } = this.query;
    if (!given || currency === given || exchangeRate !== undefined) return false;
    const type =
      category === "meals" ? "mealsPerDiem" : category === "lodging" ? "lodgingCap" : category === "mileage" ? "mileageRate" : null;
    return this.rules.some(
      (rule) =>
        "amount" in rule &&
        rule.amount.currency === given &&
        (rule.type === type || (rule.type === "rolePerTransactionLimit" && role !== undefined && sameRole(rule.role, role))),
    );
  }

  private toPolicy(value: number, currency: string): Money {
    const { currency: given, exchangeRate } = this.query;
    if (!this.currency || currency === this.currency) return { amount: value, currency };
    if (currency === given && exchangeRate !== undefined) return { amount: round(value * exchangeRate), currency: this.currency };
    return { amount: value, currency };
  }

  private contains(tier: ApprovalRule): boolean {
    // Every amount is in a band from 0 with no end, whatever its currency.
    if (tier.amount.value === 0 && tier.upTo === null) return this.query.amount !== undefined && Boolean(this.query.currency);
    const amount = this.amountIn(tier.amount.currency, "band");
    if (amount === null) return false;
    return this.within(tier, amount);
  }

  private within(tier: ApprovalRule, amount: number): boolean {
    const above = tier.amount.value;
    return (above === 0 ? amount >= 0 : amount > above) && (tier.upTo === null || amount <= tier.upTo.value);
  }

  /** The band every report goes through: the lowest tier for all spend, from 0. */
  private routineTier(tiers: ApprovalRule[]): ApprovalRule | undefined {
    const all = tiers.filter((tier) => tier.scope.kind === "all" && tier.amount.value === 0);
    return all.length === 1 ? all[0] : undefined;
  }

  /** Who approves this amount for all spend (the exception routes of upgrades and alcohol). */
  private amountApprovers(): string[] {
    const tiers = this.rules.filter((rule): rule is ApprovalRule => rule.type === "approvalThreshold" && rule.scope.kind === "all");
    return tiers.filter((tier) => this.contains(tier)).map((tier) => tier.approver);
  }

  private band(tier: ApprovalRule): string {
    const from = tier.amount.value > 0 ? this.money({ amount: tier.amount.value, currency: tier.amount.currency }) : null;
    const to = tier.upTo ? this.money({ amount: tier.upTo.value, currency: tier.upTo.currency }) : null;
    const band = this.p.band(from, to);
    const scope = tier.scope;
    if (scope.kind === "all") return band;
    const words =
      scope.kind === "international"
        ? this.p.scopes.international
        : scope.kind === "role"
          ? this.p.scopes.role(this.say(scope.role))
          : this.p.categories[scope.category];
    return `${words}, ${band}`;
  }

  private acceptedInstead(category: ExpenseCategory | null): DocumentType[] {
    const { r } = this;
    const lines = this.text.sections.get(SUBMISSION)?.lines ?? [];
    return DOCUMENT_TYPES.filter((type) =>
      [null, category].some((scope) =>
        lines.some(
          (line) => line.key === phraseKey(r.documentAccepted(r.documents[type], scope ? r.categories[scope] : null), this.policy.language),
        ),
      ),
    );
  }

  /** A name the writer gave by default ("Line manager") in the answer's language; the company's own as written. */
  private say(name: string): string {
    for (const key of [...Object.values(DEFAULT_APPROVERS), ...Object.values(DEFAULT_ROLES)]) {
      if (displayName(key, this.policy.language) === name) return displayName(key, this.answerLanguage).toLowerCase();
    }
    return name;
  }

  /** Approvers as the sentence names them ("the CFO and the CEO"); null when none. */
  private names(approvers: string[]): string | null {
    return approvers.length > 0 ? this.p.list(unique(approvers).map((name) => this.say(name))) : null;
  }

  private money(money: Money): string {
    return formatted(`${this.locale}|${money.currency}|${money.amount}`, () => formatMoney(money, this.locale));
  }

  // ——— Clauses ———

  private add(finding: Finding) {
    this.findings.push(finding);
  }

  private find(section: number, test: (line: Line) => boolean): Line | undefined {
    return this.text.sections.get(section)?.lines.find(test);
  }

  private clause(section: number, line: Line, provenance: Clause["provenance"]): Clause {
    return { section, heading: this.text.sections.get(section)?.heading ?? "", text: line.text, provenance };
  }

  /** The first line that passes the first test any line passes. */
  private pick(section: number, tests: Array<(line: Line) => boolean>): Line | undefined {
    const lines = this.text.sections.get(section)?.lines ?? [];
    for (const test of tests) {
      const found = lines.find(test);
      if (found) return found;
    }
    return undefined;
  }

  /** The line of the cited section that states the rule's figure or item (found once per policy). */
  private ruleClause(rule: CardRule): Clause[] {
    // The same rule objects are asked about on every row of a batch: found by identity first.
    const known = this.text.byRule.get(rule);
    if (known) return known;
    const key = JSON.stringify(rule);
    let clauses = this.text.clauses.get(key);
    if (!clauses) {
      clauses = this.findRuleClause(rule);
      this.text.clauses.set(key, clauses);
    }
    this.text.byRule.set(rule, clauses);
    return clauses;
  }

  /** A line of the text the query does not change, found once per policy. */
  private remember<T>(name: string, find: () => T): T {
    if (!this.text.found.has(name)) this.text.found.set(name, find());
    return this.text.found.get(name) as T;
  }

  private findRuleClause(rule: CardRule): Clause[] {
    const section = rule.source.section;
    const key = (text: string) => phraseKey(text, this.policy.language);
    const { t, r } = this;
    const row = (line: Line) => line.cells !== null;
    const first = (line: Line) => key(line.cells?.[0] ?? "");
    const states = (value: number) => (line: Line) => mentionsNumber(line.text, value);
    let line: Line | undefined;
    switch (rule.type) {
      case "mealsPerDiem":
      case "lodgingCap": {
        const meals = rule.type === "mealsPerDiem";
        const home = key(meals ? t.travelItems.mealsHome : t.travelItems.lodgingHome);
        const abroad = key(meals ? t.travelItems.mealsAbroad : t.travelItems.lodgingAbroad);
        const at = (place: string) => key(meals ? r.mealsAt(place) : r.lodgingAt(place));
        const label =
          rule.region === "home"
            ? (line: Line) => first(line) === home
            : rule.region === "abroad"
              ? (line: Line) => first(line) === abroad
              : rule.city
                ? (line: Line) => first(line) === at(rule.city!)
                : (line: Line) => first(line).startsWith(at("").replace(/\)$/, "")) && first(line) !== home && first(line) !== abroad;
        const value = states(rule.amount.value);
        line = this.pick(section, [(l) => row(l) && label(l) && value(l), (l) => row(l) && label(l), (l) => row(l) && value(l), value]);
        break;
      }
      case "rolePerTransactionLimit":
      case "roleMonthlyLimit": {
        const value = states(rule.amount.value);
        line = this.pick(section, [(l) => row(l) && first(l) === key(rule.role) && value(l), (l) => row(l) && value(l), value]);
        break;
      }
      case "approvalThreshold": {
        const scope = rule.scope;
        const scopeCell =
          scope.kind === "all"
            ? r.scopeAll
            : scope.kind === "international"
              ? r.scopeInternational
              : scope.kind === "category"
                ? r.categories[scope.category]
                : r.scopeRole(scope.role);
        const approver = key(rule.approver);
        const figures = [rule.amount.value, rule.upTo?.value ?? 0].filter((value) => value > 0);
        const band = (l: Line) => figures.every((value) => mentionsNumber(l.cells?.[0] ?? l.text, value));
        const names = (l: Line) => key(l.cells?.[1] ?? "") === approver || l.key.includes(approver);
        line = this.pick(section, [
          (l) => row(l) && band(l) && names(l) && key(l.cells?.[2] ?? "") === key(scopeCell),
          (l) => row(l) && band(l) && names(l),
          (l) => band(l) && names(l),
          (l) => row(l) && names(l),
        ]);
        break;
      }
      case "receiptThreshold":
        line = this.pick(section, [(l) => !row(l) && states(rule.amount.value)(l), states(rule.amount.value)]);
        break;
      case "mileageRate":
        line = this.pick(section, [(l) => row(l) && states(rule.amount.value)(l), states(rule.amount.value)]);
        break;
      case "itemCap":
        // "Taxis and rides: up to $60.00 per ride.", or the writer's own line with the figure.
        line = this.pick(section, [
          (l) => l.loose.includes(loose(t.capItems[rule.item])) && states(rule.amount.value)(l),
          states(rule.amount.value),
        ]);
        break;
      case "itemPercentCap":
        line = this.pick(section, [(l) => l.loose.includes(loose(t.capItems[rule.item])) && states(rule.percent)(l), states(rule.percent)]);
        break;
      case "cashAdvance": {
        const advance = (l: Line) => ADVANCE_WORDS.test(l.loose);
        line = this.pick(section, [(l) => advance(l) && (!rule.max || states(rule.max.value)(l)), advance]);
        break;
      }
      case "documentRefused": {
        const name = r.documents[rule.document];
        const exact = key(r.documentRefused(name, rule.category ? r.categories[rule.category] : null));
        line = this.pick(section, [(l) => l.key === exact, (l) => l.loose.includes(loose(name))]);
        break;
      }
      case "travelClass": {
        const cabin = t.cabins[rule.cabin];
        const exact = key(rule.allowed ? r.cabinAllowed(cabin, rule.minHours, rule.role) : r.cabinNever(cabin, rule.role));
        line = this.pick(section, [(l) => l.key === exact, (l) => l.loose.includes(loose(cabin))]);
        break;
      }
      case "prohibited": {
        const exact = [
          `${r.prohibited[rule.item]}.`,
          ...(rule.item === "alcohol" ? [t.alcohol.never, t.alcohol.clientEntertainmentOnly, t.alcohol.withMealsOnly] : []),
        ].map(key);
        line = this.pick(section, [(l) => exact.includes(l.key), (l) => ITEM_WORDS[rule.item][this.policy.language].test(l.loose)]);
        break;
      }
      case "submissionDeadline":
      case "reimbursementDeadline":
      case "advanceSettlementDeadline":
        line = this.pick(section, [(l) => !row(l) && states(rule.days)(l), states(rule.days)]);
        break;
      case "lateClaims":
        line = this.pick(section, [(l) => LATE_CLAIM.test(foldedText(l.text))]);
        break;
      default:
        line = undefined;
    }
    return line ? [this.clause(section, line, rule.source.provenance)] : [];
  }

  /** The non-reimbursable line that names an item, the company's own first. */
  private itemLine(item: ProhibitedItem): { line: Line } | undefined {
    return this.remember(`item:${item}`, () => {
      const words = ITEM_WORDS[item][this.policy.language];
      const line = this.find(NON_REIMBURSABLE, (candidate) => words.test(candidate.loose));
      return line ? { line } : undefined;
    });
  }

  /** A line of section 6: the general list and the alcohol line are ours, the rest the country's. */
  private listClause(line: Line): Clause {
    const ours = this.remember("generalList", () =>
      [...this.t.nonReimbursableItems, ...Object.values(this.t.alcohol)].map((text) => phraseKey(text, this.policy.language)),
    );
    return this.clause(NON_REIMBURSABLE, line, ours.includes(line.key) ? "proposed" : "country");
  }

  private defaultCabinClause(): Clause[] {
    return this.remember("economyByDefault", () => this.findDefaultCabinClause());
  }

  private findDefaultCabinClause(): Clause[] {
    const exact = phraseKey(this.t.economyByDefault, this.policy.language);
    const line = this.pick(TRAVEL, [(l) => l.key === exact, (l) => l.loose.includes(loose(this.t.cabins.economy))]);
    return line ? [this.clause(TRAVEL, line, "proposed")] : [];
  }

  /** The policy's own rule for other currencies, else the sentence naming its currency. */
  private exchangeClauses(): Clause[] {
    return this.remember("exchange", () => this.findExchangeClauses());
  }

  private findExchangeClauses(): Clause[] {
    // The line that names the policy's source ("the rate on the card statement"), else one on exchange rates.
    const source = this.policy.exchangeRateSource ? loose(this.policy.exchangeRateSource) : null;
    const words = EXCHANGE_RATE[this.policy.language];
    for (const test of [
      (line: Line) => source !== null && source !== "" && line.loose.includes(source),
      (line: Line) => words.test(line.loose),
    ]) {
      for (const [number, section] of this.text.sections) {
        const line = section.lines.find(test);
        if (line) return [this.clause(number, line, "user")];
      }
    }
    const code = this.currency;
    const line = code ? this.find(PURPOSE, (candidate) => candidate.text.includes(`(${code})`)) : undefined;
    return line ? [this.clause(PURPOSE, line, "proposed")] : [];
  }

  // ——— The answer ———

  private assemble(): ExpenseAnswer {
    const { p, policy } = this;
    const { ignore = [], unneeded = [], alsoAsk = [] } = this.options;
    if (alsoAsk.length > 0) this.add({ verdict: "cannot_tell", clauses: [], missing: alsoAsk });
    // The facts that do not change the answer are not asked for.
    let findings = this.findings
      .map((finding) =>
        finding.missing ? { ...finding, missing: finding.missing.filter((field) => !(ignore as MissingField[]).includes(field)) } : finding,
      )
      .filter((finding) => finding.verdict !== "cannot_tell" || (finding.missing ?? []).length > 0)
      .sort((a, b) => severity(b.verdict) - severity(a.verdict));
    let verdict = findings[0]?.verdict ?? "allowed";
    // Nothing the caller may add makes payable what the policy never pays: its amount, currency or
    // (once every value was tried) anything else is not asked for.
    const open = unique(findings.flatMap((finding) => finding.missing ?? []));
    const onlyAmount = open.every((field) => field === "amount" || field === "currency");
    if (verdict === "not_reimbursable" && (unneeded.length > 0 || onlyAmount))
      findings = findings.filter((finding) => finding.verdict !== "cannot_tell");
    // Asked about an item, a document or an advance with no amount: what decides it is the answer,
    // the amount is not asked for (limits and approvals are said once it is known).
    else if (verdict === "cannot_tell" && this.query.amount === undefined && findings.some((finding) => finding.decides)) {
      // Asked when a claim was submitted, what it was for is not asked either.
      const unasked = findings.some((finding) => finding.decides === "anyExpense")
        ? ["amount", "currency", "category"]
        : ["amount", "currency"];
      findings = findings
        .map((finding) =>
          finding.missing ? { ...finding, missing: finding.missing.filter((field) => !unasked.includes(field)) } : finding,
        )
        .filter((finding) => finding.verdict !== "cannot_tell" || (finding.missing ?? []).length > 0)
        .sort((a, b) => severity(b.verdict) - severity(a.verdict));
    }
    verdict = findings[0]?.verdict ?? "allowed";
    // Where every value of a fact gives this answer, the deciding findings are quoted and the reasons
    // said are those every value gives ("finance must approve it", not "within the limit at home").
    let said = (reason: string) => Boolean(reason);
    if (unneeded.length > 0) {
      findings = findings.filter((finding) => finding.verdict === verdict);
      const common = this.options.common ?? [];
      if (findings.some((finding) => finding.reason && common.includes(finding.reason))) said = (reason) => common.includes(reason);
    }
    verdict = findings[0]?.verdict ?? "allowed";
    const query = this.options.shown ?? this.query;
    const missing = unique(findings.flatMap((finding) => finding.missing ?? []));
    // Refused a document, the answer lists what the policy accepts instead, not the receipt rule.
    const documents = unique(
      findings.flatMap((finding) =>
        verdict !== "needs_document" || finding.verdict === "needs_document" ? (finding.documents ?? []) : [],
      ),
    );
    const approvers = unique(findings.flatMap((finding) => finding.approvers ?? []));
    const excesses = findings.flatMap((finding) => (finding.excess ? [finding.excess] : []));
    const excess = excesses.reduce<Money | undefined>(
      (largest, next) => (!largest || next.amount > largest.amount ? next : largest),
      undefined,
    );
    if (this.options.bare) {
      // A value tried for an unknown fact: what the answer comes to, not its words.
      const approver = approvers.length > 0 ? p.list(approvers) : this.routineApprover;
      return {
        verdict,
        summary: "",
        ...(approver ? { approver } : {}),
        ...(excess && verdict === "over_limit" ? { excess: { amount: excess.amount, currency: excess.currency } } : {}),
        ...(missing.length > 0 ? { missing } : {}),
        clauses: [],
        understood: query,
        provenance: { slug: policy.slug, revision: policy.revision, contentHash: policy.contentHash, language: policy.language },
      };
    }
    const clauses: Clause[] = [];
    for (const clause of findings.flatMap((finding) => finding.clauses)) {
      if (!clauses.some((seen) => seen.section === clause.section && seen.text === clause.text)) clauses.push(clause);
    }

    const context = {
      from: query.currency ?? "?",
      to: this.currency ?? "?",
      unit: this.rules.find((rule) => rule.type === "mileageRate")?.unit ?? "km",
      ...(policy.exchangeRateSource ? { source: policy.exchangeRateSource } : {}),
      ...(query.city && !query.country ? { city: query.city } : {}),
    };
    if (missing.includes("exchangeRate") && query.currency === this.currency) {
      // The caller's currency is the policy's: the rate missing is to a limit's third currency.
      const third = this.rules.find((rule) => "amount" in rule && rule.amount.currency !== query.currency);
      if (third && "amount" in third) context.to = third.amount.currency;
    }
    const ask = missing.length > 0 ? p.ask(p.list(missing.map((field) => p.missing[field](context)))) : null;
    // What is not paid is said alone (no limit, receipt or approval in its sentence); a refused document, no receipt reminder.
    const aside = (finding: Finding) =>
      (verdict === "not_reimbursable" && finding.verdict !== "not_reimbursable") ||
      (finding.verdict === "allowed" && verdict === "needs_document" && (finding.documents ?? []).length > 0);
    const reasons: string[] = [];
    for (const finding of findings) {
      const reason = finding.verdict === "cannot_tell" && ask ? ask : finding.reason;
      if (reason && said(reason) && !reasons.includes(reason) && !aside(finding)) reasons.push(reason);
    }
    if (reasons.length === 0) reasons.push(p.nothingLimits);
    if (unneeded.length > 0) reasons.push(p.sameAnyway(p.list(unneeded.map((field) => p.anyValue[field]))));

    const category = query.category ? p.categories[query.category] : null;
    let subject = "";
    if (query.amount !== undefined && query.currency && category) {
      subject = p.expense(this.money({ amount: query.amount, currency: query.currency }), category);
      if (query.exchangeRate !== undefined && this.currency && query.currency !== this.currency) {
        subject += ` ${p.converted(
          this.money({ amount: query.amount, currency: query.currency }),
          formatNumber(query.exchangeRate, this.locale),
          this.money({ amount: round(query.amount * query.exchangeRate), currency: this.currency }),
        )}`;
      }
    }
    const summary = `${p.verdicts[verdict]}${subject ? ` — ${subject}` : ""}: ${reasons.join("; ")}.`;

    const approver = approvers.length > 0 ? p.list(approvers) : this.routineApprover;
    const understood: Partial<ExpenseQuery> = { ...query };
    if (!this.options.shown) {
      if (!understood.country && this.place.country && /^[A-Z]{2}$/.test(this.place.country)) understood.country = this.place.country;
    }
    const assumed = unique([...(this.options.assumed ?? []), ...(this.options.shown ? [] : this.assumed)]);
    return {
      verdict,
      summary,
      ...(approver ? { approver } : {}),
      ...(excess && verdict === "over_limit" ? { excess: { amount: excess.amount, currency: excess.currency } } : {}),
      ...(documents.length > 0 ? { documents } : {}),
      ...(missing.length > 0 ? { missing } : {}),
      ...(unneeded.length > 0 ? { unneeded: [...unneeded] } : {}),
      ...(assumed.length > 0 ? { assumed } : {}),
      clauses,
      understood,
      provenance: { slug: policy.slug, revision: policy.revision, contentHash: policy.contentHash, language: policy.language },
    };
  }
}

/** Working days within `days` calendar days after an expense: five in every week. */
function businessDaysIn(days: number): number {
  return Math.floor(days / 7) * 5 + Math.min(days % 7, 5);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** "Directors" and "director", "Gerentes" and "gerente": case, accents and a plural ending aside. */
function sameRole(a: string, b: string): boolean {
  const words = (text: string) =>
    loose(text)
      .replace(/^(?:the|el|la|los|las|o|a|os|as)\s+/, "")
      .split(" ");
  const x = words(a);
  const y = words(b);
  if (x.length !== y.length) return false;
  return x.every((word, index) => {
    const other = y[index]!;
    return word === other || `${word}s` === other || `${other}s` === word || `${word}es` === other || `${other}es` === word;
  });
}
