import type { AppConfig } from "~/lib/platform/app-config.server";
import type { CompanyReading } from "~/lib/reading/company-reading";
import type { GenerationInput } from "~/lib/generation/generation-input";
import { findCountryPack } from "~/lib/composer/country-packs.server";
import { completeRules } from "~/lib/composer/rulebook.server";
import { cachedReading } from "./reading-cache.server";
import { modelReading } from "./run-generation.server";

/** What we understood of a request's company, without writing: the model's reading when bound. */
export function understandCompany(
  input: GenerationInput,
  env: { AI?: Ai },
  config: AppConfig,
  signal?: AbortSignal,
): Promise<CompanyReading> {
  if (!input.reading) throw new Error("normaliseRequest always reads the company");
  return modelReading(input, env, config, input.reading, signal);
}

/**
 * The reading of a request and the whole rulebook the policy would be written from (the
 * company's rules, the country's figures and our proposed defaults, each with its provenance).
 * The model's reading costs Workers AI time: only `withModel` callers get it, kept a day in the
 * cache; anyone else gets the built-in reading, which the form also shows.
 */
export async function understandRequest(
  input: GenerationInput,
  {
    withModel,
    origin,
    env,
    config,
    signal,
    defer,
  }: {
    withModel: boolean;
    origin: string;
    env: { AI?: Ai };
    config: AppConfig;
    signal?: AbortSignal;
    defer: (task: Promise<unknown>) => void;
  },
) {
  const reading =
    withModel && input.reading
      ? await cachedReading(origin, input, () => understandCompany(input, env, config, signal), defer)
      : input.reading;
  if (!reading) return { reading };
  // The figures we would propose where the company gave none, beside what it said.
  return { reading, rulebook: completeRules(reading, findCountryPack(reading.country.code, reading.country.name)) };
}
