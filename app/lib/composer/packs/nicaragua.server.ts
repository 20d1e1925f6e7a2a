import type { Money } from "~/lib/reading/company-reading";
import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: the IVA is a single 15 % rate set by Ley 822, Ley de Concertación
 * Tributaria, and administered by the Dirección General de Ingresos (ivacalculator.com); rentas del
 * trabajo are defined by LCT art. 11 (contafinanzas.org); business expenses that are general,
 * necessary and normal are deductible under LCT art. 39 (serviciocontablenicaragua.com); viáticos
 * not backed by receipts are taxed as salary, documented reimbursements are not (worki360.com).
 * Not confirmed in a stored page: the RUC as the tax ID, the article of the IVA credit rule, the
 * four-year retention period (Código Tributario, Ley 562), and the absence of an official mileage
 * rate or of a general cash-payment limit for deductions.
 */
export interface NicaraguaPack {
  id: "ni";
  code: "NI";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    taxId: Sourced<string>;
    invoiceRule: Sourced<string>;
    deductibleExpenses: Sourced<string>;
    viaticosNotSalary: Sourced<string>;
    retentionYears: Sourced<number>;
    /** null: Nicaraguan law sets no mileage rate, so the company sets it. */
    mileageRate: Sourced<Money | null>;
    /** null: no general cash-payment limit for deductions was found. */
    cashLimit: Sourced<Money | null>;
  };
}

export const NICARAGUA: NicaraguaPack = {
  id: "ni",
  code: "NI",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaRate: sourced(0.15, "2026-11-26", "Ley 822 (LCT) art. 109; https://ivacalculator.com/nicaragua/iva-15-como-funciona"),
    taxId: sourced("RUC", "2026-01-01", "Registro Único de Contribuyentes, DGI (unconfirmed)"),
    invoiceRule: sourced(
      "Ley 822, IVA: the credit needs a factura issued to the buyer's RUC with the IVA shown separately",
      "2026-01-01",
      "Ley 822 (LCT), Título III, acreditación del IVA (unconfirmed)",
    ),
    deductibleExpenses: sourced(
      "LCT art. 39",
      "2026-11-26",
      "https://www.serviciocontablenicaragua.com/deducciones-y-gastos-deducibles-del-ir",
    ),
    viaticosNotSalary: sourced(
      "LCT art. 11",
      "2026-11-26",
      "https://www.contafinanzas.org/2022/12/calculo-del-ir-rentas-del-trabajo-nicaragua.html; https://www.worki360.com/planilla/ir-nicaragua-nomina (undocumented viáticos are taxed)",
    ),
    retentionYears: sourced(4, "2026-01-01", "Código Tributario (Ley 562) art. 43, four-year prescription (unconfirmed)"),
    mileageRate: sourced(null, "2026-01-01", "no official mileage rate found (unconfirmed)"),
    cashLimit: sourced(null, "2026-01-01", "no general cash limit for deductible expenses found (unconfirmed)"),
  },
};
