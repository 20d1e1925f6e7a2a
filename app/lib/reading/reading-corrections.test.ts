import { describe, expect, it } from "vitest";
import type { CompanyReading } from "./company-reading";
import { applyCorrections, isCorrected, withGroup, withPlaced, type Corrections } from "./reading-corrections";
import { addRule, withTierChanged } from "./rule-drafts";
import { emptyRules, fromUser, type PolicyRules } from "../rulebook/policy-rules";
import { CompanyReadingSchema } from "./company-reading";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { variantOfPolicy } from "../site/writing-variants";

const clp = (amount: number) => ({ amount, currency: "CLP" });
const usd = (amount: number) => ({ amount, currency: "USD" });

/** A reading as the reader gives it (built by hand: these tests are about the corrections, not the reader). */
function chileanReading(rules: Partial<PolicyRules> = {}, unplaced: string[] = []): CompanyReading {
  return {
    company: "Minera Norte",
    country: { code: "CL", name: "Chile", reason: "currency", evidence: "CLP" },
    currency: { code: "CLP", reason: "stated" },
    headcount: 120,
    industry: null,
    rules: {
      ...emptyRules(),
      meals: [
        { amount: clp(25000), place: { kind: "home" }, provenance: fromUser("Comidas hasta 25.000 CLP por día") },
        { amount: usd(60), place: { kind: "abroad" }, provenance: fromUser("60 USD en el extranjero") },
      ],
      lodging: [{ amount: clp(70000), place: { kind: "home" }, provenance: fromUser("Hoteles hasta 70.000 CLP por noche") }],
      approvals: [
        {
          above: clp(500000),
          upTo: null,
          approver: "gerente general",
          scope: { kind: "all" },
          provenance: fromUser("sobre 500.000 CLP el gerente general"),
        },
      ],
      ...rules,
    },
    unplaced,
  };
}

const READ_AGAIN_SENTENCE = "Los viajes al extranjero los autoriza el directorio.";
const CHATTER = "Gracias por la ayuda!";

describe("the user's corrections to what we understood", () => {
  it("a writing variant chosen in the panel is kept across readings, writes the policy in its words and names its lang", () => {
    const corrections: Corrections = { variant: "es-ES" };
    expect(isCorrected(corrections)).toBe(true);
    const chosen = applyCorrections(chileanReading(), corrections);
    expect(chosen.variant).toBe("es-ES");
    expect(CompanyReadingSchema.safeParse(chosen).success).toBe(true);
    const madrid = composePolicy(chosen, { language: "es", companyName: "Minera Norte", now: new Date("2026-11-26T12:00:00Z") });
    const santiago = composePolicy(chileanReading(), {
      language: "es",
      companyName: "Minera Norte",
      now: new Date("2026-11-26T12:00:00Z"),
    });
    expect(madrid).toContain("billetes de tren y autobús");
    expect(santiago).toContain("pasajes de tren y bus");
    expect(variantOfPolicy("es", chosen, "Chile")).toBe("es-ES");
    expect(variantOfPolicy("es", chileanReading(), "Chile")).toBe("es-CL");
    // A variant of another language is not this version's: its English version reads as Chile's English.
    expect(variantOfPolicy("en", chosen, "Chile")).toBe("en-US");
  });

  it("refuses a variant that is not a language tag the writer knows the shape of", () => {
    for (const variant of ["es-Madrid", "fr-FR", "<script>", "es-es"]) {
      expect(CompanyReadingSchema.safeParse({ ...chileanReading(), variant }).success, variant).toBe(false);
    }
  });

  it("a new currency relabels every figure written in the old one, in every rule, and keeps those stated in another", () => {
    const corrected = applyCorrections(
      chileanReading({ cashAdvance: { allowed: true, max: clp(200000), provenance: fromUser("anticipos hasta 200.000") } }),
      { currency: "USD" },
    );
    expect(corrected.currency).toEqual({ code: "USD", reason: "user" });
    expect(corrected.rules.meals.map((limit) => limit.amount)).toEqual([usd(25000), usd(60)]);
    expect(corrected.rules.lodging[0]?.amount).toEqual(usd(70000));
    expect(corrected.rules.approvals[0]?.above).toEqual(usd(500000));
    expect(corrected.rules.cashAdvance?.max).toEqual(usd(200000));
    expect(corrected.rules.meals[0]?.provenance).toEqual(fromUser("Comidas hasta 25.000 CLP por día"));
  });

  it("a new country brings its currency unless the user chose one", () => {
    const peru = applyCorrections(chileanReading(), { country: "PE" });
    expect(peru.country).toMatchObject({ code: "PE", name: "Peru", reason: "user" });
    expect(peru.currency).toEqual({ code: "PEN", reason: "country" });
    expect(peru.rules.meals[0]?.amount).toEqual({ amount: 25000, currency: "PEN" });
    expect(applyCorrections(chileanReading(), { country: "PE", currency: "USD" }).currency.code).toBe("USD");
  });

  it("an edited approval tier survives the user typing on: the edited group replaces the group read again", () => {
    const first = chileanReading();
    const edited = withGroup({}, "approvals", [{ ...first.rules.approvals[0]!, approver: "CFO", provenance: { kind: "panel" } }]);
    // The user adds a sentence; the reader now also reads a lodging limit abroad and the same tier.
    const again = chileanReading({
      lodging: [...first.rules.lodging, { amount: usd(150), place: { kind: "abroad" }, provenance: fromUser("150 USD afuera") }],
    });
    const corrected = applyCorrections(again, edited);
    expect(corrected.rules.approvals).toEqual([
      { above: clp(500000), upTo: null, approver: "CFO", scope: { kind: "all" }, provenance: { kind: "panel" } },
    ]);
    expect(corrected.rules.lodging).toHaveLength(2);
  });

  it("a sentence turned into a rule leaves Not used yet and stays a rule when the text is read again", () => {
    const reading = chileanReading({}, [READ_AGAIN_SENTENCE, CHATTER]);
    const draft = { kind: "approval", above: clp(0), approver: "directorio", scope: "international" } as const;
    const corrections: Corrections = withPlaced(
      { rules: addRule(reading.rules, draft, fromUser(READ_AGAIN_SENTENCE)) },
      READ_AGAIN_SENTENCE,
    );
    const typedOn = chileanReading({}, [`  ${READ_AGAIN_SENTENCE.replace(" al ", "  al ")}`, CHATTER, "Somos 120 personas."]);
    const corrected = applyCorrections(typedOn, corrections);
    expect(corrected.unplaced).toEqual([CHATTER, "Somos 120 personas."]);
    expect(corrected.rules.approvals.map((tier) => [tier.scope.kind, tier.above.amount, tier.approver])).toEqual([
      ["all", 500000, "gerente general"],
      ["international", 0, "directorio"],
    ]);
  });

  it("a dismissed sentence is gone from Not used yet and from nothing else", () => {
    const reading = chileanReading({}, [CHATTER, READ_AGAIN_SENTENCE]);
    const corrected = applyCorrections(reading, withPlaced({}, CHATTER));
    expect(corrected.unplaced).toEqual([READ_AGAIN_SENTENCE]);
    expect(corrected.rules).toEqual(reading.rules);
  });

  it("a corrected headcount replaces the one read, and only real changes count as corrections", () => {
    expect(applyCorrections(chileanReading(), { headcount: 40 }).headcount).toBe(40);
    expect(applyCorrections(chileanReading(), { headcount: null }).headcount).toBeNull();
    expect(isCorrected({})).toBe(false);
    expect(isCorrected({ rules: {}, placed: [] })).toBe(false);
    expect(isCorrected(withPlaced({}, CHATTER))).toBe(true);
    expect(isCorrected(withGroup({}, "meals", []))).toBe(true);
  });

  it("a removed group stays removed when the reader reads it again", () => {
    const corrected = applyCorrections(chileanReading(), withGroup({}, "meals", []));
    expect(corrected.rules.meals).toEqual([]);
    expect(corrected.rules.lodging).toHaveLength(1);
  });
});

describe("a rule the user adds in the panel", () => {
  const rules = chileanReading().rules;

  it("a tier joins the matrix in ascending order, and one at the same amount replaces it", () => {
    const lower = addRule(rules, { kind: "approval", above: clp(100000), approver: "jefe de área", scope: "all" }, { kind: "panel" });
    expect(lower.approvals?.map((tier) => tier.approver)).toEqual(["jefe de área", "gerente general"]);
    const replaced = addRule(
      rules,
      { kind: "approval", above: clp(500000), approver: " socio director ", scope: "all" },
      { kind: "panel" },
    );
    expect(replaced.approvals?.map((tier) => tier.approver)).toEqual(["socio director"]);
  });

  it("a limit for a place that has one replaces it; a deadline is the group itself", () => {
    const meals = addRule(rules, { kind: "meals", amount: clp(30000), place: { kind: "home" } }, { kind: "panel" });
    expect(meals.meals?.map((limit) => [limit.place.kind, limit.amount.amount])).toEqual([
      ["abroad", 60],
      ["home", 30000],
    ]);
    expect(addRule(rules, { kind: "submission", days: 10, businessDays: true }, { kind: "panel" })).toEqual({
      submission: { days: 10, businessDays: true, provenance: { kind: "panel" } },
    });
  });

  it("a tier moved to a new amount moves the end of the tier below it", () => {
    const tiers = [
      { above: clp(100000), upTo: clp(500000), approver: "jefe de área", scope: { kind: "all" }, provenance: { kind: "panel" } },
      rules.approvals[0]!,
    ] as const;
    const moved = { ...tiers[1], above: clp(750000), provenance: { kind: "panel" } } as const;
    const changed = withTierChanged([...tiers], tiers[1], moved);
    expect(changed.map((tier) => [tier.above.amount, tier.upTo?.amount ?? null, tier.approver])).toEqual([
      [100000, 750000, "jefe de área"],
      [750000, null, "gerente general"],
    ]);
  });
});
