import type { Money } from "~/lib/reading/company-reading";
import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: travel and viáticos allowances are exempt for the employee when backed
 * by comprobantes fiscales (Código Tributario art. 299 l; Reglamento 139-98 art. 46; phlaw.com);
 * comprobantes fiscales that support tax credits, costs and expenses are governed by Decreto 254-06
 * and Norma General 06-2018 (DGII, via juricont.blogspot.com), and the e-CF by Ley 32-23, mandatory
 * for every taxpayer by May 2026 (dgii.gov.do; ivacalculator.com); the RNC identifies the issuer and
 * buyer (globalbusinesslam.com); the cash caps of Ley 155-17 art. 64 cover only high-value
 * operations such as property, vehicles and jewellery (phlaw.com). Not confirmed in a stored page:
 * the 18 % ITBIS rate (Código Tributario art. 341), the ten-year retention period and the absence
 * of an official mileage rate.
 */
export interface DominicanRepublicPack {
  id: "do";
  code: "DO";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    itbisRate: Sourced<number>;
    taxId: Sourced<string>;
    invoiceRule: Sourced<string>;
    electronicInvoicing: Sourced<string>;
    viaticosExempt: Sourced<string>;
    retentionYears: Sourced<number>;
    /** The law's cash caps apply to high-value operations, not to travel expenses. */
    cashRule: Sourced<string>;
    /** null: Dominican law sets no mileage rate, so the company sets it. */
    mileageRate: Sourced<Money | null>;
  };
}

export const DOMINICAN_REPUBLIC: DominicanRepublicPack = {
  id: "do",
  code: "DO",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    itbisRate: sourced(0.18, "2026-01-01", "Código Tributario (Ley 11-92) art. 341, as amended by Ley 253-12 (unconfirmed)"),
    taxId: sourced(
      "RNC",
      "2026-11-26",
      "https://globalbusinesslam.com/reglas-claras-para-la-facturacion-electronica-en-la-republica-dominicana",
    ),
    invoiceRule: sourced(
      "Decreto 254-06; Norma General 06-2018",
      "2026-11-26",
      "https://juricont.blogspot.com/search/label/Nuevas%20Regulaciones%20Fiscales%20IT-I",
    ),
    electronicInvoicing: sourced(
      "Ley 32-23",
      "2026-11-26",
      "https://dgii.gov.do/cicloContribuyente/facturacion/comprobantesFiscalesElectronicosE-CF/Paginas/marcoLegal.aspx; https://ivacalculator.com/republica-dominicana/factura-electronica",
    ),
    viaticosExempt: sourced(
      "Código Tributario, art. 299, literal l; Reglamento 139-98, art. 46",
      "2026-11-26",
      "http://phlaw.com/es/elegir-idioma/?idioma=es&url-retorno=%2Fes%2Fpublicacion%2F52%2Ftratamiento-fiscal-de-asignaciones-traslado-viaticos-empleados",
    ),
    retentionYears: sourced(10, "2026-01-01", "Código Tributario art. 50 e), as amended by Ley 495-06 (unconfirmed)"),
    cashRule: sourced("Ley 155-17 art. 64", "2026-11-26", "https://phlaw.com/es/post/dgii-actualiza-limites-de-pagos-en-efectivo"),
    mileageRate: sourced(null, "2026-01-01", "no official mileage rate found (unconfirmed)"),
  },
};
