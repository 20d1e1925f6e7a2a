import type { Translation } from "../en";

const policies: Translation["policies"] = {
  behindAnotherVersion: "La versión en {{source}} se modificó el {{date}}; esta versión en {{own}} puede no incluir esos cambios.",
  heading: "Política de Viajes y Gastos de {{company}}",
  description: "La política de viajes y gastos de {{company}}: límites de gasto, aprobaciones, comprobantes y cumplimiento.",
  loading: "Cargando la política…",
  notFoundTitle: "Política no encontrada",
  notFoundBody: "La política que buscas no existe o fue eliminada.",
  downloadPdf: "Descargar PDF",
  downloadDocx: "Descargar DOCX",
  pdfStarted: "Descarga del PDF iniciada...",
  docxStarted: "Descarga del DOCX iniciada...",
  list: {
    metaTitle: "Mis políticas",
    title: "Mis políticas",
    subtitle: "Consulta y gestiona las políticas de gastos que generaste",
    loading: "Cargando tus políticas…",
    signedOutTitle: "Inicia sesión para ver tus políticas",
    signIn: "Iniciar sesión",
    emptyTitle: "Todavía no has generado ninguna política",
    generateFirst: "Genera tu primera política",
    languages: "Idiomas disponibles",
    outOfDate: "puede estar desactualizada",
    createdOn: "Creada el {{date}}",
    view: "Ver política",
    deleteLabel: "Eliminar la política de {{company}}",
    confirmTitle: "Eliminar política",
    confirm: "¿Seguro que quieres eliminar esta política?",
    delete: "Eliminar",
    deleting: "Eliminando...",
    openPublic: "Abrir página pública",
  },
};

export default policies;
