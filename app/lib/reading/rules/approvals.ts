import type { Money } from "../company-reading";
import type { ApprovalScope, ApprovalTier } from "~/lib/rulebook/policy-rules";
import { INTERNATIONAL } from "./places";
import { OVER, UNDER, amountsIn, before, type Figures, type SentenceReading } from "./sentence";
import { anyOf, clausesOf, test, wordsIn, type Clause, type Vocabulary } from "./shared";

/*
 * Approvals: who approves from which amount, for which trips or expenses.
 * approval: the words of approving; roleNoun: who approves; notQualifier and notBeforeRole: words
 * that are no part of a role before it ("must", "the"); qualifierAfter, notAfterOf, titleAfter: the
 * words that qualify it after ("socio director", "gerente da área"); notAName: capitals that are no
 * person ("Over $500"); finance, team: "the finance team"; aboveThat, aboveAtEnd, belowThat: tiers
 * that point to the one before ("acima disso, o sócio"); spending: "the CEO's trips"; the rest are
 * the scopes of a tier.
 */

// prettier-ignore
const WORDS: Vocabulary<
  | "approval" | "roleNoun" | "notQualifier" | "notBeforeRole" | "qualifierAfter" | "notAfterOf" | "titleAfter" | "notAName"
  | "finance" | "team" | "entertainment" | "lodging" | "airfare" | "aboveThat" | "aboveAtEnd" | "belowThat" | "spending"
> = {
  en: {
    approval: ["approv\\w*", "authori[sz]\\w*", "sign[- ]?offs?", "signs? off", "ok from", "the ok"],
    roleNoun: ["managers?", "directors?", "owners?", "ceo", "cfo", "coo", "cto", "vp", "vice president", "president[ae]?", "partners?",
      "controller", "head", "supervisor[ae]?s?", "vice ?president[ae]?s?", "vicepresident[ae]?s?", "lead", "boss", "founders?", "finance",
      "accounting", "principal", "board"],
    notQualifier: ["approves?", "must", "has", "have", "needs?", "should", "will", "signs?", "them", "it", "any", "all", "anything",
      "everything", "expenses?", "trips?", "over", "above", "up", "below", "under", "and", "or", "is", "are", "for", "approval", "sign",
      "off", "ok", "okay", "prior", "written", "needed", "required", "required\\.", "that", "then"],
    notBeforeRole: ["the", "our", "an?", "their", "your", "by", "from", "of", "who"],
    qualifierAfter: ["finance", "operations", "sales", "hr", "general", "of finance", "of operations", "regional", "senior"],
    notAfterOf: [],
    titleAfter: ["general", "partner", "manager", "officer"],
    notAName: ["Over", "Above", "Up", "Below", "All", "Every"],
    finance: ["finance"],
    team: ["team", "department"],
    entertainment: ["client (?:dinners?|meals?|entertainment)", "entertainment"],
    lodging: ["hotel\\w*", "lodging"],
    airfare: ["flights?", "airfare"],
    aboveThat: ["above that", "over that", "beyond that", "more than that"],
    aboveAtEnd: ["above", "beyond"],
    belowThat: ["below that", "under that", "otherwise", "below this", "under this"],
    spending: ["trips", "travel", "expenses", "spend"],
  },
  es: {
    approval: ["aprob\\w*", "aprueb\\w*", "autoriz\\w*", "visto bueno", "ok del?", "el ok", "valida\\w*", "firma\\w*"],
    roleNoun: ["directora?", "directores", "president[ae]?", "supervisor[ae]?s?", "vice ?president[ae]?s?", "vicepresident[ae]?s?",
      "gerentes?", "jef[ae]s?", "socios?", "socias?", "duen[oa]s?", "administrador[ae]?s?", "contralor", "finanzas", "coordinador[ae]?s?",
      "responsables?", "fundador[ae]?s?", "contador[ae]?s?", "lider", "directorio", "gerencia", "junta", "consejo", "comites?", "comite",
      "tesorer[oa]"],
    notQualifier: ["aprueba\\w*", "autoriza\\w*", "debe", "tiene", "los", "las", "lo", "la", "le", "gastos?", "viajes?", "hasta", "mas",
      "sobre", "de", "del", "y", "o", "es", "son", "para", "aprobacion", "autorizacion", "ok", "previa", "previo", "por", "escrito",
      "requerida", "necesaria", "eso", "entonces"],
    notBeforeRole: ["el", "la", "los", "las", "nuestro", "nuestra", "su", "con", "al", "que"],
    qualifierAfter: ["direct[oa]", "inmediat[oa]", "medic[oa]", "tecnic[oa]", "de area", "del area", "de la area", "financier[oa]",
      "general", "comercial", "ejecutiv[oa]", "de finanzas", "de operaciones", "de administracion", "administrativ[oa]", "de proyecto",
      "del proyecto", "regional", "de ventas", "juridic[oa]", "de rrhh", "directiv[oa]", "de accionistas", "de socios"],
    notAfterOf: ["los", "las", "la", "el", "mas", "hasta", "sobre", "ese", "esa", "eso", "cada", "todo", "todos", "toda", "todas", "un",
      "una", "area"],
    titleAfter: ["director[a]?", "general"],
    notAName: ["Hasta", "Todos", "Todas"],
    finance: ["finanzas"],
    team: ["equipo", "departamento", "area"],
    entertainment: ["representacion", "entretenimiento", "atencion a clientes",
      "(?:comidas|cenas|almuerzos|refeicoes|jantares|almocos) co[mn] clientes"],
    lodging: ["hotel\\w*", "hospedaje\\w*", "alojamiento\\w*"],
    airfare: ["vuelos?", "pasajes? aereos?"],
    aboveThat: ["por encima de eso", "arriba de eso", "arriba de ese monto", "mas alla de eso", "sobre ese monto"],
    aboveAtEnd: ["arriba", "por encima"],
    belowThat: ["por debajo de eso", "debajo de eso", "menos que eso", "bajo ese monto", "hasta ese monto"],
    spending: ["gastos", "viajes"],
  },
  pt: {
    approval: ["aprov\\w*", "autoriz\\w*", "ok d[oa]", "o ok", "valida\\w*", "assina\\w*"],
    roleNoun: ["president[ae]?", "supervisor[ae]?s?", "vice ?president[ae]?s?", "gerentes?", "socios?", "socias?", "administrador[ae]?s?",
      "contador[ae]?s?", "diretor[ae]?s?", "donos?", "donas?", "financeiro", "coordenador[ae]?s?", "gestor[ae]?s?", "lider", "chefe",
      "diretoria", "gerencia", "comites?", "comite", "conselho", "comissao", "tesoureiro"],
    notQualifier: ["aprova\\w*", "autoriza\\w*", "deve", "tem", "precisa", "despesas?", "viagens?", "ate", "acima", "abaixo", "mais",
      "sobre", "de", "da", "do", "e", "o", "ou", "sao", "para", "aprovacao", "autorizacao", "ok", "previa", "previo", "por", "escrito",
      "necessaria", "obrigatoria", "isso", "disso", "entao"],
    notBeforeRole: ["o", "a", "os", "as", "nosso", "nossa", "seu", "sua", "com", "pelo", "pela", "ao", "que"],
    qualifierAfter: ["diret[oa]", "imediat[oa]", "medic[oa]", "tecnic[oa]", "de area", "da area", "financeir[oa]", "geral", "comercial",
      "executiv[oa]", "de financas", "de operacoes", "administrativ[oa]", "do projeto", "regional", "de vendas", "juridic[oa]", "de rh",
      "diretiv[oa]"],
    notAfterOf: ["mais", "ate", "sobre", "esse", "essa", "isso", "cada", "todo", "todos", "toda", "todas", "um", "uma", "area"],
    titleAfter: ["diretor[a]?"],
    notAName: ["Acima", "Todos", "Todas"],
    finance: ["financeiro"],
    team: ["equipe", "departamento", "area"],
    entertainment: ["(?:comidas|cenas|almuerzos|refeicoes|jantares|almocos) co[mn] clientes"],
    lodging: ["hotel\\w*", "hospedage\\w*"],
    airfare: ["passagens? aereas?", "voos?"],
    aboveThat: ["acima disso", "acima desse valor"],
    aboveAtEnd: ["acima"],
    belowThat: ["abaixo disso", "abaixo desse valor", "abaixo disto", "ate esse valor"],
    spending: ["despesas", "viagens"],
  },
};

const APPROVAL = wordsIn(WORDS, "approval");
/** Nouns that name who approves: a role ("practice manager", "socio director") or a person ("Dr. Patel"). */
export const ROLE_NOUN = wordsIn(WORDS, "roleNoun");
const PERSON = /\b(?:[Dd]ra?|[Mm]rs?|[Mm]s|[Ss]ra?)\.?\s+[A-Z][a-z]+|\b[A-Z][a-z]+ [A-Z][a-z]+\b/;
const NOT_A_NAME = new RegExp(String.raw`^${anyOf(WORDS, "notAName")}\b`);
const APPROVER_STOP = new RegExp(`^${anyOf(WORDS, "notQualifier")}$`);
const NOT_BEFORE_ROLE = new RegExp(String.raw`^(?:${anyOf(WORDS, "notBeforeRole")}|\d+k?)$`);
const ROLE_SUFFIX = new RegExp(
  String.raw`^(?:-[a-z]+|${anyOf(WORDS, "qualifierAfter")}|(?:de|da|do|del) (?!${anyOf(WORDS, "notAfterOf")}\b)[a-z]{4,})\b`,
);
const TITLE_AFTER = new RegExp(String.raw`^${anyOf(WORDS, "titleAfter")}\b`);
const FINANCE = new RegExp(`^${anyOf(WORDS, "finance")}$`, "i");
const TEAM = wordsIn(WORDS, "team");

/** A tier's scope: "international trips", "client dinners", "hotels", "flights". */
const ENTERTAINMENT = wordsIn(WORDS, "entertainment");
const LODGING = wordsIn(WORDS, "lodging");
const AIRFARE = wordsIn(WORDS, "airfare");
/** "The CEO's trips need…": a tier for a role's own spending. */
const ROLE_SPENDING = new RegExp(String.raw`^(?:the |los |las |os |as )?([a-z][a-z ]{2,30}?)(?:'s?)?\s+${anyOf(WORDS, "spending")}\b`);

/** Who approves within a clause: the role noun with the words that qualify it, as the user wrote them. */
function approverIn(sentence: SentenceReading, clause: Clause, approvalWord: boolean): string | undefined {
  const original = sentence.text.slice(clause.start, clause.end);
  // A person's name approves only in a sentence about approving: "up to $325 in New York" is a place.
  const person = approvalWord ? PERSON.exec(original) : null;
  if (person && !NOT_A_NAME.test(person[0])) return person[0].trim();
  const noun = ROLE_NOUN.exec(clause.text);
  if (!noun) return undefined;
  let start = noun.index;
  let end = noun.index + noun[0].length;
  // Up to two qualifying words before ("practice manager", "line manager", "managing partner").
  for (let count = 0; count < 2; count += 1) {
    const previous = /([a-z&]+)\s+$/.exec(clause.text.slice(0, start));
    if (!previous?.[1] || APPROVER_STOP.test(previous[1]) || NOT_BEFORE_ROLE.test(previous[1])) break;
    start = previous.index;
  }
  // Qualifying words after ("socio director", "gerente da área", "director financiero").
  for (let count = 0; count < 2; count += 1) {
    const rest = clause.text.slice(end).replace(/^\s+/, "");
    const gap = clause.text.length - end - rest.length;
    const suffix = ROLE_SUFFIX.exec(rest) ?? TITLE_AFTER.exec(rest);
    if (!suffix) break;
    end += gap + suffix[0].length;
  }
  const words = original
    .slice(start - 0, end)
    .trim()
    .replace(/'s$/, "");
  if (FINANCE.test(words) && TEAM.test(clause.text)) {
    return words;
  }
  return words.length >= 2 && words.length <= 60 ? words : undefined;
}

function scopeOf(text: string): ApprovalScope {
  if (INTERNATIONAL.test(text)) return { kind: "international" };
  if (ENTERTAINMENT.test(text)) return { kind: "category", category: "entertainment" };
  if (LODGING.test(text)) return { kind: "category", category: "lodging" };
  if (AIRFARE.test(text)) return { kind: "category", category: "airfare" };
  return { kind: "all" };
}

const ABOVE_THAT = new RegExp(String.raw`\b${anyOf(WORDS, "aboveThat")}\b|\b${anyOf(WORDS, "aboveAtEnd")}[.!]?\s*$`);
const BELOW_THAT = wordsIn(WORDS, "belowThat");

export function readApproval(sentence: SentenceReading, figures: Figures): boolean {
  const lower = sentence.lower;
  const approvalWord = test(APPROVAL, lower);
  const parts = clausesOf(lower);
  const tiers: ApprovalTier[] = [];
  const scope = scopeOf(lower);
  let pendingAbove: { money: Money } | undefined;
  let pendingAboveThat = false;
  for (const clause of parts) {
    const amounts = amountsIn(sentence, clause);
    const over = amounts.find((amount) => OVER.test(before(sentence, amount)));
    const upTo = amounts.find((amount) => UNDER.test(before(sentence, amount)));
    const approver = approverIn(sentence, clause, approvalWord);
    if (!approver) {
      // "over $1,000, the practice manager" / "acima disso, o sócio" put the approver in the next clause.
      if (over && (approvalWord || parts.length > 1)) pendingAbove = { money: sentence.take(over) };
      if (ABOVE_THAT.test(clause.text)) pendingAboveThat = true;
      continue;
    }
    if (over) {
      tiers.push({ above: sentence.take(over), upTo: null, approver, scope, provenance: sentence.words() });
    } else if (upTo) {
      const ceiling = sentence.take(upTo);
      tiers.push({ above: { amount: 0, currency: ceiling.currency }, upTo: ceiling, approver, scope, provenance: sentence.words() });
    } else if (pendingAbove) {
      tiers.push({ above: pendingAbove.money, upTo: null, approver, scope, provenance: sentence.words() });
      pendingAbove = undefined;
    } else if ((ABOVE_THAT.test(clause.text) || pendingAboveThat) && [...tiers, ...figures.rules.approvals].some((tier) => tier.upTo)) {
      // "Até R$ 3.000 o gestor aprova; acima disso, o sócio": "that" is the last ceiling, in this sentence or the one before.
      pendingAboveThat = false;
      const ceiling = [...tiers, ...figures.rules.approvals]
        .filter((tier) => tier.upTo)
        .reduce((high, tier) => (tier.upTo!.amount > high.upTo!.amount ? tier : high));
      tiers.push({ above: ceiling.upTo!, upTo: null, approver, scope, provenance: sentence.words() });
    } else if (BELOW_THAT.test(clause.text) && tiers.length > 0) {
      const lowest = tiers.reduce((low, tier) => (tier.above.amount < low.above.amount ? tier : low));
      tiers.push({
        above: { amount: 0, currency: lowest.above.currency },
        upTo: lowest.above,
        approver,
        scope,
        provenance: sentence.words(),
      });
    } else if (approvalWord && amounts.length === 0 && sentence.free().length === 0 && tiers.length === 0 && parts.length <= 3) {
      // "All international trips need the CEO's approval": every amount of the scope.
      const roleScope = ROLE_SPENDING.exec(clause.text);
      tiers.push({
        above: { amount: 0, currency: figures.currency },
        upTo: null,
        approver,
        scope: roleScope?.[1] && ROLE_NOUN.test(roleScope[1]) && scope.kind === "all" ? { kind: "role", role: roleScope[1] } : scope,
        provenance: sentence.words(),
      });
    }
  }
  if (tiers.length === 0 || (!approvalWord && tiers.every((tier) => tier.above.amount === 0 && tier.upTo === null))) return false;
  if (!approvalWord && !tiers.some((tier) => tier.above.amount > 0 || tier.upTo)) return false;
  figures.rules.approvals.push(...tiers);
  return true;
}

/** Tiers in ascending order per scope, each ending where the next of its scope starts. */
export function orderApprovals(tiers: ApprovalTier[]): ApprovalTier[] {
  const key = (scope: ApprovalScope) => JSON.stringify(scope);
  const sorted = [...tiers].sort((a, b) => key(a.scope).localeCompare(key(b.scope)) || a.above.amount - b.above.amount);
  return sorted.map((tier, index) => {
    const next = sorted[index + 1];
    if (tier.upTo || !next || key(next.scope) !== key(tier.scope) || next.above.amount <= tier.above.amount) return tier;
    return { ...tier, upTo: next.above };
  });
}
