import type { ProhibitedItem, Prohibition } from "~/lib/rulebook/policy-rules";
import type { Figures, SentenceReading } from "./sentence";
import { anyOf, clausesOf, SERVICE_BY_LAW, wordsIn, type Vocabulary } from "./shared";

/*
 * What the company never pays for, and alcohol only with clients or with a meal.
 * One list per item; never: the words that refuse; except, clients, withClients, withMeals, only:
 * "no alcohol except with clients", "vinho só nas refeições".
 */

const ITEMS = [
  "alcohol",
  "minibar",
  "spa",
  "gambling",
  "tobacco",
  "fines",
  "upgrades",
  "giftCards",
  "laundry",
  "inRoomMovies",
  "cashWithdrawals",
  "personal",
  "tips",
] as const satisfies readonly ProhibitedItem[];

// prettier-ignore
const WORDS: Vocabulary<(typeof ITEMS)[number] | "never" | "except" | "clients" | "withClients" | "withMeals" | "only"> = {
  en: {
    alcohol: ["alcohol\\w*", "wine", "beer", "liquor", "booze", "grog", "drinks"],
    minibar: ["minibar\\w*", "mini-?bar\\w*", "mini bar"],
    spa: ["spa", "massages?"],
    gambling: ["gambling", "casinos?", "betting"],
    tobacco: ["tobacco", "cigarettes?"],
    fines: ["traffic fines?", "(?:traffic|speeding|parking) (?:tickets?|tix)", "parking fines?", "fines", "photo radar", "penalt(?:y|ies)"],
    upgrades: ["upgrades?"],
    giftCards: ["gift cards?"],
    laundry: ["laundry"],
    inRoomMovies: ["in-room (?:movies?|entertainment)", "pay[- ]per[- ]view", "movies?"],
    cashWithdrawals: ["cash withdrawals?", "atm", "withdraw(?:ing)? cash"],
    personal: ["personal (?:items?|expenses?|purchases?|use|toiletries|clothing|shopping)", "toiletries", "clothing"],
    tips: ["tips?", "gratuit(?:y|ies)"],
    never: ["no", "not", "never", "nor", "nobody", "forbidden", "banned", "blocked", "excluded", "exclu\\w*", "non[- ]reimbursable",
      "not reimbursable", "not reimbursed", "we don'?t pay", "not covered", "zero", "prohibited", "will not", "won'?t", "cannot",
      "may not", "must not", "(?:is|are|=) on you", "on you", "(?:is|are) yours", "your own (?:tab|dime|cost|expense|account|pocket)",
      "on your own", "out of (?:your )?pocket", "you pay", "(?:the )?employee'?s (?:own )?(?:responsibility|expense|cost)",
      "paid by the employee", "at (?:the|their|your) own (?:expense|cost)"],
    except: ["except", "exception", "unless", "only", "but"],
    clients: ["client\\w*", "customer\\w*", "entertain\\w*"],
    withClients: ["with (?:clients|customers)"],
    withMeals: ["with (?:a |an |the |your )?(?:evening |main )?meals?", "with dinner", "at dinner", "(?:at|in) restaurants?", "outside (?:of )?meals", "accompanying (?:a |the )?(?:meals?|lunch|dinner)"],
    only: ["only", "just"],
  },
  es: {
    alcohol: ["alcohol\\w*", "vino", "cerveza", "licores?", "bebidas alcoh\\w*", "tragos?", "copas", "guaro", "chupe", "birras?"],
    minibar: ["minibar\\w*", "mini-?bar\\w*", "frigobar"],
    spa: ["spa", "masajes?"],
    gambling: ["casinos?", "apuestas?", "juegos? de azar"],
    tobacco: ["tabaco", "cigarrillos?", "cigarros?"],
    fines: ["multas?", "infracciones", "comparendos?", "partes? de transito", "fotomultas?"],
    upgrades: ["upgrades?"],
    giftCards: ["tarjetas? de regalo"],
    laundry: ["lavanderia"],
    inRoomMovies: ["peliculas? en (?:la )?habitacion", "peliculas?", "pay[- ]per[- ]view"],
    cashWithdrawals: ["retiros? de efectivo", "retiros? en efectivo", "retirar efectivo", "avances? (?:de|en) efectivo", "disposicion(?:es)? de efectivo"],
    personal: ["(?:gastos|articulos|compras|objetos) personales", "uso personal", "articulos de aseo", "ropa"],
    tips: ["propinas?"],
    never: ["no", "nunca", "sin", "nada de", "ni", "nadie", "ningun\\w*", "prohibid\\w*", "bloquead\\w*", "(?:se )?prohibe\\w*", "exclu\\w*", "no (?:se )?reembols\\w*",
      "no reembolsable\\w*", "no pagamos", "no cubr\\w*", "no se pagan?", "no se aceptan?", "por (?:su|tu) cuenta", "lo pagas",
      "los pagas", "corre(?:n)? por (?:cuenta|tu cuenta)", "no se reconoc\\w*", "tampoco"],
    except: ["salvo", "excepto", "excepcion", "menos", "a menos que", "a no ser", "solo", "solamente"],
    clients: ["cliente\\w*", "representacion"],
    withClients: ["con clientes"],
    withMeals: ["con (?:la |las )?comidas?", "en la cena", "en (?:los )?restaurantes?", "fuera de (?:las )?comidas", "acompa\\w* (?:de )?(?:las |una |el |la )?(?:comidas?|almuerzos?|cenas?)"],
    only: ["solo", "solamente"],
  },
  pt: {
    alcohol: ["alcool\\w*", "vinho", "cerveja", "bebidas alcoh\\w*"],
    minibar: ["minibar\\w*", "mini-?bar\\w*", "frigobar"],
    spa: ["spa", "massagens?"],
    gambling: ["jogos? de azar", "apostas?", "cassinos?"],
    tobacco: ["tabaco", "cigarros?"],
    fines: ["multas?", "infracoes", "infracao"],
    upgrades: ["upgrades?"],
    giftCards: ["vales? presente", "cartoes? presente"],
    laundry: ["lavanderia"],
    inRoomMovies: ["filmes? no quarto", "filmes?", "pay[- ]per[- ]view"],
    cashWithdrawals: ["saques?"],
    personal: ["(?:despesas|itens|artigos|compras|gastos) pessoais", "uso pessoal", "artigos de higiene", "roupas?"],
    tips: ["gorjetas?"],
    never: ["nao", "nunca", "sem", "nem", "ninguem", "nenhum\\w*", "proibid\\w*", "bloquead\\w*", "(?:se )?proibe\\w*", "exclu\\w*", "nao (?:e |sao )?reembols\\w*",
      "nao reembolsave\\w*", "nao pagamos", "nao cobr\\w*", "zero", "vedad\\w*", "por sua conta", "por conta (?:do|da) (?:colaborador|funcionari)\\w*",
      "(?:e|sao) seus?", "voce paga", "tambem nao", "(?:e|sao) (?:de|do|da|por conta de) quem", "(?:e|sao) do motorista"],
    except: ["salvo", "exceto", "menos", "apenas", "somente", "so"],
    clients: ["cliente\\w*"],
    withClients: ["com clientes"],
    withMeals: ["com (?:as |a )?refeic\\w*", "no jantar", "em restaurantes?", "nos restaurantes", "acompanh\\w* (?:as |a |das |o )?(?:refeic\\w*|jantar|almoco)", "(?:salvo|exceto) (?:as|nas) refeic\\w*",
      "fora das refeic\\w*"],
    only: ["apenas", "somente", "so"],
  },
};

export const ITEM_WORDS: ReadonlyArray<readonly [RegExp, ProhibitedItem]> = ITEMS.map((item) => [wordsIn(WORDS, item), item] as const);
/** The words that refuse: "no", "nunca", "não reembolsável", "we don't pay". */
export const NEVER = wordsIn(WORDS, "never");
/** "not with clients", "ni con clientes", "nem com clientes": the exception is refused, not granted. */
const NOT_BEFORE = String.raw`(?<!\bnot )(?<!\bni )(?<!\bnem )(?<!\bnor )(?<!\bno )(?<!\bnao )`;
const WITH_CLIENTS = new RegExp(
  String.raw`\b${anyOf(WORDS, "except")}\b[^.;]*\b${anyOf(WORDS, "clients")}\b|${NOT_BEFORE}\b${anyOf(WORDS, "withClients")}\b`,
);
const WITH_MEALS = new RegExp(String.raw`${NOT_BEFORE}\b${anyOf(WORDS, "withMeals")}`);
/** "no alcohol, not even with clients", "ni siquiera con clientes", "nem mesmo": the exception is refused too. */
const NOT_EVEN =
  /\b(?:not even|even (?:at|with|for|when|if)|no exceptions?|without exceptions?|with no exceptions?|under no circumstances|under any circumstances?|in any circumstances?|including|inclusive|incluso|incluidas?|mesmo (?:em|com|nas?)|ni siquiera|ni aun|ni con|sin excepci\w*|en ningun caso|nem mesmo|nem com|nem em|sem exce\w*|em nenhuma hipotese|em hipotese alguma)\b/;
const DOCUMENT_TALK =
  /\b(?:sin|sem|without) (?:documento|comprobante|recibo|receipt|nota|comprovante)s?\b|\b(?:con|com|with) (?:una )?(?:declaracion|declaracao|declaration)\b|\b(?:receipts?|soportes?|comprobantes?|recibos?|comprovantes?|documento fiscal|nota fiscal|facturas?|faturas?)\b[^.]*\b(?:requir|requier|exig|aceit|acept|necesit|precis|need)\w*|\b(?:requir|requier|exig|aceit|acept|necesit|precis|need)\w*\b[^.]*\b(?:receipts?|soportes?|comprobantes?|recibos?|comprovantes?)\b/;
/** An item refused only under a condition ("laundry on trips shorter than 5 nights", "tips above 15%"): not an item never paid. */
const CONDITION =
  /\b(?:(?:are|is) (?:reimbursable|reimbursed|allowed|paid|covered)|(?<!\bno )se reembolsa\w*|(?<!\bno )son reembolsables|(?<!\bnao )sao reembolsave\w*|(?<!\bnao )(?:sera|serao) reembolsad\w*|only (?:on|for|when|if|with|after|over)|solo (?:en|para|si|cuando|con|despues)|apenas (?:em|para|se|quando|com|apos)|somente (?:em|para|se|quando|com|apos)|per cent|por ciento|por cento|percent)\b|\d[^.;]{0,12}\b(?:o menos|ou menos|or less|o mas|ou mais|or more|or longer)\b|\b(?:shorter than|less than|fewer than|under|over|above|more than|beyond|exceeding|up to|only (?:on|for|when|if)|unless|menos de|mas de|menor(?:es)? (?:a|de|que)|mayor(?:es)? (?:a|de|que)|hasta|por encima de|superior(?:es)? a|inferior(?:es)? a|solo (?:en|para|si|cuando)|salvo|acima de|abaixo de|mais de|ate|apenas (?:em|para|se|quando)|somente (?:em|para|se|quando))\b[^.;]*(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|diez|dois|quatro|sete|oito|dez)\b)|(?<!\d)\d+\s*%|\b(?:en exceso del?|in excess of|em excesso d[eoa]|que exceda\w*|that exceed\w*)\b/;
const ONLY = wordsIn(WORDS, "only");
/** A clause that opens with a condition on the item before it ("salvo en…", "except on…", "only when…"). */
const CONDITION_OPENS =
  /^\s*(?:(?:exceptions?|excepcion|excecao):|(?:salvo|excepto|except|unless|a menos|exceto|solo|only|apenas|somente|en exceso|in excess|em excesso|above|over|mas de|por encima|acima)\b)/;
/** The items a policy pays in one setting only ("entertainment, except with clients", "tips, salvo en restaurantes"). */
const EXCEPTED = new Set<ProhibitedItem>(["alcohol", "entertainment", "tips"]);
/** Words that pay an item ("is acceptable", "se acepta", "é permitido"). */
const ACCEPTABLE =
  /\b(?:acceptable|accepted|allowed|permitted|fine|ok|reimburs(?:ed|able)|aceptad[oa]s?|aceptables?|permitid[oa]s?|se acepta\w*|se permite\w*|se reembolsa\w*|aceit[oa]s?|aceitaveis|aceitavel|reembolsad[oa]s?|reembolsavel)\b/;
/** "Bebidas alcohólicas: Excepción: comidas con clientes": a line that states the item's exception. */
const EXCEPTION_LABEL = /\b(?:excepcion|exception|excecao)\s*:/;
/** The setting a sentence paid an item in, before the sentence that refuses it elsewhere. */
const ALLOWED_WITH = new WeakMap<Figures, Partial<Record<ProhibitedItem, Prohibition["except"]>>>();
/** The readings where a sentence refused alcohol's exception too ("ni con clientes"): a later line does not grant it. */
const NO_EXCEPTION = new WeakSet<Figures>();
/** "non-alcoholic drinks", "bebidas no alcohólicas", "bebidas sem álcool": what is paid, not alcohol refused ("Sin alcohol" alone refuses it). */
const CLIENTS_YES =
  /^(?:pero |but |mas |only |solo |so )?(?:con|with|com) (?:los |the |os |o )?clientes?,? (?:si|sim|yes|ok|vale|pode|puede)\b/;
const SOFT_DRINKS = /\bnon-?alcoholic\b|\bbebidas? (?:sin|sem|no|nao) alco\w*/;

export function readProhibitions(sentence: SentenceReading, figures: Figures): boolean {
  // "alcohol no. ni una fria. con clientes si": a sentence that only grants the setting speaks of the item just refused.
  const settingOnly = CLIENTS_YES.exec(sentence.lower);
  if (settingOnly && !ITEM_WORDS.some(([pattern]) => pattern.test(sentence.lower))) {
    const refused = figures.rules.prohibited.at(-1);
    if (refused && EXCEPTED.has(refused.item) && refused.except === null && !NO_EXCEPTION.has(figures)) {
      refused.except = "withClients";
      return true;
    }
  }
  let placed = false;
  const clauses = clausesOf(sentence.lower, sentence.text);
  for (const [index, clause] of clauses.entries()) {
    // "Lavandería, salvo en comisiones mayores a 5 días": the condition may stand in the next clause.
    const next = clauses[index + 1]?.text ?? "";
    let conditioned: boolean | undefined;
    for (const [pattern, item] of ITEM_WORDS) {
      const match = pattern.exec(clause.text);
      if (!match) continue;
      // "tips, since the 10% service is included by law": the law's percentage is no condition on the item.
      const own = SERVICE_BY_LAW.test(sentence.lower) ? clause.text.replace(/\d+\s*%/g, " ") : clause.text;
      conditioned ??= CONDITION.test(own) || (CONDITION_OPENS.test(next) && CONDITION.test(next));
      if (item !== "alcohol" && conditioned) continue;
      if (item === "alcohol" && SOFT_DRINKS.test(clause.text)) continue;
      // "no requieren soporte", "recibos simples … como gorjetas": a sentence about documents refuses no item.
      if (DOCUMENT_TALK.test(sentence.lower)) continue;
      // "Não cumulativa com a taxa de serviço": not on top of another charge, not refused.
      if (/\b(?:nao cumulativ\w*|not cumulative|no acumulabl\w*|no acumulativ\w*|not on top of)\b/.test(sentence.lower)) continue;
      const notEven = NOT_EVEN.test(sentence.lower);
      const except = notEven
        ? null
        : WITH_CLIENTS.test(sentence.lower)
          ? "withClients"
          : WITH_MEALS.test(sentence.lower)
            ? "withMeals"
            : null;
      const refused = NEVER.test(clause.text) || NEVER.test(sentence.lower);
      const onlyWith = item === "alcohol" && except !== null && ONLY.test(sentence.lower);
      // "A reasonable drink with an evening meal is acceptable. Alcohol on its own is not.": the setting it is paid in.
      if (
        !refused &&
        !onlyWith &&
        except !== null &&
        EXCEPTED.has(item) &&
        (ACCEPTABLE.test(sentence.lower) || EXCEPTION_LABEL.test(sentence.lower))
      ) {
        const refusedBefore = figures.rules.prohibited.find((rule) => rule.item === item && rule.except === null);
        if (refusedBefore && !NO_EXCEPTION.has(figures)) refusedBefore.except = except;
        else ALLOWED_WITH.set(figures, { ...ALLOWED_WITH.get(figures), [item]: except });
        placed = true;
        continue;
      }
      if (!refused && !onlyWith) continue;
      const earlier = figures.rules.prohibited.find((rule) => rule.item === item);
      // "Alcohol is not reimbursed… The only exception is alcohol during client entertainment": the exception joins the rule.
      if (notEven && item === "alcohol") NO_EXCEPTION.add(figures);
      if (earlier && item === "alcohol" && earlier.except === null && except !== null && !NO_EXCEPTION.has(figures)) {
        earlier.except = except;
        placed = true;
      }
      if (earlier) continue;
      const allowedWith = notEven ? null : (ALLOWED_WITH.get(figures)?.[item] ?? null);
      const rule: Prohibition = { item, except: EXCEPTED.has(item) ? (except ?? allowedWith) : null, provenance: sentence.words() };
      figures.rules.prohibited.push(rule);
      placed = true;
    }
  }
  return placed;
}
