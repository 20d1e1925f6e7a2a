import { createInstance, type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nConfig } from "~/i18n";
import { composePolicy } from "~/lib/composer/compose-policy.server";
import { fullReadingFor } from "~/lib/composer/test-readings";
import type { Language } from "~/lib/site/languages";
import { describeRuleChange } from "../rules/describe-rule-change";
import { textRuleChanges } from "../living/text-rule-changes.server";

/*
 * What an edit does to the rules, as the owner reads it beside Save: the rules of the text before
 * and after, compared rule by rule, in the interface's words with the policy's figures.
 */

const NOW = new Date("2026-03-01T12:00:00Z");
const spanish = composePolicy(fullReadingFor("ES"), { language: "es", companyName: "Andes Foods", now: NOW });
/** The text with each "… €" written as the composer writes it (a no-break space before the sign). */
const nb = (text: string) => text.replace(/ €/g, "\u00a0€");
const edit = (from: string, to: string) => spanish.replace(nb(from), nb(to));
const changesOf = (after: string) => textRuleChanges(spanish, after, { language: "es", currency: "EUR" });

const translators = {} as Record<Language, TFunction>;
beforeAll(async () => {
  for (const language of ["en", "es", "pt-BR"] as const) {
    const instance = createInstance();
    await instance.init({ ...i18nConfig, lng: language });
    translators[language] = instance.t;
  }
});
const lines = (after: string, uiLanguage: Language = "en") =>
  // No-break spaces read as spaces here, so the expectations stay legible.
  changesOf(after).changes.map((change) =>
    describeRuleChange(change, { t: translators[uiLanguage], uiLanguage, locale: "es-ES" }).replace(/[\u00a0\u202f]/g, " "),
  );

describe("rule changes of an edit", () => {
  it("an unchanged text changes no rule, and an edit of prose only changes none either", () => {
    expect(changesOf(spanish)).toEqual({ changes: [], unreadable: [], notRead: [] });
    expect(
      changesOf(spanish.replace("## 1. Propósito y alcance\n", "## 1. Propósito y alcance\n\nUn párrafo nuevo del responsable.\n")),
    ).toEqual({ changes: [], unreadable: [], notRead: [] });
  });

  it("a lodging cap edited in the table is named with both figures (150 → 140 style), in each interface language", () => {
    const edited = edit("| Alojamiento, por noche (en el país) | 180,00 € |", "| Alojamiento, por noche (en el país) | 140,00 € |");
    expect(lines(edited)).toEqual(["Lodging per night (at home): 180,00 € → 140,00 €"]);
    expect(lines(edited, "es")[0]).toMatch(/^Alojamiento por noche \(en el país\): 180,00 € → 140,00 €$/i);
    expect(lines(edited, "pt-BR")[0]).toContain("180,00 € → 140,00 €");
  });

  it("a removed approval row is what the card controls will no longer include; an added row is new", () => {
    const removed = edit("| Más de 5.000,00 € | socio director | Todos los gastos |\n", "");
    expect(lines(removed)).toEqual(["The card controls will no longer include: Approval by socio director: above 5.000,00 €"]);
    const added = edit(
      "| Cualquier importe | the CEO |",
      "| Más de 20.000,00 € | Director financiero | Todos los gastos |\n| Cualquier importe | the CEO |",
    );
    expect(lines(added)).toEqual(["New: Approval by Director financiero: above 20.000,00 €"]);
  });

  it("a tier's threshold moved is one change of that tier, not a removal and an addition", () => {
    const moved = edit("| Más de 5.000,00 € | socio director |", "| Más de 2.000,00 € | socio director |");
    expect(lines(moved)).toEqual(["Approval by socio director: above 5.000,00 € → above 2.000,00 €"]);
  });

  it("a role limit, the mileage rate and a role added read as rule changes", () => {
    const edited = spanish
      .replace(nb("| Director | 50.000,00 € | 10.000,00 € |"), nb("| Director | 45.000,00 € | 10.000,00 € |"))
      .replace(nb("| Vehículo propio | 0,45 € por km |"), nb("| Vehículo propio | 0,40 € por km |"))
      .replace(
        nb("| Sales Representative | 8.000,00 € | 1.500,50 € |"),
        nb("| Sales Representative | 8.000,00 € | 1.500,50 € |\n| Becario | 500,00 € | 100,00 € |"),
      );
    expect(lines(edited)).toEqual([
      "Limits of Director: 50.000,00 € a month, 10.000,00 € per transaction → 45.000,00 € a month, 10.000,00 € per transaction",
      "New: Limits of Becario: 500,00 € a month, 100,00 € per transaction",
      "Mileage rate: 0,45 € per km → 0,40 € per km",
    ]);
  });

  it("a limit row whose figure no longer reads is named as unreadable, and its rule as leaving the controls", () => {
    const words = edit(
      "| Alojamiento, por noche (en el país) | 180,00 € |",
      "| Alojamiento, por noche (en el país) | ciento ochenta euros |",
    );
    const { changes, unreadable } = changesOf(words);
    expect(unreadable.map((row) => row.replace(/\u00a0/g, " "))).toEqual([
      "| Alojamiento, por noche (en el país) | ciento ochenta euros | — |",
    ]);
    expect(changes).toMatchObject([{ kind: "lodging", change: "removed", before: { amount: { amount: 180 }, place: { kind: "home" } } }]);
    // A figure on a row the reader does not know, and an approval row without approver, are unreadable too.
    const unknownRow = edit("| Vehículo propio |", "| Estacionamiento | 20,00 € | — |\n| Vehículo propio |");
    expect(changesOf(unknownRow).unreadable.map((row) => row.replace(/\u00a0/g, " "))).toEqual(["| Estacionamiento | 20,00 € | — |"]);
    const noApprover = edit("| Más de 5.000,00 € | socio director |", "| Más de 5.000,00 € |  |");
    expect(changesOf(noApprover).unreadable.map((row) => row.replace(/\u00a0/g, " "))).toEqual([
      "| Más de 5.000,00 € |  | Todos los gastos |",
    ]);
  });

  it("a row that was already unreadable before the edit is not asked about again", () => {
    const words = edit(
      "| Alojamiento, por noche (en el país) | 180,00 € |",
      "| Alojamiento, por noche (en el país) | ciento ochenta euros |",
    );
    expect(
      textRuleChanges(words, words.replace("## 1. Propósito y alcance\n", "## 1. Propósito y alcance\n\nOtro párrafo.\n"), {
        language: "es",
        currency: "EUR",
      }).unreadable,
    ).toEqual([]);
  });
});
