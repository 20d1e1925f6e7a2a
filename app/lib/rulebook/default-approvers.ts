/**
 * Approvers and roles the product names when the company named none: stored as keys in the
 * rulebook and written in each language by the writer and the panel (a user-named approver is
 * kept exactly as written).
 */
export const DEFAULT_APPROVERS = { lineManager: "@line-manager", finance: "@finance" } as const;
export const DEFAULT_ROLES = { employee: "@employee", manager: "@manager", director: "@director" } as const;

export type DefaultName = (typeof DEFAULT_APPROVERS)[keyof typeof DEFAULT_APPROVERS] | (typeof DEFAULT_ROLES)[keyof typeof DEFAULT_ROLES];

const NAMES: Record<"en" | "es" | "pt-BR", Record<DefaultName, string>> = {
  en: {
    "@line-manager": "Line manager",
    "@finance": "Finance",
    "@employee": "Employees",
    "@manager": "Managers",
    "@director": "Directors",
  },
  es: {
    "@line-manager": "Jefe directo",
    "@finance": "Finanzas",
    "@employee": "Empleados",
    "@manager": "Gerentes",
    "@director": "Directores",
  },
  "pt-BR": {
    "@line-manager": "Gestor direto",
    "@finance": "Financeiro",
    "@employee": "Funcionários",
    "@manager": "Gerentes",
    "@director": "Diretores",
  },
};

/** One of the keys above; a name the user wrote, "@finance team" included, is not. */
export const isDefaultName = (name: string): name is DefaultName => Object.hasOwn(NAMES.en, name);

/** A name as the policy writes it: a default in the language, the user's own as written. */
export function displayName(name: string, language: "en" | "es" | "pt-BR"): string {
  return isDefaultName(name) ? NAMES[language][name] : name;
}
