import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: the general IVA rate stays at 16 % (Decreto 4.653, in force from
 * January 2025; blita.com); IGTF of 3 % on payments in foreign currency or crypto-assets (reform
 * of the Ley de IGTF, Gaceta Oficial 6.687 Ext., 2022; eldiario.com); a factura priced in foreign
 * currency must also show the base and the IVA in bolívares at the BCV rate (Providencia
 * SNAT/2011/00071; ghm.com.ve); viáticos under an employment relationship are left out of gross
 * income when each expense is backed by its comprobante and is normal and necessary (Ley de
 * ISLR art. 16; gerenciaytributos.blogspot.com, 2011: check the numbering of the current text).
 * Legal references NOT confirmed in a stored page: the factura-to-RIF rule for the IVA credit
 * (Ley de IVA art. 35) and the six-year prescription (Código Orgánico Tributario 2020, art. 55).
 * No official mileage rate and no cash-payment threshold were found. The USD limits and the
 * quarterly review are judgements: bolívar amounts lose value fast.
 */
export interface VenezuelaPack {
  id: "ve";
  code: "VE";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    igtfRate: Sourced<number>;
    taxId: Sourced<string>;
    retentionYears: Sourced<number>;
    /** The currency limits are best set in, and how often finance reviews them. */
    limitsCurrency: Sourced<string>;
    limitsReviewMonths: Sourced<number>;
    /** Legal references the texts cite, kept here with the page that confirmed them. */
    facturaForCredit: Sourced<string>;
    foreignCurrencyFactura: Sourced<string>;
    viaticosNotIncome: Sourced<string>;
    mileage: Sourced<null>;
  };
}

export const VENEZUELA: VenezuelaPack = {
  id: "ve",
  code: "VE",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaRate: sourced(
      0.16,
      "2026-11-26",
      "Ley de IVA art. 27; Decreto 4.653; https://www.blita.com/es/noticias/venezuela-alicuota-impositiva-general-del-iva-a-traves-de-medios-electronicos",
    ),
    igtfRate: sourced(
      0.03,
      "2026-11-26",
      "Ley de IGTF (G.O. 6.687 Ext., 2022); https://eldiario.com/2022/02/10/operaciones-exentas-impuesto-transacciones-dolares/",
    ),
    taxId: sourced("RIF", "2026-01-01", "Registro Único de Información Fiscal; Providencia SNAT/2011/00071 (unconfirmed)"),
    retentionYears: sourced(6, "2026-01-01", "Código Orgánico Tributario (G.O. 6.507 Ext., 2020) art. 55 (unconfirmed)"),
    limitsCurrency: sourced("USD", "2026-11-26", "guess: limits in bolívares lose value quickly, so they are set in US dollars"),
    limitsReviewMonths: sourced(3, "2026-11-26", "guess: quarterly, because of inflation"),
    facturaForCredit: sourced("Ley de IVA art. 35", "2026-01-01", "Ley de IVA art. 35; Providencia SNAT/2011/00071 (unconfirmed)"),
    foreignCurrencyFactura: sourced("Providencia SNAT/2011/00071", "2026-11-26", "https://ghm.com.ve/?p=16825"),
    viaticosNotIncome: sourced(
      "Ley de ISLR art. 16",
      "2026-11-26",
      "http://gerenciaytributos.blogspot.com/2011/04/los-viaticos-los-efectos-del-islr.html",
    ),
    mileage: sourced(null, "2026-11-26", "no official mileage rate found: at the rate set by the company"),
  },
};
