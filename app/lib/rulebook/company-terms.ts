import type { Language } from "~/lib/site/languages";

/*
 * Common job titles and industries in the three languages, so a version written in one language
 * names the company's approvers, roles and sector in its own words: a Spanish description's
 * "socio director" is the "managing partner" of the English version and the "sócio-diretor" of the
 * Portuguese one; "auditoría" is "auditing". Terms the lists do not know (a person's name, a
 * niche title) stay exactly as the company wrote them.
 */

/** A term's usual form in each language, then other forms each language also uses. */
type Term = Record<Language, string> & { also?: Partial<Record<Language, string[]>> };

export const TITLES: Term[] = [
  {
    en: "line manager",
    es: "jefe directo",
    "pt-BR": "gestor direto",
    also: { en: ["direct manager"], es: ["jefe inmediato", "jefa directa"], "pt-BR": ["gestor imediato", "superior direto"] },
  },
  {
    en: "finance",
    es: "finanzas",
    "pt-BR": "financeiro",
    also: {
      en: ["finance team", "finance department"],
      es: ["área de finanzas", "departamento de finanzas"],
      "pt-BR": ["departamento financeiro", "área financeira"],
    },
  },
  {
    en: "finance director",
    es: "director financiero",
    "pt-BR": "diretor financeiro",
    also: { es: ["directora financiera", "gerente de finanzas"], "pt-BR": ["diretora financeira", "gerente financeiro"] },
  },
  {
    en: "general manager",
    es: "gerente general",
    "pt-BR": "gerente-geral",
    also: { es: ["director general", "directora general"], "pt-BR": ["diretor-geral", "diretor geral", "gerente geral"] },
  },
  {
    en: "managing partner",
    es: "socio director",
    "pt-BR": "sócio-diretor",
    also: { es: ["socio gerente", "socia directora"], "pt-BR": ["sócio diretor", "sócio-gerente", "sócio gerente"] },
  },
  { en: "partners", es: "socios", "pt-BR": "sócios" },
  {
    en: "project manager",
    es: "jefe de proyecto",
    "pt-BR": "gerente de projeto",
    also: { es: ["gerente de proyecto", "jefa de proyecto"] },
  },
  { en: "area manager", es: "gerente de área", "pt-BR": "gerente da área", also: { es: ["jefe de área"], "pt-BR": ["gerente de área"] } },
  { en: "area managers", es: "gerentes de área", "pt-BR": "gerentes de área" },
  { en: "country manager", es: "gerente de país", "pt-BR": "gerente do país", also: { es: ["gerente país"] } },
  { en: "manager", es: "gerente", "pt-BR": "gerente" },
  { en: "operations manager", es: "gerente de operaciones", "pt-BR": "gerente de operações", also: { en: ["ops manager"] } },
  { en: "practice manager", es: "gerente de la práctica", "pt-BR": "gerente da prática" },
  {
    en: "VP Finance",
    es: "vicepresidente de finanzas",
    "pt-BR": "vice-presidente de finanças",
    also: { en: ["VP of Finance", "vice president of finance", "vice president finance"] },
  },
  { en: "engineering manager", es: "gerente de ingeniería", "pt-BR": "gerente de engenharia" },
  { en: "department head", es: "jefe de departamento", "pt-BR": "chefe de departamento", also: { en: ["head of department"] } },
  { en: "directors", es: "directores", "pt-BR": "diretores" },
  { en: "managers", es: "gerentes", "pt-BR": "gerentes" },
  {
    en: "sales representatives",
    es: "representantes de ventas",
    "pt-BR": "representantes de vendas",
    also: { en: ["sales reps"], es: ["vendedores"], "pt-BR": ["vendedores"] },
  },
  { en: "employees", es: "empleados", "pt-BR": "funcionários", also: { en: ["staff"], es: ["colaboradores"], "pt-BR": ["colaboradores"] } },
  {
    en: "executive director",
    es: "director ejecutivo",
    "pt-BR": "diretor executivo",
    also: { es: ["directora ejecutiva"], "pt-BR": ["diretora executiva"] },
  },
];

const INDUSTRIES: Term[] = [
  { en: "auditing", es: "auditoría", "pt-BR": "auditoria", also: { en: ["audit"] } },
  {
    en: "finance",
    es: "finanzas",
    "pt-BR": "finanças",
    also: { en: ["financial services"], es: ["servicios financieros"], "pt-BR": ["serviços financeiros"] },
  },
  { en: "consulting", es: "consultoría", "pt-BR": "consultoria", also: { en: ["consultancy"], es: ["consultora"] } },
  { en: "technology", es: "tecnología", "pt-BR": "tecnologia", also: { en: ["tech"] } },
  { en: "architecture", es: "arquitectura", "pt-BR": "arquitetura" },
  { en: "engineering", es: "ingeniería", "pt-BR": "engenharia" },
  {
    en: "legal services",
    es: "servicios legales",
    "pt-BR": "serviços jurídicos",
    also: { en: ["law", "legal"], es: ["legal", "jurídico", "derecho"], "pt-BR": ["jurídico", "direito", "advocacia"] },
  },
  { en: "advertising", es: "publicidad", "pt-BR": "publicidade" },
  { en: "mining", es: "minería", "pt-BR": "mineração" },
  { en: "logistics", es: "logística", "pt-BR": "logística" },
  { en: "transport", es: "transporte", "pt-BR": "transporte", also: { en: ["transportation", "trucking"] } },
  { en: "construction", es: "construcción", "pt-BR": "construção" },
  {
    en: "manufacturing",
    es: "manufactura",
    "pt-BR": "manufatura",
    also: { es: ["industria", "fabricación"], "pt-BR": ["indústria", "fabricação"] },
  },
  { en: "healthcare", es: "salud", "pt-BR": "saúde", also: { en: ["health care", "health"] } },
  { en: "hospitality", es: "hotelería", "pt-BR": "hotelaria" },
  { en: "tourism", es: "turismo", "pt-BR": "turismo", also: { en: ["travel"] } },
  { en: "retail", es: "comercio minorista", "pt-BR": "varejo" },
  { en: "energy", es: "energía", "pt-BR": "energia" },
  { en: "education", es: "educación", "pt-BR": "educação" },
  {
    en: "non-profit",
    es: "sin fines de lucro",
    "pt-BR": "sem fins lucrativos",
    also: { en: ["nonprofit", "NGO"], es: ["ONG"], "pt-BR": ["ONG", "terceiro setor"] },
  },
  { en: "publishing", es: "editorial", "pt-BR": "editorial" },
  { en: "wine", es: "vitivinícola", "pt-BR": "vinícola" },
  {
    en: "food",
    es: "alimentos",
    "pt-BR": "alimentos",
    also: { en: ["food distribution"], es: ["alimentación"], "pt-BR": ["alimentação"] },
  },
  { en: "agriculture", es: "agricultura", "pt-BR": "agronegócio", also: { es: ["agro"], "pt-BR": ["agricultura", "agro"] } },
  { en: "pharmaceutical", es: "farmacéutico", "pt-BR": "farmacêutico", also: { en: ["pharma"] } },
  { en: "real estate", es: "inmobiliario", "pt-BR": "imobiliário" },
  { en: "insurance", es: "seguros", "pt-BR": "seguros" },
  { en: "telecommunications", es: "telecomunicaciones", "pt-BR": "telecomunicações", also: { en: ["telecom"] } },
];

const LANGUAGES_OF_TERMS = ["en", "es", "pt-BR"] as const;
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s-]+/g, " ")
    .trim();
/** An article before a title ("the CFO", "el socio director", "o financeiro") is not part of it. */
const ARTICLE = /^(?:the|el|la|los|las|o|a|os|as)\s+/iu;

/** As written but for case and spacing: "auditoría" is not yet the Portuguese "auditoria". */
const spelled = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s-]+/g, " ")
    .trim();
const formsIn = (term: Term, language: Language) => [term[language], ...(term.also?.[language] ?? [])];

/** A term in the version's language, capitalised as the company wrote it; unknown words as written. */
function translator(terms: Term[]): (words: string, language: Language) => string {
  const byForm = new Map<string, Term>();
  for (const term of terms)
    for (const language of LANGUAGES_OF_TERMS)
      for (const form of formsIn(term, language)) if (!byForm.has(fold(form))) byForm.set(fold(form), term);
  return (words, language) => {
    const bare = words.trim().replace(ARTICLE, "");
    const term = byForm.get(fold(bare));
    // Unknown, or already a word of this language ("vendedores" stays in Spanish, and "jefe de area"
    // typed without its accent too): as the company wrote it. Only another language's exact spelling
    // ("auditoría" in a Portuguese version) is translated.
    if (!term || formsIn(term, language).map(spelled).includes(spelled(bare))) return words;
    const otherSpelling = LANGUAGES_OF_TERMS.some(
      (other) => other !== language && formsIn(term, other).map(spelled).includes(spelled(bare)),
    );
    if (!otherSpelling && formsIn(term, language).map(fold).includes(fold(bare))) return words;
    const written = term[language];
    const capital = /^\p{Lu}/u.test(bare) && !/^\p{Lu}/u.test(written);
    return capital ? written[0]!.toUpperCase() + written.slice(1) : written;
  };
}

/** A job title (an approver, a role) in the version's language. */
export const titleIn = translator(TITLES);
/** The company's sector in the version's language. */
export const industryIn = translator(INDUSTRIES);
