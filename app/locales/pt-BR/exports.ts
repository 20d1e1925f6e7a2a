import type { Translation } from "../en";

const exports: Translation["exports"] = {
  documentTitle: "Política de viagens e despesas",
  generatedOn: "Gerado em {{date}}",
  page: "Página {{page}} de {{total}}",
};

export default exports;
