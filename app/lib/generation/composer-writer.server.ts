import { composePolicy } from "~/lib/composer/compose-policy.server";
import type { CompanyReading } from "~/lib/reading/company-reading";
import type { Language } from "~/lib/site/languages";
import type { PolicyWriter } from "./writer.server";

/** Bump when the composer's output changes, so cached composer policies are not reused. */
export const COMPOSER_VERSION = "composer-2";

/** Splits a policy before each `## ` heading: the pieces a streaming writer sends. */
export function sectionChunks(markdown: string): string[] {
  return markdown.split(/(?=^## )/m).filter(Boolean);
}

/** The built-in composer as a writer: instant and offline; it streams section by section. */
export function composerWriter(reading: CompanyReading, options: { language: Language; companyName: string; now: Date }): PolicyWriter {
  return {
    kind: "composer",
    model: null,
    promptVersion: COMPOSER_VERSION,
    async *write(signal) {
      for (const chunk of sectionChunks(composePolicy(reading, options))) {
        if (signal.aborted) return;
        yield chunk;
      }
    },
  };
}
