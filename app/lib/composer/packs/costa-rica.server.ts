import type { Money } from "~/lib/reading/company-reading";
import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: Ley 9635 (Fortalecimiento de las Finanzas Públicas) rewrote the sales
 * tax as the Ley del Impuesto sobre el Valor Agregado (pgrweb.go.cr); viáticos are a deductible
 * expense under Ley del Impuesto sobre la Renta art. 8 when documented with comprobantes electrónicos issued to the taxpayer
 * and tied to its business (observador.cr); comprobantes electrónicos are governed by Decreto
 * 44739-H of 2 October 2024, and CNPT art. 104 a) requires keeping the records and their backing
 * (pgrweb.go.cr); the Contraloría General de la República sets the travel allowances and the
 * per-kilometre rates for public officials (R-DC-0038-2017, pgrweb.go.cr; R-DC-040-2014,
 * studylib.es). Not confirmed in a stored page: the 13 % rate as such (Ley del IVA art. 10), the
 * cédula jurídica as the tax ID, the four-year retention period, and the absence of a cash limit.
 */
export interface CostaRicaPack {
  id: "cr";
  code: "CR";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    taxId: Sourced<string>;
    invoiceRule: Sourced<string>;
    viaticosDeductible: Sourced<string>;
    officialAllowances: Sourced<string>;
    recordsDuty: Sourced<string>;
    retentionYears: Sourced<number>;
    /** null: no rate binds private employers; the Contraloría's public-sector table is a reference. */
    mileageRate: Sourced<Money | null>;
    /** null: no general cash limit for deductible expenses was found. */
    cashLimit: Sourced<Money | null>;
  };
}

const PGR = "http://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/";

export const COSTA_RICA: CostaRicaPack = {
  id: "cr",
  code: "CR",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaRate: sourced(
      0.13,
      "2026-01-01",
      `Ley del IVA (Ley 6826, texto de la Ley 9635) art. 10; law text: ${PGR}nrm_articulo.aspx?param1=NRA&nValor1=1&nValor2=87720 (rate unconfirmed)`,
    ),
    taxId: sourced("cédula jurídica", "2026-01-01", "Registro Único Tributario, Ministerio de Hacienda (unconfirmed)"),
    invoiceRule: sourced(
      "Decreto 44739-H, Reglamento de comprobantes electrónicos",
      "2026-11-26",
      `https://observador.cr/otorgamiento-de-viaticos-y-sus-efectos-fiscales/; ${PGR}nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=103206`,
    ),
    viaticosDeductible: sourced(
      "Ley del Impuesto sobre la Renta, art. 8",
      "2026-11-26",
      "https://observador.cr/otorgamiento-de-viaticos-y-sus-efectos-fiscales/",
    ),
    officialAllowances: sourced(
      "Reglamento de Gastos de Viaje y de Transporte para Funcionarios Públicos",
      "2026-11-26",
      `Ley 3462; Contraloría R-DC-0038-2017, ${PGR}nrm_articulo.aspx?param1=NRA&nValor1=1&nValor2=84251`,
    ),
    recordsDuty: sourced(
      "Código de Normas y Procedimientos Tributarios, art. 104, inciso a",
      "2026-11-26",
      `${PGR}nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=103206`,
    ),
    retentionYears: sourced(4, "2026-01-01", "CNPT (Ley 4755) arts. 51 and 109, four-year prescription (unconfirmed)"),
    mileageRate: sourced(
      null,
      "2026-11-26",
      "no rate for private employers; public-sector table: Contraloría R-DC-040-2014, https://studylib.es/doc/8555445/r-dc-040-2014.-contralor%C3%ADa-general-de-la-rep%C3%BAblica",
    ),
    cashLimit: sourced(null, "2026-01-01", "no general cash limit for deductible expenses found (unconfirmed)"),
  },
};
