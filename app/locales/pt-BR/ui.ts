import type { Translation } from "../en";

const ui: Translation["ui"] = {
  notifications: "Notificações ({hotkey})",
  notification: "Notificação",
  dismiss: "Fechar notificação",
  copyFailedTitle: "Não foi possível copiar para a área de transferência",
  copyFailedText:
    "Seu navegador recusou a área de transferência. O texto da política está selecionado: pressione Ctrl+C (⌘C no Mac) para copiá-lo.",
  copyFailedUrl: "Seu navegador recusou a área de transferência. O link está selecionado: pressione Ctrl+C (⌘C no Mac) para copiá-lo.",
  comboboxResults_one: "{{count}} resultado",
  comboboxResults_other: "{{count}} resultados",
  comboboxNone: "Nenhum resultado: tente um nome ou um código",
};

export default ui;
