import type en from "../en/manage";

/** Una política hecha sin cuenta: su enlace privado de gestión y su página. */
const manage: typeof en = {
  metaTitle: "Gestiona tu política",
  title: "Gestionar la política de {{company}}",
  bookmark:
    "Guarda esta página en tus marcadores: su dirección es la única forma de editar, desactivar o eliminar esta política sin una cuenta. Cualquiera que tenga la dirección puede hacer lo mismo, así que no la compartas.",
  expiryRule:
    "Los enlaces públicos de las políticas hechas sin cuenta dejan de funcionar {{days}} días después de redactarse. Inicia sesión y conserva la política para que su enlace siga funcionando.",
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
  deleted: "La política se eliminó. Su enlace público y esta página ya no funcionan.",
  keepTitle: "Consérvala en tu cuenta",
  keepBody: "Una vez conservada, está en Mis políticas con todas las herramientas y su enlace público deja de vencer.",
  keepSignIn: "Inicia sesión para conservarla",
  keep: "Conservarla en mi cuenta",
  result: {
    title: "Tu enlace privado de gestión",
    warning:
      "Guárdalo ahora en tus marcadores: es la única forma de editar, desactivar o eliminar esta política más adelante sin una cuenta. Cualquiera que lo tenga puede gestionar la política, así que no lo compartas.",
    expiry: "El enlace público funciona hasta el {{date}}. Inicia sesión y conserva la política para que dure más.",
    label: "Enlace de gestión",
    copy: "Copiar",
    copied: "Enlace de gestión copiado al portapapeles",
    open: "Abrir",
  },
  cardholders:
    "Para titulares de tarjetas {{provider}}: redacta aquí la política de gastos de tu empresa sin una cuenta y luego súbela a {{provider}}.",
};

export default manage;
