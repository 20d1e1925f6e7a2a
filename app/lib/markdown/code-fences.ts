/**
 * Models often wrap the whole policy in ```markdown … ``` (or a bare ```). Only such a wrapper
 * is removed; a fence closed before the last line means the text is several blocks, so it stays.
 */
export function stripCodeFences(markdown: string): string {
  const lines = markdown.trim().split(/\r\n|\r|\n/);
  // The first line is trimmed before matching: `\s*(md)?\s*$` on a long run of spaces backtracks
  // quadratically (seconds for 100 KB), a trimmed line cannot.
  const opening = /^(`{3,}|~{3,})[ \t]*(?:markdown|md)?$/i.exec((lines[0] ?? "").trim());
  if (!opening || lines.length < 2) return markdown;
  const fence = opening[1] ?? "";
  const isBareFence = (line: string) => new RegExp(`^${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`).test(line.trim());
  if (!isBareFence(lines[lines.length - 1] ?? "")) return markdown;

  const inner = lines.slice(1, -1);
  let depth = 0;
  for (const line of inner) {
    const trimmed = line.trim();
    if (!/^(`{3,}|~{3,})/.test(trimmed)) continue;
    if (!/^(`{3,}|~{3,})\s*$/.test(trimmed)) depth += 1;
    else if (depth > 0) depth -= 1;
    else return markdown;
  }
  return inner
    .join("\n")
    .replace(/^\s*\n/, "")
    .trimEnd();
}
