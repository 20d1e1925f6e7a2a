import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EXPENSE_PHRASES } from "~/lib/rules/expense-phrases.server";
import es from "./es";

/*
 * The interface speaks to the owner with tú, as the site's own copy does ("Crea tu política");
 * the policies it writes speak to employees with usted (app/lib/composer/spanish-register.test.ts).
 * Decision 037. An usted form addressed to the reader anywhere in the Spanish catalogue switches
 * register in front of the owner, so none may appear. The answers of "¿Puedo pasar este gasto?"
 * (the public box, the owner's transaction check, the API in Spanish) are interface too: their
 * phrases speak to whoever asks with tú ("guarda el comprobante"), while the lines they quote keep
 * the policy's usted.
 */

/** Usted imperatives of the verbs the interface uses, where a clause starts ("Suba…", "…: elija…"). */
const USTED_IMPERATIVES = [
  "suba",
  "elija",
  "escriba",
  "indique",
  "cambie",
  "reescriba",
  "pegue",
  "confirme",
  "revise",
  "intente",
  "vuelva",
  "inicie",
  "ingrese",
  "seleccione",
  "agregue",
  "descargue",
  "copie",
  "comparta",
  "guarde",
  "use",
  "pida",
  "envíe",
  "haga",
  "espere",
  "compruebe",
  "corrija",
  "añada",
  "elimine",
  "abra",
  "cierre",
  "deje",
  "mantenga",
  "conserve",
  "reemplace",
  "quite",
  "pruebe",
  "recargue",
  "active",
  "desactive",
  "borre",
  "lea",
  "pulse",
  "haga clic",
  "consulte",
  "complete",
  "elimínelo",
  "elimínela",
  "escríbalo",
  "escríbala",
  "reescríbalo",
  "reescríbala",
  "inténtelo",
  "vuelva a intentarlo",
  "guárdelo",
  "guárdela",
  "cámbielo",
  "cámbiela",
  "reemplácelo",
  "reemplácela",
  "bórrelo",
  "bórrela",
  "confírmelo",
  "confírmelas",
  "confírmelos",
  "divida",
  "divídalo",
  "vea",
  "acepte",
  "acéptelos",
  "acorte",
  "acórtelo",
  "actívelo",
  "revíselo",
  "conviértala",
  "conviértalas",
  "conviértalo",
  "añádala",
  "añádalo",
  "descártela",
  "descártelo",
  "súbala",
  "súbalo",
  "pregunte",
  "describa",
  "presente",
  "siga",
];
/** Usted words anywhere: the pronoun, and the reader's things as "su"/"sus" ("su política"). */
const USTED_PHRASES = [
  "usted",
  "ustedes",
  "su política",
  "sus políticas",
  "sus cifras",
  "su empresa",
  "su texto",
  "su archivo",
  "su cuenta",
  "su navegador",
  "su versión",
  "su descripción",
  "su descripción",
  "su pregunta",
  "su instrucción",
  "su corrección",
  "sus correcciones",
  "su respuesta",
  "sus respuestas",
  "sus cambios",
  "sus propias palabras",
  "su cargo",
  "su comprobante",
  "sus comprobantes",
];
/** Usted present tense addressed to the reader ("si lo desea"). */
const USTED_VERBS = ["desea"];

const word = (words: string[]) => `(?:${words.join("|")})`;
const USTED = new RegExp(
  [
    `(?:^|[.:;!?¡¿(]\\s*|\\s[—–-]\\s+)${word(USTED_IMPERATIVES)}(?![\\p{L}\\p{N}])`,
    `(?<![\\p{L}\\p{N}])${word([...USTED_PHRASES, ...USTED_VERBS])}(?![\\p{L}\\p{N}])`,
  ].join("|"),
  "iu",
);

/** Every string of a catalogue, with its key path. */
function stringsOf(value: unknown, path: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => stringsOf(item, `${path}[${i}]`, out));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) stringsOf(item, path ? `${path}.${key}` : key, out);
  return out;
}

/** The strings that address the reader with usted. */
function ustedStrings(strings: Array<[string, string]>): string[] {
  return strings.filter(([, text]) => USTED.test(text)).map(([path, text]) => `${path}: ${text}`);
}

/** Arguments to call an answer phrase with: figures, nothing (the other branch), a place, a list, a missing field's context. */
const SAMPLE_ARGUMENTS: unknown[] = [
  "«X»",
  null,
  { kind: "home" },
  { kind: "abroad" },
  { kind: "destination", name: "«X»" },
  ["«X»", "«Y»"],
  { from: "«X»", to: "«Y»", unit: "km", source: "«Z»", city: "«X»" },
];

/**
 * Every sentence piece of the Spanish answers, with its key path: each string, and each phrase
 * called with every kind of argument it takes (one kind for all its parameters; a call the kind
 * does not fit throws and is skipped). A phrase that gives no text fails the walk.
 */
function answerStrings(value: unknown, path: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === "function") {
    const said = SAMPLE_ARGUMENTS.flatMap((argument) => {
      try {
        const text: unknown = (value as (...args: unknown[]) => unknown)(...Array<unknown>(Math.max(value.length, 1)).fill(argument));
        // An argument of a kind the phrase does not take shows as "[object Object]": not a sentence it says.
        return typeof text === "string" && !text.includes("[object Object]") ? [text] : [];
      } catch {
        return [];
      }
    });
    expect(said.length, `${path} gives a text`).toBeGreaterThan(0);
    for (const text of new Set(said)) out.push([path, text]);
  } else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) answerStrings(item, path ? `${path}.${key}` : key, out);
  else if (typeof value === "string") out.push([path, value]);
  return out;
}

const folder = fileURLToPath(new URL("./es/", import.meta.url));
const files = readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
const modules = await Promise.all(
  files.map(async (name): Promise<[string, unknown]> => [`es/${name}`, ((await import(`./es/${name}`)) as { default: unknown }).default]),
);
/** The objects es.ts already holds (understanding, policies…): their files are read through it. */
const inEs = new Set<unknown>();
(function collect(value: unknown) {
  if (value && typeof value === "object" && !inEs.has(value)) {
    inEs.add(value);
    Object.values(value).forEach(collect);
  }
})(es);
/** es.ts, and each file of es/ it does not hold (importing, living, admin load later). */
const catalogues: Array<[string, unknown]> = [["es.ts", es], ...modules.filter(([, catalogue]) => !inEs.has(catalogue))];

describe("the Spanish interface addresses the owner with tú", () => {
  it("the check catches usted addressed to the reader, and lets tú and third persons through", () => {
    const found = (text: string) => ustedStrings([["k", text]]);
    expect(found("Suba su política en PDF.")).toHaveLength(1);
    expect(found("No se pudo leer el archivo. Elija otro.")).toHaveLength(1);
    expect(found("Línea 3: el importe es ambiguo. Escríbalo con ambos separadores.")).toHaveLength(1);
    expect(found("Guardamos sus cifras en {{company}}.")).toHaveLength(1);
    expect(found("{{count}} frases necesitan su respuesta: vea «Aún sin usar».")).toHaveLength(1);
    expect(found("Sube tu política en PDF.")).toEqual([]);
    expect(found("La empresa puede deducir el IVA; el nombre puede tener como máximo 80 caracteres.")).toEqual([]);
    expect(found("Finanzas revisa las cifras y la plataforma guarda una copia.")).toEqual([]);
    expect(found("El comercio usa su propio MCC; la política conserva su enlace público.")).toEqual([]);
  });

  it("reads every file of the catalogue", () => {
    expect(catalogues.map(([name]) => name)).toEqual(expect.arrayContaining(["es.ts", "es/importing.ts", "es/living.ts", "es/admin.ts"]));
    for (const [name, catalogue] of modules)
      expect(inEs.has(catalogue) || catalogues.some(([, read]) => read === catalogue), name).toBe(true);
    expect(stringsOf(es, "").length).toBeGreaterThan(100);
  });

  it.each(catalogues)("%s speaks with tú", (_name, catalogue) => {
    expect(ustedStrings(stringsOf(catalogue, ""))).toEqual([]);
  });
});

describe("the Spanish answers address whoever asks with tú, as the box does", () => {
  it("the check catches the answers' usted forms", () => {
    const found = (text: string) => ustedStrings([["k", text]]);
    expect(
      found("Sí — 90,00 USD en comidas: ninguna regla de la política lo limita; guarde el comprobante, obligatorio para todo gasto."),
    ).toHaveLength(1);
    expect(found("la política exige comprobante para todo gasto: pida una copia al proveedor o siga la regla")).toHaveLength(1);
    expect(found("la política no acepta las boletas para alojamiento; presente las facturas")).toHaveLength(1);
    expect(found("la línea («…»); pregunte a quien administra la política qué permite")).toHaveLength(1);
    expect(found("falta indicar su cargo")).toHaveLength(1);
    expect(found("la respuesta es la misma sea cual sea su cargo")).toHaveLength(1);
    expect(found("la política no acepta las boletas; presenta las facturas; guarda el comprobante")).toEqual([]);
    expect(found("la política solo acepta comprobantes a nombre de la empresa: pide uno con su razón social")).toEqual([]);
    expect(found("la presente política se aplica a todo el personal")).toEqual([]);
  });

  it("every phrase of the Spanish answers speaks with tú", () => {
    const strings = answerStrings(EXPENSE_PHRASES.es, "");
    expect(ustedStrings(strings)).toEqual([]);
    // The walk reaches the phrases that speak to the reader.
    expect(strings.map(([, text]) => text)).toEqual(
      expect.arrayContaining([
        "guarda el comprobante, obligatorio para todo gasto",
        "tu cargo",
        "sea cual sea tu cargo",
        expect.stringContaining("; presenta «X»"),
        expect.stringContaining("pregunta a quien administra la política"),
      ]),
    );
  });
});
