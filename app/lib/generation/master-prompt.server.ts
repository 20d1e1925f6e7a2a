import { and, desc, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { masterPrompts } from "~/db/schema";
import { latestPromptVersionId } from "~/lib/generation/master-prompts.server";
import { DEFAULT_MASTER_PROMPT } from "~/lib/generation/default-master-prompt";
import { sha256 } from "~/lib/platform/crypto.server";
import type { GenerationInput } from "~/lib/generation/generation-input";
import type { CompanyReading } from "~/lib/reading/company-reading";
import { readingSummary } from "~/lib/reading/reading-summary";
import { unansweredTopics } from "~/lib/reading/unanswered-topics";
import { findCountryPack } from "~/lib/composer/country-packs.server";
import { completeRules } from "~/lib/composer/rulebook.server";
import { factsForPrompt } from "~/lib/composer/pack-facts.server";
import { rulesForPrompt } from "~/lib/generation/kept-rules.server";
import { variantForPrompt, writingGuide } from "~/lib/composer/variants/writing-guide.server";
import { chosenVariant, type WritingVariant } from "~/lib/site/writing-variants";

/**
 * The active English master prompt, or the built-in default. Its version is the id of the saved
 * version it came from; a prompt never saved in the admin panel (the seed, the default) is named
 * by a hash of its text.
 */
export async function activeMasterPrompt(d1: D1Database): Promise<{ text: string; version: string }> {
  const [row] = await database(d1)
    .select({ id: masterPrompts.id, prompt: masterPrompts.prompt })
    .from(masterPrompts)
    .where(and(eq(masterPrompts.language, "en"), eq(masterPrompts.isActive, true)))
    .orderBy(desc(masterPrompts.updatedAt))
    .limit(1);
  const text = row?.prompt.trim() ? row.prompt : DEFAULT_MASTER_PROMPT;
  const savedVersion = row && text === row.prompt ? await latestPromptVersionId(d1, row.id) : null;
  if (savedVersion) return { text, version: savedVersion };
  return { text, version: `prompt-${(await sha256(text)).slice(0, 12)}` };
}

/** The variant the model writes in, as the composer's: the one chosen in the panel, else the country's. */
export function promptVariant(input: Pick<GenerationInput, "language">, reading: CompanyReading): WritingVariant {
  return chosenVariant(input.language, reading.country.code, reading.variant);
}

/**
 * The company details as the model reads them: what we understood, the rules tables to keep (as the
 * composer writes them from the rulebook), how the country writes the language, the country's
 * sourced facts, then the user's own words.
 */
export function companyDetails(input: GenerationInput, reading: CompanyReading): string {
  const pack = findCountryPack(reading.country.code, reading.country.name);
  const summary = readingSummary({ ...reading, company: input.companyName }, completeRules(reading, pack));
  const rules = rulesForPrompt(reading, input.companyName, input.language);
  const writing = writingGuide(input.language, promptVariant(input, reading));
  const description = input.details.replaceAll("<<<", "‹‹‹").replaceAll(">>>", "›››");
  return `${summary}${unansweredForPrompt(reading)}\n\n${rules}\n\n${writing}\n\n${factsForPrompt(pack)}\n\nDescription written by the company:\n<<<\n${description}\n>>>`;
}

/**
 * The topics the company spoke of in sentences we could not read: the model must honour them and
 * write no default of its own that could contradict them.
 */
function unansweredForPrompt(reading: CompanyReading): string {
  const topics = unansweredTopics(reading);
  if (topics.length === 0) return "";
  const lines = topics.map(({ topic, sentence }) => `- ${topic}: "${sentence.replaceAll("<<<", "‹‹‹").replaceAll(">>>", "›››")}"`);
  return `\n\nThe company wrote these rules in its own words and they were not read into the rules above. Follow what each says; never write a default that contradicts it (no rate, threshold, deadline or exception the company did not give):\n${lines.join("\n")}`;
}

/**
 * Fills {{companyDetails}}, {{currency}} and {{language}} (every occurrence) in one pass with a
 * function: the company's text is inserted as written — its `$&` or `` $` `` are not replacement
 * patterns, and a `{{currency}}` inside it is not filled. The language is named with its variant
 * ("Spanish as written in Colombia (es-CO)").
 */
export function fillMasterPrompt(
  template: string,
  values: { companyDetails: string; currency: string; language: GenerationInput["language"]; variant: WritingVariant },
) {
  const fills: Record<string, string> = {
    currency: values.currency,
    language: variantForPrompt(values.language, values.variant),
    companyDetails: values.companyDetails,
  };
  return template.replace(/\{\{(currency|language|companyDetails)\}\}/g, (_placeholder, name: string) => fills[name]!);
}
