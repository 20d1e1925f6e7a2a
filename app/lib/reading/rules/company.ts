import { anyOf, type Vocabulary } from "./shared";
import type { Figures, SentenceReading } from "./sentence";

/*
 * Who the company is: how many people ("120 trabajadores", "we're a team of 40") and its trade.
 * people: what a headcount counts; teamOf: the words before a bare headcount; about: "about 40";
 * industries: the trade, as written ("mining contractor", "escritório de advocacia").
 */

// prettier-ignore
const WORDS: Vocabulary<"people" | "teamOf" | "about" | "industries"> = {
  en: {
    people: ["people", "persons?", "employees", "staff", "workers", "team members", "colleagues", "headcount", "lawyers", "attorneys",
      "consultants", "engineers", "doctors", "agents", "ppl", "devs", "developers", "designers", "auditors", "architects", "researchers", "of us"],
    teamOf: ["team of", "we are", "we're", "were", "headcount(?: is| of)?:?"],
    about: ["about", "around", "approx\\.?"],
    industries: ["mining contractor", "mining", "consultancy", "consulting", "engineering", "software", "technology", "tech", "fintech",
      "construction", "retail", "logistics", "transport", "healthcare", "health", "manufacturing", "agriculture", "education", "law firm",
      "marketing", "advertising", "pharmaceutical", "energy", "hospitality", "tourism", "tour operator", "finance", "financial services",
      "nonprofit", "ngo", "real estate", "architecture", "media", "design", "food", "restaurants?", "accounting", "audit", "telecom",
      "insurance", "automotive", "oil and gas", "textile", "dental", "clinic", "veterinary"],
  },
  es: {
    people: ["empleados", "empleadas", "personas", "trabajadores", "colaboradores", "colaboradoras", "funcionarios", "funcionarias",
      "socios", "abogados", "consultores", "ingenieros", "medicos", "agentes", "desarrolladores", "disenadores", "auditores", "arquitectos",
      "investigadores"],
    teamOf: ["equipo de", "plantilla de", "somos", "son", "somos unos"],
    about: ["unos", "unas", "cerca de"],
    industries: ["minera", "minero", "mineria", "consultora", "consultoria", "ingenieria", "tecnologia", "construccion", "logistica",
      "transporte", "salud", "manufactura", "fabrica", "agricola", "agro", "educacion", "despacho de abogados", "estudio juridico",
      "publicidad", "farmaceutica", "energia", "hoteleria", "turismo", "operador turistico", "servicios financieros", "ong", "inmobiliaria",
      "arquitectura", "diseno", "alimentos", "restaurantes?", "contabilidad", "auditoria", "telecomunicaciones", "seguros", "automotriz",
      "petroleo", "textil", "clinica", "veterinaria"],
  },
  pt: {
    people: ["pessoas", "trabalhadores", "empregados", "colaboradores", "funcionarios", "socios", "advogados", "consultores", "engenheiros",
      "medicos", "agentes", "desenvolvedores", "designers", "auditores", "arquitetos", "cooperados"],
    teamOf: ["equipe de", "somos", "sao", "somos uns"],
    about: ["uns", "umas"],
    industries: ["mineracao", "consultoria", "engenharia", "tecnologia", "construtora", "construcao", "logistica", "transporte", "saude",
      "manufatura", "fabrica", "agricola", "agro", "agronegocio", "educacao", "escritorio de advocacia", "advocacia", "farmaceutica",
      "energia", "turismo", "servicos financeiros", "ong", "imobiliaria", "arquitetura", "alimentos", "restaurantes?", "contabilidade",
      "auditoria", "telecomunicacoes", "seguros", "automotiva", "petroleo", "textil", "clinica", "veterinaria"],
  },
};

// A count starts where its number starts (never inside a run of digits: that would be quadratic).
const PEOPLE = new RegExp(String.raw`(?<!\d[.,]?)(\d[\d.,]*)\s*[- ]?\s*(?:(?:full[- ]time|fte)\s+)?${anyOf(WORDS, "people")}\b`);
const TEAM_OF = new RegExp(
  String.raw`\b${anyOf(WORDS, "teamOf")}\s+(?:${anyOf(WORDS, "about")} )?(\d[\d.,]*)\b(?!\s*(?:%|years|anos|dias|days|k\b))`,
);

const NOW_WE_ARE =
  /\b(?:ya somos|ahora somos|hoy somos|agora somos|ja somos|now we(?:'re| are)|we'?re now|today we'?re)\s+(\d{1,3}(?:[.,]\d{3})*|\d+)\b/;
const IN_TOTAL =
  /(?<![\d.,])(\d{1,3}(?:[.,]\d{3})*|\d+)\s+(?:\p{L}+\s+)?(?:en total|in total|in all|all told|ao todo|no total)\b|\b(?:en total|in total|ao todo|no total|total(?: of| de)?)\s+(?:de\s+|somos\s+|are\s+|we are\s+)?(\d{1,3}(?:[.,]\d{3})*|\d+)\b/u;

export function readHeadcount(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.headcount !== null) return false;
  const match = PEOPLE.exec(sentence.lower) ?? TEAM_OF.exec(sentence.lower);
  // "En la oficina somos 25 y hay 10 técnicos de campo, o sea 35 en total": the total is the headcount.
  const total = match ? IN_TOTAL.exec(sentence.lower) : null;
  // "35 personas (bueno, ya somos 42 desde octubre)": the count now is the headcount.
  const now = match ? NOW_WE_ARE.exec(sentence.lower) : null;
  const count = match ? Number((now?.[1] ?? total?.[1] ?? total?.[2] ?? match[1] ?? "").replace(/[.,]/g, "")) : NaN;
  if (!Number.isInteger(count) || count <= 0 || count > 1_000_000) return false;
  figures.headcount = count;
  return true;
}

const INDUSTRIES = new RegExp(String.raw`\b(${anyOf(WORDS, "industries")})\b`);

export function readIndustry(sentence: SentenceReading, figures: Figures): boolean {
  if (figures.industry !== null) return false;
  // "Meals: $80 a day — actually make it 90, food's gone up": a sentence of limits speaks of spending, not the trade.
  if (sentence.amounts.some((amount) => sentence.isMoney(amount))) return false;
  const match = INDUSTRIES.exec(sentence.lower);
  if (!match) return false;
  figures.industry = sentence.text.slice(match.index, match.index + match[0].length);
  return false; // the industry alone does not place a sentence: it usually says more
}
