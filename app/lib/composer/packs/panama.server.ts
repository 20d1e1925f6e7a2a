import type { Money } from "~/lib/reading/company-reading";
import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: ITBMS 7 % general rate, 10 % on lodging and alcoholic drinks, since
 * Ley 8 of 2010 (ivacalculator.com); the ITBMS credit needs a factura showing the buyer's name, RUC
 * and DV and the ITBMS apart from the price (Código Fiscal art. 1057-V, parágrafo 13; rcgroup.com.pa);
 * operations are documented with equipos fiscales or the Sistema de Factura Electrónica de Panamá
 * (Ley 256 of 2021; prensa.com); an expense is deductible only with a factura or documento
 * equivalente (Código Fiscal art. 697, DE 170/1993 art. 19; rcgroup.com.pa); permanent gastos de
 * representación are salary (Código de Trabajo art. 147; procuraduria-admon.gob.pa); accounting
 * records are kept five years (Código de Comercio art. 93; juridicapanama.com); the US dollar is
 * legal tender at par with the balboa (Código Fiscal art. 1171; studylib.es). Not confirmed in a
 * stored page: the absence of an official mileage rate and of a cash limit on deductions.
 */
export interface PanamaPack {
  id: "pa";
  code: "PA";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    itbmsRate: Sourced<number>;
    itbmsLodgingRate: Sourced<number>;
    taxId: Sourced<string>;
    invoiceRule: Sourced<string>;
    deductionRule: Sourced<string>;
    allowancesAsSalary: Sourced<string>;
    retentionYears: Sourced<number>;
    currency: Sourced<string>;
    /** null: Panamanian law sets no mileage rate, so the company sets it. */
    mileageRate: Sourced<Money | null>;
    /** null: no general cash limit for deductible expenses was found. */
    cashLimit: Sourced<Money | null>;
  };
}

const RC = "https://rcgroup.com.pa/?p=18478";

export const PANAMA: PanamaPack = {
  id: "pa",
  code: "PA",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    itbmsRate: sourced(0.07, "2026-11-26", "Código Fiscal art. 1057-V (Ley 8 de 2010); https://ivacalculator.com/panama/itbms-7-10-15"),
    itbmsLodgingRate: sourced(
      0.1,
      "2026-11-26",
      "Código Fiscal art. 1057-V (Ley 8 de 2010); https://ivacalculator.com/panama/itbms-7-10-15",
    ),
    taxId: sourced("RUC", "2026-11-26", RC),
    invoiceRule: sourced(
      "Código Fiscal art. 1057-V, parágrafo 13",
      "2026-11-26",
      `${RC}; https://www.prensa.com/opinion/requisitos-de-las-facturas`,
    ),
    deductionRule: sourced(
      "Código Fiscal art. 697; Decreto Ejecutivo 170 de 1993, art. 19",
      "2026-11-26",
      "https://rcgroup.com.pa/?p=1487",
    ),
    allowancesAsSalary: sourced(
      "Código de Trabajo art. 147",
      "2026-11-26",
      "http://jurisis.procuraduria-admon.gob.pa/category/derecho-administrativo/servidores_publicos/acciones_de_recursos_humanos/retribucion/",
    ),
    retentionYears: sourced(5, "2026-11-26", "Código de Comercio art. 93; https://www.juridicapanama.com/articles/6535"),
    currency: sourced(
      "Código Fiscal art. 1171",
      "2026-11-26",
      "https://deploy.studylib.es/doc/457305/uso-de-d%C3%B3lar-norteamericano-en-el-terrirorio-de-la-rep%C3%BAbl...",
    ),
    mileageRate: sourced(null, "2026-01-01", "no official mileage rate found (unconfirmed)"),
    cashLimit: sourced(null, "2026-01-01", "no general cash limit for deductible expenses found (unconfirmed)"),
  },
};
