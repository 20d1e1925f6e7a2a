import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, waitForHydration } from "./support/browser";

const origin = inject("origin");
const browser = sharedBrowser();

type Language = "en" | "es" | "pt-BR";

/** A shared policy written by the built-in composer from a company's own words. */
async function sharedPolicy(userInput: string, language: Language, companyName: string): Promise<string> {
  const response = await fetch(`${origin}/api/policies/generate?mode=anonymous`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ userInput, language, companyName: `${companyName} ${Date.now()}` }),
  });
  const policy = (await response.json()) as { slug?: string };
  if (!response.ok || !policy.slug) throw new Error(`generation failed: ${response.status} ${JSON.stringify(policy)}`);
  return policy.slug;
}

/** A visitor whose interface speaks `language` (the preference the language selector stores), scripts on or off. */
async function visitor(language: Language, javaScriptEnabled = true) {
  const context = await browser().newContext({ javaScriptEnabled });
  await context.addCookies([{ name: "preferredLanguage", value: language, url: origin }]);
  await context.addInitScript((chosen) => {
    // about:blank has no storage; the site's pages do.
    if (window.location.protocol.startsWith("http")) window.localStorage.setItem("preferredLanguage", chosen);
  }, language);
  return { context, page: await context.newPage() };
}

const cases = [
  {
    language: "en" as const,
    description:
      "Country: United States. Currency: USD. 90 employees.\nMeals: up to 75 USD per day in the US.\nLodging: up to 220 USD per night.",
    question: "Can I expense a 120 USD client dinner in Chicago?",
    verdict: "Over the limit",
    understood: "What we understood",
  },
  {
    language: "es" as const,
    description:
      "País: Colombia. Moneda: COP. 150 empleados.\nComidas: hasta 120.000 COP por día en Colombia.\nHospedaje: hasta 350.000 COP por noche.",
    question: "¿Puedo pasar una cena de 90.000 COP con un cliente en Medellín?",
    verdict: "Sí",
    understood: "Lo que entendimos",
  },
  {
    language: "pt-BR" as const,
    description:
      "País: Brasil. Moeda: BRL. 200 funcionários.\nRefeições: até R$ 150 por dia no Brasil.\nHospedagem: até R$ 400 por diária.",
    question: "Posso reembolsar 2 diárias de hotel de R$ 500 em São Paulo?",
    verdict: "Acima do limite",
    understood: "O que entendemos",
  },
];

describe("Can I expense this? on the public page", () => {
  it.each(cases)("a visitor asks in $language and reads the verdict, the deciding clause and what was understood", async (asked) => {
    const slug = await sharedPolicy(asked.description, asked.language, "Pregunta Co");
    const { context, page } = await visitor(asked.language);
    await page.goto(`${origin}/p/${slug}`);
    await waitForHydration(page);
    const box = page.getByTestId("expense-question");
    await box.getByRole("textbox").fill(asked.question);
    await box.getByRole("button").click();
    const answer = box.getByTestId("expense-answer");
    await answer.waitFor();
    await expect.poll(() => answer.locator("strong").first().innerText()).toBe(asked.verdict);
    await expect.poll(() => box.getByTestId("expense-understood").isVisible()).toBe(true);
    expect(await box.getByRole("heading", { level: 3 }).allInnerTexts()).toContain(asked.understood);
    // The clause is the policy's own line, and its link lands on the section that states it.
    const quoted = await answer.locator("blockquote").first().innerText();
    expect(await page.getByRole("article").innerText()).toContain(quoted.slice(0, 20));
    const link = answer.locator('a[href^="#section-"]').first();
    const target = (await link.getAttribute("href"))!;
    await link.click();
    await page.waitForURL(`**/p/${slug}${target}`);
    await expect.poll(() => page.locator(target).isVisible()).toBe(true);
    // The page stayed where it was: no navigation, the question still in its field.
    expect(await box.getByRole("textbox").inputValue()).toBe(asked.question);
    await context.close();
  });

  it("works without JavaScript: the form posts and the page comes back with the answer", async () => {
    const slug = await sharedPolicy(cases[1]!.description, "es", "Sin Script SAS");
    const { context, page } = await visitor("es", false);
    await page.goto(`${origin}/p/${slug}`);
    const box = page.getByTestId("expense-question");
    await box.getByRole("textbox").fill("¿Puedo pasar una cena de 200.000 COP en Medellín?");
    await Promise.all([page.waitForURL(`**/p/${slug}`), box.getByRole("button").click()]);
    const answer = page.getByTestId("expense-answer");
    await answer.waitFor();
    expect(await answer.getAttribute("data-verdict")).toBe("over_limit");
    expect(await answer.innerText()).toContain("Supera el límite");
    await context.close();
  });
});
