import { defaultsOutsideUs, money, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-23 with the stored pages (brma.pt, contarea.com, aciab.pt,
 * direitocriativo.com): Decreto-Lei n.º 1/2025 raised the domestic ajudas de custo by 5 % to
 * 65,89 € a day for most employees (72,65 € for board members), IRS- and Social-Security-free up
 * to that amount; the amounts abroad are set by Portaria and were still unconfirmed, so the pack
 * cites the law instead of a number; own car 0,40 €/km, unchanged for 2025. The VAT rate, the
 * retention period and the cash-payment rule are legal references not confirmed in a stored page.
 */
const AJUDAS = "Decreto-Lei n.º 1/2025; https://brma.pt/noticias-index/info-1/2023-g6thy-wcf2b";

export interface PortugalPack {
  id: "pt";
  code: "PT";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    retentionYears: Sourced<number>;
    /** A legal reference, not a number: the amount was not confirmed (see above). */
    cashRule: Sourced<string>;
    dailyTripKm: Sourced<number>;
    overnightTripKm: Sourced<number>;
  };
}

export const PORTUGAL: PortugalPack = {
  id: "pt",
  code: "PT",
  defaults: defaultsOutsideUs(),
  references: [
    { ...sourced(money(65.89, "EUR"), "2026-11-23", AJUDAS), item: "perDiemHome", kind: "taxFree", law: "Decreto-Lei 1/2025" },
    { ...sourced(money(0.4, "EUR"), "2026-11-23", AJUDAS), item: "mileage", kind: "taxFree", law: "Decreto-Lei 1/2025", unit: "km" },
  ],
  facts: {
    ivaRate: sourced(0.23, "2026-01-01", "Código do IVA, art. 18.º (mainland)"),
    retentionYears: sourced(10, "2026-01-01", "Código do IRC, art. 123.º; Código do IVA, art. 52.º"),
    cashRule: sourced("LGT art. 63.º-E", "2026-01-01", "Lei Geral Tributária art. 63.º-E (Lei 92/2017)"),
    dailyTripKm: sourced(20, "2026-11-23", "Decreto-Lei 106/98; https://brma.pt/noticias-index/info-1/2023-g6thy-wcf2b"),
    overnightTripKm: sourced(50, "2026-11-23", "Decreto-Lei 106/98; https://brma.pt/noticias-index/info-1/2023-g6thy-wcf2b"),
  },
};
