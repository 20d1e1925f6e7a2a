import type { Language } from "~/lib/site/languages";
import { inCountry, regionDisplayName } from "~/lib/reading/country-names.server";
import { ARGENTINA, type ArgentinaPack } from "./packs/argentina.server";
import { BRAZIL, type BrazilPack } from "./packs/brazil.server";
import { CANADA, type CanadaPack } from "./packs/canada.server";
import { CHILE, type ChilePack } from "./packs/chile.server";
import { COLOMBIA, type ColombiaPack } from "./packs/colombia.server";
import { MEXICO, type MexicoPack } from "./packs/mexico.server";
import { PERU, type PeruPack } from "./packs/peru.server";
import { PORTUGAL, type PortugalPack } from "./packs/portugal.server";
import { defaultsOutsideUs, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./packs/sourced.server";
import { SPAIN, type SpainPack } from "./packs/spain.server";
import { UNITED_STATES, type UnitedStatesPack } from "./packs/united-states.server";
import { ECUADOR, type EcuadorPack } from "./packs/ecuador.server";
import { URUGUAY, type UruguayPack } from "./packs/uruguay.server";
import { PARAGUAY, type ParaguayPack } from "./packs/paraguay.server";
import { BOLIVIA, type BoliviaPack } from "./packs/bolivia.server";
import { VENEZUELA, type VenezuelaPack } from "./packs/venezuela.server";
import { GUATEMALA, type GuatemalaPack } from "./packs/guatemala.server";
import { HONDURAS, type HondurasPack } from "./packs/honduras.server";
import { EL_SALVADOR, type ElSalvadorPack } from "./packs/el-salvador.server";
import { NICARAGUA, type NicaraguaPack } from "./packs/nicaragua.server";
import { COSTA_RICA, type CostaRicaPack } from "./packs/costa-rica.server";
import { PANAMA, type PanamaPack } from "./packs/panama.server";
import { DOMINICAN_REPUBLIC, type DominicanRepublicPack } from "./packs/dominican-republic.server";

export type * from "./packs/sourced.server";
export type {
  ArgentinaPack,
  BrazilPack,
  CanadaPack,
  ChilePack,
  ColombiaPack,
  MexicoPack,
  PeruPack,
  PortugalPack,
  SpainPack,
  UnitedStatesPack,
};
export type {
  EcuadorPack,
  UruguayPack,
  ParaguayPack,
  BoliviaPack,
  VenezuelaPack,
  GuatemalaPack,
  HondurasPack,
  ElSalvadorPack,
  NicaraguaPack,
  CostaRicaPack,
  PanamaPack,
  DominicanRepublicPack,
};

/**
 * Every country we have no sourced facts for: its own name, currency and number format, general
 * rules, and a plain statement of what was not localised — never another country's law.
 */
export interface GenericPack {
  id: "generic";
  /** ISO 3166-1 alpha-2 code, e.g. "UY". */
  code: string;
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  /** The country's name in each policy language. */
  countryNames: Record<Language, string>;
}

export type KnownCountryPack =
  | MexicoPack
  | ColombiaPack
  | BrazilPack
  | UnitedStatesPack
  | SpainPack
  | PortugalPack
  | ArgentinaPack
  | ChilePack
  | PeruPack
  | CanadaPack
  | EcuadorPack
  | UruguayPack
  | ParaguayPack
  | BoliviaPack
  | VenezuelaPack
  | GuatemalaPack
  | HondurasPack
  | ElSalvadorPack
  | NicaraguaPack
  | CostaRicaPack
  | PanamaPack
  | DominicanRepublicPack;
export type CountryPack = KnownCountryPack | GenericPack;

export const KNOWN_PACKS: readonly KnownCountryPack[] = [
  MEXICO,
  COLOMBIA,
  BRAZIL,
  UNITED_STATES,
  SPAIN,
  PORTUGAL,
  ARGENTINA,
  CHILE,
  PERU,
  CANADA,
  ECUADOR,
  URUGUAY,
  PARAGUAY,
  BOLIVIA,
  VENEZUELA,
  GUATEMALA,
  HONDURAS,
  EL_SALVADOR,
  NICARAGUA,
  COSTA_RICA,
  PANAMA,
  DOMINICAN_REPUBLIC,
];

/** The pack for an ISO country code; `fallbackName` names a country Intl does not know. */
export function findCountryPack(code: string, fallbackName = code): CountryPack {
  const upper = code.toUpperCase();
  const known = KNOWN_PACKS.find((pack) => pack.code === upper);
  if (known) return known;
  const nameIn = (language: Language) => regionDisplayName(upper, language) || fallbackName;
  return {
    id: "generic",
    code: upper,
    defaults: defaultsOutsideUs(),
    references: [],
    countryNames: { en: nameIn("en"), es: nameIn("es"), "pt-BR": nameIn("pt-BR") },
  };
}

export function countryDisplayName(pack: CountryPack, language: Language): string {
  return pack.id === "generic" ? pack.countryNames[language] : (regionDisplayName(pack.code, language) ?? pack.code);
}

/** "in the United States", "en México", "no Brasil": the country as a place in a sentence. */
export function countryLocative(pack: CountryPack, language: Language): string {
  return inCountry(countryDisplayName(pack, language), language);
}

/** The latest date any of the pack's figures was checked, for the "figures as of" line. */
export function factsAsOf(pack: CountryPack): string {
  const facts: Sourced<unknown>[] = [...Object.values(pack.defaults), ...pack.references];
  if (pack.id !== "generic") facts.push(...(Object.values(pack.facts) as Sourced<unknown>[]));
  return (
    facts
      .map((fact) => fact.asOf)
      .sort()
      .at(-1) ?? ""
  );
}
