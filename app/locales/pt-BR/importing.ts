import type { ImportTexts } from "../en/importing";

const importing: ImportTexts = {
  errors: {
    scanned:
      "Este PDF não tem texto para ler: parece uma digitalização (imagens de páginas). Envie o arquivo Word ou PDF em que a política foi escrita, ou cole o texto dela.",
    password: "Este arquivo está protegido por senha. Salve uma cópia sem senha e envie essa cópia.",
    corrupt: "Este arquivo está danificado ou incompleto e não pôde ser lido. Salve-o de novo e envie a nova cópia.",
    unsupported: "Lemos arquivos PDF, Word (.docx), Markdown (.md) e texto (.txt). Salve a política em um deles e envie.",
    tooLarge: "O arquivo tem mais de {{megabytes}} MB. Envie um arquivo menor ou cole o texto da política.",
    tooManyWords: "A política tem {{words}} palavras; lemos no máximo {{max}}. Envie a parte com as regras de despesas.",
    empty: "O arquivo não tem texto que possamos ler.",
    fileRequired: "Escolha o arquivo da sua política atual.",
    textRequired: "Envie o texto da política.",
  },
  findings: {
    aboveDeductible: {
      meals: "Refeições de {{amount}} por dia ficam acima dos {{cap}} que a empresa pode deduzir ({{law}}).",
      lodging: "Hospedagem de {{amount}} por noite fica acima dos {{cap}} que a empresa pode deduzir ({{law}}).",
    },
    aboveTaxFree: {
      meals:
        "Refeições de {{amount}} por dia ficam acima dos {{cap}} isentos para o empregado ({{law}}): o excesso é tributado como salário.",
      lodging:
        "Hospedagem de {{amount}} por noite fica acima dos {{cap}} isentos para o empregado ({{law}}): o excesso é tributado como salário.",
    },
    receiptThreshold: "Comprovantes só acima de {{amount}}: a autoridade tributária os exige a partir de {{required}}.",
    receiptsAlways: "Comprovantes só acima de {{amount}}: a autoridade tributária exige um comprovante para cada despesa.",
    noApprovals: "Sem faixas de aprovação: ninguém é designado para aprovar as despesas grandes.",
    approvalGap: "Entre {{from}} e {{to}} ninguém é designado para aprovar.",
    approvalTop: "Acima de {{amount}} ninguém é designado para aprovar.",
    noCard: "Não há uma seção sobre o cartão corporativo: quem tem, o que pode pagar e o que acontece com cobranças pessoais.",
    noReceiptCapture: "Nada sobre como registrar os comprovantes (uma foto no aplicativo ao pagar): eles se perdem no fechamento do mês.",
  },
  screen: {
    reading: "Lendo {{file}}…",
    read: "Lido de {{file}}: {{rules}} regras, {{unread}} linhas não lidas.",
    remove: "Usar uma descrição",
    findings: "O que a lei de {{country}} diz sobre a sua política",
    source: "Fonte",
    asOf: "em {{date}}",
    quoted: "Sua política diz: “{{line}}”",
  },
  changes: {
    title: "O que mudou em relação à sua política",
    intro: "Cada regra da sua política e o que a nova política faz com ela.",
    kept: "Mantida",
    changed: "Alterada",
    added: "Incluída",
    notCarried: "Não levada",
    keptCount: "{{count}} mantidas",
    changedCount: "{{count}} alteradas",
    addedCount: "{{count}} incluídas",
    notCarriedCount: "{{count}} não levadas",
    yourLine: "Sua política: “{{line}}”",
    why: "Por quê",
    whyCountry: "o valor de {{country}} ({{source}}, em {{date}})",
    whyProposed: "sua política não tinha nenhum: {{why}}",
    whyCorrected: "você corrigiu em “O que entendemos”",
    whyChanged: "a nova política a expressa de outro modo",
    whyNotCarried: "esta linha não pôde ser lida como regra, então a nova política não a leva: inclua-a se ainda vale",
    download: "Baixar o relatório de mudanças",
    fileTitle: "O que mudou em relação à política de {{company}}",
  },
};

export default importing;
