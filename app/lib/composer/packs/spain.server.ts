import type { Money } from "~/lib/reading/company-reading";
import { defaultsOutsideUs, money, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-23 with the stored pages: the 0,26 €/km mileage rate since 17 July 2023
 * and exempt lodging "por los importes que se justifiquen" (guiasjuridicas.laley.es, dietas);
 * the 1.000 € cash limit (Ley 11/2021 amending Ley 7/2012 art. 7; aslasesores.com,
 * gestoclick.es). The dietas amounts (53,34 € / 91,35 €, 26,67 € / 48,08 € without an overnight
 * stay) and the VAT rates come from a secondary summary and the legal references cited; they
 * were not found verbatim in the stored pages.
 */
const DIETAS = "RIRPF (RD 439/2007) art. 9.A.3.a; https://guiasjuridicas.laley.es (dietas)";
const MILEAGE = "Orden HFP/792/2023; https://guiasjuridicas.laley.es (dietas)";

export interface SpainPack {
  id: "es";
  code: "ES";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    ivaHospitalityRate: Sourced<number>;
    mealsWithoutOvernightHome: Sourced<Money>;
    mealsWithoutOvernightAbroad: Sourced<Money>;
    cashLimit: Sourced<Money>;
    accountingRetentionYears: Sourced<number>;
    taxPrescriptionYears: Sourced<number>;
  };
}

export const SPAIN: SpainPack = {
  id: "es",
  code: "ES",
  defaults: defaultsOutsideUs(),
  references: [
    { ...sourced(money(53.34, "EUR"), "2026-01-01", DIETAS), item: "mealsHome", kind: "taxFree", law: "RIRPF art. 9" },
    { ...sourced(money(91.35, "EUR"), "2026-01-01", DIETAS), item: "mealsAbroad", kind: "taxFree", law: "RIRPF art. 9" },
    { ...sourced(money(0.26, "EUR"), "2026-11-23", MILEAGE), item: "mileage", kind: "taxFree", law: "Orden HFP/792/2023", unit: "km" },
  ],
  facts: {
    ivaRate: sourced(0.21, "2026-01-01", "Ley 37/1992 del IVA, art. 90"),
    ivaHospitalityRate: sourced(0.1, "2026-01-01", "Ley 37/1992 del IVA, art. 91"),
    mealsWithoutOvernightHome: sourced(money(26.67, "EUR"), "2026-01-01", DIETAS),
    mealsWithoutOvernightAbroad: sourced(money(48.08, "EUR"), "2026-01-01", DIETAS),
    cashLimit: sourced(
      money(1000, "EUR"),
      "2026-11-23",
      "Ley 7/2012 art. 7 (Ley 11/2021); https://aslasesores.com/ya-en-vigor-la-nueva-limitacion-de-pagos-en-efectivo/",
    ),
    accountingRetentionYears: sourced(6, "2026-01-01", "Código de Comercio art. 30"),
    taxPrescriptionYears: sourced(4, "2026-01-01", "Ley 58/2003 General Tributaria, art. 66"),
  },
};
