import Ajv from "ajv";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { fullReadingFor, readingFor } from "~/lib/composer/test-readings";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { READER_CASES } from "~/lib/reading/read-company.cases";
import { storedReading } from "~/lib/reading/stored-reading";
import { readCompany } from "~/lib/reading/read-company";
import { SEED_SAMPLE_INPUTS, localiseSample } from "~/lib/reading/sample-inputs";
import { LANGUAGES, type Language } from "~/lib/site/languages";
import { csvRecords, HOSTILE_TEXTS, isFormula, spreadsheetRows } from "../../../tests/support/spreadsheet-csv";
import { cardControls, cardControlsCsv, type CardControls, type CardRule } from "./card-controls.server";
import { splitSections } from "../markdown/policy-sections";
import { sectionOfHeading } from "~/lib/generation/policy-check.server";

const schema = JSON.parse(readFileSync(new URL("../../../public/schemas/card-controls.v3.json", import.meta.url), "utf8"));
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const NOW = new Date("2026-03-01T12:00:00Z");
const HASH = "0".repeat(64);

function controlsFor(reading: CompanyReading, language: Language, companyName = "Andes Foods") {
  const markdown = composePolicy(reading, { language, companyName, now: NOW });
  return {
    markdown,
    controls: cardControls({ slug: "andes-foods-policy-0000", companyName, language, markdown, reading, revision: 1, contentHash: HASH }),
  };
}

/** How a figure may be written: grouped or not, with a point or a comma for decimals. */
function writings(value: number): string[] {
  const forms = new Set<string>();
  for (const locale of ["en-US", "es-ES", "es-CO", "pt-BR", "fr-FR", "de-CH"]) {
    for (const grouping of [true, false])
      forms.add(new Intl.NumberFormat(locale, { useGrouping: grouping, maximumFractionDigits: 2 }).format(value));
    forms.add(new Intl.NumberFormat(locale, { useGrouping: true, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value));
  }
  return [...forms];
}

/** The figures a rule states: an approval tier from zero states only its ceiling. */
function figuresOf(rule: CardRule): number[] {
  if (rule.type === "approvalThreshold") return [rule.amount.value, rule.upTo?.value ?? 0].filter((value) => value > 0);
  if (rule.type === "cashAdvance") return rule.max ? [rule.max.value] : [];
  if (rule.type === "travelClass") return rule.minHours ? [rule.minHours] : [];
  if ("amount" in rule) return [rule.amount.value];
  if ("days" in rule) return [rule.days];
  return [];
}

/** Every figure of every rule is written in the section the rule cites (not merely somewhere). */
function expectFiguresInCitedSections(controls: CardControls, markdown: string, language: Language) {
  const sections = splitSections(markdown, (heading) => sectionOfHeading(heading, language));
  for (const rule of controls.rules) {
    const section = sections.find((candidate) => candidate.number === rule.source.section);
    expect(section, `${rule.id} cites section ${rule.source.section}`).toBeDefined();
    expect(section!.heading).toBe(rule.source.heading);
    for (const figure of figuresOf(rule)) {
      const text = section!.text.replace(/[\u00a0\u202f]/g, " ");
      const written = writings(figure).some((form) =>
        new RegExp(`(?<![\\d.,])${form.replace(/[\u00a0\u202f]/g, " ").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\d]|[.,]\\d)`).test(
          text,
        ),
      );
      expect(written, `${rule.id}: ${figure} in section ${rule.source.section}`).toBe(true);
    }
  }
}

function expectValid(controls: CardControls) {
  const ok = validate(controls);
  expect(ok, JSON.stringify(validate.errors)).toBe(true);
}

describe("card controls", () => {
  it("every seed sample, in every language, gives a file valid against the schema whose figures are written in the cited section", () => {
    let rules = 0;
    for (const sample of SEED_SAMPLE_INPUTS) {
      for (const language of LANGUAGES) {
        const text = localiseSample(sample, language).content;
        const reading = readCompany(text, { siteCountry: "Mexico", language, companyName: sample.name });
        const { controls, markdown } = controlsFor(reading, language, sample.name);
        expectValid(controls);
        expectFiguresInCitedSections(controls, markdown, language);
        rules += controls.rules.length;
      }
    }
    expect(rules).toBeGreaterThan(SEED_SAMPLE_INPUTS.length * LANGUAGES.length * 3);
  });

  // Composes and reads back every held-out description: seconds of CPU, more on a shared machine.
  it("every held-out description of the reader gives a valid file whose figures are written in the policy", { timeout: 30_000 }, () => {
    for (const entry of READER_CASES) {
      const reading = readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language });
      const { controls, markdown } = controlsFor(reading, entry.language);
      expectValid(controls);
      expectFiguresInCitedSections(controls, markdown, entry.language);
    }
  });

  it("caps per ride, guest or bill reach the controls (schema v3) in every language, cited where the policy writes them", () => {
    const descriptions: Record<Language, [string, string, string]> = {
      en: [
        "Agency in Denver, 25 people. Taxis max $60 per ride. Tips up to 20% of the bill. Client dinners capped at $150 per head.",
        "US",
        "USD",
      ],
      es: [
        "Somos 18 en Guadalajara. Taxis máximo 300 pesos por viaje. Propinas hasta el 10% de la cuenta. Comidas con clientes: hasta 900 MXN por persona.",
        "MX",
        "MXN",
      ],
      "pt-BR": [
        "Consultoria em Curitiba com 22 pessoas. Táxi: até R$ 80 por corrida. Gorjetas de até 10% da conta. Refeições com clientes até R$ 250 por pessoa.",
        "BR",
        "BRL",
      ],
    };
    for (const language of LANGUAGES) {
      const [text, country, currency] = descriptions[language];
      const reading = readCompany(text, { siteCountry: country, language, known: { country, currency } });
      const { controls, markdown } = controlsFor(reading, language);
      expectValid(controls);
      expectFiguresInCitedSections(controls, markdown, language);
      const caps = controls.rules.filter((rule) => rule.type === "itemCap" || rule.type === "itemPercentCap");
      expect(
        caps
          .map((rule) =>
            rule.type === "itemCap"
              ? `${rule.item} ${rule.amount.value} ${rule.amount.currency}/${rule.per}`
              : `${rule.item} ${rule.percent}%`,
          )
          .sort(),
        language,
      ).toEqual(
        {
          en: ["entertainment 150 USD/person", "taxi 60 USD/ride", "tips 20%"],
          es: ["entertainment 900 MXN/person", "taxi 300 MXN/ride", "tips 10%"],
          "pt-BR": ["entertainment 250 BRL/person", "taxi 80 BRL/ride", "tips 10%"],
        }[language],
      );
      expect(controls.version).toBe(3);
      // Quoted text cells: the unit and the percentage have columns of their own.
      expect(cardControlsCsv(controls)).toMatch(/^"itemCap:taxi:ride","itemCap",.*"taxi",,,,"ride",,3,/m);
      expect(cardControlsCsv(controls)).toMatch(/^"itemPercentCap:tips","itemPercentCap",.*"tips",,,,,(?:20|10),3,/m);
    }
  });

  it("a company with every rule gets every kind of control, with the MCC codes of ISO 18245", () => {
    for (const language of LANGUAGES) {
      const { controls } = controlsFor(fullReadingFor("CL"), language);
      expectValid(controls);
      const byId = Object.fromEntries(controls.rules.map((rule) => [rule.id, rule]));
      expect(Object.keys(byId)).toEqual(
        expect.arrayContaining([
          "roleMonthlyLimit:Director",
          "rolePerTransactionLimit:Sales Representative",
          "receiptThreshold",
          "mealsPerDiem:home",
          "mealsPerDiem:abroad",
          "lodgingCap:home",
          "lodgingCap:abroad",
          "mileageRate",
          "approvalThreshold:1",
          "submissionDeadline",
          "merchantCategory:bars",
          "merchantCategory:liquorStores",
          "merchantCategory:lodging",
          "merchantCategory:restaurants",
          "merchantCategory:airlines",
        ]),
      );
      expect(byId["rolePerTransactionLimit:Sales Representative"]).toMatchObject({
        amount: { value: 1500.5, currency: "CLP" },
        source: { section: 3 },
      });
      expect(byId["submissionDeadline"]).toMatchObject({ days: 15, businessDays: true });
      expect(byId["merchantCategory:bars"]).toMatchObject({ action: "blocked", mcc: [{ from: 5813, to: 5813 }] });
      // Section 4 promises merchant controls that block gambling and cash-like purchases: the file carries them.
      expect(byId["merchantCategory:gambling"]).toMatchObject({ action: "blocked", mcc: [{ from: 7995, to: 7995 }] });
      expect(byId["merchantCategory:cashLike"]).toMatchObject({ action: "blocked", source: { section: 4 } });
      expect(byId["merchantCategory:lodging"]).toMatchObject({
        action: "restricted",
        mcc: [
          { from: 3501, to: 3999 },
          { from: 7011, to: 7011 },
        ],
        capRuleIds: ["lodgingCap:home", "lodgingCap:abroad"],
      });
      expect(byId["merchantCategory:airlines"]).toMatchObject({
        cabin: "business",
        mcc: [
          { from: 3000, to: 3350 },
          { from: 4511, to: 4511 },
        ],
      });
    }
  });

  it("states nothing the policy does not: with no figures in the reading, only the proposed and official figures the policy writes, marked so; a figure edited out of the text drops its rule", () => {
    const { controls, markdown: plainPolicy } = controlsFor(readingFor("CL"), "en");
    const figures = controls.rules.filter((rule) => rule.type !== "merchantCategory");
    expect(figures.map((rule) => rule.id)).toEqual(
      expect.arrayContaining(["lodgingCap:home", "mealsPerDiem:abroad", "roleMonthlyLimit:Employees"]),
    );
    for (const rule of figures) expect(rule.source.provenance, rule.id).toMatch(/^(proposed|country)$/);
    expect(plainPolicy).toContain("(proposed)");
    expectValid(controls);

    const reading = fullReadingFor("CL");
    const { markdown } = controlsFor(reading, "en");
    // The controls follow the text: an edited figure is the new cap; a row removed removes its rule.
    const edited = markdown.replaceAll("310", "295");
    const after = cardControls({
      slug: "andes-foods-policy-0000",
      companyName: "Andes Foods",
      language: "en",
      markdown: edited,
      reading,
      revision: 2,
      contentHash: HASH,
    });
    expect(after.rules.find((rule) => rule.id === "lodgingCap:abroad")).toMatchObject({ amount: { value: 295 } });
    const removed = markdown
      .split("\n")
      .filter((line) => !line.startsWith("| Lodging, per night (abroad)"))
      .join("\n");
    const without = cardControls({
      slug: "andes-foods-policy-0000",
      companyName: "Andes Foods",
      language: "en",
      markdown: removed,
      reading,
      revision: 3,
      contentHash: HASH,
    });
    expect(without.rules.map((rule) => rule.id)).not.toContain("lodgingCap:abroad");
    expect(without.rules.map((rule) => rule.id)).toContain("lodgingCap:home");
  });

  it("gives the same rules as CSV, one a row, with quoting and no spreadsheet formulas", () => {
    const base = fullReadingFor("CL");
    const reading = {
      ...base,
      rules: {
        ...base.rules,
        roles: [
          {
            role: '=HYPERLINK("x"), "Boss"',
            monthly: { amount: 50000, currency: "CLP" },
            perTransaction: null,
            provenance: { kind: "panel" as const },
          },
        ],
      },
    };
    const { controls } = controlsFor(reading, "en");
    const csv = cardControlsCsv(controls);
    const lines = csv.trimEnd().split("\r\n");
    const header = lines[0]!.split(",");
    const records = csvRecords(csv);
    expect(header).toEqual(
      expect.arrayContaining([
        "id",
        "type",
        "amount",
        "up_to",
        "currency",
        "approver",
        "scope",
        "document",
        "item",
        "section",
        "provenance",
      ]),
    );
    expect(records).toHaveLength(controls.rules.length);
    // Every rule type's own fields reach its row: a tier's band, approver and scope, a rule's provenance.
    const tiers = controls.rules.filter((rule) => rule.type === "approvalThreshold");
    expect(tiers.length).toBeGreaterThan(0);
    for (const tier of tiers) {
      const record = records.find((candidate) => candidate.id === tier.id)!;
      expect(record.approver).toBe(tier.approver);
      expect(record.up_to).toBe(tier.upTo ? String(tier.upTo.value) : "");
      expect(record.scope!.split(":")[0]).toBe(tier.scope.kind);
      expect(record.provenance).toBe(tier.source.provenance);
    }
    // Text quoted, figures bare.
    const role = lines.find((line) => line.includes('"roleMonthlyLimit",'));
    expect(role).toContain(`,"'=HYPERLINK(""x""), ""Boss""",`);
    expect(role).toContain(",50000,");
    expect(records.find((record) => record.id === "merchantCategory:lodging")!.mcc).toBe("3501-3999 7011");
  });

  it.each([",", ";"] as const)(
    "as CSV read with %j as the separator, no role, approver or heading is a formula a spreadsheet would run",
    (separator) => {
      const base = fullReadingFor("CO");
      const roles = HOSTILE_TEXTS.map((role, index) => ({
        role,
        monthly: { amount: 100000 * (index + 1), currency: "COP" },
        perTransaction: null,
        provenance: { kind: "panel" as const },
      }));
      const { controls } = controlsFor({ ...base, rules: { ...base.rules, roles } }, "es");
      expect(controls.rules.filter((rule) => rule.type === "roleMonthlyLimit").length).toBeGreaterThan(HOSTILE_TEXTS.length / 2);
      const fields = spreadsheetRows(cardControlsCsv(controls), separator).flat();
      expect(fields.filter(isFormula)).toEqual([]);
    },
  );
});

describe("card controls of a policy written before the approval matrix", () => {
  it("read their tiers from the text's own sentences, not from the stored reading: an edited sentence changes the tier", () => {
    const legacy = storedReading({
      ...readingFor("US"),
      rules: undefined,
      approvals: [{ over: { amount: 1000, currency: "USD" }, approver: "the CFO", forRole: null }],
    })!;
    const markdown = composePolicy(readingFor("US"), { language: "en", companyName: "Old Co", now: NOW }).replace(
      /### Approvals[\s\S]*?### International travel/,
      "### Approvals\n\nThe company's approval thresholds:\n\n- Expenses over $1,000.00 need the prior approval of the CFO.\n\n### International travel",
    );
    const controls = cardControls({
      slug: "old-co-0000",
      companyName: "Old Co",
      language: "en",
      markdown,
      reading: legacy,
      revision: 1,
      contentHash: HASH,
    });
    expect(controls.rules.filter((rule) => rule.type === "approvalThreshold")).toMatchObject([
      { amount: { value: 1000 }, approver: "the CFO", source: { section: 5 } },
    ]);
    const edited = markdown.replace(
      "over $1,000.00 need the prior approval of the CFO",
      "over $1,500.00 need the prior approval of the board",
    );
    const after = cardControls({
      slug: "old-co-0000",
      companyName: "Old Co",
      language: "en",
      markdown: edited,
      reading: legacy,
      revision: 2,
      contentHash: HASH,
    });
    expect(after.rules.filter((rule) => rule.type === "approvalThreshold")).toMatchObject([
      { amount: { value: 1500 }, approver: "the board", upTo: null },
    ]);
  });
});

describe("card controls of a policy in its writer's own layout", () => {
  /** The controls of a text the composer did not write, for a company of that country and currency. */
  const controlsOf = (markdown: string, language: "en" | "pt-BR", country: string, currency: string) =>
    cardControls({
      slug: "own-layout-0000",
      companyName: "Own Layout",
      language,
      markdown,
      reading: readCompany("", { siteCountry: country, language, known: { country, currency } }),
      revision: 1,
      contentHash: HASH,
    });

  it("keep a rule whose line sets its figures in bold, and a rule read under its numbered heading", () => {
    const markdown = [
      "# Travel & Expenses Policy",
      "",
      "## 3. Flights",
      "",
      "- **Economy class** is the standard for all flights.",
      "- For flights with a scheduled duration of **7 hours or more**, you may book **business class**.",
      "",
      "## 5. Meals",
      "",
      "- Alcohol is **not reimbursed**, except with clients.",
    ].join("\n");
    const controls = controlsOf(markdown, "en", "GB", "GBP");
    expect(controls.rules.filter((rule) => rule.type === "travelClass")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cabin: "economy", allowed: true }),
        expect.objectContaining({
          cabin: "business",
          allowed: true,
          minHours: 7,
          source: expect.objectContaining({ section: 3, heading: "Flights" }),
        }),
      ]),
    );
    expect(controls.rules.find((rule) => rule.type === "prohibited")).toMatchObject({ item: "alcohol", except: "withClients" });
  });

  it("keep every rule of an owner's message pasted from a chat: emoji headings, no markdown (blind set H)", () => {
    const markdown = [
      "REGRAS DE VIAGEM E DESPESAS – BOA SAFRA",
      "",
      "🏨 HOTEL",
      "• Até R$ 280 por noite.",
      "• Frigobar NÃO. Nem água, nem chocolate. 🚫",
      "",
      "❌ O QUE NÃO PAGO",
      "• Academia, spa, massagem.",
    ].join("\n");
    const controls = controlsOf(markdown, "pt-BR", "BR", "BRL");
    const refused = controls.rules.flatMap((rule) => (rule.type === "prohibited" ? [rule.item] : []));
    expect(refused).toEqual(expect.arrayContaining(["minibar", "spa"]));
  });
});
