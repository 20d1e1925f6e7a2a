import { describe, expect, it } from "vitest";
import type { Language } from "~/lib/site/languages";
import { readCardControls } from "./card-controls.server";
import { checkExpense, type CheckablePolicy } from "./expense-check.server";
import { EXPENSE_PHRASES } from "./expense-phrases.server";

/*
 * Issue 33.3: the check never answers "no rule of the policy limits it" for a kind of expense the
 * text speaks of in a line the rules reader could not place; it cannot tell, quoting that line.
 * Policies in an owner's words, as saved after an edit (no composer table in them).
 */
const POLICIES: Record<Language, { currency: string; markdown: string; line: string; query: object; other: object }> = {
  en: {
    currency: "USD",
    markdown:
      "# Travel rules\n\n## Hotels\n\nHotels up to $180 per night.\n\n## Getting around\n\n- Taxis: keep it sensible, we trust you, around 40 a ride.\n",
    line: "Taxis: keep it sensible, we trust you, around 40 a ride.",
    query: { amount: 35, currency: "USD", category: "groundTransport", country: "US" },
    other: { amount: 20, currency: "USD", category: "other", country: "US" },
  },
  es: {
    currency: "MXN",
    markdown:
      "# Reglas de viaje\n\n## Hoteles\n\nHoteles hasta $2,000 por noche.\n\n## Traslados\n\n- Taxis: con criterio, unos 400 por viaje.\n",
    line: "Taxis: con criterio, unos 400 por viaje.",
    query: { amount: 350, currency: "MXN", category: "groundTransport", country: "MX" },
    other: { amount: 200, currency: "MXN", category: "other", country: "MX" },
  },
  "pt-BR": {
    currency: "BRL",
    markdown:
      "# Regras de viagem\n\n## Hotéis\n\nHotéis até R$ 500 por noite.\n\n## Deslocamentos\n\n- Táxi: com bom senso, uns 50 por corrida.\n",
    line: "Táxi: com bom senso, uns 50 por corrida.",
    query: { amount: 45, currency: "BRL", category: "groundTransport", country: "BR" },
    other: { amount: 30, currency: "BRL", category: "other", country: "BR" },
  },
};

function policyOf(language: Language): CheckablePolicy {
  const { markdown } = POLICIES[language];
  const facts = {
    slug: `owner-${language}`,
    companyName: "Acme",
    language,
    markdown,
    reading: null,
    revision: 3,
    contentHash: "0".repeat(64),
  };
  const { controls, exchangeRateSource, notRead } = readCardControls(facts);
  return { ...facts, controls, exchangeRateSource, notRead };
}

describe("a kind of expense the text speaks of in a line no rule was read from", () => {
  for (const language of ["en", "es", "pt-BR"] as const) {
    it(`${language}: cannot tell, quoting the line, in the answer's language; what the text is silent on is still unlimited`, () => {
      const policy = policyOf(language);
      const { line, query, other } = POLICIES[language];
      expect(policy.notRead).toContain(line);
      const taxi = checkExpense(policy, query, language);
      expect(taxi.verdict).toBe("cannot_tell");
      expect(taxi.clauses.map((clause) => clause.text)).toContain(line);
      expect(taxi.summary).toContain(EXPENSE_PHRASES[language].unreadLine(line));
      expect(taxi.summary).not.toContain(EXPENSE_PHRASES[language].nothingLimits);
      // Asked in another language, it quotes the same line in the policy's own words.
      const english = checkExpense(policy, query, "en");
      expect(english.summary).toContain(EXPENSE_PHRASES.en.unreadLine(line));
      // A kind the text says nothing of stays "no rule limits it"; a hotel night under its read cap stays allowed.
      expect(checkExpense(policy, other, language)).toMatchObject({ verdict: "allowed" });
    });
  }
});

describe("a receipt the spender lost, where the rules read none about receipts", () => {
  it("is not waved through: the policy's own line on receipts is quoted, and a receipt 'not needed' is not that line", () => {
    const markdown =
      "# Field crew rules\n\n## Meals\n\nMeals up to $90 a day.\n\n## Paperwork\n\n- Staying with friends: $50 a night, no receipt needed.\n- Receipts for everything, or we cannot pay it: keep them all, photos are fine.\n";
    const facts = {
      slug: "crew",
      companyName: "Crew",
      language: "en" as const,
      markdown,
      reading: null,
      revision: 1,
      contentHash: "0".repeat(64),
    };
    const { controls, exchangeRateSource, notRead } = readCardControls(facts);
    const policy: CheckablePolicy = { ...facts, controls, exchangeRateSource, notRead };
    const lost = checkExpense(
      policy,
      { amount: 12, currency: "USD", category: "meals", country: "US", description: "lost the receipt" },
      "en",
    );
    expect(lost.verdict).toBe("cannot_tell");
    expect(lost.summary).toContain("Receipts for everything");
    // With the receipt, the same lunch is allowed.
    expect(checkExpense(policy, { amount: 12, currency: "USD", category: "meals", country: "US" }, "en").verdict).toBe("allowed");
  });
});
