import type { Money } from "~/lib/reading/company-reading";
import { defaultsOutsideUs, money, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: facturas are Documentos Tributarios Electrónicos under the Régimen de
 * Factura Electrónica en Línea (FEL, Acuerdo de Directorio SAT 13-2018), stored by the SAT, and
 * issuer and receiver keep the XML for the Código Tributario period (edicomgroup.es,
 * peerslegal.com); viáticos comprobables with facturas are exempt income for the employee, and
 * abroad also need proof of exit and entry, the activity and the tickets (Decreto 10-2012, Ley de
 * Actualización Tributaria, art. 70; lahora.gt); the company's viáticos deduction may not exceed
 * 3 % of gross income (LAT; prensalibre.com); payments of Q30,000 or more backing deductible costs
 * or IVA credits must go through the banking system (Decreto 20-2006 art. 20, amended by Decreto
 * 4-2012; lahora.gt, prensalibre.com); SAT review prescribes in 4 years (Código Tributario art.
 * 47) and merchants keep documents 5 years (Código de Comercio art. 382; diamantecontador.com).
 * Not confirmed in a stored page: the 12 % IVA rate (Ley del IVA art. 10) and the factura-to-NIT
 * rule for the IVA credit (Ley del IVA arts. 16 and 18). No official mileage rate was found.
 */
export interface GuatemalaPack {
  id: "gt";
  code: "GT";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    taxId: Sourced<string>;
    bankingThreshold: Sourced<Money>;
    viaticosDeductionCap: Sourced<number>;
    prescriptionYears: Sourced<number>;
    retentionYears: Sourced<number>;
    /** Legal references the texts cite, kept here with the page that confirmed them. */
    felRegime: Sourced<string>;
    viaticosExempt: Sourced<string>;
    bankingLaw: Sourced<string>;
    facturaForCredit: Sourced<string>;
    mileage: Sourced<null>;
  };
}

const LAHORA_VIATICOS =
  "https://lahora.gt/opinion/wpcomvip/2017/07/03/cuales-las-implicaciones-fiscales-los-viaticos-no-comprobables-parte-ii";
const BANCARIZACION = "https://hemeroteca.lahora.gt/icontinua-vigente-la-bancarizacion-en-materia-tributaria";
const PRESCRIPCION = "https://preguntas.diamantecontador.com/t/la-prescripcion-segun-la-ley-que-aplica/6394";

export const GUATEMALA: GuatemalaPack = {
  id: "gt",
  code: "GT",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaRate: sourced(0.12, "2026-01-01", "Ley del IVA (Decreto 27-92) art. 10 (unconfirmed)"),
    taxId: sourced(
      "NIT",
      "2026-11-26",
      "Número de Identificación Tributaria; https://www.soy502.com/articulo/como-puedo-inscribirme-factura-electronica-101476",
    ),
    bankingThreshold: sourced(money(30000, "GTQ"), "2026-11-26", `Decreto 20-2006 art. 20, amended by Decreto 4-2012; ${BANCARIZACION}`),
    viaticosDeductionCap: sourced(0.03, "2026-11-26", "Decreto 10-2012 (LAT), Libro I; https://prensalibre.com/?p=391062"),
    prescriptionYears: sourced(4, "2026-11-26", `Código Tributario (Decreto 6-91) art. 47; ${PRESCRIPCION}`),
    retentionYears: sourced(5, "2026-11-26", `Código de Comercio (Decreto 2-70) art. 382; ${PRESCRIPCION}`),
    felRegime: sourced(
      "Acuerdo de Directorio SAT 13-2018",
      "2026-11-26",
      "https://edicomgroup.es/blog/guatemala-como-funciona-fel-factura-electronica-en-linea",
    ),
    viaticosExempt: sourced("Decreto 10-2012, art. 70", "2026-11-26", LAHORA_VIATICOS),
    bankingLaw: sourced("Decreto 20-2006, art. 20", "2026-11-26", BANCARIZACION),
    facturaForCredit: sourced("Ley del IVA, art. 16", "2026-01-01", "Ley del IVA (Decreto 27-92) arts. 16 and 18 (unconfirmed)"),
    mileage: sourced(null, "2026-11-26", "no official mileage rate found: at the rate set by the company"),
  },
};
