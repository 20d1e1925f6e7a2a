import type { Money } from "../company-reading";
import type { ApprovalScope, ApprovalTier } from "~/lib/rulebook/policy-rules";
import { INTERNATIONAL } from "./places";
import { OVER, UNDER, amountsIn, before, type Figures, type SentenceReading } from "./sentence";
import { plain } from "../text";
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
    roleNoun: ["managers?", "directors?", "owners?", "ceo", "cfo", "coo", "cto", "md", "vp", "vice president", "president[ae]?", "partners?",
      "controller", "(?<!\\bper )(?<!\\ba )head", "supervisor[ae]?s?", "vice ?president[ae]?s?", "vicepresident[ae]?s?", "lead", "boss", "founders?", "finance",
      "accounting", "principal", "board"],
    notQualifier: ["approves?", "must", "has", "have", "needs?", "should", "will", "signs?", "them", "it", "any", "all", "anything",
      "everything", "expenses?", "trips?", "over", "above", "up", "below", "under", "and", "or", "is", "are", "for", "approval", "sign",
      "off", "ok", "okay", "prior", "written", "needed", "required", "required\\.", "that", "then", "requires?", "per"],
    notBeforeRole: ["the", "our", "an?", "their", "your", "by", "from", "of", "who", "per"],
    qualifierAfter: ["finance", "operations", "sales", "hr", "general", "of finance", "of operations", "regional", "senior",
      "of (?:department|the department|sales|people|engineering|delivery|practice)"],
    notAfterOf: [],
    titleAfter: ["general", "partner", "manager", "officer"],
    notAName: ["Over", "Above", "Up", "Below", "All", "Every"],
    finance: ["finance"],
    team: ["team", "department"],
    entertainment: ["client (?:dinners?|meals?|lunches?|entertainment|bills?)", "(?:dinners?|meals?|lunches?) with (?:a |the )?clients?", "entertainment", "per head", "per attendee", "hospitality", "per event"],
    lodging: ["hotel\\w*", "lodging"],
    airfare: ["flights?", "airfare"],
    aboveThat: ["above that", "over that", "beyond that", "more than that", "anything more", "from there up",
      "anything (?:bigger|larger|higher|else above)"],
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
    notBeforeRole: ["el", "la", "los", "las", "nuestro", "nuestra", "su", "con", "al", "que", "del", "de", "soy", "ok"],
    qualifierAfter: ["direct[oa]", "inmediat[oa]", "medic[oa]", "tecnic[oa]", "de area", "del area", "de la area", "financier[oa]",
      "general", "comercial", "ejecutiv[oa]", "de finanzas", "de operaciones", "de administracion", "administrativ[oa]", "de proyecto",
      "del proyecto", "regional", "de ventas", "juridic[oa]", "de rrhh", "directiv[oa]", "de accionistas", "de socios"],
    notAfterOf: ["los", "las", "la", "el", "mas", "hasta", "sobre", "ese", "esa", "eso", "cada", "todo", "todos", "toda", "todas", "un",
      "una", "area"],
    titleAfter: ["director[a]?", "general", "gerente"],
    notAName: ["Hasta", "Todos", "Todas"],
    finance: ["finanzas"],
    team: ["equipo", "departamento", "area"],
    entertainment: ["representacion", "entretenimiento", "atenciones? a clientes", "por comensal",
      "(?:comidas?|cenas?|almuerzos?) con (?:el |un |los )?clientes?", "cuentas? (?:de|con) (?:el |un |los )?clientes?"],
    lodging: ["hotel\\w*", "hospedaje\\w*", "alojamiento\\w*"],
    airfare: ["vuelos?", "pasajes? aereos?"],
    aboveThat: ["por encima de eso", "arriba de eso", "mas que eso", "lo que pase de eso", "arriba de ese monto", "mas alla de eso", "sobre ese monto", "de ahi (?:para|pa) arriba",
      "de ahi en adelante", "de ahi hacia arriba"],
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
    notBeforeRole: ["o", "a", "os", "as", "nosso", "nossa", "seu", "sua", "com", "pelo", "pela", "ao", "que", "do", "da", "dos", "das", "sou", "e", "eu", "ok"],
    qualifierAfter: ["diret[oa]", "imediat[oa]", "medic[oa]", "tecnic[oa]", "de area", "da area", "financeir[oa]", "geral", "comercial",
      "executiv[oa]", "de financas", "de operacoes", "administrativ[oa]", "do projeto", "regional", "de vendas", "juridic[oa]", "de rh",
      "diretiv[oa]"],
    notAfterOf: ["mais", "ate", "sobre", "esse", "essa", "isso", "cada", "todo", "todos", "toda", "todas", "um", "uma", "area"],
    titleAfter: ["diretor[a]?"],
    notAName: ["Acima", "Todos", "Todas"],
    finance: ["financeiro"],
    team: ["equipe", "departamento", "area"],
    entertainment: ["(?:refeicoes|refeicao|jantar(?:es)?|almocos?) com (?:o |um |os )?clientes?", "contas? (?:de|com) (?:o |um |os )?clientes?",
      "representacao", "entretenimento", "por convidado"],
    lodging: ["hotel\\w*", "hospedage\\w*"],
    airfare: ["passage(?:m|ns) aereas?", "voos?"],
    aboveThat: ["acima disso", "acima desse valor", "dai (?:pra|para) cima", "dali (?:pra|para) cima"],
    aboveAtEnd: ["acima"],
    belowThat: ["abaixo disso", "abaixo desse valor", "abaixo disto", "ate esse valor"],
    spending: ["despesas", "viagens"],
  },
};

const APPROVAL = wordsIn(WORDS, "approval");
/** Nouns that name who approves: a role ("practice manager", "socio director") or a person ("Dr. Patel"). */
export const ROLE_NOUN = wordsIn(WORDS, "roleNoun");
const TITLED = /\b(?:[Dd]ra?|[Mm]rs?|[Mm]s|[Ss]ra?|[Dd]o[nñ]a?)\.?\s+\p{Lu}\p{Ll}+/u;
const PERSON = /\b(?:[Dd]ra?|[Mm]rs?|[Mm]s|[Ss]ra?|[Dd]o[nñ]a?)\.?\s+\p{Lu}\p{Ll}+|(?<![\p{L}])\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+(?![\p{L}])/u;
/** "Don Ramón, el presidente", "Karen, our office manager": the role in apposition after a person's name. */
const APPOSITION = /^\s*,\s*(?:el|la|the|our|nuestro|nuestra|o|a|nosso|nossa)\s+([a-z][a-z ]{2,40}?)\s*(?:[,.;)]|$)/;
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
/**
 * The agent of approving, when the sentence names it: "approved by the Department Manager",
 * "requires the prior written approval of the Chief Financial Officer", "aprobados por el Responsable
 * Jerárquico", "aprobación previa del Consejero Delegado", "aprovação prévia do Diretor da Área".
 */
const AGENT =
  /\b(?:(?:approved|authori[sz]ed|signed(?: off)?|countersigned|cleared) by|(?:approval|authori[sz]ation|sign-?off|ok) (?:of|from|by)|(?:aprobad|autorizad|firmad|validad)[oa]s? por|(?:aprobacion|autorizacion|visto bueno|firma|validacion)(?: previa| expresa| escrita| adicional)*(?: y por escrito)? (?:del?|por)|(?:aprovad|autorizad|assinad|validad)[oa]s? (?:por|pel[oa]s?)|(?:aprovacao|autorizacao|assinatura|validacao)(?: previa| expressa| escrita| adicional)* (?:d[oa]s?|de|pel[oa]s?))\s+(?:(?:the|el|la|los|las|o|a|os|as|su|seu|sua|your|their|his|her|its)\s+)*/;
/** Where an agent's name ends: a preposition or a word that starts the rest of the sentence. */
const AGENT_END =
  /\s+(?:on|in|for|before|after|regardless|whatever|within|if|when|unless|prior|at|as|en|para|antes|despues|con|si|cuando|independientemente|cualquiera|em|no|na|antes|depois|com|se|quando|independentemente|qualquer|conforme|under|according|segun|segundo)\b|[,;.:()]|\s[-–—]\s/;

/** The named agent of a clause's approving verb, as written, when there is one. */
function agentIn(sentence: SentenceReading, clause: Clause): string | undefined {
  const match = AGENT.exec(clause.text);
  if (!match) return undefined;
  const start = clause.start + match.index + match[0].length;
  const rest = sentence.text.slice(start, clause.end);
  const end = AGENT_END.exec(plain(rest));
  const name = (end ? rest.slice(0, end.index) : rest)
    .trim()
    .replace(/['’]s$/, "")
    // "the employee's supervisor", "Gerente da área do Colaborador": whose manager is not part of the role.
    .replace(/^[\p{L}-]+['’]s?\s+/u, "")
    .replace(
      /\s+(?:of the (?:traveller|traveler|employee|claimant)|instead|del? (?:la )?(?:persona viajera|emplead[oa]|colaborador[a]?|trabajador[a]?)|d[oa] (?:colaborador[a]?|funcionari[oa]|viajante))$/iu,
      "",
    )
    .trim();
  if (
    !name ||
    /^(?:approver|aprobador|aprovador)\b/.test(plain(name)) ||
    name.length > 60 ||
    /\d/.test(name) ||
    name.split(/\s+/).length > 7
  )
    return undefined;
  // "sign-off from Priya (ops manager)": the role in brackets after a name approves, whoever holds it.
  const role = roleInBrackets(sentence.text.slice(start + rest.indexOf(name) + name.length));
  if (role) return role;
  return ROLE_NOUN.test(plain(name)) || /^\p{Lu}/u.test(name) ? name : undefined;
}

/** "(ops manager)", "(Carlos Mejía, gerente general)": the role a bracket right after a name gives, if any. */
function roleInBrackets(after: string): string | undefined {
  const inside = /^\s*\(([^()]{2,60})\)/.exec(after)?.[1];
  const role = inside?.split(",").at(-1)!.trim();
  return role && ROLE_NOUN.test(plain(role)) && !/\d/.test(role) ? role : undefined;
}

function approverIn(sentence: SentenceReading, clause: Clause, approvalWord: boolean): string | undefined {
  const original = sentence.text.slice(clause.start, clause.end);
  const agent = approvalWord ? agentIn(sentence, clause) : undefined;
  if (agent) return agent;
  // A person's name approves only in a sentence about approving: "up to $325 in New York" is a place;
  // a capitalised term without a title ("Expense Reports", "Viagens Internacionais") is no person.
  const named = approvalWord && !ROLE_NOUN.test(clause.text) ? PERSON.exec(original) : null;
  // Capitalised words that open the sentence are its subject ("Client Entertainment exceeding…"), not a person.
  const person = approvalWord ? (TITLED.exec(original) ?? (named && clause.start + named.index > 0 ? named : null)) : null;
  if (person && !NOT_A_NAME.test(person[0])) {
    const role = APPOSITION.exec(sentence.lower.slice(clause.end));
    if (role && ROLE_NOUN.test(role[1]!)) {
      const at = sentence.lower.indexOf(role[1]!, clause.end);
      return sentence.text.slice(at, at + role[1]!.length);
    }
    return person[0].trim();
  }
  // "Aoife (finance lead) approves every claim", "Yo (Carlos Mejía, gerente general) apruebo": the bracketed role.
  if (approvalWord)
    for (const name of sentence.text.slice(clause.start).matchAll(/(?<![\p{L}])\p{Lu}\p{Ll}+(?=\s*\()/gu)) {
      if (name.index >= original.length) break;
      const role = roleInBrackets(sentence.text.slice(clause.start + name.index + name[0].length));
      if (role) return role;
    }
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

/** What an approval covers, by the words of its (plain) text: trips abroad, client entertainment, hotels, flights, or all. */
export function approvalScopeOf(text: string): ApprovalScope {
  if (INTERNATIONAL.test(text)) return { kind: "international" };
  if (ENTERTAINMENT.test(text)) return { kind: "category", category: "entertainment" };
  if (LODGING.test(text)) return { kind: "category", category: "lodging" };
  if (AIRFARE.test(text)) return { kind: "category", category: "airfare" };
  return { kind: "all" };
}

/** "me lo traen a mi (el dueño)": the writer's role as written, accents kept. */
function writerInBrackets(sentence: SentenceReading): string | undefined {
  const found = WRITER_IN_BRACKETS.exec(sentence.lower);
  if (!found) return undefined;
  const start = found.index + found[0].lastIndexOf(found[1]!);
  return sentence.text.slice(start, start + found[1]!.length);
}
const WRITER_IN_BRACKETS =
  /\b(?:me|mi|mim|yo|eu)\s*\((?:el |la |o |a |the )?(dueno|duena|dono|dona|owner|gerente general|director general|diretor geral|presidente|president|ceo|socio|socia)\)/;
/** "comes to me", "goes to me", "me toca", "lo apruebo yo", "comigo", "passa por mim": the writer approves. */
const TO_ME =
  /\b(?:(?:comes?|goes|go) (?:to|through) me|i (?:approve|sign)|me toca|(?:lo |la )?apruebo yo|pasa(?:n)? por mi|viene(?:n)? a mi|comigo|passa(?:m)? por mim|vem para mim|eu aprovo|me (?:lo|la|los|las) traen|me (?:lo|la|los|las) (?:pasan|mandan)|traz(?:em)? (?:pra|para) mim)\b/;
const EARLIER_TEXT =
  /\b(?:items|listed|mentioned|rules|points|expenses|sections?|paragraphs?|limits|the|as) (?:above|arriba|acima)\b|\b(?:arriba|acima) (?:mencionad|indicad|referid|listad)\w*/;
const ABOVE_THAT = new RegExp(String.raw`\b${anyOf(WORDS, "aboveThat")}\b|\b${anyOf(WORDS, "aboveAtEnd")}[.!]?\s*$`);
const BELOW_THAT = wordsIn(WORDS, "belowThat");

/** "An employee shall not approve their own claim", "no podrá aprobar": who may not approve is no tier. */
const NOT_APPROVING =
  /\b(?:factura\w*|comprobante\w*|nota fiscal|documento\w*|invoices?|receipts?)\b[^.;]{0,40}\b(?:autorizad|authori[sz]ed|emitid|issued)\w*|\b(?:(?:shall|may|must|can|will|do(?:es)?) not|cannot|never|no)\s+(?:\w+\s+)?approv\w*|\bno (?:podra|puede|pueden|podran|debe|deben) (?:\w+ )?(?:aprobar|autorizar)|\bnao (?:pode|podera|podem|deve|devem) (?:\w+ )?(?:aprovar|autorizar)|\bown (?:claims?|expenses?|reports?)|\bpropi[oa]s? (?:gastos|reportes?|informes?)|\bpropri[oa]s? (?:despesas|relatorios?)/;
const PER_HEAD =
  /^\s*(?:per|por|\/)\s*(?:person|head|guest|attendee|persona|comensal|invitado|pessoa|convidado|cabeza|cabeca)\b|\b(?:per (?:person|head|guest|attendee)|por (?:persona|comensal|invitado|pessoa|convidado|cabeza|cabeca))\b/;
const WITH_PRIOR_APPROVAL =
  /\b(?:with|con|com)\s+(?:the\s+|la\s+|a\s+)?(?:prior\s+|previa\s+|pr[eé]via\s+|written\s+)?(?:authori[sz]ation|approval|aprobaci[oó]n|autorizaci[oó]n|aprova[cç][aã]o|autoriza[cç][aã]o)\s+(?:previa\s+|pr[eé]via\s+)?(?:of|from|by|del?|da|do|por)\s+(?:the\s+|el\s+|la\s+|o\s+|a\s+)?(\p{L}[\p{L} ]{1,40}?)(?=[,.;]|\s+(?:and|y|e)\b|$)/iu;
const IN_TURN =
  /\b(?:and then|followed by|in (?:that|this) order|one after the other|e depois|nessa ordem|nesta ordem|y (?:luego|despues)|en (?:ese|este) orden)\b/;
/** The record of who approved the policy itself ("Approved by the Board on 18 August 2026"): no tier. */
const POLICY_RECORD = /\b(?:19|20)\d\d\b/;
const APPROVED_ON =
  /\b(?:approved|aprobad[oa]|aprovad[oa])\s+(?:by|por|pel[oa])\b(?![^.;]*\b(?:over|above|up to|more than|hasta|mas de|superior|inferior|acima|ate|mais de)\b)/;
/** A tier for every amount speaks of every trip or expense, or of international ones. */
const EVERY =
  /\b(?:all|every|any|each|regardless|whatever|always|todos?|todas?|toda|cualquier\w*|independientemente|siempre|qualquer|independentemente|sempre)\b/;
const ROLE_CLAIMS =
  /\b(?:claims?|expenses?|reports?|trips?|travel|gastos|reportes?|viajes|despesas|relatorios?|viagens) (?:submitted |incurred |made )?(?:by|of|de|dos|das|de los|de las|del) (?:the |los |las |os |as )?([a-z]+(?: [a-z]+)?)(?= shall| must| will| need| require| are| is| deben| requieren| seran| devem| exigem| serao|,|$)/;
const SPENDING =
  /\b(?:trips?|travel\w*|expenses?|spend\w*|purchases?|bookings?|claims?|entertainment|viajes?|gastos?|desplazamientos?|compras?|entretenimiento|atenciones|viagens?|despesas?|deslocac\w*|entretenimento)\b/;

export function readApproval(sentence: SentenceReading, figures: Figures): boolean {
  const lower = sentence.lower;
  if (NOT_APPROVING.test(lower)) return false;
  // "quem aprova: gerente da área e depois a diretoria, nessa ordem": approvers in turn are a chain, no band.
  if (IN_TURN.test(lower)) return false;
  // "Anything above $275 (or $375 in NYC/SF) requires VP approval": a threshold that moves with the place is no band a card can hold.
  if (/\(\s*(?:or|o|ou)\s+[^)]*\d[^)]*\b(?:in|en|em|for|para)\s+[^)]+\)/.test(lower)) return false;
  const approvalWord = test(APPROVAL, lower) || Boolean(figures.writer && TO_ME.test(lower));
  if (approvalWord && POLICY_RECORD.test(lower) && (sentence.free().length === 0 || APPROVED_ON.test(lower))) return false;
  const parts = clausesOf(lower, sentence.text);
  const tiers: ApprovalTier[] = [];
  const scope = approvalScopeOf(lower);
  // "Claims submitted by Directors shall be approved by the CEO": a tier for one role's own spending.
  const roleOf = ROLE_CLAIMS.exec(lower)?.[1];
  const roleScope: ApprovalScope | undefined = roleOf && ROLE_NOUN.test(roleOf) ? { kind: "role", role: roleOf } : undefined;
  // "750 to 3k our controller", "between 1000 and 5000 the director", "de 300 a 1.500 el gerente": a band with its approver.
  tiers.push(...rangeTiers(sentence, scope, approvalWord));
  let pendingAbove: { money: Money; upTo?: Money } | undefined;
  const bracketedWriter = TO_ME.test(lower) ? writerInBrackets(sentence) : undefined;
  let pendingAboveThat = false;
  /** "Karen (office manager) signs off on reports up to $2,500": the approver in brackets before the amount's clause. */
  let pendingApprover: string | undefined;
  for (const clause of parts) {
    const amounts = amountsIn(sentence, clause);
    const over = amounts.find((amount) => OVER.test(before(sentence, amount)));
    const upTo = amounts.find((amount) => UNDER.test(before(sentence, amount)));
    // "anything over 50k comes to me" from the CEO who writes: the writer approves.
    // "me lo traen a mi (el dueño)": the writer names their role in brackets.
    const writer = figures.writer ?? bracketedWriter;
    const own = writer && TO_ME.test(clause.text) ? writer : undefined;
    const named = own ?? approverIn(sentence, clause, approvalWord);
    if (named && !/\d/.test(clause.text) && approvalWord && !pendingAbove) pendingApprover = named;
    const approver = named ?? ((over || upTo) && approvalWord ? pendingApprover : undefined);
    if (!approver) {
      // "over $1,000, the practice manager" / "acima disso, o sócio" put the approver in the next clause.
      if (over && (approvalWord || parts.length > 1)) pendingAbove = { money: sentence.take(over, true) };
      // "si pasa de 5mil (hasta 20mil) lo firma la administradora": the ceiling between the floor and its approver.
      else if (upTo && !over && pendingAbove && !pendingAbove.upTo) pendingAbove.upTo = sentence.take(upTo, true);
      // "In addition to the items above": earlier text, not the amounts above a ceiling.
      if (ABOVE_THAT.test(clause.text) && !EARLIER_TEXT.test(clause.text)) pendingAboveThat = true;
      continue;
    }
    if (over) {
      tiers.push({ above: sentence.take(over, true), upTo: null, approver, scope: roleScope ?? scope, provenance: sentence.words() });
    } else if (upTo) {
      const ceiling = sentence.take(upTo, true);
      // "above $500 and up to $5,000 … the Program Director": the floor stood in the clause before.
      const floor = pendingAbove?.money ?? { amount: 0, currency: ceiling.currency };
      pendingAbove = undefined;
      tiers.push({ above: floor, upTo: ceiling, approver, scope: roleScope ?? scope, provenance: sentence.words() });
    } else if (pendingAbove) {
      tiers.push({ above: pendingAbove.money, upTo: pendingAbove.upTo ?? null, approver, scope, provenance: sentence.words() });
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
    } else if (
      approvalWord &&
      amounts.length === 0 &&
      sentence.free().length === 0 &&
      tiers.length === 0 &&
      parts.length <= 3 &&
      SPENDING.test(lower) &&
      (EVERY.test(lower) || scope.kind === "international")
    ) {
      // "All international trips need the CEO's approval": every amount of the scope.
      const spending = ROLE_SPENDING.exec(clause.text);
      tiers.push({
        above: { amount: 0, currency: figures.currency },
        upTo: null,
        approver,
        scope:
          roleScope ?? (spending?.[1] && ROLE_NOUN.test(spending[1]) && scope.kind === "all" ? { kind: "role", role: spending[1] } : scope),
        provenance: sentence.words(),
      });
    }
  }
  // "Atenciones a clientes: hasta S/ 150 por persona, con aprobación previa del Gerente Comercial": a cap per guest that
  // needs someone's approval needs it for every amount (the ceiling read above is the guest's cap, no band's).
  const perHead = sentence.free().some((amount) => PER_HEAD.test(lower.slice(amount.end, amount.end + 16)));
  const withPrior = perHead ? WITH_PRIOR_APPROVAL.exec(sentence.text) : null;
  if (withPrior && approvalScopeOf(lower).kind !== "all") {
    const approver = withPrior[1]!.trim();
    figures.rules.approvals.push({
      above: { amount: 0, currency: figures.currency },
      upTo: null,
      approver,
      scope: approvalScopeOf(lower),
      provenance: sentence.words(),
    });
    return true;
  }
  if (tiers.length === 0 || (!approvalWord && tiers.every((tier) => tier.above.amount === 0 && tier.upTo === null))) return false;
  if (!approvalWord && !tiers.some((tier) => tier.above.amount > 0 || tier.upTo)) return false;
  figures.rules.approvals.push(...tiers);
  return true;
}

/** The words between a range's two amounts, and before its first. */
const RANGE_JOIN = /^\s*(?:-|–|—|to|through|and|a|al|y|hasta|e|ate)\s*$/;
const RANGE_LEAD = /(?:\b(?:between|from|entre|de|desde|del)\s*|^\s*|[,;:]\s*)$/;

/** Bands written as a range with their approver in the same clause, before or after it. */
function rangeTiers(sentence: SentenceReading, scope: ApprovalScope, approvalWord: boolean): ApprovalTier[] {
  const tiers: ApprovalTier[] = [];
  const free = sentence.free();
  for (let index = 0; index + 1 < free.length; index++) {
    const [low, high] = [free[index]!, free[index + 1]!];
    if (!RANGE_JOIN.test(sentence.lower.slice(low.end, high.start))) continue;
    const lead = sentence.lower.slice(Math.max(0, low.start - 12), low.start);
    if (!RANGE_LEAD.test(lead)) continue;
    // The approver stands in the rest of the clause, or in the words before the range.
    const after = /^[^,;.]*/.exec(sentence.lower.slice(high.end))![0];
    const beforeText = /[^,;.]*$/.exec(sentence.lower.slice(0, low.start))![0];
    const clauses = [
      { start: high.end, end: high.end + after.length, text: after },
      { start: low.start - beforeText.length, end: low.start, text: beforeText },
    ];
    const approver = clauses.map((clause) => approverIn(sentence, clause, approvalWord)).find(Boolean);
    if (!approver) continue;
    const above = sentence.take(low, true);
    const upTo = sentence.take(high, true);
    if (upTo.amount <= above.amount) continue;
    tiers.push({ above, upTo, approver, scope, provenance: sentence.words() });
    index++;
  }
  return tiers;
}

/** Tiers in ascending order per scope, each ending where the next of its scope starts. */
export function orderApprovals(tiers: ApprovalTier[]): ApprovalTier[] {
  const key = (scope: ApprovalScope) => JSON.stringify(scope);
  const sorted = [...tiers].sort((a, b) => key(a.scope).localeCompare(key(b.scope)) || a.above.amount - b.above.amount);
  return sorted
    .map((tier, index) => {
      const next = sorted[index + 1];
      if (tier.upTo || !next || key(next.scope) !== key(tier.scope) || next.above.amount <= tier.above.amount) return tier;
      return { ...tier, upTo: next.above };
    })
    .map((tier, index, all) => {
      // "$2,000.01 – $10,000", "de $3.000.001 a …": a floor one cent or one unit above the band before starts where it ends.
      const before = all[index - 1];
      // "de R$ 1.000,01 a R$ 5.000" after "até R$ 1.000, sem aprovação": a floor one cent above a round figure starts at it.
      if (Math.round((tier.above.amount % 1) * 100) === 1)
        return { ...tier, above: { ...tier.above, amount: Math.round((tier.above.amount - 0.01) * 100) / 100 } };
      // "$300.001 a $1.500.000" (pesos without cents): one unit above a round thousand starts at it.
      if (tier.above.amount > 1000 && tier.above.amount % 1000 === 1)
        return { ...tier, above: { ...tier.above, amount: tier.above.amount - 1 } };
      if (!before?.upTo || key(before.scope) !== key(tier.scope) || before.upTo.currency !== tier.above.currency) return tier;
      const gap = Math.round((tier.above.amount - before.upTo.amount) * 100) / 100;
      return gap === 0.01 || gap === 1 ? { ...tier, above: before.upTo } : tier;
    });
}
