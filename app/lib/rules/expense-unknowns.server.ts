import { placeCountry } from "~/lib/reading/expense-places";
import { UNNEEDED_FACTS, type ExpenseAnswer, type ExpenseQuery, type MissingField, type UnneededFact } from "../rulebook/expense";
import { CABINS, EXPENSE_CATEGORIES } from "../rulebook/policy-rules";
import type { CardRule } from "./card-rule";

/*
 * "Ask only what matters": a fact the caller did not give (where it was spent, what it was for,
 * the cabin, the flight's hours, the role) is asked for only when the values it may take lead to
 * different answers. Each value the policy can tell apart is tried (home, abroad and every
 * destination it names; each category; each cabin; each side of an hours threshold; each role it
 * names, and any other); when every answer agrees, that is the answer, and the facts it did not
 * need are listed as such. When they differ, only the facts whose value changes the answer are asked.
 */

/** Where an expense was spent. `anyCity`: a city no limit names (the country's general limit applies). */
export type Place = { kind: "home" | "abroad" | "unknown"; country?: string; city?: string; anyCity?: boolean };

/** The facts tried value by value. */
export type Tried = UnneededFact;

export type Alternative = { query: Partial<ExpenseQuery>; place?: Place; values: Partial<Record<Tried, string>> };

/** A role no rule names: "anyone else". */
export const OTHER_ROLE = "\u2014";
/** More combinations than this are not tried: the facts are asked for. */
const MOST = 96;

export function isTried(field: MissingField): field is Tried {
  return (UNNEEDED_FACTS as readonly string[]).includes(field);
}

/**
 * Every combination of the values the unknown facts may take, as the queries (and places) to judge;
 * null when there are too many, or a place cannot be tried (the policy's country is unknown).
 */
export function alternativesOf(
  rules: readonly CardRule[],
  home: string | null,
  query: Partial<ExpenseQuery>,
  unknown: readonly Tried[],
  place: Place,
): Alternative[] | null {
  let combinations: Alternative[] = [{ query, values: {} }];
  for (const field of unknown) {
    const values = valuesOf(field, rules, home, place);
    if (!values || values.length === 0) return null;
    combinations = combinations.flatMap((alternative) =>
      values.map((value) => ({
        query: { ...alternative.query, ...value.query },
        place: value.place ?? alternative.place,
        values: { ...alternative.values, [field]: value.key },
      })),
    );
    if (combinations.length > MOST) return null;
  }
  return combinations;
}

type Value = { key: string; query: Partial<ExpenseQuery>; place?: Place };

function valuesOf(field: Tried, rules: readonly CardRule[], home: string | null, place: Place): Value[] | null {
  switch (field) {
    case "place":
      return placesOf(rules, home, place);
    case "category":
      // "Other" first: an answer every category agrees on is told without any category's limits.
      return ["other" as const, ...EXPENSE_CATEGORIES.filter((category) => category !== "other")].map((category) => ({
        key: category,
        query: { category },
      }));
    case "cabin":
      return CABINS.map((cabin) => ({ key: cabin, query: { cabin } }));
    case "flightHours": {
      const thresholds = [...new Set(rules.flatMap((rule) => (rule.type === "travelClass" && rule.minHours ? [rule.minHours] : [])))];
      const hours = [...new Set(thresholds.flatMap((hours) => [Math.max(0.5, hours - 0.5), hours]))].sort((a, b) => a - b);
      return hours.map((value) => ({ key: String(value), query: { flightHours: value } }));
    }
    case "role": {
      const named = rules.flatMap((rule) =>
        rule.type === "travelClass" && rule.role
          ? [rule.role]
          : rule.type === "rolePerTransactionLimit"
            ? [rule.role]
            : rule.type === "approvalThreshold" && rule.scope.kind === "role"
              ? [rule.scope.role]
              : [],
      );
      // Anyone else first: an answer every role agrees on is told without one role's limits.
      return [...new Set([OTHER_ROLE, ...named])].map((role) => ({ key: role, query: { role } }));
    }
  }
}

/**
 * Where the expense may have been spent. A known country with no city: its general limit or any
 * city a limit names in it. Nothing known: home, abroad (no named destination) and each destination.
 */
function placesOf(rules: readonly CardRule[], home: string | null, place: Place): Value[] | null {
  if (!home) return null;
  const kindOf = (country: string | undefined) => (country === undefined ? "abroad" : country === home ? "home" : "abroad");
  const destinations = rules.flatMap((rule) =>
    (rule.type === "mealsPerDiem" || rule.type === "lodgingCap") && rule.region === "destination"
      ? [{ city: rule.city ?? undefined, country: rule.country ?? (rule.city ? placeCountry(rule.city) : undefined) }]
      : [],
  );
  const places: Place[] = [];
  if (place.kind !== "unknown" && place.country) {
    places.push({ kind: place.kind, country: place.country, anyCity: true });
    for (const destination of destinations)
      if (destination.city && destination.country === place.country)
        places.push({ kind: place.kind, country: place.country, city: destination.city });
  } else {
    places.push({ kind: "home", country: home, anyCity: true }, { kind: "abroad", anyCity: true });
    for (const destination of destinations)
      places.push(
        destination.city
          ? { kind: kindOf(destination.country), country: destination.country, city: destination.city }
          : { kind: kindOf(destination.country), country: destination.country, anyCity: true },
      );
  }
  return places.map((candidate) => ({
    key: `${candidate.kind}|${candidate.country ?? ""}|${candidate.city ?? ""}`,
    query: {},
    place: candidate,
  }));
}

/** What an answer comes to, for comparing two: its verdict, approver, excess and the other facts it asks for. */
function outcome(answer: ExpenseAnswer, withExcess = true): string {
  const missing = answer.verdict === "not_reimbursable" ? [] : (answer.missing ?? []).filter((field) => !isTried(field)).sort();
  return JSON.stringify([answer.verdict, answer.approver ?? null, withExcess ? (answer.excess ?? null) : null, missing]);
}

export type Settled =
  /**
   * Every value gives this answer: judge the first alternative, saying the facts did not matter. A
   * place that changes only by how much it is over (home and abroad caps both exceeded) is taken as
   * the first one tried, the policy's home, and said to be assumed.
   */
  | { agreed: Alternative; assumed: Tried[] }
  /** The answers differ: ask only for these facts, and the others an alternative needs (the nights of a stay at home). */
  | { matters: Tried[]; alsoAsk: MissingField[] };

export function settle(unknown: readonly Tried[], tried: ReadonlyArray<{ alternative: Alternative; answer: ExpenseAnswer }>): Settled {
  const outcomes = tried.map(({ alternative, answer }) => ({
    values: alternative.values,
    key: outcome(answer),
    verdict: answer.verdict,
    loose: outcome(answer, false),
  }));
  const decided = outcomes[0]!.verdict !== "cannot_tell";
  if (decided && outcomes.every((candidate) => candidate.key === outcomes[0]!.key)) return { agreed: tried[0]!.alternative, assumed: [] };
  const mattering = (key: "key" | "loose") =>
    unknown.filter((field) => {
      // A fact matters when two alternatives that differ only in it answer differently.
      const groups = new Map<string, string>();
      for (const candidate of outcomes) {
        const others = JSON.stringify(unknown.filter((other) => other !== field).map((other) => candidate.values[other]));
        const seen = groups.get(others);
        if (seen === undefined) groups.set(others, candidate[key]);
        else if (seen !== candidate[key]) return true;
      }
      return false;
    });
  const matters = mattering("key");
  if (decided && outcomes.every((candidate) => candidate.loose === outcomes[0]!.loose) && matters.every((field) => field === "place"))
    return { agreed: tried[0]!.alternative, assumed: matters };
  const alsoAsk = [
    ...new Set(
      tried.flatMap(({ answer }) => (answer.verdict === "cannot_tell" ? (answer.missing ?? []).filter((field) => !isTried(field)) : [])),
    ),
  ];
  return { matters, alsoAsk };
}
