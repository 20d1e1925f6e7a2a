import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { KNOWN_PACKS } from "~/lib/composer/country-packs.server";
import { sectionOfHeading } from "~/lib/generation/policy-check.server";
import { mentionsNumber, splitSections } from "~/lib/markdown/policy-sections";
import { readCompany } from "~/lib/reading/read-company";
import { LANGUAGES } from "~/lib/site/languages";
import { readCardControls } from "./card-controls.server";
import { VERDICTS, type ExpenseAnswer, type ExpenseQuery } from "../rulebook/expense";
import { CHECK_CASES, CHECK_POLICIES, type CheckCase, type CheckPolicy } from "./expense-check.cases";
import { answerQuestion } from "./expense-answer.server";
import { checkTransactions } from "./expense-batch.server";
import { checkExpense, type CheckablePolicy } from "./expense-check.server";
import { EXPENSE_PHRASES } from "./expense-phrases.server";

const NOW = new Date("2026-03-01T12:00:00Z");
const HASH = "0".repeat(64);

/** Each company's policy composed and read back once, as the product does after generation. */
const built = new Map<string, { policy: CheckablePolicy; country: string }>();
function policyFor(id: string): { policy: CheckablePolicy; country: string } {
  const cached = built.get(id);
  if (cached) return cached;
  const entry = CHECK_POLICIES.find((candidate) => candidate.id === id) as CheckPolicy;
  const reading = readCompany(entry.description, { siteCountry: entry.siteCountry, language: entry.language });
  let markdown = composePolicy(reading, { language: entry.language, companyName: "Acme", now: NOW });
  for (const [from, to] of entry.edits ?? []) {
    expect(markdown, `${id}: the owner's edit applies`).toContain(from);
    markdown = markdown.replace(from, to);
  }
  const { controls, exchangeRateSource } = readCardControls({
    slug: `${id}-policy`,
    companyName: "Acme",
    language: entry.language,
    markdown,
    reading,
    revision: 2,
    contentHash: HASH,
  });
  const result = {
    policy: { slug: `${id}-policy`, revision: 2, contentHash: HASH, language: entry.language, markdown, controls, exchangeRateSource },
    country: reading.country.code,
  };
  built.set(id, result);
  return result;
}

/**
 * The lines an answer may quote, written independently of the checker: a bullet without its
 * marker, a table row's filled cells joined with " — ", emphasis and escapes gone.
 */
function quotableLines(markdown: string): Set<string> {
  const plain = (text: string) =>
    text
      .replace(/\*\*|__/g, "")
      .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?![\w*])/g, "$1$2")
      .replace(/\\(.)/g, "$1")
      .replace(/[ \t]+/g, " ")
      .trim();
  const lines = new Set<string>();
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || /^#{1,6}(\s|$)/.test(line) || /^\|(?:\s*:?-{3,}:?\s*\|)+$/.test(line)) continue;
    if (/^\|.*\|$/.test(line)) {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => plain(cell))
        .filter((cell) => cell !== "" && cell !== "—");
      lines.add(cells.join(" — "));
    } else lines.add(plain(line.replace(/^(?:[-*+]|\d+\.)\s+/, "")));
  }
  return lines;
}

/** Every figure the answer may state: the rules' own, and what follows from the question. */
function allowedFigures(policy: CheckablePolicy, query: Partial<ExpenseQuery>, answer: ExpenseAnswer): number[] {
  const figures: number[] = [];
  for (const rule of policy.controls.rules) {
    if ("amount" in rule) figures.push(rule.amount.value);
    if ("upTo" in rule && rule.upTo) figures.push(rule.upTo.value);
    if (rule.type === "mileageRate" && query.distance) figures.push(rule.amount.value * query.distance);
  }
  const { amount = 0, exchangeRate, attendees, nights, distance } = query;
  const converted = exchangeRate ? amount * exchangeRate : amount;
  figures.push(
    amount,
    converted,
    converted / (attendees ?? 1),
    converted / (nights ?? 1),
    amount / (attendees ?? 1),
    amount / (nights ?? 1),
  );
  if (exchangeRate) figures.push(exchangeRate);
  if (distance) figures.push(distance);
  if (answer.excess) figures.push(answer.excess.amount);
  // An excess in the limit's currency before conversion.
  if (answer.excess && exchangeRate) figures.push(answer.excess.amount / exchangeRate);
  return figures;
}

const caseName = (entry: CheckCase) => `${entry.policy} [${entry.language}] ${entry.note}${entry.question ? ` — “${entry.question}”` : ""}`;

describe("the table of expense cases", () => {
  it("covers every country pack, every verdict and the three languages, with at least 150 cases", () => {
    expect(CHECK_CASES.length).toBeGreaterThanOrEqual(150);
    const countries = new Set(CHECK_POLICIES.map((entry) => entry.country));
    for (const pack of KNOWN_PACKS) expect(countries, pack.code).toContain(pack.code);
    for (const verdict of VERDICTS) expect(CHECK_CASES.filter((entry) => entry.verdict === verdict).length, verdict).toBeGreaterThan(4);
    for (const language of LANGUAGES)
      expect(CHECK_CASES.filter((entry) => entry.language === language).length, language).toBeGreaterThanOrEqual(30);
    for (const entry of CHECK_POLICIES)
      expect(
        CHECK_CASES.some((candidate) => candidate.policy === entry.id),
        entry.id,
      ).toBe(true);
  });

  it("reads every company into the country its pack is for", () => {
    for (const entry of CHECK_POLICIES) expect(policyFor(entry.id).country, entry.id).toBe(entry.country);
  });
});

describe("can I expense this?", () => {
  it.each(CHECK_CASES.map((entry) => [caseName(entry), entry] as const))("%s", (_, entry) => {
    const { policy } = policyFor(entry.policy);
    // A question in words is read first (its reading must be `query`); an expense is judged as sent.
    const answer = entry.question
      ? answerQuestion(policy, entry.question, entry.language)
      : checkExpense(policy, entry.query, entry.language);
    const context = `${answer.summary}\n${answer.clauses.map((clause) => `  §${clause.section} ${clause.text}`).join("\n")}`;

    expect(answer.verdict, context).toBe(entry.verdict);
    expect(
      answer.clauses.map((clause) => clause.section),
      context,
    ).toContain(entry.section);
    if (entry.approver !== undefined) expect(answer.approver, context).toBe(entry.approver);
    if (entry.excess !== undefined) expect(answer.excess?.amount, context).toBeCloseTo(entry.excess, 2);
    if (entry.missing !== undefined) expect([...(answer.missing ?? [])].sort(), context).toEqual([...entry.missing].sort());
    if (entry.documents !== undefined) expect(answer.documents, context).toEqual(entry.documents);
    if (entry.unneeded !== undefined) expect(answer.unneeded, context).toEqual(entry.unneeded);
    // Nothing the question states is asked for again (a country alone may still leave the city, NYC or not, to ask).
    for (const field of answer.missing ?? []) {
      // A city no table places is given, but not where it is: its country is asked, naming the city.
      const unplaced = field === "place" && entry.query.city !== undefined && entry.query.country === undefined;
      if (unplaced) expect(answer.summary).toContain(entry.query.city);
      const given = field === "place" ? (unplaced ? undefined : entry.query.city) : entry.query[field as keyof ExpenseQuery];
      expect(given, `${field} was given`).toBeUndefined();
    }
    if (answer.verdict === "over_limit") expect(answer.excess?.amount, context).toBeGreaterThan(0);
    if (answer.verdict === "needs_approval") expect(answer.approver, context).toBeTruthy();
    if (answer.verdict === "cannot_tell") expect(answer.missing?.length, context).toBeGreaterThan(0);

    // Every clause is a line of the latest text, in the section it names.
    const lines = quotableLines(policy.markdown);
    const sections = splitSections(policy.markdown, (heading) => sectionOfHeading(heading, policy.language));
    for (const clause of answer.clauses) {
      expect(lines.has(clause.text), `"${clause.text}" is a line of the policy`).toBe(true);
      const section = sections.find((candidate) => candidate.number === clause.section);
      expect(section?.heading).toBe(clause.heading);
      expect(section?.text.replace(/\*\*|__|\\/g, ""), clause.text).toContain(clause.text.split(" — ")[0]!.replace(/\\/g, ""));
    }

    // One sentence in the answer's language, whose figures come from the rules and the question.
    const phrases = EXPENSE_PHRASES[entry.language];
    expect(answer.summary.startsWith(phrases.verdicts[answer.verdict]), answer.summary).toBe(true);
    expect(answer.summary.endsWith("."), answer.summary).toBe(true);
    const figures = allowedFigures(policy, { ...entry.query, ...answer.understood }, answer);
    for (const token of answer.summary.match(/\d+(?:[.,\u00a0]\d+)*/g) ?? []) {
      // "0,025" reads as 25 to the notation-blind reader: a rate is compared with its decimals as written.
      const decimal = Number(token.replace(/[.\u00a0](?=\d{3}(?!\d))/g, "").replace(",", "."));
      expect(
        figures.some((figure) => mentionsNumber(token, figure) || Math.abs(decimal - figure) < 1e-9),
        `${token} in "${answer.summary}"`,
      ).toBe(true);
    }
    if (answer.verdict === "cannot_tell") {
      const unit = policy.controls.rules.find((rule) => rule.type === "mileageRate");
      for (const field of answer.missing ?? []) {
        const city = field === "place" && !entry.query.country ? entry.query.city : undefined;
        const words = phrases.missing[field]({
          from: "",
          to: "",
          unit: unit?.type === "mileageRate" ? unit.unit : "km",
          ...(city ? { city } : {}),
        });
        expect(answer.summary, field).toContain(words.split(",")[0]!.split(" ").slice(0, 3).join(" "));
      }
    }

    // What was understood is the expense as sent (a description read into its fields), or the question's reading.
    const { description, note, ...sent } = entry.query;
    expect(answer.understood).toMatchObject(sent);
    expect(answer.understood).not.toHaveProperty("description");
    if (description !== undefined || note !== undefined) expect(entry.understood, "a described case says what it reads").toBeDefined();
    if (entry.understood) expect(answer.understood).toMatchObject(entry.understood);
    expect(answer.provenance).toEqual({ slug: policy.slug, revision: 2, contentHash: HASH, language: policy.language });
  });
});

describe("the answer's details", () => {
  it("names the city it needs in words, and keeps the original amount when it converts", () => {
    const { policy } = policyFor("us-austin");
    const place = checkExpense(policy, { amount: 85, currency: "EUR", category: "meals", exchangeRate: 1 }, "en");
    expect(place.summary).toContain("the city, to know whether the abroad limit applies");
    const converted = checkExpense(policy, { amount: 60, currency: "EUR", category: "meals", city: "Paris", exchangeRate: 1.1 }, "en");
    expect(converted.understood).toMatchObject({ amount: 60, currency: "EUR", exchangeRate: 1.1, country: "FR" });
    expect(converted.summary).toContain("€60.00 × 1.1 = $66.00");
  });

  it("with no place, tries home and abroad: asks the place only when they differ, and a batch row decides the same way", () => {
    const { policy } = policyFor("us-austin");
    // Under the home and the abroad meals cap: no place asked, and none assumed.
    const lunch = checkExpense(policy, { amount: 45, currency: "USD", category: "meals" }, "en");
    expect(lunch).toMatchObject({ verdict: "allowed", unneeded: ["place"] });
    expect(lunch.assumed ?? []).not.toContain("place");
    expect(lunch.understood).not.toHaveProperty("country");
    // Over the home cap, under the abroad one: the place decides.
    const dinner = checkExpense(policy, { amount: 100, currency: "USD", category: "meals" }, "en");
    expect(dinner).toMatchObject({ verdict: "cannot_tell", missing: ["place"] });
    // Over every cap by a different excess: over the limit, the home excess said with the place shown as assumed.
    const feast = checkExpense(policy, { amount: 700, currency: "USD", category: "meals" }, "en");
    expect(feast).toMatchObject({ verdict: "over_limit", assumed: ["place"], understood: { country: "US" }, excess: { amount: 620 } });
    // A flight's ticket is bought at home wherever it goes: no place is taken for granted.
    const flight = checkExpense(policy, { amount: 500, currency: "USD", category: "airfare", cabin: "economy" }, "en");
    expect(flight.understood).not.toHaveProperty("country");
    expect(flight.assumed ?? []).not.toContain("place");
    // The same charges as card rows with no place answer as the single expenses do.
    const rows = [
      { merchant: "Chipotle", mcc: "5812", amount: 45 },
      { merchant: "Bistro", mcc: "5812", amount: 100 },
      { merchant: "Steakhouse", mcc: "5812", amount: 700 },
    ].map((row) => ({ ...row, date: "2026-03-02", currency: "USD" }));
    const batch = checkTransactions(policy, rows, "en");
    expect(batch.rows.map((row) => row.verdict)).toEqual([lunch.verdict, dinner.verdict, feast.verdict]);
    expect(batch.rows.map((row) => row.summary)).toEqual([lunch.summary, dinner.summary, feast.summary]);
  });

  it("an amount band the rules leave without an approver needs approval from who approves below and above it, in every language and batch row", () => {
    const { policy } = policyFor("us-denver");
    const query = { amount: 3000, currency: "USD", category: "other" } as const;
    for (const language of LANGUAGES) {
      const answer = checkExpense(policy, query, language);
      expect(answer.verdict, language).toBe("needs_approval");
      expect(answer.approver).toMatch(/^team lead \S+ CFO$/);
      // Both are named in the sentence, below first, with the band's ends.
      expect(answer.summary.indexOf("team lead")).toBeGreaterThan(-1);
      expect(answer.summary.indexOf("team lead")).toBeLessThan(answer.summary.indexOf("CFO"));
      expect(answer.summary).toMatch(/1[.,]000/);
      expect(answer.summary).toMatch(/5[.,]000/);
      // Quoting the two bands that frame the gap.
      const quoted = answer.clauses.map((clause) => clause.text).join("\n");
      expect(quoted).toContain("team lead");
      expect(quoted).toContain("CFO");
    }
    // Either side of the gap is a band's own approver; a card row in the gap answers as the single expense.
    expect(checkExpense(policy, { ...query, amount: 900 }, "en")).toMatchObject({ verdict: "allowed", approver: "team lead" });
    expect(checkExpense(policy, { ...query, amount: 6000 }, "en")).toMatchObject({ verdict: "needs_approval", approver: "CFO" });
    const [row] = checkTransactions(policy, [{ date: "2026-03-02", merchant: "Computer store", amount: 3000, currency: "USD" }], "en").rows;
    expect(row).toMatchObject({ verdict: "needs_approval", approver: "team lead and CFO" });
  });

  it("refuses what a question describes in words only where a line of the policy refuses it, quoting that line", () => {
    const { policy } = policyFor("us-austin");
    const question = "my wife came along, can I expense her flight? $300";
    const refused = answerQuestion(policy, question, "en");
    expect(refused.verdict).toBe("not_reimbursable");
    const line = refused.clauses.find((clause) => /companions/.test(clause.text))!;
    expect(line.section).toBe(6);
    // The same policy without that line: the flight is judged as any flight.
    const markdown = policy.markdown
      .split("\n")
      .filter((row) => !row.includes(line.text))
      .join("\n");
    expect(answerQuestion({ ...policy, markdown, contentHash: "1".repeat(64) }, question, "en").verdict).not.toBe("not_reimbursable");
    // One expense's description and a card row's note are read alike.
    const described = checkExpense(
      policy,
      { amount: 180, currency: "USD", category: "lodging", country: "US", nights: 1, description: "the client already paid this night" },
      "en",
    );
    expect(described.verdict).toBe("not_reimbursable");
    const [row] = checkTransactions(
      policy,
      [
        {
          date: "2026-03-02",
          merchant: "Hilton",
          mcc: "7011",
          amount: 180,
          currency: "USD",
          country: "US",
          note: "the client already paid this night",
        },
      ],
      "en",
    ).rows;
    expect(row).toMatchObject({ verdict: described.verdict, summary: described.summary });
  });

  it("says which facts it did not need, once, in words", () => {
    const { policy } = policyFor("us-austin");
    const fine = checkExpense(policy, { amount: 120, currency: "USD", items: ["fines"] }, "en");
    expect(fine).toMatchObject({ verdict: "not_reimbursable", unneeded: ["category"] });
    expect(fine.missing).toBeUndefined();
    expect(fine.summary).toBe("No: the policy does not reimburse fines; the answer is the same whatever it was for.");
    // Without an amount or a currency a fine is still refused: nothing the caller adds would pay it.
    expect(checkExpense(policy, { items: ["fines"] }, "pt-BR")).toMatchObject({ verdict: "not_reimbursable" });
    expect(checkExpense(policy, { items: ["fines"] }, "pt-BR").missing).toBeUndefined();
    // A fact that changes the answer is still asked: a $30 expense could be meals, a night or miles.
    expect(checkExpense(policy, { amount: 30, currency: "USD" }, "en").missing).toEqual(["category"]);
  });

  it("quotes the policy's exchange-rate rule, and names its source when the rules read one", () => {
    const { policy } = policyFor("mx-cdmx");
    const query = { amount: 90, currency: "EUR", category: "meals", city: "Madrid" } as const;
    const plain = checkExpense(policy, query, "es");
    const line = "Los gastos en otra moneda se convierten al tipo de cambio FIX que publica Banxico el día de la compra.";
    expect(plain.clauses.map((clause) => clause.text)).toContain(line);
    expect(plain.summary).toContain("el tipo de cambio de EUR a MXN");
    const sourced = checkExpense({ ...policy, exchangeRateSource: "tipo de cambio FIX que publica Banxico" }, query, "en");
    expect(sourced.clauses.map((clause) => clause.text)).toContain(line);
    expect(sourced.summary).toContain("(the policy's rate: tipo de cambio FIX que publica Banxico)");
    // A dollar night in the US is compared with the US cap in dollars: no rate, the peso band said at the policy's rate.
    const night = checkExpense(policy, { amount: 180, currency: "USD", category: "lodging", city: "San Antonio", nights: 1 }, "en");
    expect(night).toMatchObject({ verdict: "allowed" });
    expect(night.summary).toContain("at the policy's exchange rate, director de finanzas must approve it if it comes to over");
  });

  it("answers in the language asked, quoting the policy in its own", () => {
    const { policy } = policyFor("br-sao-paulo");
    const query = { amount: 150, currency: "BRL", category: "meals", city: "Rio de Janeiro" } as const;
    const summaries = LANGUAGES.map((language) => checkExpense(policy, query, language));
    expect(summaries.map((answer) => answer.summary.split(" ")[0])).toEqual(["Over", "Supera", "Acima"]);
    for (const answer of summaries) expect(answer.clauses[0]!.text).toBe("Refeições, por dia (no país) — R$\u00a0120,00");
  });

  it("a memo with no headings is read whole: a receipt in the spender's own tax id needs the company's, fuel beside a per-km claim is refused where the text says so", () => {
    const memo = (lines: string[]): CheckablePolicy => {
      const markdown = lines.join("\n");
      const reading = readCompany("", { siteCountry: "BR", language: "pt-BR", known: { country: "BR", currency: "BRL" } });
      const facts = { slug: "memo", companyName: "Memo", language: "pt-BR" as const, markdown, reading, revision: 1, contentHash: HASH };
      const { controls, exchangeRateSource } = readCardControls(facts);
      return { slug: "memo", revision: 1, contentHash: HASH, language: "pt-BR", markdown, controls, exchangeRateSource };
    };
    const lines = [
      "Regras de viagem, leiam por favor!",
      "",
      "Só vale nota fiscal no CNPJ da empresa. Nota no CPF de vocês não serve.",
      "Carro próprio: R$ 1,10 por km. O combustível já está no valor por km: não reembolsamos combustível com quilometragem.",
      "Comida: até R$ 110 por dia.",
    ];
    const policy = memo(lines);
    const cpf = answerQuestion(policy, "jantei em Goiânia, R$ 85, mas a nota saiu no meu CPF. e agora?", "pt-BR");
    expect(cpf).toMatchObject({ verdict: "needs_document", documents: ["taxInvoice"] });
    expect(cpf.clauses.map((clause) => clause.text)).toContain(lines[2]);
    // Asked with no amount, the document is still the answer.
    expect(answerQuestion(policy, "a nota do almoço saiu no meu CPF, serve?", "pt-BR").verdict).toBe("needs_document");
    const fuel = "fui de carro a Campinas, 200 km de quilometragem; posso lançar também a gasolina de R$ 90?";
    expect(answerQuestion(policy, fuel, "pt-BR").verdict).toBe("not_reimbursable");
    // Without those lines, neither is refused.
    const silent = memo([lines[0]!, lines[1]!, "Carro próprio: R$ 1,10 por km.", lines[4]!]);
    expect(answerQuestion(silent, "jantei em Goiânia, R$ 85, mas a nota saiu no meu CPF. e agora?", "pt-BR").verdict).not.toBe(
      "needs_document",
    );
    expect(answerQuestion(silent, fuel, "pt-BR").verdict).not.toBe("not_reimbursable");
  });

  it("tells a missing field even when nothing else is known", () => {
    const { policy } = policyFor("pa-panama");
    const answer = checkExpense(policy, { category: "meals" }, "es");
    expect(answer.verdict).toBe("cannot_tell");
    expect(answer.missing).toEqual(expect.arrayContaining(["amount", "currency"]));
  });

  it("answers a thousand questions of one policy quickly (the batch check's budget)", () => {
    const { policy } = policyFor("us-austin");
    const started = performance.now();
    for (let index = 0; index < 1000; index += 1)
      checkExpense(
        policy,
        { amount: 20 + (index % 400), currency: "USD", category: index % 2 ? "meals" : "lodging", city: "Dallas" },
        "en",
      );
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

/** A policy text nobody here wrote, as the check sees it. */
function policyOf(markdown: string, language: "en" | "es" | "pt-BR", country: string, currency: string): CheckablePolicy {
  const reading = readCompany("", { siteCountry: country, language, known: { country, currency } });
  const facts = { slug: "g", companyName: "G", language, markdown, reading, revision: 1, contentHash: HASH };
  const { controls, exchangeRateSource } = readCardControls(facts);
  return { slug: "g", revision: 1, contentHash: HASH, language, markdown, controls, exchangeRateSource };
}

describe("asked as employees ask, of a policy nobody here wrote (blind set G)", () => {
  const uk = policyOf(
    [
      "2. Authorisation",
      "2.1 Expense claims are authorised according to their total value:",
      "    up to £1,000 — the claimant's line manager;",
      "    £1,000.01 to £5,000 — the Finance Director;",
      "4.1 Accommodation ceilings:",
      "",
      "| Destination | Accommodation (per night, room only) |",
      "|---|---|",
      "| London (inside the M25) | £195 |",
      "| Rest of UK | £125 |",
    ].join("\n"),
    "en",
    "GB",
    "GBP",
  );

  it("a hotel price just over one night's cap is one night's, said to be assumed; far above it, the nights are asked", () => {
    const close = answerQuestion(uk, "hotel in London was £205 room only, only a tenner over. can I claim it all?", "en");
    expect(close.verdict).toBe("over_limit");
    expect(close.assumed).toContain("nights");
    expect(answerQuestion(uk, "hotel in London came to £600, ok?", "en").verdict).toBe("cannot_tell");
  });

  it("asked who approves, the band's approver answers, whatever nights or city another limit would need", () => {
    const answer = answerQuestion(uk, "my trip claim is £4,800 (hotel included). my line manager can approve it, right?", "en");
    expect(answer.verdict).toBe("needs_approval");
    expect(answer.summary).toContain("Finance Director");
  });

  it("Chilean money and places as people type them: '118 lucas', '1,9 palos', 'antofa', 'conce'", () => {
    const chile = policyOf(
      ["## Alojamiento", "- Antofagasta: hasta $110.000 por noche.", "- Concepción: hasta $80.000 por noche."].join("\n"),
      "es",
      "CL",
      "CLP",
    );
    expect(answerQuestion(chile, "3 noches en antofa, el hotel me salió 118 lucas la noche, me lo devuelven?", "es").verdict).toBe(
      "over_limit",
    );
    expect(answerQuestion(chile, "hotel en conce a 75 lucas la noche, pasa?", "es").verdict).toBe("allowed");
  });
});

describe("hotels, guests and thresholds as employees write them (blind set G)", () => {
  it("'$362/nt' at a Marriott is a night's lodging; 'took 2 ppl from Hydro Ottawa … the 3 of us' is three at a client dinner", async () => {
    const { readExpenseQuestion } = await import("~/lib/reading/expense-question");
    const options = { policyCurrency: "USD", policyCountry: "US", today: "2026-03-01" } as const;
    expect(readExpenseQuestion("Marriott Union Sq in SF is $362/nt before tax, good?", options).query).toMatchObject({
      amount: 362,
      category: "lodging",
      nights: 1,
    });
    expect(
      readExpenseQuestion("took 2 ppl from Hydro Ottawa to dinner, we had a bottle of wine. total $255 for the 3 of us", options).query,
    ).toMatchObject({ amount: 255, attendees: 3, withClients: true, category: "meals" });
  });
});

describe("a claim's timing: the deadline to submit and what the policy does with late claims", () => {
  const cfo = policyOf(
    "## 8. Submitting expenses\n\n8.2 Submit your expense report within 30 days after your trip ends.\n8.3 Reports submitted after the 30-day deadline are paid only with the CFO's approval.",
    "en",
    "US",
    "USD",
  );
  const cutOff = policyOf(
    "## Claiming\n\nSubmit within 30 days of returning. Claims more than 90 days old will not be paid.",
    "en",
    "IE",
    "EUR",
  );
  const dayOfMonth = policyOf(
    "## 8. Rendiciones\n\nNo se reembolsa nada presentado después del día 5 del mes siguiente.",
    "es",
    "PE",
    "PEN",
  );
  const business = policyOf(
    "## 9. Rendición de gastos\n\n- **Plazo:** dentro de los **10 días hábiles** siguientes al regreso.\n  - **Fuera de plazo:** solo se reintegra con autorización del Director General.",
    "es",
    "UY",
    "UYU",
  );

  it("past the deadline, a late claim needs the approver the policy names, whatever it was for and without an amount", () => {
    const answer = answerQuestion(cfo, "uber receipts from a trip that ended 45 days ago. can I still submit them?", "en");
    expect(answer.verdict).toBe("needs_approval");
    expect(answer.summary).toContain("CFO");
    expect(answer.missing).toBeUndefined();
    expect(answer.understood.submittedAfterDays).toBe(45);
    expect(answer.clauses.map((clause) => clause.text).join(" ")).toContain("paid only with the CFO's approval");
  });

  it("within the deadline it is paid; past the policy's own cut-off it is not, before it it still is", () => {
    expect(answerQuestion(cfo, "my trip ended 20 days ago, can I still claim the hotel?", "en").verdict).toBe("allowed");
    expect(answerQuestion(cutOff, "submitting my Lisbon trip claim now, I got back 95 days ago. will it be paid?", "en").verdict).toBe(
      "not_reimbursable",
    );
    const between = answerQuestion(cutOff, "I got back 60 days ago, will the claim be paid?", "en");
    expect(between.verdict).toBe("allowed");
    expect(between.summary).toContain("90 days");
  });

  it("working days are counted as working days, and 'day 5 of the following month' from the expense's date and today's", () => {
    // Three weeks are 15 working days: past a deadline of 10.
    expect(answerQuestion(business, "volví de asunción hace 3 semanas y recién ahora rindo, me lo pagan igual?", "es").verdict).toBe(
      "needs_approval",
    );
    expect(answerQuestion(business, "volví hace 8 días, llego con la rendición?", "es").verdict).toBe("allowed");
    const late = answerQuestion(
      dayOfMonth,
      "viaje a juliaca el 27 de marzo, recien hoy 7 de abril presento las facturas. todavia me pagan?",
      "es",
    );
    expect(late.verdict).toBe("not_reimbursable");
    expect(late.summary).toContain("día 5 del mes siguiente");
    expect(
      answerQuestion(dayOfMonth, "viaje a juliaca el 27 de marzo y hoy 3 de abril presento las facturas, me pagan?", "es").verdict,
    ).not.toBe("not_reimbursable");
  });
});

describe("asked as employees ask, of policies nobody here wrote (blind sets H and I)", () => {
  it("a city's cap applies before its country's: 'Tokyo exception: hotel up to USD 300' over Japan's USD 250", () => {
    const bayanihan = policyOf(
      [
        "| Region | Meals per day (USD) | Hotel per night (USD) |",
        "|---|---|---|",
        "| Singapore, Hong Kong, Japan | 90 | 250 |",
        "",
        "> **Tokyo exception:** hotel up to USD 300 per night.",
      ].join("\n"),
      "en",
      "PH",
      "PHP",
    );
    expect(answerQuestion(bayanihan, "found a hotel in Tokyo at usd 280/nt, ok?", "en").verdict).toBe("allowed");
    expect(answerQuestion(bayanihan, "hotel in Hong Kong at usd 280/nt, ok?", "en").verdict).toBe("over_limit");
  });

  it("an approval for client bills covers a client dinner", () => {
    const safra = policyOf(
      [
        "🍽️ COMIDA",
        "• Almoço ou jantar com cliente: até R$ 150 por pessoa.",
        "• Conta de cliente acima de R$ 600 → quem aprova: gerente da área.",
      ].join("\n"),
      "pt-BR",
      "BR",
      "BRL",
    );
    const dinner = answerQuestion(safra, "Jantar com cliente em BH ontem, 5 pessoas contando eu, deu R$ 690 sem bebida. tá ok?", "pt-BR");
    expect(dinner.verdict).toBe("needs_approval");
    expect(dinner.summary).toContain("gerente da área");
  });
});
