import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { completeRules } from "~/lib/composer/rulebook.server";
import { findCountryPack } from "~/lib/composer/country-packs.server";
import { readCompany } from "../reading/read-company";
import { policyRulesJsonSchema, PolicyRulesSchema } from "./policy-rules";

describe("the rulebook schema", () => {
  it("exports a JSON Schema naming every kind of rule, for Workers AI and card platforms", () => {
    const schema = policyRulesJsonSchema() as { type: string; properties: Record<string, unknown>; required: string[] };
    expect(schema.type).toBe("object");
    for (const kind of [
      "meals",
      "lodging",
      "roles",
      "approvals",
      "submission",
      "notice",
      "receipts",
      "documents",
      "mileage",
      "travelClass",
      "prohibited",
      "cashAdvance",
    ]) {
      expect(schema.properties, kind).toHaveProperty(kind);
    }
  });

  it("validates what the reader and the pack make of a description, provenance included", () => {
    const reading = readCompany(
      "Consultora en Madrid, 25 empleados. Hotel hasta 140 € la noche. Más de 500 € los aprueba el socio director.",
      { siteCountry: "Spain", language: "es" },
    );
    const complete = completeRules(reading, findCountryPack("ES"));
    expect(PolicyRulesSchema.safeParse(reading.rules).success).toBe(true);
    expect(PolicyRulesSchema.safeParse(complete).success).toBe(true);
    expect(complete.lodging.find((limit) => limit.place.kind === "home")?.provenance).toMatchObject({ kind: "user" });
    expect(complete.meals.find((limit) => limit.place.kind === "home")?.provenance).toMatchObject({ kind: "country" });
    // Intl writes the euro with a no-break space.
    expect(composePolicy(reading, { language: "es", companyName: "Acme" })).toMatch(/140,00\s€/u);
  });
});
