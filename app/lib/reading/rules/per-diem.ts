import type { Figures, SentenceReading } from "./sentence";
import { wordsIn, type Vocabulary } from "./shared";

/*
 * Per diem: the GSA table, or actual costs against receipts.
 * gsaTable: what the GSA publishes rates of; actuals: "at cost", "gastos reales", "despesas reais".
 */

// prettier-ignore
const WORDS: Vocabulary<"gsaTable" | "actuals"> = {
  en: {
    gsaTable: ["per diem", "m&ie", "rates?", "meals?", "lodging"],
    actuals: ["actual (?:costs?|expenses)", "actuals", "at cost"],
  },
  es: {
    gsaTable: [],
    actuals: ["gastos reales", "gasto real", "costo real", "a rendir", "contra (?:comprobante|factura)"],
  },
  pt: {
    gsaTable: [],
    actuals: ["despesas reais", "custo real", "mediante comprovante", "conforme comprovantes?"],
  },
};

const GSA_TABLE = wordsIn(WORDS, "gsaTable");
const ACTUALS = wordsIn(WORDS, "actuals");
const COMPANY_TABLE =
  /\b(?:flat|fixed)\b[^.;]{0,30}\b(?:allowances?|per diems?|daily (?:rates?|amounts?))\b|\b(?:allowances?|per diems?)\b[^.;]{0,40}\bwithout (?:any )?receipts?\b|\bviaticos? (?:diarios? )?fijos?\b|\bmonto fijo (?:diario|por dia)\b|\bdiarias? fixas?\b|\bvalor fixo (?:por dia|diario)\b|\b(?:viaticos?|diarias?)\b[^.;]{0,40}\b(?:sin (?:rendir|comprobantes?|boletas?)|sem (?:comprovantes?|prestacao de contas)|no requiere(?:n)? (?:rendir|comprobantes?|boletas?)|nao precisa(?:m)? (?:de )?comprova\w*)\b/;
const NO_PER_DIEM =
  /\b(?:(?:don'?t|do not|does not|doesn'?t|we don'?t|never|no)\s+(?:do |pay |use |give |offer )?(?:a |any )?(?:flat[- ]rate |fixed |daily )?(?:per diems?|subsistence allowances?|daily allowances?)|no (?:se )?(?:pagan|pagamos|abona\w*|dan|damos) (?:dietas|viaticos)(?: a tanto alzado)?|no abona dietas|no se (?:otorgan|dan|pagan) cuotas diarias|sin viaticos|(?:nao|sem) (?:pag\w* |ha )?diarias?)\b/;
const MEALS_OR_PER_DIEM =
  /\b(?:meals?|food|per diems?|m&ie|breakfast|lunch|dinner|comidas?|alimentacion|alimentos|viaticos?|dietas?|manutencion|refeic\w*|alimentacao|diarias?)\b/;

export function readPerDiem(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.rules.perDiem !== null) return false;
  const lower = sentence.lower;

  // "We don't do per diem, no GSA rates — you get back what's on the receipts": actual costs, no table.
  if (NO_PER_DIEM.test(lower)) {
    figures.rules.perDiem = { basis: "actuals", table: null, provenance: sentence.words() };
    return true;
  }
  if (/\bgsa\b/.test(lower) && GSA_TABLE.test(lower)) {
    figures.rules.perDiem = { basis: "official", table: "GSA", provenance: sentence.words() };
    return true;
  }
  // "flat allowances without receipts", "viático fijo por día": the company's own daily amounts ("no fixed per diem" is none).
  const company = COMPANY_TABLE.exec(lower);
  if (company && !/\b(?:no|not|nao|sin|sem|never|nunca|don'?t|doesn'?t|nor|ni|nem|tem)\b[^.;]{0,25}$/.test(lower.slice(0, company.index))) {
    figures.rules.perDiem = { basis: "company", table: null, provenance: sentence.words() };
    return true;
  }
  // "Taxis: actual cost" says how taxis are paid, not meals: actuals are a per diem's basis only beside meals.
  if (ACTUALS.test(lower) && MEALS_OR_PER_DIEM.test(lower)) {
    figures.rules.perDiem = { basis: "actuals", table: null, provenance: sentence.words() };
    return true;
  }
  return false;
}
