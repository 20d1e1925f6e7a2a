import type { Translation } from "../en";

const policies: Translation["policies"] = {
  behindAnotherVersion: "A versão em {{source}} foi alterada em {{date}}; esta versão em {{own}} pode não incluir essas alterações.",
  heading: "Política de Viagens e Despesas — {{company}}",
  description: "A política de viagens e despesas de {{company}}: limites de gastos, aprovações, comprovantes e conformidade.",
  loading: "Carregando a política…",
  notFoundTitle: "Política não encontrada",
  notFoundBody: "A política que você procura não existe ou foi removida.",
  downloadPdf: "Baixar PDF",
  downloadDocx: "Baixar DOCX",
  pdfStarted: "Download do PDF iniciado...",
  docxStarted: "Download do DOCX iniciado...",
  list: {
    metaTitle: "Minhas políticas",
    title: "Minhas políticas",
    subtitle: "Veja e gerencie as políticas de despesas que você gerou",
    loading: "Carregando suas políticas…",
    signedOutTitle: "Entre para ver suas políticas",
    signIn: "Entrar",
    emptyTitle: "Você ainda não gerou nenhuma política",
    generateFirst: "Gere sua primeira política",
    languages: "Idiomas disponíveis",
    outOfDate: "pode estar desatualizada",
    createdOn: "Criada em {{date}}",
    view: "Ver política",
    deleteLabel: "Excluir a política de {{company}}",
    confirmTitle: "Excluir política",
    confirm: "Tem certeza de que deseja excluir esta política?",
    delete: "Excluir",
    deleting: "Excluindo...",
    openPublic: "Abrir página pública",
  },
};

export default policies;
