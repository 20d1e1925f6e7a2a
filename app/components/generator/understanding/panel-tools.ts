import { createContext, useContext } from "react";
import type { RuleGroup } from "~/lib/reading/reading-corrections";
import type { PolicyRules, Provenance } from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";

export { INTERFACE_LOCALE as LOCALE } from "~/lib/site/languages";

/** What every group of "What we understood" needs: the rules as the user sees them, and how to change them. */
export interface PanelTools {
  /** A prefix for the ids of the panel's fields. */
  id: string;
  language: Language;
  /** The reading's currency: what a new figure is written in. */
  currency: string;
  /** The rules with the user's corrections. */
  rules: PolicyRules;
  /** The country's and our proposed figures for what the user did not give (empty while none came). */
  proposals: PolicyRules;
  /** Reads a number as people type it ("45.000", "1,500.50"). */
  parse: (text: string) => number | undefined;
  countryName: (code: string) => string;
  /** Sets groups of rules as the user left them. */
  editRules: (groups: Partial<PolicyRules>) => void;
}

/** Sets one group of rules as the user left it. */
export function editGroup<G extends RuleGroup>(tools: PanelTools, group: G, value: PolicyRules[G]) {
  tools.editRules({ [group]: value } as Partial<PolicyRules>);
}

/** What the user set in the panel is theirs. */
export const PANEL: Provenance = { kind: "panel" };

export const PanelToolsContext = createContext<PanelTools | null>(null);

export function usePanelTools(): PanelTools {
  const tools = useContext(PanelToolsContext);
  if (!tools) throw new Error("usePanelTools outside the understanding panel");
  return tools;
}

/** The list with its `index`th item replaced. */
export const replaced = <T>(items: T[], index: number, item: T): T[] => items.map((other, i) => (i === index ? item : other));
/** The list without its `index`th item. */
export const without = <T>(items: T[], index: number): T[] => items.filter((_, i) => i !== index);
