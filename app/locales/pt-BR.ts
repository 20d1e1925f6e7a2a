import type { Translation } from "./en";

const ptBR: Translation = {
  meta: {
    title: "Gerador de políticas de viagens e despesas com IA",
    description:
      "Crie em minutos uma política de viagens e despesas sob medida para sua empresa: regras fiscais locais, moeda e documentação, em português, inglês e espanhol. Grátis.",
  },
  common: {
    language: "Idioma",
    signIn: "Entrar",
    signOut: "Sair",
    myPolicies: "Minhas políticas",
    admin: "Administração",
    home: "Início",
    backToHome: "Voltar ao início",
    loading: "Carregando…",
    close: "Fechar",
    cancel: "Cancelar",
    logoAlt: "Início do {{product}}",
  },
  hero: {
    eyebrow: "Ferramenta gratuita da {{provider}}",
    title: "Sua política de viagens e despesas, escrita por IA em minutos",
    subtitle:
      "Conte sobre sua empresa e suas regras. Receba uma política completa e profissional para compartilhar com sua equipe e enviar para a {{provider}}.",
    start: "Comece grátis",
  },
  features: {
    tailored: { title: "Sob medida para sua empresa", body: "Limites por cargo e categoria, a partir do que você conta sobre sua equipe." },
    regional: {
      title: "Baseada na sua região",
      body: "Regras fiscais locais, moeda e exigências de documentação do país onde você opera.",
    },
    bestPractices: {
      title: "Treinada com boas práticas",
      body: "Estruturada como as políticas em que as equipes financeiras confiam: limites, aprovações e consequências claras.",
    },
  },
  form: {
    title: "Crie sua política",
    companyName: "Nome da empresa",
    companyNamePlaceholder: "ex.: Andes Logistics S.A.S.",
    country: "País ou exemplo",
    description: "Descreva sua empresa e suas regras de despesas",
    descriptionPlaceholder:
      "País, moeda, número de funcionários, setor, cargos com limites mensais e por transação, limites de refeições e hospedagem e qualquer outra regra…",
    generate: "Gerar política",
    generating: "Gerando...",
  },
  connect: {
    title: "Conecte sua política à {{provider}}",
    subtitle: "Transforme o documento em regras que seus cartões aplicam.",
    step1: { title: "Crie sua política", body: "Gere aqui, no seu idioma, em minutos." },
    step2: { title: "Envie para a {{provider}}", body: "Adicione o PDF à sua conta para que todos trabalhem com as mesmas regras." },
    step3: { title: "Gastos fora da política são sinalizados", body: "Gastos fora da política são sinalizados automaticamente para revisão." },
    button: "Ir para a {{provider}}",
  },
  footer: {
    contact: "Contato",
    feedback: "Enviar feedback",
    privacy: "Política de privacidade",
    terms: "Termos de serviço",
    mileage: "Calculadora de reembolso de quilometragem",
    copyright: "© 2025 {{provider}}. Todos os direitos reservados.",
  },
  auth: {
    signInTitle: "Entrar",
    devNote: "Login local para desenvolvimento: digite qualquer e-mail. admin@example.com é administrador.",
    email: "E-mail",
    firstName: "Nome",
    continue: "Continuar",
    invalidEmail: "Digite um e-mail válido.",
    firstNameTooLong: "O nome é longo demais.",
    failedTitle: "Não foi possível entrar",
    denied: "O login foi cancelado no provedor de identidade. Você pode tentar novamente.",
    badState: "O link de login expirou ou foi aberto em outro navegador. Comece novamente.",
    providerDown: "O provedor de identidade não está disponível agora. Tente novamente em instantes.",
    tryAgain: "Tentar novamente",
  },
  notFound: {
    title: "Página não encontrada",
    body: "A página que você procura não existe.",
    hint: "Você esqueceu de adicionar a página ao roteador?",
  },
  errors: {
    notFound: "Não encontrado.",
    crossSite: "Esta solicitação não veio deste site e foi recusada.",
    title: "Algo deu errado",
    unexpected: "Ocorreu um erro inesperado. Tente novamente.",
    badRequest: "A solicitação não é válida.",
    unauthorized: "Entre para continuar.",
    forbidden: "Você não tem permissão para fazer isso.",
    tooManyRequests: "Muitas solicitações. Aguarde um momento e tente novamente.",
  },
};

export default ptBR;
