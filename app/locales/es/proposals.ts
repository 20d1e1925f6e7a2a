import type en from "../en/proposals";

/** Las cifras que propusimos y el dueño confirma (decisión 035). */
const proposals: typeof en = {
  title_one: "Propusimos 1 cifra",
  title_other: "Propusimos {{count}} cifras",
  body: "No diste estas cifras; las propuestas van marcadas (propuesto). Tus empleados leen «Sin definir aún» hasta que las confirmes. Consérvalas o cámbialas y confírmalas a la vez.",
  figure: "{{row}} — {{column}}",
  confirm: "Confirmar estas cifras",
  confirming: "Confirmando…",
  confirmed: "Cifras confirmadas: tus empleados ya las leen como reglas de la empresa.",
  failed: "No se pudieron confirmar las cifras.",
};

export default proposals;
