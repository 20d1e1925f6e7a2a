import { countryCodeFromName } from "../countries";
import { cityCountry } from "../country-signals";
import type { Place } from "~/lib/rulebook/policy-rules";
import { anyOf, test, wordsIn, type Vocabulary } from "./shared";

/*
 * Where a rule applies: at home, abroad, in a named country or city.
 * abroad and home: the words for each; international: a trip's scope ("international trips need…");
 * placeBefore, article: "in the US", "en México"; cityBefore, travelTo: "in NYC", "trips to Lima";
 * there: words that point back to a place named before.
 */

// prettier-ignore
const WORDS: Vocabulary<"abroad" | "home" | "international" | "placeBefore" | "article" | "cityBefore" | "travelTo" | "there"> = {
  en: {
    abroad: ["abroad", "international(?:ly)?", "overseas", "foreign", "outside", "other countries", "rest of the world", "rest of the countries", "elsewhere abroad"],
    home: ["domestic(?:ally)?", "national(?:ly)?", "local", "at home", "within the country", "in country", "in-country"],
    international: ["international\\w*", "abroad", "overseas", "foreign",
      "outside (?:of )?(?:the )?(?:country|uk|united kingdom|us|usa|u\\.s\\.|united states|canada|australia|ireland|new zealand|india|singapore)"],
    placeBefore: ["in", "to", "for", "within"],
    article: ["the"],
    cityBefore: ["in"],
    travelTo: ["to"],
    there: ["there"],
  },
  es: {
    abroad: ["internacional(?:es)?", "extranjero", "exterior", "fuera del pais", "afuera", "otros paises", "resto del mundo", "demas paises"],
    home: ["nacional(?:es|is)?", "local(?:es|mente)?", "dentro del pais", "en el pais"],
    international: ["internaciona(?:l|is|les)\\w*", "exterior", "extranjero", "fuera del pais"],
    placeBefore: ["en", "para"],
    article: ["el", "los", "la", "las"],
    cityBefore: ["en"],
    travelTo: ["a", "para", "hacia"],
    there: ["alli", "alla", "ahi"],
  },
  pt: {
    abroad: ["internacional", "internacionais", "exterior", "estrangeiro", "fora do pais", "outros paises", "resto do mundo", "demais paises"],
    home: ["nacional(?:es|is)?", "local(?:es|mente)?", "no pais"],
    international: ["internaciona(?:l|is|les)\\w*", "exterior", "estrangeiro", "fora do pais"],
    placeBefore: ["em", "no", "na", "nos", "nas", "para"],
    article: ["o", "os", "a"],
    cityBefore: ["em", "no", "na"],
    travelTo: ["para"],
    there: ["ali"],
  },
};

export const ABROAD = wordsIn(WORDS, "abroad");
export const HOME = wordsIn(WORDS, "home");
export const INTERNATIONAL = wordsIn(WORDS, "international");
const PLACE_NAME = new RegExp(
  String.raw`\b${anyOf(WORDS, "placeBefore")}\s+((?:${anyOf(WORDS, "article")} )?[a-z][a-z.]*(?:\s[a-z.]+){0,3})`,
  "g",
);
const ARTICLE = new RegExp(String.raw`^${anyOf(WORDS, "article")}\s`);

/** A country named in a clause as where a limit applies ("in the US", "en México"). */
export function destinationIn(clause: string): string | undefined {
  for (const match of clause.matchAll(PLACE_NAME)) {
    const words = (match[1] ?? "").replace(ARTICLE, "").split(/\s+/);
    for (let length = Math.min(words.length, 4); length >= 1; length -= 1) {
      const code = countryCodeFromName(words.slice(0, length).join(" ").replace(/\.$/, ""));
      if (code) return code;
    }
  }
  return undefined;
}

/** A capitalised run of words that the city table knows ("except Chicago where…", "Guatemala City USD 110"). */
const CAPITALISED_RUN = /(?<![\p{L}$])(\p{Lu}[\p{L}'-]+(?:\s(?:de\s|do\s|da\s|del\s)?\p{Lu}[\p{L}'-]+){0,2})(?![\p{L}$])/gu;

export function knownCityIn(original: string): string | undefined {
  for (const match of original.matchAll(CAPITALISED_RUN)) {
    const words = match[1]!.split(/\s+/);
    for (let length = words.length; length >= 1; length--) {
      const name = words.slice(0, length).join(" ");
      if (name.length >= 4 && cityCountry(name) && !countryCodeFromName(name)) return name;
    }
  }
  return undefined;
}

/** A country named by a capitalised name or code without a preposition ("US hotels", "Colombia is capped"). */
export function bareCountryIn(original: string): string | undefined {
  for (const match of original.matchAll(CAPITALISED_RUN)) {
    // "Ciudad de México" is a city, not Mexico; "Fora de Portugal": the country may stand after the run's first words.
    if (cityCountry(match[1]!)) continue;
    const words = match[1]!.split(/\s+/);
    for (let start = 0; start < words.length; start++)
      for (let length = words.length - start; length >= 1; length--) {
        const code = countryCodeFromName(words.slice(start, start + length).join(" "));
        if (code) return code;
      }
  }
  const code = /\b(US|USA|EUA|EEUU|EE\.\s?UU\.?|UK)\b(?!\s?\$)/.exec(original)?.[1];
  return code ? countryCodeFromName(code) : undefined;
}

/** A city named as where a limit applies, as written: "in NYC", "en Ciudad de México", "em São Paulo". */
// A currency sign or code after the name ("en La Paz Bs 550", "in Lima USD 120") is no part of it.
const CITY_NAME = new RegExp(
  String.raw`\b${anyOf(WORDS, "cityBefore")}\s+((?:[A-Z]{2,5}|\p{Lu}[\p{L}.'-]+)(?:\s(?:de\s|do\s|da\s)?(?!(?:(?!DC\b)[A-Z]{2,3}|Bs|Gs)\b)\p{Lu}[\p{L}.'-]+){0,2})`,
  "u",
);

/** A known city a trip goes to: "trips to New York ($300 USD/night there)", "viajes a Lima". */
const CITY_AFTER_TRAVEL = new RegExp(
  String.raw`\b${anyOf(WORDS, "travelTo")}\s+((?:[A-Z]{2,5}|\p{Lu}[\p{L}.'-]+)(?:\s(?:de\s|do\s|da\s)?\p{Lu}[\p{L}.'-]+){0,2})`,
  "gu",
);

const NOT_A_CITY =
  /\b(?:internationa\w*|internacion\w*|overseas|abroad|exterior|extranjero|estrangeiro|business|travel|trips?|viajes?|viagens?|desplazamientos?|deslocac\w*|official|oficial|policy|politica|section|secao|seccion|article|articulo|artigo)\b/;

export function cityIn(original: string): string | undefined {
  const match = CITY_NAME.exec(original);
  const name = match?.[1]?.replace(/[.]$/, "");
  // A capitalised defined term ("em Viagens Internacionais", "in Overseas Travel") is no city.
  if (name && !countryCodeFromName(name) && !NOT_A_CITY.test(plainCity(name))) return name;
  for (const after of original.matchAll(CITY_AFTER_TRAVEL)) {
    const city = after[1]!.replace(/[.]$/, "");
    if (cityCountry(city) && !countryCodeFromName(city)) return city;
  }
  return undefined;
}

const plainCity = (city: string) => city.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const OUTSIDE_HOME = /\b(?:outside(?: of)?(?: the)?|fora d[eoa]s?|fuera del?|fuera de la)\s+\p{L}/u;

export function placeOf(clause: string, original: string, sentenceAbroad: boolean, abroadElsewhere: boolean, home: string): Place {
  const destination = destinationIn(clause);
  const city = cityIn(original) ?? knownCityIn(original);
  // "Hospedaje en Estados Unidos: hasta USD 320 en Nueva York": the city is the more precise place.
  if (
    destination &&
    city &&
    (cityCountry(city) ?? destination) === destination &&
    clause.lastIndexOf(plainCity(city)) > clause.search(/\S/)
  )
    return { kind: "destination", country: null, city };
  // "Fora de Portugal", "fuera de Chile", "outside Canada" for a company there: everywhere else.
  if (destination === home && OUTSIDE_HOME.test(clause)) return { kind: "abroad" };
  if (destination) return destination === home ? { kind: "home" } : { kind: "destination", country: destination, city: null };
  if (city) return { kind: "destination", country: null, city };
  if (test(ABROAD, clause)) return { kind: "abroad" };
  // "US hotels up to USD 200", "Colombia is capped at 450k COP": a country named without a preposition.
  const named = bareCountryIn(original);
  if (named === home && OUTSIDE_HOME.test(clause)) return { kind: "abroad" };
  if (named) return named === home ? { kind: "home" } : { kind: "destination", country: named, city: null };
  if (test(HOME, clause) || abroadElsewhere) return { kind: "home" };
  return sentenceAbroad ? { kind: "abroad" } : { kind: "home" };
}

/** Words that point back to a place named earlier in the sentence ("there", "allí", "ali"). */
export const BACK_REFERENCE = wordsIn(WORDS, "there");

export const samePlace = (a: Place, b: Place) =>
  a.kind === b.kind && (a.kind !== "destination" || (b.kind === "destination" && a.country === b.country && a.city === b.city));
