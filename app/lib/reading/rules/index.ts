/*
 * The company's rules, one sentence at a time, in en, es and pt, into the rulebook: one module per
 * field, each with its words per language. The description reader (`read-company.ts`) runs them in
 * its own order; the question reader (`expense-question.ts`) reuses their vocabularies.
 */
export { emptyFigures, NOT_MONEY_AFTER, SentenceReading, type Figures } from "./sentence";
export { clausesOf, type Clause } from "./shared";
export { readHeadcount, readIndustry } from "./company";
export { ABROAD } from "./places";
export { CONDITION_WORDS, LODGING, MEALS, readDailyLimits } from "./meals-and-lodging";
export { MILEAGE, readMileage } from "./mileage";
export { readPerDiem } from "./per-diem";
export { readReceipts } from "./receipts";
export { CATEGORY_WORDS, DOCUMENT_WORDS, readDocuments } from "./documents";
export { approvalScopeOf, orderApprovals, readApproval, ROLE_NOUN } from "./approvals";
export { ITEM_WORDS, readProhibitions } from "./prohibitions";
export { CABIN_WORDS, readTravelClass } from "./travel-class";
export { readDeadlines, readLateClaims, readNotice } from "./deadlines";
export { readCashAdvance } from "./cash-advance";
export { CAPPED_ITEM_WORDS, readItemCaps } from "./item-caps";
export { readRole } from "./roles";
export { ANECDOTE, CHATTER } from "./chatter";
