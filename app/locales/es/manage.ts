import type en from "../en/manage";

/** Una política hecha sin cuenta: su enlace privado de gestión y su página. */
const manage: typeof en = {
  metaTitle: "Gestiona tu política",
  title: "Gestionar la política de {{company}}",
  bookmark:
    "Guarda esta página en tus marcadores: sin cuenta, es la única forma de editar, desactivar o eliminar esta política. Quien tenga la dirección puede hacerlo también: no la compartas.",
  expiryRule: "Sin cuenta, el enlace público deja de funcionar a los {{days}} días. Inicia sesión y conserva la política para mantenerlo.",
  linkLive: "Enlace público: activo hasta el {{date}}",
  linkLiveForever: "Enlace público: activo",
  linkOff: "Enlace público: desactivado",
  linkExpired: "Enlace público: venció el {{date}}",
  openPublic: "Abrir la página pública",
  switchOff: "Desactivar el enlace público",
  switchOn: "Activar el enlace público",
  edit: "Editar el texto",
  textLabel: "Texto de la política ({{language}})",
  save: "Guardar texto",
  saved: "Texto guardado.",
  linkChanged: "Enlace público actualizado.",
  deleteTitle: "Eliminar esta política",
  deleteBody: "Se eliminan todas las versiones de idioma y su enlace público. No se puede deshacer.",
  deleteConfirm: "Eliminar definitivamente",
  deleted: "La política se eliminó, con su enlace público y esta página.",
  keepTitle: "Consérvala en tu cuenta",
  keepBody: "Estará en Mis políticas y su enlace público dejará de vencer.",
  keepSignIn: "Inicia sesión para conservarla",
  keep: "Conservarla en mi cuenta",
  result: {
    title: "Tu enlace privado de gestión",
    warning:
      "Guárdalo ahora en tus marcadores: sin cuenta, es la única forma de editar, desactivar o eliminar esta política después. Quien lo tenga puede gestionarla: no lo compartas.",
    expiry: "El enlace público funciona hasta el {{date}}; inicia sesión y consérvala para mantenerlo.",
    label: "Enlace de gestión",
    copy: "Copiar",
    copied: "Enlace de gestión copiado al portapapeles",
    open: "Abrir",
  },
  cardholders:
    "Para titulares de tarjetas {{provider}}: redacta aquí la política de gastos de tu empresa sin una cuenta y luego súbela a {{provider}}.",
};

export default manage;
