import type { Money } from "~/lib/policy/company-reading";
import type { CompositionContext } from "./composition-context.server";
import { bullets, cell, table } from "./markdown.server";
import type { ReferenceFigure, TravelItem } from "./packs/sourced.server";

const ROW_ORDER: readonly TravelItem[] = [
  "mealsHome", "mealsAbroad", "lodgingHome", "lodgingAbroad", "perDiemHome", "perDiemAbroad", "mileage",
];
/** Rows shown even when neither the company nor the country sets a figure, so the table always says who does. */
const ALWAYS_SHOWN = new Set<TravelItem>(["mealsHome", "lodgingHome"]);

interface TravelRow {
  item: TravelItem;
  company: Money | null;
  unit?: "km" | "mi";
  reference?: ReferenceFigure;
}

/** Section 3: the roles' limits, then meals, lodging, daily allowances and mileage beside the official figures. */
export function spendingLimits(context: CompositionContext): string[] {
  const { reading, t, company, country, money } = context;
  const roleTable =
    reading.roles.length > 0
      ? table(
          t.roleTableHeader,
          reading.roles.map((role) => [cell(role.name), money(role.monthlyLimit), money(role.perTransactionLimit)]),
        )
      : t.noRoles(company);
  const rows = travelRows(context);
  const notes = rows.flatMap((row) => comparison(context, row) ?? []);
  return [
    t.limitsIntro,
    roleTable,
    `### ${t.travelCategoriesHeading}`,
    table(
      t.travelTableHeader,
      rows.map((row) => [t.travelItems[row.item], companyCell(context, row), referenceCell(context, row)]),
    ),
    ...(notes.length > 0 ? [bullets(notes)] : []),
    ...country.limits,
    t.limitIsCeiling,
    t.monthlyReset,
  ];
}

function travelRows({ reading, pack }: CompositionContext): TravelRow[] {
  const own: Record<TravelItem, Money | null> = {
    mealsHome: reading.meals.home,
    mealsAbroad: reading.meals.abroad,
    lodgingHome: reading.lodging.home,
    lodgingAbroad: reading.lodging.abroad,
    perDiemHome: null,
    perDiemAbroad: null,
    mileage: reading.mileage?.rate ?? null,
  };
  return ROW_ORDER.map((item): TravelRow => ({
    item,
    company: own[item],
    unit: item === "mileage" ? reading.mileage?.unit : undefined,
    reference: pack.references.find((reference) => reference.item === item),
  })).filter((row) => row.company || row.reference || ALWAYS_SHOWN.has(row.item));
}

function amount({ t, format }: CompositionContext, value: Money, unit: "km" | "mi" | undefined): string {
  return unit ? t.perUnit(format.money(value), unit) : format.money(value);
}

function companyCell(context: CompositionContext, row: TravelRow): string {
  return row.company ? amount(context, row.company, row.unit) : context.t.setByFinance;
}

function referenceCell(context: CompositionContext, { reference }: TravelRow): string {
  if (!reference) return context.t.noReference;
  return context.t.referenceCell(amount(context, reference.value, reference.unit), reference.kind, reference.law);
}

/**
 * Where the company's own figure differs from the official one, the policy says which applies
 * and what the difference costs: tax for the employee above a tax-free amount, deductibility for
 * the company above a deduction cap. Figures in other currencies or units are not compared.
 */
function comparison(context: CompositionContext, { item, company, unit, reference }: TravelRow): string | undefined {
  if (!company || !reference) return undefined;
  if (company.currency !== reference.value.currency || (reference.unit && unit !== reference.unit)) return undefined;
  if (company.amount === reference.value.amount) return undefined;
  const { t } = context;
  const label = t.travelItems[item];
  const limit = amount(context, company, unit);
  const official = amount(context, reference.value, reference.unit);
  if (company.amount > reference.value.amount && reference.kind === "taxFree") return t.overTaxFree(label, limit, official);
  if (company.amount > reference.value.amount && reference.kind === "deductible") return t.overDeductible(label, limit, official);
  return t.underReference(label, limit, official);
}
