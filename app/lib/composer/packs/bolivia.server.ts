import type { Money } from "~/lib/reading/company-reading";
import { defaultsOutsideUs, money, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: purchases of Bs 50.000 or more must be paid through a regulated
 * financial entity (cheque, transfer, deposit) or the IVA crédito fiscal is lost (RND
 * 102400000021 of 20 Sep 2024, in force from 1 Jan 2025; elmundo.com.bo) and the cost is not
 * deductible for IUE (RND 10-0011-11; sistema-contable.com, which also gives the 13 % IVA);
 * viáticos accounted for with facturas (national or foreign), tied to the company's activity and
 * with any balance returned are outside RC-IVA and deductible for IUE, while fixed daily scales
 * are subject to RC-IVA (DS 21531 art. 1 g; boliviaimpuestos.com); the SIN's Sistema de
 * Facturación (facturación en línea) is RND 102100000011 and facturas over Bs 1.000 outside the
 * online modalities must name the buyer (impuestos.com.bo, art. 25). The 8-year limitation period
 * (Ley 2492 art. 59 as amended by Ley 812 of 2016) is a legal reference whose term was not
 * confirmed in a stored page. No official mileage rate was found: mileage is at the company's rate.
 */
export interface BoliviaPack {
  id: "bo";
  code: "BO";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    bankingThreshold: Sourced<Money>;
    retentionYears: Sourced<number>;
    /** Legal references the texts cite, kept here with the page that confirmed them. */
    viaticosOutsideRcIva: Sourced<string>;
    invoicingRule: Sourced<string>;
    bankingRule: Sourced<string>;
  };
}

export const BOLIVIA: BoliviaPack = {
  id: "bo",
  code: "BO",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaRate: sourced(0.13, "2026-11-26", "Ley 843 art. 15; https://sistema-contable.com/node/76"),
    bankingThreshold: sourced(
      money(50000, "BOB"),
      "2026-11-26",
      "RND 102400000021; https://elmundo.com.bo/bancarizacion-entra-en-vigencia-desde-el-1-de-enero-de-2025/",
    ),
    retentionYears: sourced(8, "2026-01-01", "Ley 2492 (Código Tributario) art. 59, as amended by Ley 812 (unconfirmed)"),
    viaticosOutsideRcIva: sourced(
      "DS 21531, art. 1 g)",
      "2026-11-26",
      "https://boliviaimpuestos.com/gastos-de-transporte-viaticos-y-otros-gastos-por-viajes-tratamiento-tributario/",
    ),
    invoicingRule: sourced("RND 102100000011", "2026-11-26", "https://impuestos.com.bo/emision-documentos-fiscales-rnd-1021-11/"),
    bankingRule: sourced(
      "RND 102400000021",
      "2026-11-26",
      "https://tucontadornextpublicacion.blogspot.com/2024/12/bancarizacion-2025_31.html",
    ),
  },
};
