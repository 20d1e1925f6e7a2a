import { describe, expect, it } from "vitest";
import { readCompany } from "./read-company";
import { applyCorrections } from "./reading-corrections";

const CHILE = "Empresa chilena. Comidas hasta 25.000 CLP por día y 60 USD en el extranjero. Hoteles hasta 70.000 CLP por noche.";
const reading = readCompany(CHILE, { siteCountry: "Mexico", language: "es" });

describe("the user's corrections to what we understood", () => {
  it("a new currency relabels the figures written in the old one and keeps those stated in another", () => {
    const corrected = applyCorrections(reading, { currency: "USD" });
    expect(corrected.currency).toEqual({ code: "USD", reason: "user" });
    expect(corrected.meals).toEqual({ home: { amount: 25000, currency: "USD" }, abroad: { amount: 60, currency: "USD" } });
    expect(corrected.lodging.home).toEqual({ amount: 70000, currency: "USD" });
  });

  it("a new country brings its currency unless the user chose one", () => {
    const peru = applyCorrections(reading, { country: "PE" });
    expect(peru.country).toMatchObject({ code: "PE", name: "Peru", reason: "user" });
    expect(peru.currency).toEqual({ code: "PEN", reason: "country" });
    expect(peru.meals.home).toEqual({ amount: 25000, currency: "PEN" });
    expect(applyCorrections(reading, { country: "PE", currency: "USD" }).currency.code).toBe("USD");
  });

  it("an edited figure replaces the reader's, and survives a new reading of the text", () => {
    const fields = { meals: { ...reading.meals, home: { amount: 30000, currency: "CLP" } } };
    const again = readCompany(`${CHILE} Sin alcohol.`, { siteCountry: "Mexico", language: "es" });
    const corrected = applyCorrections(again, { fields });
    expect(corrected.meals.home).toEqual({ amount: 30000, currency: "CLP" });
    expect(corrected.alcohol).toBe("never");
  });
});
