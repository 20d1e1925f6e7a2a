import type { Money } from "~/lib/reading/company-reading";
import { defaultsOutsideUs, money, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: facturas and comprobantes de crédito fiscal are Documentos Tributarios
 * Electrónicos (DTE) under the Código Tributario as reformed by Decreto Legislativo 487 (2022),
 * valid once the Dirección General de Impuestos Internos of the Ministerio de Hacienda gives its
 * sello de recepción; the Factura goes to final consumers, the Comprobante de Crédito Fiscal to
 * taxpayers with an NRC (edicom.com.ar, ivacalculator.com, jurisprudencia.gob.sv); only the IVA
 * in a comprobante de crédito fiscal is deductible (Ley del IVA art. 65), and never on food,
 * nor on hotels or air tickets not shown to be for the business (art. 65-A; hazfiscalia.com);
 * deductible costs must be real, documented, necessary and booked (Ley del ISR arts. 28-29;
 * jurisprudencia.gob.sv); since the January 2025 reform of the Ley Bitcoin, accepting bitcoin is
 * voluntary (centroamerica360.com, criptonoticias.com). Not confirmed in a stored page: the 13 %
 * rate (Ley del IVA art. 54), the US$ 11,428.57 bank-payment threshold for the IVA credit, the
 * ten-year retention (Código Tributario art. 147) and the Ley de Integración Monetaria article
 * that makes the US dollar legal tender. No official mileage rate was found.
 */
export interface ElSalvadorPack {
  id: "sv";
  code: "SV";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    taxId: Sourced<string>;
    vatRegistration: Sourced<string>;
    bankingThreshold: Sourced<Money>;
    retentionYears: Sourced<number>;
    currency: Sourced<string>;
    /** Legal references the texts cite, kept here with the page that confirmed them. */
    dteLaw: Sourced<string>;
    creditOnlyWithCcf: Sourced<string>;
    travelCreditRestrictions: Sourced<string>;
    costsDeductible: Sourced<string>;
    bitcoinVoluntary: Sourced<string>;
    mileage: Sourced<null>;
  };
}

export const EL_SALVADOR: ElSalvadorPack = {
  id: "sv",
  code: "SV",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaRate: sourced(
      0.13,
      "2026-01-01",
      "Ley de Impuesto a la Transferencia de Bienes Muebles y a la Prestación de Servicios art. 54 (unconfirmed)",
    ),
    taxId: sourced(
      "NIT",
      "2026-11-26",
      "Número de Identificación Tributaria; https://ivacalculator.com/el-salvador/dte-factura-electronica",
    ),
    vatRegistration: sourced(
      "NRC",
      "2026-11-26",
      "Número de Registro de Contribuyente; https://ivacalculator.com/el-salvador/dte-factura-electronica",
    ),
    bankingThreshold: sourced(money(11428.57, "USD"), "2026-01-01", "Ley del IVA art. 65-A, last paragraph (unconfirmed)"),
    retentionYears: sourced(10, "2026-01-01", "Código Tributario (Decreto 230) art. 147 (unconfirmed)"),
    currency: sourced("USD", "2026-01-01", "Ley de Integración Monetaria (2001) (unconfirmed); https://ramonsomoza.blogspot.com/2014/10"),
    dteLaw: sourced("Decreto Legislativo 487", "2026-11-26", "https://edicom.com.ar/blog/como-es-la-factura-electronica-en-el-salvador"),
    creditOnlyWithCcf: sourced("Ley del IVA, art. 65", "2026-11-26", "https://hazfiscalia.com/app/ley/49/articulo/2143"),
    travelCreditRestrictions: sourced("Ley del IVA, art. 65-A", "2026-11-26", "https://hazfiscalia.com/app/ley/49/articulo/2144"),
    costsDeductible: sourced(
      "Ley del ISR, arts. 28-29",
      "2026-11-26",
      "https://jurisprudencia.gob.sv/DocumentosBoveda/E/1/2010-2019/2019/03/D8301.HTML",
    ),
    bitcoinVoluntary: sourced(
      "2025-01-29",
      "2026-11-26",
      "reform of the Ley Bitcoin; https://www.centroamerica360.com/economia/el-salvador-elimina-la-obligatoriedad-de-aceptar-bitcoin-como-pago-con-reforma-a-la-ley/",
    ),
    mileage: sourced(null, "2026-11-26", "no official mileage rate found: at the rate set by the company"),
  },
};
