import { cleanName } from "~/lib/platform/clean-name";

/*
 * Content-Disposition for a download (RFC 6266): an ASCII `filename` every client understands and
 * the exact UTF-8 name in `filename*` (RFC 8187). Names come from what users typed, so quotes,
 * slashes and line breaks never reach the header.
 */

/** A file's name: no invisible or reordering characters (`cleanName`), no path or shell punctuation. */
function fileName(name: string): string {
  return cleanName(name)
    .replace(/[\\/:*?"<>|]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
}

function asciiName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/[%;]/g, "_");
}

function rfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `Acme - Travel and Expense Policy (es).pdf`, as an attachment header value. */
export function attachmentDisposition(baseName: string, extension: string): string {
  const name = `${fileName(baseName).slice(0, 180) || "policy"}.${extension}`;
  return `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${rfc8187(name)}`;
}
