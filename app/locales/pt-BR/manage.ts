import type en from "../en/manage";

/** Uma política feita sem conta: seu link privado de gerenciamento e sua página. */
const manage: typeof en = {
  metaTitle: "Gerencie sua política",
  title: "Gerenciar a política de {{company}}",
  bookmark:
    "Salve esta página nos favoritos: o endereço dela é a única forma de editar, desativar ou excluir esta política sem uma conta. Qualquer pessoa com o endereço pode fazer o mesmo, então não o compartilhe.",
  expiryRule:
    "Os links públicos de políticas feitas sem conta deixam de funcionar {{days}} dias depois de escritas. Entre e guarde a política na sua conta para manter o link funcionando.",
  linkLive: "Link público: ativo até {{date}}",
  linkLiveForever: "Link público: ativo",
  linkOff: "Link público: desativado",
  linkExpired: "Link público: expirou em {{date}}",
  openPublic: "Abrir a página pública",
  switchOff: "Desativar o link público",
  switchOn: "Ativar o link público",
  edit: "Editar o texto",
  textLabel: "Texto da política ({{language}})",
  save: "Salvar texto",
  saved: "Texto salvo.",
  linkChanged: "Link público atualizado.",
  deleteTitle: "Excluir esta política",
  deleteBody: "Isso exclui todas as versões de idioma e o link público. Não é possível desfazer.",
  deleteConfirm: "Excluir definitivamente",
  deleted: "A política foi excluída. O link público e esta página não funcionam mais.",
  keepTitle: "Guarde na sua conta",
  keepBody: "Guardada, ela fica em Minhas políticas com todas as ferramentas, e o link público deixa de expirar.",
  keepSignIn: "Entre para guardá-la",
  keep: "Guardar na minha conta",
  result: {
    title: "Seu link privado de gerenciamento",
    warning:
      "Salve-o agora nos favoritos: é a única forma de editar, desativar ou excluir esta política depois sem uma conta. Qualquer pessoa com ele pode gerenciar a política, então não o compartilhe.",
    expiry: "O link público funciona até {{date}}. Entre e guarde a política na sua conta para mantê-lo por mais tempo.",
    label: "Link de gerenciamento",
    copy: "Copiar",
    copied: "Link de gerenciamento copiado",
    open: "Abrir",
  },
  cardholders:
    "Para portadores de cartão {{provider}}: escreva aqui a política de despesas da sua empresa sem conta e depois envie-a para a {{provider}}.",
};

export default manage;
