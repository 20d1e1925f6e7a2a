import type { Language } from "~/lib/site/languages";

/*
 * What a policy refuses that is no item of a card rule, as an employee describes it and as the
 * policy's list of what it does not pay words it: a trip a client already paid for, insurance bought
 * for oneself, a companion's ticket. A question matches `asked` (on `plain` text: lower case, no
 * accents); the policy's line matches `line` in its own language (accents folded). Both must: the
 * refusal is the policy's, quoted, never ours.
 */

export type RefusedKind = "alreadyPaid" | "personalInsurance" | "companion" | "cashPayment" | "personalTaxId" | "fuelWithMileage";

const PAID = String.raw`(?:paid|reimbursed|covered|refunded|pago|pagaron|pagou|pagaram|reembolso|reembolsaron|reembolsou|cubrio|cobriu)`;
const PAYER = String.raw`(?:client|customer|cliente|clientes)`;
const KIN = String.raw`(?:wife|husband|partner|spouse|girlfriend|boyfriend|kids?|children|son|daughter|family|mom|mother|dad|father|esposa|esposo|marido|mujer|novia|novio|pareja|hij[oa]s?|familia|namorad[ao]|mulher|filh[ao]s?|companheir[ao]|mae|pai)`;
const FUEL = String.raw`(?:gas|gasoline|petrol|fuel|diesel|gasolina|nafta|combustible|combustivel|etanol|alcool)`;
const TRIP = String.raw`(?:flights?|tickets?|airfare|hotel|room|meals?|vuelos?|pasajes?|boletos?|billetes?|habitacion|comidas?|voos?|passage(?:m|ns)|bilhetes?|quarto|refeic\w*)`;

/**
 * `atLeast`: the policy's line refuses it from an amount on ("cash payments of Q 30,000.00 or
 * more"): the expense is refused only at or above the figure the line states (always, with none).
 * `document`: what the line refuses is the document, not the expense: the right one can still be
 * asked for (`needs_document`, this document).
 */
export const REFUSED_IN_WORDS: ReadonlyArray<{
  kind: RefusedKind;
  asked: RegExp;
  line: Record<Language, RegExp>;
  atLeast?: true;
  document?: "taxInvoice";
}> = [
  {
    kind: "alreadyPaid",
    asked: new RegExp(
      String.raw`\b${PAYER}\b[^.?!]{0,30}\b(?:already|ya|ja)\b[^.?!]{0,15}\b${PAID}\b|\b(?:already|ya|ja)\b[^.?!]{0,20}\b${PAID}\b[^.?!]{0,20}\b(?:by (?:the |my |our )?${PAYER}|(?:el|o|mi|meu) ${PAYER})\b`,
    ),
    line: {
      en: /\balready (?:paid|reimbursed|covered) by\b/,
      es: /\bya (?:pagad|reembolsad|cubiert)[oa]s? por\b/,
      "pt-BR": /\bja (?:pag|reembolsad|cobert)[oa]s? por\b/,
    },
  },
  {
    kind: "personalInsurance",
    asked:
      /\binsurance\b[^.?!]{0,40}\b(?:for myself|for me|personal)\b|\bpersonal (?:travel )?insurance\b|\bseguros? (?:de )?(?:viaje|viagem)\b[^.?!]{0,20}\b(?:personal|pessoal|propio|proprio|para mi)\b|\bseguros? (?:personal|pessoal)\b/,
    line: {
      en: /\bpersonal (?:travel )?insurance\b/,
      es: /\bseguros? (?:de viaje )?personal(?:es)?\b/,
      "pt-BR": /\bseguros? (?:de viagem )?pessoa(?:l|is)\b/,
    },
  },
  {
    kind: "companion",
    asked: new RegExp(
      String.raw`\b(?:my|mi|mis|minha|meu|minhas|meus)\s+${KIN}\b[^.?!]{0,60}\b${TRIP}\b|\b(?:her|his|their)\s+${TRIP}\b[^.?!]{0,30}\b(?:wife|husband|partner|spouse|girlfriend|boyfriend)\b`,
    ),
    line: {
      en: /\bfamily members?\b|\bcompanions?\b|\bspouses?\b/,
      es: /\bfamiliares\b|\bacompanantes\b|\bconyuges?\b/,
      "pt-BR": /\bfamiliares\b|\bacompanhantes\b|\bconjuges?\b/,
    },
  },
  {
    kind: "cashPayment",
    asked:
      /\b(?:paid|pay|paying|pague|pagamos|pagaron|paguei|pagou|pagaram|pago|abone)\b[^.?!]{0,30}\b(?:in cash|cash|en efectivo|al contado|em dinheiro|em especie|a vista em dinheiro)\b|\b(?:in cash|en efectivo|em dinheiro|em especie)\b[^.?!]{0,30}\b(?:paid|pague|paguei|pago|pagamento|pagos?)\b/,
    line: {
      en: /\bcash payments?\b|\bpayments?\b[^.]{0,40}\b(?:made )?in cash\b|\bpaid in cash\b/,
      es: /\bpagos?\b[^.]{0,40}\ben efectivo\b|\bpagad[oa]s? en efectivo\b/,
      "pt-BR": /\bpagamentos?\b[^.]{0,40}\bem (?:dinheiro|especie)\b|\bpag[oa]s? em (?:dinheiro|especie)\b/,
    },
    atLeast: true,
  },
  {
    // A receipt made out to the spender, not the company: "a nota saiu no meu CPF", "factura a consumidor final".
    kind: "personalTaxId",
    asked:
      /\b(?:no|com|em|pelo|pro) (?:meu |minha )?cpf\b|\bsaiu (?:no|em) meu (?:nome|cpf)\b|\b(?:a|como|con|para) (?:cf|c f|consumidor final)\b|\ba mi nombre\b|\bcon mi (?:nit|ruc|rut|rfc|dni|cedula|curp)\b|\b(?:in|under) my (?:own )?name\b|\bmy personal (?:tax id|tax number|name)\b/,
    line: {
      en: /\b(?:made out|issued|addressed) to the company\b|\bin the company'?s name\b|\bcompany'?s (?:tax id|tax number|vat number)\b/,
      es: /\bconsumidor final\b|\bal (?:nit|ruc|rut|rfc|cuit) de\b|\bcon (?:el )?(?:nit|ruc|rut|rfc|cuit) de la empresa\b|\b(?:emitid[oa]|expedid[oa]|a nombre) (?:a nombre )?de la empresa\b/,
      "pt-BR": /\bcnpj da empresa\b|\bno cnpj d[ae]\b|\bnota\b[^.]{0,30}\bcpf\b|\bem nome da empresa\b/,
    },
    document: "taxInvoice",
  },
  {
    // Fuel for a drive already paid per kilometre: "claiming the km, can I also expense the gas?"
    kind: "fuelWithMileage",
    asked: new RegExp(
      String.raw`(?=[^]*\b${FUEL}\b)(?=[^]*\b(?:km|kms|mileage|miles|per (?:km|mile)|kilometraje|kilometros|quilometragem|quilometros)\b)`,
    ),
    line: {
      en: /\bcovered by a per[ -]?(?:kilomet(?:re|er)|mile)\b|\bfuel\b[^.]{0,50}\bmileage\b|\bmileage\b[^.]{0,50}\bfuel\b/,
      es: /\bcombustible\b[^.]{0,50}\b(?:kilometraje|por (?:km|kilometro))\b|\b(?:kilometraje|por (?:km|kilometro))\b[^.]{0,50}\bcombustible\b|\bcubiertos? por (?:una|la) (?:tarifa|asignacion) por (?:km|kilometro)\b/,
      "pt-BR":
        /\bcombustivel\b[^.]{0,50}\b(?:quilometragem|por (?:km|quilometro))\b|\b(?:quilometragem|por (?:km|quilometro))\b[^.]{0,50}\bcombustivel\b|\bcobert[oa]s? por (?:um|uma|o|a) (?:reembolso|valor) por (?:km|quilometro)\b/,
    },
  },
];

/** What the words say the policy may refuse ("the client already paid it", "my wife's flight"). */
export function refusalsAsked(lower: string): RefusedKind[] {
  return REFUSED_IN_WORDS.filter(({ asked }) => asked.test(lower)).map(({ kind }) => kind);
}
