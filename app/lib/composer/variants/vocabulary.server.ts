import type { Language } from "~/lib/site/languages";
import { EUROPEAN_PORTUGUESE, type Phrasing } from "./european-portuguese.server";

/**
 * The words that differ between the ways a language is written, as data: the phrase files write
 * one base variant (neutral Latin-American Spanish, Brazilian Portuguese, British-spelled
 * English), and each concept below says how every variant writes it. `in-variant.server.ts` swaps
 * a concept's other forms for the variant's own; `REFUSED` lists what a variant must never show.
 *
 * Spanish groups its countries by the words they share: Spain (ES); Río de la Plata (AR, UY, PY);
 * Mexico (MX); Colombia (CO); Chile (CL); Peru and Bolivia (PE, BO); Ecuador (EC); Venezuela (VE);
 * Central America (GT, HN, SV, NI, CR, PA); the Spanish Caribbean (DO, CU, PR); and "419", the
 * rest of the Americas.
 */

/** A word or phrase in each variant key (a tag or a Spanish group); `base` is the phrase files'. */
export interface Concept {
  base: string;
  forms: Record<string, string>;
}

/** A noun phrase whose gender changes between variants: every article and contraction is written out. */
interface Noun {
  singular: string;
  plural: string;
  feminine: boolean;
}

const SPANISH_GROUPS: Record<string, string> = {
  ES: "ES",
  GQ: "ES",
  AR: "RP",
  UY: "RP",
  PY: "RP",
  MX: "MX",
  CO: "CO",
  CL: "CL",
  PE: "PE",
  BO: "PE",
  EC: "EC",
  VE: "VE",
  GT: "CA",
  HN: "CA",
  SV: "CA",
  NI: "CA",
  CR: "CA",
  PA: "CA",
  DO: "CB",
  CU: "CB",
  PR: "CB",
};

/** The key a variant's forms are stored under: a Spanish country's group, else the tag itself. */
export function vocabularyKey(variant: string): string {
  const [language, region = ""] = variant.split("-");
  return language === "es" ? (SPANISH_GROUPS[region] ?? "419") : variant;
}

/** Every Spanish article and contraction before a noun phrase, in both genders, as concepts. */
function spanishNoun(base: Noun, variants: Record<string, Noun>, contexts: Array<(noun: Noun) => string> = []): Concept[] {
  const shapes: Array<(noun: Noun) => string> = [
    ...contexts,
    (noun) => `${noun.feminine ? "las" : "los"} ${noun.plural}`,
    (noun) => `${noun.feminine ? "una" : "un"} ${noun.singular}`,
    (noun) => `${noun.feminine ? "de la" : "del"} ${noun.singular}`,
    (noun) => `${noun.feminine ? "a la" : "al"} ${noun.singular}`,
    (noun) => `${noun.feminine ? "la" : "el"} ${noun.singular}`,
    // "y" becomes "e" before an i- sound: "comprobantes e informes".
    (noun) => `${/^h?i/i.test(noun.plural) ? "e" : "y"} ${noun.plural}`,
    (noun) => noun.plural,
    (noun) => noun.singular,
  ];
  return shapes.map((shape) => ({
    base: shape(base),
    forms: Object.fromEntries(Object.entries(variants).map(([key, noun]) => [key, shape(noun)])),
  }));
}

/** The same shapes in Portuguese: a, o, da, do, na, no, à, ao, pela, pelo. */
function portugueseNoun(base: Noun, variants: Record<string, Noun>, { bare = true } = {}): Concept[] {
  const articles: Array<[feminine: string, masculine: string]> = [
    ["as", "os"],
    ["das", "dos"],
    ["nas", "nos"],
    ["pelas", "pelos"],
    ["às", "aos"],
  ];
  const singular: Array<[feminine: string, masculine: string]> = [
    ["a", "o"],
    ["da", "do"],
    ["na", "no"],
    ["pela", "pelo"],
    ["à", "ao"],
    ["uma", "um"],
  ];
  const shapes: Array<(noun: Noun) => string> = [
    ...articles.map(
      ([feminine, masculine]) =>
        (noun: Noun) =>
          `${noun.feminine ? feminine : masculine} ${noun.plural}`,
    ),
    ...singular.map(
      ([feminine, masculine]) =>
        (noun: Noun) =>
          `${noun.feminine ? feminine : masculine} ${noun.singular}`,
    ),
    ...(bare ? [(noun: Noun) => noun.plural, (noun: Noun) => noun.singular] : []),
  ];
  return shapes.map((shape) => ({
    base: shape(base),
    forms: Object.fromEntries(Object.entries(variants).map(([key, noun]) => [key, shape(noun)])),
  }));
}

const word = (base: string, forms: Record<string, string>): Concept => ({ base, forms });
const m = (singular: string, plural: string): Noun => ({ singular, plural, feminine: false });
const f = (singular: string, plural: string): Noun => ({ singular, plural, feminine: true });

const SPANISH: Concept[] = [
  word("boletos de tren y autobús", {
    ES: "billetes de tren y autobús",
    RP: "pasajes de tren y ómnibus",
    MX: "boletos de tren y autobús",
    CO: "tiquetes de tren y bus",
    CL: "pasajes de tren y bus",
    PE: "pasajes de tren y bus",
    EC: "pasajes de tren y bus",
    VE: "pasajes de tren y autobús",
    CA: "boletos de tren y bus",
    CB: "pasajes de tren y guagua",
    419: "pasajes de tren y autobús",
  }),
  word("boletos de avión", {
    ES: "billetes de avión",
    RP: "pasajes de avión",
    MX: "boletos de avión",
    CO: "tiquetes aéreos",
    CL: "pasajes de avión",
    PE: "pasajes de avión",
    EC: "pasajes de avión",
    VE: "pasajes de avión",
    CA: "boletos de avión",
    CB: "pasajes de avión",
    419: "pasajes de avión",
  }),
  word("automóvil de alquiler", {
    ES: "coche de alquiler",
    RP: "auto de alquiler",
    MX: "auto rentado",
    CO: "carro de alquiler",
    CL: "auto de arriendo",
    PE: "auto de alquiler",
    EC: "carro de alquiler",
    VE: "carro de alquiler",
    CA: "carro de alquiler",
    CB: "carro de alquiler",
    419: "automóvil de alquiler",
  }),
  word("estacionamiento", { ES: "aparcamiento", CO: "parqueadero", EC: "parqueadero", CA: "parqueo", CB: "parqueo" }),
  // The expense report, and the settling of an advance in it: each region's own name.
  ...spanishNoun(
    m("informe de gastos", "informes de gastos"),
    {
      RP: f("rendición de gastos", "rendiciones de gastos"),
      CL: f("rendición de gastos", "rendiciones de gastos"),
      PE: f("rendición de gastos", "rendiciones de gastos"),
      CO: f("legalización de gastos", "legalizaciones de gastos"),
      MX: f("comprobación de gastos", "comprobaciones de gastos"),
      EC: f("liquidación de gastos", "liquidaciones de gastos"),
      VE: f("liquidación de gastos", "liquidaciones de gastos"),
      CA: f("liquidación de gastos", "liquidaciones de gastos"),
      CB: f("liquidación de gastos", "liquidaciones de gastos"),
    },
    [
      // A pronoun that refers back agrees with the region's noun.
      (noun) => `${noun.feminine ? "las" : "los"} ${noun.plural} de su equipo antes de ${noun.feminine ? "aprobarlas" : "aprobarlos"}`,
      (noun) =>
        `las solicitudes y ${noun.feminine ? "las" : "los"} ${noun.plural} se envían automáticamente a quien debe ${noun.feminine ? "aprobarlas" : "aprobarlos"}`,
    ],
  ),
  word("monto", { ES: "importe" }),
  word("montos", { ES: "importes" }),
  word("visas", { ES: "visados" }),
  word("maleta documentada", { ES: "maleta facturada" }),
  word("multas de tránsito", { ES: "multas de tráfico" }),
  // Spain's per-diem is the "dieta" of its tax law.
  ...spanishNoun(m("viático", "viáticos"), { ES: f("dieta", "dietas") }),
];

const PORTUGUESE: Concept[] = [
  word("passagens de trem e ônibus", { "pt-PT": "bilhetes de comboio e autocarro" }),
  word("trens", { "pt-PT": "comboios" }),
  word("trem", { "pt-PT": "comboio" }),
  word("ônibus", { "pt-PT": "autocarro" }),
  word("pedágios", { "pt-PT": "portagens" }),
  word("pedágio", { "pt-PT": "portagem" }),
  word("aluguel", { "pt-PT": "aluguer" }),
  word("celulares", { "pt-PT": "telemóveis" }),
  word("celular", { "pt-PT": "telemóvel" }),
  word("equipes", { "pt-PT": "equipas" }),
  word("equipe", { "pt-PT": "equipa" }),
  word("cadastro", { "pt-PT": "registo" }),
  word("registros", { "pt-PT": "registos" }),
  word("registro", { "pt-PT": "registo" }),
  word("registrar", { "pt-PT": "registar" }),
  word("registre", { "pt-PT": "registe" }),
  word("registrado", { "pt-PT": "registado" }),
  word("arquivos", { "pt-PT": "ficheiros" }),
  word("arquivo", { "pt-PT": "ficheiro" }),
  word("usuários", { "pt-PT": "utilizadores" }),
  word("usuário", { "pt-PT": "utilizador" }),
  word("contato", { "pt-PT": "contacto" }),
  word("planilha", { "pt-PT": "folha de cálculo" }),
  word("café da manhã", { "pt-PT": "pequeno-almoço" }),
  word("econômica", { "pt-PT": "económica" }),
  word("econômicas", { "pt-PT": "económicas" }),
  word("econômico", { "pt-PT": "económico" }),
  word("econômicos", { "pt-PT": "económicos" }),
  word("quilômetros", { "pt-PT": "quilómetros" }),
  word("quilômetro", { "pt-PT": "quilómetro" }),
  // Only with an article: "diárias" is also the adjective "daily" ("deslocações diárias").
  ...portugueseNoun(f("diária", "diárias"), { "pt-PT": f("ajuda de custo", "ajudas de custo") }, { bare: false }),
  ...portugueseNoun(f("hospedagem", "hospedagens"), { "pt-PT": m("alojamento", "alojamentos") }),
  // A Portuguese controller's words (docs/reviews/pt-PT-policy-review.md). Each European form is
  // absent from the phrase files' text, so a Brazilian policy reads exactly as before and the rules
  // reader maps every one back; a European word that the phrase files also use with another sense
  // ("taxa", "no estrangeiro") is a one-way phrasing in european-portuguese.server.ts instead.
  ...portugueseNoun(m("aplicativo", "aplicativos"), { "pt-PT": f("aplicação", "aplicações") }),
  word("táxis e aplicativos de transporte", { "pt-PT": "táxis e TVDE" }),
  word("seções", { "pt-PT": "secções" }),
  word("seção", { "pt-PT": "secção" }),
  word("compartilhar", { "pt-PT": "partilhar" }),
  word("compartilhe", { "pt-PT": "partilhe" }),
  word("comprovantes", { "pt-PT": "comprovativos" }),
  word("comprovante", { "pt-PT": "comprovativo" }),
  word("comprovante ou nota de cada despesa", { "pt-PT": "comprovativo ou fatura de cada despesa" }),
  word("controles", { "pt-PT": "controlos" }),
  word("controle", { "pt-PT": "controlo" }),
  word("cartões corporativos", { "pt-PT": "cartões de empresa" }),
  word("cartão corporativo", { "pt-PT": "cartão de empresa" }),
  word("Cartões corporativos e uso da plataforma", { "pt-PT": "Cartões de empresa e utilização da plataforma" }),
  word("Regras de uso dos cartões", { "pt-PT": "Regras de utilização dos cartões" }),
  word("Objetivo e escopo", { "pt-PT": "Objetivo e âmbito" }),
  word("Data de vigência e cronograma de revisão", { "pt-PT": "Entrada em vigor e calendário de revisão" }),
  word("Próxima revisão programada", { "pt-PT": "Próxima revisão prevista" }),
  word("Vigente a partir de", { "pt-PT": "Em vigor a partir de" }),
  // "The finance team", never "o financeiro" (a person in Portugal); the adjective stays.
  ...portugueseNoun(
    m("financeiro", "financeiros"),
    { "pt-PT": m("departamento financeiro", "departamentos financeiros") },
    { bare: false },
  ),
  word("em até", { "pt-PT": "no prazo de" }),
  word("Lance cada despesa na plataforma", { "pt-PT": "Registe cada despesa na plataforma" }),
  word("são prestados em um relatório de despesas", { "pt-PT": "são justificados num relatório de despesas" }),
  word("são prestados no relatório de despesas", { "pt-PT": "são justificados no relatório de despesas" }),
  word("adiantamentos em dinheiro", { "pt-PT": "adiantamentos em numerário" }),
  word("Saques em dinheiro com o cartão", { "pt-PT": "Levantamentos de numerário com o cartão" }),
  word("Cada solicitação vai para o aprovador da sua faixa", { "pt-PT": "Cada pedido segue para o aprovador do respetivo escalão" }),
  word("carro alugado", { "pt-PT": "carro de aluguer" }),
  word("O uso do carro próprio a trabalho é reembolsado", { "pt-PT": "As deslocações em viatura própria ao serviço da empresa são pagas" }),
  word("Carro próprio", { "pt-PT": "Deslocações em viatura própria" }),
  word("(no exterior)", { "pt-PT": "(no estrangeiro)" }),
  word("Diária (no exterior)", { "pt-PT": "Ajuda de custo (no estrangeiro)" }),
  word("Diária (no país)", { "pt-PT": "Ajuda de custo (no país)" }),
  word("até a diária", { "pt-PT": "até à ajuda de custo" }),
  word("Tetos por corrida, pessoa ou conta", { "pt-PT": "Limites por trajeto, pessoa ou conta" }),
  word("Táxis e corridas", { "pt-PT": "Táxis e TVDE" }),
  word("por corrida", { "pt-PT": "por trajeto" }),
  word("camareira", { "pt-PT": "empregada de quarto" }),
  word("lavanderia", { "pt-PT": "lavandaria" }),
  word("frigobar", { "pt-PT": "minibar" }),
  word("despachada", { "pt-PT": "de porão" }),
  word("Cartões-presente", { "pt-PT": "Cartões-oferta" }),
  ...portugueseNoun(m("atendimento a clientes", "atendimentos a clientes"), {
    "pt-PT": f("representação de clientes", "representações de clientes"),
  }),
  ...portugueseNoun(f("academia", "academias"), { "pt-PT": m("ginásio", "ginásios") }),
  ...portugueseNoun(f("demissão", "demissões"), { "pt-PT": m("despedimento", "despedimentos") }),
  word("em nenhuma hipótese", { "pt-PT": "em caso algum" }),
  word("com moderação em uma refeição", { "pt-PT": "com moderação numa refeição" }),
  word("aceitos", { "pt-PT": "aceites" }),
  word("É mais rigoroso que a regra fiscal", { "pt-PT": "É mais rigoroso do que a regra fiscal" }),
  word("vale o limite da empresa de", { "pt-PT": "aplica-se o limite da empresa de" }),
  word("vale o limite próprio da empresa", { "pt-PT": "aplica-se o limite próprio da empresa" }),
  word("vale a taxa oficial vigente", { "pt-PT": "aplica-se a taxa oficial em vigor" }),
  word("é maior que o valor isento de", { "pt-PT": "é superior ao valor isento de" }),
  word("quando cabível", { "pt-PT": "quando aplicável" }),
  word("por quê", { "pt-PT": "porquê" }),
  word("hotéis de categoria padrão", { "pt-PT": "hotéis de categoria média" }),
  word("“Viagens aéreas”", { "pt-PT": "«Viagens aéreas»" }),
  word("em euro (EUR)", { "pt-PT": "em euros (EUR)" }),
  word("contador", { "pt-PT": "contabilista" }),
  word("faturamento", { "pt-PT": "faturação" }),
  word("eletrônicas", { "pt-PT": "eletrónicas" }),
  word("eletrônica", { "pt-PT": "eletrónica" }),
  word("eletrônicos", { "pt-PT": "eletrónicos" }),
  word("eletrônico", { "pt-PT": "eletrónico" }),
  word("faturamento eletrônico", { "pt-PT": "faturação eletrónica" }),
  word("do carro próprio", { "pt-PT": "da viatura própria" }),
  word("cupons", { "pt-PT": "talões" }),
  word("cupom", { "pt-PT": "talão" }),
  word("centavos", { "pt-PT": "cêntimos" }),
  word("registrada", { "pt-PT": "registada" }),
  word("registradas", { "pt-PT": "registadas" }),
  word("registrados", { "pt-PT": "registados" }),
  word("revisar", { "pt-PT": "rever" }),
  word("revisam", { "pt-PT": "reveem" }),
  word("revisa", { "pt-PT": "revê" }),
  word("a cada trimestre", { "pt-PT": "trimestralmente" }),
  word("todo mês", { "pt-PT": "todos os meses" }),
  word("todo ano", { "pt-PT": "todos os anos" }),
];

const ENGLISH: Concept[] = [
  word("kilometres", { "en-US": "kilometers", "en-CA": "kilometres", "en-GB": "kilometres" }),
  word("kilometre", { "en-US": "kilometer", "en-CA": "kilometre", "en-GB": "kilometre" }),
  word("organisations", { "en-US": "organizations", "en-CA": "organizations", "en-GB": "organisations" }),
  word("organisation", { "en-US": "organization", "en-CA": "organization", "en-GB": "organisation" }),
  word("authorised", { "en-US": "authorized", "en-CA": "authorized", "en-GB": "authorised" }),
  word("authorise", { "en-US": "authorize", "en-CA": "authorize", "en-GB": "authorise" }),
  word("authorisation", { "en-US": "authorization", "en-CA": "authorization", "en-GB": "authorisation" }),
  word("itemised", { "en-US": "itemized", "en-CA": "itemized", "en-GB": "itemised" }),
  word("travellers", { "en-US": "travelers", "en-CA": "travellers", "en-GB": "travellers" }),
  word("traveller", { "en-US": "traveler", "en-CA": "traveller", "en-GB": "traveller" }),
  word("travelling", { "en-US": "traveling", "en-CA": "travelling", "en-GB": "travelling" }),
  word("travelled", { "en-US": "traveled", "en-CA": "travelled", "en-GB": "travelled" }),
  // "check" is also a verb: only the noun "cheque" is ever replaced.
  word("cheques", { "en-US": "checks" }),
  word("cheque", { "en-US": "check" }),
  word("centre", { "en-US": "center", "en-CA": "centre", "en-GB": "centre" }),
];

export const CONCEPTS: Record<Language, Concept[]> = { es: SPANISH, "pt-BR": PORTUGUESE, en: ENGLISH };

/** Forms that never turn into another variant's word (a verb spelled like a noun elsewhere). */
export const NEVER_REPLACED = new Set(["checks", "check"]);

/** Phrasing rules beyond single words, per variant: European Portuguese's constructions. */
export const PHRASINGS: Record<string, readonly Phrasing[]> = { "pt-PT": EUROPEAN_PORTUGUESE };

/** Documents a law names: quoted as the law writes them in every variant ("tiquete POS" is Colombian law's, "tiquete electrónico" Costa Rica's). */
export const LEGAL_TERMS: readonly string[] = ["tiquete POS", "tiquetes POS", "tiquete electrónico", "tiquetes electrónicos"];

/**
 * Words a variant must never show (the output check of every pack and variant reads these):
 * another variant's word for the same thing, or a form of address the policy never uses.
 */
export const REFUSED: Record<string, readonly string[]> = {
  ES: [
    "boleto",
    "boletos",
    "pasaje",
    "pasajes",
    "tiquete",
    "tiquetes",
    "carro",
    "carros",
    "celular",
    "celulares",
    "computadora",
    "estacionamiento",
    "parqueadero",
    "parqueo",
    "viático",
    "viáticos",
    "rentado",
    "monto",
    "maleta documentada",
  ],
  RP: [
    "billete",
    "billetes",
    "tiquete",
    "tiquetes",
    "carro",
    "carros",
    "coche",
    "ordenador",
    "aparcamiento",
    "parqueadero",
    "parqueo",
    "informe de gastos",
    "informes de gastos",
  ],
  MX: [
    "billete",
    "billetes",
    "pasaje",
    "pasajes",
    "tiquete",
    "tiquetes",
    "ordenador",
    "aparcamiento",
    "parqueadero",
    "parqueo",
    "informe de gastos",
    "informes de gastos",
  ],
  CO: [
    "billete",
    "billetes",
    "boleto",
    "boletos",
    "pasaje",
    "pasajes",
    "coche",
    "ordenador",
    "aparcamiento",
    "estacionamiento",
    "parqueo",
    "informe de gastos",
    "informes de gastos",
  ],
  CL: [
    "billete",
    "billetes",
    "tiquete",
    "tiquetes",
    "coche",
    "ordenador",
    "aparcamiento",
    "parqueadero",
    "parqueo",
    "informe de gastos",
    "informes de gastos",
  ],
  PE: [
    "billete",
    "billetes",
    "tiquete",
    "tiquetes",
    "coche",
    "ordenador",
    "aparcamiento",
    "parqueadero",
    "informe de gastos",
    "informes de gastos",
  ],
  EC: [
    "billete",
    "billetes",
    "tiquete",
    "tiquetes",
    "coche",
    "ordenador",
    "aparcamiento",
    "estacionamiento",
    "informe de gastos",
    "informes de gastos",
  ],
  VE: [
    "billete",
    "billetes",
    "tiquete",
    "tiquetes",
    "coche",
    "ordenador",
    "aparcamiento",
    "parqueadero",
    "informe de gastos",
    "informes de gastos",
  ],
  CA: [
    "billete",
    "billetes",
    "coche",
    "ordenador",
    "aparcamiento",
    "parqueadero",
    "estacionamiento",
    "informe de gastos",
    "informes de gastos",
  ],
  CB: [
    "billete",
    "billetes",
    "tiquete",
    "tiquetes",
    "coche",
    "ordenador",
    "aparcamiento",
    "parqueadero",
    "estacionamiento",
    "informe de gastos",
    "informes de gastos",
  ],
  419: ["billete", "billetes", "tiquete", "tiquetes", "coche", "ordenador", "aparcamiento", "parqueadero"],
  "pt-PT": [
    "celular",
    "trem",
    "trens",
    "ônibus",
    "equipe",
    "cadastro",
    "registro",
    "registros",
    "usuário",
    "pedágio",
    "pedágios",
    "aluguel",
    "quilômetro",
    "quilômetros",
    "econômica",
    "hospedagem",
    "café da manhã",
    "você",
    "vocês",
    "aplicativo",
    "aplicativos",
    "seção",
    "seções",
    "compartilhe",
    "compartilhar",
    "comprovante",
    "comprovantes",
    "controle",
    "controles",
    "alíquota",
    "alíquotas",
    "frigobar",
    "escopo",
    "cronograma",
    "cabível",
    "faturamento",
    "lavanderia",
    "por quê",
    "em até",
  ],
  "pt-BR": [
    "comboio",
    "comboios",
    "telemóvel",
    "equipa",
    "registo",
    "registos",
    "autocarro",
    "portagem",
    "portagens",
    "aluguer",
    "quilómetro",
    "utilizador",
    "pequeno-almoço",
    "ficheiro",
    "comprovativo",
    "comprovativos",
    "secção",
    "partilhe",
    "controlo",
    "controlos",
    "despedimento",
    "contabilista",
    "faturação",
    "lavandaria",
    "TVDE",
  ],
  "en-US": [
    "organisation",
    "organisations",
    "kilometre",
    "kilometres",
    "authorised",
    "itemised",
    "traveller",
    "travellers",
    "travelling",
    "travelled",
    "cheque",
    "cheques",
    "centre",
    "colour",
    "licence",
  ],
  "en-CA": [
    "organisation",
    "organisations",
    "kilometer",
    "kilometers",
    "authorised",
    "itemised",
    "traveler",
    "travelers",
    "traveling",
    "traveled",
    "center",
    "color",
  ],
  "en-GB": [
    "organization",
    "organizations",
    "kilometer",
    "kilometers",
    "authorized",
    "itemized",
    "traveler",
    "travelers",
    "traveling",
    "traveled",
    "center",
    "color",
  ],
};
