import type { Money } from "~/lib/reading/company-reading";
import { defaultsOutsideUs, money, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: the general IVA rate is 15 % under the Ley Orgánica para Enfrentar el
 * Conflicto Armado Interno (consultaec.com SRI guide; the page dates the rise to November 2024,
 * the law applied it from April 2024); costs over USD 500 are deductible, and their IVA creditable,
 * only when paid through the financial system (Ley Orgánica de Eficiencia Económica y Generación
 * de Empleo, art. 25; elmercuriomanta.ec, 22 Dec 2023); facturas are the comprobantes de venta for
 * buyers entitled to crédito tributario (ESPOL summary of the Reglamento de Comprobantes de Venta,
 * fdocuments.es); comprobantes are kept 7 years (goconqr.com summary, article not found). The 3 %
 * cap on travel expenses is a legal reference not confirmed in a stored page. No official mileage
 * rate was found: mileage is at the company's rate. Ecuador uses the US dollar.
 */
export interface EcuadorPack {
  id: "ec";
  code: "EC";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    /** Share of the year's taxable income up to which travel expenses are deductible. */
    travelExpenseCap: Sourced<number>;
    bankingThreshold: Sourced<Money>;
    retentionYears: Sourced<number>;
    /** Legal references the texts cite, kept here with the page that confirmed them. */
    facturaGivesCredit: Sourced<string>;
  };
}

export const ECUADOR: EcuadorPack = {
  id: "ec",
  code: "EC",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaRate: sourced(
      0.15,
      "2026-11-26",
      "Ley Orgánica para Enfrentar el Conflicto Armado Interno (2024); https://consultaec.com/sri/guia-del-impuesto-al-valor-agregado-iva-en-ecuador",
    ),
    travelExpenseCap: sourced(0.03, "2026-01-01", "LRTI art. 10 num. 6; Reglamento LRTI art. 28 num. 6 (unconfirmed)"),
    bankingThreshold: sourced(
      money(500, "USD"),
      "2026-11-26",
      "Ley Orgánica de Eficiencia Económica y Generación de Empleo art. 25; https://elmercuriomanta.ec/index.php/2023/12/22/compras-no-podran-aplicar-a-deduccion-de-gastos-personales-o-devolucion-del-iva/",
    ),
    retentionYears: sourced(
      7,
      "2026-11-26",
      "Reglamento de Comprobantes de Venta, Retención y Documentos Complementarios (article unconfirmed); https://goconqr.com/en/mindmap/26872153/comprobantes-de-venta",
    ),
    facturaGivesCredit: sourced(
      "Reglamento de Comprobantes de Venta, Retención y Documentos Complementarios (Decreto 430)",
      "2026-11-26",
      "https://fdocuments.es/document/regimen-de-facturacion-566c76d9baf30.html",
    ),
  },
};
