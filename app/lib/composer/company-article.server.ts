import type { Language } from "~/lib/site/languages";

/*
 * The article a company name takes, from the noun its name starts with. Portuguese puts an article
 * before every company: the feminine of "a empresa" ("da Acme", "a Natura") unless the name starts
 * with a masculine noun ("do Estúdio Lisboeta"), and none when the name brings its own ("de O
 * Boticário") or starts with a plural ("de Laboratórios Vitória": "os Laboratórios … paga" would
 * need every verb of the policy in the plural, and a bare name reads as one company). Spanish writes a name bare ("de Acme") unless
 * it starts with a common noun that takes one ("de la Clínica Alemana", "del Grupo Éxito"). A noun
 * missing from the lists below keeps the default; the phrase files write the Portuguese feminine
 * and no Spanish article, and `withCompanyArticle` turns them into the name's own.
 */

export type CompanyArticle = "feminine" | "masculine" | "none";

const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const nouns = (article: CompanyArticle, words: string): Array<[string, CompanyArticle]> =>
  words.split(/\s+/).map((word) => [fold(word), article]);

/** First nouns of company names, accents folded: a name spelled without them is the same noun. */
const PORTUGUESE_NOUNS = new Map<string, CompanyArticle>([
  ...nouns(
    "masculine",
    "estúdio grupo instituto banco centro colégio hospital hotel escritório ateliê atelier restaurante supermercado hipermercado armazém consórcio gabinete laboratório posto café clube museu jornal teatro externato infantário condomínio salão bar cartório consultório observatório conservatório stand talho mercado entreposto",
  ),
  ...nouns(
    "feminine",
    "clínica agência construtora farmácia padaria pastelaria escola fundação associação cooperativa companhia sociedade editora distribuidora transportadora imobiliária seguradora consultora consultoria loja livraria oficina fábrica casa universidade faculdade empresa metalúrgica ótica óptica mercearia quinta adega tipografia gráfica galeria leiloeira cervejaria marisqueira residencial pensão",
  ),
  ...nouns("none", "laboratórios armazéns estaleiros estúdios hotéis supermercados lojas farmácias clínicas oficinas indústrias edições"),
]);

const SPANISH_NOUNS = new Map<string, CompanyArticle>([
  ...nouns(
    "masculine",
    "grupo instituto banco centro colegio hospital hotel estudio consorcio despacho bufete taller laboratorio supermercado hipermercado almacén gabinete club restaurante sanatorio museo diario periódico",
  ),
  ...nouns(
    "feminine",
    "clínica agencia constructora farmacia panadería escuela fundación asociación cooperativa compañía sociedad editorial distribuidora transportadora inmobiliaria aseguradora consultora tienda librería universidad fábrica casa corporación empresa financiera academia galería imprenta óptica pastelería droguería cervecería naviera minera petrolera comercializadora importadora exportadora automotora",
  ),
]);

/** A name that starts with an article keeps it and takes none more ("de O Boticário", "de El Corte Inglés"). */
const OWN_ARTICLE: Partial<Record<Language, RegExp>> = { "pt-BR": /^(?:o|a|os|as)\s/iu, es: /^(?:el|la|los|las)\s/iu };

/** The article the policy puts before `name` in `language`. */
export function companyArticle(name: string, language: Language): CompanyArticle {
  const trimmed = name.replace(/^[\s"'«“(\\*_]+/u, "");
  const fallback: CompanyArticle = language === "pt-BR" ? "feminine" : "none";
  if (language === "en" || !trimmed) return fallback;
  if (OWN_ARTICLE[language]?.test(trimmed)) return "none";
  const first = fold(/^\p{L}+/u.exec(trimmed)?.[0] ?? "");
  return (language === "pt-BR" ? PORTUGUESE_NOUNS : SPANISH_NOUNS).get(first) ?? fallback;
}

/** The Portuguese feminine forms the phrase files write before a company, and each article's own. */
const PORTUGUESE_FORMS: Record<CompanyArticle, Record<string, string>> = {
  feminine: {},
  masculine: { a: "o", da: "do", na: "no", pela: "pelo", à: "ao", "da própria": "do próprio" },
  none: { a: "", da: "de", na: "em", pela: "por", à: "a", "da própria": "de" },
};

/** Spanish: the article alone, after "de", and after "a". */
const SPANISH_FORMS: Partial<Record<CompanyArticle, { bare: string; de: string; a: string }>> = {
  masculine: { bare: "el", de: "del", a: "al" },
  feminine: { bare: "la", de: "de la", a: "a la" },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const capitalised = (text: string, like: string) =>
  like.charAt(0) !== like.charAt(0).toLowerCase() ? text.charAt(0).toUpperCase() + text.slice(1) : text;
const MARKS = /[\uE000\uE001]/g;
/** What comes before a name that starts a sentence: a line's start (a list item's too) or a sentence's end. */
const SENTENCE_START = /\n[\t ]*(?:(?:[-*+]|\d+\.)[\t ]+)?$|[.!?][)*]*[\t ]+$/;
const LOOK_BACK = 40;

/**
 * `text` with the article before each `company` (the name exactly as placed in the text) made the
 * one its name takes. A sentence that starts with a Spanish name starts with its capitalised article.
 */
export function withCompanyArticle(text: string, company: string, language: Language): string {
  const name = company.replace(MARKS, "").replace(/\\/g, "");
  const article = companyArticle(name, language);
  if (!name.trim()) return text;
  const at = escape(company);
  if (language === "pt-BR") {
    const forms = PORTUGUESE_FORMS[article];
    if (Object.keys(forms).length === 0) return text;
    return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(da própria|pela|da|na|à|a)\\s+(?=${at})`, "giu"), (match, written: string) => {
      const form = forms[written.toLowerCase()] ?? written;
      return form ? `${capitalised(form, written)} ` : "";
    });
  }
  const forms = language === "es" ? SPANISH_FORMS[article] : undefined;
  if (!forms) return text;
  // The name is part of the match, so the search goes on after it: one article per name.
  return text.replace(
    new RegExp(`(?<![\\p{L}\\p{N}])(?:(de|a)\\s+)?${at}`, "giu"),
    (match, preposition: string | undefined, offset: number) => {
      if (preposition) return `${capitalised(forms[preposition.toLowerCase() as "de" | "a"], preposition)} ${company}`;
      // A few characters back are enough, and keep a long policy's many names from rescanning it.
      const before = (offset <= LOOK_BACK ? "\n" : "") + text.slice(Math.max(0, offset - LOOK_BACK), offset);
      const startsSentence = SENTENCE_START.test(before);
      return `${startsSentence ? capitalised(forms.bare, "X") : forms.bare} ${company}`;
    },
  );
}
