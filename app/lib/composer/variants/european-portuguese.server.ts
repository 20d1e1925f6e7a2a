/*
 * European Portuguese constructions the word table cannot make: where a clitic goes ("aplica-se",
 * "revê-a"), no subject pronoun for a thing ("São configurados", not "Eles são configurados"), an
 * article before a possessive ("com o seu NIF"), "até aos", and the phrasings a Portuguese
 * controller writes in place of Brazilian ones. One way only: they rewrite the phrase files' own
 * (Brazilian) text when a policy is written in pt-PT, before the word table runs, and never touch a
 * Brazilian policy. A line the rules reader reads back is changed through the word table instead
 * (`vocabulary.server.ts`), which it inverts. The review that chose them:
 * docs/reviews/pt-PT-policy-review.md.
 */

/** A rewrite, and text in lower case one of which a line must hold for it to run (none: always runs). */
export type Phrasing = [
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
  needles?: readonly string[],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `from` as written in the phrase files, whole words; a capital first letter is kept. */
function phrase(from: string, to: string): Phrasing {
  return [
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(from)}(?![\\p{L}\\p{N}])`, "giu"),
    (match) => (match.charAt(0) !== match.charAt(0).toLowerCase() ? to.charAt(0).toUpperCase() + to.slice(1) : to),
    [from.toLowerCase()],
  ];
}

/** "de" + "o" is "do": the preposition and the article before a possessive, as one word where Portuguese joins them. */
const JOINED: Record<string, Record<string, string>> = {
  de: { seu: "do seu", sua: "da sua", seus: "dos seus", suas: "das suas" },
  em: { seu: "no seu", sua: "na sua", seus: "nos seus", suas: "nas suas" },
  por: { seu: "pelo seu", sua: "pela sua", seus: "pelos seus", suas: "pelas suas" },
};
const ARTICLE: Record<string, string> = { seu: "o", sua: "a", seus: "os", suas: "as" };
/** Words that already stand where the article goes ("o seu", "da sua", "num seu"). */
const DETERMINERS = new Set(
  "o a os as do da dos das no na nos nas ao à aos às pelo pela pelos pelas num numa um uma este esta estes estas esse essa".split(" "),
);

/** "com seu NIT" → "com o seu NIT", "de seus servidores" → "dos seus servidores"; "o seu" stays. */
const possessiveWithArticle: Phrasing = [
  /(?<![\p{L}])(?:(de|em|por)\s+)?(seu|sua|seus|suas)(?![\p{L}])/giu,
  (match, preposition: string | undefined, possessive: string, offset: unknown, whole: unknown) => {
    const own = possessive.toLowerCase();
    const capital = (text: string) =>
      match.charAt(0) !== match.charAt(0).toLowerCase() ? text.charAt(0).toUpperCase() + text.slice(1) : text;
    if (preposition) return capital(JOINED[preposition.toLowerCase()]![own]!);
    const start = offset as number;
    const before = /(\p{L}+)\s*$/u.exec((whole as string).slice(Math.max(0, start - 24), start))?.[1]?.toLowerCase();
    return before && DETERMINERS.has(before) ? match : capital(`${ARTICLE[own]} ${own}`);
  },
  ["seu", "sua"],
];

export const EUROPEAN_PORTUGUESE: readonly Phrasing[] = [
  // The gerund progressive: "está a analisar", never "está analisando".
  [/(?<![\p{L}])(est(?:á|ão|ava|avam|eja|ejam|iver|iverem|ar|ando))\s+(\p{L}+?)([aei])ndo(?![\p{L}])/gu, "$1 a $2$3r", ["est"]],
  // A thing is not "ela"/"eles"; the verb carries the subject, and the clitic follows it.
  phrase("Ela se aplica", "Aplica-se"),
  phrase("Eles são configurados", "São configurados"),
  phrase("e se corrige rápido", "e corrige-se rapidamente"),
  phrase("e a revisa pelo menos", "e revê-a pelo menos"),
  phrase("o financeiro os atualiza", "o financeiro atualiza-os"),
  phrase("o financeiro os revisa", "o financeiro revê-os"),
  phrase("a plataforma faz a leitura e o concilia", "a plataforma lê-o e concilia-o"),
  phrase("o vendedor a comunica", "o fornecedor comunica-a"),
  phrase("ela aparece no e-Fatura", "fica registada no e-Fatura"),
  phrase("quando ela poderia", "quando esta poderia"),
  phrase("quando ele poderia", "quando este poderia"),
  phrase("Nunca compartilhe um cartão ou seus dados", "Nunca partilhe um cartão nem os respetivos dados"),
  // Portuguese puts the article before a possessive: "com o seu NIF", "do seu limite".
  possessiveWithArticle,
  // "Até" before an article: "até aos valores".
  phrase("até os valores", "até aos valores"),
  // Words the phrase files also use in another sense ("taxa", "no estrangeiro"): one way only.
  [/(?<![\p{L}])([Aa])líquota(s?)(?![\p{L}])/gu, (_, a: string, plural: string) => `${a === "A" ? "T" : "t"}axa${plural}`, ["alíquota"]],
  phrase("no estrangeiro valem os valores", "no estrangeiro aplicam-se os valores"),
  phrase("valem os limites próprios", "aplicam-se os limites próprios"),
  // "Renda" is rent in Portugal: income is "rendimento".
  phrase("imposto de renda", "imposto sobre o rendimento"),
  phrase("da sua renda bruta", "do seu rendimento bruto"),
  phrase("da renda bruta", "do rendimento bruto"),
  phrase("da renda tributável", "do rendimento tributável"),
  phrase("renda bruta", "rendimento bruto"),
  phrase("renda isenta", "rendimento isento"),
  phrase("renda", "rendimento"),
  // "Deslocações diárias" is already the phrase files' own: "deslocamento" one way only.
  [
    /(?<![\p{L}])([Dd])eslocamento(s?)(?![\p{L}])/gu,
    (_, d: string, plural: string) => `${d}eslocaç${plural ? "ões" : "ão"}`,
    ["deslocamento"],
  ],
  // Brazil's "Bilhete de Passagem Aérea" is a document's name: "bilhete" one way only.
  phrase("passagens aéreas", "bilhetes de avião"),
  phrase("e as passagens", "e os bilhetes"),
  phrase("a cada 3 meses", "de 3 em 3 meses"),
  phrase("tributado na folha", "tributado no processamento salarial"),
  phrase("**Diárias", "**Ajudas de custo"),
  // A preposition, not an article, before these: "Não se aplica ao alojamento nem às passagens aéreas".
  phrase("Não se aplica a hospedagem nem a passagens aéreas", "Não se aplica ao alojamento nem aos bilhetes de avião"),
  phrase("a hospedagem em hotel é isenta", "o alojamento em hotel é isento"),
  // Portugal names these countries without an article.
  phrase("na Espanha", "em Espanha"),
  phrase("da Espanha", "de Espanha"),
  phrase("na França", "em França"),
  phrase("da França", "de França"),
  // A label's "(no exterior)" is the word table's, which the rules reader inverts.
  [/(?<![\p{L}\p{N}(])([Nn])o exterior(?![\p{L}])/gu, "$1o estrangeiro", ["no exterior"]],
  // Phrasings a Portuguese controller writes.
  phrase(
    "reembolsa viagens a trabalho e demais despesas profissionais",
    "reembolsa as deslocações em serviço e as demais despesas profissionais",
  ),
  phrase("quem viaja a trabalho", "quem se desloca em serviço"),
  phrase("prestadores de serviço que gastam em nome da empresa", "prestadores de serviços que fazem despesas em nome da empresa"),
  phrase(
    "sustentar cada despesa com os documentos que a lei tributária exige",
    "suportar cada despesa com os documentos que a lei fiscal exige",
  ),
  phrase("para que continue dedutível", "para que continue a ser dedutível"),
  phrase("mais barato ou prático que as alternativas", "mais barato ou prático do que as alternativas"),
  phrase("cada pessoa que gasta para o negócio", "cada pessoa que faz despesas em nome da empresa"),
  phrase("um cartão por fornecedor para assinaturas", "um cartão por fornecedor para subscrições"),
  phrase("envie a nota eletrônica", "envie a fatura eletrónica"),
  phrase("no aplicativo logo depois de pagar", "na aplicação logo após o pagamento"),
  phrase("e funcionários, gestores e financeiro veem", "e os funcionários, os gestores e o departamento financeiro veem"),
  phrase("O portador recebe um alerta", "O titular do cartão recebe um alerta"),
  phrase("solicitações e relatórios de despesas seguem", "os pedidos e relatórios de despesas seguem"),
  phrase("fica por conta do funcionário", "fica a cargo do funcionário"),
  phrase("saldos não usados não se acumulam", "os saldos não utilizados não transitam para o mês seguinte"),
  phrase("Despesas pessoais, inclusive de familiares", "Despesas pessoais, incluindo as de familiares"),
  phrase("um comprovante faltando", "um comprovativo em falta"),
  phrase("após cada mudança importante", "após cada alteração relevante"),
  phrase("Dúvidas sobre esta política devem ser enviadas", "Quaisquer dúvidas sobre esta política devem ser colocadas"),
];
