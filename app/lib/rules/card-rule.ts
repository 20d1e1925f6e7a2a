import type { ApprovalScope, Cabin, CappedItem, CapUnit, DocumentType, ExpenseCategory, ProhibitedItem } from "~/lib/rulebook/policy-rules";
import type { MccRange, MerchantCategory } from "./merchant-categories";

/*
 * One rule of the card controls (schema v3), as `controls.json` carries it and the owner's table
 * shows it: shared by the server that writes it and the browser that reads it.
 */

export type Amount = { value: number; currency: string };
export type RuleSource = { section: number; heading: string; provenance: "user" | "country" | "proposed" };

export type CardRule =
  | { id: string; type: "roleMonthlyLimit" | "rolePerTransactionLimit"; role: string; amount: Amount; source: RuleSource }
  | { id: string; type: "receiptThreshold"; amount: Amount; source: RuleSource }
  | {
      id: string;
      type: "mealsPerDiem" | "lodgingCap";
      region: "home" | "abroad" | "destination";
      country?: string | null;
      city?: string | null;
      amount: Amount;
      source: RuleSource;
    }
  | { id: string; type: "mileageRate"; amount: Amount; unit: "km" | "mi"; source: RuleSource }
  /** Spend above `amount` (0: any amount) up to `upTo` needs the approver, within the scope. */
  | {
      id: string;
      type: "approvalThreshold";
      amount: Amount;
      upTo: Amount | null;
      approver: string;
      scope: ApprovalScope;
      source: RuleSource;
    }
  | {
      id: string;
      type: "submissionDeadline" | "reimbursementDeadline" | "advanceSettlementDeadline";
      days: number;
      businessDays: boolean;
      source: RuleSource;
    }
  /** A claim submitted late: not paid, or paid only with `approver`'s sign-off; the cut-off is the deadline unless given. */
  | {
      id: string;
      type: "lateClaims";
      outcome: "forfeited" | "approval";
      approver: string | null;
      afterDays: number | null;
      dayOfNextMonth: number | null;
      source: RuleSource;
    }
  | { id: string; type: "bookingNotice"; days: number; scope: "all" | "international"; source: RuleSource }
  | { id: string; type: "documentRefused"; document: DocumentType; category: ExpenseCategory | null; source: RuleSource }
  | { id: string; type: "cashAdvance"; allowed: boolean; max: Amount | null; source: RuleSource }
  | { id: string; type: "travelClass"; cabin: Cabin; allowed: boolean; minHours: number | null; role: string | null; source: RuleSource }
  /** A cap on one item per unit: "taxi, $60 per ride", "client entertainment, $150 per person". */
  | { id: string; type: "itemCap"; item: CappedItem; amount: Amount; per: Exclude<CapUnit, "bill">; source: RuleSource }
  /** A cap on one item as a percentage of the bill: "tips, 15 %". */
  | { id: string; type: "itemPercentCap"; item: CappedItem; percent: number; source: RuleSource }
  | { id: string; type: "prohibited"; item: ProhibitedItem; except: "withMeals" | "withClients" | null; source: RuleSource }
  | {
      id: string;
      type: "merchantCategory";
      category: MerchantCategory;
      action: "blocked" | "restricted";
      mcc: MccRange[];
      /** Why it is restricted rather than blocked: a cap (the id of the cap rule), a cabin, a condition. */
      capRuleIds?: string[];
      cabin?: string;
      condition?: "withMealsOnly" | "clientEntertainmentOnly" | "namedAsNonReimbursable";
      source: RuleSource;
    };
