import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-23: Decreto 953/2024 dissolved AFIP and created ARCA as its legal
 * successor (infoleg.gob.ar, norma 405666). The VAT rate, the Factura A rule, the viáticos rule
 * and the retention period are legal references from a secondary summary, not confirmed in a
 * stored page. The bank-payment threshold of Ley 25.345 is cited by law only: its amount could
 * not be sourced, and inflation makes any fixed ARS figure stale quickly.
 */
export interface ArgentinaPack {
  id: "ar";
  code: "AR";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    arcaSince: Sourced<string>;
    retentionYears: Sourced<number>;
    limitsReviewMonths: Sourced<number>;
  };
}

export const ARGENTINA: ArgentinaPack = {
  id: "ar",
  code: "AR",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaRate: sourced(0.21, "2026-01-01", "Ley de IVA (t.o. 1997) art. 28"),
    arcaSince: sourced(
      "2024-10-25",
      "2026-11-23",
      "Decreto 953/2024; https://servicios.infoleg.gob.ar/infolegInternet/anexos/405000-409999/405666/norma.htm",
    ),
    retentionYears: sourced(10, "2026-01-01", "Código Civil y Comercial art. 328"),
    limitsReviewMonths: sourced(3, "2026-01-01", "guess: quarterly, because of inflation"),
  },
};
