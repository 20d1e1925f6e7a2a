import { describe, expect, it } from "vitest";
import { composePolicy } from "./compose-policy.server";
import { fullReadingFor } from "./test-readings";
import { inVariant, toBaseVocabulary } from "./variants/in-variant.server";

const NOW = new Date("2026-11-25T12:00:00Z");
const wholeWord = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u");
const found = (markdown: string, words: readonly string[]) => words.filter((word) => wholeWord(word).test(markdown));

/** What the native review (docs/reviews/pt-PT-policy-review.md) took out of a policy for Portugal. */
const BRAZILIAN = [
  "aplicativo",
  "seção",
  "compartilhe",
  "Ela se aplica",
  "Eles são",
  "comprovante",
  "comprovantes",
  "controles",
  "alíquotas",
  "frigobar",
  "academia",
  "demissão",
  "quando cabível",
  "escopo",
  "cronograma",
  "por quê",
  "em até",
  "você",
  "O financeiro",
  "o financeiro",
  "se corrige",
  "a revisa",
  "revisam",
  "todo mês",
  "a cada trimestre",
  "no exterior",
  "equipe",
  "celular",
  "registro",
  "hospedagem",
  "econômica",
  "quilômetro",
  "trem",
  "ônibus",
  "Lance cada despesa",
  "fica por conta",
];

/** What a Portuguese financial controller writes in their place. */
const EUROPEAN = [
  "# Política de viagens e despesas do Estúdio Lisboeta Lda.",
  "## 1. Objetivo e âmbito",
  "## 4. Cartões de empresa e utilização da plataforma",
  "## 9. Entrada em vigor e calendário de revisão",
  "Aplica-se a todos os funcionários do Estúdio Lisboeta Lda.",
  "reembolsa as deslocações em serviço e as demais despesas profissionais",
  "bilhetes de comboio e autocarro, táxis e TVDE, portagens",
  "carro de aluguer",
  "da secção 3",
  "registe quem participou e porquê",
  "uma mala de porão",
  "até aos valores da função pública",
  "| Ajuda de custo (no país) |",
  "| Refeições, por dia (no estrangeiro) |",
  "| Deslocações em viatura própria |",
  "São configurados em cada cartão de empresa",
  "os saldos não utilizados não transitam para o mês seguinte",
  "recebe um cartão virtual na aplicação",
  "controlos por estabelecimento",
  "Captura de comprovativos pelo telemóvel",
  "a plataforma lê-o e concilia-o",
  "Nunca partilhe um cartão nem os respetivos dados",
  "Adiantamentos em numerário",
  "Envie um comprovativo ou fatura de cada despesa",
  "o fornecedor comunica-a à Autoridade Tributária (AT)",
  "Registe cada despesa na plataforma no prazo de 15 dias úteis",
  "Cada pedido segue para o aprovador do respetivo escalão",
  "quem aprova é o departamento financeiro",
  "Minibar, entretenimento no quarto, spa e ginásio.",
  "da equipa antes de aprová-los",
  "o departamento financeiro revê todos os meses",
  "registos de despesas",
  "Os valores e taxas desta secção",
  "o departamento financeiro atualiza-os",
  "corrige-se rapidamente",
  "um comprovativo em falta",
  "podem chegar ao despedimento",
  "quando aplicável",
  "revê-a pelo menos uma vez por ano",
  "valor por quilómetro",
  "à equipa financeira",
];

describe("a policy for Portugal, written as a Portuguese controller writes it", () => {
  const lisbon = composePolicy(fullReadingFor("PT"), { language: "pt-BR", companyName: "Estúdio Lisboeta Lda.", now: NOW });

  it("has none of the Brazilian words, constructions or spellings the review took out", () => {
    expect(found(lisbon, BRAZILIAN)).toEqual([]);
    expect(lisbon).not.toMatch(/\best(?:á|ão|ar|ando)\s+\p{L}+ndo\b/u);
  });

  it("says what the review put in their place", () => {
    expect(EUROPEAN.filter((phrase) => !lisbon.includes(phrase))).toEqual([]);
  });

  it("leaves a Brazilian company's policy in Brazilian Portuguese", () => {
    const saoPaulo = composePolicy(fullReadingFor("BR"), { language: "pt-BR", companyName: "Acme", now: NOW });
    expect(
      found(saoPaulo, ["aplicativo", "seção", "compartilhe", "Ela se aplica", "comprovante", "Lance cada despesa", "o financeiro"]),
    ).toHaveLength(7);
    expect(found(saoPaulo, ["aplicação", "secção", "partilhe", "comprovativo", "departamento financeiro", "TVDE"])).toEqual([]);
  });

  it("reads back as the phrase files' words, so the rules reader reads a Portuguese policy", () => {
    expect(toBaseVocabulary("Registe cada despesa na plataforma no prazo de 15 dias úteis", "pt-BR")).toBe(
      "Lance cada despesa na plataforma em até 15 dias úteis",
    );
    expect(toBaseVocabulary("| Deslocações em viatura própria | 0,45 € por km |", "pt-BR")).toBe("| Carro próprio | 0,45 € por km |");
    expect(toBaseVocabulary("Bebidas alcoólicas, em caso algum.", "pt-BR")).toBe("Bebidas alcoólicas, em nenhuma hipótese.");
    // A table's label abroad is the word table's both ways; a sentence's "no exterior" is written "no estrangeiro".
    const abroad = inVariant("| Diária (no exterior) | 90,00 € |\n\nAs refeições no exterior.", "pt-BR", "pt-PT");
    expect(abroad).toBe("| Ajuda de custo (no estrangeiro) | 90,00 € |\n\nAs refeições no estrangeiro.");
    expect(toBaseVocabulary(abroad.split("\n")[0]!, "pt-BR")).toBe("| Diária (no exterior) | 90,00 € |");
  });
});
