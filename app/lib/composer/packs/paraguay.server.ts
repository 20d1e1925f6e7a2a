import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: IVA is 10 % (general) and 5 % (reduced) (ivacalculator.com; Decreto
 * 1030/2013 art. 24 on impuestospy.com); Ley 7143/2023 created the DNIT, which took over from the
 * SET (Decreto 872/2023 on scribd.com; gosocket.net); facturas electrónicas are issued through
 * SIFEN (e-Kuatia) (ekuatia.set.gov.py FAQ) and B2B sales need a factura (cpaferrere.com); IRE
 * deducts movilidad and viáticos when the rendición de cuentas is backed by legal tax documents,
 * and caps costs paid abroad at 1 % of gross income unless INR is withheld (DNIT "IRE General"
 * cartilla, 27.08.24, on scribd.com); viáticos not accounted for are the employee's IRP income
 * (SET instructivo for Formulario 104, scribd.com). Prescription is in Ley 125/91 art. 164
 * (sapienzaeditorial.com); its 5-year term is a legal reference not confirmed in a stored page.
 * No official mileage rate and no bancarización threshold were found: none is cited.
 */
const CARTILLA = "DNIT, IRE General cartilla (27.08.24); https://es.scribd.com/document/786703011/IRE-General-Cartilla-27-08-24";

export interface ParaguayPack {
  id: "py";
  code: "PY";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaGeneralRate: Sourced<number>;
    ivaReducedRate: Sourced<number>;
    /** Share of gross income (renta bruta) up to which costs paid abroad are deductible for IRE. */
    foreignExpenseCap: Sourced<number>;
    retentionYears: Sourced<number>;
    /** Legal references the texts cite, kept here with the page that confirmed them. */
    viaticosDeductible: Sourced<string>;
    dnitLaw: Sourced<string>;
  };
}

export const PARAGUAY: ParaguayPack = {
  id: "py",
  code: "PY",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaGeneralRate: sourced(
      0.1,
      "2026-11-26",
      "Ley 125/91 art. 91, Decreto 1030/2013 art. 24; https://ivacalculator.com/paraguay/iva-10-5-tasas",
    ),
    ivaReducedRate: sourced(
      0.05,
      "2026-11-26",
      "Ley 125/91 art. 91, Decreto 1030/2013 art. 24; https://impuestospy.com/impuestos/decreto-no-1440-2014/",
    ),
    foreignExpenseCap: sourced(0.01, "2026-11-26", `Ley 6380/2019 art. 15; ${CARTILLA}`),
    retentionYears: sourced(5, "2026-01-01", "Ley 125/91 art. 164 (5-year term unconfirmed)"),
    viaticosDeductible: sourced("Ley 6380/2019, art. 15", "2026-11-26", CARTILLA),
    dnitLaw: sourced("Ley 7143/2023", "2026-11-26", "https://es.scribd.com/document/706132987/Decreto-N-872-23"),
  },
};
