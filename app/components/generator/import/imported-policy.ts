import type { CompanyReading } from "~/lib/reading/company-reading";
import type { PolicyRules } from "~/lib/rulebook/policy-rules";

/** What POST /api/policies/import answers, as the browser keeps it (with the file's name). */
export type ImportedPolicy = {
  fileName: string;
  reading: CompanyReading;
  rulebook: PolicyRules;
  sourceText: string;
  findings: Array<{ kind: string; message: string; quote: string | null; law: string | null; source: string | null; asOf: string | null }>;
};
