import { normaliseWords } from "~/lib/reading/text";
import type { PolicyRules, ProhibitedItem } from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";

/*
 * An owner's rewrite instruction that asks to take rules out ("drop the role tiers", "quita los
 * niveles de aprobación", "remova a quilometragem", "remove the Directors role"): which rules, so
 * the rewrite removes them or is refused with why, and never reads the instruction's words as a rule
 * of their own (a role named "drop the role tiers").
 */

/** The kinds of rule an instruction can take out whole. */
export type RemovableKind = "roles" | "approvals" | "meals" | "lodging" | "mileage" | "travelClass" | "cashAdvance";

export type Removal = {
  /** Kinds taken out whole. */
  kinds: RemovableKind[];
  /** Roles and approvers taken out by name (the policy's own names, as its text writes them). */
  roles: string[];
  approvers: string[];
  /** Prohibitions lifted ("remove the alcohol ban"): the items are no longer refused. */
  items: ProhibitedItem[];
};

/** Verbs and words that ask for less, in the three languages (folded: lower case, no accents). */
const VERBS: Record<Language, RegExp> = {
  en: /\b(drop|drops|remove|removes|delete|deletes|take out|get rid of|eliminate|scrap|strike|cut out)\b/,
  es: /\b(quita|quitar|quite|quiten|elimina|eliminar|elimine|eliminen|borra|borrar|borre|suprime|suprimir|suprima|saca|sacar|saque|retira|retirar|retire)\b/,
  "pt-BR": /\b(remova|remover|remove|retire|retirar|tire|tirar|tira|exclua|excluir|elimine|eliminar|apague|apagar)\b/,
};

/** What each kind is called, folded; any language's words count (an owner may mix them). */
const KINDS: [RemovableKind, RegExp][] = [
  [
    "roles",
    /\b(role|roles|role based|per role|by role|rol|roles|por rol|por cargo|cargo|cargos|funcao|funcoes|por funcao)\b.{0,20}\b(tier|tiers|limit|limits|level|levels|band|bands|table|limite|limites|nivel|niveles|niveis|tramo|tramos|faixa|faixas|tabla|tabela)\b|\b(tier|tiers|limit|limits|level|levels|limite|limites|nivel|niveles|niveis|tramos|faixas)\b.{0,12}\b(per role|by role|por rol|por cargo|por funcao|de rol|de cargo)\b|\b(the roles|los roles|os cargos|as funcoes)\b/,
  ],
  [
    "approvals",
    /\b(approval|approvals|aprobacion|aprobaciones|aprovacao|aprovacoes)\b.{0,20}\b(tier|tiers|level|levels|band|bands|chain|nivel|niveles|niveis|tramo|tramos|faixa|faixas|escalon|escalones)\b|\b(tier|tiers|level|levels|band|bands|nivel|niveles|niveis|tramos|faixas)\b.{0,6}\b(de aprobacion|de aprovacao|of approval)\b|\b(the approvals|las aprobaciones|as aprovacoes|alcada|alcadas)\b/,
  ],
  ["mileage", /\b(mileage|per mile|per km|kilometraje|quilometragem|reembolso por km)\b/],
  [
    "meals",
    /\b(meal|meals|comida|comidas|refeicao|refeicoes|alimentacion|alimentacao)\b.{0,15}\b(limit|limits|cap|caps|limite|limites|tope|topes|teto)\b|\b(limit|limits|cap|limite|limites|tope|teto)\b.{0,15}\b(meal|meals|comidas|refeicoes|alimentacion|alimentacao)\b/,
  ],
  [
    "lodging",
    /\b(lodging|hotel|hotels|alojamiento|hospedaje|hospedagem|hotel)\b.{0,15}\b(limit|limits|cap|caps|limite|limites|tope|topes|teto)\b|\b(limit|limits|cap|limite|limites|tope|teto)\b.{0,15}\b(lodging|hotel|hotels|alojamiento|hospedaje|hospedagem)\b/,
  ],
  ["travelClass", /\b(travel class|cabin rule|cabin rules|class rule|class rules|clase de viaje|classe de viagem)\b/],
  ["cashAdvance", /\b(cash advance|cash advances|advances|anticipo|anticipos|adiantamento|adiantamentos)\b/],
];

/** What each item the policy may refuse is called, folded, in the three languages. */
const ITEMS: [ProhibitedItem, RegExp][] = [
  ["alcohol", /\b(alcohol|alcoholic|liquor|wine|beer|bebidas alcoholicas|vino|cerveza|alcool|bebidas alcoolicas|vinho|cerveja)\b/],
  ["gambling", /\b(gambling|casino|casinos|juegos de azar|apuestas|jogos de azar|apostas)\b/],
  ["tobacco", /\b(tobacco|cigarettes|tabaco|cigarrillos|cigarros)\b/],
  ["minibar", /\b(minibar|mini bar|frigobar)\b/],
  ["spa", /\b(spa|spas|massage|massages|masajes|massagem)\b/],
  ["fines", /\b(fines|traffic tickets|multas)\b/],
  ["tips", /\b(tips|gratuities|propinas|gorjetas)\b/],
  ["laundry", /\b(laundry|lavanderia)\b/],
  ["entertainment", /\b(entertainment|entretenimiento|entretenimento)\b/],
  ["inRoomMovies", /\b(movies|in room movies|peliculas|filmes)\b/],
  ["giftCards", /\b(gift cards|tarjetas de regalo|cartoes presente|vale presente)\b/],
  ["cashWithdrawals", /\b(cash withdrawals|atm|retiros de efectivo|saques)\b/],
  ["upgrades", /\b(upgrades|upgrade|mejoras de clase)\b/],
  ["firstClass", /\b(first class|primera clase|primeira classe)\b/],
  ["businessClass", /\b(business class|clase ejecutiva|classe executiva)\b/],
  ["personal", /\b(personal expenses|gastos personales|despesas pessoais)\b/],
];

const contains = (text: string, words: string) => words !== "" && ` ${text} `.includes(` ${words} `);

/**
 * The rules an instruction asks to take out, read against the policy's own rules (a role or an
 * approver it names). Null when it asks to take nothing out.
 */
export function removalAsked(instruction: string, language: Language, rules: PolicyRules): Removal | null {
  const text = normaliseWords(instruction);
  // The policy's language first; an owner may write in another of the three.
  if (!text || ![VERBS[language], ...Object.values(VERBS)].some((verb) => verb.test(text))) return null;
  const roles = rules.roles.map((role) => role.role).filter((name) => contains(text, normaliseWords(name)));
  const approvers = rules.approvals
    .map((tier) => tier.approver)
    .filter((name) => !name.startsWith("@") && contains(text, normaliseWords(name)));
  const kinds = KINDS.filter(([, words]) => words.test(text)).map(([kind]) => kind);
  // A role or approver named by the instruction is taken out alone, not its whole kind.
  const whole = kinds.filter((kind) => !(kind === "roles" && roles.length > 0) && !(kind === "approvals" && approvers.length > 0));
  // An item the policy refuses, named with a verb that takes out: its prohibition is lifted (never added).
  const items = ITEMS.filter(([item, words]) => words.test(text) && rules.prohibited.some((rule) => rule.item === item)).map(
    ([item]) => item,
  );
  if (whole.length === 0 && roles.length === 0 && approvers.length === 0 && items.length === 0) return null;
  return { kinds: whole, roles: [...new Set(roles)], approvers: [...new Set(approvers)], items: [...new Set(items)] };
}

const EMPTY: Pick<PolicyRules, RemovableKind> = {
  roles: [],
  approvals: [],
  meals: [],
  lodging: [],
  mileage: null,
  travelClass: [],
  cashAdvance: null,
};

/** The rules without what the instruction takes out. */
export function withoutRemoved(rules: PolicyRules, removal: Removal): PolicyRules {
  const kept: PolicyRules = { ...rules };
  for (const kind of removal.kinds) Object.assign(kept, { [kind]: EMPTY[kind] });
  const named = (list: string[]) => new Set(list.map(normaliseWords));
  const roles = named(removal.roles);
  const approvers = named(removal.approvers);
  kept.roles = kept.roles.filter((role) => !roles.has(normaliseWords(role.role)));
  kept.approvals = kept.approvals.filter((tier) => !approvers.has(normaliseWords(tier.approver)));
  kept.prohibited = kept.prohibited.filter((rule) => !removal.items.includes(rule.item));
  return kept;
}

/** What of the removal a rewritten text still states: the kinds and names it was asked to take out and kept. */
export function removalKept(rules: PolicyRules, removal: Removal): string[] {
  const kept: string[] = [];
  for (const kind of removal.kinds) {
    const value = rules[kind];
    if (Array.isArray(value) ? value.length > 0 : value !== null) kept.push(kind);
  }
  for (const name of removal.roles) if (rules.roles.some((role) => normaliseWords(role.role) === normaliseWords(name))) kept.push(name);
  for (const name of removal.approvers)
    if (rules.approvals.some((tier) => normaliseWords(tier.approver) === normaliseWords(name))) kept.push(name);
  for (const item of removal.items) if (rules.prohibited.some((rule) => rule.item === item)) kept.push(item);
  return kept;
}

/**
 * Whether a name was made of the instruction's own words ("drop the role tiers" read as a role): a
 * rule named so is the instruction misread, never a rule the owner asked for.
 */
export function namedAfterInstruction(name: string, instruction: string): boolean {
  const words = normaliseWords(name);
  const text = normaliseWords(instruction);
  return words.split(" ").length >= 2 && contains(text, words) && Object.values(VERBS).some((verb) => verb.test(words));
}
