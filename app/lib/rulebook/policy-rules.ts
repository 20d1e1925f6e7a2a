import * as z from "zod/mini";

/**
 * The rulebook: every rule of a policy in one typed home — limits, approvals,
 * deadlines, documents, travel class, prohibitions — each with where it came from. The reading of
 * the company fills it with the user's rules; the country pack adds its facts and our proposed
 * defaults; both writers write from it; the panel shows and edits it. The browser imports this
 * module, hence `zod/mini`.
 */

export const MoneySchema = z.object({
  amount: z.number().check(z.nonnegative()),
  /** ISO 4217 code. */
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});

/** Where a rule came from. */
export const ProvenanceSchema = z.discriminatedUnion("kind", [
  /** The user wrote it: `words` are theirs, as written (never placed in the policy verbatim). */
  z.object({ kind: z.literal("user"), words: z.string().check(z.maxLength(600)) }),
  /** The user set or corrected it in the panel. */
  z.object({ kind: z.literal("panel") }),
  /** A fact of the country's pack: its source and the date it was checked. */
  z.object({ kind: z.literal("country"), source: z.string(), asOf: z.string() }),
  /** A default the product chose because the user gave none, with why. */
  z.object({ kind: z.literal("proposed"), why: z.string(), source: z.optional(z.string()), asOf: z.optional(z.string()) }),
]);

/** Where a limit applies: the home country, anywhere abroad, or one destination (country and/or city). */
export const PlaceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("home") }),
  z.object({ kind: z.literal("abroad") }),
  z.object({
    kind: z.literal("destination"),
    /** ISO 3166-1 alpha-2 code, when known. */
    country: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
    /** A named city, as the user wrote it ("New York"). */
    city: z.nullable(z.string().check(z.maxLength(80))),
  }),
]);

export const LimitSchema = z.object({ amount: MoneySchema, place: PlaceSchema, provenance: ProvenanceSchema });

export const RoleLimitSchema = z.object({
  /** The role as the user named it ("Directors", "socio director"). */
  role: z.string().check(z.minLength(1), z.maxLength(120)),
  monthly: z.nullable(MoneySchema),
  perTransaction: z.nullable(MoneySchema),
  provenance: ProvenanceSchema,
});

export const EXPENSE_CATEGORIES = ["meals", "lodging", "airfare", "groundTransport", "mileage", "entertainment", "other"] as const;

export const ApprovalScopeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all") }),
  z.object({ kind: z.literal("international") }),
  z.object({ kind: z.literal("category"), category: z.enum(EXPENSE_CATEGORIES) }),
  /** Spend of one role ("directors' trips"). */
  z.object({ kind: z.literal("role"), role: z.string().check(z.maxLength(120)) }),
]);

export const ApprovalTierSchema = z.object({
  /** Spend above this amount needs the approver (0: every amount of the scope). */
  above: MoneySchema,
  /** The tier ends at this amount (a higher tier takes over); null when open-ended. */
  upTo: z.nullable(MoneySchema),
  /** Who approves, as the user named them ("CFO", "socio director", "Dr. Patel"). */
  approver: z.string().check(z.minLength(1), z.maxLength(120)),
  scope: ApprovalScopeSchema,
  provenance: ProvenanceSchema,
});

export const DaysSchema = z.object({
  days: z.number().check(z.int(), z.positive()),
  businessDays: z.boolean(),
  provenance: ProvenanceSchema,
});

/**
 * What becomes of a claim submitted late: it is not paid, or paid only with an approver's sign-off.
 * The cut-off is the submission deadline unless the text names its own ("more than 90 days old",
 * "after day 5 of the following month").
 */
export const LateClaimsSchema = z.object({
  outcome: z.enum(["forfeited", "approval"]),
  /** Who signs a late claim off (outcome "approval"), as written. */
  approver: z.nullable(z.string().check(z.maxLength(80))),
  afterDays: z.nullable(z.number().check(z.int(), z.positive())),
  dayOfNextMonth: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(31))),
  provenance: ProvenanceSchema,
});

export const NoticeSchema = z.object({
  days: z.number().check(z.int(), z.positive()),
  scope: z.enum(["all", "international"]),
  provenance: ProvenanceSchema,
});

export const DOCUMENT_TYPES = ["receipt", "invoice", "taxInvoice", "simplifiedInvoice", "boleta", "posTicket", "cashReceipt"] as const;

export const DocumentRuleSchema = z.object({
  document: z.enum(DOCUMENT_TYPES),
  accepted: z.boolean(),
  /** The category it applies to ("no boletas for hotels"); null for every expense. */
  category: z.nullable(z.enum(EXPENSE_CATEGORIES)),
  provenance: ProvenanceSchema,
});

export const ReceiptsSchema = z.object({
  /** Receipts are required above this amount; null: for every expense. */
  above: z.nullable(MoneySchema),
  provenance: ProvenanceSchema,
});

export const MileageSchema = z.object({
  unit: z.enum(["km", "mi"]),
  /** "fixed": the company's own rate; "official": the authority's rate as published (with `official`). */
  basis: z.enum(["fixed", "official"]),
  /** The fixed rate, or the official rate as the user quoted it ("70 cents a mile right now"). */
  rate: z.nullable(MoneySchema),
  /** The authority whose official rate applies ("IRS", "CRA"); null when the text names none. */
  official: z.nullable(z.string().check(z.maxLength(120))),
  provenance: ProvenanceSchema,
});

export const PerDiemSchema = z.object({
  basis: z.enum(["actuals", "company", "official"]),
  /** The official table ("GSA"), when `official`. */
  table: z.nullable(z.string().check(z.maxLength(120))),
  provenance: ProvenanceSchema,
});

export const CABINS = ["economy", "premiumEconomy", "business", "first"] as const;

export const TravelClassRuleSchema = z.object({
  cabin: z.enum(CABINS),
  /** false: the cabin is never allowed ("no first class"). */
  allowed: z.boolean(),
  /** Only on flights of at least this many hours. */
  minHours: z.nullable(z.number().check(z.nonnegative())),
  /** Only for this role, as the user named it. */
  role: z.nullable(z.string().check(z.maxLength(120))),
  provenance: ProvenanceSchema,
});

export const ABROAD_CURRENCY = ["home", "local"] as const;

export const AbroadSchema = z.object({
  /** Limits abroad are in this currency (ISO 4217), when the user said so. */
  currency: z.nullable(MoneySchema.shape.currency),
  /** Where the exchange rate comes from ("the card statement", "Banco Central"), in the user's words. */
  exchangeRateSource: z.nullable(z.string().check(z.maxLength(120))),
  provenance: ProvenanceSchema,
});

export const PROHIBITED_ITEMS = [
  "alcohol",
  "firstClass",
  "businessClass",
  "minibar",
  "spa",
  "gambling",
  "tobacco",
  "fines",
  "personal",
  "upgrades",
  "cashWithdrawals",
  "giftCards",
  "entertainment",
  "laundry",
  "inRoomMovies",
  "tips",
] as const;

export const ProhibitionSchema = z.object({
  item: z.enum(PROHIBITED_ITEMS),
  /** An exception the user wrote ("except with clients"): the item is allowed then. */
  except: z.nullable(z.enum(["withMeals", "withClients"])),
  provenance: ProvenanceSchema,
});

export const CashAdvanceSchema = z.object({
  allowed: z.boolean(),
  max: z.nullable(MoneySchema),
  provenance: ProvenanceSchema,
});

/** What a cap per unit or a percentage limits: a taxi ride, tips on a bill, a guest at a client dinner. */
export const CAPPED_ITEMS = ["taxi", "tips", "housekeeping", "entertainment", "laundry", "parking", "internet", "baggage"] as const;
export const CAP_UNITS = ["ride", "bill", "person", "day", "night", "trip", "month"] as const;

export const ItemCapSchema = z.object({
  item: z.enum(CAPPED_ITEMS),
  /** The cap in money per `per`; null when the cap is a percentage. */
  amount: z.nullable(MoneySchema),
  /** The cap as a percentage of the bill ("tips up to 10 %"); null when it is money. */
  percent: z.nullable(z.number().check(z.positive(), z.lte(100))),
  per: z.enum(CAP_UNITS),
  provenance: ProvenanceSchema,
});

export const PolicyRulesSchema = z.object({
  /** Meals per day. */
  meals: z.array(LimitSchema),
  /** Lodging per night. */
  lodging: z.array(LimitSchema),
  roles: z.array(RoleLimitSchema),
  /** In ascending order of `above` within each scope. */
  approvals: z.array(ApprovalTierSchema),
  submission: z.nullable(DaysSchema),
  /** Late claims: readings stored before they were read have none. */
  lateClaims: z._default(z.nullable(LateClaimsSchema), () => null),
  /** How soon approved expenses are paid back. */
  reimbursement: z.nullable(DaysSchema),
  notice: z.array(NoticeSchema),
  /** Cash advances are settled (accounted for) within this time after the trip. */
  advanceSettlement: z.nullable(DaysSchema),
  receipts: z.nullable(ReceiptsSchema),
  documents: z.array(DocumentRuleSchema),
  mileage: z.nullable(MileageSchema),
  perDiem: z.nullable(PerDiemSchema),
  travelClass: z.array(TravelClassRuleSchema),
  abroad: z.nullable(AbroadSchema),
  prohibited: z.array(ProhibitionSchema),
  cashAdvance: z.nullable(CashAdvanceSchema),
  /** Caps per ride, per guest, per bill: readings stored before they existed have none. */
  caps: z._default(z.array(ItemCapSchema), () => []),
});

export type Money = z.infer<typeof MoneySchema>;
export type Provenance = z.infer<typeof ProvenanceSchema>;
export type Place = z.infer<typeof PlaceSchema>;
export type Limit = z.infer<typeof LimitSchema>;
export type RoleLimit = z.infer<typeof RoleLimitSchema>;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export type ApprovalScope = z.infer<typeof ApprovalScopeSchema>;
export type ApprovalTier = z.infer<typeof ApprovalTierSchema>;
export type Days = z.infer<typeof DaysSchema>;
export type Notice = z.infer<typeof NoticeSchema>;
export type LateClaims = z.infer<typeof LateClaimsSchema>;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type DocumentRule = z.infer<typeof DocumentRuleSchema>;
export type Receipts = z.infer<typeof ReceiptsSchema>;
export type Mileage = z.infer<typeof MileageSchema>;
export type PerDiem = z.infer<typeof PerDiemSchema>;
export type Cabin = (typeof CABINS)[number];
export type TravelClassRule = z.infer<typeof TravelClassRuleSchema>;
export type Abroad = z.infer<typeof AbroadSchema>;
export type ProhibitedItem = (typeof PROHIBITED_ITEMS)[number];
export type Prohibition = z.infer<typeof ProhibitionSchema>;
export type CashAdvance = z.infer<typeof CashAdvanceSchema>;
export type CappedItem = (typeof CAPPED_ITEMS)[number];
export type CapUnit = (typeof CAP_UNITS)[number];
export type ItemCap = z.infer<typeof ItemCapSchema>;
export type PolicyRules = z.infer<typeof PolicyRulesSchema>;

export function emptyRules(): PolicyRules {
  return {
    meals: [],
    lodging: [],
    roles: [],
    approvals: [],
    submission: null,
    lateClaims: null,
    reimbursement: null,
    notice: [],
    advanceSettlement: null,
    receipts: null,
    documents: [],
    mileage: null,
    perDiem: null,
    travelClass: [],
    abroad: null,
    prohibited: [],
    cashAdvance: null,
    caps: [],
  };
}

/** The user's words as a rule's provenance. */
export const fromUser = (words: string): Provenance => ({ kind: "user", words: words.slice(0, 600) });

/** The JSON Schema of the rulebook (for Workers AI's structured output and for card platforms). */
export function policyRulesJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(PolicyRulesSchema) as Record<string, unknown>;
}
