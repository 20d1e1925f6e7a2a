import type { Language } from "~/lib/site/languages";
import { stripCodeFences } from "~/lib/generation/policy-input";
import { foreignTerms } from "./foreign-terms.server";
import { SECTION_TITLES } from "~/lib/composer/section-titles.server";

/**
 * The gate every generated policy passes before it is saved: whichever writer made
 * it — Workers AI or the built-in composer — a text without the nine required sections, with a
 * leftover template placeholder, with another country's tax terms, or too large is an error,
 * never a half-policy.
 */

export const MAX_POLICY_BYTES = 100 * 1024;

// The nine required sections, as the composer writes them and the AI prompt asks for them.
export { SECTION_TITLES };

/**
 * How a model may title each section. Matched against headings folded to lower case without
 * accents or punctuation. `unless` keeps a heading about the opposite ("non-reimbursable
 * expenses") from counting as the section it contains words of ("reimbursable expenses").
 */
interface SectionPattern {
  match: RegExp;
  unless?: RegExp;
}

const SECTION_PATTERNS: Record<Language, readonly SectionPattern[]> = {
  en: [
    { match: /\b(purpose|scope|objectives?|applicability)\b/ },
    {
      match:
        /\b(allowable|allowed|eligible|permitted|permissible|reimbursable|approved|covered|acceptable) (business |travel )?(expenses?|costs?|spending)\b|\bexpense categories\b/,
      unless: /\bnon ?(reimbursable|allowable|eligible|permitted)\b|\bnot (reimbursable|allowed|allowable|eligible|permitted)\b/,
    },
    { match: /\b(limits?|caps?|spending thresholds?)\b/ },
    { match: /\b(corporate|company|virtual|business|commercial|purchasing|credit|payment) cards?\b|\bplatform\b/ },
    {
      match:
        /\b(submission|submitting|submit|reporting|expense reports?|claims?|reimbursement process)\b|\bapproval (process|workflows?|procedures?)\b|\bexpense approvals?\b|\bapprovals? and reimbursements?\b|\breimbursements? and approvals?\b/,
    },
    {
      match:
        /\bnon ?(reimbursable|allowable|eligible)\b|\bnot (reimbursable|allowed|allowable|eligible)\b|\b(unallowable|ineligible|disallowed|prohibited|excluded) (expenses?|costs?|items?)\b|\bexclusions\b/,
    },
    { match: /\b(compliance|audits?|auditing)\b/, unless: /\bnon ?compliance\b/ },
    { match: /\b(violations?|consequences|breach(es)?|non ?compliance|misuse|disciplinary|enforcement)\b/ },
    {
      match:
        /\beffective\b|\breview (schedule|cycle|process|period)\b|\bpolicy (reviews?|updates?|revisions?|amendments?)\b|\b(review|reviews) and (updates?|revisions?|amendments?)\b|\b(updates?|revisions?|amendments?) and reviews?\b/,
    },
  ],
  es: [
    { match: /\b(proposito|objetivos?|objeto|alcance|ambito de aplicacion|finalidad)\b/ },
    {
      match:
        /\bgastos (permitidos|admisibles|elegibles|reembolsables|autorizados|aceptados|aceptables|cubiertos|deducibles)\b|\bcategorias de gastos?\b/,
      unless: /\bno (reembolsables|permitidos|admisibles|elegibles|autorizados|cubiertos|aceptados)\b/,
    },
    { match: /\b(limites?|topes?|montos? maximos?|importes? maximos?)\b/ },
    { match: /\btarjetas?\b|\bplataforma\b/ },
    {
      match:
        /\b(presentacion|envio|rendicion|reportes?|informes?|comprobacion|legalizacion|solicitud|registro)\b.*\b(gastos|cuentas|reembolsos?|aprobacion|autorizacion)\b|\b(aprobacion|autorizacion)\b.*\b(gastos|reembolsos?)\b|\b(proceso|flujos?) de (aprobacion|autorizacion)\b/,
    },
    {
      match:
        /\bno (reembolsables|permitidos|admisibles|elegibles|autorizados|cubiertos|aceptados)\b|\bgastos (prohibidos|excluidos)\b|\bexclusiones\b/,
    },
    { match: /\b(cumplimiento|auditorias?|control y auditoria)\b/ },
    {
      match: /\b(infracciones|infraccion|violaciones|violacion|incumplimientos?|consecuencias|sanciones|medidas disciplinarias)\b/,
    },
    {
      match:
        /\bvigencia\b|\bentrada en vigor\b|\bfecha efectiva\b|\b(calendario|periodicidad|programa) de (revision|actualizacion)\b|\brevision (de la politica|periodica|anual)\b|\b(revision|revisiones) y actualizacion(es)?\b|\bactualizacion(es)? de la politica\b/,
    },
  ],
  "pt-BR": [
    { match: /\b(objetivos?|proposito|escopo|abrangencia|ambito|finalidade|aplicabilidade)\b/ },
    {
      match:
        /\bdespesas (permitidas|elegiveis|reembolsaveis|autorizadas|aceitas|aceitaveis|cobertas|admissiveis|dedutiveis)\b|\bcategorias de despesas?\b/,
      unless: /\bnao (reembolsaveis|permitidas|elegiveis|autorizadas|cobertas|aceitas)\b/,
    },
    { match: /\b(limites?|tetos?|valores maximos)\b/ },
    { match: /\bcartoes?\b|\bcartao\b|\bplataforma\b/ },
    {
      match:
        /\b(envio|apresentacao|submissao|lancamento|registro|prestacao de contas|relatorios? de despesas|solicitacao de reembolso)\b.*\b(despesas|aprovacao|reembolsos?)\b|\baprovac(ao|oes)\b.*\b(despesas|reembolsos?)\b|\b(processo|fluxos?) de aprovacao\b|\bprestacao de contas\b/,
    },
    {
      match:
        /\bnao (reembolsaveis|permitidas|elegiveis|autorizadas|cobertas|aceitas)\b|\bdespesas (proibidas|excluidas|vedadas)\b|\bexclusoes\b/,
    },
    { match: /\b(conformidade|compliance|auditorias?)\b/ },
    {
      match: /\b(violacoes|violacao|infracoes|infracao|consequencias|penalidades|sancoes|descumprimento|medidas disciplinares)\b/,
    },
    {
      match:
        /\bvigencia\b|\bentrada em vigor\b|\bdata efetiva\b|\b(cronograma|calendario|periodicidade) de (revisao|atualizacao)\b|\brevisao (da politica|periodica|anual)\b|\b(revisao|revisoes) e atualizac(ao|oes)\b|\batualizac(ao|oes) da politica\b/,
    },
  ],
};

export type PolicyCheckResult =
  | { ok: true; markdown: string }
  | { ok: false; reason: "missing_sections" | "placeholders" | "too_large" | "empty"; missing?: string[] }
  | { ok: false; reason: "foreign_terms"; terms: string[] };

export interface PolicyCheckContext {
  /** ISO 3166-1 alpha-2 code of the policy's country. */
  country: string;
  /** The user's own description: terms it uses are not foreign, whatever the country. */
  userText?: string;
}

export function checkPolicyText(raw: string, language: Language, context: PolicyCheckContext): PolicyCheckResult {
  // Checked on the raw text first, so an oversized answer costs no further scanning.
  if (utf8Length(raw) > MAX_POLICY_BYTES) return { ok: false, reason: "too_large" };

  const markdown = unwrapFence(raw).trim();
  if (markdown === "") return { ok: false, reason: "empty" };

  const found = sectionsFound(markdown, language);
  const missing = SECTION_TITLES[language].filter((_, index) => !found[index]);
  if (missing.length > 0) return { ok: false, reason: "missing_sections", missing };

  if (PLACEHOLDER.test(markdown)) return { ok: false, reason: "placeholders" };
  const terms = foreignTerms(markdown, context.country, context.userText);
  if (terms.length > 0) return { ok: false, reason: "foreign_terms", terms };
  return { ok: true, markdown };
}

/**
 * Which of the nine sections (0-based) a heading titles, by the same patterns as the check, or
 * -1: lets the card controls point each rule at the section it comes from.
 */
export function sectionOfHeading(heading: string, language: Language): number {
  const text = foldHeading(heading.slice(0, MAX_HEADING_CHARS));
  return SECTION_PATTERNS[language].findIndex((pattern) => pattern.match.test(text) && !pattern.unless?.test(text));
}

/** How many of the nine sections a streaming text has reached, to advance the progress bar. */
export function sectionsWritten(partialMarkdown: string, language: Language): number {
  return sectionsFound(partialMarkdown, language).filter(Boolean).length;
}

/** A master-prompt variable the model echoed back instead of filling in. */
const PLACEHOLDER = /\{\{[^{}\n]{0,200}\}\}/;

function utf8Length(text: string): number {
  // Every UTF-16 unit is at least one and at most three UTF-8 bytes: skip encoding when obvious.
  if (text.length > MAX_POLICY_BYTES) return text.length;
  if (text.length * 3 <= MAX_POLICY_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}

const OPENING_FENCE = /^\s*(`{3,}|~{3,})/;
const MAX_FENCE_LINE_CHARS = 40;

/**
 * Removes a fence wrapped around the whole answer (one implementation, shared with the result
 * screen). An answer cut off before its closing fence is closed first, so it is unwrapped too
 * instead of being saved as one big code block.
 */
function unwrapFence(raw: string): string {
  // A fence line is short. Longer first lines never reach stripCodeFences, whose opening-line
  // pattern backtracks for seconds on a long run of spaces.
  const firstLine = raw.trimStart().split("\n", 1)[0] ?? "";
  if (firstLine.length > MAX_FENCE_LINE_CHARS) return raw;
  const stripped = stripCodeFences(raw);
  const opening = OPENING_FENCE.exec(raw);
  if (stripped !== raw || !opening) return stripped;
  const closed = `${raw.trimEnd()}\n${opening[1]}`;
  const unwrapped = stripCodeFences(closed);
  return unwrapped === closed ? raw : unwrapped;
}

function sectionsFound(markdown: string, language: Language): boolean[] {
  const patterns = SECTION_PATTERNS[language];
  const found = patterns.map(() => false);
  for (const heading of headings(markdown)) {
    const text = foldHeading(heading);
    patterns.forEach((pattern, index) => {
      if (!found[index] && pattern.match.test(text) && !pattern.unless?.test(text)) found[index] = true;
    });
  }
  return found;
}

/** No real section title is this long; the cap also keeps matching linear on hostile input. */
const MAX_HEADING_CHARS = 300;

/** ATX headings (`## Title`) and setext headings (a line underlined with === or ---). */
function headings(markdown: string): string[] {
  const lines = markdown.split(/\r?\n/);
  const result: string[] = [];
  lines.forEach((line, index) => {
    // Closing #s need no stripping: folding drops punctuation anyway.
    const atx = /^ {0,3}#{1,6}[ \t]+(.*)$/.exec(line);
    if (atx?.[1]) {
      result.push(atx[1].slice(0, MAX_HEADING_CHARS));
      return;
    }
    const next = lines[index + 1];
    if (next !== undefined && /^ {0,3}(=+|-+)[ \t]*$/.test(next) && line.trim() !== "" && !/^\s*[-*+>|]/.test(line)) {
      result.push(line.slice(0, MAX_HEADING_CHARS));
    }
  });
  return result;
}

/** "## **3) Límites de Gasto**" → "limites de gasto". */
function foldHeading(heading: string): string {
  return heading
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/^\s*(section|seccion|secao|capitulo|chapter)?\s*(\d+|[ivx]+)?\s+/, "")
    .trim();
}
