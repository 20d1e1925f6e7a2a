import type en from "../en/proposals";

/** Os valores que propusemos e o dono confirma (decisão 035). */
const proposals: typeof en = {
  title_one: "Propusemos 1 valor",
  title_other: "Propusemos {{count}} valores",
  body: "Você não informou um valor para estes, então propusemos um, marcado (proposto) no seu texto. Seus funcionários leem “Ainda não definido” no lugar até você confirmar. Mantenha ou altere cada valor e confirme todos de uma vez.",
  figure: "{{row}} — {{column}}",
  confirm: "Confirmar estes valores",
  confirming: "Confirmando…",
  confirmed: "Valores confirmados: seus funcionários agora os leem como regras da empresa.",
  failed: "Não foi possível confirmar os valores.",
};

export default proposals;
