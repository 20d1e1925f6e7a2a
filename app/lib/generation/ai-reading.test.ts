import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { readCompany } from "~/lib/reading/read-company";
import { readWithModel } from "./ai-reading.server";

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};
const answering = (value: unknown) =>
  new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text", text: JSON.stringify(value) }],
      finishReason: { unified: "stop", raw: "stop" },
      usage,
      warnings: [],
    }),
  });

describe("the model's reading (mock model)", () => {
  const text = "Somos 8 personas. Comidas hasta 30.000 por día. No reembolsamos alcohol.";
  const builtIn = readCompany(text, { siteCountry: "Mexico", language: "es" });
  const modelSays: CompanyReading = {
    ...builtIn,
    country: { code: "CL", name: "Chile", reason: "named", evidence: "Santiago" },
    currency: { code: "CLP", reason: "country" },
    rules: { ...builtIn.rules, notice: [{ days: 7, scope: "all", provenance: { kind: "user", words: "a paraphrase" } }] },
    unplaced: ["a paraphrase"],
  };

  it("fills the country the text did not give, moves the built-in figures to its currency, keeps the verbatim sentences", async () => {
    const reading = await readWithModel(answering(modelSays), text, builtIn);
    expect(reading.country.code).toBe("CL");
    expect(reading.rules.meals.find((limit) => limit.place.kind === "home")?.amount).toEqual({ amount: 30000, currency: "CLP" });
    expect(reading.rules.prohibited).toMatchObject([{ item: "alcohol", except: null }]);
    expect(reading.rules.notice).toMatchObject([{ days: 7, scope: "all" }]);
    expect(reading.unplaced).toEqual(builtIn.unplaced);
  });

  it("keeps an explicit Country line whatever the mock model says", async () => {
    const explicit = readCompany(`País: Perú\n${text}`, { siteCountry: "Mexico", language: "es" });
    expect((await readWithModel(answering(modelSays), text, explicit)).country.code).toBe("PE");
  });

  it("falls back to the built-in reading when the mock model answers off-schema or fails", async () => {
    expect(await readWithModel(answering({ country: "Chile" }), text, builtIn)).toEqual(builtIn);
    const failing = new MockLanguageModelV3({ doGenerate: async () => Promise.reject(new Error("mock Workers AI: 503")) });
    expect(await readWithModel(failing, text, builtIn)).toEqual(builtIn);
  });
});
