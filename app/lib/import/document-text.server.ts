import { docxToMarkdown } from "./docx-text.server";
import { importError } from "./import-error.server";
import { MAX_IMPORT_BYTES, MAX_IMPORT_WORDS } from "./import-limits";
import { pdfToMarkdown } from "./pdf-text.server";

/*
 * An uploaded policy's text, as markdown: PDF and DOCX by their own readers (decision 034 says why
 * not a library), Markdown and plain text as they are. The type is told by the file's first bytes,
 * then its name; what we cannot read is refused with its reason, and nothing of it is kept.
 */

export type DocumentKind = "pdf" | "docx" | "markdown" | "text";

const startsWith = (bytes: Uint8Array, text: string) => [...text].every((char, index) => bytes[index] === char.charCodeAt(0));

export function documentKind(fileName: string, bytes: Uint8Array): DocumentKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  if (startsWith(bytes, "%PDF-") || extension === "pdf") return "pdf";
  if (extension === "docx") return "docx";
  if (extension === "md" || extension === "markdown") return "markdown";
  if (extension === "txt" || extension === "") {
    // A DOCX or PDF sent without its name is still what its bytes say.
    if (startsWith(bytes, "PK\u0003\u0004")) return "docx";
    return "text";
  }
  throw importError("unsupported");
}

export const wordCount = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*/gu)?.length ?? 0;

/** The document's text; refuses a file over 10 MB, over 30,000 words, or with no text at all. */
export function documentText(fileName: string, bytes: Uint8Array): string {
  if (bytes.length > MAX_IMPORT_BYTES) throw importError("tooLarge", { megabytes: MAX_IMPORT_BYTES / 1024 / 1024 });
  const kind = documentKind(fileName, bytes);
  const text = kind === "pdf" ? pdfToMarkdown(bytes) : kind === "docx" ? docxToMarkdown(bytes) : plainText(bytes);
  return checkedText(text);
}

/** A pasted or extracted text within the word limit, with its line ends made one kind. */
export function checkedText(text: string): string {
  const clean = text
    .replace(/\r\n?/g, "\n")
    .replace(/\u0000/g, "")
    .trim();
  if (!/\p{L}{2}/u.test(clean)) throw importError("empty");
  const words = wordCount(clean);
  if (words > MAX_IMPORT_WORDS) throw importError("tooManyWords", { words, max: MAX_IMPORT_WORDS });
  return clean;
}

function plainText(bytes: Uint8Array): string {
  // A binary file named .txt or .md (an image, a spreadsheet): not text at all.
  if (bytes.subarray(0, 4096).includes(0)) throw importError("unsupported");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    // Text saved by an old editor in Windows-1252 / Latin-1.
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
