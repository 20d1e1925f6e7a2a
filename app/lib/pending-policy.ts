import { z } from "zod";
import { LANGUAGES } from "./languages";

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
  window.sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/** Reads and removes the pending policy; a broken entry is only logged (spec §8). */
export function takePendingPolicy(): PendingPolicy | null {
  const raw = window.sessionStorage.getItem(KEY);
  if (!raw) return null;
  window.sessionStorage.removeItem(KEY);
  try {
    return PendingPolicySchema.parse(JSON.parse(raw));
  } catch (error) {
    console.error("Could not read the saved policy input", error);
    return null;
  }
}
