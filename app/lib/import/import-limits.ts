/** What an imported policy may be: the file types we read, and how large (shared by the form and the Worker). */
export const IMPORT_EXTENSIONS = [".pdf", ".docx", ".md", ".markdown", ".txt"] as const;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_WORDS = 30_000;
/** The `accept` of the file input: the extensions and their media types. */
export const IMPORT_ACCEPT = [
  ...IMPORT_EXTENSIONS,
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/markdown",
  "text/plain",
].join(",");
