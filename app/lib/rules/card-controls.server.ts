import type { CompanyReading, Money } from "~/lib/reading/company-reading";
import { displayName } from "~/lib/rulebook/default-approvers";
import type { ApprovalScope, PolicyRules, ProhibitedItem, Provenance } from "~/lib/rulebook/policy-rules";
import { findCountryPack } from "~/lib/composer/country-packs.server";
import { completeRules } from "~/lib/composer/rulebook.server";
import { readRulesFromText } from "./rules-from-text.server";
import { sectionOfHeading } from "~/lib/composer/section-of-heading.server";
import type { Language } from "~/lib/site/languages";
import { MERCHANT_CATEGORIES, mccLabel, type MerchantCategory } from "./merchant-categories";
import { mentionsNumber, splitSections, writersSections, type PolicySection } from "../markdown/policy-sections";
import type { Amount, CardRule, RuleSource } from "./card-rule";
import { csvCell } from "~/lib/platform/csv";

export type { Amount, CardRule, RuleSource } from "./card-rule";

/** Text without its markdown emphasis and with one space between words: "**7 hours or more**" reads "7 hours or more". */
const unmarked = (text: string) => text.replace(/\*\*|__|(?<!\w)[*_]|[*_](?!\w)/g, "").replace(/\s+/g, " ");

/*
 * The rules of a policy a card platform can enforce (spec: "spend outside the policy flagged"),
 * read from the latest text itself (a pure function of the revision: an owner's edit, a section
 * rewrite, a restore or an update changes them), each citing the section that states it and
 * marked proposed when the policy marks its figure so. A rule the text does not state is absent.
 */

export const CARD_CONTROLS_SCHEMA = "/schemas/card-controls.v3.json";

type RuleWithoutSource = CardRule extends infer Rule ? (Rule extends CardRule ? Omit<Rule, "source"> : never) : never;

export type CardControls = {
  $schema: typeof CARD_CONTROLS_SCHEMA;
  version: 3;
  policy: {
    slug: string;
    companyName: string;
    language: Language;
    country: string | null;
    currency: string | null;
    revision: number;
    contentHash: string;
  };
  rules: CardRule[];
};

type PolicyFacts = {
  slug: string;
  companyName: string;
  language: Language;
  markdown: string;
  reading: CompanyReading | null;
  revision: number;
  contentHash: string;
};

/** Words that name a merchant category's spend, per language (folded: lower case, no accents). */
const CATEGORY_WORDS: Record<"alcohol" | "gambling" | "cashLike" | "carRental" | "taxis" | "fuel", Record<Language, RegExp>> = {
  cashLike: {
    en: /\b(cash like|cash withdrawals?|atm withdrawals?|money orders?)\b/,
    es: /\b(equivalentes? a efectivo|retiros? de efectivo)\b/,
    "pt-BR": /\b(equivalentes? a dinheiro|saques? em dinheiro)\b/,
  },
  alcohol: {
    en: /\b(alcohol|alcoholic|liquor|spirits)\b/,
    es: /\b(alcohol|alcoholicas?|licores?)\b/,
    "pt-BR": /\b(alcool|alcoolicas?|bebidas alcoolicas)\b/,
  },
  gambling: {
    en: /\b(gambling|casinos?|betting|lotter(y|ies))\b/,
    es: /\b(juegos? de azar|apuestas?|casinos?|loterias?)\b/,
    "pt-BR": /\b(jogos? de azar|apostas?|cassinos?|loterias?)\b/,
  },
  carRental: {
    en: /\b(car rentals?|rental cars?|rent a car)\b/,
    es: /\b(alquiler|renta|arriendo) de (autos?|coches?|vehiculos?)\b/,
    "pt-BR": /\b(aluguel|locacao) de (carros?|veiculos?)\b/,
  },
  taxis: {
    en: /\b(taxis?|ride hailing|rideshare)\b/,
    es: /\b(taxis?|transporte por aplicacion)\b/,
    "pt-BR": /\b(taxis?|transporte por aplicativo)\b/,
  },
  fuel: { en: /\b(fuel|gasoline|petrol)\b/, es: /\b(combustibles?|gasolina|nafta)\b/, "pt-BR": /\b(combustivel|combustiveis|gasolina)\b/ },
};

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ");

/** Section numbers (1–9) in the order a rule of each kind is looked for. */
const LIMITS = [3, 2, 4];
const SUBMISSION = [5, 7, 4];
const TRAVEL = 2;
const NON_REIMBURSABLE = 6;
const CARDS = 4;

export function cardControls(facts: PolicyFacts): CardControls {
  return readCardControls(facts).controls;
}

/**
 * The card controls, and what "Can I expense this?" also answers from that is no card rule: where
 * the policy's exchange rate comes from (`abroad.exchangeRateSource` of the rules read from the text),
 * and the lines that look like a rule but read into none (`notRead`: what they speak of is not unlimited).
 */
export function readCardControls(facts: PolicyFacts): { controls: CardControls; exchangeRateSource: string | null; notRead: string[] } {
  const sections = splitSections(facts.markdown, (heading) => sectionOfHeading(heading, facts.language));
  const rules: CardRule[] = [];
  const reading = facts.reading;
  const amount = (money: Money): Amount => ({ value: money.amount, currency: money.currency });
  /** The first section, in the preferred order then any, that writes this number. */
  const citing = (value: number, preferred: number[]): Omit<RuleSource, "provenance"> | null => {
    const ordered = [...preferred.map((number) => sections.find((section) => section.number === number)), ...sections].filter(
      Boolean,
    ) as PolicySection[];
    const section =
      ordered.find((candidate) => mentionsNumber(`${candidate.heading}\n${candidate.text}`, value)) ??
      // A policy in its writer's own layout ("3. HOTELS", "## Our limits"): the heading over the figure.
      ownSections().find((candidate) => mentionsNumber(`${candidate.heading}\n${candidate.text}`, value));
    return section ? { section: section.number, heading: section.heading } : null;
  };
  let own: PolicySection[] | undefined;
  const ownSections = () => (own ??= writersSections(facts.markdown));
  const add = (rule: RuleWithoutSource, value: number, preferred: number[], origin: Pick<RuleSource, "provenance">) => {
    const source = citing(value, preferred);
    if (source) rules.push({ ...rule, source: { ...source, ...origin } } as CardRule);
  };
  /** A rule with no figure to find: cited from the section the rules reader read it in. */
  const addIn = (rule: RuleWithoutSource, number: number, provenance: Provenance) => {
    // The words as written, or without the heading's context the reader read them with ("🏨 HOTEL: Frigobar NÃO.").
    const said = provenance.kind === "user" ? unmarked(provenance.words) : null;
    const words = said ? [said, said.replace(/^[^:]{1,60}:\s*/, "")].map((text) => text.slice(0, 60)) : [];
    const writes = (candidate: PolicySection) => words.some((text) => unmarked(`${candidate.heading}\n${candidate.text}`).includes(text));
    // A rule read from the text is never dropped for want of a heading: the writer's first section cites it then.
    const section =
      sections.find((candidate) => candidate.number === number) ??
      (words.length > 0 ? (ownSections().find(writes) ?? sections.find(writes) ?? ownSections()[0] ?? sections[0]) : undefined);
    if (section) rules.push({ ...rule, source: { section: section.number, heading: section.heading, ...from(provenance) } } as CardRule);
  };

  // The rules as the latest text states them: an edit, a rewrite or an update changes the controls.
  // Lines that look like a rule but read into none: the check answers no "nothing limits it" for what they speak of.
  const notRead: string[] = [];
  const book = readRulesFromText(facts.markdown, { language: facts.language, currency: reading?.currency.code ?? "USD", notRead });
  // Lines the writer does not mark (a deadline, the receipts rule) keep the provenance they were written with while unchanged.
  const written = reading ? completeRules(reading, findCountryPack(reading.country.code, reading.country.name)) : null;
  const unchanged = <T extends { provenance: Provenance }>(rule: T | null, original: T | null | undefined): T | null =>
    rule && original && sameValue(rule, original) ? { ...rule, provenance: original.provenance } : rule;
  book.submission = unchanged(book.submission, written?.submission);
  book.reimbursement = unchanged(book.reimbursement, written?.reimbursement);
  book.receipts = unchanged(book.receipts, written?.receipts);
  book.notice = book.notice.map(
    (notice) =>
      unchanged(
        notice,
        written?.notice.find((original) => original.scope === notice.scope),
      ) ?? notice,
  );
  const from = (provenance: Provenance) => ({ provenance: provenance.kind === "panel" ? ("user" as const) : provenance.kind });
  const name = (value: string) => displayName(value, facts.language);
  for (const role of book.roles) {
    const label = name(role.role);
    if (role.monthly)
      add(
        { id: `roleMonthlyLimit:${label}`, type: "roleMonthlyLimit", role: label, amount: amount(role.monthly) },
        role.monthly.amount,
        LIMITS,
        from(role.provenance),
      );
    if (role.perTransaction)
      add(
        { id: `rolePerTransactionLimit:${label}`, type: "rolePerTransactionLimit", role: label, amount: amount(role.perTransaction) },
        role.perTransaction.amount,
        LIMITS,
        from(role.provenance),
      );
  }
  if (book.receipts?.above)
    add(
      { id: "receiptThreshold", type: "receiptThreshold", amount: amount(book.receipts.above) },
      book.receipts.above.amount,
      SUBMISSION,
      from(book.receipts.provenance),
    );
  for (const [type, limits] of [
    ["mealsPerDiem", book.meals],
    ["lodgingCap", book.lodging],
  ] as const) {
    for (const limit of limits) {
      const place = limit.place;
      const where =
        place.kind === "destination"
          ? { region: "destination" as const, country: place.country, city: place.city }
          : { region: place.kind };
      const id = place.kind === "destination" ? `${type}:destination:${place.city ?? place.country}` : `${type}:${place.kind}`;
      add({ id, type, ...where, amount: amount(limit.amount) }, limit.amount.amount, LIMITS, from(limit.provenance));
    }
  }
  const mileage = book.mileage;
  if (mileage?.rate)
    add(
      { id: "mileageRate", type: "mileageRate", amount: amount(mileage.rate), unit: mileage.unit },
      mileage.rate.amount,
      [...LIMITS, TRAVEL],
      from(mileage.provenance),
    );
  book.approvals.forEach((tier, index) => {
    const scope = tier.scope.kind === "role" ? { kind: "role" as const, role: name(tier.scope.role) } : tier.scope;
    const rule = {
      id: `approvalThreshold:${index + 1}`,
      type: "approvalThreshold" as const,
      amount: amount(tier.above),
      upTo: tier.upTo ? amount(tier.upTo) : null,
      approver: name(tier.approver),
      scope,
    };
    const figure = tier.above.amount > 0 ? tier.above.amount : tier.upTo?.amount;
    if (figure === undefined) addIn(rule, 5, tier.provenance);
    else add(rule, figure, SUBMISSION, from(tier.provenance));
  });
  for (const [type, days] of [
    ["submissionDeadline", book.submission],
    ["reimbursementDeadline", book.reimbursement],
  ] as const) {
    if (days) add({ id: type, type, days: days.days, businessDays: days.businessDays }, days.days, SUBMISSION, from(days.provenance));
  }
  if (book.lateClaims) {
    const { outcome, approver, afterDays, dayOfNextMonth, provenance } = book.lateClaims;
    addIn(
      { id: "lateClaims", type: "lateClaims", outcome, approver: approver ? name(approver) : null, afterDays, dayOfNextMonth },
      5,
      provenance,
    );
  }
  if (book.advanceSettlement) {
    const { days, businessDays, provenance } = book.advanceSettlement;
    add(
      { id: "advanceSettlementDeadline", type: "advanceSettlementDeadline", days, businessDays },
      days,
      [CARDS, ...SUBMISSION],
      from(provenance),
    );
  }
  book.notice.forEach((notice) =>
    add(
      { id: `bookingNotice:${notice.scope}`, type: "bookingNotice", days: notice.days, scope: notice.scope },
      notice.days,
      [TRAVEL, ...SUBMISSION],
      from(notice.provenance),
    ),
  );
  for (const document of book.documents.filter((rule) => !rule.accepted)) {
    addIn(
      {
        id: `documentRefused:${document.document}${document.category ? `:${document.category}` : ""}`,
        type: "documentRefused",
        document: document.document,
        category: document.category,
      },
      5,
      document.provenance,
    );
  }
  if (book.cashAdvance) {
    const { allowed, max, provenance } = book.cashAdvance;
    const rule = { id: "cashAdvance", type: "cashAdvance" as const, allowed, max: max ? amount(max) : null };
    if (max) add(rule, max.amount, [CARDS], from(provenance));
    else addIn(rule, CARDS, provenance);
  }
  for (const cabin of book.travelClass) {
    addIn(
      {
        id: `travelClass:${cabin.cabin}${cabin.role ? `:${cabin.role}` : ""}`,
        type: "travelClass",
        cabin: cabin.cabin,
        allowed: cabin.allowed,
        minHours: cabin.minHours,
        role: cabin.role ? name(cabin.role) : null,
      },
      TRAVEL,
      cabin.provenance,
    );
  }
  for (const prohibition of book.prohibited) {
    addIn(
      { id: `prohibited:${prohibition.item}`, type: "prohibited", item: prohibition.item, except: prohibition.except },
      NON_REIMBURSABLE,
      prohibition.provenance,
    );
  }
  // Caps per ride, guest or bill (schema v3): cited where the figure is written, a percentage where its words are.
  for (const cap of book.caps) {
    if (cap.amount && cap.per !== "bill")
      add(
        { id: `itemCap:${cap.item}:${cap.per}`, type: "itemCap", item: cap.item, amount: amount(cap.amount), per: cap.per },
        cap.amount.amount,
        LIMITS,
        from(cap.provenance),
      );
    else if (cap.percent !== null)
      addIn({ id: `itemPercentCap:${cap.item}`, type: "itemPercentCap", item: cap.item, percent: cap.percent }, LIMITS[0]!, cap.provenance);
  }
  rules.push(...merchantRules(facts, sections, rules, book));

  const controls: CardControls = {
    $schema: CARD_CONTROLS_SCHEMA,
    version: 3,
    policy: {
      slug: facts.slug,
      companyName: facts.companyName,
      language: facts.language,
      country: reading?.country.code ?? null,
      currency: reading?.currency.code ?? null,
      revision: facts.revision,
      contentHash: facts.contentHash,
    },
    rules,
  };
  return { controls, exchangeRateSource: book.abroad?.exchangeRateSource ?? null, notRead };
}

/** Two rules say the same, whatever their provenance. */
function sameValue(a: { provenance: Provenance }, b: { provenance: Provenance }): boolean {
  return JSON.stringify({ ...a, provenance: null }) === JSON.stringify({ ...b, provenance: null });
}

/**
 * Merchant-category rules, each with the provenance of the rule it follows from: a prohibition's or
 * a cap's own; a block only the policy's standard card controls state (section 4) is ours, proposed.
 */
function merchantRules(facts: PolicyFacts, sections: PolicySection[], figures: CardRule[], book: PolicyRules): CardRule[] {
  const rules: CardRule[] = [];
  const folded = sections.map((section) => ({ section, text: fold(`${section.heading}\n${section.text}`) }));
  const provenanceOf = (provenance: Provenance | undefined): RuleSource["provenance"] =>
    !provenance || provenance.kind === "panel" ? (provenance ? "user" : "proposed") : provenance.kind;
  const prohibition = (item: ProhibitedItem) => book.prohibited.find((rule) => rule.item === item)?.provenance;

  /** The section naming these words, the non-reimbursable one first. */
  const naming = (words: RegExp, only?: number) =>
    [...folded]
      .sort((a, b) => Number(b.section.number === NON_REIMBURSABLE) - Number(a.section.number === NON_REIMBURSABLE))
      .find(({ section, text }) => (only === undefined || section.number === only) && words.test(text))?.section;
  const merchant = (
    category: MerchantCategory,
    action: "blocked" | "restricted",
    section: PolicySection,
    extra: Partial<Extract<CardRule, { type: "merchantCategory" }>> = {},
    from: RuleSource["provenance"] = "proposed",
  ) =>
    rules.push({
      id: `merchantCategory:${category}`,
      type: "merchantCategory",
      category,
      action,
      mcc: MERCHANT_CATEGORIES[category].map((range) => ({ ...range })),
      ...extra,
      source: { section: section.number, heading: section.heading, provenance: from },
    });

  const language = facts.language;
  const alcoholSection = naming(CATEGORY_WORDS.alcohol[language]);
  const alcoholRule = book.prohibited.find((rule) => rule.item === "alcohol");
  const alcohol = !alcoholRule
    ? undefined
    : alcoholRule.except === "withClients"
      ? "clientEntertainmentOnly"
      : alcoholRule.except === "withMeals"
        ? "withMealsOnly"
        : "never";
  const alcoholFrom = provenanceOf(alcoholRule?.provenance);
  if (alcoholSection && alcohol === "never") {
    merchant("bars", "blocked", alcoholSection, {}, alcoholFrom);
    merchant("liquorStores", "blocked", alcoholSection, {}, alcoholFrom);
  } else if (alcoholSection && (alcohol === "withMealsOnly" || alcohol === "clientEntertainmentOnly")) {
    merchant("bars", "restricted", alcoholSection, { condition: alcohol }, alcoholFrom);
    merchant("liquorStores", "blocked", alcoholSection, {}, alcoholFrom);
  }
  // Blocked wherever the text says so: among the expenses not paid (section 6) or among the merchant
  // controls the cards carry (section 4: "block … gambling or cash-like purchases").
  const gambling = naming(CATEGORY_WORDS.gambling[language], NON_REIMBURSABLE) ?? naming(CATEGORY_WORDS.gambling[language], CARDS);
  if (gambling) merchant("gambling", "blocked", gambling, {}, provenanceOf(prohibition("gambling")));
  const cashLike = naming(CATEGORY_WORDS.cashLike[language], CARDS) ?? naming(CATEGORY_WORDS.cashLike[language], NON_REIMBURSABLE);
  if (cashLike) merchant("cashLike", "blocked", cashLike, {}, provenanceOf(prohibition("cashWithdrawals")));

  // Capped categories: the card may pay up to the cap the policy states.
  const caps = (type: "mealsPerDiem" | "lodgingCap") => figures.filter((rule) => rule.type === type);
  const lodgingCaps = caps("lodgingCap");
  if (lodgingCaps[0])
    merchant(
      "lodging",
      "restricted",
      sectionOf(lodgingCaps[0].source),
      { capRuleIds: lodgingCaps.map((rule) => rule.id) },
      lodgingCaps[0].source.provenance,
    );
  const mealCaps = caps("mealsPerDiem");
  if (mealCaps[0])
    merchant(
      "restaurants",
      "restricted",
      sectionOf(mealCaps[0].source),
      { capRuleIds: mealCaps.map((rule) => rule.id) },
      mealCaps[0].source.provenance,
    );
  const allowedCabins = book.travelClass.filter((rule) => rule.allowed);
  const cabin = allowedCabins.find((rule) => rule.role === null && rule.minHours === null) ?? allowedCabins[0];
  const cabinSection = cabin && naming(CABIN_WORDS[cabin.cabin][language]);
  if (cabin && cabinSection) merchant("airlines", "restricted", cabinSection, { cabin: cabin.cabin }, provenanceOf(cabin.provenance));

  // Named among the expenses the company does not pay: flagged for review (the sentence may be narrower than the whole category).
  for (const category of ["carRental", "taxis", "fuel"] as const) {
    const section = naming(CATEGORY_WORDS[category][language], NON_REIMBURSABLE);
    if (section) merchant(category, "restricted", section, { condition: "namedAsNonReimbursable" });
  }
  return rules;
}

const CABIN_WORDS: Record<"economy" | "premiumEconomy" | "business" | "first", Record<Language, RegExp>> = {
  economy: { en: /\beconomy\b/, es: /\b(economica|turista)\b/, "pt-BR": /\b(economica)\b/ },
  premiumEconomy: { en: /\bpremium economy\b/, es: /\b(premium|turista superior)\b/, "pt-BR": /\b(premium|economica premium)\b/ },
  business: { en: /\bbusiness class\b|\bbusiness\b/, es: /\b(ejecutiva|business)\b/, "pt-BR": /\b(executiva|business)\b/ },
  first: { en: /\bfirst class\b/, es: /\bprimera clase\b/, "pt-BR": /\bprimeira classe\b/ },
};

/** The section a rule cites, as the rule names it (one of the nine, or a heading of the writer's own layout). */
function sectionOf(source: RuleSource): PolicySection {
  return { number: source.section, heading: source.heading, text: "" };
}

const CSV_COLUMNS = [
  "id",
  "type",
  "role",
  "region",
  "country",
  "city",
  "category",
  "action",
  "mcc",
  "amount",
  "up_to",
  "currency",
  "unit",
  "days",
  "business_days",
  "approver",
  "scope",
  "document",
  "allowed",
  "max",
  "min_hours",
  "cabin",
  "item",
  "except",
  "condition",
  "caps",
  "per",
  "percent",
  "section",
  "section_heading",
  "provenance",
] as const;

/** An approval tier's or a notice's scope in one cell: "all", "international", "category:meals", "role:Sales". */
function scopeCell(scope: ApprovalScope | "all" | "international"): string {
  if (typeof scope === "string") return scope;
  if (scope.kind === "category") return `category:${scope.category}`;
  if (scope.kind === "role") return `role:${scope.role}`;
  return scope.kind;
}

/** The same rules, one a row, for spreadsheets (RFC 4180; text cells quoted and defused in every locale: `csvCell`). */
export function cardControlsCsv(controls: CardControls): string {
  const rows = controls.rules.map((rule) => {
    const cells: Record<(typeof CSV_COLUMNS)[number], string | number | boolean | null | undefined> = {
      id: rule.id,
      type: rule.type,
      role: "role" in rule ? rule.role : null,
      region: "region" in rule ? rule.region : null,
      country: "country" in rule ? rule.country : null,
      city: "city" in rule ? rule.city : null,
      category: "category" in rule ? rule.category : null,
      action: "action" in rule ? rule.action : null,
      mcc: "mcc" in rule ? rule.mcc.map(mccLabel).join(" ") : null,
      amount: "amount" in rule ? rule.amount.value : null,
      up_to: "upTo" in rule ? rule.upTo?.value : null,
      currency: "amount" in rule ? rule.amount.currency : "max" in rule ? rule.max?.currency : null,
      unit: "unit" in rule ? rule.unit : null,
      days: "days" in rule ? rule.days : null,
      business_days: "businessDays" in rule ? rule.businessDays : null,
      approver: "approver" in rule ? rule.approver : null,
      scope: "scope" in rule ? scopeCell(rule.scope) : null,
      document: "document" in rule ? rule.document : null,
      allowed: "allowed" in rule ? rule.allowed : null,
      max: "max" in rule ? rule.max?.value : null,
      min_hours: "minHours" in rule ? rule.minHours : null,
      cabin: "cabin" in rule ? rule.cabin : null,
      item: "item" in rule ? rule.item : null,
      except: "except" in rule ? rule.except : null,
      condition: "condition" in rule ? rule.condition : null,
      caps: "capRuleIds" in rule ? rule.capRuleIds?.join(" ") : null,
      per: "per" in rule ? rule.per : null,
      percent: "percent" in rule ? rule.percent : null,
      section: rule.source.section,
      section_heading: rule.source.heading,
      provenance: rule.source.provenance,
    };
    return CSV_COLUMNS.map((column) => csvCell(cells[column]));
  });
  return [CSV_COLUMNS.join(","), ...rows.map((row) => row.join(","))].join("\r\n") + "\r\n";
}
