import type en from "../en/proposals";

/** Las cifras que propusimos y el dueño confirma (decisión 035). */
const proposals: typeof en = {
  title_one: "Propusimos 1 cifra",
  title_other: "Propusimos {{count}} cifras",
  body: "No diste una cifra para estas, así que propusimos una, marcada (propuesto) en tu texto. Tus empleados leen «Sin definir aún» en su lugar hasta que la confirmes. Conserva o cambia cada cifra y confírmalas todas a la vez.",
  figure: "{{row}} — {{column}}",
  confirm: "Confirmar estas cifras",
  confirming: "Confirmando…",
  confirmed: "Cifras confirmadas: tus empleados ya las leen como reglas de la empresa.",
  failed: "No se pudieron confirmar las cifras.",
};

export default proposals;
