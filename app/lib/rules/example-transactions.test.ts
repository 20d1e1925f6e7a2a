import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readingFor } from "~/lib/composer/test-readings";
import type { Language } from "~/lib/site/languages";
import { cardControls } from "./card-controls.server";
import { checkTransactions, readTransactionsCsv } from "./expense-batch.server";
import { exampleTransactionsCsv } from "./example-transactions";

/* The check's example file is written in the policy's currency, so it gets verdicts, not "tell me the rate". */

const HASH = "0".repeat(64);

describe("exampleTransactionsCsv", () => {
  it.each([
    ["US", "USD", "en"],
    ["MX", "MXN", "es"],
    ["CO", "COP", "es"],
    ["BR", "BRL", "pt-BR"],
  ] as const)("for a policy in %s: every row in %s, read back whole, and judged without asking for a rate", (code, currency, language) => {
    const read = readTransactionsCsv(exampleTransactionsCsv(currency));
    if ("error" in read) throw new Error(`the example was refused: ${JSON.stringify(read.error)}`);
    expect(read.unread).toEqual([]);
    expect(read.rows).toHaveLength(4);
    expect(new Set(read.rows.map((row) => row.currency))).toEqual(new Set([currency]));
    const reading = readingFor(code);
    const markdown = composePolicy(reading, { language: language as Language, companyName: "Acme", now: new Date("2026-03-01T12:00:00Z") });
    const controls = cardControls({ slug: "s", companyName: "Acme", language, markdown, reading, revision: 1, contentHash: HASH });
    expect(controls.policy.currency).toBe(currency);
    const batch = checkTransactions({ slug: "s", revision: 1, contentHash: HASH, language, markdown, controls }, read.rows, language);
    expect(batch.rows.filter((row) => row.missing?.includes("exchangeRate"))).toEqual([]);
  });

  it("writes whole units where the currency has no cents in practice, and round figures", () => {
    const amounts = (currency: string) =>
      exampleTransactionsCsv(currency)
        .split("\r\n")
        .slice(1, -1)
        .map((line) => line.split(",")[3]);
    expect(amounts("USD")).toEqual(["42.50", "310.00", "18.00", "120.00"]);
    expect(amounts("COP")).toEqual(["170000", "1200000", "72000", "480000"]);
    expect(amounts("MXN")).toEqual(["770.00", "5600.00", "320.00", "2200.00"]);
  });
});
