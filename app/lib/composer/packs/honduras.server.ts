import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: every factura carries a CAI (Código de Autorización de Impresión)
 * granted by the SAR, the seller's RTN and the ISV at the standard 15 % rate, under the Régimen
 * de Facturación of Acuerdo 481-2017 (invoicedataextraction.com; vlex.com, Consortium Legal);
 * without the buyer's RTN the factura cannot support a tax credit (taxdo.com); alcoholic drinks
 * and tobacco bear 15 or 18 % ISV (itnodo.com); a company deducts ordinary and necessary expenses
 * "debidamente comprobados" (Ley del ISR art. 11 as amended by Decreto 17-2010; coleccionlegis.com).
 * Not confirmed in a stored page: the list of 18 % items in the Ley del ISV art. 6 (business- and
 * first-class air tickets among them), the employee-side treatment of viáticos and the five-year
 * prescription (Código Tributario, Decreto 170-2016). No official mileage rate and no
 * bank-payment threshold were found.
 */
export interface HondurasPack {
  id: "hn";
  code: "HN";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    isvRate: Sourced<number>;
    isvHigherRate: Sourced<number>;
    taxId: Sourced<string>;
    retentionYears: Sourced<number>;
    /** Legal references the texts cite, kept here with the page that confirmed them. */
    invoicingRegime: Sourced<string>;
    expensesDeductible: Sourced<string>;
    mileage: Sourced<null>;
  };
}

export const HONDURAS: HondurasPack = {
  id: "hn",
  code: "HN",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    isvRate: sourced(
      0.15,
      "2026-11-26",
      "Ley del Impuesto sobre Ventas art. 6; https://invoicedataextraction.com/blog/honduras-invoice-requirements",
    ),
    isvHigherRate: sourced(
      0.18,
      "2026-11-26",
      "Ley del Impuesto sobre Ventas art. 6; https://itnodo.com/?p=50774 (air tickets: unconfirmed)",
    ),
    taxId: sourced(
      "RTN",
      "2026-11-26",
      "Registro Tributario Nacional; https://taxdo.com/resources/faq/post/honduras-tin-rtn-compliance-guide-saas",
    ),
    retentionYears: sourced(5, "2026-01-01", "Código Tributario (Decreto 170-2016), prescription (unconfirmed)"),
    invoicingRegime: sourced(
      "Acuerdo 481-2017",
      "2026-11-26",
      "https://vlex.com/vid/consideraciones-importantes-respecto-documentos-913237518",
    ),
    expensesDeductible: sourced(
      "Ley del ISR, art. 11",
      "2026-11-26",
      "https://coleccionlegis.com/muestra/documento/lectura/ley-de-fortalecimiento-de-los-ingresos-equidad-social-y-racionalizacion-del-gasto-publico",
    ),
    mileage: sourced(null, "2026-11-26", "no official mileage rate found: at the rate set by the company"),
  },
};
