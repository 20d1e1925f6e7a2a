import { industryInSentence } from "./policy-format.server";
import type { CountryPhrases, PolicyPhrases } from "./phrase-types.server";

const COUNTRY: CountryPhrases = {
  mx: ({ pack: { facts: f }, company, format }) => {
    const money = format.money;
    const cash = money(f.nonCashPaymentThreshold.value);
    return {
      mileage: "per kilometre, at the rate published by finance",
      allowable: [
        `Travel expenses (viáticos) are deductible only for the traveller's lodging, food, transport, car rental and mileage, and only on trips more than ${f.viaticosRadiusKm.value} km from ${company}'s establishment (Art. 28-V LISR); travel within that radius is treated as local transport.`,
        `The traveller must be an employee of ${company} or a provider of professional services to it.`,
      ],
      limits: [
        `For tax purposes, deductible food on a trip is capped at ${money(f.foodCapDomesticPerDay.value)} per person per day in Mexico and ${money(f.foodCapAbroadPerDay.value)} abroad, lodging abroad at ${money(f.lodgingCapAbroadPerNight.value)} per night and car rental at ${money(f.carRentalCapPerDay.value)} per day (Art. 28-V LISR). ${company} may reimburse more within the limits above, but the excess is not deductible.`,
      ],
      cards: [
        `Pay with the corporate card or by bank transfer: payments over ${cash} are deductible only when made by card, transfer, nominative cheque or an SAT-authorised e-wallet (RMF 2024 rule 3.3.1.3).`,
        `Check that the CFDI does not show payment form 31 ("Intermediario pagos"): SAT treats it as cash, so such an invoice over ${cash} is not deductible.`,
      ],
      documents: [
        `Ask for the CFDI when paying, issued to ${company}'s RFC, tax regime, name and postal code, with the right payment form, payment method and CFDI use. If it is not requested, the merchant may include the sale in a global invoice to the generic RFC XAXX010101000, and it can no longer be deducted.`,
        "Upload both files: the XML is the fiscal document; the PDF is only its printed representation.",
        "Abroad, where there is no CFDI, upload the invoice or receipt issued by the merchant.",
      ],
      nonReimbursable: [
        `Expenses without a valid, uncancelled CFDI in ${company}'s name when one could have been issued.`,
        `Payments over ${cash} made in cash.`,
      ],
      taxRules: [
        `**IVA:** the general rate is ${format.percent(f.ivaRate.value)}; sellers in the northern and southern border region who notified SAT charge ${format.percent(f.borderIvaRate.value)}, and their CFDI shows IVA at that rate.`,
        `**Viáticos (Art. 28-V LISR):** deductible only for lodging, food, transport, car rental and mileage of employees or professional-services providers, beyond ${f.viaticosRadiusKm.value} km of the establishment; a CFDI is required in Mexico and supporting documents abroad.`,
        `**Daily caps per person:** food ${money(f.foodCapDomesticPerDay.value)} in Mexico and ${money(f.foodCapAbroadPerDay.value)} abroad (with lodging or transport documents; if only a transport CFDI is attached, the meal must be paid with the traveller's card), lodging abroad ${money(f.lodgingCapAbroadPerNight.value)} per night, car rental ${money(f.carRentalCapPerDay.value)} per day.`,
        `**Restaurant meals outside a trip:** only ${format.percent(f.restaurantDeductibleShare.value)} is deductible, and only if paid by card or SAT-authorised e-wallet; IVA is creditable in the same proportion (Art. 28-XX LISR).`,
        `**Viáticos without a CFDI (Art. 152 RLISR):** up to ${format.percent(f.undocumentedViaticosShare.value)} of a trip's viáticos, and no more than ${money(f.undocumentedViaticosYearlyCap.value)} a year, may lack a CFDI when the merchant could not issue one; the rest must be paid with the company card and unspent amounts returned. This does not apply to lodging or airfare.`,
        "**Before uploading a CFDI,** check the receiver's RFC, tax regime, name and postal code; the issuer's RFC, regime and name; the payment form and method; and the CFDI use.",
      ],
      retention: "Keep CFDI XML files and supporting documents for as long as SAT may review them; the platform keeps a copy of each.",
      reviewTriggers: "SAT changes the CFDI rules or the viáticos caps",
    };
  },

  co: ({ pack: { facts: f }, company, format }) => ({
    mileage: "per kilometre, at the rate published by finance",
    allowable: [
      `Reimbursements for occasional trips (viáticos ocasionales) cover food, lodging and transport away from the usual place of work and are not salary. Fixed, regular travel allowances would count as salary, so ${company} reimburses actual, documented costs instead.`,
      "Contractors' travel costs are reimbursed only when their contract says so expressly; they are then not income for the contractor (DIAN Concepto 00113 of 2024).",
    ],
    limits: [],
    cards: [
      "Pay by card or bank transfer. Under the bancarización rules (ET art. 771-5) only payments through the financial system are fully deductible, so cash is for exceptional cases.",
    ],
    documents: [
      `Ask for a factura electrónica in ${company}'s name with its NIT: give the seller the company name, NIT and invoicing e-mail address (the seller may not demand the RUT).`,
      "A POS ticket is not enough: POS documents give no right to deduct costs or claim IVA.",
      "For purchases from sellers who are not obliged to invoice, send finance the seller's details so that it can issue a documento soporte.",
    ],
    nonReimbursable: [
      `Expenses supported only by a POS ticket, or by an invoice not issued to ${company} and its NIT, when a factura electrónica could have been requested.`,
    ],
    taxRules: [
      `**IVA:** the general rate is ${format.percent(f.ivaRate.value)} (ET art. 468).`,
      `**Factura electrónica:** validated by DIAN before it is delivered (UBL 2.1 XML with a digital signature and CUFE) and issued to ${company} with its NIT.`,
      `**POS tickets** give no right to costs, deductions or IVA credits (ET art. 616-1, par. 4), and sellers may issue them only for sales up to ${f.posTicketMaxUvt.value} UVT.`,
      "**Documento soporte:** required to deduct purchases from people not obliged to invoice (Res. 000167 of 2021); it carries both parties' NIT and DIAN-authorised numbering.",
      "**Bancarización (ET art. 771-5):** cash payments are deductible only within legal limits, so payments through the financial system are always preferred.",
      "**Viáticos:** occasional allowances are not salary; permanent, habitual ones are.",
    ],
    retention: `Keep electronic invoices and supporting documents for at least ${f.eInvoiceRetentionYears.value} years.`,
    reviewTriggers: "the UVT value changes, as it does every year, or DIAN changes its invoicing rules",
  }),

  br: ({ pack: { facts: f }, company, format }) => ({
    mileage: `per kilometre, at the rate set by ${company}, since Brazilian labour law sets none`,
    allowable: [
      "Travel allowances (diárias para viagem) are not part of pay, whatever their amount (CLT art. 457 §2, as amended by Lei 13.467/2017); meal allowances may not be paid in cash.",
      `Expenses must be necessary, usual and normal for ${company}'s business (RIR/2018 art. 311).`,
    ],
    limits: [`No law sets meal or lodging amounts in Brazil; the limits above are ${company}'s own.`],
    cards: ["The card slip is not a fiscal document: every card payment still needs a nota fiscal (section 5)."],
    documents: [
      `Ask for a nota fiscal issued to ${company}'s CNPJ, showing what was bought, the date and the amount.`,
      "The card slip alone does not replace the nota fiscal.",
      "For flights, the Bilhete de Passagem Aérea replaces the nota fiscal.",
    ],
    nonReimbursable: [`Expenses supported only by a card slip, or by a document without ${company}'s CNPJ.`],
    taxRules: [
      `**Documents:** notas fiscais must identify ${company}'s CNPJ, the description, the date and the amount (Lei 9.532/97 art. 61).`,
      `**NFS-e:** the national standard for service e-invoices is mandatory from ${format.date(new Date(f.nfseNationalStandardFrom.value))} (LC 214/2025 art. 62).`,
      `**Tax reform:** from ${f.taxReformTestYear.value}, invoices carry the new CBS and IBS fields (test rates of ${format.percent(f.cbsTestRate.value)} and ${format.percent(f.ibsTestRate.value)}, not yet collected); CBS collection starts in ${f.cbsCollectionYear.value} and ICMS and ISS are phased out by ${f.taxReformEndYear.value}. Finance checks these fields on every invoice it receives.`,
      "**Deductibility:** expenses must be necessary, usual and normal for the business (RIR/2018 art. 311).",
      "**Diárias:** travel allowances are not part of pay (CLT art. 457 §2).",
    ],
    retention: `Keep notas fiscais and travel documents for ${f.documentRetentionYears.value} years.`,
    reviewTriggers: "the roll-out of CBS and IBS under the tax reform moves to its next stage",
  }),

  us: ({ pack: { facts: f }, company, format }) => {
    const mileage = `${format.number(f.mileageRatePerMile.value * 100)} cents per mile for ${f.mileageRateYear.value}`;
    return {
      mileage: `at the IRS standard mileage rate in effect for the year of travel (${mileage})`,
      allowable: [
        `${company} reimburses under an IRS accountable plan (section 7), so reimbursements are not taxable income for employees.`,
      ],
      limits: [
        `For reference, the federal standard per diem for fiscal year ${f.gsaFiscalYear.value} (GSA) is ${format.money(f.gsaLodgingPerNight.value)} for lodging and ${format.money(f.gsaMealsPerDay.value)} for meals and incidental expenses per day; ${company}'s own limits above apply.`,
      ],
      cards: [
        `Cash advances, when approved, are given no more than ${f.advanceMaxDaysBefore.value} days before the expense, and any unused amount is returned within ${f.returnExcessDays.value} days.`,
      ],
      documents: [
        "Under IRS rules, each record must also show where the expense took place and, for meals, the business relationship of the people present.",
      ],
      nonReimbursable: [
        "Entertainment, such as tickets to sporting events, concerts or golf, which is no longer deductible after the 2017 tax reform (TCJA).",
      ],
      taxRules: [
        `**Accountable plan (IRC §62(c)):** every reimbursement must have a business connection, be substantiated, and any excess must be returned. Substantiate expenses within ${f.substantiationDays.value} days and return excess advances within ${f.returnExcessDays.value} days; amounts not substantiated or returned in time are treated as taxable wages.`,
        `**Receipts:** lodging always needs a receipt; other expenses need documentary evidence from ${format.money(f.receiptThreshold.value)}.`,
        `**Meals:** ${format.percent(f.mealsDeductibleShare.value)} deductible; entertainment is not deductible (IRS Notice 2018-76).`,
        `**Mileage:** the IRS standard mileage rate for the year of travel (${mileage}).`,
        `**State law:** some states require employers to reimburse necessary work expenses, such as mileage or a personal phone used for work; ${company} follows the rules of the state where each employee works.`,
      ],
      retention: "Keep receipts and expense records for as long as the IRS may examine the tax returns they support.",
      reviewTriggers: "the IRS publishes a new standard mileage rate or the per diem rates change, as they do every year",
    };
  },

  generic: ({ company, countryIn }) => ({
    mileage: "per kilometre, at the rate published by finance",
    allowable: [`Expenses must be necessary for the business and supported by the documents the law requires ${countryIn}.`],
    limits: [],
    cards: ["Pay by card or bank transfer whenever possible, so that every payment leaves a record."],
    documents: [
      `Ask for a tax invoice in ${company}'s legal name, with its tax identification number, whenever local law provides for one; a card slip alone is not enough when an invoice can be issued.`,
    ],
    nonReimbursable: [`Expenses without an invoice or receipt in ${company}'s name when one could have been issued.`],
    taxRules: [
      `**Invoices:** use the local tax invoice issued to ${company}'s legal name and tax identification number.`,
      `**VAT and sales tax:** recoverable tax on business expenses is claimed under the VAT or sales-tax rules that apply ${countryIn}; the invoice must show the tax separately where those rules require it.`,
      `**Records:** keep invoices and receipts for as long as the law requires ${countryIn}.`,
      `Finance confirms local rules with ${company}'s tax advisers before applying them.`,
    ],
    retention: "Keep invoices, receipts and expense reports for as long as local law requires.",
    reviewTriggers: `the tax or invoicing rules ${countryIn} change`,
  }),
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
    `**Transport:** flights in the class set under "Air travel" below, train and bus tickets, taxis and ride-hailing, tolls and parking, and a rental car when it is cheaper or more practical than the alternatives. Business use of a personal car is reimbursed ${mileage}.`,
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
  deadlineStatutory: (days) =>
    `Under the IRS accountable-plan rules, expenses substantiated more than ${days} days after they were paid or incurred may be treated as taxable wages, so submit well within the company's deadline.`,
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

  country: COUNTRY,
};
