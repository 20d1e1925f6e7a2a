import { DomainError } from "~/lib/platform/http.server";

/** Why a document gave no text, each with its own translated answer. */
export type ImportProblem = "scanned" | "password" | "corrupt" | "unsupported" | "tooLarge" | "tooManyWords" | "empty";

/** A document we cannot read: a 4xx saying which problem it has (413 for one over the limits). */
export function importError(problem: ImportProblem, values?: Record<string, unknown>): DomainError {
  const kind = problem === "tooLarge" || problem === "tooManyWords" ? "tooLarge" : "invalid";
  return new DomainError(kind, `import.errors.${problem}`, { values, extra: { problem } });
}
