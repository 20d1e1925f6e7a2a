import type { Money } from "~/lib/reading/company-reading";
import type { Limit } from "~/lib/rulebook/policy-rules";
import type { CompositionContext } from "./composition-context.server";
import { bullets, cell, inlineUserText, table } from "./markdown.server";
import type { ReferenceFigure, TravelItem } from "./packs/sourced.server";
import { provenanceOf } from "./rulebook.server";

/** Official daily allowances the country publishes, shown beside the limits. */
const ALLOWANCE_ITEMS: readonly TravelItem[] = ["perDiemHome", "perDiemAbroad"];

interface TravelRow {
  label: string;
  /** The limit (the company's, the country's or ours), or null for a reference-only row. */
  limit: Limit | null;
  unit?: "km" | "mi";
  reference?: ReferenceFigure;
  item?: TravelItem;
}

/** Section 3: the roles' limits, then meals and lodging per place, allowances and mileage beside the official figures. */
export function spendingLimits(context: CompositionContext): string[] {
  const { t, country } = context;
  return [t.limitsIntro, ...limitsTables(context), ...country.limits, t.limitIsCeiling, t.monthlyReset];
}

/**
 * The rules tables of section 3 — the roles' limits, the travel limits and the notes comparing them
 * with the official figures — as the rules reader reads them back: also what restores a limit a
 * model's text lost.
 */
export function limitsTables(context: CompositionContext): string[] {
  const { rules, t, money, marked, name } = context;
  // A role may come as the company's row plus a proposed one for the limit it left out: one row each role.
  const names = [...new Set(rules.roles.map((role) => role.role))];
  const figure = (entries: typeof rules.roles, key: "monthly" | "perTransaction") => {
    const entry = entries.find((candidate) => candidate[key]);
    return entry?.[key] ? marked(money(entry[key]), entry.provenance) : "—";
  };
  const roleTable = table(
    t.roleTableHeader,
    names.map((role) => {
      const entries = rules.roles.filter((candidate) => candidate.role === role);
      return [cell(name(role)), figure(entries, "monthly"), figure(entries, "perTransaction")];
    }),
  );
  const rows = travelRows(context);
  const notes = rows.flatMap((row) => comparison(context, row) ?? []);
  return [
    roleTable,
    `### ${t.travelCategoriesHeading}`,
    table(
      t.travelTableHeader,
      rows.map((row) => [row.label, companyCell(context, row), referenceCell(context, row)]),
    ),
    ...(notes.length > 0 ? [bullets(notes)] : []),
    ...capsList(context),
  ];
}

/** Caps per ride, guest or bill, under their own heading: "Taxis and rides: up to $60.00 per ride." */
export function capsList({ rules, t, money, marked, variant }: CompositionContext): string[] {
  if (rules.caps.length === 0) return [];
  const percent = new Intl.NumberFormat(variant, { maximumFractionDigits: 2 });
  const lines = rules.caps.map((cap) =>
    t.capLine(
      t.capItems[cap.item],
      cap.amount ? { amount: marked(money(cap.amount), cap.provenance), per: cap.per } : { percent: percent.format(cap.percent!) },
    ),
  );
  return [`### ${t.capsHeading}`, bullets(lines)];
}

function travelRows(context: CompositionContext): TravelRow[] {
  const { rules, pack, t, r } = context;
  const reference = (item: TravelItem) => pack.references.find((figure) => figure.item === item);
  const placeRows = (limits: Limit[], kind: "meals" | "lodging"): TravelRow[] =>
    limits.map((limit) => {
      const item: TravelItem | undefined =
        limit.place.kind === "home" ? `${kind}Home` : limit.place.kind === "abroad" ? `${kind}Abroad` : undefined;
      const label = item ? t.travelItems[item] : (kind === "meals" ? r.mealsAt : r.lodgingAt)(placeName(context, limit));
      return { label, limit, item, reference: item ? reference(item) : undefined };
    });
  const allowances = ALLOWANCE_ITEMS.flatMap((item): TravelRow[] => {
    const figure = reference(item);
    // The official allowance is the proposed one: a controller expects a figure in every row.
    return figure
      ? [
          {
            label: t.travelItems[item],
            limit: { amount: figure.value, place: { kind: "home" }, provenance: provenanceOf(figure) },
            item,
            reference: figure,
          },
        ]
      : [];
  });
  const mileage = rules.mileage;
  // A mileage row needs a figure: the company's, or the official one; "the official table" alone is said in section 2.
  const mileageRow: TravelRow[] =
    mileage?.rate || reference("mileage")
      ? [
          {
            label: t.travelItems.mileage,
            // "At the IRS rate": the company's rule is the official figure of the day, shown as theirs.
            limit: mileage?.rate
              ? { amount: mileage.rate, place: { kind: "home" }, provenance: mileage.provenance }
              : mileage?.basis === "official" && reference("mileage")
                ? { amount: reference("mileage")!.value, place: { kind: "home" }, provenance: mileage.provenance }
                : null,
            unit: mileage?.unit ?? reference("mileage")?.unit,
            item: "mileage",
            reference: reference("mileage"),
          },
        ]
      : [];
  return [...placeRows(rules.meals, "meals"), ...placeRows(rules.lodging, "lodging"), ...allowances, ...mileageRow];
}

function placeName({ format }: CompositionContext, limit: Limit): string {
  const place = limit.place;
  if (place.kind !== "destination") return "";
  if (place.city) return inlineUserText(place.city);
  return place.country ? format.regionName(place.country) : "";
}

function amount({ t, format }: CompositionContext, value: Money, unit: "km" | "mi" | undefined): string {
  return unit ? t.perUnit(format.money(value), unit) : format.money(value);
}

/** The limit, marked when it is the country's figure or ours; a row with no limit (an allowance) says so with a dash. */
function companyCell(context: CompositionContext, row: TravelRow): string {
  if (!row.limit) return "—";
  const figure = amount(context, row.limit.amount, row.unit);
  // The official figure already stands in the reference column: mark it only as proposed.
  if (row.limit.provenance.kind === "country") return context.r.proposed(figure);
  return context.marked(figure, row.limit.provenance);
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
function comparison(context: CompositionContext, { item, limit, unit, reference }: TravelRow): string | undefined {
  const company = limit?.provenance.kind === "user" || limit?.provenance.kind === "panel" ? limit.amount : null;
  if (!company || !reference || !item) return undefined;
  if (company.currency !== reference.value.currency || (reference.unit && unit !== reference.unit)) return undefined;
  if (company.amount === reference.value.amount) return undefined;
  const { t } = context;
  const label = t.travelItems[item];
  const own = amount(context, company, unit);
  const official = amount(context, reference.value, reference.unit);
  if (company.amount > reference.value.amount && reference.kind === "taxFree") return t.overTaxFree(label, own, official);
  if (company.amount > reference.value.amount && reference.kind === "deductible") return t.overDeductible(label, own, official);
  return t.underReference(label, own, official);
}
