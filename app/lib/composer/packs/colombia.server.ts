import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

export interface ColombiaPack {
  id: "co";
  code: "CO";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaRate: Sourced<number>;
    posTicketMaxUvt: Sourced<number>;
    eInvoiceRetentionYears: Sourced<number>;
  };
}

/** No law sets meal, lodging or mileage amounts for private employers in Colombia: no references. */
export const COLOMBIA: ColombiaPack = {
  id: "co",
  code: "CO",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaRate: sourced(0.19, "2026-01-01", "https://contamos.com.co/tarifa-general-del-impuesto-sobre-las-ventas/"),
    posTicketMaxUvt: sourced(5, "2023-01-01", "https://www.5direcciones.com.co/debe-facturar-electronicamente/"),
    eInvoiceRetentionYears: sourced(10, "2026-01-01", "https://s4fn.com/electronic-invoices-in-columbia (vendor blog)"),
  },
};
