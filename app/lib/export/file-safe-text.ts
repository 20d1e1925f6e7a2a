import type { ExportDocument } from "./export-document";

/*
 * Text that any PDF or DOCX reader takes: a lone surrogate (which no encoder can write, and which
 * made `encodeURIComponent` throw on a link) becomes U+FFFD, and the characters XML 1.0 forbids
 * (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF) are dropped, in the text and
 * in link targets alike (Word refuses a `document.xml.rels` holding one).
 */

const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function fileSafeText(text: string): string {
  return text.replace(LONE_SURROGATE, "\ufffd").replace(XML_INVALID, "");
}

/** Every text of the document, made safe once before either renderer sees it. */
export function fileSafeDocument(document: ExportDocument): ExportDocument {
  const safe = { ...document };
  for (const key of Object.keys(safe) as (keyof ExportDocument)[]) {
    if (typeof safe[key] === "string") (safe as Record<string, unknown>)[key] = fileSafeText(safe[key] as string);
  }
  const pageLabel = document.pageLabel;
  return { ...safe, pageLabel: (page, total) => fileSafeText(pageLabel(page, total)) };
}
