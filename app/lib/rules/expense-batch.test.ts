import { describe, expect, it } from "vitest";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { readExpenseNote } from "~/lib/reading/expense-question";
import { readCompany } from "~/lib/reading/read-company";
import type { Language } from "~/lib/site/languages";
import { cardControls } from "./card-controls.server";
import {
  BATCH_CSV_COLUMNS,
  MAX_BATCH_BYTES,
  MAX_BATCH_ROWS,
  batchCsv,
  checkTransactions,
  expenseOfMcc,
  merchantCategoryOf,
  parseTransactions,
  readTransactionsCsv,
  TransactionsSchema,
  withFileLines,
  type BatchRow,
  type Transaction,
} from "./expense-batch.server";
import { checkExpense, type CheckablePolicy } from "./expense-check.server";
import { summaryAfterVerdict } from "../rulebook/expense";
import { DomainError } from "~/lib/platform/http.server";
import { csvRecords, HOSTILE_TEXTS, isFormula, spreadsheetRows } from "../../../tests/support/spreadsheet-csv";

const NOW = new Date("2026-03-01T12:00:00Z");
const HASH = "0".repeat(64);
const DESCRIPTION =
  "Startup SaaS in Austin TX, 45 people. Meals up to $80/day, hotels $250/night. Expenses over $500 need manager approval; over $2,500 the CEO. No gambling, no alcohol. Receipts over $25. Economy only. Mileage 0.67 USD per mile.";

/** A policy as the card controls test builds one: the built-in reader and the composer, offline. */
function policyFor(language: Language): CheckablePolicy {
  const reading = readCompany(DESCRIPTION, { siteCountry: "Mexico", language, companyName: "Acme" });
  const markdown = composePolicy(reading, { language, companyName: "Acme", now: NOW });
  const slug = "acme-policy-0000";
  const controls = cardControls({ slug, companyName: "Acme", language, markdown, reading, revision: 1, contentHash: HASH });
  return { slug, revision: 1, contentHash: HASH, language, markdown, controls };
}

const policies = new Map<Language, CheckablePolicy>();
const policy = (language: Language) => {
  if (!policies.has(language)) policies.set(language, policyFor(language));
  return policies.get(language)!;
};

function rowsOf(csv: string): Transaction[] {
  const read = readTransactionsCsv(csv);
  if ("error" in read) throw new Error(`unexpected ${JSON.stringify(read.error)}`);
  return read.rows;
}

/** What refuses the file, else the first row it sets aside (without the cells it shows). */
const errorOf = (csv: string) => {
  const read = readTransactionsCsv(csv);
  if ("error" in read) return read.error;
  const [first] = read.unread;
  return first ? { line: first.line, key: first.key, column: first.column } : null;
};

const tx = (overrides: Partial<Transaction> = {}): Transaction => ({
  date: "2026-03-02",
  merchant: "Office Depot",
  amount: 20,
  currency: "USD",
  ...overrides,
});

describe("readTransactionsCsv", () => {
  it("reads RFC 4180: quoted fields with delimiters, doubled quotes and line breaks, CRLF, a BOM, blank lines", () => {
    const csv =
      "\uFEFFdate,merchant,mcc,amount,currency,cardholder role,note,id\r\n" +
      '2026-03-01,"Joe\'s ""Best"" Diner, Austin",5812,42.5,usd,Sales Representative,"client dinner\r\nwith ACME",t-1\r\n' +
      "\r\n" +
      "2026-03-02,Uber,4121,18,USD,,,t-2\r\n";
    expect(rowsOf(csv)).toEqual([
      {
        id: "t-1",
        date: "2026-03-01",
        merchant: 'Joe\'s "Best" Diner, Austin',
        mcc: "5812",
        amount: 42.5,
        currency: "USD",
        role: "Sales Representative",
        note: "client dinner\r\nwith ACME",
      },
      { id: "t-2", date: "2026-03-02", merchant: "Uber", mcc: "4121", amount: 18, currency: "USD" },
    ]);
    // Lines are the file's: the quoted line break and the blank line count.
    expect(errorOf(csv + "2026-03-03,Hotel,7011,abc,USD\r\n")).toEqual({ line: 6, key: "errors.checkCsv.badAmount", column: "amount" });
  });

  it("reads Spanish headers with semicolons and decimal commas, and Portuguese ones in any case, spacing and accents", () => {
    const es =
      "Fecha;Comercio;MCC;Importe;Moneda;Rol;Descripción\n2026-03-01;Restaurante Andrés Carne de Res;5812;1.250.000;COP;Gerente;cena con cliente\n2026-03-01;Taxi;4121;35000,50;COP;;\n";
    expect(rowsOf(es)).toMatchObject([
      { merchant: "Restaurante Andrés Carne de Res", amount: 1250000, currency: "COP", role: "Gerente", note: "cena con cliente" },
      { merchant: "Taxi", amount: 35000.5 },
    ]);
    const pt = ' DATA ,ESTABELECIMENTO, Moeda ,Valor,  cargo,OBSERVAÇÃO\n2026-03-04,Hotel Copacabana,brl,"1.234,56",Diretor,"2 diárias"\n';
    expect(rowsOf(pt)).toEqual([
      { date: "2026-03-04", merchant: "Hotel Copacabana", amount: 1234.56, currency: "BRL", role: "Diretor", note: "2 diárias" },
    ]);
    const headers = "Fecha de la transacción\tEstablecimiento\tMonto\tDivisa\tNota\n2026-03-05T18:40:00Z\tBar\t12\tEUR\t\n";
    expect(rowsOf(headers)).toEqual([{ date: "2026-03-05", merchant: "Bar", amount: 12, currency: "EUR" }]);
  });

  it("reads a decimal comma or point when the amount or the file says which; asks when neither does", () => {
    const file = (...amounts: string[]) =>
      `date;merchant;amount;currency\n${amounts.map((amount) => `2026-03-01;M;${amount};USD`).join("\n")}\n`;
    expect(rowsOf(file("1.500,50", "1,500.50", "1 500,00", "12,5", "0,125", "1500,000")).map((row) => row.amount)).toEqual([
      1500.5, 1500.5, 1500, 12.5, 0.125, 1500,
    ]);
    // A semicolon file comes from a decimal-comma spreadsheet; a tab-separated one says nothing, so it asks.
    expect(rowsOf(file("10", "1,500", "1.500")).map((row) => row.amount)).toEqual([10, 1.5, 1500]);
    const tabbed = (...amounts: string[]) =>
      `date\tmerchant\tamount\tcurrency\n${amounts.map((amount) => `2026-03-01\tM\t${amount}\tUSD`).join("\n")}\n`;
    expect(errorOf(tabbed("10", "1,500"))).toEqual({ line: 3, key: "errors.checkCsv.ambiguousAmount", column: "amount" });
    expect(errorOf(tabbed("1.500"))).toEqual({ line: 2, key: "errors.checkCsv.ambiguousAmount", column: "amount" });
    // Nobody writes cents in Colombian pesos: "85.000 COP" is eighty-five thousand.
    expect(rowsOf(tabbed("85.000").replace("USD", "COP")).map((row) => row.amount)).toEqual([85000]);
    // ...even when the file's other rows write decimal points.
    expect(rowsOf(tabbed("12.50", "85.000").replace(/USD\n$/, "COP\n")).map((row) => row.amount)).toEqual([12.5, 85000]);
    expect(rowsOf(file("12,50", "1,500")).map((row) => row.amount)).toEqual([12.5, 1.5]);
    expect(rowsOf(file("12.50", "1,500")).map((row) => row.amount)).toEqual([12.5, 1500]);
    expect(rowsOf(file("1.500.000", "1.500")).map((row) => row.amount)).toEqual([1500000, 1500]);
    expect(errorOf(file("-12.50"))).toMatchObject({ key: "errors.checkCsv.negativeAmount" });
    expect(errorOf(file("$12"))).toMatchObject({ key: "errors.checkCsv.badAmount" });
    expect(errorOf(file("1,50,0"))).toMatchObject({ key: "errors.checkCsv.badAmount" });
  });

  it("sets a wrong row aside with its line, column and cells, and reads every other row", () => {
    const read = readTransactionsCsv(
      [
        "date,merchant,amount,currency",
        "2026-03-01,Chipotle,14.50,USD",
        "2026-13-01,Bad Date Diner,20,USD",
        "2026-03-02,Uber,18,USD",
        "2026-03-03,No Amount Cafe,,USD",
        "2026-03-04,Hilton,250,usd",
      ].join("\n"),
    );
    if ("error" in read) throw new Error("the file was refused");
    expect(read.rows.map((row) => row.merchant)).toEqual(["Chipotle", "Uber", "Hilton"]);
    expect(read.lines).toEqual([2, 4, 6]);
    expect(read.unread).toEqual([
      {
        line: 3,
        key: "errors.checkCsv.badDate",
        column: "date",
        cells: { date: "2026-13-01", merchant: "Bad Date Diner", amount: "20", currency: "USD" },
      },
      {
        line: 5,
        key: "errors.checkCsv.missingValue",
        column: "amount",
        cells: { date: "2026-03-03", merchant: "No Amount Cafe", currency: "USD" },
      },
    ]);
    // Only what breaks the whole file refuses it.
    expect(readTransactionsCsv("date,merchant,currency\n2026-03-01,Chipotle,USD\n")).toEqual({
      error: { line: 1, key: "errors.checkCsv.missingColumn", column: "amount" },
    });
  });

  it("answers what is wrong, with the line and the column", () => {
    const header = "date,merchant,mcc,amount,currency\n";
    expect(errorOf("date,merchant,amount\n2026-03-01,M,1\n")).toEqual({
      line: 1,
      key: "errors.checkCsv.missingColumn",
      column: "currency",
    });
    expect(errorOf(header)).toEqual({ line: 1, key: "errors.checkCsv.empty" });
    expect(errorOf("")).toEqual({ line: 0, key: "errors.checkCsv.empty" });
    expect(errorOf(`${header}2026-03-01,"Open quote,5812,1,USD\n`)).toEqual({ line: 2, key: "errors.checkCsv.unclosedQuote" });
    expect(errorOf(`${header}01/03/2026,M,5812,1,USD\n`)).toMatchObject({ line: 2, key: "errors.checkCsv.badDate" });
    expect(errorOf(`${header}2026-02-30,M,5812,1,USD\n`)).toMatchObject({ key: "errors.checkCsv.badDate" });
    expect(errorOf(`${header}2026-03-01,,5812,1,USD\n`)).toEqual({ line: 2, key: "errors.checkCsv.missingValue", column: "merchant" });
    expect(errorOf(`${header}2026-03-01,M,58A2,1,USD\n`)).toMatchObject({ key: "errors.checkCsv.badMcc", column: "mcc" });
    expect(errorOf(`${header}2026-03-01,M,5812,1,US$\n`)).toMatchObject({ key: "errors.checkCsv.badCurrency", column: "currency" });
    expect(errorOf(`${header}2026-03-01,${"M".repeat(201)},5812,1,USD\n`)).toMatchObject({
      key: "errors.checkCsv.badValue",
      column: "merchant",
    });
    // A spreadsheet drops an MCC's leading zero.
    expect(rowsOf(`${header}2026-03-01,Vet,742,1,USD\n`)[0]!.mcc).toBe("0742");
  });

  it(`takes at most ${MAX_BATCH_ROWS} rows and ${MAX_BATCH_BYTES} bytes`, () => {
    const header = "date,merchant,mcc,amount,currency\n";
    const line = "2026-03-01,Taxi,4121,12.5,USD\n";
    expect(rowsOf(header + line.repeat(MAX_BATCH_ROWS))).toHaveLength(MAX_BATCH_ROWS);
    expect(errorOf(header + line.repeat(MAX_BATCH_ROWS + 1))).toEqual({ line: MAX_BATCH_ROWS + 2, key: "errors.checkCsv.tooManyRows" });
    const long = `2026-03-01,Taxi,4121,12.5,USD,${"x".repeat(490)}\n`;
    expect(errorOf(`${header.trim()},note\n${long.repeat(Math.ceil(MAX_BATCH_BYTES / long.length))}`)).toEqual({
      line: 0,
      key: "errors.checkCsv.tooLarge",
    });
    // Bytes, not characters: 1.1 million "é" are 2.2 MB.
    expect(errorOf(`${header}2026-03-01,${"é".repeat(1_100_000)},4121,1,USD\n`)).toEqual({ line: 0, key: "errors.checkCsv.tooLarge" });
  });
});

describe("TransactionSchema", () => {
  it("reads a JSON body's transactions as the CSV reader gives them, and refuses what it would refuse", () => {
    const transactions = [{ date: "2026-03-01", merchant: " Uber ", mcc: "4121", amount: 12.5, currency: "USD", role: "Manager" }];
    expect(TransactionsSchema.safeParse(transactions).data).toEqual([{ ...transactions[0], merchant: "Uber" }]);
    for (const wrong of [
      { date: "2026-02-30" },
      { amount: -1 },
      { currency: "usd" },
      { mcc: "58A2" },
      { mcc: 12345 },
      { mcc: 35.04 },
      { merchant: "" },
    ])
      expect(TransactionsSchema.safeParse([{ ...transactions[0], ...wrong }]).success, JSON.stringify(wrong)).toBe(false);
    expect(TransactionsSchema.safeParse([]).success).toBe(false);
    expect(TransactionsSchema.safeParse(Array.from({ length: MAX_BATCH_ROWS + 1 }, () => transactions[0])).success).toBe(false);
  });

  it("takes an MCC as a string or a number, as card platforms send it, and gives back four digits", () => {
    const row = { date: "2026-03-01", merchant: "Hilton", amount: 120, currency: "USD" };
    const mccs = [3504, "3504", 742, "742", "0742"].map((mcc) => parseTransactions([{ ...row, mcc }])[0]!.mcc);
    expect(mccs).toEqual(["3504", "3504", "0742", "0742", "0742"]);
    // A number MCC is judged as its string is: the hotel chain's code is lodging.
    const [asNumber, asString] = checkTransactions(
      policy("en"),
      parseTransactions([
        { ...row, mcc: 3504 },
        { ...row, mcc: "3504" },
      ]),
      "en",
    ).rows;
    expect(asNumber).toMatchObject({ mcc: "3504", category: "lodging" });
    expect({ ...asNumber, index: 1 }).toEqual(asString);
  });

  it("a refused batch names the first wrong row and field, for a translated message", () => {
    const good = { date: "2026-03-01", merchant: "Uber", amount: 12, currency: "USD" };
    const refusal = (transactions: unknown) => {
      try {
        parseTransactions(transactions);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { key: error.key, values: error.details.values, field: error.details.extra?.field };
      }
      throw new Error("accepted");
    };
    expect(refusal([good, good, good, { ...good, mcc: "58A2" }])).toEqual({
      key: "errors.checkBatch.mcc",
      values: { path: "transactions[3].mcc", max: undefined },
      field: "transactions[3].mcc",
    });
    expect(refusal([{ ...good, date: "14/03/2026" }])).toMatchObject({ key: "errors.checkBatch.date", field: "transactions[0].date" });
    expect(refusal([good, { ...good, merchant: undefined }])).toMatchObject({
      key: "errors.checkBatch.text",
      values: { path: "transactions[1].merchant", max: 200 },
    });
    expect(refusal([good, { ...good, amount: "12" }])).toMatchObject({ key: "errors.checkBatch.amount", field: "transactions[1].amount" });
    expect(refusal([good, "Uber 12 USD"])).toMatchObject({ key: "errors.checkBatch.row", field: "transactions[1]" });
    expect(refusal([])).toMatchObject({ key: "errors.checkBatch.rows", field: "transactions" });
    expect(refusal("Uber 12 USD")).toMatchObject({ key: "errors.checkBatch.rows", field: "transactions" });
  });
});

describe("merchant category codes", () => {
  it("map to the expense categories the check knows, with the items a policy may prohibit", () => {
    expect(expenseOfMcc("5812")).toEqual({ merchantCategory: "restaurants", category: "meals", items: [] });
    expect(expenseOfMcc("5813")).toEqual({ merchantCategory: "bars", category: "meals", items: ["alcohol"] });
    expect(expenseOfMcc("5921")).toEqual({ merchantCategory: "liquorStores", category: "other", items: ["alcohol"] });
    expect(expenseOfMcc("3512")).toMatchObject({ merchantCategory: "lodging", category: "lodging" });
    expect(expenseOfMcc("7011")).toMatchObject({ category: "lodging" });
    expect(expenseOfMcc("3005")).toMatchObject({ merchantCategory: "airlines", category: "airfare" });
    expect(expenseOfMcc("4511")).toMatchObject({ category: "airfare" });
    expect(expenseOfMcc("3400")).toMatchObject({ merchantCategory: "carRental", category: "groundTransport" });
    expect(expenseOfMcc("4121")).toMatchObject({ merchantCategory: "taxis", category: "groundTransport" });
    expect(expenseOfMcc("5542")).toMatchObject({ merchantCategory: "fuel", category: "groundTransport" });
    expect(expenseOfMcc("7995")).toEqual({ merchantCategory: "gambling", category: "other", items: ["gambling"] });
    expect(expenseOfMcc("6011")).toEqual({ merchantCategory: "cashLike", category: "other", items: ["cashWithdrawals"] });
    expect(expenseOfMcc("5999")).toEqual({ merchantCategory: null, category: "other", items: [] });
    expect(expenseOfMcc(undefined)).toEqual({ merchantCategory: null, category: "other", items: [] });
    expect(merchantCategoryOf("3350")).toBe("airlines");
    expect(merchantCategoryOf("3351")).toBe("carRental");
    expect(merchantCategoryOf("3501")).toBe("lodging");
  });

  it("a note adds clients, people, nights and the cabin, in the three languages", () => {
    expect(readExpenseNote("Client dinner for 4 people")).toEqual({ withClients: true, attendees: 4 });
    expect(readExpenseNote("Cena con cliente, 3 personas")).toEqual({ withClients: true, attendees: 3 });
    expect(readExpenseNote("Jantar com clientes")).toEqual({ withClients: true });
    expect(readExpenseNote("3 diárias, voo executiva")).toEqual({ nights: 3, cabin: "business" });
    expect(readExpenseNote("2 noches")).toEqual({ nights: 2 });
    expect(readExpenseNote("team lunch")).toEqual({});
    expect(readExpenseNote(undefined)).toEqual({});
    // Items too, in each language's words, and not when the note says they were left out.
    expect(readExpenseNote("cena con cliente, 3 personas, incluye vino")).toEqual({ withClients: true, attendees: 3, items: ["alcohol"] });
    expect(readExpenseNote("team dinner, 2 beers included")).toEqual({ items: ["alcohol"] });
    expect(readExpenseNote("2 diárias, sem frigobar")).toEqual({ nights: 2 });
    expect(readExpenseNote("hotel, inclui frigobar e gorjeta")).toEqual({ items: ["minibar", "tips"] });
    expect(readExpenseNote("almuerzo sin clientes")).toEqual({});
    expect(readExpenseNote("voo em 1ª classe")).toEqual({ cabin: "first" });
  });

  it("a row's note decides as one expense's description does", () => {
    // No alcohol in this policy: beers in the note are refused, in a row as in one expense; without them, a meal at home.
    const checked = policy("es");
    for (const [note, verdict] of [
      ["cena, incluye 2 cervezas", "not_reimbursable"],
      ["cena con el equipo", "allowed"],
    ] as const) {
      const [row] = checkTransactions(checked, [tx({ merchant: "Restaurante", mcc: "5812", amount: 60, note })], "es").rows;
      const one = checkExpense(checked, { amount: 60, currency: "USD", category: "meals", description: note }, "es");
      expect([row!.verdict, one.verdict], note).toEqual([verdict, verdict]);
      expect(one.summary, note).toBe(row!.summary);
    }
  });

  it("a category the controls block is not reimbursable, citing the controls' section; other rows answer as checkExpense does", () => {
    const checked = policy("en");
    const blocked = checked.controls.rules.filter((rule) => rule.type === "merchantCategory" && rule.action === "blocked");
    expect(blocked.map((rule) => rule.id)).toEqual(expect.arrayContaining(["merchantCategory:bars", "merchantCategory:gambling"]));
    const { rows } = checkTransactions(
      checked,
      [
        tx({ merchant: "The Tipsy Cow", mcc: "5813", amount: 18 }),
        tx({ merchant: "Lucky Casino", mcc: "7995", amount: 5 }),
        tx({ merchant: "ATM", mcc: "6011", amount: 100 }),
        tx({ merchant: "Chipotle", mcc: "5812", amount: 14.5 }),
        tx({ merchant: "Marriott", mcc: "7011", amount: 900, note: "1 night" }),
        tx({ merchant: "Unknown shop", mcc: "5999", amount: 30 }),
      ],
      "en",
    );
    for (const [index, id] of ["merchantCategory:bars", "merchantCategory:gambling", "merchantCategory:cashLike"].entries()) {
      const rule = checked.controls.rules.find((candidate) => candidate.id === id)!;
      expect(rows[index], id).toMatchObject({
        verdict: "not_reimbursable",
        clauses: [{ section: rule.source.section, heading: rule.source.heading }],
      });
      expect(rows[index]!.summary).toContain(`MCC ${["5813", "7995", "6011"][index]}`);
    }
    const same = (index: number, query: Parameters<typeof checkExpense>[1]) => {
      // A row with no place is judged as one expense with no place: home and abroad tried, the same answer.
      const answer = checkExpense(checked, { currency: "USD", date: "2026-03-02", ...query }, "en");
      expect(rows[index]).toMatchObject({ verdict: answer.verdict, summary: answer.summary });
      // Each section once, in the order the answer quotes them.
      const sections = [...new Map(answer.clauses.map(({ section, heading }) => [section, { section, heading }])).values()];
      expect(rows[index]!.clauses).toEqual(sections);
    };
    same(3, { amount: 14.5, category: "meals" });
    same(4, { amount: 900, category: "lodging", nights: 1 });
    same(5, { amount: 30, category: "other" });
    expect(rows[4]!.verdict).toBe("over_limit");
    expect(rows.map((row) => row.index)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe("categories the policy names among what it does not pay", () => {
  it("are reviewed (needs approval) rather than refused, citing the section that names them", () => {
    const checked = policy("en");
    const section = checked.controls.rules.find((rule) => rule.source.section === 6)!.source;
    const withTaxis: CheckablePolicy = {
      ...checked,
      controls: {
        ...checked.controls,
        rules: [
          ...checked.controls.rules,
          {
            id: "merchantCategory:taxis",
            type: "merchantCategory",
            category: "taxis",
            action: "restricted",
            mcc: [{ from: 4121, to: 4121 }],
            condition: "namedAsNonReimbursable",
            source: { section: 6, heading: section.heading, provenance: "proposed" },
          },
        ],
      },
    };
    const transactions = [tx({ merchant: "Uber", mcc: "4121", amount: 12 }), tx({ merchant: "Hertz", mcc: "3357", amount: 12 })];
    const [taxi, rental] = checkTransactions(withTaxis, transactions, "en").rows;
    expect(taxi).toMatchObject({ verdict: "needs_approval", clauses: expect.arrayContaining([{ section: 6, heading: section.heading }]) });
    expect(taxi!.summary).toMatch(/^Taxis and ride-hailing \(MCC 4121\): named among the expenses the policy does not pay/);
    expect(rental!.verdict).not.toBe("needs_approval");
  });
});

describe("split purchases", () => {
  const supplies = (amounts: number[], overrides: Partial<Transaction> = {}) =>
    amounts.map((amount, index) =>
      tx({ merchant: index % 2 ? "OFFICE DEPOT #1042" : "Office Depot", amount, id: `s${index}`, ...overrides }),
    );

  it("payments to one merchant on one day, each under the approval threshold and together over it, are flagged together", () => {
    const checked = policy("en");
    const { rows, splitGroups } = checkTransactions(
      checked,
      [...supplies([400, 300, 350]), tx({ merchant: "Uber", mcc: "4121", amount: 12 })],
      "en",
    );
    const total = checkExpense(checked, { amount: 1050, currency: "USD", category: "other", date: "2026-03-02" }, "en");
    // The group is listed once; its rows carry only its number.
    expect(splitGroups).toHaveLength(1);
    const [group] = splitGroups;
    expect(group).toMatchObject({
      group: 1,
      rows: [0, 1, 2],
      merchant: "Office Depot",
      date: "2026-03-02",
      total: 1050,
      currency: "USD",
      verdict: total.verdict,
      limit: { amount: 500, currency: "USD" },
    });
    expect(["needs_approval", "over_limit"]).toContain(group!.verdict);
    expect(group!.summary).toMatch(/^Possible split purchase: 3 payments to Office Depot on Mar 2, 2026 add up to \$1,050\.00/);
    expect(group!.summary).toContain(total.summary);
    for (const row of rows.slice(0, 3)) {
      expect(row.splitGroup).toBe(1);
      expect(row.verdict).toBe(total.verdict);
      expect(row).not.toHaveProperty("summary");
      expect(row).not.toHaveProperty("split");
    }
    expect(rows[3]!.splitGroup).toBeUndefined();
  });

  it("is not flagged on other days, at other merchants, for other roles, or when the total stays under the threshold", () => {
    const checked = policy("en");
    const apart = [
      tx({ amount: 400, date: "2026-03-02" }),
      tx({ amount: 400, date: "2026-03-03" }),
      tx({ amount: 400, merchant: "Staples" }),
      tx({ amount: 400, merchant: "Office Depot", role: "Director" }),
      tx({ amount: 40, merchant: "Starbucks", mcc: "5814" }),
      tx({ amount: 30, merchant: "STARBUCKS #22", mcc: "5814" }),
    ];
    const { rows, splitGroups } = checkTransactions(checked, apart, "en");
    expect(splitGroups).toEqual([]);
    expect(rows.map((row) => row.splitGroup)).toEqual(apart.map(() => undefined));
  });

  it("a payment already over the limit on its own is not part of a split", () => {
    const { rows, splitGroups } = checkTransactions(policy("en"), supplies([700, 100], { role: "Employee" }), "en");
    expect(rows[0]!.verdict).toBe("over_limit");
    expect(rows.map((row) => row.splitGroup)).toEqual([undefined, undefined]);
    expect(splitGroups).toEqual([]);
  });

  it("with a cardholder column, a split is one person's: two people of one role paying the same merchant are not one purchase", () => {
    const checked = policy("en");
    const two = checkTransactions(
      checked,
      [...supplies([400], { cardholder: "Ana Ruiz" }), ...supplies([300], { cardholder: "Ben Cole" })],
      "en",
    );
    expect(two.rows.map((row) => row.splitGroup)).toEqual([undefined, undefined]);
    const one = checkTransactions(checked, supplies([400, 300], { cardholder: "Ana Ruiz" }), "en");
    expect(one.rows.map((row) => row.splitGroup)).toEqual([1, 1]);
    expect(one.splitGroups.map((group) => group.rows)).toEqual([[0, 1]]);
  });

  it("speaks the answer's language", () => {
    const es = checkTransactions(policy("es"), supplies([400, 300]), "es");
    expect(es.splitGroups[0]!.summary).toMatch(/^Posible compra fraccionada: 2 pagos a Office Depot el 2 mar 2026 suman \D*700[.,]00/);
    expect(es.splitGroups[0]!.limit).toEqual({ amount: 500, currency: "USD" });
    // An English policy answered in Spanish names its approvers in Spanish: the band is still found.
    expect(checkTransactions(policy("en"), supplies([400, 300]), "es").splitGroups[0]!.limit).toEqual({ amount: 500, currency: "USD" });
    const pt = checkTransactions(policy("pt-BR"), supplies([400, 300]), "pt-BR");
    expect(pt.splitGroups[0]!.summary).toMatch(/^Possível compra fracionada: 2 pagamentos a Office Depot em/);
  });

  it("5,000 payments of one purchase answer in linear size and time: the group is listed once", () => {
    const checked = policy("en");
    // Each under the $500 approval band, together far over it; amounts vary, so each row is judged.
    const transactions = Array.from({ length: MAX_BATCH_ROWS }, (_, index) =>
      tx({ id: `t${index}`, merchant: index % 2 ? "OFFICE DEPOT #1042" : "Office Depot", amount: 10 + (index % 400) / 100 }),
    );
    checkTransactions(checked, transactions.slice(0, 50), "en");
    const heap = process.memoryUsage().heapUsed;
    const started = performance.now();
    const answer = checkTransactions(checked, transactions, "en");
    const elapsed = performance.now() - started;
    const json = JSON.stringify(answer);
    const grown = (process.memoryUsage().heapUsed - heap) / 2 ** 20;
    console.log(
      `5,000 rows of one split purchase: ${elapsed.toFixed(0)} ms, ${(json.length / 2 ** 20).toFixed(2)} MB of JSON, heap +${grown.toFixed(0)} MB`,
    );
    expect(answer.splitGroups).toHaveLength(1);
    expect(answer.splitGroups[0]!.rows).toHaveLength(MAX_BATCH_ROWS);
    expect(answer.rows.every((row) => row.splitGroup === 1)).toBe(true);
    expect(elapsed).toBeLessThan(1000);
    expect(json.length).toBeLessThan(3 * 2 ** 20);
    // The answer and the work behind it, not a copy of the group per row (123 MB before).
    expect(grown).toBeLessThan(128);
    // Twice the rows, about twice the answer: linear, not quadratic.
    const half = JSON.stringify(checkTransactions(checked, transactions.slice(0, MAX_BATCH_ROWS / 2), "en")).length;
    expect(json.length / half).toBeLessThan(2.2);
  }, 30_000);
});

describe("batchCsv", () => {
  const awkward = ['Joe\'s "Best", Diner', "Multi\nline", ...HOSTILE_TEXTS];
  const awkwardRows = () =>
    awkward.map((merchant, index) =>
      tx({ id: `r${index}`, merchant, mcc: "5812", amount: 10.25 + index, date: `2026-03-${String(index + 1).padStart(2, "0")}` }),
    );

  it("reads back through readTransactionsCsv as it was written, with stable English keys", () => {
    const transactions = awkwardRows();
    const csv = batchCsv(checkTransactions(policy("en"), transactions, "en"), "en");
    expect(csv.split("\r\n")[0]).toBe(BATCH_CSV_COLUMNS.join(","));
    expect(csv).toContain(',"\'=HYPERLINK(""http://x"",""y"")",');
    expect(csv).toContain(',"Cafe;\'=2*21;x",');
    expect(csv.endsWith("\r\n")).toBe(true);
    const back = rowsOf(csv);
    expect(back.map(({ id, date, merchant, mcc, amount, currency }) => ({ id, date, merchant, mcc, amount, currency }))).toEqual(
      // The reader trims cells, as the schema does.
      transactions.map(({ id, date, merchant, mcc, amount, currency }) => ({ id, date, merchant: merchant.trim(), mcc, amount, currency })),
    );
  });

  it.each([",", ";"] as const)(
    "read with %j as the separator, no field is one a spreadsheet would run; numbers stay numbers",
    (separator) => {
      const csv = batchCsv(checkTransactions(policy("es"), awkwardRows(), "es"), "es");
      const fields = spreadsheetRows(csv, separator).flat();
      expect(fields.length).toBeGreaterThan(awkward.length);
      expect(fields.filter(isFormula)).toEqual([]);
      if (separator === ",") {
        // Every text cell quoted, every figure bare: the amount column reads as numbers.
        const records = csvRecords(csv);
        expect(records.map((record) => Number(record.amount))).toEqual(awkward.map((_, index) => 10.25 + index));
        expect(csv.split("\r\n")[1]).toMatch(/^0,"r0","2026-03-01","Joe's ""Best"", Diner","5812",10.25,"USD","meals",/);
      }
    },
  );

  it("writes a split group's number, total, limit and summary on each of its rows: a spreadsheet row stands alone", () => {
    const answer = checkTransactions(policy("en"), [tx({ amount: 400 }), tx({ amount: 300 }), tx({ merchant: "Uber", amount: 12 })], "en");
    const records = csvRecords(batchCsv(answer, "en"));
    const [group] = answer.splitGroups;
    for (const record of records.slice(0, 2))
      expect(record).toMatchObject({
        split_group: "1",
        split_total: "700",
        split_limit: "500",
        split_limit_currency: "USD",
        summary: group!.summary,
      });
    expect(records[2]).toMatchObject({ split_group: "", split_total: "", summary: summaryAfterVerdict(answer.rows[2]!.summary!, "Yes") });
  });

  it("says why after the verdict label, without saying the verdict again, and gives every verdict's excess and approver", () => {
    // Spent at home (a row with no place is tried at home and abroad, and asks where when they differ).
    const meals = { merchant: "Chipotle", mcc: "5812", country: "US" };
    const answer = checkTransactions(
      policy("en"),
      [
        tx({ ...meals, amount: 50 }),
        tx({ ...meals, amount: 45 }),
        tx({ merchant: "Marriott", mcc: "7011", amount: 900, note: "1 night", country: "US" }),
      ],
      "en",
    );
    // Two meals under the $80 a day, together over it: the group's excess is each row's figure.
    expect(answer.splitGroups[0]).toMatchObject({ verdict: "over_limit", excess: { amount: 15, currency: "USD" } });
    expect(answer.rows[0]!.excess).toBeUndefined();
    const records = csvRecords(batchCsv(answer, "en"));
    for (const record of records) {
      expect(record.summary).not.toMatch(/^(Yes|No|Over the limit)\b/);
      expect(record.summary!.length).toBeGreaterThan(20);
    }
    expect(records.slice(0, 2).map((record) => [record.verdict, record.excess, record.excess_currency])).toEqual([
      ["over_limit", "15", "USD"],
      ["over_limit", "15", "USD"],
    ]);
    expect(records[2]).toMatchObject({ verdict: "over_limit", verdict_label: "Over the limit", excess: "650", excess_currency: "USD" });
    expect(records[2]!.approver).not.toBe("");
    expect(records[2]!.summary).toMatch(/^\$900\.00 of lodging: /);
  });

  it("writes an uploaded file's rows in its order, each with its line; a row it could not read says why, with no verdict", () => {
    const file = readTransactionsCsv(
      [
        "date,merchant,mcc,amount,currency",
        "2026-03-02,Chipotle,5812,14.50,USD",
        "2026-03-02,Taxi,4121,abc,USD",
        "2026-03-03,Uber,4121,18,USD",
      ].join("\n"),
    );
    if ("error" in file) throw new Error("the file was refused");
    const answer = withFileLines(checkTransactions(policy("en"), file.rows, "en"), file.lines);
    const unread = file.unread.map((row) => ({
      line: row.line,
      message: `Line ${row.line}: the amount is not a number.`,
      cells: row.cells,
    }));
    const records = csvRecords(batchCsv(answer, "en", unread));
    expect(records.map((record) => [record.line, record.merchant, record.verdict, record.error])).toEqual([
      ["2", "Chipotle", "allowed", ""],
      ["3", "Taxi", "", "Line 3: the amount is not a number."],
      ["4", "Uber", "allowed", ""],
    ]);
    expect(records[1]).toMatchObject({ index: "", date: "2026-03-02", amount: "abc", currency: "USD" });
  });

  it("labels the verdict in the answer's language beside its key", () => {
    const rows: BatchRow[] = [
      {
        index: 0,
        date: "2026-03-01",
        merchant: "Bar",
        amount: 10,
        currency: "USD",
        category: "meals",
        verdict: "not_reimbursable",
        summary: "…",
        clauses: [{ section: 6, heading: "6. Gastos no reembolsables" }],
      },
    ];
    const [cells] = csvRecords(batchCsv({ rows, splitGroups: [] }, "es"));
    expect(cells).toMatchObject({ verdict: "not_reimbursable", verdict_label: "No", clauses: "6. Gastos no reembolsables" });
  });
});

describe("a thousand at once", () => {
  it("judges 1,000 card transactions (timing printed, not asserted)", () => {
    const checked = policyFor("en");
    const merchants: [string, string][] = [
      ["Chipotle", "5812"],
      ["The Tipsy Cow", "5813"],
      ["Marriott", "7011"],
      ["Hilton Garden Inn", "3504"],
      ["United Airlines", "3000"],
      ["Uber", "4121"],
      ["Hertz", "3357"],
      ["Shell", "5541"],
      ["Office Depot", "5943"],
      ["Amazon", "5999"],
    ];
    const transactions = Array.from({ length: 1000 }, (_, index): Transaction => {
      const [merchant, mcc] = merchants[index % merchants.length]!;
      return {
        id: `t${index}`,
        date: `2026-03-${String((index % 28) + 1).padStart(2, "0")}`,
        merchant,
        mcc,
        amount: Math.round(((index * 7919) % 60000) + 100) / 100,
        currency: "USD",
        role: ["Employee", "Manager", "Director"][index % 3],
        ...(index % 10 === 0 ? { note: "client dinner for 3 people" } : {}),
      };
    });
    // Wall time, and the CPU time of this process (what the shared machine's other work does not inflate).
    const measure = () => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const { rows } = checkTransactions(checked, transactions, "en");
      const { user, system } = process.cpuUsage(cpu);
      return { rows, wall: performance.now() - started, cpu: (user + system) / 1000 };
    };
    const first = measure();
    const again = measure();
    const rows = first.rows;
    const verdicts = rows.reduce<Record<string, number>>(
      (counts, row) => ({ ...counts, [row.verdict]: (counts[row.verdict] ?? 0) + 1 }),
      {},
    );
    console.log(
      `1,000 rows: ${first.wall.toFixed(0)} ms wall, ${first.cpu.toFixed(0)} ms CPU (again: ${again.wall.toFixed(0)} ms wall, ${again.cpu.toFixed(0)} ms CPU); ` +
        `split rows: ${rows.filter((row) => row.splitGroup).length}; ${JSON.stringify(verdicts)}`,
    );
    expect(rows).toHaveLength(1000);
  }, 60_000);
});
