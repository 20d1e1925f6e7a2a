import type { AppConfig } from "~/lib/platform/app-config.server";
import type { CompanyReading } from "~/lib/reading/company-reading";
import type { GenerationInput } from "~/lib/generation/generation-input";
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
