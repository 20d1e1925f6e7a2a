import { industryInSentence } from "./policy-format.server";
import type { CountryPhrases, PolicyPhrases } from "./phrase-types.server";

const COUNTRY: CountryPhrases = {
  mx: ({ pack: { facts: f }, company, format }) => {
    const money = format.money;
    const cash = money(f.nonCashPaymentThreshold.value);
    return {
      mileage: "por quilômetro, pela tarifa publicada pelo financeiro",
      allowable: [
        `As despesas de viagem (viáticos) são dedutíveis somente para hospedagem, alimentação, transporte, aluguel de carro e quilometragem de quem viaja, e somente em viagens a mais de ${f.viaticosRadiusKm.value} km do estabelecimento da ${company} (art. 28-V LISR); deslocamentos dentro desse raio são tratados como transporte local.`,
        `Quem viaja deve ser funcionário da ${company} ou prestador de serviços profissionais a ela.`,
      ],
      limits: [
        `Para fins fiscais, a alimentação dedutível em viagem tem teto de ${money(f.foodCapDomesticPerDay.value)} por pessoa por dia no México e de ${money(f.foodCapAbroadPerDay.value)} no exterior; a hospedagem no exterior, de ${money(f.lodgingCapAbroadPerNight.value)} por noite; e o aluguel de carro, de ${money(f.carRentalCapPerDay.value)} por dia (art. 28-V LISR). A ${company} pode reembolsar mais dentro dos limites acima, mas o excedente não é dedutível.`,
      ],
      cards: [
        `Pague com o cartão corporativo ou por transferência: pagamentos acima de ${cash} só são dedutíveis se feitos com cartão, transferência, cheque nominativo ou carteira eletrônica autorizada pelo SAT (regra 3.3.1.3 da RMF 2024).`,
        `Confira se o CFDI não indica a forma de pagamento 31 («Intermediario pagos»): o SAT a trata como dinheiro, e uma fatura assim acima de ${cash} não é dedutível.`,
      ],
      documents: [
        `Peça o CFDI no momento do pagamento, em nome da ${company}, com seu RFC, regime fiscal e código postal, e com a forma de pagamento, o método de pagamento e o uso de CFDI corretos. Se não for pedido, o comerciante pode incluir a venda em uma fatura global ao RFC genérico XAXX010101000, e ela deixa de ser dedutível.`,
        "Envie os dois arquivos: o XML é o documento fiscal; o PDF é apenas sua representação impressa.",
        "No exterior, onde não há CFDI, envie a fatura ou o recibo emitido pelo comerciante.",
      ],
      nonReimbursable: [
        `Despesas sem um CFDI válido e não cancelado em nome da ${company}, quando ele poderia ter sido emitido.`,
        `Pagamentos acima de ${cash} feitos em dinheiro.`,
      ],
      taxRules: [
        `**IVA:** a alíquota geral é de ${format.percent(f.ivaRate.value)}; vendedores da região de fronteira norte e sul que avisaram o SAT cobram ${format.percent(f.borderIvaRate.value)}, e o CFDI deles mostra o IVA a essa alíquota.`,
        `**Viáticos (art. 28-V LISR):** dedutíveis somente para hospedagem, alimentação, transporte, aluguel de carro e quilometragem de funcionários ou prestadores de serviços profissionais, fora de um raio de ${f.viaticosRadiusKm.value} km do estabelecimento; no México exige-se CFDI e, no exterior, a documentação comprobatória.`,
        `**Tetos diários por pessoa:** alimentação ${money(f.foodCapDomesticPerDay.value)} no México e ${money(f.foodCapAbroadPerDay.value)} no exterior (com comprovantes de hospedagem ou transporte; se só houver o CFDI do transporte, a refeição deve ser paga com o cartão de quem viaja), hospedagem no exterior ${money(f.lodgingCapAbroadPerNight.value)} por noite e aluguel de carro ${money(f.carRentalCapPerDay.value)} por dia.`,
        `**Refeições em restaurantes fora de viagem:** só ${format.percent(f.restaurantDeductibleShare.value)} é dedutível, e apenas se pago com cartão ou carteira eletrônica autorizada; o IVA é creditável na mesma proporção (art. 28-XX LISR).`,
        `**Viáticos sem CFDI (art. 152 RLISR):** até ${format.percent(f.undocumentedViaticosShare.value)} dos viáticos de cada viagem, sem passar de ${money(f.undocumentedViaticosYearlyCap.value)} por ano, pode ficar sem CFDI quando o comerciante não puder emiti-lo; o restante deve ser pago com o cartão da empresa, e o valor não gasto é devolvido. Não se aplica a hospedagem nem a passagens aéreas.`,
        "**Antes de enviar um CFDI,** confira o RFC, o regime fiscal, o nome e o código postal do destinatário; o RFC, o regime e o nome do emissor; a forma e o método de pagamento; e o uso de CFDI.",
      ],
      retention:
        "Guarde os XML dos CFDI e a documentação comprobatória enquanto o SAT puder revisá-los; a plataforma mantém uma cópia de cada um.",
      reviewTriggers: "o SAT mudar as regras do CFDI ou os tetos de viáticos",
    };
  },

  co: ({ pack: { facts: f }, company, format }) => ({
    mileage: "por quilômetro, pela tarifa publicada pelo financeiro",
    allowable: [
      `Os viáticos ocasionais cobrem alimentação, hospedagem e transporte fora do local habitual de trabalho e não são salário. Valores fixos e habituais contariam como salário, por isso a ${company} reembolsa os custos reais e comprovados.`,
      "As despesas de viagem de prestadores de serviço só são reembolsadas quando o contrato as prevê expressamente; nesse caso, não são receita do prestador (Conceito DIAN 00113 de 2024).",
    ],
    limits: [],
    cards: [
      "Pague com cartão ou transferência bancária. Pelas regras de bancarização (art. 771-5 ET), só os pagamentos feitos pelo sistema financeiro são totalmente dedutíveis, então dinheiro em espécie fica para casos excepcionais.",
    ],
    documents: [
      `Peça a factura electrónica em nome da ${company}, com seu NIT: informe ao vendedor a razão social, o NIT e o e-mail de faturamento (o vendedor não pode exigir o RUT).`,
      "Um cupom POS não basta: documentos POS não dão direito a custos, deduções nem créditos de IVA.",
      "Em compras de fornecedores não obrigados a faturar, envie ao financeiro os dados do vendedor para que emita o documento soporte.",
    ],
    nonReimbursable: [
      `Despesas comprovadas apenas por cupom POS, ou por fatura que não esteja em nome da ${company} e de seu NIT, quando a factura electrónica poderia ter sido pedida.`,
    ],
    taxRules: [
      `**IVA:** a alíquota geral é de ${format.percent(f.ivaRate.value)} (art. 468 ET).`,
      `**Factura electrónica:** validada pela DIAN antes da entrega (XML UBL 2.1 com assinatura digital e CUFE) e emitida em nome da ${company}, com seu NIT.`,
      `**Cupons POS:** não dão direito a custos, deduções nem créditos de IVA (art. 616-1 ET, par. 4), e os vendedores só podem emiti-los em vendas de até ${f.posTicketMaxUvt.value} UVT.`,
      "**Documento soporte:** necessário para deduzir compras de pessoas não obrigadas a faturar (Res. 000167 de 2021); traz o NIT das duas partes e a numeração autorizada pela DIAN.",
      "**Bancarización (art. 771-5 ET):** pagamentos em dinheiro só são dedutíveis dentro dos limites legais, por isso os pagamentos pelo sistema financeiro são sempre preferidos.",
      "**Viáticos:** os ocasionais não são salário; os permanentes e habituais são.",
    ],
    retention: `Guarde as faturas eletrônicas e os documentos de suporte por pelo menos ${f.eInvoiceRetentionYears.value} anos.`,
    reviewTriggers: "o valor da UVT mudar, como acontece todo ano, ou a DIAN alterar suas regras de faturamento",
  }),

  br: ({ pack: { facts: f }, company, format }) => ({
    mileage: `por quilômetro, pela tarifa definida pela ${company}, já que a CLT não fixa nenhuma`,
    allowable: [
      "As diárias para viagem não integram a remuneração, qualquer que seja o valor (CLT art. 457 §2, com a redação da Lei 13.467/2017); o auxílio-alimentação não pode ser pago em dinheiro.",
      `As despesas devem ser necessárias, usuais ou normais para a atividade da ${company} (RIR/2018 art. 311).`,
    ],
    limits: [`Nenhuma lei fixa valores de refeição ou hospedagem no Brasil; os limites acima são da própria ${company}.`],
    cards: ["O comprovante do cartão não é documento fiscal: todo pagamento com cartão também precisa de nota fiscal (seção 5)."],
    documents: [
      `Peça a nota fiscal emitida para o CNPJ da ${company}, com a descrição do que foi comprado, a data e o valor.`,
      "O comprovante do cartão, sozinho, não substitui a nota fiscal.",
      "Em voos, o Bilhete de Passagem Aérea substitui a nota fiscal.",
    ],
    nonReimbursable: [`Despesas comprovadas apenas pelo comprovante do cartão ou por documento sem o CNPJ da ${company}.`],
    taxRules: [
      `**Documentos:** as notas fiscais devem identificar o CNPJ da ${company}, a descrição, a data e o valor (Lei 9.532/97 art. 61).`,
      `**NFS-e:** o padrão nacional da nota fiscal de serviços eletrônica é obrigatório desde ${format.date(new Date(f.nfseNationalStandardFrom.value))} (LC 214/2025 art. 62).`,
      `**Reforma tributária:** a partir de ${f.taxReformTestYear.value}, as notas trazem os novos campos de CBS e IBS (alíquotas de teste de ${format.percent(f.cbsTestRate.value)} e ${format.percent(f.ibsTestRate.value)}, ainda sem cobrança); a cobrança da CBS começa em ${f.cbsCollectionYear.value}, e o ICMS e o ISS são extintos gradualmente até ${f.taxReformEndYear.value}. O financeiro confere esses campos em cada nota recebida.`,
      "**Dedutibilidade:** as despesas devem ser necessárias, usuais ou normais para a atividade (RIR/2018 art. 311).",
      "**Diárias:** as diárias para viagem não integram a remuneração (CLT art. 457 §2).",
    ],
    retention: `Guarde as notas fiscais e os documentos de viagem por ${f.documentRetentionYears.value} anos.`,
    reviewTriggers: "a implantação da CBS e do IBS na reforma tributária avançar para a próxima etapa",
  }),

  us: ({ pack: { facts: f }, company, format }) => {
    const mileage = `${format.number(f.mileageRatePerMile.value * 100)} centavos de dólar por milha em ${f.mileageRateYear.value}`;
    return {
      mileage: `pela tarifa padrão por milha do IRS vigente no ano da viagem (${mileage})`,
      allowable: [
        `A ${company} reembolsa por meio de um plano de reembolso com prestação de contas do IRS (seção 7), de modo que os reembolsos não são renda tributável para os funcionários.`,
      ],
      limits: [
        `Como referência, as diárias federais padrão do ano fiscal ${f.gsaFiscalYear.value} (GSA) são de ${format.money(f.gsaLodgingPerNight.value)} para hospedagem e de ${format.money(f.gsaMealsPerDay.value)} por dia para refeições e pequenas despesas; valem os limites próprios da ${company} indicados acima.`,
      ],
      cards: [
        `Adiantamentos em dinheiro, quando aprovados, são pagos no máximo ${f.advanceMaxDaysBefore.value} dias antes da despesa, e o valor não usado é devolvido em até ${f.returnExcessDays.value} dias.`,
      ],
      documents: [
        "Pelas regras do IRS, cada registro deve indicar também o local da despesa e, nas refeições, a relação comercial com as pessoas presentes.",
      ],
      nonReimbursable: [
        "Entretenimento, como ingressos para eventos esportivos, espetáculos ou golfe, que deixou de ser dedutível com a reforma tributária de 2017 (TCJA).",
      ],
      taxRules: [
        `**Plano de reembolso com prestação de contas (IRC §62(c)):** todo reembolso deve ter relação com o negócio, ser comprovado, e qualquer excedente deve ser devolvido. Comprove as despesas em até ${f.substantiationDays.value} dias e devolva os adiantamentos excedentes em até ${f.returnExcessDays.value} dias; valores não comprovados ou não devolvidos no prazo são tratados como salário tributável.`,
        `**Comprovantes:** hospedagem sempre exige comprovante; as demais despesas exigem prova documental a partir de ${format.money(f.receiptThreshold.value)}.`,
        `**Refeições:** dedutíveis em ${format.percent(f.mealsDeductibleShare.value)}; entretenimento não é dedutível (Aviso 2018-76 do IRS).`,
        `**Quilometragem:** a tarifa padrão por milha do IRS para o ano da viagem (${mileage}).`,
        `**Leis estaduais:** alguns estados obrigam o reembolso das despesas de trabalho necessárias, como quilometragem ou o telefone pessoal usado no trabalho; a ${company} segue as regras do estado onde cada funcionário trabalha.`,
      ],
      retention: "Guarde os comprovantes e registros de despesas enquanto o IRS puder examinar as declarações que eles sustentam.",
      reviewTriggers: "o IRS publicar a nova tarifa padrão por milha ou as diárias mudarem, como acontece todo ano",
    };
  },

  generic: ({ company, countryIn }) => ({
    mileage: "por quilômetro, pela tarifa publicada pelo financeiro",
    allowable: [`As despesas devem ser necessárias para o negócio e comprovadas pelos documentos que a lei exige ${countryIn}.`],
    limits: [],
    cards: ["Pague com cartão ou transferência bancária sempre que possível, para que cada pagamento deixe registro."],
    documents: [
      `Peça uma fatura fiscal em nome da razão social da ${company}, com seu número de identificação fiscal, sempre que a lei local previr; o comprovante do cartão não basta quando uma fatura pode ser emitida.`,
    ],
    nonReimbursable: [`Despesas sem fatura ou recibo em nome da ${company}, quando poderiam ter sido emitidos.`],
    taxRules: [
      `**Faturas:** use a fatura fiscal local emitida em nome da razão social e do número de identificação fiscal da ${company}.`,
      `**IVA e impostos sobre vendas:** o imposto recuperável das despesas do negócio é solicitado conforme as regras de IVA ou de impostos sobre vendas vigentes ${countryIn}; a fatura deve destacar o imposto quando essas regras exigirem.`,
      `**Registros:** guarde faturas e recibos pelo prazo que a lei exige ${countryIn}.`,
      `O financeiro confirma as regras locais com os assessores fiscais da ${company} antes de aplicá-las.`,
    ],
    retention: "Guarde faturas, recibos e relatórios de despesas pelo prazo que a lei local exigir.",
    reviewTriggers: `as regras fiscais ou de faturamento mudarem ${countryIn}`,
  }),
};

export const PT_BR: PolicyPhrases = {
  title: (company) => `Política de viagens e despesas da ${company}`,
  summary: ({ countryIn, currency, currencyName, effective }) =>
    `*Aplica-se ${countryIn} · Valores em ${currencyName} (${currency}) · Vigente a partir de ${effective}*`,

  companyDescription: ({ company, industry, employees, employeesText, countryIn }) => {
    const people = employees === undefined ? "" : ` com ${employeesText} ${employees === 1 ? "funcionário" : "funcionários"}`;
    if (industry) return `a ${company}, empresa do setor de ${industryInSentence(industry)}${people} ${countryIn}`;
    return people ? `a ${company}, empresa${people} ${countryIn}` : `a ${company}, com sede ${countryIn}`;
  },
  purpose: (description, company) =>
    `Esta política explica como ${description}, paga, controla e reembolsa viagens a trabalho e demais despesas profissionais. Ela se aplica a todos os funcionários da ${company} e aos prestadores de serviço que gastam em nome da empresa, quer paguem com cartão corporativo, quer do próprio bolso.`,
  goals: (company, countryIn) =>
    `O objetivo é simples: cuidar do dinheiro da ${company} como se fosse nosso, reembolsar as pessoas com rapidez e justiça, e sustentar cada despesa com os documentos que a lei tributária exige ${countryIn}, para que continue dedutível.`,
  amountsIn: (currencyName, currency) =>
    `Todos os valores desta política estão em ${currencyName} (${currency}), salvo indicação de outra moeda.`,

  allowableIntro: (company) =>
    `A ${company} paga despesas razoáveis, necessárias para o negócio e devidamente comprovadas. São permitidas:`,
  transport: (mileage) =>
    `**Transporte:** voos na classe indicada em “Viagens aéreas”, abaixo, passagens de trem e ônibus, táxis e aplicativos de transporte, pedágios e estacionamento, e carro alugado quando for mais barato ou prático que as alternativas. O uso do carro próprio a trabalho é reembolsado ${mileage}.`,
  lodging: "**Hospedagem:** hotéis de categoria padrão perto do local de trabalho, dentro do limite por noite da seção 3.",
  travelMeals: "**Refeições em viagem:** as refeições de quem viaja a trabalho, dentro do limite diário da seção 3.",
  businessMeals:
    "**Refeições de negócios:** com clientes, fornecedores ou parceiros quando houver finalidade comercial clara; registre quem participou e por quê.",
  otherExpenses:
    "**Outras despesas do negócio:** inscrições em congressos e cursos, vistos e documentos de viagem, dados móveis necessários na viagem, uma mala despachada e os materiais necessários para o trabalho.",

  limitsIntro:
    "Os limites dependem do cargo de cada pessoa. Eles são configurados em cada cartão corporativo, de modo que uma compra acima deles é recusada, salvo aprovação prévia (seção 5).",
  roleTableHeader: ["Cargo", "Limite mensal", "Limite por transação"],
  travelCategoriesHeading: "Limites de viagem",
  limitIsCeiling:
    "Um limite é um teto, não uma verba: gaste apenas o que a necessidade do negócio exigir. Qualquer valor acima de um limite que não tenha sido aprovado antes fica por conta do funcionário.",
  monthlyReset: "Os limites mensais são renovados no primeiro dia de cada mês; saldos não usados não se acumulam.",

  platformIntro: (company) => `A ${company} concentra todos os gastos do negócio na sua plataforma de gestão de despesas:`,
  virtualCards:
    "**Cartões virtuais:** cada pessoa que gasta para o negócio recebe um cartão virtual no aplicativo. O financeiro pode emitir cartões de uso único para compras pontuais, um cartão por viagem e um cartão por fornecedor para assinaturas; o cartão físico só é emitido quando não for possível usar o virtual.",
  spendControls:
    "**Limites de gastos e controles por estabelecimento:** os limites por cargo da seção 3 são configurados em cada cartão, e os controles por estabelecimento bloqueiam categorias sem uso para o negócio, como apostas ou compras equivalentes a dinheiro. O financeiro também pode restringir um cartão a estabelecimentos ou categorias específicos.",
  receiptCapture:
    "**Captura de comprovantes pelo celular:** fotografe o comprovante, ou envie a nota eletrônica, no aplicativo logo depois de pagar; a plataforma faz a leitura e o concilia com a transação do cartão.",
  realTimeTracking:
    "**Acompanhamento em tempo real:** cada transação aparece na plataforma no momento em que acontece, e funcionários, gestores e financeiro veem a qualquer momento o gasto em relação a cada limite. O portador recebe um alerta ao atingir 80% do limite mensal.",
  approvalWorkflows:
    "**Fluxos de aprovação:** solicitações e relatórios de despesas seguem automaticamente para quem deve aprová-los, conforme os valores da seção 5, e nada é pago antes da aprovação.",
  cardRulesHeading: "Regras de uso dos cartões",
  cardRules: [
    "Os cartões corporativos são apenas para despesas do negócio. Compras pessoais não são permitidas, mesmo que sejam devolvidas depois.",
    "Nunca compartilhe um cartão ou seus dados. Informe imediatamente no aplicativo a perda ou o roubo do cartão para que seja bloqueado.",
    "Os cartões são cancelados quando a pessoa deixa a empresa ou passa a um cargo que não precisa deles.",
  ],

  documentsHeading: "Comprovantes e documentos fiscais",
  receiptsForEvery: "Envie um comprovante ou nota de cada despesa, qualquer que seja o valor.",
  receiptsOver: (amount) => `Envie um comprovante ou nota de cada despesa acima de ${amount}.`,
  receiptsFrom: (amount) => `Envie um comprovante ou nota de cada despesa a partir de ${amount}.`,
  lodgingAlwaysReceipt: "A hospedagem sempre exige a conta detalhada do hotel, qualquer que seja o valor.",
  expenseDetails:
    "Cada despesa deve indicar a data, o valor, o estabelecimento e a finalidade; nas refeições de negócios, também os nomes e as organizações dos participantes.",
  deadlineHeading: "Prazo e reembolso",
  submitWithin: (days, businessDays) =>
    `Lance cada despesa na plataforma em até ${days === 1 ? "1 dia" : `${days} dias`}${businessDays ? " úteis" : ""} após a compra ou, nas despesas de viagem, após o fim da viagem.`,
  deadlineStatutory: (days) =>
    `Pelas regras do plano de reembolso com prestação de contas do IRS, despesas comprovadas mais de ${days} dias depois de pagas ou incorridas podem ser tratadas como salário tributável; por isso, envie bem antes do prazo da empresa.`,
  reimbursementTiming:
    "Despesas pagas do próprio bolso e aprovadas são reembolsadas por transferência bancária no ciclo de pagamento seguinte.",
  approvalHeading: "Aprovações",
  noSelfApproval: (topRole) =>
    `Ninguém aprova as próprias despesas. Quando um cargo não tem gestor direto${topRole ? ` (por exemplo, ${topRole})` : ""}, quem aprova é o financeiro.`,
  internationalHeading: "Viagens internacionais",
  internationalNotice: (notice) =>
    `Solicite as viagens internacionais na plataforma com pelo menos ${notice} de antecedência, para que voos e hospedagem possam ser aprovados e reservados a preços razoáveis.`,
  noticeLength: (days) =>
    `${days} ${days === 1 ? "dia" : "dias"}${days >= 7 && days % 7 === 0 ? ` (${days / 7} ${days === 7 ? "semana" : "semanas"})` : ""}`,

  nonReimbursableIntro: (company) => `A ${company} não paga nem reembolsa:`,
  nonReimbursableItems: [
    "Despesas pessoais, inclusive de familiares ou acompanhantes que viajem com o funcionário.",
    "Multas de trânsito e de estacionamento, penalidades, e juros ou encargos por atraso no envio.",
    "Mudança para classe executiva ou primeira classe, quartos superiores ou serviços extras não aprovados previamente.",
    "Frigobar, entretenimento no quarto, spa e academia.",
    "Perda ou roubo de objetos pessoais e seguros de viagem pessoais.",
    "Presentes ou pagamentos a agentes públicos, ou qualquer coisa que possa ser vista como suborno.",
    "Despesas já pagas por um cliente, outra empresa ou uma seguradora.",
  ],

  auditIntro: (company) => `A ${company} acompanha os gastos de forma contínua para identificar problemas cedo:`,
  auditItems: [
    "A plataforma confere cada transação com os limites e os controles por estabelecimento em tempo real e sinaliza as exceções.",
    "Os gestores revisam os relatórios de despesas da equipe antes de aprová-los; o financeiro revisa todo mês as despesas sinalizadas.",
    "O financeiro audita a cada trimestre uma amostra aleatória de relatórios de despesas, e auditores externos podem revisar qualquer despesa.",
    "Os funcionários mantêm os documentos originais disponíveis e respondem prontamente às perguntas da auditoria.",
  ],
  taxRulesHeading: (countryIn) => `Regras fiscais e de documentação ${countryIn}`,
  figuresAsOf: (date) =>
    `Os valores e alíquotas desta seção são os vigentes em ${date}; o financeiro os atualiza quando as autoridades os alteram.`,

  violationsIntro: (company) => `A maioria dos erros é de boa-fé e se corrige rápido. A ${company} responde na proporção do que aconteceu:`,
  violationSteps: [
    "**Falhas leves ou pela primeira vez** (um relatório atrasado, um comprovante faltando): um lembrete, e a despesa fica retida até ser corrigida.",
    "**Falhas repetidas:** redução dos limites ou suspensão do cartão, com aviso ao gestor do funcionário.",
    "**Gasto acima de um limite sem aprovação:** o funcionário devolve o excedente.",
    "**Fraude ou uso indevido deliberado** (comprovantes falsos ou alterados, compras pessoais lançadas como despesas do negócio, divisão de uma compra para ficar abaixo de um limite): medidas disciplinares que podem chegar à demissão, recuperação dos valores e, quando cabível, medidas judiciais.",
  ],
  payrollDeduction: (countryIn) =>
    `Valores devidos à empresa só são descontados do salário quando a lei permitir ${countryIn} e, quando exigido, com o consentimento por escrito do funcionário.`,
  goodFaith: "Quem relatar de boa-fé uma possível violação fica protegido contra retaliações.",

  effectiveOn: (date, company) =>
    `Esta política entra em vigor em ${date} e substitui quaisquer regras anteriores de viagens e despesas da ${company}.`,
  reviewCycle: (triggers) =>
    `O financeiro é o responsável por esta política e a revisa pelo menos uma vez por ano, e antes disso quando mudarem as regras fiscais, as tarifas oficiais ou a forma de trabalho da empresa; por exemplo, quando ${triggers}.`,
  nextReview: (date) => `Próxima revisão programada: ${date}.`,
  acknowledgement: "Cada funcionário confirma na plataforma que leu esta política, e confirma de novo após cada mudança importante.",
  questions: "Dúvidas sobre esta política devem ser enviadas à equipe financeira.",

  mileageAtCompanyRate: (rate) => `a ${rate}, o valor definido pela empresa`,
  airTravelHeading: "Viagens aéreas",
  cabins: { economy: "classe econômica", premiumEconomy: "econômica premium", business: "classe executiva", first: "primeira classe" },
  economyByDefault: "Os voos são reservados em classe econômica, salvo quando uma regra abaixo permitir outra classe.",
  bookAhead: (days) => `Reserve os voos com pelo menos ${days} ${days === 1 ? "dia" : "dias"} de antecedência.`,

  travelTableHeader: ["Item", "Limite da empresa", "Referência oficial"],
  travelItems: {
    mealsHome: "Refeições, por dia (no país)",
    mealsAbroad: "Refeições, por dia (no exterior)",
    lodgingHome: "Hospedagem, por noite (no país)",
    lodgingAbroad: "Hospedagem, por noite (no exterior)",
    perDiemHome: "Diária (no país)",
    perDiemAbroad: "Diária (no exterior)",
    mileage: "Carro próprio",
  },
  perUnit: (rate, unit) => `${rate} por ${unit === "km" ? "km" : "milha"}`,
  noReference: "—",
  referenceCell: (amount, kind, law) =>
    `${amount} (${kind === "taxFree" ? "isento de impostos" : kind === "deductible" ? "teto dedutível" : "referência pública"}, ${law})`,
  overTaxFree: (item, limit, reference) =>
    `${item}: o limite da empresa, ${limit}, é maior que o valor isento de ${reference}; a parte de uma ajuda de custo acima de ${reference} é rendimento tributável do funcionário, salvo quando reembolsada contra comprovantes onde a lei permitir.`,
  overDeductible: (item, limit, reference) =>
    `${item}: a empresa reembolsa até ${limit}, mas só ${reference} é dedutível; o excedente é um custo não dedutível para a empresa.`,
  underReference: (item, limit, reference) =>
    `${item}: vale o limite próprio da empresa, ${limit}; o valor oficial de ${reference} aparece apenas como referência.`,

  cashAdvance: (allowed, max) =>
    allowed
      ? `Adiantamentos em dinheiro são permitidos para viagens aprovadas${max ? `, até ${max}` : ""}; são prestados no relatório de despesas com os comprovantes, e o valor não gasto é devolvido.`
      : "Não há adiantamentos em dinheiro: use o cartão corporativo, ou pague e peça o reembolso.",

  receiptsStatutory: (amount) =>
    `As regras fiscais ainda exigem comprovante para qualquer despesa de ${amount} ou mais; guarde esses comprovantes também.`,

  alcohol: {
    default: "Bebidas alcoólicas, exceto em refeição de negócios com clientes aprovada previamente.",
    never: "Bebidas alcoólicas, em nenhuma hipótese.",
    withMealsOnly: "Bebidas alcoólicas, exceto com moderação durante uma refeição.",
    clientEntertainmentOnly: "Bebidas alcoólicas, exceto ao receber clientes.",
    allowed: "Consumo excessivo de álcool: bebidas com moderação em refeição ou evento com clientes são reembolsadas, além disso não.",
  },
  notLocalised: (country) =>
    `Não temos dados fiscais específicos deste país (${country}): o documento fiscal e a identificação fiscal, a alíquota do IVA, o tratamento fiscal das diárias, o prazo de guarda dos comprovantes, o valor oficial por quilômetro e as regras sobre meios de pagamento a seguir são regras gerais, não a lei local. Confirme as regras fiscais locais com o seu contador antes de aplicar esta política.`,

  country: COUNTRY,
};
