import type { Language } from "~/lib/site/languages";
import { inCountry, normalizeForMatch, regionDisplayName, regionFromCountryName } from "~/lib/policy/country-names.server";

/**
 * The facts a policy must get right per country (domain/country-facts.md). Amounts and rates
 * change every year, so each one carries the date it was checked and its source, and the
 * phrase templates receive them as parameters instead of spelling them out.
 */
export interface Sourced<T> {
  value: T;
  /** ISO date the value was last checked against the source. */
  asOf: string;
  /** Where the value comes from; "guess: …" marks a judgement rather than a sourced fact. */
  source: string;
}

export interface Money {
  amount: number;
  currency: string;
}

/** Values a policy uses when the company's own description does not set them. */
export interface PolicyDefaults {
  /** Receipts are required from this amount on; null means for every expense. */
  receiptsFrom: Sourced<Money | null>;
  submissionDays: Sourced<number>;
  internationalNoticeDays: Sourced<number>;
}

interface PackBase {
  /** ISO 3166-1 region, used to pick number and date formats. */
  region: string | undefined;
  defaults: PolicyDefaults;
}

export interface MexicoPack extends PackBase {
  id: "mx";
  facts: {
    ivaRate: Sourced<number>;
    borderIvaRate: Sourced<number>;
    viaticosRadiusKm: Sourced<number>;
    foodCapDomesticPerDay: Sourced<Money>;
    foodCapAbroadPerDay: Sourced<Money>;
    lodgingCapAbroadPerNight: Sourced<Money>;
    carRentalCapPerDay: Sourced<Money>;
    restaurantDeductibleShare: Sourced<number>;
    nonCashPaymentThreshold: Sourced<Money>;
    undocumentedViaticosShare: Sourced<number>;
    undocumentedViaticosYearlyCap: Sourced<Money>;
  };
}

export interface ColombiaPack extends PackBase {
  id: "co";
  facts: {
    ivaRate: Sourced<number>;
    posTicketMaxUvt: Sourced<number>;
    eInvoiceRetentionYears: Sourced<number>;
  };
}

export interface BrazilPack extends PackBase {
  id: "br";
  facts: {
    documentRetentionYears: Sourced<number>;
    nfseNationalStandardFrom: Sourced<string>;
    cbsTestRate: Sourced<number>;
    ibsTestRate: Sourced<number>;
    taxReformTestYear: Sourced<number>;
    cbsCollectionYear: Sourced<number>;
    taxReformEndYear: Sourced<number>;
  };
}

export interface UnitedStatesPack extends PackBase {
  id: "us";
  facts: {
    advanceMaxDaysBefore: Sourced<number>;
    substantiationDays: Sourced<number>;
    returnExcessDays: Sourced<number>;
    receiptThreshold: Sourced<Money>;
    mealsDeductibleShare: Sourced<number>;
    /** US dollars per mile, for the year in `mileageRateYear`. */
    mileageRatePerMile: Sourced<number>;
    mileageRateYear: Sourced<number>;
    gsaLodgingPerNight: Sourced<Money>;
    gsaMealsPerDay: Sourced<Money>;
    gsaFiscalYear: Sourced<number>;
  };
}

export interface GenericPack extends PackBase {
  id: "generic";
  /** The country as the user wrote it (or its localised name when recognised). */
  countryNames: Record<Language, string>;
}

export type CountryPack = MexicoPack | ColombiaPack | BrazilPack | UnitedStatesPack | GenericPack;
export type KnownCountryPack = Exclude<CountryPack, GenericPack>;

const SAT_VIATICOS = "https://idconline.mx/fiscal-contable/2017/08/09/que-implica-el-manejo-de-viaticos";
const SAT_RESTAURANTS =
  "https://idconline.mx/fiscal-contable/2024/09/23/consumos-en-restaurantes-son-deducibles-para-su-empresa";
const TEMPLATE_DEADLINES = "guess: 30 days is the common template value (country-facts.md §3.5)";
const NOTICE_GUESS = "guess: two weeks, the illustrative sample figure (product-spec §9)";
const RECEIPTS_EVERYWHERE = "guess: $0 non-US default, as Jeeves does (country-facts.md §3.4)";

function sourced<T>(value: T, asOf: string, source: string): Sourced<T> {
  return { value, asOf, source };
}

function defaultsOutsideUs(): PolicyDefaults {
  return {
    receiptsFrom: sourced(null, "2026-01-01", RECEIPTS_EVERYWHERE),
    submissionDays: sourced(30, "2026-01-01", TEMPLATE_DEADLINES),
    internationalNoticeDays: sourced(14, "2026-01-01", NOTICE_GUESS),
  };
}

export const MEXICO: MexicoPack = {
  id: "mx",
  region: "MX",
  defaults: defaultsOutsideUs(),
  facts: {
    ivaRate: sourced(0.16, "2026-01-01", "https://es.wikisource.org/wiki/Ley_del_Impuesto_al_Valor_Agregado"),
    borderIvaRate: sourced(
      0.08,
      "2026-01-01",
      "https://sat.gob.mx/consultas/22035/facturacion-con-estimulo-en-la-region-fronteriza-",
    ),
    viaticosRadiusKm: sourced(50, "2026-01-01", SAT_VIATICOS),
    foodCapDomesticPerDay: sourced({ amount: 750, currency: "MXN" }, "2026-01-01", SAT_VIATICOS),
    foodCapAbroadPerDay: sourced({ amount: 1500, currency: "MXN" }, "2026-01-01", SAT_VIATICOS),
    lodgingCapAbroadPerNight: sourced({ amount: 3850, currency: "MXN" }, "2026-01-01", SAT_VIATICOS),
    carRentalCapPerDay: sourced({ amount: 850, currency: "MXN" }, "2026-01-01", SAT_VIATICOS),
    restaurantDeductibleShare: sourced(0.085, "2024-09-23", SAT_RESTAURANTS),
    nonCashPaymentThreshold: sourced({ amount: 2000, currency: "MXN" }, "2024-09-23", SAT_RESTAURANTS),
    undocumentedViaticosShare: sourced(0.2, "2026-01-01", "https://www.sat.gob.mx/articulo/15957/articulo-152"),
    undocumentedViaticosYearlyCap: sourced(
      { amount: 15000, currency: "MXN" },
      "2026-01-01",
      "https://www.sat.gob.mx/articulo/15957/articulo-152",
    ),
  },
};

export const COLOMBIA: ColombiaPack = {
  id: "co",
  region: "CO",
  defaults: defaultsOutsideUs(),
  facts: {
    ivaRate: sourced(0.19, "2026-01-01", "https://contamos.com.co/tarifa-general-del-impuesto-sobre-las-ventas/"),
    posTicketMaxUvt: sourced(5, "2023-01-01", "https://www.5direcciones.com.co/debe-facturar-electronicamente/"),
    eInvoiceRetentionYears: sourced(10, "2026-01-01", "https://s4fn.com/electronic-invoices-in-columbia (vendor blog)"),
  },
};

export const BRAZIL: BrazilPack = {
  id: "br",
  region: "BR",
  defaults: defaultsOutsideUs(),
  facts: {
    documentRetentionYears: sourced(5, "2026-01-01", "https://blog.staycharlie.com.br/notas-fiscais-viagem-trabalho"),
    nfseNationalStandardFrom: sourced("2026-01-01", "2026-01-01", "https://reformatributaria360.com.br/?p=6616"),
    cbsTestRate: sourced(0.009, "2026-01-01", "https://focusnfe.com.br/guides/reforma-tributaria"),
    ibsTestRate: sourced(0.001, "2026-01-01", "https://focusnfe.com.br/guides/reforma-tributaria"),
    taxReformTestYear: sourced(2026, "2026-01-01", "https://focusnfe.com.br/guides/reforma-tributaria"),
    cbsCollectionYear: sourced(2027, "2026-01-01", "https://focusnfe.com.br/guides/reforma-tributaria"),
    taxReformEndYear: sourced(2033, "2026-01-01", "https://focusnfe.com.br/guides/reforma-tributaria"),
  },
};

const ACCOUNTABLE_PLAN = "https://gleasontaxadvisory.com/tax-free-reimbursements-of-business-expenses/amp";
const GSA_FY2026 = "https://www.fedweek.com/fedweek/per-diem-rates-to-be-unchanged-for-fiscal-2026/amp";
const IRS_MILEAGE = "https://www.cpapracticeadvisor.com/tag/business-standard-mileage-rate";

export const UNITED_STATES: UnitedStatesPack = {
  id: "us",
  region: "US",
  defaults: {
    receiptsFrom: sourced(
      { amount: 75, currency: "USD" },
      "2026-01-01",
      "https://legalclarity.org/what-is-the-irs-75-receipt-rule-for-expenses",
    ),
    submissionDays: sourced(60, "2026-01-01", ACCOUNTABLE_PLAN),
    internationalNoticeDays: sourced(14, "2026-01-01", NOTICE_GUESS),
  },
  facts: {
    advanceMaxDaysBefore: sourced(30, "2026-01-01", ACCOUNTABLE_PLAN),
    substantiationDays: sourced(60, "2026-01-01", ACCOUNTABLE_PLAN),
    returnExcessDays: sourced(120, "2026-01-01", ACCOUNTABLE_PLAN),
    receiptThreshold: sourced(
      { amount: 75, currency: "USD" },
      "2026-01-01",
      "https://legalclarity.org/what-is-the-irs-75-receipt-rule-for-expenses",
    ),
    mealsDeductibleShare: sourced(0.5, "2026-01-01", "https://support.taxslayer.com/hc/en-us/articles/360015971152"),
    mileageRatePerMile: sourced(0.725, "2025-12-29", IRS_MILEAGE),
    mileageRateYear: sourced(2026, "2025-12-29", IRS_MILEAGE),
    gsaLodgingPerNight: sourced({ amount: 110, currency: "USD" }, "2025-10-01", GSA_FY2026),
    gsaMealsPerDay: sourced({ amount: 68, currency: "USD" }, "2025-10-01", GSA_FY2026),
    gsaFiscalYear: sourced(2026, "2025-10-01", GSA_FY2026),
  },
};

const KNOWN_PACKS: readonly KnownCountryPack[] = [MEXICO, COLOMBIA, BRAZIL, UNITED_STATES];

/**
 * Spellings Intl's region names do not cover (abbreviations, official long names), already in
 * `normalizeForMatch` form: lower case, no accents, no spaces or punctuation.
 */
const ALIASES: Record<KnownCountryPack["id"], readonly string[]> = {
  mx: ["mexico", "mejico", "mex", "estadosunidosmexicanos", "unitedmexicanstates"],
  co: ["colombia", "col", "republicadecolombia"],
  br: ["brazil", "brasil", "bra", "republicafederativadobrasil"],
  us: [
    "us",
    "usa",
    "unitedstates",
    "unitedstatesofamerica",
    "america",
    "eeuu",
    "eua",
    "estadosunidos",
    "estadosunidosdeamerica",
    "estadosunidosdaamerica",
  ],
};

const DISPLAY_NAMES: Record<KnownCountryPack["id"], Record<Language, string>> = {
  mx: { en: "Mexico", es: "México", "pt-BR": "México" },
  co: { en: "Colombia", es: "Colombia", "pt-BR": "Colômbia" },
  br: { en: "Brazil", es: "Brasil", "pt-BR": "Brasil" },
  us: { en: "United States", es: "Estados Unidos", "pt-BR": "Estados Unidos" },
};

/** Recognises the country however the user wrote it (en/es/pt names, ISO codes, abbreviations). */
export function findCountryPack(country: string): CountryPack {
  const key = normalizeForMatch(country);
  const byAlias = KNOWN_PACKS.find((pack) => ALIASES[pack.id].includes(key));
  if (byAlias) return byAlias;

  const region = regionFromCountryName(country);
  const byRegion = KNOWN_PACKS.find((pack) => pack.region === region);
  if (byRegion) return byRegion;

  return genericPack(country.trim(), region);
}

function genericPack(country: string, region: string | undefined): GenericPack {
  const nameIn = (language: Language) => (region && regionDisplayName(region, language)) || country;
  return {
    id: "generic",
    region,
    defaults: defaultsOutsideUs(),
    countryNames: { en: nameIn("en"), es: nameIn("es"), "pt-BR": nameIn("pt-BR") },
  };
}

function countryDisplayName(pack: CountryPack, language: Language): string {
  return pack.id === "generic" ? pack.countryNames[language] : DISPLAY_NAMES[pack.id][language];
}

/** "in the United States", "en México", "no Brasil": the country as a place in a sentence. */
export function countryLocative(pack: CountryPack, language: Language): string {
  return inCountry(countryDisplayName(pack, language), language);
}

/** The latest date any of the pack's figures was checked, for the "figures as of" line. */
export function factsAsOf(pack: CountryPack): string {
  const dates = Object.values(pack.defaults).map((fact) => fact.asOf);
  if (pack.id !== "generic") {
    for (const fact of Object.values(pack.facts) as Sourced<unknown>[]) dates.push(fact.asOf);
  }
  return dates.sort().at(-1) ?? "";
}
