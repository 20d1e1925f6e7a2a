import { importError } from "./import-error.server";
import { isZip, zipEntries } from "./zip-entries.server";
import { xmlText } from "./xml-text.server";

/*
 * A DOCX's text as markdown the policy-text reader understands: headings as headings (by the
 * style's name, so a Spanish Word's "Título 1" counts, or by its outline level), lists as list
 * items, tables as markdown tables, a paragraph that is all bold as a bold lead. Tracked deletions,
 * fields' codes and drawings are left out; tracked insertions are in.
 */

const DOCUMENT = "word/document.xml";
const STYLES = "word/styles.xml";
/** The first bytes of an OLE compound file: an encrypted OOXML package or a Word 97 .doc. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

export function docxToMarkdown(bytes: Uint8Array): string {
  if (OLE.every((byte, index) => bytes[index] === byte)) {
    // Office wraps a password-protected DOCX in a compound file with an "EncryptedPackage" stream.
    const utf16 = new TextDecoder("utf-16le").decode(bytes.subarray(0, Math.min(bytes.length, 1 << 20)));
    throw importError(utf16.includes("EncryptedPackage") ? "password" : "unsupported");
  }
  if (!isZip(bytes)) throw importError("corrupt");
  const parts = zipEntries(bytes, new Set([DOCUMENT, STYLES]));
  const document = parts.get(DOCUMENT);
  if (!document) throw importError("corrupt");
  const decoder = new TextDecoder();
  const styles = headingStyles(parts.has(STYLES) ? decoder.decode(parts.get(STYLES)) : "");
  return bodyMarkdown(decoder.decode(document), styles);
}

/** Style id → heading level (0 for the title), from the styles' names and outline levels. */
function headingStyles(xml: string): Map<string, number> {
  const levels = new Map<string, number>();
  for (const [style] of xml.matchAll(/<w:style\b[\s\S]*?<\/w:style>/g)) {
    const id = /w:styleId="([^"]+)"/.exec(style)?.[1];
    if (!id) continue;
    const name = (/<w:name w:val="([^"]+)"/.exec(style)?.[1] ?? "").toLowerCase();
    const heading = /^(?:heading|título|titulo|título|encabezado) ?(\d)$/.exec(name);
    const outline = /<w:outlineLvl w:val="(\d)"/.exec(style);
    if (heading) levels.set(id, Number(heading[1]));
    else if (name === "title" || name === "título" || name === "titulo") levels.set(id, 0);
    else if (outline && Number(outline[1]) < 6) levels.set(id, Number(outline[1]) + 1);
  }
  return levels;
}

/** A table's rows of cells, each cell its paragraphs' texts. */
type Table = string[][][];
type Paragraph = { text: string; level: number | null; list: boolean; allBold: boolean };

const TAG = /<(\/?)([\w:]+)((?:\s+[\w:]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;

function bodyMarkdown(xml: string, headingLevels: Map<string, number>): string {
  const out: string[] = [];
  /** Open tables, innermost last: rows of cells of paragraphs' texts. */
  const tables: Table[] = [];
  let paragraph: Paragraph | null = null;
  let runBold = false;
  let runText = false;
  let anyRun = false;
  let skip = 0;
  for (const match of xml.matchAll(TAG)) {
    const [, closing, name, attributes = "", selfClosing, text] = match;
    if (text !== undefined) {
      if (runText && paragraph && skip === 0) {
        const value = xmlText(text);
        paragraph.text += value;
        if (value.trim()) {
          anyRun = true;
          if (!runBold) paragraph.allBold = false;
        }
      }
      continue;
    }
    const open = !closing;
    switch (name) {
      case "w:del":
      case "w:instrText":
      case "w:drawing":
      case "w:pict":
      case "mc:Fallback":
        if (!selfClosing) skip += open ? 1 : -1;
        break;
      case "w:p":
        if (open && !selfClosing) {
          paragraph = { text: "", level: null, list: false, allBold: true };
          anyRun = false;
        } else if (paragraph) {
          const line = finishParagraph(paragraph, anyRun);
          const cell = tables.at(-1)?.at(-1)?.at(-1);
          if (cell) cell.push(paragraph.text.replace(/\s+/g, " ").trim());
          else if (line) out.push(line);
          paragraph = null;
        }
        break;
      case "w:pStyle": {
        const id = /w:val="([^"]+)"/.exec(attributes)?.[1];
        if (paragraph && id && headingLevels.has(id)) paragraph.level = headingLevels.get(id)!;
        break;
      }
      case "w:outlineLvl": {
        const level = Number(/w:val="(\d)"/.exec(attributes)?.[1]);
        if (paragraph && level < 6) paragraph.level = level + 1;
        break;
      }
      case "w:numPr":
        if (paragraph && open) paragraph.list = true;
        break;
      case "w:r":
        if (open && !selfClosing) runBold = false;
        break;
      case "w:b":
        runBold = !/w:val="(?:0|false)"/.test(attributes);
        break;
      case "w:t":
        runText = open && !selfClosing;
        break;
      case "w:tab":
        if (paragraph && skip === 0 && open) paragraph.text += " ";
        break;
      case "w:br":
      case "w:cr":
        if (paragraph && skip === 0 && open) paragraph.text += " ";
        break;
      case "w:tbl":
        if (open && !selfClosing) tables.push([]);
        else {
          const rows = tables.pop() ?? [];
          const markdown = tableMarkdown(rows);
          const cell = tables.at(-1)?.at(-1)?.at(-1);
          // A table inside a table's cell: its rows joined into the outer cell.
          if (cell) cell.push(...rows.map((row) => row.map((paragraphs) => paragraphs.join(" ")).join(" ")));
          else if (markdown) out.push(markdown);
        }
        break;
      case "w:tr":
        if (open && !selfClosing) tables.at(-1)?.push([]);
        break;
      case "w:tc":
        if (open && !selfClosing) tables.at(-1)?.at(-1)?.push([]);
        break;
    }
  }
  return out.join("\n\n");
}

/** A paragraph as one markdown block, or null for an empty one. */
function finishParagraph(paragraph: Paragraph, anyRun: boolean): string | null {
  const text = paragraph.text.replace(/\s+/g, " ").trim();
  if (!text || !anyRun) return null;
  if (paragraph.level !== null) return `${"#".repeat(Math.min(6, paragraph.level + 1))} ${text}`;
  if (paragraph.list) return `- ${text}`;
  if (paragraph.allBold && text.length <= 120) return `**${text}**`;
  return text;
}

const cellText = (cell: string) => cell.replace(/\|/g, "\\|");

function tableMarkdown(rows: Table): string | null {
  const cells = rows.map((row) => row.map((paragraphs) => paragraphs.filter(Boolean).join(" ")));
  const filled = cells.filter((row) => row.some((cell) => cell.trim()));
  if (filled.length === 0) return null;
  const width = Math.max(...filled.map((row) => row.length));
  // A one-column table is a framed paragraph (a note, a callout): its lines, not a table.
  if (width === 1) return filled.map((row) => row[0]).join("\n\n");
  const line = (row: string[]) => `| ${Array.from({ length: width }, (_, index) => cellText(row[index] ?? "")).join(" | ")} |`;
  return [line(filled[0]!), `|${" --- |".repeat(width)}`, ...filled.slice(1).map(line)].join("\n");
}
