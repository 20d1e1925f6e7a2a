import { defaultsOutsideUs, sourced, type PolicyDefaults, type ReferenceFigure, type Sourced } from "./sourced.server";

const REFORM = "https://focusnfe.com.br/guides/reforma-tributaria";

export interface BrazilPack {
  id: "br";
  code: "BR";
  defaults: PolicyDefaults;
  references: ReferenceFigure[];
  facts: {
    documentRetentionYears: Sourced<number>;
    nfseNationalStandardFrom: Sourced<string>;
    cbsTestRate: Sourced<number>;
    ibsTestRate: Sourced<number>;
    taxReformTestYear: Sourced<number>;
    cbsCollectionYear: Sourced<number>;
    taxReformEndYear: Sourced<number>;
  };
}

/** Brazilian law sets no meal, lodging or mileage amounts (CLT art. 457 §2): no references. */
export const BRAZIL: BrazilPack = {
  id: "br",
  code: "BR",
  defaults: defaultsOutsideUs(),
  references: [],
  facts: {
    documentRetentionYears: sourced(5, "2026-01-01", "https://blog.staycharlie.com.br/notas-fiscais-viagem-trabalho"),
    nfseNationalStandardFrom: sourced("2026-01-01", "2026-01-01", "https://reformatributaria360.com.br/?p=6616"),
    cbsTestRate: sourced(0.009, "2026-01-01", REFORM),
    ibsTestRate: sourced(0.001, "2026-01-01", REFORM),
    taxReformTestYear: sourced(2026, "2026-01-01", REFORM),
    cbsCollectionYear: sourced(2027, "2026-01-01", REFORM),
    taxReformEndYear: sourced(2033, "2026-01-01", REFORM),
  },
};
