import { industryInSentence } from "./policy-format.server";
import type { PolicyPhrases } from "./phrase-types.server";
import type { CapUnit } from "~/lib/rulebook/policy-rules";
import understanding from "~/locales/en/understanding";

const CAP_UNITS_EN: Record<CapUnit, string> = {
  ride: "per ride",
  bill: "per bill",
  person: "per person",
  day: "per day",
  night: "per night",
  trip: "per trip",
  month: "per month",
};

export const EN: PolicyPhrases = {
  title: (company) => `${company} Travel and Expense Policy`,
  summary: ({ countryIn, currency, currencyName, effective }) =>
    `*Applies ${countryIn} · Amounts in ${currencyName} (${currency}) · Effective ${effective}*`,

  companyDescription: ({ company, industry, employees, employeesText, countryIn }) => {
    const people = employees === undefined ? "" : ` with ${employeesText} ${employees === 1 ? "employee" : "employees"}`;
    if (industry) return `${company}, a company in the ${industryInSentence(industry)} sector${people} ${countryIn}`;
    return people ? `${company}, a company${people} ${countryIn}` : `${company}, based ${countryIn}`;
  },
  purpose: (description, company) =>
    `This policy explains how ${description}, pays for, controls and reimburses business travel and other work-related expenses. It applies to every employee of ${company}, and to contractors who spend money on the company's behalf, whether they pay with a company card or out of their own pocket.`,
  goals: (company, countryIn) =>
    `Its aim is simple: spend ${company}'s money as carefully as our own, reimburse people quickly and fairly, and keep every expense backed by the documents tax law requires ${countryIn}, so that it remains deductible.`,
  amountsIn: (currencyName, currency) =>
    `All amounts in this policy are in ${currencyName} (${currency}) unless another currency is shown.`,

  allowableIntro: (company) =>
    `${company} pays for expenses that are reasonable, necessary for the business and properly documented. The following are allowed:`,
  transport: (mileage) =>
    `**Transport:** flights in the class set under "Air travel" below, train and bus tickets, taxis and ride-hailing, tolls and parking, and a rental car when it is cheaper or more practical than the alternatives.${mileage === null ? "" : ` Business use of a personal car is reimbursed ${mileage}.`}`,
  lodging: "**Lodging:** standard business hotels near the place of work, within the nightly limit in section 3.",
  travelMeals: "**Meals while travelling:** the traveller's own meals on business trips, within the daily limit in section 3.",
  businessMeals:
    "**Business meals:** meals with clients, suppliers or partners when there is a clear business purpose; record who attended and why.",
  otherExpenses:
    "**Other business expenses:** conference and training fees, visas and travel documents, mobile data needed on a trip, one checked bag, and supplies needed to do the job.",

  limitsIntro:
    "Limits depend on each person's role. They are set on every corporate card, so a purchase above them is declined unless it was approved in advance (section 5).",
  roleTableHeader: ["Role", "Monthly limit", "Per-transaction limit"],
  travelCategoriesHeading: "Travel limits",
  limitIsCeiling:
    "A limit is a ceiling, not an allowance: spend only what the business need requires. Any amount above a limit that was not approved in advance is for the employee to pay.",
  monthlyReset: "Monthly limits reset on the first day of each calendar month; unused amounts do not carry over.",

  platformIntro: (company) => `${company} runs all business spending through its spend-management platform:`,
  virtualCards:
    "**Virtual cards:** every employee who spends for the business receives a virtual card in the app. Finance can issue single-use cards for one-off purchases, a card per trip, and a card per vendor for subscriptions; a physical card is issued only where a virtual card cannot be used.",
  spendControls:
    "**Spend limits and merchant controls:** the role limits in section 3 are set on each card, and merchant controls block categories with no business use, such as gambling or cash-like purchases. Finance can also restrict a card to specific merchants or categories.",
  receiptCapture:
    "**Mobile receipt capture:** take a photo of the receipt, or upload the electronic invoice, in the mobile app right after paying; the platform reads it and matches it to the card transaction.",
  realTimeTracking:
    "**Real-time tracking:** every card transaction appears in the platform as it happens, so employees, managers and finance can see spending against each limit at any time. Cardholders are alerted when they reach 80% of their monthly limit.",
  approvalWorkflows:
    "**Approval workflows:** requests and expense reports are routed automatically to the right approver according to the thresholds in section 5, and nothing is paid out until it is approved.",
  cardRulesHeading: "Card rules",
  cardRules: [
    "Corporate cards are for business expenses only. Personal purchases are not allowed, even if they are repaid later.",
    "Never share a card or its details. Report a lost or stolen card in the app at once so that it can be frozen.",
    "Cards are cancelled when an employee leaves or moves to a role that does not need one.",
  ],

  documentsHeading: "Receipts and fiscal documents",
  receiptsForEvery: "Upload a receipt or invoice for every expense, whatever the amount.",
  receiptsOver: (amount) => `Upload a receipt or invoice for every expense over ${amount}.`,
  receiptsFrom: (amount) => `Upload a receipt or invoice for every expense of ${amount} or more.`,
  lodgingAlwaysReceipt: "Lodging always needs an itemised hotel bill, whatever the amount.",
  expenseDetails:
    "Each expense must show the date, amount, merchant and business purpose; for business meals, also the names and organisations of the attendees.",
  deadlineHeading: "Deadline and reimbursement",
  submitWithin: (days, businessDays) =>
    `Submit every expense in the platform within ${days} ${businessDays ? "business " : ""}${days === 1 ? "day" : "days"} of the purchase, or of the end of the trip for travel expenses.`,
  reimbursementTiming: "Approved out-of-pocket expenses are reimbursed by bank transfer in the next payment run after approval.",
  approvalHeading: "Approvals",
  noSelfApproval: (topRole) =>
    `No one approves their own expenses. Where a role has no line manager${topRole ? ` (for example ${topRole})` : ""}, finance approves instead.`,
  internationalHeading: "International travel",
  internationalNotice: (notice) =>
    `Request international trips in the platform at least ${notice} before departure, so that flights and lodging can be approved and booked at reasonable prices.`,
  noticeLength: (days) =>
    `${days} ${days === 1 ? "day" : "days"}${days >= 7 && days % 7 === 0 ? ` (${days / 7} ${days === 7 ? "week" : "weeks"})` : ""}`,

  nonReimbursableIntro: (company) => `${company} does not pay or reimburse:`,
  nonReimbursableItems: [
    "Personal expenses, including those of family members or companions who travel with the employee.",
    "Traffic and parking fines, penalties, and interest or late fees caused by late submission.",
    "Upgrades to business or first class, premium rooms or extra services that were not approved in advance.",
    "Minibar, in-room entertainment, spa and gym charges.",
    "Lost or stolen personal belongings and personal travel insurance.",
    "Gifts or payments to public officials, or anything that could be seen as a bribe.",
    "Expenses already paid by a client, another company or an insurer.",
  ],

  auditIntro: (company) => `${company} checks spending continuously so that problems are caught early:`,
  auditItems: [
    "The platform checks every transaction against the limits and merchant controls in real time and flags exceptions.",
    "Managers review their team's expense reports before approving them; finance reviews every flagged expense each month.",
    "Finance audits a random sample of expense reports every quarter, and external auditors may review any expense.",
    "Employees keep the original documents available and answer audit questions promptly.",
  ],
  taxRulesHeading: (countryIn) => `Tax and invoicing rules ${countryIn}`,
  figuresAsOf: (date) =>
    `Figures and rates in this section are current as of ${date}; finance updates them when the authorities change them.`,

  violationsIntro: (company) => `Most mistakes are honest and quickly fixed. ${company} responds in proportion to what happened:`,
  violationSteps: [
    "**Minor or first-time issues** (a late report, a missing receipt): a reminder, and the expense is held until it is corrected.",
    "**Repeated issues:** lower card limits or a suspended card, and the employee's manager is informed.",
    "**Spending above a limit without approval:** the employee repays the excess.",
    "**Fraud or deliberate misuse** (false or altered receipts, personal purchases claimed as business, splitting a purchase to stay under a limit): disciplinary action up to dismissal, recovery of the amounts and, where appropriate, legal action.",
  ],
  payrollDeduction: (countryIn) =>
    `Amounts owed to the company are deducted from pay only where the law allows it ${countryIn} and, where required, with the employee's written consent.`,
  goodFaith: "Anyone who reports a suspected breach in good faith is protected from retaliation.",

  effectiveOn: (date, company) => `This policy takes effect on ${date} and replaces any earlier travel and expense rules of ${company}.`,
  reviewCycle: (triggers) =>
    `Finance owns this policy and reviews it at least once a year, and sooner when tax rules, official rates or the way the company works change — for example, when ${triggers}.`,
  nextReview: (date) => `Next scheduled review: ${date}.`,
  acknowledgement: "Every employee confirms in the platform that they have read this policy, and again after each significant change.",
  questions: "Questions about this policy go to the finance team.",

  mileageAtCompanyRate: (rate) => `at ${rate}, the rate the company has set`,
  airTravelHeading: "Air travel",
  cabins: { economy: "economy class", premiumEconomy: "premium economy", business: "business class", first: "first class" },
  economyByDefault: "Flights are booked in economy class unless a rule below allows another class.",
  bookAhead: (days) => `Book flights at least ${days} ${days === 1 ? "day" : "days"} before departure.`,

  travelTableHeader: ["Item", "Company limit", "Official reference"],
  travelItems: {
    mealsHome: "Meals, per day (home country)",
    mealsAbroad: "Meals, per day (abroad)",
    lodgingHome: "Lodging, per night (home country)",
    lodgingAbroad: "Lodging, per night (abroad)",
    perDiemHome: "Daily allowance (home country)",
    perDiemAbroad: "Daily allowance (abroad)",
    mileage: "Personal car",
  },
  perUnit: (rate, unit) => `${rate} per ${unit === "km" ? "km" : "mile"}`,
  capsHeading: "Caps per ride, guest or bill",
  // The items' names are the panel's: one list of words per language.
  capItems: understanding.caps.items,
  capLine: (item, cap) =>
    "amount" in cap ? `${item}: up to ${cap.amount} ${CAP_UNITS_EN[cap.per]}.` : `${item}: up to ${cap.percent}% of the bill.`,
  noReference: "—",
  referenceCell: (amount, kind, law) =>
    `${amount} (${kind === "taxFree" ? "tax-free limit" : kind === "deductible" ? "tax-deductible limit" : "public reference"}, ${law})`,
  overTaxFree: (item, limit, reference) =>
    `${item}: the company's limit of ${limit} is above the tax-free amount of ${reference}; the part of any allowance above ${reference} is taxable income for the employee, unless it is reimbursed against receipts where the law allows that.`,
  overDeductible: (item, limit, reference) =>
    `${item}: the company reimburses up to ${limit}, but only ${reference} is tax-deductible; the excess is a non-deductible cost for the company.`,
  underReference: (item, limit, reference) =>
    `${item}: the company's own limit of ${limit} applies; the official figure of ${reference} is shown for reference only.`,

  cashAdvance: (allowed, max) =>
    allowed
      ? `Cash advances are allowed for approved trips${max ? `, up to ${max}` : ""}; they are settled in the expense report with receipts, and any unspent amount is returned.`
      : "Cash advances are not given: use the corporate card, or pay and claim a reimbursement.",

  receiptsStatutory: (amount) =>
    `Tax rules still require documentary evidence for any expense of ${amount} or more, so keep those receipts too.`,

  alcohol: {
    default: "Alcoholic drinks, except at a business meal with clients approved in advance.",
    never: "Alcoholic drinks, in any circumstances.",
    withMealsOnly: "Alcoholic drinks, except in moderation with a meal.",
    clientEntertainmentOnly: "Alcoholic drinks, except when entertaining clients.",
    allowed: "Excessive alcohol: moderate drinks with a meal or client event are reimbursed; anything beyond is not.",
  },
  notLocalised: (country) =>
    `We have no country-specific facts for ${country}: the tax document and tax ID, VAT rate, tax treatment of per diems, receipt retention period, official mileage rate and payment-method rules below are general rules, not local law. Confirm local tax rules with your accountant before applying this policy.`,
};
