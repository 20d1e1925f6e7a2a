/*
 * Labelled lines ("Company Name: Acme", "- **País:** Chile") in en, es and pt-BR: read by the
 * company reader and by the form's structured request, so both agree on what a label means.
 */

export type Field = "company" | "country" | "currency" | "employees" | "industry" | "meals" | "lodging";

/**
 * Labels in en, es and pt-BR. `localiseSample` translates the sample labels, so every label its
 * phrase tables produce must be listed here, or a localised sample would parse differently.
 */
const FIELD_LABELS: Record<Field, readonly string[]> = {
  company: [
    "Company Name",
    "Company",
    "Company Legal Name",
    "Legal Name",
    "Business Name",
    "Organization",
    "Organisation",
    "Nombre de la empresa",
    "Nombre de empresa",
    "Nombre de la compañía",
    "Empresa",
    "Compañía",
    "Razón social",
    "Nome da empresa",
    "Nome de empresa",
    "Companhia",
    "Razão social",
  ],
  country: ["Country", "País"],
  currency: ["Currency", "Moneda", "Divisa", "Moeda"],
  employees: [
    "Employees",
    "Number of employees",
    "Employee count",
    "Headcount",
    "Empleados",
    "Número de empleados",
    "Cantidad de empleados",
    "Funcionários",
    "Número de funcionários",
    "Colaboradores",
    "Número de colaboradores",
  ],
  industry: ["Industry", "Sector", "Industria", "Indústria", "Setor", "Segmento", "Ramo"],
  meals: [
    "Meals per day",
    "Meals",
    "Daily meals",
    "Comidas por día",
    "Comidas",
    "Alimentación por día",
    "Refeições por dia",
    "Refeições",
    "Alimentação por dia",
  ],
  lodging: [
    "Lodging per night",
    "Lodging",
    "Hotel per night",
    "Accommodation per night",
    "Alojamiento por noche",
    "Alojamiento",
    "Hospedaje por noche",
    "Hotel por noche",
    "Hospedagem por noite",
    "Hospedagem",
    "Hotel por noite",
  ],
};

/** Compared without case, accents or repeated spaces: users type "Razon  social" too. */
export function normaliseLabel(label: string): string {
  return label.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

export const FIELD_BY_LABEL = new Map<string, Field>(
  (Object.entries(FIELD_LABELS) as Array<[Field, readonly string[]]>).flatMap(([field, labels]) =>
    labels.map((label) => [normaliseLabel(label), field] as const),
  ),
);

export interface LabelledLine {
  label: string;
  value: string;
}

/** "- **Company Name:** Acme" and "Company Name : Acme" both read as label + value. */
export function readLabelledLine(line: string): LabelledLine | null {
  const cleaned = line
    .replace(/\*+|_{2,}/g, "")
    .replace(/^\s*(?:[-•+]|#{1,6}|\d+[.)])\s*/, "")
    .trim();
  const colon = cleaned.indexOf(":");
  if (colon < 0) return null;
  return { label: cleaned.slice(0, colon).trim(), value: cleaned.slice(colon + 1).trim() };
}

/** The first non-empty value of each labelled field. */
export function readLabelledFields(text: string): Map<Field, string> {
  const fields = new Map<Field, string>();
  for (const line of text.split(/\r\n|\r|\n/)) {
    const labelled = readLabelledLine(line);
    if (!labelled) continue;
    const field = FIELD_BY_LABEL.get(normaliseLabel(labelled.label));
    if (field && labelled.value && !fields.has(field)) fields.set(field, labelled.value);
  }
  return fields;
}

export function extractCompanyName(text: string): string {
  return readLabelledFields(text).get("company") ?? "";
}
