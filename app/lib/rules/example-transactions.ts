import { writtenWithoutCents } from "~/lib/site/format-money";

/*
 * The example file of the owner's transaction check, in the policy's own currency: amounts a
 * company there would see for the same lunch, hotel night, taxi and office purchase, so the example
 * gets verdicts from the policy's limits rather than "tell me the exchange rate".
 */

/** Roughly how many units of each currency a US dollar buys, to scale the examples (not a rate the check uses). */
const UNITS_PER_DOLLAR: Record<string, number> = {
  USD: 1,
  EUR: 1,
  GBP: 1,
  CHF: 1,
  CAD: 1.4,
  AUD: 1.5,
  MXN: 18,
  BRL: 5,
  COP: 4000,
  CLP: 950,
  ARS: 1000,
  PEN: 3.7,
  UYU: 40,
  PYG: 7500,
  BOB: 7,
  GTQ: 8,
  CRC: 500,
  DOP: 60,
  HNL: 25,
  NIO: 37,
  JPY: 150,
  INR: 85,
};

const EXAMPLES = [
  { date: "2026-03-02", merchant: "Corner Bistro", mcc: "5812", usd: 42.5, role: "", note: "team lunch" },
  { date: "2026-03-02", merchant: "Grand Hotel", mcc: "7011", usd: 310, role: "", note: "1 night" },
  { date: "2026-03-03", merchant: "City Taxi", mcc: "4121", usd: 18, role: "", note: "" },
  { date: "2026-03-04", merchant: "Office Supplies Co.", mcc: "5943", usd: 120, role: "Sales representative", note: "printer paper" },
];

/** A round figure near `value`: two significant digits, whole units where the currency writes no cents. */
function roundFigure(value: number, wholeUnits: boolean): string {
  if (value < 100) return wholeUnits ? String(Math.round(value)) : value.toFixed(2);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  const rounded = Math.round(value / step) * step;
  return wholeUnits ? String(rounded) : rounded.toFixed(2);
}

/** The example CSV (CRLF, English headers, which the check reads in every language) in `currency`. */
export function exampleTransactionsCsv(currency: string): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : "USD";
  const scale = UNITS_PER_DOLLAR[code] ?? 1;
  const whole = writtenWithoutCents(code);
  const rows = EXAMPLES.map(({ date, merchant, mcc, usd, role, note }) =>
    [date, merchant, mcc, roundFigure(usd * scale, whole), code, role, note].join(","),
  );
  return [["date", "merchant", "mcc", "amount", "currency", "cardholder role", "note"].join(","), ...rows].join("\r\n") + "\r\n";
}
