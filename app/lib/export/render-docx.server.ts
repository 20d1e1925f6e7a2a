import { fileSafeDocument } from "./file-safe-text";
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ILevelsOptions,
  type INumberingOptions,
  type ParagraphChild,
} from "docx";
import { lexPolicy, type Token, type Tokens } from "~/lib/markdown/policy-tokens";
import { inlineRuns, type Run } from "./inline-runs.server";
import { escapeHtml } from "~/lib/markdown/render-html";
import type { ExportDocument } from "./export-document";
import { externalHref } from "./export-link";
import type { PageSize } from "./page-size";
import { zip } from "./zip";

/*
 * Policy markdown → DOCX, from the same tokens as the HTML and the PDF: Word's own
 * Heading styles (so the navigation pane shows the sections), real numbered and bulleted lists,
 * real tables with a repeating header row, and core properties including the language.
 */

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];
const PAGE_TWIPS: Record<PageSize, { width: number; height: number }> = {
  letter: { width: 12240, height: 15840 },
  a4: { width: 11906, height: 16838 },
};
const BULLETS = "bullets";
const LEVELS = 3;

/** Characters XML 1.0 forbids (a policy pasted from anywhere may hold them); Word refuses the file otherwise. */
function xmlText(text: string): string {
  return text.replace(
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "",
  );
}

function textRuns(run: Run): TextRun[] {
  return xmlText(run.text)
    .split("\n")
    .map(
      (text, index) =>
        new TextRun({
          text,
          bold: run.bold,
          italics: run.italic,
          break: index > 0 ? 1 : undefined,
          font: run.code ? "Consolas" : undefined,
        }),
    );
}

function paragraphChildren(runs: Run[]): ParagraphChild[] {
  return runs.flatMap((run): ParagraphChild[] => {
    const href = externalHref(run.href);
    if (href) return [new ExternalHyperlink({ link: href, children: textRuns(run) })];
    return textRuns(run);
  });
}

function levels(format: (typeof LevelFormat)[keyof typeof LevelFormat], text: (level: number) => string, start = 1): ILevelsOptions[] {
  return Array.from({ length: LEVELS }, (_, level) => ({
    level,
    format,
    text: text(level),
    start: level === 0 ? start : 1,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));
}

class PolicyDocx {
  readonly children: Array<Paragraph | Table> = [];
  readonly numbering: INumberingOptions["config"][number][] = [
    { reference: BULLETS, levels: levels(LevelFormat.BULLET, (level) => ["•", "◦", "▪"][level] ?? "•") },
  ];

  /** Each ordered list its own numbering, so every list starts at its own first number. */
  private orderedReference(start: number): string {
    const reference = `numbers-${this.numbering.length}`;
    this.numbering.push({ reference, levels: levels(LevelFormat.DECIMAL, (level) => `%${level + 1}.`, start) });
    return reference;
  }

  list(list: Tokens.List, level: number, inherited?: string) {
    const reference = list.ordered
      ? level > 0 && inherited?.startsWith("numbers")
        ? inherited
        : this.orderedReference(typeof list.start === "number" ? list.start : 1)
      : BULLETS;
    for (const item of list.items) {
      let first = true;
      for (const token of item.tokens) {
        if (token.type === "list") {
          this.list(token as Tokens.List, Math.min(level + 1, LEVELS - 1), reference);
          continue;
        }
        const runs =
          token.type === "checkbox"
            ? inlineRuns([token])
            : inlineRuns("tokens" in token && Array.isArray(token.tokens) ? (token.tokens as Token[]) : [token]);
        this.children.push(
          new Paragraph({
            children: paragraphChildren(runs),
            ...(first ? { numbering: { reference, level } } : { indent: { left: 720 * (level + 1) } }),
          }),
        );
        first = false;
      }
    }
  }

  table(table: Tokens.Table) {
    const cell = (cellToken: Tokens.TableCell, header: boolean, column: number) =>
      new TableCell({
        children: [
          new Paragraph({
            children: paragraphChildren(inlineRuns(cellToken.tokens).map((run) => ({ ...run, bold: run.bold || header }))),
            alignment:
              table.align[column] === "right"
                ? AlignmentType.RIGHT
                : table.align[column] === "center"
                  ? AlignmentType.CENTER
                  : AlignmentType.LEFT,
          }),
        ],
        shading: header ? { fill: "EEF0F4" } : undefined,
      });
    this.children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({ tableHeader: true, children: table.header.map((c, column) => cell(c, true, column)) }),
          ...table.rows.map(
            (row) =>
              new TableRow({
                children: table.header.map((_, column) =>
                  cell(row[column] ?? { text: "", tokens: [], header: false, align: null }, false, column),
                ),
              }),
          ),
        ],
      }),
    );
    this.children.push(new Paragraph({ children: [] }));
  }

  block(token: Token) {
    switch (token.type) {
      case "heading": {
        const heading = token as Tokens.Heading;
        this.children.push(
          new Paragraph({ heading: HEADINGS[Math.min(heading.depth, 6)], children: paragraphChildren(inlineRuns(heading.tokens)) }),
        );
        return;
      }
      case "paragraph":
      case "text":
        this.children.push(new Paragraph({ children: paragraphChildren(inlineRuns((token as Tokens.Paragraph).tokens ?? [token])) }));
        return;
      case "list":
        return this.list(token as Tokens.List, 0);
      case "table":
        return this.table(token as Tokens.Table);
      case "blockquote":
        for (const child of (token as Tokens.Blockquote).tokens) this.block(child);
        return;
      case "code":
        this.children.push(
          new Paragraph({ children: textRuns({ text: (token as Tokens.Code).text, bold: false, italic: false, code: true }) }),
        );
        return;
      case "hr":
        this.children.push(new Paragraph({ children: [], border: { bottom: { style: "single", size: 6, color: "C8CCD4", space: 1 } } }));
        return;
      case "space":
      case "def":
        return;
      default:
        // Raw HTML and anything unknown: its source text, as the HTML renderer shows it.
        this.children.push(new Paragraph({ children: textRuns({ text: token.raw ?? "", bold: false, italic: false }) }));
    }
  }
}

/** docx writes no dc:language; the core properties part is written here instead. */
function coreProperties(document: ExportDocument, title: string): string {
  const when = document.generatedAt.toISOString().replace(/\.\d{3}Z$/, "Z");
  const xml = (text: string) => escapeHtml(xmlText(text));
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xml(title)}</dc:title><dc:subject>${xml(document.title)}</dc:subject><dc:creator>${xml(document.author)}</dc:creator><dc:language>${xml(document.lang)}</dc:language><cp:lastModifiedBy>${xml(document.author)}</cp:lastModifiedBy><cp:revision>1</cp:revision><dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified></cp:coreProperties>`;
}

/** The part of docx's (internal) `Packer.compiler` used here: the package's files by path, in order. */
type DocxCompiler = {
  compile(doc: Document, prettify: undefined, overrides: { path: string; data: string }[]): Map<string, string | Uint8Array>;
};

export async function renderPolicyDocx(unsafe: ExportDocument): Promise<Uint8Array> {
  const document = fileSafeDocument(unsafe);
  const body = new PolicyDocx();
  body.children.push(
    new Paragraph({ heading: HeadingLevel.TITLE, children: textRuns({ text: document.companyName, bold: false, italic: false }) }),
  );
  body.children.push(new Paragraph({ style: "Subtitle", children: textRuns({ text: document.title, bold: false, italic: false }) }));
  if (document.behind) body.children.push(new Paragraph({ children: textRuns({ text: document.behind, bold: false, italic: true }) }));
  for (const token of lexPolicy(document.markdown)) body.block(token);

  const title = `${document.companyName} - ${document.title}`;
  const page = PAGE_TWIPS[document.pageSize];
  const doc = new Document({
    title: xmlText(title),
    subject: xmlText(document.title),
    creator: xmlText(document.author),
    lastModifiedBy: xmlText(document.author),
    styles: { default: { document: { run: { font: "Calibri", size: 22, language: { value: document.lang } } } } },
    numbering: { config: body.numbering },
    sections: [
      {
        properties: { page: { size: page, margin: { top: 1440, bottom: 1440, left: 1260, right: 1260 } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: `${xmlText(document.generatedOn)}    `, size: 16, color: "6B7280" }),
                  new TextRun({ children: [PageNumber.CURRENT, " / ", PageNumber.TOTAL_PAGES], size: 16, color: "6B7280" }),
                ],
              }),
            ],
          }),
        },
        children: body.children,
      },
    ],
  });
  // docx's own compiler writes the parts; they are zipped with the native deflate (see zip.ts).
  const compiler = (Packer as unknown as { compiler: DocxCompiler }).compiler;
  return zip(compiler.compile(doc, undefined, [{ path: "docProps/core.xml", data: coreProperties(document, title) }]));
}
