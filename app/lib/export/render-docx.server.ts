import { fileSafeDocument } from "./file-safe-text";
import { AlignmentType, Document, Footer, HeadingLevel, Packer, PageNumber, Paragraph, TextRun } from "docx";
import { lexPolicy, openingTitle, type Token, type Tokens } from "~/lib/markdown/policy-tokens";
import { inlineRuns, type Run } from "./inline-runs.server";
import { escapeHtml } from "~/lib/markdown/render-html";
import type { ExportDocument } from "./export-document";
import { externalHref } from "./export-link";
import type { PageSize } from "./page-size";
import { deflated, zip, type DeflatedFile } from "./zip";

/*
 * Policy markdown → DOCX, from the same tokens as the HTML and the PDF: Word's own
 * Heading styles (so the navigation pane shows the sections), real numbered and bulleted lists,
 * real tables with a repeating header row, and core properties including the language.
 *
 * The body is written here as WordprocessingML, element for element what docx's Paragraph,
 * TextRun, ExternalHyperlink and Table write for the options used (docx's object tree and its
 * serialiser were two thirds of a DOCX's render time). The rest of the package (styles, settings,
 * theme, fonts, notes, the section and its footer) is compiled by docx once per isolate for each
 * language and paper size, and its unchanging parts are kept compressed.
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
const MARGIN = { top: 1440, bottom: 1440, left: 1260, right: 1260 };
const BULLETS = "bullets";
const LEVELS = 3;

/** Characters XML 1.0 forbids (a policy pasted from anywhere may hold them); Word refuses the file otherwise. */
function xmlText(text: string): string {
  return text.replace(
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "",
  );
}

const ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "'": "&apos;", "<": "&lt;", ">": "&gt;" };

/** Text and attribute values escaped as docx escapes them (control characters dropped). */
function escapeXml(text: string): string {
  return text.replace(/[&"'<>\x00-\x08\x0B\x0C\x0E-\x1F]/g, (char) => ESCAPES[char] ?? "");
}

const CODE_FONT = '<w:rFonts w:ascii="Consolas" w:cs="Consolas" w:eastAsia="Consolas" w:hAnsi="Consolas"/>';

function onOff(name: string, value: boolean | undefined): string {
  if (value === undefined) return "";
  return value ? `<w:${name}/><w:${name}Cs/>` : `<w:${name} w:val="false"/><w:${name}Cs w:val="false"/>`;
}

/** A run per line of the text (a line break between them), as docx's TextRun writes it. */
function textRuns(run: Run): string {
  const properties = `<w:rPr>${run.code ? CODE_FONT : ""}${onOff("b", run.bold)}${onOff("i", run.italic)}</w:rPr>`;
  let xml = "";
  xmlText(run.text)
    .split("\n")
    .forEach((text, index) => {
      xml += `<w:r>${properties}${index > 0 ? "<w:br/>" : ""}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
    });
  return xml;
}

/** `<w:p/>` when empty, as docx writes a paragraph without properties or children. */
function paragraph(properties: string, children: string): string {
  const pPr = properties ? `<w:pPr>${properties}</w:pPr>` : "";
  return pPr || children ? `<w:p>${pPr}${children}</w:p>` : "<w:p/>";
}

const style = (name: string) => `<w:pStyle w:val="${name}"/>`;

type ListDefinition = { reference: string; ordered: boolean; start: number };

class PolicyDocx {
  body = "";
  /** The lists' definitions, in the order docx numbers their abstract definitions (from 2). */
  readonly numbering: ListDefinition[] = [{ reference: BULLETS, ordered: false, start: 1 }];
  /** The concrete list each definition gets on its first paragraph (numIds from 2, 1 being docx's default). */
  readonly numIds = new Map<string, number>();
  /** External links, one relationship each (`rIdLink1`…). */
  readonly links: string[] = [];

  constructor(private readonly textWidth: number) {}

  private numId(reference: string): number {
    let id = this.numIds.get(reference);
    if (id === undefined) this.numIds.set(reference, (id = this.numIds.size + 2));
    return id;
  }

  private children(runs: Run[]): string {
    let xml = "";
    for (const run of runs) {
      const href = externalHref(run.href);
      if (href) {
        this.links.push(href);
        xml += `<w:hyperlink w:history="1" r:id="rIdLink${this.links.length}">${textRuns(run)}</w:hyperlink>`;
      } else xml += textRuns(run);
    }
    return xml;
  }

  /** Each ordered list its own numbering, so every list starts at its own first number. */
  private orderedReference(start: number): string {
    const reference = `numbers-${this.numbering.length}`;
    this.numbering.push({ reference, ordered: true, start });
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
        const properties = first
          ? `${style("ListParagraph")}<w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${this.numId(reference)}"/></w:numPr>`
          : `<w:ind w:left="${720 * (level + 1)}"/>`;
        this.body += paragraph(properties, this.children(runs));
        first = false;
      }
    }
  }

  table(table: Tokens.Table) {
    const alignment = (column: number) =>
      table.align[column] === "right" ? AlignmentType.RIGHT : table.align[column] === "center" ? AlignmentType.CENTER : AlignmentType.LEFT;
    const cell = (cellToken: Tokens.TableCell, header: boolean, column: number) =>
      `<w:tc>${header ? '<w:tcPr><w:shd w:fill="EEF0F4" w:val="clear"/></w:tcPr>' : ""}${paragraph(
        `<w:jc w:val="${alignment(column)}"/>`,
        this.children(inlineRuns(cellToken.tokens).map((run) => ({ ...run, bold: run.bold || header }))),
      )}</w:tc>`;
    // The whole text width (docx's 100 % table), shared equally by the grid's columns.
    const column = `<w:gridCol w:w="${Math.round(this.textWidth / table.header.length)}"/>`;
    let xml =
      '<w:tbl><w:tblPr><w:tblW w:type="pct" w:w="5000"/><w:tblBorders><w:top w:val="single" w:color="auto" w:sz="4"/><w:left w:val="single" w:color="auto" w:sz="4"/><w:bottom w:val="single" w:color="auto" w:sz="4"/><w:right w:val="single" w:color="auto" w:sz="4"/><w:insideH w:val="single" w:color="auto" w:sz="4"/><w:insideV w:val="single" w:color="auto" w:sz="4"/></w:tblBorders></w:tblPr>' +
      `<w:tblGrid>${column.repeat(table.header.length)}</w:tblGrid>`;
    xml += `<w:tr><w:trPr><w:tblHeader/></w:trPr>${table.header.map((c, index) => cell(c, true, index)).join("")}</w:tr>`;
    for (const row of table.rows) {
      xml += `<w:tr>${table.header
        .map((_, index) => cell(row[index] ?? { text: "", tokens: [], header: false, align: null }, false, index))
        .join("")}</w:tr>`;
    }
    this.body += `${xml}</w:tbl><w:p/>`;
  }

  block(token: Token) {
    switch (token.type) {
      case "heading": {
        const heading = token as Tokens.Heading;
        this.body += paragraph(style(HEADINGS[Math.min(heading.depth, 6)]!), this.children(inlineRuns(heading.tokens)));
        return;
      }
      case "paragraph":
      case "text":
        this.body += paragraph("", this.children(inlineRuns((token as Tokens.Paragraph).tokens ?? [token])));
        return;
      case "list":
        return this.list(token as Tokens.List, 0);
      case "table":
        return this.table(token as Tokens.Table);
      case "blockquote":
        for (const child of (token as Tokens.Blockquote).tokens) this.block(child);
        return;
      case "code":
        this.body += paragraph("", textRuns({ text: (token as Tokens.Code).text, bold: false, italic: false, code: true }));
        return;
      case "hr":
        this.body += paragraph('<w:pBdr><w:bottom w:val="single" w:color="C8CCD4" w:sz="6" w:space="1"/></w:pBdr>', "");
        return;
      case "space":
      case "def":
        return;
      default:
        // Raw HTML and anything unknown: its source text, as the HTML renderer shows it.
        this.body += paragraph("", textRuns({ text: token.raw ?? "", bold: false, italic: false }));
    }
  }

  /** numbering.xml's list definitions and lists, as docx writes them. */
  numberingXml(): { abstracts: string; nums: string } {
    let abstracts = "";
    const nums: string[] = [];
    this.numbering.forEach((definition, index) => {
      const abstractId = index + 2;
      let levels = "";
      let overrides = "";
      for (let level = 0; level < LEVELS; level += 1) {
        const start = level === 0 ? definition.start : 1;
        const text = definition.ordered ? `%${level + 1}.` : (["•", "◦", "▪"][level] ?? "•");
        levels += `<w:lvl w:ilvl="${level}" w:tentative="1"><w:start w:val="${start}"/><w:numFmt w:val="${definition.ordered ? "decimal" : "bullet"}"/><w:lvlText w:val="${text}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="${720 * (level + 1)}" w:hanging="360"/></w:pPr></w:lvl>`;
        overrides += `<w:lvlOverride w:ilvl="${level}"><w:startOverride w:val="${start}"/></w:lvlOverride>`;
      }
      abstracts += `<w:abstractNum w:abstractNumId="${abstractId}" w15:restartNumberingAfterBreak="0"><w:multiLevelType w:val="hybridMultilevel"/>${levels}</w:abstractNum>`;
      const numId = this.numIds.get(definition.reference);
      // Lists in the order their first paragraphs come (numIds), as docx writes them.
      if (numId !== undefined) nums[numId] = `<w:num w:numId="${numId}"><w:abstractNumId w:val="${abstractId}"/>${overrides}</w:num>`;
    });
    return { abstracts, nums: nums.join("") };
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

const GENERATED_ON = "POLICYSMITH-GENERATED-ON";
const DOCUMENT = "word/document.xml";
const NUMBERING = "word/numbering.xml";
const FOOTER = "word/footer1.xml";
const RELATIONSHIPS = "word/_rels/document.xml.rels";
const CORE = "docProps/core.xml";

/** docx's package around an empty body, cut where each document's own content goes. */
type PackageFrame = {
  /** Paths in docx's order; the unchanging parts compressed, the document's own ones null. */
  parts: [string, DeflatedFile | null][];
  document: [string, string];
  numbering: { head: string; defaultList: string; defaultNum: string };
  footer: [string, string];
  relationships: [string, string];
};

/** The text before `marker` and the text after it. */
function cut(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`docx's package changed: ${marker} not found (see docx-compiler-canary.test.ts)`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

function compileFrame(lang: string, pageSize: PageSize): PackageFrame {
  const doc = new Document({
    styles: { default: { document: { run: { font: "Calibri", size: 22, language: { value: lang } } } } },
    numbering: { config: [] },
    sections: [
      {
        properties: { page: { size: PAGE_TWIPS[pageSize], margin: MARGIN } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ text: `${GENERATED_ON}    `, size: 16, color: "6B7280" }),
                  new TextRun({ children: [PageNumber.CURRENT, " / ", PageNumber.TOTAL_PAGES], size: 16, color: "6B7280" }),
                ],
              }),
            ],
          }),
        },
        children: [],
      },
    ],
  });
  // docx's own compiler writes the parts; they are zipped with the native deflate (see zip.ts).
  const compiled = (Packer as unknown as { compiler: DocxCompiler }).compiler.compile(doc, undefined, []);
  const text = (path: string) => {
    const part = compiled.get(path);
    if (typeof part !== "string") throw new Error(`docx's package changed: no ${path} (see docx-compiler-canary.test.ts)`);
    return part;
  };
  const own = new Set([DOCUMENT, NUMBERING, FOOTER, RELATIONSHIPS, CORE]);
  const [documentHead, documentTail] = cut(text(DOCUMENT), "<w:body>");
  const [numberingHead, lists] = cut(text(NUMBERING), "<w:abstractNum ");
  const [defaultList, nums] = cut(lists, "<w:num ");
  const [relationships, relationshipsEnd] = cut(text(RELATIONSHIPS), "</Relationships>");
  return {
    parts: [...compiled].map(([path, data]) => [path, own.has(path) ? null : deflated(data)]),
    document: [`${documentHead}<w:body>`, documentTail],
    numbering: {
      head: numberingHead,
      defaultList: `<w:abstractNum ${defaultList}`,
      defaultNum: `<w:num ${cut(nums, "</w:numbering>")[0]}`,
    },
    footer: cut(text(FOOTER), GENERATED_ON),
    relationships: [relationships, `</Relationships>${relationshipsEnd}`],
  };
}

/** One frame per language variant and paper size, kept for the isolate's life (a handful in all). */
const frames = new Map<string, PackageFrame>();

function frameFor(lang: string, pageSize: PageSize): PackageFrame {
  const key = `${lang}\u0000${pageSize}`;
  let frame = frames.get(key);
  if (!frame) {
    if (frames.size >= 32) frames.delete(frames.keys().next().value!);
    frames.set(key, (frame = compileFrame(lang, pageSize)));
  }
  return frame;
}

export async function renderPolicyDocx(unsafe: ExportDocument): Promise<Uint8Array> {
  const document = fileSafeDocument(unsafe);
  const page = PAGE_TWIPS[document.pageSize];
  const body = new PolicyDocx(page.width - MARGIN.left - MARGIN.right);
  // The title once: the policy's own opening heading (Heading 1, so Word's navigation pane and
  // readers list it), else the company and the document's name.
  const { title: heading, body: tokens } = openingTitle(lexPolicy(document.markdown));
  if (heading) body.block(heading);
  else {
    body.body += paragraph(style(HeadingLevel.TITLE), textRuns({ text: document.companyName, bold: false, italic: false }));
    body.body += paragraph(style("Subtitle"), textRuns({ text: document.title, bold: false, italic: false }));
  }
  if (document.behind) body.body += paragraph("", textRuns({ text: document.behind, bold: false, italic: true }));
  for (const token of tokens) body.block(token);

  const frame = frameFor(document.lang, document.pageSize);
  const title = `${document.companyName} - ${document.title}`;
  const { abstracts, nums } = body.numberingXml();
  const own: Record<string, string> = {
    [DOCUMENT]: `${frame.document[0]}${body.body}${frame.document[1]}`,
    [NUMBERING]: `${frame.numbering.head}${frame.numbering.defaultList}${abstracts}${frame.numbering.defaultNum}${nums}</w:numbering>`,
    [FOOTER]: `${frame.footer[0]}${escapeXml(xmlText(document.generatedOn))}${frame.footer[1]}`,
    [RELATIONSHIPS]: `${frame.relationships[0]}${body.links
      .map(
        (href, index) =>
          `<Relationship Id="rIdLink${index + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${escapeXml(href)}" TargetMode="External"/>`,
      )
      .join("")}${frame.relationships[1]}`,
    [CORE]: coreProperties(document, title),
  };
  return zip(frame.parts.map(([path, part]) => [path, part ?? own[path]!]));
}
