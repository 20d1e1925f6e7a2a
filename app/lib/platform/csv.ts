/**
 * One CSV cell (RFC 4180 quoting) that a spreadsheet opens as text: a value starting with = + - @,
 * a tab or a carriage return gets a leading apostrophe, so it can never run as a formula.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
