import { sha256Hex } from "~/lib/platform/sha256";

/** SHA-256 of a policy text, hex: what a revision records and what tells two texts apart. */
export function contentHash(markdown: string): Promise<string> {
  return sha256Hex(markdown);
}
