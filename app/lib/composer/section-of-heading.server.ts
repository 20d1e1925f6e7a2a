import type { Language } from "~/lib/site/languages";

/*
 * Which of the nine sections a heading titles, whoever wrote it: the patterns the policy check
 * (generation) and every reader of a saved policy's text (rules, card controls, the check) share.
 */

/**
 * How a model may title each section. Matched against headings folded to lower case without
 * accents or punctuation. `unless` keeps a heading about the opposite ("non-reimbursable
 * expenses") from counting as the section it contains words of ("reimbursable expenses").
 */
interface SectionPattern {
  match: RegExp;
  unless?: RegExp;
}

export const SECTION_PATTERNS: Record<Language, readonly SectionPattern[]> = {
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

/** The longest heading read (a longer line is no heading anyone writes). */
export const MAX_HEADING_CHARS = 300;

/**
 * Which of the nine sections (0-based) a heading titles, by the same patterns as the check, or
 * -1: lets the card controls point each rule at the section it comes from.
 */
export function sectionOfHeading(heading: string, language: Language): number {
  const text = foldHeading(heading.slice(0, MAX_HEADING_CHARS));
  return SECTION_PATTERNS[language].findIndex((pattern) => pattern.match.test(text) && !pattern.unless?.test(text));
}

/** "## **3) Límites de Gasto**" → "limites de gasto". */
export function foldHeading(heading: string): string {
  return heading
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/^\s*(section|seccion|secao|capitulo|chapter)?\s*(\d+|[ivx]+)?\s+/, "")
    .trim();
}
