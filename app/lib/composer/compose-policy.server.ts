import type { Language } from "~/lib/site/languages";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { factsAsOf } from "./country-packs.server";
import { compositionContext, type CompositionContext } from "./composition-context.server";
import { spendingLimits } from "./limits-section.server";
import { SECTION_TITLES } from "./section-titles.server";
import type { Money } from "~/lib/reading/company-reading";
import { bullets, inlineUserText } from "./markdown.server";
import { submissionAndApproval } from "./submission-section.server";
import { inVariant, unmarkUserText } from "./variants/in-variant.server";
import { withCompanyArticle } from "./company-article.server";

export interface ComposeOptions {
  language: Language;
  /** The name the user gave; the reading's company name fills in when it is empty. */
  companyName: string;
  /** The writing variant the owner chose ("es-ES", "pt-PT"); else the one the company's country reads. */
  variant?: string | null;
  now?: Date;
}

/**
 * The built-in writer: a complete policy from what we understood of the company and
 * the country's facts, with the nine required sections in the policy's language. Every figure
 * of the reading lands in its section. Deterministic for a given `now`, offline and instant — the
 * product's writer when no AI binding is configured, not a test stub.
 */
export function composePolicy(reading: CompanyReading, options: ComposeOptions): string {
  const { language } = options;
  const context = compositionContext(reading, language, options.companyName, options.now ?? new Date(), options.variant);
  const { t, company } = context;
  const sections = [
    purposeAndScope(context),
    allowableExpenses(context),
    spendingLimits(context),
    cardsAndPlatform(context),
    submissionAndApproval(context),
    nonReimbursable(context),
    complianceAndAudit(context),
    violations(context),
    effectiveDateAndReview(context),
  ];

  const currency = reading.currency.code;
  const summary = t.summary({
    countryIn: context.countryIn,
    currency,
    currencyName: context.format.currencyName(currency),
    effective: context.format.date(context.now),
  });
  const body = sections.map((blocks, index) => [`## ${index + 1}. ${SECTION_TITLES[language][index]}`, ...blocks]);
  const composed = [`# ${t.title(company)}`, summary, ...body.flat()].join("\n\n") + "\n";
  return finishedText(composed, language, context);
}

/**
 * The composer's blocks as the policy writes them: in the company's writing variant, the article
 * before the company's name the one its name takes, the user's words unmarked.
 */
export function finishedText(
  composed: string,
  language: Language,
  { variant, company }: Pick<CompositionContext, "variant" | "company">,
): string {
  const markdown = unmarkUserText(withCompanyArticle(inVariant(composed, language, variant), company, language));
  // A company name that ends in a period ("Ltda.", "Inc.") must not end a sentence with two.
  return markdown.replace(/(?<!\.)\.\.(?!\.)/g, ".");
}

function purposeAndScope({ reading, t, format, company, countryIn, industry }: CompositionContext): string[] {
  const employees = reading.headcount ?? undefined;
  const description = t.companyDescription({
    company,
    industry,
    employees,
    employeesText: employees === undefined ? undefined : format.number(employees),
    countryIn,
  });
  const currency = reading.currency.code;
  // The description's own sentences never appear: its rules are in the sections that follow.
  return [t.purpose(description, company), t.goals(company, countryIn), t.amountsIn(format.currencyName(currency), currency)];
}

function allowableExpenses(context: CompositionContext): string[] {
  const { t, r, company, country, rules, format, unanswered } = context;
  const { mileage, perDiem } = rules;
  const perUnit = (rate: Money) => t.perUnit(format.money(rate), mileage?.unit ?? "km");
  const mileageText =
    mileage?.provenance.kind === "user" || mileage?.provenance.kind === "panel"
      ? mileage.basis === "official"
        ? r.mileageOfficial(mileage.official ? inlineUserText(mileage.official) : null, mileage.rate ? perUnit(mileage.rate) : null)
        : mileage.rate
          ? t.mileageAtCompanyRate(perUnit(mileage.rate))
          : country.mileage
      : unanswered.has("mileage")
        ? null
        : country.mileage;
  const perDiemLine =
    perDiem?.basis === "official" && perDiem.table
      ? [r.perDiemOfficial(inlineUserText(perDiem.table))]
      : perDiem?.basis === "actuals"
        ? [r.perDiemActuals]
        : [];
  return [
    t.allowableIntro(company),
    bullets([t.transport(mileageText), t.lodging, t.travelMeals, t.businessMeals, t.otherExpenses]),
    ...perDiemLine,
    ...country.allowable,
    `### ${t.airTravelHeading}`,
    bullets(airTravelRules(context)),
  ];
}

/** Economy by default, then each class rule the company wrote, with its conditions, allowed or not. */
function airTravelRules(context: CompositionContext): string[] {
  return [context.t.economyByDefault, ...classAndBookingRules(context)];
}

/** Each class rule, allowed or not, then how long ahead every trip is booked. */
export function classAndBookingRules({ t, r, rules, name }: CompositionContext): string[] {
  const classes = rules.travelClass.map((rule) => {
    const role = rule.role ? name(rule.role) : null;
    return rule.allowed ? r.cabinAllowed(t.cabins[rule.cabin], rule.minHours, role) : r.cabinNever(t.cabins[rule.cabin], role);
  });
  const booking = rules.notice.filter((notice) => notice.scope === "all").map((notice) => t.bookAhead(notice.days));
  return [...classes, ...booking];
}

function cardsAndPlatform(context: CompositionContext): string[] {
  const { t, company, country } = context;
  const cardRules = [...t.cardRules, ...country.cards, ...advanceRules(context)];
  return [
    t.platformIntro(company),
    bullets([t.virtualCards, t.spendControls, t.receiptCapture, t.realTimeTracking, t.approvalWorkflows]),
    `### ${t.cardRulesHeading}`,
    bullets(cardRules),
  ];
}

/** Cash advances (allowed or not, up to what) and when they are settled. */
export function advanceRules({ t, r, rules, format }: CompositionContext): string[] {
  const advance = rules.cashAdvance;
  const settlement = rules.advanceSettlement;
  return [
    ...(advance ? [t.cashAdvance(advance.allowed, advance.max ? format.money(advance.max) : undefined)] : []),
    ...(settlement && advance?.allowed !== false ? [r.settleAdvanceWithin(settlement.days, settlement.businessDays)] : []),
  ];
}

/** The company's own exclusions exactly as read, then the general list and the country's. */
function nonReimbursable(context: CompositionContext): string[] {
  const { t, company, country } = context;
  const [first = "", ...rest] = t.nonReimbursableItems;
  const alcohol = alcoholLine(context);
  return [
    t.nonReimbursableIntro(company),
    bullets([...ownProhibitions(context), first, ...(alcohol ? [alcohol] : []), ...rest, ...country.nonReimbursable]),
  ];
}

/** The items the company does not pay for, but alcohol, one line each. */
export function ownProhibitions({ r, rules }: CompositionContext): string[] {
  return rules.prohibited.filter((rule) => rule.item !== "alcohol").map((rule) => `${r.prohibited[rule.item]}.`);
}

/**
 * What the policy says of alcohol: the company's rule, or the usual one when it gave none — and
 * nothing when it spoke of alcohol in words we could not read (our default could say the opposite).
 */
export function alcoholLine({ t, rules, unanswered }: CompositionContext): string | null {
  const alcoholRule = rules.prohibited.find((rule) => rule.item === "alcohol");
  return !alcoholRule
    ? unanswered.has("alcohol")
      ? null
      : t.alcohol.default
    : alcoholRule.except === "withClients"
      ? t.alcohol.clientEntertainmentOnly
      : alcoholRule.except === "withMeals"
        ? t.alcohol.withMealsOnly
        : t.alcohol.never;
}

function complianceAndAudit({ t, company, country, countryIn, countryName, pack, format }: CompositionContext): string[] {
  const blocks = [t.auditIntro(company), bullets([...t.auditItems, country.retention]), `### ${t.taxRulesHeading(countryIn)}`];
  if (pack.id === "generic") blocks.push(t.notLocalised(countryName));
  blocks.push(bullets(country.taxRules));
  if (pack.id !== "generic") blocks.push(t.figuresAsOf(format.date(new Date(factsAsOf(pack)))));
  return blocks;
}

function violations({ t, company, countryIn }: CompositionContext): string[] {
  return [
    t.violationsIntro(company),
    t.violationSteps.map((step, index) => `${index + 1}. ${step}`).join("\n"),
    t.payrollDeduction(countryIn),
    t.goodFaith,
  ];
}

function effectiveDateAndReview({ t, company, country, format, now }: CompositionContext): string[] {
  const nextReview = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()));
  return [
    t.effectiveOn(format.date(now), company),
    t.reviewCycle(country.reviewTriggers),
    t.nextReview(format.date(nextReview)),
    t.acknowledgement,
    t.questions,
  ];
}
