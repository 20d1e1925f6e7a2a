import type { Language } from "~/lib/site/languages";
import { emptyRules, fromUser, type ApprovalScope, type Money, type PolicyRules, type Provenance } from "../rulebook/policy-rules";
import { NO_APPROVAL, readBand } from "./approval-bands";
import { countryCodeFromName } from "./countries";
import { cityCountry } from "./country-signals";
import { findAmounts, isCurrencyCode, type FoundAmount } from "./money";
import { readCompany } from "./read-company";
import { approvalScopeOf, CAPPED_ITEM_WORDS, CONDITION_WORDS, orderApprovals } from "./rules";
import { escapeRegExp, plain } from "./text";

/*
 * The policy-text entry point of the reading core: a policy as a person reads it, whoever wrote it
 * (a model, a consultant, the owner, the company's old format). Its structure is read here —
 * headings give context, tables are read by the meaning of their headers (any column order, a notes
 * column with destination caps), approval bands by their ranges — and every line it yields is read
 * by the description reader's own sentence readers, in the policy's known country and currency.
 * Every rule keeps the line it came from; every line that looks like a rule and was not read is
 * returned, so the owner is told instead of the card controls losing it in silence.
 */

export interface PolicyTextOptions {
  language: Language;
  /** The policy's currency: a figure without a sign is in it. */
  currency: string;
  /** The policy's country (ISO code): a limit "in" it is the home limit. */
  country: string;
}

export interface PolicyTextReading {
  rules: PolicyRules;
  /** Lines that look like a rule (a figure, an approving verb, a number of days) and were not read. */
  unread: string[];
}

/** A heading over worked examples, and lines that give figures for information only. */
const EXAMPLE = /\b(?:examples?|ejemplos?|exemplos?|casos? practicos?|casos? de uso|illustrations?|worked)\b/;
const EXAMPLE_LINE =
  /^(?:\(?(?:for example|e\.g\.|example|por ejemplo|ejemplo|por exemplo|exemplo)\b)|\b(?:for (?:information|reference) only|for reference|a efectos (?:meramente )?informativos|a titulo informativo|para fins? informativos?|para referencia|a titulo de referencia)\b/;

/** A heading or a column that speaks of approvals. */
const APPROVAL_CONTEXT =
  /\b(?:approv\w*|authori[sz]\w*|sign-?off|signatory|escalat\w*|aprob\w*|aprueb\w*|autoriz\w*|aprova\w*|alcada\w*|nivel(?:es)? de (?:aprobacion|aprovacao)|who approves|quien aprueba|quem aprova)\b/;
const APPROVER_COLUMN =
  /\b(?:approver|approved by|approval|authori[sz]\w*|who|aprobador\w*|aprueba|aprobacion|autoriza\w*|quien|aprovador\w*|aprova\w*|quem|responsable|responsavel|signatory|firma)\b/;
const RANGE_COLUMN =
  /\b(?:amount|range|band|level|tier|threshold|spend|monto|importe|rango|tramo|nivel|umbral|valor|faixa|limite|limit|gasto|despesa)\b/;
const LABEL_COLUMN =
  /\b(?:category|categories|item|expense|expense type|type|concept|description|categoria|concepto|rubro|tipo|gasto|despesa|item|descricao|descripcion)\b/;
/** A band's floor and ceiling in columns of their own. */
const FROM_COLUMN = /(?:^|\s)(?:from|over|above|min(?:imum)?|desde|minimo|a partir de|acima de|mais de)$|^(?:de|mas de|more than)$/;
const TO_COLUMN = /(?:^|\s)(?:to|up to|until|max(?:imum)?|hasta|maximo)$|^(?:a|ate|limite)$/;

/** The first column of a table of card limits by role. */
const ROLE_COLUMN =
  /^(?:roles?|positions?|job (?:title|level)|title|level|cardholders?|cargos?|rol(?:es)?|puestos?|perfil(?:es)?|nivel(?:es)?|funcao|funcoes|colaborador(?:es)?)$/;
const AMOUNT_COLUMN = /\b(?:amount|range|monto|importe|rango|valor|faixa|spend|gasto|despesa)\b/;
const PLACE_COLUMN =
  /\b(?:applies to|where|destination|location|region|aplica a?|donde|destino|ubicacion|vale para|onde|regiao|zona|zone|ambito|city|cities|ciudad(?:es)?|cidades?|country|countries|pais(?:es)?)\b/;
/** "Washington DC $285", "San Francisco $320": the name a cell opens with, when it begins with a known city. */
function leadingCity(cell: string): string | undefined {
  const name = /^((?:\p{Lu}[\p{L}.'’-]*\s+){1,4})(?=\S*\d)/u.exec(cell)?.[1]?.trim();
  const words = name?.split(/\s+/) ?? [];
  return words.some((_, length) => cityCountry(words.slice(0, length + 1).join(" "))) ? name : undefined;
}

/** A table's first column of states or provinces, and its row for all the others. */
const REGION_COLUMN = /^(?:states?|provinces?|estados?|provincias?|regions?|regiones|regioes|departamentos?|territor(?:y|ies))$/;
const OTHER_REGIONS = /\b(?:all other|other|rest of|remaining|resto|demais|outros|otras|otros|todos los demas|todas las demas)\b/;
/** A column that says whether the row's documents are accepted. */
const DOCUMENT_COLUMN = /\b(?:accepted|not accepted|acepta\w*|no se acepta\w*|aceit\w*|nao (?:se )?aceit\w*|refused|rechaz\w*|recus\w*)\b/;
/** A column that says when a refused item is paid after all. */
const EXCEPTION_COLUMN = /\b(?:exceptions?|excepcion(?:es)?|excecao|excecoes|salvo)\b/;
const NOTES_COLUMN =
  /\b(?:notes?|comments?|remarks|conditions?|details?|observac\w*|comentarios?|condicion\w*|condic\w*|detalles?|detalhes?|notas?|obs)\b/;

/** A line to read (`text`, with its heading's context), the rule line it came from, and the words it quotes. */
type Line = { text: string; source: string; said?: string };
/** The longest line read as rules (a long paragraph of a consultant's policy is about 1,200 characters). */
const MAX_RULE_LINE = 2_000;

/** The cells of a markdown table row, or null for a line that is not one. */
/** A list item labelled only with its kind of rule ("Regla general:", "Exception:", "Regra geral:"). */
const GENERIC_CHILD_LABEL =
  /^(?:regla general|general rule|regra geral|rule|regla|regra|excepcion(?:es)?|exceptions?|excecao|excecoes|limite|limit|tope|teto)\s*:/;
/** A role's limit named by its kind alone, under the role's own list item: "Mensual: …", "Per transaction: …". */
const ROLE_LIMIT_LABEL =
  /^(?:monthly|mensual|mensal|per (?:transaction|purchase)|por (?:transaccion|transacao|compra)|single transaction)\b[^:]{0,20}:/;

function cellsOf(line: string): string[] | null {
  const trimmed = line.trim();
  // "Nivel\tPuestos\tLímite mensual": a table pasted from a spreadsheet, its cells between tabs.
  if (/\S\t+\S[^\t]*\t+\S/.test(trimmed)) return trimmed.split(/\t+/).map((cell) => cell.replace(/\*\*|__/g, "").trim());
  if (!trimmed.startsWith("|")) return null;
  return trimmed
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) =>
      cell
        .replace(/\\\|/g, "|")
        .replace(/\*\*|__/g, "")
        .trim(),
    );
}
const DIVIDER = /^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-*:?\s*\|?\s*$/;

const headingText = (line: string) =>
  line
    .replace(/^#{1,6}\s+/, "")
    // "TABLA 6. CONCEPTOS NO REEMBOLSABLES": a table's or an annex's number names no topic.
    .replace(/^(?:table|tabla|tabela|annex|anexo)\s+(?=\d)/i, "")
    .replace(/^(?:\d+(?:\.\d+)*\.?|[IVX]+\.)\s+/, "")
    .replace(/\*\*|__/g, "")
    .trim();

/** "3. HOTELS", "OTHER STUFF WE DON'T PAY": a line in capitals (numbered or not) is a heading. */
const CAPITALS_HEADING = /^(?:(?:TABLE|TABLA|TABELA|ANNEX|ANEXO)\s+)?(?:\d+(?:\.\d+)*[.)]?\s+)?[\p{Lu}][\p{Lu}\s&/'’,.()-]{2,70}:?$/u;
/** "✈️ ", "🍽️ ": the pictographs a chat-written heading opens with. */
const PICTOGRAPHS = /^[\p{Extended_Pictographic}\uFE0F\u200D\u20E3\s]+/u;
/** "EXTERIOR (quase nunca acontece mas vai que)": a heading without its aside in brackets, in any case (no regex: linear on any line). */
function withoutAside(line: string): string {
  const end = line.endsWith(":") ? line.length - 1 : line.length;
  if (line.charAt(end - 1) !== ")") return line;
  const open = line.lastIndexOf("(", end - 1);
  if (open < 0 || end - open > 62 || line.slice(open + 1, end - 1).includes(")")) return line;
  return `${line.slice(0, open).trimEnd()}${line.slice(end)}`;
}
/** "Meals", "Cash advances:", "9. Accommodation": a short line with no figure and no sentence's end that names a topic. */
function topicHeading(numbered: string): boolean {
  // "9. Accommodation", "10 Meals": a section's number is no figure.
  const line = numbered.replace(/^\d+(?:\.\d+)*[.)]?\s+(?=\p{L})/u, "");
  if (line.length > 40 || /\d|[.;!?]$/.test(line) || line.split(/\s+/).length > 5) return false;
  const lower = plain(line.replace(/^[-•*+]\s+/, ""));
  if (lower !== plain(line)) return false;
  return (
    ITEM_HEADING.test(lower) ||
    ADVANCE_HEADING.test(lower) ||
    ALCOHOL_HEADING.test(lower) ||
    AIR_HEADING.test(lower) ||
    ABROAD_HEADING.test(lower) ||
    DOMESTIC_HEADING.test(lower) ||
    APPROVAL_CONTEXT.test(lower) ||
    NOT_PAID_HEADING.test(lower)
  );
}
/** "11. Ground Transportation" before "11.1 …": a numbered section's title, whatever its topic. */
function sectionTitle(line: string, next: string | undefined): boolean {
  const title = /^(\d+)\.?\s+\p{Lu}[\p{L}'’,&/ -]{2,60}$/u.exec(line);
  return title !== null && line.split(/\s+/).length <= 8 && new RegExp(`^\\s*${title[1]}\\.1\\b`).test(next ?? "");
}
/** An owner's edit marks ("EDIT:", "EDIT (new):", "UPDATE 2026:") are no part of the rule. */
const EDIT_MARK = /^(?:EDIT|EDITED|UPDATE|UPDATED|NEW|NOTE|NB|NOTA|OJO|ATENCION|ATENÇÃO|ATENCAO)\b[^:\n]{0,24}:\s*/;

const ARTICLE_NUMBER =
  /^(?:article|art[ií]culo|artigo|art\.|cl[aá]usula|section|secci[oó]n|se[cç][aã]o)\s+\d+(?:\.\d+)*\s*[º°ª]?\s*[.:)–—-]?\s+/i;

/** A line that may state a rule: a figure, an approving verb, a number of days, a "no" before an item. */
const LOOKS_LIKE_A_RULE =
  /\d|\b(?:approv\w*|aprob\w*|aprueb\w*|autoriz\w*|aprova\w*|not (?:be )?(?:reimburs|pa|allow|cover)\w*|never|no se (?:reembols|pag|permit|cubr)\w*|nao (?:sera|serao|e|sao) (?:reembols|pag|permit)\w*|prohibid\w*|proibid\w*|prohibited|forbidden)\b/;

export function readPolicyText(markdown: string, options: PolicyTextOptions): PolicyTextReading {
  const lines: Line[] = [];
  const bands: Array<{ band: NonNullable<ReturnType<typeof readBand>>; source: string; scope: ApprovalScope }> = [];
  let heading = "";
  const tableUnread: string[] = [];
  /** A role table's level codes and the roles they name ("N1" → "Directores"), for the lines that use the code. */
  const levels = new Map<string, string>();
  /** A line said twice states one rule. */
  const seen = new Set<string>();
  /** A line that ends in ":" introduces the list under it ("The following are not reimbursed:"). */
  let lead = "";
  let table: string[][] = [];
  /** The list items that only name what the items under them are about, by indentation. */
  const parents: Array<{ indent: number; label: string }> = [];
  const flushTable = () => {
    if (table.length > 1) readTable(table, lead ? `${heading} ${lead}` : heading, lines, bands, tableUnread, levels);
    table = [];
  };
  // Struck-out words are gone ("~~$180/night~~ $220/night"): the owner crossed them out.
  const rawLines = markdown.replace(/~~[^~\n]*~~/g, "").split("\n");
  for (const [index, raw] of rawLines.entries()) {
    const cells = cellsOf(raw);
    if (cells) {
      if (!DIVIDER.test(raw)) table.push(cells);
      continue;
    }
    flushTable();
    const line = raw.trim();
    if (!line) continue;
    // "🌎 EXTERIOR (quase nunca acontece)": a heading's pictograph and its aside in brackets are no part of its topic.
    const bare = line.replace(PICTOGRAPHS, "");
    const titled = withoutAside(bare);
    if (
      /^#{1,6}\s/.test(line) ||
      /^\*\*[^*]+\*\*:?$/.test(bare) ||
      (CAPITALS_HEADING.test(titled) && !EDIT_MARK.test(bare)) ||
      topicHeading(titled) ||
      sectionTitle(line, rawLines[index + 1])
    ) {
      heading = headingText(bare);
      lead = "";
      continue;
    }
    const listItem =
      /^(?:[-•*+]|\d+[.)]|[a-z][.)]|\([a-z0-9]{1,4}\))\s+/i.test(line) || /^(?:a|r|resp|answer|respuesta|resposta)\s*[:.]\s/i.test(line);
    if (!listItem && !lead.endsWith("?")) lead = "";
    // "**Cláusula 6. Alojamiento.** 6.1 Límite…": a bold lead names what the paragraph after it is about.
    const boldLead = /^\*\*([^*]{2,80})\*\*:?\s+(?=\S)/.exec(line);
    if (boldLead) heading = headingText(boldLead[1]!.replace(/[.:]\s*$/, ""));
    const item = (boldLead ? line.slice(boldLead[0].length) : line)
      .replace(/^(?:[-•*+]|\d+(?:\.\d+)*[.)]?|[a-z][.)]|\([a-z0-9]{1,4}\)|[ivx]{1,4}[.)])\s+/i, "")
      .replace(/\*\*|__/g, "")
      // "*Exception:*": a word in italics is the word.
      .replace(/(?<![\p{L}\d*])\*(?![\s*])([^*\n]{1,80}?)\*(?![\p{L}\d*])/gu, "$1")
      // An FAQ's answer mark ("A:", "R:", "Resposta:") is no part of the rule.
      .replace(/^(?:A|R|Resp|Respuesta|Resposta|Answer)\s*[:.]\s+/, "")
      .replace(EDIT_MARK, "")
      // "Article 9. Taxis …", "Artículo 4º:": a regulation's article number is no part of the rule.
      .replace(ARTICLE_NUMBER, "")
      .trim();
    // "- **Dirección:**" over "  - Mensual: $U 250.000": a list item that only names a role is the label of the limits under it.
    const indent = raw.length - raw.trimStart().length;
    while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
    if (listItem && /^[^:\d]{2,60}:$/.test(item)) parents.push({ indent, label: item.slice(0, -1) });
    const parent = listItem ? parents.findLast((entry) => entry.indent < indent) : undefined;
    // "- Bebidas alcohólicas:" over "  - Regla general: no se reembolsan." and "  - Excepción: comidas con clientes":
    // a child that names only its kind of rule speaks of the parent's item.
    if (parent && GENERIC_CHILD_LABEL.test(plain(item))) {
      for (const sentence of sentencesOf(item)) lines.push({ text: `${parent.label}: ${sentence}`, source: item, said: item });
      continue;
    }
    if (parent && ROLE_LIMIT_LABEL.test(plain(item))) {
      const said = `${parent.label}: ${item.replace(/:\s*/, " ")}`;
      if (!seen.has(said)) {
        seen.add(said);
        lines.push({ text: said, source: item, said: item });
      }
      continue;
    }
    if (!item || seen.has(item)) continue;
    // A question states no rule: it introduces the answer under it.
    if (item.endsWith("?")) {
      lead = item;
      continue;
    }
    seen.add(item);
    // A line with no word states no rule; a line longer than any rule is written is shown, not parsed.
    if (!/\p{L}{2}/u.test(item)) continue;
    if (item.length > MAX_RULE_LINE) {
      tableUnread.push(`${item.slice(0, 200)}…`);
      continue;
    }
    // Worked examples and figures quoted for information state no rule of the company.
    if (EXAMPLE.test(plain(heading)) || EXAMPLE_LINE.test(plain(item))) continue;
    // "3. ¿QUIÉN APRUEBA?" over "- Hasta 500 soles: Marleny, la administradora.": a question that leads the list is its context.
    if (approvalContext(heading, item) || (listItem && APPROVAL_CONTEXT.test(plain(lead)))) {
      const band = readBand(item.replace(/[;.]$/, ""));
      // "✅ VIAGEM COM PERNOITE" over "quem aprova: gerente da área": a band for some trips only has no scope a card can hold.
      if (band && OVERNIGHT.test(plain(`${heading} ${item}`))) {
        tableUnread.push(item);
        continue;
      }
      if (band) {
        bands.push({ band, source: item, scope: scopeOf(heading, item) });
        continue;
      }
      // "Under 1k: just submit it": a band that needs nobody is read, and states no tier.
      if (needsNobody(item)) continue;
    }
    // Each sentence takes the heading's context unless it names its own topic ("No more per diems. Max $90/day in Canada.").
    // "3.4 Alimentos. Los gastos de alimentación…": a paragraph's short first sentence names its topic.
    const sentences = sentencesOf(roleLimitsJoined(placeLabelled(enumerated(item))));
    // "5. Meal allowances in Canada. When you travel…": a numbered paragraph's title is the heading of its lines and those under it.
    if (indent === 0 && /^\d+[.)]\s/.test(line) && sentences.length > 1 && isShortTitle(sentences[0]!))
      heading = sentences[0]!.slice(0, -1);
    const title = sentences.length > 1 && isTitle(sentences[0]!) ? sentences[0]!.slice(0, -1) : "";
    // "5.2 International travel. Meals are reimbursed…": a paragraph titled by its trips says where each sentence applies.
    const scope = sentences.length > 1 && SCOPE_TITLE.test(plain(sentences[0]!)) ? sentences[0]!.slice(0, -1) : "";
    // "**Rideshare/Taxi:** Standard service. Maximum $100 per ride.": the label names the item of each figure after it.
    const itemLabel = (boldLead?.[1] ?? /^([^:\d]{2,40}):\s/.exec(item)?.[1] ?? "").replace(/[.:]\s*$/, "");
    const capped = CAPPED_ITEM_WORDS.test(plain(itemLabel)) ? itemLabel : "";
    sentences.forEach((sentence, index) => {
      const context = title && index > 0 ? title : heading;
      const labelled =
        capped && index > 0 && /\d/.test(sentence) && !CAPPED_ITEM_WORDS.test(plain(sentence)) ? `${capped}: ${sentence}` : sentence;
      const scoped = scope && index > 0 ? `${scope}: ${labelled}` : labelled;
      for (const one of perPlace(scoped).flatMap((line) => perPlace(contextual(line, context, listItem ? lead : ""))))
        lines.push({ text: one, source: item, said: sentence });
    });
    if (!listItem && (item.endsWith(":") || item.endsWith("?")) && item.length <= 200) lead = item;
  }
  flushTable();

  // "Ejecutiva: solo N1": a level's code is the role the role table names for it.
  if (levels.size > 0) {
    const code = new RegExp(`(?<![\\p{L}\\d])(?:${[...levels.keys()].map(escapeRegExp).join("|")})(?![\\p{L}\\d])`, "gu");
    for (const line of lines) line.text = line.text.replace(code, (found) => levels.get(found)!);
  }
  // A line said twice states one rule: read each text once.
  const texts = [...new Set(lines.map((line) => line.text))];
  const reading = readCompany(texts.join("\n"), {
    siteCountry: options.country,
    language: options.language,
    known: { country: options.country, currency: options.currency },
  });
  const rules = { ...emptyRules(), ...reading.rules };
  const money = moneyIn(options.currency);
  const bandTiers = bands.map(({ band, source, scope }) => ({
    // "Hasta UF 15: jefatura directa": a band from nothing starts in its ceiling's currency.
    above: band.above ? money(band.above) : { amount: 0, currency: band.upTo ? money(band.upTo).currency : options.currency },
    upTo: band.upTo ? money(band.upTo) : null,
    approver: band.approver,
    scope,
    provenance: fromUser(source),
  }));
  rules.approvals = orderApprovals([...bandTiers, ...rules.approvals.filter((tier) => !bandTiers.some((band) => sameFloor(band, tier)))]);
  const sourceOf = new Map(lines.map((line) => [line.text, line.source]));
  // A rule quotes the writer's own words, not the heading's context we read them with ("Meals: …").
  const saidOf = new Map(lines.map((line) => [quoteKey(line.text), line.said ?? line.source]));
  quoteAsWritten(rules, saidOf);
  const unread = reading.unplaced.map((text) => sourceOf.get(text) ?? text).filter((text) => LOOKS_LIKE_A_RULE.test(plain(text)));
  return { rules, unread: [...new Set([...tableUnread, ...unread])] };
}

/** A line's words as a rule quotes them: the reader leaves a closing ";" or "." out. */
const quoteKey = (text: string) => text.slice(0, 600).replace(/[\s;.,:]+$/, "");

/** Every rule's words, as the text wrote them (the lines were read with their heading's context before them). */
function quoteAsWritten(rules: PolicyRules, saidOf: Map<string, string>) {
  const visit = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    if (Array.isArray(value)) return value.forEach(visit);
    const provenance = (value as { provenance?: Provenance }).provenance;
    if (provenance?.kind === "user") {
      const said = saidOf.get(quoteKey(provenance.words));
      if (said) (value as { provenance: Provenance }).provenance = fromUser(said);
    }
  };
  for (const value of Object.values(rules)) visit(value);
}

const sameFloor = (a: PolicyRules["approvals"][number], b: PolicyRules["approvals"][number]) =>
  a.above.amount === b.above.amount && a.above.currency === b.above.currency && a.scope.kind === b.scope.kind;

/** One limit of a role's card: "$2,500 per month", "no per-transaction limit", "Mensual: $U 250.000". */
const ROLE_LIMIT_PART =
  /^(?:.{0,30}\b(?:per|a|por|ao|al) (?:month|transaction|purchase|mes|transaccion|transacao|compra)\b.{0,30}|.{0,20}\b(?:monthly|mensual|mensal)\b.{0,30})$/;

/** "Field technicians: $2,500 per month; $750 per transaction": a role's limits split by ";" are one line. */
function roleLimitsJoined(item: string): string {
  const label = /^([^:;\d]{2,60}):\s/.exec(item);
  if (!label) return item;
  const parts = item
    .slice(label[0].length)
    .replace(/[.;]\s*$/, "")
    .split(/\s*;\s*/);
  return parts.length > 1 && parts.every((part) => ROLE_LIMIT_PART.test(plain(part))) ? `${label[0]}${parts.join(", ")}` : item;
}

/**
 * "The following will not be recognized in any case: a) alcoholic beverages; b) tips …; c) fines": a list written in one
 * line is read item by item, each with the words that lead it.
 */
function enumerated(item: string): string {
  const marks = [...item.matchAll(/(?:^|[:;]\s*)\(?([a-h])\)\s+/g)];
  if (marks.length < 2 || marks[0]![1] !== "a") return item;
  const lead = item.slice(0, marks[0]!.index).replace(/[:\s]+$/, "");
  return marks
    .map((mark, index) => {
      const part = item.slice(mark.index + mark[0].length, marks[index + 1]?.index ?? item.length).replace(/[.;:\s]+$/, "");
      return lead ? `${lead}: ${part}.` : `${part}.`;
    })
    .join(" ");
}

/**
 * "United States of America and Canada: lodging up to USD 210 per night; feeding up to USD 75 per day": a place's label
 * is said again before each part after a ";", so each limit keeps its place.
 */
function placeLabelled(item: string): string {
  const colon = item.indexOf(":");
  if (colon < 0 || colon > 80 || !item.includes(";", colon) || !placeLabel(item)) return item;
  const label = item.slice(0, colon + 1);
  return item
    .slice(colon + 1)
    .split(/\s*;\s*/)
    .filter((part) => part.trim())
    .map((part) => `${label} ${part.trim().replace(/[.;]$/, "")}.`)
    .join(" ");
}

/** A paragraph's title: up to five words, no figure, a full stop ("Hospedaje.", "Vehículo propio."). */
const PARAGRAPH_TITLE = /^\p{Lu}[\p{L}'’ -]{2,50}\.$/u;
/** "International travel.", "Viajes nacionales.", "Viagens ao exterior.": a paragraph's title that says which trips. */
const SCOPE_TITLE =
  /^(?:(?:international|domestic|overseas|foreign) (?:travel|trips?)|viajes? (?:internacionales|nacionales|al exterior|al extranjero)|viagens? (?:internacionais|nacionais|ao exterior|no exterior))\.$/;

/** "Incidental allowance.", "Hotels.": a numbered paragraph's first sentence that only names its topic. */
const isShortTitle = (sentence: string) => /^\p{Lu}[\p{L}'’,& -]{2,60}\.$/u.test(sentence) && sentence.split(/\s+/).length <= 6;

const isTitle = (sentence: string) => {
  if (!PARAGRAPH_TITLE.test(sentence) || sentence.split(/\s+/).length > 5) return false;
  const lower = plain(sentence);
  return [ITEM_HEADING, ADVANCE_HEADING, ALCOHOL_HEADING, NOT_PAID_HEADING].some((topic) => topic.test(lower));
};

/** A line's sentences: a full stop (or "!") before a capital ends one. */
const sentencesOf = (item: string): string[] => item.split(/(?<=[a-z\p{Ll}\d)%][.!])\s+(?=[\p{Lu}¿¡"“])/u);

const OVERNIGHT = /\b(?:pernoites?|overnight|con pernoct\w*|sin pernoct\w*|day trips?|viagens? de um dia|viajes? de un dia)\b/;

/** "Under 1k: just submit it", "Hasta $500 — sin aprobación": an amount, then nobody to ask. */
function needsNobody(item: string): boolean {
  const colon = /[:→–—]\s*/.exec(item);
  return colon !== null && /\d/.test(item.slice(0, colon.index)) && NO_APPROVAL.test(plain(item.slice(colon.index + colon[0].length)));
}

function approvalContext(heading: string, item: string): boolean {
  return APPROVAL_CONTEXT.test(plain(heading)) || APPROVAL_CONTEXT.test(plain(item));
}

function scopeOf(heading: string, item: string): ApprovalScope {
  if (/\b(?:international|internacional\w*|exterior|extranjero|estrangeiro|abroad|overseas|foreign)\b/.test(plain(`${heading} ${item}`)))
    return { kind: "international" };
  // "Conta de cliente acima de R$ 600 → quem aprova: …", or under "✈️ PASSAGEM AÉREA": what the line or its one-topic heading is about.
  const own = approvalScopeOf(plain(item));
  return own.kind === "all" && narrow(plain(heading)) ? approvalScopeOf(plain(heading)) : own;
}

/**
 * A list line under a heading that names what it limits ("Lodging" → "- Maximum: $180 per night")
 * is read with the heading before it; a line that names its own item is read as it is.
 */
function contextual(written: string, heading: string, lead: string): string {
  const item = cityOfRegion(written);
  for (const context of [lead.replace(/^(?:q|p|pregunta|pergunta|question)\s*[:.]\s*/i, ""), heading]) {
    if (!context || context.length > 200) continue;
    const lower = plain(context);
    // "Not reimbursed. Traffic tickets; in-room movies; minibar": each item of the list is refused.
    if (NOT_PAID_HEADING.test(lower)) return `${lastSentence(context)}: ${item.replace(/\s*;\s*/g, ", ")}`;
    // A bare "No." or "Yes." under a question is left alone: the question's own words may be an exception ("with the meal").
    if (context === lead && /^(?:no|nao|si|sim|yes|never|nunca|jamas|not)\b/i.test(plain(item))) continue;
    const topics = narrow(lower) ? [ITEM_HEADING, ADVANCE_HEADING, ALCOHOL_HEADING, AIR_HEADING] : [ITEM_HEADING];
    // "até R$ 260 a diária" under HOTEL: a "diária" is the room's daily rate there, no topic of its own.
    // "R$ 90/dia, exceto quando o hotel tem café da manhã": the words of a condition name no topic of the line's.
    const own = plain(item)
      .replace(/\bdiarias?\b/g, "")
      .split(CONDITION_WORDS)[0]!;
    const labelled = /^[^:]{1,40}:\s/.test(item);
    // "Executiva NUNCA. Nem se for voo longo.": a cabin's line is read sentence by sentence, so its first sentence must name the flight.
    const topic = topics.find(
      (candidate) => candidate.test(lower) && !candidate.test(candidate === AIR_HEADING ? own.split(/[.!]\s/)[0]! : own),
    );
    // "**Rendición:** dentro de los 5 días" under "Anticipos": a labelled line of an advance's heading speaks of advances too.
    if (topic && (!labelled || placeLabel(item) || topic === ADVANCE_HEADING)) {
      // "United States (general): US$ 230": the label's brackets are part of the place's name.
      const said = labelled ? `${unbracketed(item.slice(0, item.indexOf(":")))}${item.slice(item.indexOf(":"))}` : item;
      return `${lastSentence(context)}: ${said.replace(/^(?:a|r|resp|answer|respuesta|resposta)\s*[:.]\s*/i, "")}`;
    }
    // "**Plazo:** dentro de los 10 días hábiles" under "Rendición de gastos": a number of days there is the deadline to submit.
    // "## 7. Viajes internacionales" over "- **Alimentación:** USD 70 por día": the heading says where the line's figures apply.
    if (ABROAD_HEADING.test(lower) && !/\b(?:domestic|national|nacional\w*)\b/.test(lower) && /\d/.test(own) && !ABROAD_HEADING.test(own))
      return `${lastSentence(context)}: ${item}`;
    // Not under a heading of two deadlines ("Submission and Reimbursement", "Prestação de contas e adiantamentos"), nor for a
    // line with other figures; the heading's own words (an "Approval process") are not read into the line, only what it is about.
    if (SUBMIT_HEADING.test(lower) && !OTHER_DEADLINE.test(lower) && DAY_COUNT.test(own) && !/\d/.test(own.replace(DAY_COUNT, "")))
      return `Expense reports: ${item}`;
  }
  return item;
}

/** A heading over submitting expenses, and a number of days. */
const SUBMIT_HEADING =
  /\b(?:rendicion(?:es)? de gastos|rendir gastos|submitting|submission|expense reports?|claims?|reporting|prestacao de contas|relatorios? de despesas|legalizacion de gastos|comprobacion de gastos)\b/;
const ABROAD_HEADING =
  /^(?:exterior|abroad|overseas|international|internacional|extranjero|estrangeiro|(?:viajes? )?fuera del pais|(?:viagens? )?fora do pais|outside the country)\b|\b(?:international (?:travel|trips?)|overseas (?:travel|trips?)|travel abroad|viajes? (?:internacionales|al exterior|al extranjero)|viagens? (?:internacionais|ao exterior|no exterior))\b/;
/** "Viajes dentro del pais", "Domestic travel": a heading over trips at home. */
const DOMESTIC_HEADING =
  /^(?:(?:viajes? )?dentro del pais|viajes? nacionales|(?:viagens? )?dentro do pais|viagens? nacionais|domestic (?:travel|trips?)|in-country travel)$/;
const OTHER_DEADLINE = /\b(?:reimburs\w*|reembols\w*|reintegr\w*|advances?|anticipos?|adelantos?|adiantamentos?)\b/;
const DAY_COUNT = /\b\d{1,3}\s+(?:business |working |calendar )?(?:days?|dias?)\b/;

/**
 * "London: £210", "Edinburgh and Manchester: £160", "Outside the UK: £180", "UK (general): £130",
 * "Viajes nacionales con pernoctación: hasta $ 35.000": a line whose label only says where, so the
 * heading or lead above says what it limits.
 */
function placeLabel(item: string): boolean {
  const label = plain(unbracketed(item.slice(0, item.indexOf(":"))))
    .replace(
      /\b(?:outside|fuera|fora|rest of|resto del?|resto d[oa]|within|dentro|in|en|em|no|na|general|geral|overnight|day|trips?|travel|viajes?|viagens?|con|sin|com|sem|pernoctacion|pernoite|the|el|la|o|a|al|ao|to|de|do|da|del|city of|ciudad de|cidade de|only|solo|apenas|limits)\b/g,
      " ",
    )
    .trim();
  if (!label) return false;
  const parts = label
    .split(PLACE_LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    parts.length > 0 &&
    parts.every(
      (part) =>
        isPlace(part) ||
        /^(?:international|internacional(?:es)?|internacionais|abroad|overseas|exterior|extranjero|domestic|nacional(?:es)?|nacionais|territorio nacional|(?:the )?countries|paises|(?:the )?world|mundo)$/.test(
          part,
        ),
    )
  );
}

/**
 * "Ontario, City of Toronto only: $285", "British Columbia, City of Vancouver only": a province's name
 * before its city says where the city is; the label is the city.
 */
function cityOfRegion(item: string): string {
  const label = /^([^:]{3,60}):\s/.exec(item)?.[1];
  if (!label || !label.includes(",") || /[()]/.test(label)) return item;
  const city = label
    .split(",")
    .at(-1)!
    .replace(/\b(?:city of|ciudad de|cidade de|only|solo|apenas|limits)\b/gi, " ")
    .trim();
  return cityCountry(city) &&
    !label
      .split(",")
      .slice(0, -1)
      .some((part) => countryCodeFromName(part.trim()))
    ? `${city}${item.slice(label.length)}`
    : item;
}

/**
 * The context a line is read with, as one sentence ("Conceptos no reembolsables. No se reembolsarán
 * en ningún caso:" → "No se reembolsarán en ningún caso"), so the reader reads the line as one
 * sentence and its rule quotes the line.
 */
const lastSentence = (context: string) => sentencesOf(context.replace(/[:?]$/, "")).at(-1)!.replace(/[:?]$/, "");

/** A heading of one topic ("Cash advances", "BOOZE"), not a pair ("Booking and advance notice", "Prestação de contas e adiantamentos"). */
const narrow = (heading: string) =>
  heading.split(/\s+/).length <= 3 && !/\b(?:and|y|e|notice|aviso|report\w*|legaliz\w*|rendic\w*|prestac\w*)\b|&/.test(heading);

/** A heading over what is not paid: its lines are items the policy refuses. */
const NOT_PAID_HEADING =
  /\b(?:(?:don'?t|do not|won'?t|will not|we never) (?:pay|cover|reimburse)|no-no|not allowed|never paid|no pagamos|no cubrimos|nao pagamos|nao cobrimos|lo que no|o que nao|non-?reimbursable|exclusiones|exclusoes|not reimbursable|not reimbursed|not covered|prohibited|excluded|exclusions|no reembolsables?|no reembolsable|gastos no|no se reembolsa\w*|no se reembolsar\w*|nao ser\w* reembolsad\w*|will not be (?:reimbursed|paid)|prohibid\w*|excluid\w*|nao reembolsave\w*|nao reembolsad\w*|proibid\w*|vedad\w*|excluid\w*)\b/;

/** A heading over cash advances: its lines ("Max $500 per trip", "Settle within 5 days") speak of them. */
const ADVANCE_HEADING = /\b(?:cash advances?|advances?|anticipos?|adelantos?|adiantamentos?)\b/;
/** A heading over flights: its lines ("Executiva NUNCA.") speak of the cabin. */
const AIR_HEADING = /\b(?:air ?fare|flights?|air travel|vuelos?|pasajes? aereos?|boletos? aereos?|passage(?:m|ns) aereas?|voos?)\b/;
/** A heading over alcohol: its lines ("None.", "Nunca.") speak of it. */
const ALCOHOL_HEADING = /\b(?:alcohol\w*|booze|liquor|drinks|bebidas? alcoholicas?|bebidas?|alcool)\b/;

/** A heading that names what its lines limit: meals, lodging, per diem. */
const ITEM_HEADING =
  /\b(?:meals?|food|dining|subsistence|lodging|hotels?|accommodation|per diem|comidas?|alimentacion|alimentos|hospedaje|alojamiento|hoteles|hotel|viaticos|refeic\w*|alimentacao|hospedagem|diarias?)\b/;

/** "Hotel (international)": a label's brackets are part of its name, not a clause of their own. */
const unbracketed = (label: string) =>
  label
    .replace(/\s*\(([^()]{1,40})\)/g, " $1")
    .replace(/\s+[–—-]\s+/g, " ")
    .trim();

function moneyIn(currency: string): (amount: FoundAmount) => Money {
  return (amount) => ({ amount: amount.amount, currency: amount.mark.kind === "code" ? amount.mark.code : currency });
}

/**
 * A table by the meaning of its header: an approval table (a range column and an approver column)
 * gives bands; any other table gives one line per figure cell, "<row label> <column header>: <cell>",
 * and one per notes cell, "<row label>: <notes>", read like any sentence.
 */
function readTable(
  rows: string[][],
  heading: string,
  lines: Line[],
  bands: Array<{ band: NonNullable<ReturnType<typeof readBand>>; source: string; scope: ApprovalScope }>,
  unread: string[],
  levels: Map<string, string>,
): void {
  const header = rows[0]!.map((cell) => plain(cell));
  const body = rows.slice(1);
  const approverAt = header.findIndex((cell) => APPROVER_COLUMN.test(cell) && !RANGE_COLUMN.test(cell));
  // The amounts' column: one named for amounts before one named for a level or tier ("Approval level | Amount range | Approved by").
  const rangeAt =
    [AMOUNT_COLUMN, RANGE_COLUMN]
      .map((pattern) => header.findIndex((cell, index) => index !== approverAt && pattern.test(cell)))
      .find((index) => index >= 0) ?? -1;
  if (approverAt >= 0) {
    const rangeColumn = rangeAt >= 0 ? rangeAt : header.findIndex((_, index) => index !== approverAt);
    // "Desde | Hasta | Aprobador": the floor and the ceiling in columns of their own.
    const fromAt = header.findIndex((cell) => FROM_COLUMN.test(cell));
    const toAt = header.findIndex((cell) => TO_COLUMN.test(cell));
    const rangeOf = (row: string[]) =>
      fromAt >= 0 && toAt >= 0
        ? /\d/.test(row[toAt] ?? "")
          ? `${row[fromAt]} – ${row[toAt]}`
          : `${row[fromAt]} +`
        : (row[rangeColumn] ?? "");
    const notesAt = header.findIndex((cell, index) => index !== approverAt && index !== rangeColumn && NOTES_COLUMN.test(cell));
    for (const row of unique(body)) {
      const source = row.join(" | ");
      const band = readBand(rangeOf(row), row[approverAt] ?? "");
      // "CEO | Above ₱250,000 | The CEO also approves all international trips": the notes are a rule of their own, not the band's scope.
      const notes = notesAt >= 0 ? (row[notesAt] ?? "").trim() : "";
      if (notes) for (const sentence of sentencesOf(notes)) lines.push({ text: sentence, source: `| ${source} |`, said: sentence });
      const banded = notes ? row.filter((_, index) => index !== notesAt).join(" | ") : source;
      if (band) bands.push({ band, source, scope: scopeOf(heading, banded) });
      // A row of the approval table that is no band (a chain, a figure in words) is shown, never guessed.
      else if (row.some((cell) => cell.trim()) && !NO_APPROVAL.test(plain(row[approverAt] ?? ""))) unread.push(`| ${source} |`);
    }
    return;
  }
  // A table of roles ("Role | Monthly limit | Per transaction"): each row is one role's limits, said as one line.
  if (ROLE_COLUMN.test(header[0] ?? "") && !header.some((cell) => NOTES_COLUMN.test(cell) || PLACE_COLUMN.test(cell))) {
    // "Nivel | Puestos | Límite mensual": a level's code first, the role's name in the next column.
    const nameAt = ROLE_COLUMN.test(header[1] ?? "") ? 1 : 0;
    for (const row of unique(body)) {
      if (nameAt === 1 && /^[\p{L}\d.-]{1,6}$/u.test(row[0] ?? "") && row[1]) levels.set(row[0]!, unbracketed(row[1]));
      const figures = row.flatMap((cell, index) => (index > nameAt && /\d/.test(cell) ? [`${rows[0]![index] ?? ""} ${cell}`.trim()] : []));
      if (figures.length)
        lines.push({ text: `${unbracketed(row[nameAt] ?? "")}: ${figures.join(", ")}.`, source: `| ${row.join(" | ")} |` });
    }
    return;
  }
  // "State | Statewide cap | City caps": a state's or province's cap is no place a card can check; its cities are.
  // (A "Region" column of countries, "Singapore, Hong Kong, Japan", is a table of places like any other.)
  if (REGION_COLUMN.test(header[0] ?? "") && !body.every((row) => rowPlace(row[0] ?? "") !== null)) {
    const topic = tableTopic(header, heading);
    for (const row of unique(body)) {
      const source = `| ${row.join(" | ")} |`;
      const everywhereElse = OTHER_REGIONS.test(plain(row[0] ?? ""));
      let regional = false;
      row.slice(1).forEach((cell, index) => {
        if (!/\d/.test(cell)) return;
        const city = leadingCity(cell.trim());
        if (city) lines.push({ text: `${topic} in ${city}: ${cell.trim().slice(city.length).trim()}`, source });
        else if (everywhereElse)
          lines.push({ text: `${topic} ${columnHint(rows[0]![index + 1] ?? "")}: ${cell}`.replace(/\s+:/, ":"), source });
        else regional = true;
      });
      if (regional) unread.push(source);
    }
    return;
  }
  // The row's label: a column named for it, else a column of places, else the first that is no notes column
  // ("Notas | Tope por noche | Ciudad": the city names the row).
  const labelAt =
    [
      header.findIndex((cell) => LABEL_COLUMN.test(cell)),
      header.findIndex((cell) => PLACE_COLUMN.test(cell) && !NOTES_COLUMN.test(cell)),
      header.findIndex((cell) => !NOTES_COLUMN.test(cell)),
    ].find((index) => index >= 0) ?? 0;
  const notesAt = header.findIndex((cell, index) => index !== labelAt && NOTES_COLUMN.test(cell));
  const placeAt = header.findIndex((cell, index) => index !== labelAt && index !== notesAt && PLACE_COLUMN.test(cell));
  const placeLabels = PLACE_COLUMN.test(header[labelAt] ?? "");
  const exceptAt = header.findIndex((cell, index) => index !== labelAt && EXCEPTION_COLUMN.test(cell));
  const topic = placeLabels ? tableTopic(header, heading) : "";
  for (const row of unique(body)) {
    // A place column ("Applies to", "Aplica a", "Vale para") says where the row's figure applies.
    const where = placeAt >= 0 ? (row[placeAt] ?? "").trim() : "";
    // A table of places ("Destino | Tope por noche"): each row's label is where, the heading or its lead says what.
    const rawLabel = placeLabels ? topic : unbracketed(row[labelAt] ?? "") + (where ? ` ${placeWords(where)}` : "");
    const label = placeLabels ? topic : withPlace(rawLabel);
    /** Where the row applies, after what the column says ("hospedaje tope por noche in Ciudad de México"). */
    const rowAt = placeLabels ? rowPlace(row[labelAt] ?? "") : "";
    const at = rowAt ? ` ${rowAt}` : "";
    const source = `| ${row.join(" | ")} |`;
    // "EU / EEA", "Ontario": a region no card checks; its caps are shown, not guessed.
    if (rowAt === null) {
      unread.push(source);
      continue;
    }
    // A short word cell beside one figure says what the figure counts: "| Taxi | Per ride | C$60 |".
    const figureCells = row.filter((cell, index) => index !== labelAt && /\d/.test(cell));
    // "| Por trayecto. Después de las 9:00 p. m. … | $ 60.000 | Taxi |": a notes cell that opens on the unit says it.
    const notesLead = notesAt >= 0 ? sentencesOf(row[notesAt] ?? "")[0]?.replace(/[.:]\s*$/, "") : undefined;
    const notesUnit =
      notesLead && notesLead.split(/\s+/).length <= 3 && /^(?:per|por|each|cada)\b/.test(plain(notesLead)) ? notesLead : undefined;
    const unitCell =
      figureCells.length === 1
        ? row.find(
            (cell, index) =>
              index !== labelAt &&
              index !== notesAt &&
              index !== placeAt &&
              /^\s*\D+\s*$/.test(cell) &&
              cell.trim().split(/\s+/).length <= 3,
          )
        : undefined;
    // "CONCEPTOS NO REEMBOLSABLES | Minibar | —": a row that says nothing past its label is the heading's rule for it;
    // an exception column says when the item is paid after all ("Bebidas alcohólicas | Comidas con clientes…").
    const said = (cell: string | undefined) => !!cell && !/^[-—–]$/.test(cell.trim());
    if (!placeLabels && row.every((cell, index) => index === labelAt || !said(cell))) {
      lines.push({ text: `${heading}: ${unbracketed(row[labelAt] ?? "")}`, source });
      continue;
    }
    if (exceptAt >= 0 && said(row[exceptAt])) {
      lines.push({ text: `${heading}: ${unbracketed(row[labelAt] ?? "")}, salvo ${row[exceptAt]}`, source });
      continue;
    }
    // The row's own figures first, its notes last: a note's exception ("en temporada alta … sube a S/ 360") never takes the row's place.
    const order = row.map((_, index) => index).sort((a, b) => Number(a === notesAt) - Number(b === notesAt));
    order.forEach((index) => {
      const cell = row[index]!;
      if (index === labelAt || index === placeAt || !cell || /^[-—–]$/.test(cell)) return;
      // "Anticipación mínima | Todos los viajes: 7 días. Viajes al extranjero: 15 días": each sentence of a cell is its row's.
      const eachSentence = (lead: string) => sentencesOf(cell).forEach((sentence) => lines.push({ text: `${lead}: ${sentence}`, source }));
      if (index === notesAt) eachSentence(rawLabel);
      else if (/\d/.test(cell)) {
        const column = rows[0]![index] ?? "";
        // "Alimentación (USD por día) | 80": the header's currency is each bare figure's.
        const headerCurrency = /\b[A-Z]{3}\b/.exec(column)?.[0];
        const figure =
          headerCurrency && isCurrencyCode(headerCurrency) && findAmounts(cell).every((amount) => amount.mark.kind === "none")
            ? cell.replace(/^(\D*?)(\d)/, `$1${headerCurrency} $2`)
            : cell;
        const unit = unitCell && !/^[-—–]$/.test(unitCell.trim()) ? ` ${unitCell.trim()}` : "";
        // "Destino | Hospedaje (por noche) | Alimentos (por día)": a column that names its item limits that item.
        const item = placeLabels && namesItem(column) ? "" : label;
        for (const sentence of sentencesOf(figure))
          for (const text of perPlace(
            `${item}${unit} ${columnHint(column)}${at}: ${sentence}${notesUnit && !unit ? ` ${notesUnit.toLowerCase()}` : ""}`
              .replace(/\s+:/, ":")
              .trim(),
          ))
            lines.push({ text, source });
      } else {
        // "Concepto | Se acepta | No se acepta": the column says what the row's documents are.
        const column = rows[0]![index] ?? "";
        eachSentence(DOCUMENT_COLUMN.test(plain(column)) ? `${label} ${column}` : label);
      }
    });
  }
}

/** "Diária máxima" names no item of its own: a hotel's daily rate or a per diem, as the table's topic says. */
const DAILY_RATE = /^diarias?$/;
const namesItem = (column: string) => {
  const named = ITEM_HEADING.exec(plain(column))?.[0];
  return named !== undefined && !DAILY_RATE.test(named);
};

/** What a table of places limits, from its header or the heading over it ("Hospedaje (por noche)", "Hotels"). */
const tableTopic = (header: string[], heading: string) => {
  const fromHeader = ITEM_HEADING.exec(plain(header.join(" ")))?.[0];
  // "Cidade | Diária máxima" under "Hospedagem": a "diária" there is the room's daily rate; the heading says what it is.
  const fromHeading = ITEM_HEADING.exec(plain(heading))?.[0];
  return (fromHeader && !(DAILY_RATE.test(fromHeader) && fromHeading) ? fromHeader : fromHeading) ?? "";
};

/** A place cell as words a sentence reader places: "New York" → "in New York"; "International" as it is. */
function placeWords(cell: string): string {
  const lower = plain(cell);
  if (
    /\b(?:internation\w*|internacion\w*|abroad|overseas|foreign|exterior|extranjero|estrangeiro|domestic|national|nacional\w*|home|local)\b/.test(
      lower,
    )
  )
    return cell;
  if (/\b(?:all|any|every|todos?|todas?|cualquier|qualquer|everywhere|general)\b/.test(lower)) return "";
  return /^(?:in|en|em|no|na)\s/i.test(cell) ? cell : `in ${cell}`;
}

/**
 * A place table's row label as words a sentence reader places: "London (inside the M25)" → "in London",
 * "Rest of UK" → "in UK", "Resto del extranjero" as it is; null for a place no card checks ("EU / EEA").
 */
function rowPlace(label: string): string | null {
  const bare = label.replace(/\s*\([^()]*\)/g, "").trim();
  // "Resto del país", "Other cities": everywhere at home the rows above do not name.
  if (
    /^(?:(?:the )?rest of (?:the )?country|resto del pais|resto do pais|demais cidades|otras ciudades|outras cidades|(?:all )?other (?:cities|domestic destinations)|demais destinos nacionais|otros destinos nacionales)$/.test(
      plain(bare),
    )
  )
    return "";
  if (
    /^(?:(?:the )?rest of (?:the )?world|resto del mundo|resto do mundo|otros paises|(?:all )?other countries|demais paises|outros paises|todos los demas paises)$/.test(
      plain(bare),
    )
  )
    return "abroad";
  const name = isPlace(bare) ? bare : unbracketed(label);
  const rest = /^(?:the )?(?:rest of(?: the)?|resto d(?:e|el|o|a)(?: la)?|demais|outr[oa]s)\s+(.+)$/i.exec(name)?.[1];
  if (rest && isPlace(rest)) return `in ${rest}`;
  const words = placeWords(name);
  if (words === name || words === "") return words;
  const parts = name.split(PLACE_LIST_SEPARATOR).filter((part) => part.trim());
  return parts.length > 0 && parts.every((part) => isPlace(part.trim())) ? words : null;
}

const PLACE_LIST_SEPARATOR = /\s*(?:,|&|\/|\band\b|\by\b|\be\b)\s*/i;
const isPlace = (name: string) => Boolean(countryCodeFromName(name) || cityCountry(name));

/**
 * "Toronto & Vancouver: $300/night", "Hospedaje in Estados Unidos y Canadá: USD 220": a figure for
 * several places is one line per place, so each keeps its cap.
 */
function perPlace(text: string): string[] {
  const colon = text.indexOf(":");
  // "fora do país (Argentina, Uruguai):" names examples in brackets, not places each with the figure.
  if (colon < 0 || colon > 100 || /\([^()]*,/.test(text.slice(0, colon))) return [text];
  const parts = text.slice(0, colon).split(PLACE_LIST_SEPARATOR);
  if (parts.length < 2 || parts.length > 6 || !parts.slice(1).every((part) => isPlace(part.trim()))) return [text];
  const words = parts[0]!.trim().split(/\s+/);
  for (let start = 0; start < words.length; start++) {
    const first = words.slice(start).join(" ");
    if (!isPlace(first)) continue;
    const lead = words.slice(0, start).join(" ");
    return [first, ...parts.slice(1).map((part) => part.trim())].map((place) => `${lead} ${place}${text.slice(colon)}`.trim());
  }
  return [text];
}

/** Rows said twice state one rule. */
const unique = (rows: string[][]) => [...new Map(rows.map((row) => [row.join("|"), row])).values()];

/** "Hotel United States" → "Hotel in United States", "Hotel – London" → "Hotel in London": a label that ends in a country or a known city names where its figure applies. */
function withPlace(label: string): string {
  const words = label.split(/\s+/);
  for (let index = 1; index < words.length; index++) {
    const rest = words.slice(index).join(" ");
    if (!countryCodeFromName(rest) && !cityCountry(rest)) continue;
    const head = words.slice(0, index);
    return /^(?:in|en|em|no|na|nos|nas|para|to|a|outside|fuera|fora|within|dentro|of|de|del|do|da|the|el|la|los|las|o|os|as|including|incl)$/i.test(
      head.at(-1) ?? "",
    )
      ? label
      : `${head.join(" ")} in ${rest}`;
  }
  return label;
}

/** A figure column's header, when it says where or per what ("International", "Per night"); else nothing. */
function columnHint(column: string): string {
  const lower = plain(column);
  if (RANGE_COLUMN.test(lower) && !/\b(?:per|por|a|al)\b|internac|international|abroad|exterior|domestic|nacional/.test(lower)) return "";
  if (
    /\b(?:limit|limite|cap|tope|teto|max\w*|company limit|policy limit)\b/.test(lower) &&
    !/\b(?:per|por)\b|internac|international|abroad|exterior|domestic|nacional/.test(lower)
  )
    return "";
  return column;
}
