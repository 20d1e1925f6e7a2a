import { isLanguage, type Language } from "~/lib/site/languages";
import { browserStorage } from "./browser-storage";

/** The form kept in sessionStorage while a signed-out user signs in. */
const KEY = "pendingPolicy";
export type PendingPolicy = { userInput: string; language: Language; companyName: string; sampleId?: string };

// Checked by hand, not with zod: any zod schema here would put zod's core in the page's first
// JavaScript, for four fields the server validates again anyway.
function asPendingPolicy(value: unknown): PendingPolicy {
  const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const { userInput, language, companyName, sampleId } = record;
  if (typeof userInput !== "string" || typeof companyName !== "string" || typeof language !== "string" || !isLanguage(language)) {
    throw new Error("not a pending policy");
  }
  if (sampleId !== undefined && typeof sampleId !== "string") throw new Error("not a pending policy");
  return { userInput, language, companyName, ...(sampleId === undefined ? {} : { sampleId }) };
}

export function savePendingPolicy(pending: PendingPolicy) {
  browserStorage("session")?.setItem(KEY, JSON.stringify(pending));
}

export function removePendingPolicy() {
  browserStorage("session")?.removeItem(KEY);
}

/** Reads the pending policy; a broken entry is removed and only logged. */
export function readPendingPolicy(): PendingPolicy | null {
  const raw = browserStorage("session")?.getItem(KEY);
  if (!raw) return null;
  try {
    return asPendingPolicy(JSON.parse(raw));
  } catch (error) {
    console.error("Could not read the saved policy input", error);
    removePendingPolicy();
    return null;
  }
}
