import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-23: boletas give no IVA credit, facturas do (sovos.com, Chile e-invoicing);
 * viáticos are not income when the SII Regional Director so qualifies them (LIR art. 17 N° 15;
 * sii.cl FAQ 001_140_3531) and not remuneration (Código del Trabajo art. 41; tribulex.cl). The
 * VAT rate and the retention period are legal references not confirmed in a stored page.
 */
export interface ChilePack {
  id: "cl";
  code: "CL";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    retentionYears: Sourced<number>;
    /** Legal references the texts cite, kept here with the page that confirmed them. */
    boletaWithoutCredit: Sourced<string>;
    viaticosNotIncome: Sourced<string>;
  };
}

export const CHILE: ChilePack = {
  id: "cl",
  code: "CL",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaRate: sourced(0.19, "2026-01-01", "DL 825 (Ley sobre Impuesto a las Ventas y Servicios) art. 14"),
    retentionYears: sourced(6, "2026-01-01", "Código Tributario arts. 17 and 200"),
    boletaWithoutCredit: sourced("DL 825 art. 54", "2026-11-23", "https://sovos.com/cl/reglas-fiscales/factura-electronica-chile/"),
    viaticosNotIncome: sourced(
      "LIR art. 17 N° 15",
      "2026-11-23",
      "https://www.sii.cl/preguntas_frecuentes/declaracion_renta/001_140_3531.htm",
    ),
  },
};
