import type { Money } from "./policy-rules";

/**
 * Our documented defaults, proposed where a company gave no figure and the country has no
 * official one: what a mid-range business hotel night and a day of meals cost in each country's
 * main cities, and card limits for three roles, in the country's own currency. They are
 * judgements (marked *proposed* in the panel, the policy and the card controls), checked on
 * `AS_OF` against published hotel and meal prices and T&E templates; finance should confirm them.
 * Role limits scale with company size: × 0.75 under 20 people, × 1.5 from 250.
 */
export const PROPOSED_AS_OF = "2026-11-24";

interface CountryDefaults {
  currency: string;
  meals: { home: number; abroad: number };
  lodging: { home: number; abroad: number };
  /** Monthly and per-transaction card limits of employees, managers and directors. */
  roles: readonly [employee: readonly [number, number], manager: readonly [number, number], director: readonly [number, number]];
}

const usd: CountryDefaults = {
  currency: "USD",
  meals: { home: 60, abroad: 100 },
  lodging: { home: 150, abroad: 220 },
  roles: [
    [2_000, 500],
    [5_000, 1_500],
    [10_000, 3_000],
  ],
};

const DEFAULTS: Record<string, CountryDefaults> = {
  US: {
    currency: "USD",
    meals: { home: 75, abroad: 100 },
    lodging: { home: 200, abroad: 250 },
    roles: [
      [2_000, 500],
      [5_000, 1_500],
      [10_000, 3_000],
    ],
  },
  CA: {
    currency: "CAD",
    meals: { home: 90, abroad: 130 },
    lodging: { home: 250, abroad: 330 },
    roles: [
      [2_500, 700],
      [6_500, 2_000],
      [13_000, 4_000],
    ],
  },
  MX: {
    currency: "MXN",
    meals: { home: 1_000, abroad: 1_800 },
    lodging: { home: 2_500, abroad: 4_000 },
    roles: [
      [25_000, 8_000],
      [60_000, 20_000],
      [120_000, 40_000],
    ],
  },
  CO: {
    currency: "COP",
    meals: { home: 150_000, abroad: 400_000 },
    lodging: { home: 400_000, abroad: 900_000 },
    roles: [
      [6_000_000, 2_000_000],
      [15_000_000, 5_000_000],
      [30_000_000, 10_000_000],
    ],
  },
  BR: {
    currency: "BRL",
    meals: { home: 200, abroad: 500 },
    lodging: { home: 500, abroad: 1_200 },
    roles: [
      [8_000, 2_500],
      [20_000, 6_000],
      [40_000, 12_000],
    ],
  },
  AR: {
    currency: "ARS",
    meals: { home: 60_000, abroad: 150_000 },
    lodging: { home: 150_000, abroad: 300_000 },
    roles: [
      [2_000_000, 600_000],
      [5_000_000, 1_500_000],
      [10_000_000, 3_000_000],
    ],
  },
  CL: {
    currency: "CLP",
    meals: { home: 40_000, abroad: 90_000 },
    lodging: { home: 100_000, abroad: 220_000 },
    roles: [
      [1_500_000, 500_000],
      [4_000_000, 1_200_000],
      [8_000_000, 2_500_000],
    ],
  },
  PE: {
    currency: "PEN",
    meals: { home: 150, abroad: 350 },
    lodging: { home: 350, abroad: 800 },
    roles: [
      [6_000, 2_000],
      [15_000, 5_000],
      [30_000, 10_000],
    ],
  },
  ES: {
    currency: "EUR",
    meals: { home: 60, abroad: 90 },
    lodging: { home: 150, abroad: 200 },
    roles: [
      [1_500, 500],
      [4_000, 1_200],
      [8_000, 2_500],
    ],
  },
  PT: {
    currency: "EUR",
    meals: { home: 50, abroad: 80 },
    lodging: { home: 120, abroad: 180 },
    roles: [
      [1_500, 500],
      [4_000, 1_200],
      [8_000, 2_500],
    ],
  },
  EC: {
    currency: "USD",
    meals: { home: 50, abroad: 90 },
    lodging: { home: 120, abroad: 200 },
    roles: [
      [1_500, 500],
      [4_000, 1_200],
      [8_000, 2_500],
    ],
  },
  SV: {
    currency: "USD",
    meals: { home: 45, abroad: 90 },
    lodging: { home: 110, abroad: 200 },
    roles: [
      [1_500, 500],
      [4_000, 1_200],
      [8_000, 2_500],
    ],
  },
  PA: {
    currency: "USD",
    meals: { home: 50, abroad: 90 },
    lodging: { home: 130, abroad: 200 },
    roles: [
      [1_500, 500],
      [4_000, 1_200],
      [8_000, 2_500],
    ],
  },
  UY: {
    currency: "UYU",
    meals: { home: 2_000, abroad: 4_000 },
    lodging: { home: 5_000, abroad: 9_000 },
    roles: [
      [60_000, 20_000],
      [150_000, 50_000],
      [300_000, 100_000],
    ],
  },
  PY: {
    currency: "PYG",
    meals: { home: 250_000, abroad: 600_000 },
    lodging: { home: 600_000, abroad: 1_400_000 },
    roles: [
      [10_000_000, 3_500_000],
      [25_000_000, 8_000_000],
      [50_000_000, 16_000_000],
    ],
  },
  BO: {
    currency: "BOB",
    meals: { home: 300, abroad: 650 },
    lodging: { home: 700, abroad: 1_400 },
    roles: [
      [10_000, 3_500],
      [28_000, 8_000],
      [55_000, 17_000],
    ],
  },
  GT: {
    currency: "GTQ",
    meals: { home: 350, abroad: 700 },
    lodging: { home: 900, abroad: 1_600 },
    roles: [
      [12_000, 4_000],
      [30_000, 9_000],
      [60_000, 19_000],
    ],
  },
  HN: {
    currency: "HNL",
    meals: { home: 1_100, abroad: 2_300 },
    lodging: { home: 2_800, abroad: 5_000 },
    roles: [
      [37_000, 12_000],
      [95_000, 30_000],
      [190_000, 60_000],
    ],
  },
  NI: {
    currency: "NIO",
    meals: { home: 1_600, abroad: 3_300 },
    lodging: { home: 4_000, abroad: 7_300 },
    roles: [
      [55_000, 18_000],
      [140_000, 44_000],
      [280_000, 90_000],
    ],
  },
  CR: {
    currency: "CRC",
    meals: { home: 25_000, abroad: 45_000 },
    lodging: { home: 60_000, abroad: 100_000 },
    roles: [
      [750_000, 250_000],
      [2_000_000, 600_000],
      [4_000_000, 1_250_000],
    ],
  },
  DO: {
    currency: "DOP",
    meals: { home: 3_000, abroad: 5_500 },
    lodging: { home: 7_000, abroad: 12_000 },
    roles: [
      [90_000, 30_000],
      [240_000, 72_000],
      [480_000, 150_000],
    ],
  },
  // Venezuela: the bolívar moves too fast for a written figure; companies budget travel in dollars.
  VE: {
    currency: "USD",
    meals: { home: 40, abroad: 90 },
    lodging: { home: 100, abroad: 200 },
    roles: [
      [1_500, 500],
      [4_000, 1_200],
      [8_000, 2_500],
    ],
  },
};

export interface ProposedLimits {
  meals: { home: Money; abroad: Money };
  lodging: { home: Money; abroad: Money };
  roles: Array<{ key: "employee" | "manager" | "director"; monthly: Money; perTransaction: Money }>;
  /** Why these figures: a short English note for the provenance. */
  why: string;
}

/**
 * The proposed figures for a company in `country` of `headcount` people, in the company's
 * currency when it is the country's (else in the country's, or US dollars where we keep none).
 */
/** Countries whose currencies are at par by law (Panama: the balboa and the US dollar): a figure in one is the same in the other. */
const AT_PAR: Readonly<Record<string, readonly string[]>> = { PA: ["USD", "PAB"] };

export function proposedLimits(country: string, headcount: number | null, companyCurrency?: string): ProposedLimits {
  const defaults = DEFAULTS[country] ?? usd;
  const currency = companyCurrency && AT_PAR[country]?.includes(companyCurrency) ? companyCurrency : defaults.currency;
  const money = (amount: number): Money => ({ amount, currency });
  const factor = headcount === null ? 1 : headcount < 20 ? 0.75 : headcount >= 250 ? 1.5 : 1;
  const keys = ["employee", "manager", "director"] as const;
  const size = headcount === null ? "a company of unstated size" : `a company of ${headcount} people`;
  const where = DEFAULTS[country] ? `in ${country}` : `(no figures kept for ${country}: US dollars)`;
  return {
    meals: { home: money(defaults.meals.home), abroad: money(defaults.meals.abroad) },
    lodging: { home: money(defaults.lodging.home), abroad: money(defaults.lodging.abroad) },
    roles: defaults.roles.map(([monthly, perTransaction], index) => ({
      key: keys[index]!,
      monthly: money(roundLimit(monthly * factor)),
      perTransaction: money(roundLimit(perTransaction * factor)),
    })),
    why: `Policysmith default for ${size} ${where}, as of ${PROPOSED_AS_OF}`,
  };
}

/** Two significant figures: 1,125 → 1,100; 37,500 → 38,000. */
function roundLimit(amount: number): number {
  if (amount < 100) return Math.round(amount);
  const magnitude = 10 ** (Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / magnitude) * magnitude;
}
