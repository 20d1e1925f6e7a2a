import type { Language } from "~/lib/site/languages";
import { localiseEnglishNumbers, numberLocale } from "../site/format-money";
import { extractCompanyName } from "./labels";
import { escapeRegExp } from "./text";
import { regionFromCountryName } from "../site/region-names";

export interface SampleText {
  name: string;
  content: string;
}

/*
 * Seed samples, stored in English. Amounts use the spec's template figures for the
 * rules (receipts over 25, 30 days, 2 weeks) and local, realistic limits elsewhere; in COP and
 * MXN "over 25" effectively means every expense, which matches the local e-invoice rules.
 */
export const SEED_SAMPLE_INPUTS: ReadonlyArray<SampleText> = [
  {
    name: "Colombia",
    content: `Company Name: Andina Logística S.A.S.
Country: Colombia
Currency: COP
Employees: 180
Industry: Logistics

Roles and limits:
- Sales Representative: 2,500,000 monthly, 800,000 per transaction
- Operations Manager: 4,500,000 monthly, 1,500,000 per transaction
- Director: 9,000,000 monthly, 3,000,000 per transaction

Travel categories:
- Meals per day: 150,000
- Lodging per night: 400,000

Rules:
- Receipts required for expenses over 25 COP
- Submit expenses within 30 days
- International travel requires 2-week notice
- Invoices must be a factura electrónica issued to the company name and NIT
- POS tickets are not accepted as expense support`,
  },
  {
    name: "Brazil",
    content: `Company Name: Vale Verde Tecnologia Ltda.
Country: Brazil
Currency: BRL
Employees: 250
Industry: Technology

Roles and limits:
- Analyst: 1,500 monthly, 500 per transaction
- Coordinator: 2,500 monthly, 800 per transaction
- Manager: 4,000 monthly, 1,500 per transaction
- Director: 8,000 monthly, 3,000 per transaction

Travel categories:
- Meals per day: 120
- Lodging per night: 450

Rules:
- Receipts required for expenses over 25 BRL
- Submit expenses within 30 days
- International travel requires 2-week notice
- Every expense requires a nota fiscal issued to the company CNPJ
- Card slips are not accepted as receipts`,
  },
  {
    name: "Mexico",
    content: `Company Name: Grupo Industrial del Bajío S.A. de C.V.
Country: Mexico
Currency: MXN
Employees: 320
Industry: Manufacturing

Roles and limits:
- Field Technician: 8,000 monthly, 2,000 per transaction
- Sales Executive: 15,000 monthly, 5,000 per transaction
- Manager: 25,000 monthly, 8,000 per transaction
- Director: 50,000 monthly, 20,000 per transaction

Travel categories:
- Meals per day: 750
- Lodging per night: 2,500

Rules:
- Receipts required for expenses over 25 MXN
- Submit expenses within 30 days
- International travel requires 2-week notice
- Every expense requires a valid CFDI issued to the company RFC
- Payments over 2,000 MXN must be made by card or bank transfer`,
  },
  {
    name: "United States",
    content: `Company Name: Summit Ridge Advisors, Inc.
Country: United States
Currency: USD
Employees: 140
Industry: Professional Services

Roles and limits:
- Consultant: 2,000 monthly, 500 per transaction
- Senior Consultant: 3,500 monthly, 1,000 per transaction
- Manager: 5,000 monthly, 2,000 per transaction
- Executive: 10,000 monthly, 5,000 per transaction

Travel categories:
- Meals per day: 75
- Lodging per night: 250

Rules:
- Receipts required for expenses over 25 USD
- Submit expenses within 30 days
- International travel requires 2-week notice
- Lodging always requires an itemized receipt
- Mileage is reimbursed at the IRS standard rate`,
  },
];

type TranslatedLanguage = Exclude<Language, "en">;
type PhraseTable = ReadonlyArray<readonly [english: string, translated: string]>;

/**
 * English → es / pt-BR phrases (samples are localised by phrase replacement). `{n}` stands
 * for a number copied as written, so an admin changing "30 days" to "45 days" still gets a
 * translation. The labels must stay ones `toStructuredInput` reads.
 */
export const SAMPLE_PHRASES: Record<TranslatedLanguage, PhraseTable> = {
  es: [
    ["Company Name", "Nombre de la empresa"],
    ["Country", "País"],
    ["Currency", "Moneda"],
    ["Employees", "Empleados"],
    ["Industry", "Industria"],
    ["Roles and limits", "Roles y límites"],
    ["monthly", "mensual"],
    ["per transaction", "por transacción"],
    ["Travel categories", "Categorías de viaje"],
    ["Meals per day", "Comidas por día"],
    ["Lodging per night", "Alojamiento por noche"],
    ["Rules", "Reglas"],
    ["Receipts required for expenses over", "Comprobantes obligatorios para gastos superiores a"],
    ["Submit expenses within {n} days", "Presentar los gastos en un plazo de {n} días"],
    ["International travel requires {n}-week notice", "Los viajes internacionales requieren aviso con {n} semanas de anticipación"],
    [
      "Invoices must be a factura electrónica issued to the company name and NIT",
      "Las facturas deben ser factura electrónica a nombre de la empresa con su NIT",
    ],
    ["POS tickets are not accepted as expense support", "Los tiquetes POS no se aceptan como soporte de gastos"],
    [
      "Every expense requires a nota fiscal issued to the company CNPJ",
      "Todo gasto requiere una nota fiscal emitida al CNPJ de la empresa",
    ],
    ["Card slips are not accepted as receipts", "Los comprobantes de pago con tarjeta no se aceptan como recibos"],
    ["Every expense requires a valid CFDI issued to the company RFC", "Todo gasto requiere un CFDI válido emitido al RFC de la empresa"],
    [
      "Payments over {n} MXN must be made by card or bank transfer",
      "Los pagos superiores a {n} MXN deben hacerse con tarjeta o transferencia bancaria",
    ],
    ["Lodging always requires an itemized receipt", "El alojamiento siempre requiere un recibo detallado"],
    ["Mileage is reimbursed at the IRS standard rate", "El uso de vehículo propio se reembolsa con la tarifa estándar por milla del IRS"],
    ["Colombia", "Colombia"],
    ["Brazil", "Brasil"],
    ["Mexico", "México"],
    ["United States", "Estados Unidos"],
    ["Logistics", "Logística"],
    ["Technology", "Tecnología"],
    ["Manufacturing", "Manufactura"],
    ["Professional Services", "Servicios profesionales"],
    ["Sales Representative", "Representante de ventas"],
    ["Operations Manager", "Gerente de operaciones"],
    ["Director", "Director"],
    ["Analyst", "Analista"],
    ["Coordinator", "Coordinador"],
    ["Manager", "Gerente"],
    ["Field Technician", "Técnico de campo"],
    ["Sales Executive", "Ejecutivo de ventas"],
    ["Consultant", "Consultor"],
    ["Senior Consultant", "Consultor sénior"],
    ["Executive", "Ejecutivo"],
  ],
  "pt-BR": [
    ["Company Name", "Nome da empresa"],
    ["Country", "País"],
    ["Currency", "Moeda"],
    ["Employees", "Funcionários"],
    ["Industry", "Setor"],
    ["Roles and limits", "Cargos e limites"],
    ["monthly", "mensal"],
    ["per transaction", "por transação"],
    ["Travel categories", "Categorias de viagem"],
    ["Meals per day", "Refeições por dia"],
    ["Lodging per night", "Hospedagem por noite"],
    ["Rules", "Regras"],
    ["Receipts required for expenses over", "Comprovantes obrigatórios para despesas acima de"],
    ["Submit expenses within {n} days", "Enviar as despesas em até {n} dias"],
    ["International travel requires {n}-week notice", "Viagens internacionais exigem aviso com {n} semanas de antecedência"],
    [
      "Invoices must be a factura electrónica issued to the company name and NIT",
      "As faturas devem ser factura electrónica emitida em nome da empresa com o NIT",
    ],
    ["POS tickets are not accepted as expense support", "Tíquetes POS não são aceitos como comprovante de despesa"],
    ["Every expense requires a nota fiscal issued to the company CNPJ", "Toda despesa exige nota fiscal emitida para o CNPJ da empresa"],
    ["Card slips are not accepted as receipts", "Comprovantes de cartão não são aceitos como recibo"],
    ["Every expense requires a valid CFDI issued to the company RFC", "Toda despesa exige um CFDI válido emitido para o RFC da empresa"],
    [
      "Payments over {n} MXN must be made by card or bank transfer",
      "Pagamentos acima de {n} MXN devem ser feitos com cartão ou transferência bancária",
    ],
    ["Lodging always requires an itemized receipt", "Hospedagem sempre exige recibo detalhado"],
    ["Mileage is reimbursed at the IRS standard rate", "O uso de veículo próprio é reembolsado pela taxa padrão por milha do IRS"],
    ["Colombia", "Colômbia"],
    ["Brazil", "Brasil"],
    ["Mexico", "México"],
    ["United States", "Estados Unidos"],
    ["Logistics", "Logística"],
    ["Technology", "Tecnologia"],
    ["Manufacturing", "Manufatura"],
    ["Professional Services", "Serviços profissionais"],
    ["Sales Representative", "Representante de vendas"],
    ["Operations Manager", "Gerente de operações"],
    ["Director", "Diretor"],
    ["Analyst", "Analista"],
    ["Coordinator", "Coordenador"],
    ["Manager", "Gerente"],
    ["Field Technician", "Técnico de campo"],
    ["Sales Executive", "Executivo de vendas"],
    ["Consultant", "Consultor"],
    ["Senior Consultant", "Consultor sênior"],
    ["Executive", "Executivo"],
  ],
};

interface CompiledPhrase {
  pattern: RegExp;
  translated: string;
}

const NUMBER_SLOT = "{n}";

/**
 * Longest first, so "Sales Executive" wins over "Executive". Whole words only, so "Manager"
 * never rewrites part of a longer word; case-insensitive, so an admin's "company name" matches.
 */
function compile(table: PhraseTable): CompiledPhrase[] {
  return [...table]
    .sort(([a], [b]) => b.length - a.length)
    .map(([english, translated]) => {
      const body = english
        .split(NUMBER_SLOT)
        .map(escapeRegExp)
        .join(String.raw`(\d+(?:[.,]\d+)*)`);
      return { pattern: new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "iuy"), translated };
    });
}

const COMPILED: Record<TranslatedLanguage, CompiledPhrase[]> = {
  es: compile(SAMPLE_PHRASES.es),
  "pt-BR": compile(SAMPLE_PHRASES["pt-BR"]),
};

/** "monthly" stays lower-case mid-line, "Monthly" at the start of a line stays capitalised. */
function withLeadingCaseOf(source: string, text: string): string {
  const first = source.charAt(0);
  if (first !== first.toUpperCase()) return text.charAt(0).toLowerCase() + text.slice(1);
  if (first !== first.toLowerCase()) return text.charAt(0).toUpperCase() + text.slice(1);
  return text;
}

function render(match: RegExpExecArray, translated: string): string {
  let slot = 1;
  const filled = translated.replace(/\{n\}/g, () => match[slot++] ?? "");
  return withLeadingCaseOf(match[0], filled);
}

function phraseAt(text: string, index: number, phrases: readonly CompiledPhrase[]) {
  for (const { pattern, translated } of phrases) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (match) return { length: match[0].length, replacement: render(match, translated) };
  }
  return null;
}

/** One left-to-right pass, so a translation is never translated again by a later phrase. */
function replacePhrases(text: string, phrases: readonly CompiledPhrase[]): string {
  let result = "";
  let index = 0;
  while (index < text.length) {
    const phrase = phraseAt(text, index, phrases);
    result += phrase ? phrase.replacement : text.charAt(index);
    index += phrase ? phrase.length : 1;
  }
  return result;
}

/**
 * Localises a sample (stored in English) for the interface language: phrases by replacement, and
 * numbers the way the sample's country writes them in that language ("1,500" → "1.500" in a
 * Colombian or Brazilian sample), with the formatter the policy uses. The company name is cut
 * out before replacing, since a name like "Summit Technology Group" must not become half Spanish.
 */
export function localiseSample<T extends SampleText>(sample: T, language: Language): T {
  if (language === "en") return sample;
  const phrases = COMPILED[language];
  const locale = numberLocale(language, sampleCountry(sample.content));
  const localise = (part: string) => localiseEnglishNumbers(replacePhrases(part, phrases), locale);
  const companyName = extractCompanyName(sample.content);
  const content = companyName ? sample.content.split(companyName).map(localise).join(companyName) : localise(sample.content);
  return { ...sample, name: replacePhrases(sample.name, phrases), content };
}

/** The ISO code of the sample's "Country:" line, when it names one. */
function sampleCountry(content: string): string | undefined {
  const line = /^\s*country\s*:\s*(.+?)\s*$/im.exec(content);
  return line?.[1] ? regionFromCountryName(line[1]) : undefined;
}
