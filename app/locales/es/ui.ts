import type { Translation } from "../en";

const ui: Translation["ui"] = {
  notifications: "Notificaciones ({hotkey})",
  notification: "Notificación",
  dismiss: "Cerrar notificación",
  copyFailedTitle: "No se pudo copiar al portapapeles",
  copyFailedText:
    "Tu navegador no permitió usar el portapapeles. El texto de la política está seleccionado: pulsa Ctrl+C (⌘C en Mac) para copiarlo.",
  copyFailedUrl: "Tu navegador no permitió usar el portapapeles. El enlace está seleccionado: pulsa Ctrl+C (⌘C en Mac) para copiarlo.",
  comboboxResults_one: "{{count}} resultado",
  comboboxResults_other: "{{count}} resultados",
  comboboxNone: "Sin resultados: prueba con un nombre o un código",
};

export default ui;
