import * as z from "zod/mini";
import { CABINS, DOCUMENT_TYPES, EXPENSE_CATEGORIES, PROHIBITED_ITEMS } from "./policy-rules";

/*
 * "Can I expense this?": one expense as a caller describes it, and the answer the policy's own
 * rules give. Shared by the checker (server), the question reader, the batch check and the public
 * page's box (browser), hence `zod/mini`.
 */

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** One expense. Amounts are in `currency`; `exchangeRate` is policy-currency units per unit of it. */
export const ExpenseQuerySchema = z.object({
  amount: z.number().check(z.nonnegative(), z.lte(1e9)),
  /** ISO 4217 code. */
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  category: z.enum(EXPENSE_CATEGORIES),
  /** YYYY-MM-DD. */
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  city: z.optional(text(80)),
  /** ISO 3166-1 alpha-2. */
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  role: z.optional(text(120)),
  /** People the expense covers, the spender included. */
  attendees: z.optional(z.number().check(z.int(), z.positive(), z.lte(1000))),
  /** Someone outside the company was there (a client dinner). */
  withClients: z.optional(z.boolean()),
  cabin: z.optional(z.enum(CABINS)),
  flightHours: z.optional(z.number().check(z.positive(), z.lte(40))),
  nights: z.optional(z.number().check(z.int(), z.positive(), z.lte(365))),
  /** For mileage, in the policy's unit (km or mi). */
  distance: z.optional(z.number().check(z.positive(), z.lte(100000))),
  /** Items the expense includes that a policy may prohibit (alcohol, minibar, …). */
  items: z.optional(z.array(z.enum(PROHIBITED_ITEMS)).check(z.maxLength(PROHIBITED_ITEMS.length))),
  /** The document the spender has for it. */
  document: z.optional(z.enum(DOCUMENT_TYPES)),
  /** Days from the expense (or the trip's end) to its submission: "a trip that ended 45 days ago", "hace 3 semanas". */
  submittedAfterDays: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(3660))),
  /** Policy-currency units per one unit of `currency`, when the caller gives a rate. */
  exchangeRate: z.optional(z.number().check(z.positive(), z.lte(1e6))),
  /**
   * Free text about the expense, read like a batch row's note: the items in it (wine, the minibar,
   * a tip), a client among the guests, how many people and nights, the cabin. A field sent wins.
   */
  description: z.optional(z.string().check(z.maxLength(500))),
  /** The same as `description` (card platforms call it a note or memo). */
  note: z.optional(z.string().check(z.maxLength(500))),
});
export type ExpenseQuery = z.infer<typeof ExpenseQuerySchema>;

export const VERDICTS = ["allowed", "needs_approval", "needs_document", "over_limit", "not_reimbursable", "cannot_tell"] as const;
export type Verdict = (typeof VERDICTS)[number];

/** What a caller can add to turn `cannot_tell` into an answer. */
export const MISSING_FIELDS = [
  "amount",
  "currency",
  "category",
  "place",
  "role",
  "exchangeRate",
  "cabin",
  "flightHours",
  "nights",
  "distance",
  "attendees",
] as const;
export type MissingField = (typeof MISSING_FIELDS)[number];

/** Facts the checker tries value by value when the caller does not give them. */
export const UNNEEDED_FACTS = ["place", "category", "cabin", "flightHours", "role"] as const satisfies readonly MissingField[];
export type UnneededFact = (typeof UNNEEDED_FACTS)[number];

/** A line of the policy that decides the answer, quoted as the latest revision states it. */
export type Clause = { section: number; heading: string; text: string; provenance: "user" | "country" | "proposed" };

export type ExpenseAnswer = {
  verdict: Verdict;
  /** One sentence in the answer's language: the verdict and why, with the figures. */
  summary: string;
  approver?: string;
  /** How far over the limit, in the policy's currency. */
  excess?: { amount: number; currency: string };
  /** Documents the expense needs (or needs instead of the one refused). */
  documents?: (typeof DOCUMENT_TYPES)[number][];
  /** For `cannot_tell`: what is missing, and the sentence that asks for it. */
  missing?: MissingField[];
  /**
   * Facts the caller did not give that the answer does not depend on: every value they may take
   * (home, abroad and each destination the policy names; each category; each cabin…) gives it.
   */
  unneeded?: UnneededFact[];
  /** Facts the caller did not give that the answer took for granted, their value in `understood` (a flight is economy; an expense over every cap, by a different excess at home and abroad, at home). */
  assumed?: MissingField[];
  clauses: Clause[];
  /** The expense as it was judged (after reading a question, and converted when a rate was given). */
  understood: ExpenseQuery | Partial<ExpenseQuery>;
  /** Which text answered: the policy version and revision, so an answer can be traced. */
  provenance: { slug: string; revision: number; contentHash: string; language: string };
};

/**
 * An answer's summary without the verdict words it opens with ("Yes — $42.50 of meals: …" reads
 * "$42.50 of meals: …"), for a place that already shows the verdict beside it: a badge, a label,
 * a spreadsheet's verdict column. A summary that opens otherwise is kept whole.
 */
export function summaryAfterVerdict(summary: string, verdictWords: string): string {
  if (!verdictWords || !summary.startsWith(verdictWords)) return summary;
  const rest = /^\s*(?:—|:)\s*(.+)$/s.exec(summary.slice(verdictWords.length))?.[1];
  return rest ? `${rest[0]!.toUpperCase()}${rest.slice(1)}` : summary;
}
