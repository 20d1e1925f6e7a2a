import { describe, expect, it } from "vitest";
import { readPolicyText } from "./policy-text";
import type { Language } from "~/lib/site/languages";

const rulesOf = (text: string, language: Language, country: string, currency: string) =>
  readPolicyText(text, { language, country, currency });
const placed = (
  limits: Array<{ place: { kind: string; city?: string | null; country?: string | null }; amount: { amount: number; currency: string } }>,
) =>
  limits.map((limit) => [
    limit.place.kind === "destination" ? (limit.place.city ?? limit.place.country) : limit.place.kind,
    limit.amount.amount,
    limit.amount.currency,
  ]);

describe("a model's Peruvian policy, its tables read by what their columns say (blind set I)", () => {
  const peru = rulesOf(
    [
      "## 5. Pasajes",
      "- Se autoriza clase ejecutiva (business) únicamente en vuelos con duración de **8 horas o más**.",
      "## 6. Hospedaje (viajes nacionales)",
      "| Notas | Tope por noche | Ciudad |",
      "|---|---|---|",
      "| Preferir hoteles en Miraflores o San Isidro | S/ 380 | Lima |",
      "| En temporada alta (junio a agosto) el tope en Cusco sube a S/ 360 | S/ 300 | Arequipa, Cusco, Trujillo |",
      "| Hostales con convenio corporativo | S/ 220 | Resto del país |",
      "## 7. Alimentación y movilidad (viajes nacionales)",
      "- Taxi: usar aplicativos (Cabify, InDrive, Uber) o taxis de empresa, con un tope de **S/ 45 por trayecto**.",
      "- Los gastos de movilidad sin comprobante se sustentan con **planilla de movilidad**, hasta S/ 40 por día.",
      "## 8. Viajes al exterior",
      "| Destino | Alimentación (USD por día) | Hospedaje (USD por noche) | Notas |",
      "|---|---|---|---|",
      "| Estados Unidos | 80 | 220 | |",
      "| Resto del mundo | 65 | 170 | |",
      "## 9. Anticipos, rendición y reembolso",
      "- El anticipo se rinde dentro de los **10 días calendario** siguientes al retorno.",
      "## 10. Comprobantes de pago",
      "- Todo gasto debe estar sustentado con un comprobante de pago válido.",
      "## 12. Gastos no reembolsables",
      "- Lavandería en viajes menores a 4 noches.",
    ].join("\n"),
    "es",
    "PE",
    "PEN",
  ).rules;

  it("a city column names each row, 'Resto del país' is home, and a note's high-season figure is no cap of the row", () => {
    expect(placed(peru.lodging)).toEqual(
      expect.arrayContaining([
        ["Lima", 380, "PEN"],
        ["Arequipa", 300, "PEN"],
        ["Cusco", 300, "PEN"],
        ["Trujillo", 300, "PEN"],
        ["home", 220, "PEN"],
      ]),
    );
    expect(placed(peru.lodging).some(([where]) => where === "Miraflores")).toBe(false);
  });

  it("a column 'Alimentación (USD por día)' puts its bare figures in dollars; 'Resto del mundo' is abroad", () => {
    expect(placed(peru.meals)).toEqual(
      expect.arrayContaining([
        ["US", 80, "USD"],
        ["abroad", 65, "USD"],
      ]),
    );
    expect(placed(peru.lodging)).toEqual(
      expect.arrayContaining([
        ["US", 220, "USD"],
        ["abroad", 170, "USD"],
      ]),
    );
  });

  it("'ejecutiva (business) … 8 horas o más' keeps its hours; a labelled taxi line keeps its far cap; 'se rinde' settles", () => {
    expect(peru.travelClass).toMatchObject([{ cabin: "business", allowed: true, minHours: 8 }]);
    expect(peru.caps).toEqual([expect.objectContaining({ item: "taxi", per: "ride", amount: { amount: 45, currency: "PEN" } })]);
    expect(peru.advanceSettlement).toMatchObject({ days: 10 });
  });

  it("every expense 'sustentado con un comprobante' needs a receipt; the sworn transport sheet is no threshold; laundry on short trips only is no ban", () => {
    expect(peru.receipts).toMatchObject({ above: null });
    expect(peru.prohibited.some((rule) => rule.item === "laundry")).toBe(false);
  });
});
