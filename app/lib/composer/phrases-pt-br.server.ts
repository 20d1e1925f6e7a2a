import { industryInSentence } from "./policy-format.server";
import type { PolicyPhrases } from "./phrase-types.server";
import type { CapUnit } from "~/lib/rulebook/policy-rules";
import understanding from "~/locales/pt-BR/understanding";

const CAP_UNITS_PT: Record<CapUnit, string> = {
  ride: "por corrida",
  bill: "por conta",
  person: "por pessoa",
  day: "por dia",
  night: "por noite",
  trip: "por viagem",
  month: "por mês",
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
    `**Transporte:** voos na classe indicada em “Viagens aéreas”, abaixo, passagens de trem e ônibus, táxis e aplicativos de transporte, pedágios e estacionamento, e carro alugado quando for mais barato ou prático que as alternativas.${mileage === null ? "" : ` O uso do carro próprio a trabalho é reembolsado ${mileage}.`}`,
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
  capsHeading: "Tetos por corrida, pessoa ou conta",
  // The items' names are the panel's: one list of words per language.
  capItems: understanding.caps.items,
  capLine: (item, cap) =>
    "amount" in cap ? `${item}: até ${cap.amount} ${CAP_UNITS_PT[cap.per]}.` : `${item}: até ${cap.percent}% da conta.`,
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
};
