import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { fullReadingFor } from "~/lib/composer/test-readings";
import { displayName } from "./default-approvers";

describe("displayName", () => {
  it("writes the product's own names in the language, and a name the user wrote as written, even one starting with @", () => {
    expect(displayName("@finance", "es")).toBe("Finanzas");
    expect(displayName("@director", "pt-BR")).toBe("Diretores");
    expect(displayName("@finance team", "en")).toBe("@finance team");
    expect(displayName("Gerente", "es")).toBe("Gerente");
  });

  it("a role named with a leading @ is written into the policy instead of stopping it", () => {
    const base = fullReadingFor("CO");
    const role = {
      role: "@SUM(A1)",
      monthly: { amount: 100000, currency: "COP" },
      perTransaction: null,
      provenance: { kind: "panel" as const },
    };
    const markdown = composePolicy(
      { ...base, rules: { ...base.rules, roles: [role] } },
      { language: "es", companyName: "Andes", now: new Date("2026-03-01") },
    );
    expect(markdown).toContain("@SUM(A1)");
  });
});
