import { defaultsOutsideUs, money, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";
import type { Money } from "~/lib/reading/company-reading";

const SAT_VIATICOS = "https://idconline.mx/fiscal-contable/2017/08/09/que-implica-el-manejo-de-viaticos";
const SAT_RESTAURANTS = "https://idconline.mx/fiscal-contable/2024/09/23/consumos-en-restaurantes-son-deducibles-para-su-empresa";
const ART_152 = "https://www.sat.gob.mx/articulo/15957/articulo-152";

const foodDomestic = sourced(money(750, "MXN"), "2026-01-01", SAT_VIATICOS);
const foodAbroad = sourced(money(1500, "MXN"), "2026-01-01", SAT_VIATICOS);
const lodgingAbroad = sourced(money(3850, "MXN"), "2026-01-01", SAT_VIATICOS);

export interface MexicoPack {
  id: "mx";
  code: "MX";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    borderIvaRate: Sourced<number>;
    viaticosRadiusKm: Sourced<number>;
    foodCapDomesticPerDay: Sourced<Money>;
    foodCapAbroadPerDay: Sourced<Money>;
    lodgingCapAbroadPerNight: Sourced<Money>;
    carRentalCapPerDay: Sourced<Money>;
    restaurantDeductibleShare: Sourced<number>;
    nonCashPaymentThreshold: Sourced<Money>;
    undocumentedViaticosShare: Sourced<number>;
    undocumentedViaticosYearlyCap: Sourced<Money>;
  };
}

export const MEXICO: MexicoPack = {
  id: "mx",
  code: "MX",
  defaults: defaultsOutsideUs(),
  references: [
    { ...foodDomestic, item: "mealsHome", kind: "deductible", law: "Art. 28-V LISR" },
    { ...foodAbroad, item: "mealsAbroad", kind: "deductible", law: "Art. 28-V LISR" },
    { ...lodgingAbroad, item: "lodgingAbroad", kind: "deductible", law: "Art. 28-V LISR" },
  ],
  facts: {
    ivaRate: sourced(0.16, "2026-01-01", "https://es.wikisource.org/wiki/Ley_del_Impuesto_al_Valor_Agregado"),
    borderIvaRate: sourced(0.08, "2026-01-01", "https://sat.gob.mx/consultas/22035/facturacion-con-estimulo-en-la-region-fronteriza-"),
    viaticosRadiusKm: sourced(50, "2026-01-01", SAT_VIATICOS),
    foodCapDomesticPerDay: foodDomestic,
    foodCapAbroadPerDay: foodAbroad,
    lodgingCapAbroadPerNight: lodgingAbroad,
    carRentalCapPerDay: sourced(money(850, "MXN"), "2026-01-01", SAT_VIATICOS),
    restaurantDeductibleShare: sourced(0.085, "2024-09-23", SAT_RESTAURANTS),
    nonCashPaymentThreshold: sourced(money(2000, "MXN"), "2024-09-23", SAT_RESTAURANTS),
    undocumentedViaticosShare: sourced(0.2, "2026-01-01", ART_152),
    undocumentedViaticosYearlyCap: sourced(money(15000, "MXN"), "2026-01-01", ART_152),
  },
};
