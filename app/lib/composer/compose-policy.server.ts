import type { Language } from "~/lib/site/languages";
import type { CompanyReading } from "~/lib/policy/company-reading";
import { SECTION_TITLES } from "~/lib/policy/policy-check.server";
import { factsAsOf } from "./country-packs.server";
import { compositionContext, type CompositionContext } from "./composition-context.server";
import { spendingLimits } from "./limits-section.server";
import { blockUserText, bullets, inlineUserText } from "./markdown.server";
import { submissionAndApproval } from "./submission-section.server";

export interface ComposeOptions {
  language: Language;
  /** The name the user gave; the reading's company name fills in when it is empty. */
  companyName: string;
  now?: Date;
}

/**
 * The built-in writer (DESIGN §3): a complete policy from what we understood of the company and
 * the country's facts, with the nine required sections in the policy's language. Every figure
 * of the reading lands in its section. Deterministic for a given `now`, offline and instant — the
 * product's writer when no AI binding is configured, not a test stub.
 */
export function composePolicy(reading: CompanyReading, options: ComposeOptions): string {
  const { language } = options;
  const context = compositionContext(reading, language, options.companyName, options.now ?? new Date());
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
  const markdown = [`# ${t.title(company)}`, summary, ...body.flat()].join("\n\n") + "\n";
  // A company name that ends in a period ("Ltda.", "Inc.") must not end a sentence with two.
  return markdown.replace(/(?<!\.)\.\.(?!\.)/g, ".");
}

function purposeAndScope({ reading, t, format, company, countryIn }: CompositionContext): string[] {
  const employees = reading.headcount ?? undefined;
  const description = t.companyDescription({
    company,
    industry: reading.industry ? inlineUserText(reading.industry) : undefined,
    employees,
    employeesText: employees === undefined ? undefined : format.number(employees),
    countryIn,
  });
  const currency = reading.currency.code;
  const blocks = [t.purpose(description, company), t.goals(company, countryIn), t.amountsIn(format.currencyName(currency), currency)];
  if (reading.unplaced.length > 0) {
    // The user's own words, quoted rather than paraphrased, so nothing they asked for is lost.
    blocks.push(`### ${t.companyRulesHeading}`, t.companyRulesIntro(company), bullets(reading.unplaced.map(blockUserText)));
  }
  return blocks;
}

function allowableExpenses(context: CompositionContext): string[] {
  const { t, company, country, reading, format } = context;
  const mileage = reading.mileage
    ? t.mileageAtCompanyRate(t.perUnit(format.money(reading.mileage.rate), reading.mileage.unit))
    : country.mileage;
  return [
    t.allowableIntro(company),
    bullets([t.transport(mileage), t.lodging, t.travelMeals, t.businessMeals, t.otherExpenses]),
    ...country.allowable,
    `### ${t.airTravelHeading}`,
    bullets(airTravelRules(context)),
  ];
}

function airTravelRules({ t, reading }: CompositionContext): string[] {
  const classes = reading.travelClass.map((rule) =>
    t.classRule(t.cabins[rule.cabin], rule.minFlightHours, rule.forRole ? inlineUserText(rule.forRole) : null),
  );
  const booking = reading.advanceBookingDays === null ? [] : [t.bookAhead(reading.advanceBookingDays)];
  return [t.economyByDefault, ...classes, ...booking];
}

function cardsAndPlatform({ t, company, country, reading, format }: CompositionContext): string[] {
  const advance = reading.cashAdvance;
  const cardRules = [
    ...t.cardRules,
    ...country.cards,
    ...(advance ? [t.cashAdvance(advance.allowed, advance.max ? format.money(advance.max) : undefined)] : []),
  ];
  const blocks = [
    t.platformIntro(company),
    bullets([t.virtualCards, t.spendControls, t.receiptCapture, t.realTimeTracking, t.approvalWorkflows]),
    `### ${t.cardRulesHeading}`,
    bullets(cardRules),
  ];
  if (reading.corporateCard.length > 0) {
    blocks.push(t.companyCardRulesIntro, bullets(reading.corporateCard.map(blockUserText)));
  }
  return blocks;
}

function nonReimbursable({ t, company, country, reading }: CompositionContext): string[] {
  const [first = "", ...rest] = t.nonReimbursableItems;
  const alcohol = t.alcohol[reading.alcohol ?? "default"];
  return [t.nonReimbursableIntro(company), bullets([first, alcohol, ...rest, ...country.nonReimbursable])];
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
