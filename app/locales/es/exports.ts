import type { Translation } from "../en";

const exports: Translation["exports"] = {
  documentTitle: "Política de viajes y gastos",
  generatedOn: "Generado el {{date}}",
  page: "Página {{page}} de {{total}}",
};

export default exports;
