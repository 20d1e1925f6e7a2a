import type { CompanyReading } from "~/lib/reading/company-reading";
import type { Corrections } from "~/lib/reading/reading-corrections";
import { isLanguage, type Language } from "~/lib/site/languages";
import { browserStorage } from "./browser-storage";

/**
 * The form kept in sessionStorage while a signed-out user signs in: everything they entered, the
 * "What we understood" corrections too (as made, so the panel shows them again, and as the reading
 * they produced, which the resumed generation sends as it was when the user pressed Generate).
 */
const KEY = "pendingPolicy";
export type PendingPolicy = {
  userInput: string;
  language: Language;
  companyName: string;
  sampleId?: string;
  /** The corrections made under "What we understood". */
  corrections?: Corrections;
  /** The corrected reading the generation sends (only when the user corrected something). */
  reading?: CompanyReading;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

// Checked by hand, not with zod: any zod schema here would put zod's core in the page's first
// JavaScript, for fields the server validates again anyway (the reading is checked whole there).
function asPendingPolicy(value: unknown): PendingPolicy {
  const record = isRecord(value) ? value : {};
  const { userInput, language, companyName, sampleId, corrections, reading } = record;
  if (typeof userInput !== "string" || typeof companyName !== "string" || typeof language !== "string" || !isLanguage(language)) {
    throw new Error("not a pending policy");
  }
  if (sampleId !== undefined && typeof sampleId !== "string") throw new Error("not a pending policy");
  if (corrections !== undefined && !isRecord(corrections)) throw new Error("not a pending policy");
  if (reading !== undefined && !isRecord(reading)) throw new Error("not a pending policy");
  return {
    userInput,
    language,
    companyName,
    ...(sampleId === undefined ? {} : { sampleId }),
    ...(corrections === undefined ? {} : { corrections: corrections as Corrections }),
    ...(reading === undefined ? {} : { reading: reading as CompanyReading }),
  };
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
