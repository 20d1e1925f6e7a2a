/*
 * Letter or A4 by the policy's country. Letter is the office paper of the United States, Canada,
 * Mexico and these other countries of the Americas; everywhere else (Brazil, Argentina, Peru,
 * Europe…) uses A4, which is also the answer when the country is unknown.
 */

export type PageSize = "letter" | "a4";

const LETTER_COUNTRIES: Record<string, string[]> = {
  US: ["united states", "united states of america", "usa", "us", "estados unidos", "eeuu", "eua", "estados unidos da america"],
  CA: ["canada"],
  MX: ["mexico"],
  CO: ["colombia", "colombie"],
  CL: ["chile"],
  VE: ["venezuela"],
  CR: ["costa rica"],
  GT: ["guatemala"],
  SV: ["el salvador"],
  HN: ["honduras"],
  NI: ["nicaragua"],
  PA: ["panama"],
  DO: ["dominican republic", "republica dominicana"],
  PR: ["puerto rico", "porto rico"],
};

const LETTER_BY_NAME = new Set(Object.values(LETTER_COUNTRIES).flat());

function normalise(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[.]/g, "").replace(/\s+/g, " ").trim();
}

/** The ISO code in the reading (`country.code`) wins; else the country name as stored; else A4. */
export function pageSizeFor(reading: unknown, countryName: string | null | undefined): PageSize {
  const code = (reading as { country?: { code?: unknown } } | null)?.country?.code;
  if (typeof code === "string" && code.trim()) return code.trim().toUpperCase() in LETTER_COUNTRIES ? "letter" : "a4";
  if (countryName && LETTER_BY_NAME.has(normalise(countryName))) return "letter";
  return "a4";
}
