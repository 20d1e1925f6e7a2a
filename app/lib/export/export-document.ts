import type { Language } from "~/lib/site/languages";
import type { PageSize } from "./page-size";

/** What the PDF and DOCX renderers need besides the markdown: every text already translated. */
export type ExportDocument = {
  markdown: string;
  companyName: string;
  /** "Travel and Expense Policy" in the policy's language. */
  title: string;
  language: Language;
  /** The written variant the document declares (PDF language, DOCX dc:language and proofing): "es-CO", "pt-PT". */
  lang: string;
  /** The brand's product name: PDF author and DOCX creator. */
  author: string;
  /** "Generated on {date}" in the policy's language. */
  generatedOn: string;
  generatedAt: Date;
  pageLabel: (page: number, total: number) => string;
  pageSize: PageSize;
  /** The line under the title telling readers another language version changed after this one, if it did. */
  behind?: string | null;
};
