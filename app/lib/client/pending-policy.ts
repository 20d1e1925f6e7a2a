import { z } from "zod";
import { LANGUAGES } from "~/lib/site/languages";
import { browserStorage } from "./browser-storage";

/** The form kept in sessionStorage while a signed-out user signs in (spec §3 "Pending policy"). */
const KEY = "pendingPolicy";
const PendingPolicySchema = z.object({
  userInput: z.string(),
  language: z.enum(LANGUAGES),
  companyName: z.string(),
  sampleId: z.string().optional(),
});
export type PendingPolicy = z.infer<typeof PendingPolicySchema>;

export function savePendingPolicy(pending: PendingPolicy) {
  browserStorage("session")?.setItem(KEY, JSON.stringify(pending));
}

export function removePendingPolicy() {
  browserStorage("session")?.removeItem(KEY);
}

/** Reads the pending policy; a broken entry is removed and only logged (spec §8). */
export function readPendingPolicy(): PendingPolicy | null {
  const raw = browserStorage("session")?.getItem(KEY);
  if (!raw) return null;
  try {
    return PendingPolicySchema.parse(JSON.parse(raw));
  } catch (error) {
    console.error("Could not read the saved policy input", error);
    removePendingPolicy();
    return null;
  }
}
