/*
 * What the "What we understood" panel loads on demand (a dynamic import), so the page's first
 * JavaScript does not carry the reader, its country names and its city table.
 */
export { readCompany } from "./read-company";
export { countryName, countryOptions, currencyOfCountry } from "./reading/countries";
export { parseNumber } from "./reading/money";
export { withCurrency } from "./reading-currency";
export { applyCorrections, type Corrections } from "./reading-corrections";
