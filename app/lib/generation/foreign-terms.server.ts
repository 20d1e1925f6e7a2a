/**
 * Another country's tax terms in a policy are a sign it was written for the wrong country (a
 * Chilean policy citing CFDI and SAT). Each term lists the countries where it is the right word;
 * anywhere else the output check rejects it. Acronyms match whole tokens and case-sensitively,
 * so English "sat", Spanish "arca" or "Rut" as a name do not count; shared acronyms list every
 * country that uses them (RUT: Chile, Colombia, Uruguay; IRS: the US and Portugal).
 */
interface CountryTerm {
  term: string;
  pattern: RegExp;
  /** ISO 3166-1 alpha-2 codes of the countries where the term belongs. */
  countries: readonly string[];
}

const acronym = (term: string, countries: readonly string[]): CountryTerm => ({
  term,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${term}(?![\\p{L}\\p{N}])`, "u"),
  countries,
});
const phrase = (term: string, pattern: RegExp, countries: readonly string[]): CountryTerm => ({ term, pattern, countries });

const COUNTRY_TERMS: readonly CountryTerm[] = [
  // Mexico (Guatemala's tax authority is also called SAT).
  acronym("CFDI", ["MX"]),
  acronym("SAT", ["MX", "GT"]),
  acronym("RFC", ["MX"]),
  acronym("LISR", ["MX"]),
  // Brazil
  phrase("nota fiscal", /\bnotas? fisca(?:l|is)\b/i, ["BR"]),
  acronym("CNPJ", ["BR"]),
  acronym("NFS-e", ["BR"]),
  // Colombia (NIT is also the tax ID of Guatemala, Bolivia and El Salvador).
  acronym("NIT", ["CO", "GT", "BO", "SV"]),
  acronym("DIAN", ["CO"]),
  acronym("UVT", ["CO"]),
  // United States (Portugal's personal income tax is also IRS).
  acronym("IRS", ["US", "PT"]),
  acronym("GSA", ["US"]),
  // Spain (Brazil's and Uruguay's personal income tax is also IRPF; NIF is also Portugal's tax number).
  acronym("AEAT", ["ES"]),
  phrase("Agencia Tributaria", /\bAgencia Tributaria\b/i, ["ES"]),
  acronym("RIRPF", ["ES"]),
  acronym("IRPF", ["ES", "BR", "UY"]),
  acronym("NIF", ["ES", "PT", "AD", "AO", "CV", "MZ"]),
  // Portugal
  acronym("NIPC", ["PT"]),
  phrase("e-Fatura", /\be-Fatura\b/i, ["PT"]),
  phrase("Autoridade Tributária", /\bAutoridade Tribut[aá]ria\b/i, ["PT"]),
  // Argentina
  acronym("AFIP", ["AR"]),
  acronym("ARCA", ["AR"]),
  acronym("CUIT", ["AR"]),
  // Chile (Peru and Bolivia also issue boletas; RUT is also Colombia's and Uruguay's register).
  acronym("SII", ["CL"]),
  phrase("boleta", /\bboletas?\b/i, ["CL", "PE", "BO"]),
  acronym("RUT", ["CL", "CO", "UY"]),
  // Peru (Ecuador, Panama, Paraguay and Nicaragua also use RUC).
  acronym("SUNAT", ["PE"]),
  acronym("RUC", ["PE", "EC", "PA", "PY", "NI"]),
  acronym("IGV", ["PE"]),
  // Canada (GST is also the sales tax of Australia, New Zealand, India, Singapore and Malaysia).
  acronym("CRA", ["CA"]),
  phrase("Canada Revenue Agency", /\bCanada Revenue Agency\b/i, ["CA"]),
  acronym("HST", ["CA"]),
  acronym("GST", ["CA", "AU", "NZ", "IN", "SG", "MY"]),
  // Ecuador
  acronym("SRI", ["EC"]),
  // Uruguay (DGI is also the tax directorate of Nicaragua and Panama).
  acronym("DGI", ["UY", "NI", "PA"]),
  acronym("IRAE", ["UY"]),
  // Paraguay
  acronym("DNIT", ["PY"]),
  acronym("SIFEN", ["PY"]),
  phrase("e-Kuatia", /\be-?Kuatia\b/i, ["PY"]),
  // Bolivia ("SIN" is left out: in capitals it is also an English abbreviation).
  acronym("RC-IVA", ["BO"]),
  acronym("IUE", ["BO"]),
  // Venezuela
  acronym("SENIAT", ["VE"]),
  acronym("RIF", ["VE"]),
  acronym("IGTF", ["VE"]),
  acronym("BCV", ["VE"]),
  // Guatemala (its SAT and NIT are listed above).
  acronym("FEL", ["GT"]),
  // Honduras ("SAR" is left out: it is also the Saudi riyal's code; "CAI" an old Argentine invoice code).
  acronym("RTN", ["HN"]),
  acronym("ISV", ["HN"]),
  // El Salvador (DGII is also the Dominican Republic's; "DTE" is shared with Guatemala, Chile and Paraguay).
  acronym("NRC", ["SV"]),
  // Costa Rica
  phrase("cédula jurídica", /\bc[eé]dula jur[ií]dica\b/i, ["CR"]),
  phrase("tiquete electrónico", /\btiquetes? electr[oó]nicos?\b/i, ["CR"]),
  // Panama
  acronym("ITBMS", ["PA"]),
  // Dominican Republic
  acronym("DGII", ["DO", "SV"]),
  acronym("ITBIS", ["DO"]),
  acronym("RNC", ["DO"]),
  acronym("NCF", ["DO"]),
  phrase("e-CF", /\be-CF\b/, ["DO"]),
];

/**
 * The terms of other countries that `markdown` uses for a policy of `country`. A term the user
 * wrote in their own description is theirs to keep, so it is not reported.
 */
export function foreignTerms(markdown: string, country: string, userText = ""): string[] {
  const code = country.toUpperCase();
  return COUNTRY_TERMS.filter(
    ({ pattern, countries }) => !countries.includes(code) && pattern.test(markdown) && !pattern.test(userText),
  ).map(({ term }) => term);
}
