import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import es from "./es";

/*
 * The interface speaks to the owner with tú, as the site's own copy does ("Crea tu política");
 * the policies it writes speak to employees with usted (app/lib/composer/spanish-register.test.ts).
 * Decision 037. An usted form addressed to the reader anywhere in the Spanish catalogue switches
 * register in front of the owner, so none may appear.
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
