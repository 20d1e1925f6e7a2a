import { describe, expect, it } from "vitest";
import { readCompany } from "./read-company";
import { readPolicyText } from "./policy-text";
import type { Language } from "~/lib/site/languages";

/** What becomes of a late claim, as policies and owners write it (blind sets F, G and H). */
const lateOf = (text: string, language: Language, country = "US", currency = "USD") => {
  const { lateClaims } = readPolicyText(text, { language, country, currency }).rules;
  return lateClaims && { ...lateClaims, provenance: undefined };
};

describe("late claims: not paid, or paid only with someone's sign-off, at the deadline or a cut-off of their own", () => {
  it.each([
    [
      "Submit within 30 days. Late claims don't get paid.",
      "en",
      { outcome: "forfeited", approver: null, afterDays: null, dayOfNextMonth: null },
    ],
    [
      "8.2 Submit your expense report within 30 days after your trip ends.\n8.3 Reports submitted after the 30-day deadline are paid only with the CFO's approval.",
      "en",
      { outcome: "approval", approver: "CFO", afterDays: null, dayOfNextMonth: null },
    ],
    [
      "Please submit your claim within 30 days of returning. Claims more than 90 days old will not be paid.",
      "en",
      { outcome: "forfeited", approver: null, afterDays: 90, dayOfNextMonth: null },
    ],
    [
      "Claims more than 90 days old will not be paid except with the Managing Partner's agreement.",
      "en",
      { outcome: "approval", approver: "Managing Partner", afterDays: 90, dayOfNextMonth: null },
    ],
    [
      "- **Plazo:** dentro de los **10 días hábiles** siguientes al regreso.\n  - **Fuera de plazo:** solo se reintegra con autorización del Director General.",
      "es",
      { outcome: "approval", approver: "Director General", afterDays: null, dayOfNextMonth: null },
    ],
    [
      "No se reembolsa nada presentado después del día 5 del mes siguiente.",
      "es",
      { outcome: "forfeited", approver: null, afterDays: null, dayOfNextMonth: 5 },
    ],
    [
      "Plazo de rendición: 10 días hábiles. Las rendiciones presentadas con más de 60 días de atraso no se reembolsan.",
      "es",
      // 60 days past a deadline of 10 working days (14 calendar days).
      { outcome: "forfeited", approver: null, afterDays: 74, dayOfNextMonth: null },
    ],
    [
      "📅 PRAZOS\n• Prestação de contas até o dia 5 do mês seguinte.\n• Despesa com mais de 60 dias: perdeu, não pago.",
      "pt-BR",
      { outcome: "forfeited", approver: null, afterDays: 60, dayOfNextMonth: null },
    ],
    [
      "Relatórios submetidos fora do prazo não serão reembolsados.",
      "pt-BR",
      { outcome: "forfeited", approver: null, afterDays: null, dayOfNextMonth: null },
    ],
  ] as const)("%s", (text, language, expected) => {
    expect(lateOf(text, language)).toEqual(expected);
  });

  it("an exception stated elsewhere leaves no rule to enforce, and late fees on a card are no late claims", () => {
    expect(
      lateOf(
        "Expenses submitted more than 60 days after they were incurred will not be reimbursed, except as set out in Section 10.",
        "en",
      ),
    ).toBeNull();
    expect(lateOf("Not reimbursed: interest or late fees caused by late submission of the card statement.", "en")).toBeNull();
  });

  it("an owner's description says it too ('or we don't reimburse it')", () => {
    const reading = readCompany("Expenses in within 15 days. Late claims will not be reimbursed.", {
      siteCountry: "United States",
      language: "en",
    });
    expect(reading.rules.lateClaims).toMatchObject({ outcome: "forfeited" });
    expect(reading.rules.submission).toMatchObject({ days: 15 });
  });
});

describe("the deadline under its heading", () => {
  it("'Rendición' under 'Anticipos' is the advance's settling; 'Plazo' under 'Rendición de gastos' is the deadline to submit", () => {
    const { rules } = readPolicyText(
      [
        "## 8. Anticipos",
        "- **Monto máximo:** USD 500 por viaje.",
        "- **Rendición:** dentro de los **5 días corridos** posteriores al regreso.",
        "## 9. Rendición de gastos y comprobantes",
        "- **Plazo:** dentro de los **10 días hábiles** siguientes al regreso.",
        "- **Reintegro:** Tesorería paga dentro de los **7 días** siguientes a la aprobación de la rendición.",
      ].join("\n"),
      { language: "es", country: "UY", currency: "UYU" },
    );
    expect(rules.advanceSettlement).toMatchObject({ days: 5, businessDays: false });
    expect(rules.submission).toMatchObject({ days: 10, businessDays: true });
    expect(rules.reimbursement).toMatchObject({ days: 7 });
  });
});

describe("a model's policy read by its headings and notes (blind set H)", () => {
  it("'Viajes internacionales' over the meals and hotel lines puts them abroad; a notes cell opening on 'Por trayecto' is the cap's unit", () => {
    const { rules } = readPolicyText(
      [
        "## 7. Viajes internacionales",
        "- **Alimentación:** USD 70 por día.",
        "- **Alojamiento:** hasta USD 190 por noche; en Estados Unidos, hasta USD 240 por noche.",
        "## 8. Topes por concepto",
        "| Observaciones | Tope | Concepto |",
        "|---|---|---|",
        "| Por trayecto. Después de las 9:00 p. m. se permite hasta el doble del tope. | $ 60.000 | Taxi / apps de transporte |",
      ].join("\n"),
      { language: "es", country: "CO", currency: "COP" },
    );
    expect(rules.meals.map((limit) => [limit.place.kind, limit.amount.amount])).toEqual([["abroad", 70]]);
    expect(rules.lodging.map((limit) => [limit.place.kind, limit.amount.amount])).toEqual([
      ["abroad", 190],
      ["destination", 240],
    ]);
    expect(rules.caps).toMatchObject([{ item: "taxi", per: "ride", amount: { amount: 60_000, currency: "COP" } }]);
  });
});

describe("an owner's words for rates, drinks, deadlines and second thoughts (blind set H)", () => {
  it("'88c a km' is cents, 'mileage' says no miles, 'no grog', 'or they don't get paid' and 'não, põe 3.500'", () => {
    const newcastle = readCompany(
      "We're Hunter Line Surveying, based in Newcastle NSW. No grog on the company unless it's with a client. " +
        "Own ute: ATO cents-per-km rate, 88c a km. Claims in within 30 days or they don't get paid, no exceptions.",
      { siteCountry: "Australia", language: "en" },
    ).rules;
    expect(newcastle.mileage).toMatchObject({ unit: "km", rate: { amount: 0.88, currency: "AUD" } });
    expect(newcastle.prohibited).toMatchObject([{ item: "alcohol", except: "withClients" }]);
    expect(newcastle.submission).toMatchObject({ days: 30 });
    expect(newcastle.lateClaims).toMatchObject({ outcome: "forfeited" });
    const cork = readCompany(
      "We're a consultancy in Cork city. Cars: the Revenue civil service mileage rates, whatever they are this year.",
      {
        siteCountry: "Ireland",
        language: "en",
      },
    ).rules;
    expect(cork.mileage).toMatchObject({ unit: "km", basis: "official" });
    const praia = readCompany("Somos uma agência na Praia, Cabo Verde. Alimentação: 3.000 escudos por dia... não, põe 3.500.", {
      siteCountry: "Portugal",
      language: "pt-BR",
    }).rules;
    expect(praia.meals.map((limit) => limit.amount.amount)).toEqual([3500]);
  });
});

describe("a person named with their role in brackets approves as that role (blind set H)", () => {
  it.each([
    ["Aoife (finance lead) approves every claim.", "Ireland", "finance lead"],
    ["Anything over $2k needs sign-off from Priya (ops manager).", "Australia", "ops manager"],
  ])("%s", (text, siteCountry, approver) => {
    expect(readCompany(text, { siteCountry, language: "en" }).rules.approvals.map((tier) => tier.approver)).toEqual([approver]);
  });
});

describe("the company's trade, not its meals", () => {
  it("'food's gone up' beside a meals limit is no food sector", () => {
    const reading = readCompany(
      "We're Hunter Line Surveying, a civil drafting and survey mob based in Newcastle NSW. Meals: $80 a day, actually make it 90, food's gone up.",
      { siteCountry: "Australia", language: "en" },
    );
    expect(reading.industry).toBeNull();
    expect(
      readCompany("We're a food distributor in Newcastle NSW with 40 staff.", { siteCountry: "Australia", language: "en" }).industry,
    ).toBe("food");
  });
});

describe("an owner's chat-written policy, heading by heading (blind set H)", () => {
  const whatsapp = [
    "✈️ PASSAGEM AÉREA",
    "• Executiva NUNCA. Nem se o cliente pagar metade, nem se for voo longo.",
    "• quem aprova: gerente da área, antes de emitir.",
    "🍽️ COMIDA",
    "• R$ 90/dia, exceto quando o hotel tem café da manhã incluso: aí é R$ 70/dia.",
    "• Almoço ou jantar com cliente: até R$ 150 por pessoa (contando vocês).",
    "• Conta de cliente acima de R$ 600 → quem aprova: gerente da área.",
    "• Bebida alcoólica não reembolso, exceto em jantar com cliente, e com juízo (máximo 2 por pessoa). 🍺",
    "🌎 EXTERIOR (quase nunca acontece mas vai que)",
    "• Alimentação: US$ 60 por dia.",
    "• Hotel até US$ 180 a noite.",
    "• quem aprova: diretoria, sempre, qualquer valor.",
    "✅ VIAGEM COM PERNOITE",
    "• quem aprova: gerente da área.",
    "❌ O QUE NÃO PAGO",
    "• Gorjeta acima de 10%.",
  ].join("\n");
  const reading = readPolicyText(whatsapp, { language: "pt-BR", country: "BR", currency: "BRL" });
  const { rules } = reading;

  it("a pictograph and an aside in brackets leave a heading a heading: its lines are about flights, meals, trips abroad", () => {
    expect(rules.travelClass).toMatchObject([{ cabin: "business", allowed: false }]);
    expect(rules.meals.map((limit) => [limit.place.kind, limit.amount.amount, limit.amount.currency])).toEqual([
      ["home", 90, "BRL"],
      ["abroad", 60, "USD"],
    ]);
    expect(rules.lodging.map((limit) => [limit.place.kind, limit.amount.amount, limit.amount.currency])).toEqual([["abroad", 180, "USD"]]);
  });

  it("the figure after 'exceto quando' is a condition's variant, no limit; a count of drinks is no money; the owner is told", () => {
    expect(rules.lodging.some((limit) => limit.amount.amount === 70)).toBe(false);
    expect(rules.meals.some((limit) => limit.amount.amount === 2 || limit.amount.amount === 150)).toBe(false);
    expect(reading.unread).toContain("R$ 90/dia, exceto quando o hotel tem café da manhã incluso: aí é R$ 70/dia.");
  });

  it("'quem aprova: X' names the approver of its heading's topic; a band for overnight trips only is not read as every expense's", () => {
    const tiers = rules.approvals.map((tier) => [tier.above.amount, tier.approver, tier.scope]);
    expect(tiers).toHaveLength(3);
    expect(tiers).toEqual(
      expect.arrayContaining([
        [0, "gerente da área", { kind: "category", category: "airfare" }],
        [0, "diretoria", { kind: "international" }],
        [600, "gerente da área", { kind: "category", category: "entertainment" }],
      ]),
    );
    expect(reading.unread).toContain("quem aprova: gerente da área.");
  });

  it("a client lunch's cap per person is entertainment's, and tips above a percentage are capped at it", () => {
    expect(rules.caps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item: "entertainment", per: "person", amount: { amount: 150, currency: "BRL" } }),
        expect.objectContaining({ item: "tips", percent: 10, per: "bill" }),
      ]),
    );
  });

  it("an owner's 'EDIT (new):' over the list is no heading: the approvals heading still leads it", () => {
    const { rules: edited } = readPolicyText(
      "10. APPROVALS\nEDIT (new):\n- Under 1k: just submit it.\n- 1k-5k: Sarah (ops manager) signs.\n- Over 5k: me (Dave, owner).",
      { language: "en", country: "CA", currency: "CAD" },
    );
    expect(edited.approvals.map((tier) => [tier.above.amount, tier.upTo?.amount ?? null, tier.approver])).toEqual([
      [1000, 5000, "ops manager"],
      [5000, null, "owner"],
    ]);
  });
});
