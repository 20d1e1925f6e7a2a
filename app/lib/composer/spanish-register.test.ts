import { describe, expect, it } from "vitest";
import { variantsOf } from "~/lib/site/writing-variants";
import { composePolicy } from "./compose-policy.server";
import { KNOWN_PACKS } from "./country-packs.server";
import { fullReadingFor } from "./test-readings";

/*
 * A policy speaks to employees as a company does in every Spanish-speaking country: with usted.
 * Tú ("Pide", "tu bolsillo") reads as casual in Bogotá and Madrid, and vos ("Pedí", "podés") is
 * the River Plate's informal voice, so neither may appear in a Spanish policy of any region.
 */
const NOW = new Date("2026-11-26T12:00:00Z");

/** Second-person informal pronouns and possessives. */
const PRONOUNS = ["tú", "tu", "tus", "te", "ti", "contigo", "vos"];
/** Tú imperatives of the verbs a policy uses, where a clause starts ("Pide…", "…: usa…"). */
const TU_IMPERATIVES = [
  "pide",
  "paga",
  "usa",
  "utiliza",
  "conserva",
  "guarda",
  "registra",
  "sube",
  "solicita",
  "reporta",
  "reserva",
  "revisa",
  "envía",
  "entrega",
  "devuelve",
  "gasta",
  "comparte",
  "fotografía",
  "confirma",
  "comprueba",
  "elige",
  "adjunta",
  "presenta",
  "avisa",
  "pregunta",
  "consulta",
  "evita",
  "incluye",
  "indica",
  "informa",
  "declara",
  "anota",
  "justifica",
  "compra",
  "cancela",
];
/** Tú negative commands and subjunctives ("no pagues", "nunca compartas"). */
const TU_SUBJUNCTIVES = ["pagues", "compartas", "uses", "pidas", "gastes", "subas", "reserves", "aceptes", "puedas", "debas", "tengas"];
/** Vos forms ("pedí la factura", "podés"). */
const VOS_FORMS = [
  "pedí",
  "pagá",
  "usá",
  "conservá",
  "guardá",
  "registrá",
  "subí",
  "solicitá",
  "reservá",
  "podés",
  "tenés",
  "debés",
  "sos",
];

const word = (words: string[]) => `(?:${words.join("|")})`;
const INFORMAL = new RegExp(
  [
    `(?<![\\p{L}\\p{N}])${word([...PRONOUNS, ...TU_SUBJUNCTIVES, ...VOS_FORMS])}(?![\\p{L}\\p{N}])`,
    `(?:^|[.:;!?]\\s+|\\*\\*\\s+|^[-*]\\s+)${word(TU_IMPERATIVES)}(?![\\p{L}\\p{N}])`,
  ].join("|"),
  "imu",
);

/** The lines that address the reader informally. */
function informalLines(markdown: string): string[] {
  return markdown.split("\n").filter((line) => INFORMAL.test(line.replace(/\*\*/g, "")));
}

describe("every Spanish policy addresses employees with usted", () => {
  it("the check catches tú and vos, and lets third persons through", () => {
    expect(informalLines("- Pide la factura al RUC de Acme.")).toHaveLength(1);
    expect(informalLines("Los gastos pagados de tu bolsillo se reembolsan.")).toHaveLength(1);
    expect(informalLines("No pagues nunca en efectivo.")).toHaveLength(1);
    expect(informalLines("**Facturas:** usa la factura fiscal local.")).toHaveLength(1);
    expect(informalLines("Pedí la factura y guardala.")).toHaveLength(1);
    expect(informalLines("Finanzas revisa las cifras; la plataforma guarda una copia y quien viaja paga.")).toEqual([]);
    expect(informalLines("- Pida la factura y conserve su copia.")).toEqual([]);
  });

  for (const pack of KNOWN_PACKS) {
    it.each(variantsOf("es"))(`for a company in ${pack.code}, written in %s`, (variant) => {
      const markdown = composePolicy(fullReadingFor(pack.code), { language: "es", companyName: "Acme", now: NOW, variant });
      expect(informalLines(markdown)).toEqual([]);
    });
  }
});
