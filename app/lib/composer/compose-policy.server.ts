import type { Language } from "~/lib/site/languages";
import { SECTION_TITLES } from "~/lib/policy/policy-check.server";
import type { RoleLimit, StructuredInput } from "~/lib/policy/structured-input";
import { countryLocative, factsAsOf, findCountryPack, type CountryPack } from "./country-packs.server";
import { policyFormat, type PolicyFormat } from "./policy-format.server";
import {
  POLICY_PHRASES,
  type CountryPhrases,
  type CountryText,
  type CountryTextArgs,
  type PolicyPhrases,
} from "./policy-phrases.server";
import { readRequirements, type CompanyRequirements } from "./read-requirements.server";

/**
 * The built-in writer (DESIGN §3): a complete policy from the structured input and the
 * country's facts, with the nine required sections in the policy's language. It is
 * deterministic for a given `now`, needs no network, and answers instantly — the product's
 * writer when no AI binding is configured, not a test stub.
 */
export function composePolicy(input: StructuredInput, language: Language, options: { now?: Date } = {}): string {
  const context = compositionContext(input, language, options.now ?? new Date());
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

  const summary = t.summary({
    countryIn: context.countryIn,
    currency: input.currency,
    currencyName: context.format.currencyName(input.currency),
    effective: context.format.date(context.now),
  });
  const body = sections.map((blocks, index) => [`## ${index + 1}. ${SECTION_TITLES[language][index]}`, ...blocks]);
  const markdown = [`# ${t.title(company)}`, summary, ...body.flat()].join("\n\n") + "\n";
  // A company name that ends in a period ("Ltda.", "Inc.") must not end a sentence with two.
  return markdown.replace(/(?<!\.)\.\.(?!\.)/g, ".");
}

interface CompositionContext {
  input: StructuredInput;
  t: PolicyPhrases;
  format: PolicyFormat;
  pack: CountryPack;
  country: CountryText;
  countryIn: string;
  /** The company name, made safe to place in markdown. */
  company: string;
  requirements: CompanyRequirements;
  now: Date;
}

function compositionContext(input: StructuredInput, language: Language, now: Date): CompositionContext {
  const pack = findCountryPack(input.country);
  const format = policyFormat(language, pack.region);
  const t = POLICY_PHRASES[language];
  const company = inlineUserText(input.companyName);
  const countryIn = countryLocative(pack, language);
  return {
    input,
    t,
    format,
    pack,
    country: countryText(t.country, { pack, company, countryIn, format }),
    countryIn,
    company,
    requirements: readRequirements(input.additionalRequirements, input),
    now,
  };
}

/** Narrows the pack so each country's phrases receive the facts they were written for. */
function countryText(phrases: CountryPhrases, args: CountryTextArgs<CountryPack>): CountryText {
  const { pack } = args;
  switch (pack.id) {
    case "mx":
      return phrases.mx({ ...args, pack });
    case "co":
      return phrases.co({ ...args, pack });
    case "br":
      return phrases.br({ ...args, pack });
    case "us":
      return phrases.us({ ...args, pack });
    case "generic":
      return phrases.generic({ ...args, pack });
  }
}

// ——— Sections: each returns its markdown blocks, joined by blank lines. ———

function purposeAndScope({ input, t, format, company, countryIn, requirements }: CompositionContext): string[] {
  const description = t.companyDescription({
    company,
    industry: input.industry ? inlineUserText(input.industry) : undefined,
    employees: input.employeeCount,
    employeesText: input.employeeCount === undefined ? undefined : format.number(input.employeeCount),
    countryIn,
  });
  const blocks = [
    t.purpose(description, company),
    t.goals(company, countryIn),
    t.amountsIn(format.currencyName(input.currency), input.currency),
  ];
  if (requirements.extraRules.length > 0) {
    // The user's own words, quoted rather than paraphrased, so nothing they asked for is lost.
    blocks.push(
      `### ${t.companyRulesHeading}`,
      t.companyRulesIntro(company),
      bullets(requirements.extraRules.map(blockUserText)),
    );
  }
  return blocks;
}

function allowableExpenses({ t, company, country }: CompositionContext): string[] {
  return [
    t.allowableIntro(company),
    bullets([t.transport(country.mileage), t.lodging, t.travelMeals, t.businessMeals, t.otherExpenses]),
    ...country.allowable,
  ];
}

function spendingLimits({ input, t, format, company, country }: CompositionContext): string[] {
  const money = (amount: number) => format.money({ amount, currency: input.currency });
  const { mealsPerDay, lodgingPerNight } = input.travelCategories;
  const roleTable =
    input.roles.length > 0
      ? table(
          t.roleTableHeader,
          input.roles.map((role) => [cell(role.name), money(role.monthlyLimit), money(role.perTransactionLimit)]),
        )
      : t.noRoles(company);
  return [
    t.limitsIntro,
    roleTable,
    `### ${t.travelCategoriesHeading}`,
    bullets([
      mealsPerDay === undefined ? t.mealsDefault : t.mealsLimit(money(mealsPerDay)),
      lodgingPerNight === undefined ? t.lodgingDefault : t.lodgingLimit(money(lodgingPerNight)),
    ]),
    ...country.limits,
    t.limitIsCeiling,
    t.monthlyReset,
  ];
}

function cardsAndPlatform({ t, company, country }: CompositionContext): string[] {
  return [
    t.platformIntro(company),
    bullets([t.virtualCards, t.spendControls, t.receiptCapture, t.realTimeTracking, t.approvalWorkflows]),
    `### ${t.cardRulesHeading}`,
    bullets([...t.cardRules, ...country.cards]),
  ];
}

function submissionAndApproval(context: CompositionContext): string[] {
  const { t, pack, country, requirements, input, format } = context;
  const submission = requirements.submission ?? { days: pack.defaults.submissionDays.value, businessDays: false };
  return [
    `### ${t.documentsHeading}`,
    bullets([...receiptRules(context), t.expenseDetails, ...country.documents]),
    `### ${t.deadlineHeading}`,
    bullets([t.submitWithin(submission.days, submission.businessDays), t.reimbursementTiming]),
    `### ${t.approvalHeading}`,
    ...approvalRules(t, input.roles, (amount) => format.money({ amount, currency: input.currency })),
    `### ${t.internationalHeading}`,
    t.internationalNotice(noticeText(context)),
  ];
}

function receiptRules({ t, pack, format, requirements }: CompositionContext): string[] {
  const over = requirements.receiptsOver;
  const from = pack.defaults.receiptsFrom.value;
  const threshold = over ? t.receiptsOver(format.money(over)) : from ? t.receiptsFrom(format.money(from)) : undefined;
  if (!threshold) return [t.receiptsForEvery];
  // IRS rule: lodging needs a receipt whatever the amount, so say it whenever a threshold applies.
  return pack.id === "us" ? [threshold, t.lodgingAlwaysReceipt] : [threshold];
}

/**
 * Approval thresholds follow from each role's own limits: within the per-transaction limit the
 * card's controls pre-approve; up to the monthly limit the line manager approves first; beyond
 * it, finance does.
 */
function approvalRules(t: PolicyPhrases, roles: RoleLimit[], money: (amount: number) => string): string[] {
  if (roles.length === 0) return [t.approvalWithoutRoles, t.noSelfApproval(undefined)];
  const rows = roles.map((role) => {
    const ceiling = Math.max(role.monthlyLimit, role.perTransactionLimit);
    const managerBand =
      role.monthlyLimit > role.perTransactionLimit
        ? t.managerRange(money(role.perTransactionLimit), money(role.monthlyLimit))
        : "—";
    return [cell(role.name), t.preApprovedUpTo(money(role.perTransactionLimit)), managerBand, t.financeAbove(money(ceiling))];
  });
  const topRole = roles.reduce((top, role) => (role.monthlyLimit > top.monthlyLimit ? role : top));
  return [t.approvalIntro, table(t.approvalTableHeader, rows), t.monthlyOverrun, t.noSelfApproval(inlineUserText(topRole.name))];
}

function noticeText({ t, pack, requirements }: CompositionContext): string {
  const notice = requirements.internationalNotice;
  if (notice) return t.noticeLength(notice.count, notice.unit);
  const days = pack.defaults.internationalNoticeDays.value;
  return days % 7 === 0 ? t.noticeLength(days / 7, "week") : t.noticeLength(days, "day");
}

function nonReimbursable({ t, company, country }: CompositionContext): string[] {
  return [t.nonReimbursableIntro(company), bullets([...t.nonReimbursableItems, ...country.nonReimbursable])];
}

function complianceAndAudit({ t, company, country, countryIn, pack, format }: CompositionContext): string[] {
  const blocks = [
    t.auditIntro(company),
    bullets([...t.auditItems, country.retention]),
    `### ${t.taxRulesHeading(countryIn)}`,
    bullets(country.taxRules),
  ];
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

// ——— Markdown building ———

function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

function table(header: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const alignment = header.map((_, index) => (index === 0 ? "---" : "---:"));
  return [line(header), line(alignment), ...rows.map(line)].join("\n");
}

/**
 * Text the user typed, placed inside a sentence: one line, and a `{{…}}` the user wrote is
 * escaped so it reads the same but is not mistaken for a leftover template placeholder.
 */
function inlineUserText(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(/\{\{/g, "{\\{");
}

/** A rule the user wrote, as a list item: markdown that would start a heading or quote is escaped. */
function blockUserText(text: string): string {
  return inlineUserText(text).replace(/^([#>])/, "\\$1");
}

function cell(text: string): string {
  return inlineUserText(text).replace(/\|/g, "\\|");
}

