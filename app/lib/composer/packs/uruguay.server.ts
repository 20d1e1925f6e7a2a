import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

/*
 * Confirmed on 2026-11-26: IVA is 22 % (basic) and 10 % (minimum), the tax ID is the 12-digit RUT
 * and the DGI administers it (EY Worldwide VAT guide 2022 on issuu.com; elestudio.com.uy); the IVA
 * credit needs a valid CFE (e-Factura) in the company's name and IRAE deducts necessary, documented
 * costs (gro.com.uy); viáticos (with an overnight stay) accounted for with receipts are not IRPF
 * income, without accounting 50 % counts as income, and car costs repaid on objective coefficients
 * (kilometres, wear) count as accounted for (Res. DGI 662/007 num. 48, quoted in DGI Consulta 4777,
 * darioabilleira.com, and DGI Consulta 5.303, juntaflorida.gub.uy). No official mileage rate exists.
 * The 5-year retention (Código Tributario art. 38) is a legal reference not confirmed in a stored
 * page. Ley 19.210's cash limits concern large operations (property, vehicles), not travel costs:
 * not cited.
 */

export interface UruguayPack {
  id: "uy";
  code: "UY";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    ivaBasicRate: Sourced<number>;
    ivaMinimumRate: Sourced<number>;
    /** Share of a viático paid without rendición de cuentas that counts as IRPF income. */
    viaticoTaxableShare: Sourced<number>;
    retentionYears: Sourced<number>;
    /** Legal references the texts cite, kept here with the page that confirmed them. */
    cfeGivesCredit: Sourced<string>;
    /** The DGI rule on viáticos and on car costs repaid per kilometre. */
    viaticosRule: Sourced<string>;
  };
}

export const URUGUAY: UruguayPack = {
  id: "uy",
  code: "UY",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    ivaBasicRate: sourced(0.22, "2026-11-26", "Título 10 T.O. (IVA); https://elestudio.com.uy/sistema-tributario-uruguayo-resumen"),
    ivaMinimumRate: sourced(0.1, "2026-11-26", "Título 10 T.O. (IVA); https://elestudio.com.uy/sistema-tributario-uruguayo-resumen"),
    viaticoTaxableShare: sourced(
      0.5,
      "2026-11-26",
      "Res. DGI 662/007 num. 48 (worded by Res. DGI 803/007), DGI Consulta 4777; https://darioabilleira.com/2014/11/24/partidas-de-alimentacion-si-no-incluye-el-concepto-de-pernocte-o-no-estan-dentro-del-viatico-aun-si-se-rinde-cuentas-al-100-estara-gravado-por-irpf/",
    ),
    retentionYears: sourced(5, "2026-01-01", "Código Tributario (Decreto-Ley 14.306) art. 38 (unconfirmed)"),
    cfeGivesCredit: sourced(
      "CFE (e-Factura) issued to the company's RUT",
      "2026-11-26",
      "https://www.gro.com.uy/single-post/gastos-y-viáticos-en-uruguay-qué-es-deducible-irae-iva-cómo-documentarlo-y-cómo-ordenar-la-polít",
    ),
    viaticosRule: sourced(
      "Resolución DGI 662/007, num. 48",
      "2026-11-26",
      "DGI Consultas 4777 and 5.303; https://juntaflorida.gub.uy/index.php?option=com_content&view=article&id=7261:distribuido-2010-0019&catid=746&Itemid=852",
    ),
  },
};
