import type { Money } from "~/lib/reading/company-reading";
import { defaultsOutsideUs, money, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-23: travel allowances are deductible up to twice what the central
 * government grants its highest-ranking career officials (LIR art. 37 r; Reglamento art. 21 n),
 * backed by comprobantes de pago in Peru and by the foreign equivalent abroad (SUNAT Informe
 * 022-2005-SUNAT/2B0000, sunat.gob.pe). The S/ 640 daily figure and the bancarización thresholds
 * come from a secondary summary (efikacia.com.pe) and were not found in a stored page; the IGV
 * rate is a legal reference.
 */
const VIATICOS = "LIR art. 37 r), Reglamento art. 21 n); http://www.sunat.gob.pe/legislacion/oficios/2005/oficios/i0222005.htm";

export interface PeruPack {
  id: "pe";
  code: "PE";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    igvRate: Sourced<number>;
    bankingThresholdPen: Sourced<Money>;
    bankingThresholdUsd: Sourced<Money>;
  };
}

export const PERU: PeruPack = {
  id: "pe",
  code: "PE",
  defaults: defaultsOutsideUs(),
  references: [
    {
      ...sourced(money(640, "PEN"), "2026-01-01", `${VIATICOS}; amount: efikacia.com.pe (unconfirmed)`),
      item: "perDiemHome",
      kind: "deductible",
      law: "Reglamento LIR art. 21 n)",
    },
  ],
  facts: {
    igvRate: sourced(0.18, "2026-01-01", "TUO Ley del IGV art. 17 (16 % IGV + 2 % IPM)"),
    bankingThresholdPen: sourced(money(2000, "PEN"), "2026-01-01", "Ley 28194 art. 4 (not confirmed in a stored page)"),
    bankingThresholdUsd: sourced(money(500, "USD"), "2026-01-01", "Ley 28194 art. 4 (not confirmed in a stored page)"),
  },
};
