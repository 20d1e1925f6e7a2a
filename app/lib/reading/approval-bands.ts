import { findAmounts, type FoundAmount } from "./money";
import { plain } from "./text";

/*
 * An approval band as people write one beside its approver: a range of amounts, then who signs.
 * "$0 – $2,000: Direct manager", "$2,000.01 to $10,000: Department head", "de R$ 1.000,01 a
 * R$ 5.000 — diretor da área", "Más de $20,000 y hasta $80,000 MXN: Director General",
 * "over 5k: CEO", "hasta 1.000.000: jefe directo;", "| $500 – $2,500 | Finance manager |".
 * The frame is the same in the three languages: floor and ceiling by their words (or by order),
 * the approver after the separator. Precise first: a line whose approver is not a name is no band.
 */

export interface Band {
  /** The floor (spend above it needs the approver); null: from the first unit of money. */
  above: FoundAmount | null;
  upTo: FoundAmount | null;
  /** Who approves, as written, without "approved by" and the like. */
  approver: string;
}

const OVER =
  /(?:\bover|\babove|\bmore than|\bgreater than|\bexceeding|\bin excess of|\bfrom|\bstarting at|\bmas de|\bsobre|\bmayor(?:es)? (?:a|de|que)|\bsuperior(?:es)? a|\bpor encima de|\bencima de|\barriba de|\ba partir de|\bdesde|\bacima de|\bmais de|\bpasa(?:n|r)? de|\bpassa(?:r)? de|\bmaior(?:es)? (?:que|de)|>=?|≥)\s*(?:de\s+|the\s+)?$/;
const UNDER =
  /(?:\bup to|\bupto|\bunder|\bbelow|\bless than|\bhasta|\bmenos de|\bpor debajo de|\binferior(?:es)? a|\bmenor(?:es)? (?:a|de|que)|\bate|\babaixo de|\bno more than|<=?|≤)\s*(?:de\s+|the\s+)?$/;
/** "1,000+", "5.000 o más", "5k and above": an open floor written after the figure. */
const OPEN_AFTER = /^\s*(?:\+|and (?:above|over|up)|or (?:more|above)|o mas|en adelante|ou mais|para cima|em diante)/;

/** The words around an approver that are not the approver. */
const APPROVER_LEAD =
  /^(?:(?:who approves|quien aprueba|quem aprova)\s*:?\s+|(?:(?:requires?|needs?|must have|must be|is|are|requiere[n]?|necesita[n]?|exige[n]?|precisa[m]?|requer(?:em)?|debe(?:n)? (?:ser|tener)|deve(?:m)? ter)\s+)?(?:(?:the\s+)?(?:prior\s+|written\s+|additional\s+)?(?:approval|sign-?off|authori[sz]ation)\s+(?:of|from|by)\s+|approved by\s+|signed (?:off )?by\s+|(?:la\s+)?(?:aprobacion|autorizacion|firma)\s+(?:previa\s+|adicional\s+)?(?:de(?:l)?|por)\s+|aprobad[oa]s? por\s+|autorizad[oa]s? por\s+|(?:a\s+)?(?:aprovacao|autorizacao|assinatura)\s+(?:previa\s+|adicional\s+)?(?:d[oa]s?|de|por|pel[oa])\s+|aprovad[oa]s? (?:por|pel[oa])\s+|autorizad[oa]s? (?:por|pel[oa])\s+|aprueba\s+|autoriza\s+|aprova\s+))/;
const APPROVER_TAIL =
  /\s*(?:approval|approves(?: it)?|signs(?: it)?(?: off)?|sign-?off|aprueba|autoriza|firma|aprova|assina|aprovacao|autorizacao|aprobacion)\s*$/;

/** "No pre-approval required", "just submit it", "sin aprobación", "dispensa aprovação": the band needs nobody. */
export const NO_APPROVAL =
  /^(?:\W*)(?:no (?:requiere|necesita|aplica)\b|nao (?:requer|precisa|se aplica)\b|not (?:required|needed)\b|no (?:(?:line )?manager(?:'s)? |pre-?)?approval(?: (?:is )?(?:needed|required))?|(?:pre-?)?approval not (?:needed|required)|none (?:needed|required)|not (?:needed|required)|just submit(?: it)?|submit (?:it )?(?:directly|as usual)|nobody|no one|automatic(?:ally approved)?|(?:aprobacion|aprovacao) automatica(?: del sistema| do sistema)?|automatic approval|auto-?approved|sin (?:aprobacion|autorizacion)(?: previa)?|no (?:requiere|necesita) (?:aprobacion|autorizacion)(?: previa)?|nadie|automatic[oa]|dispensa (?:aprovacao|autorizacao)(?: previa)?|sem (?:aprovacao|autorizacao)(?: previa)?|nao (?:requer|precisa de) (?:aprovacao|autorizacao)(?: previa)?|ninguem)\b/;

const CHAIN =
  /\b(?:then|followed by|jointly|together|both|luego|despues|y (?:el|la|luego)|conjuntamente|ambos|depois|em seguida|e (?:o|a|depois)|conjuntamente|and (?:the|then|also))\b|\s\+\s|,/;

/** A band's approver: a short name, not a sentence, not a figure. */
export function approverOf(raw: string): string | null {
  let text = raw
    .replace(/^[\s:→=>–—-]+/, "")
    .replace(/[\s.;,]+$/, "")
    .trim();
  const lead = APPROVER_LEAD.exec(plain(text));
  if (lead) text = text.slice(lead[0].length);
  const tail = APPROVER_TAIL.exec(plain(text));
  if (tail) text = text.slice(0, tail.index);
  text = text
    .replace(/^(?:(?:the|el|la|los|las|o|a|os|as|by|por|pelo|pela|your|tu|su|seu|sua|his|her|their)\s+)+/i, "")
    // "the claimant's line manager": whose manager is no part of the role.
    .replace(/^(?:claimant|employee|traveller|traveler|spender|requester|cardholder|staff member)['’]s\s+/i, "")
    .replace(/['’]s$/, "")
    .trim();
  if (NO_APPROVAL.test(plain(text))) return null;
  // "Sarah (ops manager)", "me (Dave, owner)": the role in brackets approves, whoever holds it today.
  const named = /^[\p{L} .'’-]{1,40}\(([^()]{2,60})\)$/u.exec(text);
  if (named) {
    const inside = named[1]!.split(",").at(-1)!.trim();
    const outside = text.slice(0, text.indexOf("(")).trim();
    // "owner (me)", "el dueño (yo)": the pronoun is the writer; "gerente (Jair)": the person holds the
    // role written outside. Either way the role outside approves.
    const person = /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u.test(inside) && !/^\p{Lu}/u.test(outside);
    text = /^(?:me|myself|i|yo|mi|eu|mim|nosotros|nos)$/i.test(inside) || person ? outside : inside;
  }
  // "Marleny, la administradora", "Jorge, el gerente comercial": the role in apposition approves.
  const apposed = /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?,\s*(?:el|la|the|our|nuestr[oa]|o|a|nosso|nossa)\s+([\p{L} -]{3,40})$/u.exec(
    text,
  );
  if (apposed) text = apposed[1]!.trim();
  // "me lo mandan a mí", "comes to me": the writer, whose role the line does not say — no approver's name.
  if (/\b(?:me|mi|mim|yo|eu|myself)\b/.test(plain(text))) return null;
  if (!text || text.length > 80 || /\d/.test(text) || text.split(/\s+/).length > 8) return null;
  if (NO_APPROVAL.test(plain(text))) return null;
  // Two approvers in turn or together ("Finance Director and then the CEO", "jointly") are a chain, not a band's approver.
  if (CHAIN.test(plain(text))) return null;
  if (/^(?:n\/a|none|ninguno|nenhum|no|nao|-|—)$/i.test(text)) return null;
  return text;
}

/** "any amount", "cualquier monto", "qualquer valor": a band from the first unit of money, with no ceiling. */
const ANY_AMOUNT =
  /\b(?:any amount|all amounts|regardless of (?:the )?amount|cualquier (?:monto|importe|valor)|todo monto|sin importar el monto|qualquer (?:valor|montante|quantia)|independente(?:mente)? do valor)\b/;

/** A separator between a band's range and its approver: a colon, an arrow, a dash between words. */
const SEPARATOR = /\s*(?::|→|->|=>|\s[–—-]\s|\|)\s*/;

/**
 * One band from a range and an approver: in one line ("$0 – $2,000: Direct manager") or in two
 * cells (`range`, `approver`). Null when the range has no amount or the approver is no name.
 */
export function readBand(range: string, approverCell?: string): Band | null {
  let rangeText = range;
  let approverText = approverCell;
  if (approverText === undefined) {
    // The approver follows the last amount of the range, after a separator.
    const amounts = findAmounts(range);
    const last = amounts.at(-1);
    if (!last) return whoApproves(range);
    const rest = range.slice(last.end);
    const cut = SEPARATOR.exec(rest);
    if (!cut) return null;
    rangeText = range.slice(0, last.end + cut.index);
    approverText = rest.slice(cut.index + cut[0].length);
    if (OPEN_AFTER.test(plain(rest.slice(0, cut.index)))) rangeText = range.slice(0, last.end) + " +";
  }
  const approver = approverOf(approverText);
  if (!approver) return null;
  // "Viajes al extranjero (cualquier monto) | Director General": every amount needs the approver.
  if (ANY_AMOUNT.test(plain(rangeText))) return { above: null, upTo: null, approver };
  const amounts = findAmounts(rangeText);
  if (amounts.length === 0 || amounts.length > 2) return null;
  const lower = plain(rangeText);
  const [first, second] = amounts as [FoundAmount, FoundAmount | undefined];
  const wordsBefore = (amount: FoundAmount) => lower.slice(Math.max(0, amount.start - 24), amount.start);
  if (second) return { above: first.amount === 0 ? null : floor(first), upTo: second, approver };
  if (UNDER.test(wordsBefore(first))) return { above: null, upTo: first, approver };
  if (OVER.test(wordsBefore(first)) || OPEN_AFTER.test(lower.slice(first.end))) return { above: floor(first), upTo: null, approver };
  return null;
}

/** "quem aprova: gerente da área, antes de emitir": a line that only names who approves covers every amount. */
function whoApproves(line: string): Band | null {
  const label = /^(?:who approves|approver|approval|quien aprueba|aprobador|aprobacion|quem aprova|aprovador|aprovacao)\s*:\s*/.exec(
    plain(line),
  );
  if (!label) return null;
  const [name, ...rest] = line.slice(label[0].length).split(",");
  const approver = approverOf(name!);
  return approver && !/\d/.test(rest.join(",")) ? { above: null, upTo: null, approver } : null;
}

/** "$2,000.01" starts the band that follows $2,000: its floor is $2,000. */
function floor(amount: FoundAmount): FoundAmount {
  const cents = Math.round((amount.amount % 1) * 100);
  return cents === 1 ? { ...amount, amount: Math.round((amount.amount - 0.01) * 100) / 100 } : amount;
}
