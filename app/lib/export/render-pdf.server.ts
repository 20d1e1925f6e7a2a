import { fileSafeDocument } from "./file-safe-text";
import { PDFDocument, PDFName } from "pdf-lib";
import { lexPolicy, openingTitle, type Token, type Tokens } from "~/lib/markdown/policy-tokens";
import { inlineRuns, plainText } from "./inline-runs.server";
import { fontData, type FontFile, type FontSource } from "./export-fonts.server";
import type { ExportDocument } from "./export-document";
import { addOutline, type OutlineEntry } from "./pdf-outline.server";
import { drawTable } from "./pdf-table.server";
import { needsFallback, PdfFont, type FontSet } from "./pdf-text.server";
import { COLORS, PdfWriter, type TextStyle } from "./pdf-writer.server";

/* Policy markdown → PDF, from the same tokens as the HTML. */

const BODY: TextStyle = { size: 10.5 };
const HEADING_SIZES = [0, 17, 14.5, 12.5, 11.5, 11, 10.5];
const LIST_INDENT = 18;
const FACES = ["regular", "bold", "italic", "boldItalic", "fallback"] as const satisfies readonly FontFile[];

async function loadFonts(doc: PDFDocument, source: FontSource, allText: string): Promise<FontSet> {
  const [regular, bold, italic, boldItalic] = await Promise.all(FACES.slice(0, 4).map((file) => fontData(source, file)));
  // DejaVu (≥, →, ☐, the replacement �) is fetched only when the text needs a glyph Noto lacks.
  const fallback = needsFallback(allText, regular!) ? await fontData(source, "fallback") : null;
  // Each font enters the file only if a page uses it.
  const font = (data: NonNullable<typeof fallback>, index: number) =>
    new PdfFont(data, doc, PDFName.of(`F${index + 1}`), `POLSM${"ABCDE"[index]}`);
  return {
    faces: { regular: font(regular!, 0), bold: font(bold!, 1), italic: font(italic!, 2), boldItalic: font(boldItalic!, 3) },
    fallback: fallback ? font(fallback, 4) : null,
  };
}

class PolicyPdf {
  readonly outline: OutlineEntry[] = [];
  constructor(readonly writer: PdfWriter) {}

  /**
   * Page 1's title, printed once: the policy's own opening heading when it has one (it names the
   * company and the document), else the company and the document's name.
   */
  titleBlock(heading: Tokens.Heading | null, company: string, title: string, behind: string | null | undefined) {
    const w = this.writer;
    if (heading) {
      this.outline.push({ title: plainText(heading.tokens) || " ", depth: 1, page: w.page, y: w.y + 4 });
      w.paragraph(
        inlineRuns(heading.tokens).map((run) => ({ ...run, bold: true })),
        { size: 22, lineHeight: 1.25 },
      );
    } else {
      w.paragraph([{ text: company, bold: true, italic: false }], { size: 22, lineHeight: 1.25 });
      w.paragraph([{ text: title, bold: false, italic: false }], { size: 13, color: COLORS.muted });
    }
    if (behind) {
      w.space(4);
      w.paragraph([{ text: behind, bold: false, italic: true }], { size: 10, color: COLORS.muted });
    }
    w.space(8);
    w.rule(COLORS.text, 1.2);
    w.space(14);
  }

  heading(token: Tokens.Heading) {
    const w = this.writer;
    const style: TextStyle = { size: HEADING_SIZES[Math.min(token.depth, 6)] ?? 11, bold: true, lineHeight: 1.3 };
    w.space(token.depth <= 2 ? 10 : 6);
    // A heading keeps at least two body lines under it on its page.
    w.ensure(w.lineHeight(style) + 2 * w.lineHeight(BODY));
    this.outline.push({ title: plainText(token.tokens) || " ", depth: token.depth, page: w.page, y: w.y + 4 });
    w.paragraph(inlineRuns(token.tokens), style);
    w.space(3);
  }

  list(list: Tokens.List, indent: number) {
    const start = typeof list.start === "number" ? list.start : 1;
    list.items.forEach((item, index) => {
      const marker = list.ordered ? `${start + index}.` : indent > LIST_INDENT ? "–" : "•";
      let markerPending: string | undefined = marker;
      for (const token of item.tokens) {
        if (token.type === "list") this.list(token as Tokens.List, indent + LIST_INDENT);
        else if (token.type === "text" || token.type === "paragraph" || token.type === "checkbox") {
          const runs = token.type === "checkbox" ? inlineRuns([token]) : inlineRuns((token as Tokens.Text).tokens ?? [token]);
          this.writer.paragraph(runs, BODY, { indent, marker: markerPending });
          markerPending = undefined;
        } else this.block(token, indent);
      }
      this.writer.space(2);
    });
  }

  block(token: Token, indent = 0) {
    const w = this.writer;
    switch (token.type) {
      case "heading":
        return this.heading(token as Tokens.Heading);
      case "paragraph":
      case "text":
        w.paragraph(inlineRuns((token as Tokens.Paragraph).tokens ?? [token]), BODY, { indent });
        return w.space(6);
      case "list":
        this.list(token as Tokens.List, indent + LIST_INDENT);
        return w.space(4);
      case "table":
        w.space(2);
        drawTable(w, token as Tokens.Table);
        return w.space(10);
      case "blockquote":
        for (const child of (token as Tokens.Blockquote).tokens) this.block(child, indent + 14);
        return;
      case "code":
        w.paragraph(
          [{ text: (token as Tokens.Code).text, bold: false, italic: false, code: true }],
          { size: 9, color: COLORS.muted },
          { indent: indent + 8 },
        );
        return w.space(6);
      case "hr":
        w.space(4);
        w.rule();
        return w.space(10);
      case "space":
      case "def":
        return;
      default:
        // Raw HTML and anything unknown: shown as its source text, like the HTML renderer does.
        w.paragraph([{ text: token.raw ?? "", bold: false, italic: false }], BODY, { indent });
        return w.space(6);
    }
  }
}

function footers(writer: PdfWriter, document: ExportDocument) {
  const style: TextStyle = { size: 8, color: COLORS.muted };
  const total = writer.pages.length;
  writer.pages.forEach((page, index) => {
    const left = writer.wrap([{ text: document.generatedOn, bold: false, italic: false }], style, 400)[0]!;
    const right = writer.wrap([{ text: document.pageLabel(index + 1, total), bold: false, italic: false }], style, 200)[0]!;
    writer.drawLine(left, writer.left, 36, page);
    writer.drawLine(right, writer.right - right.width, 36, page);
  });
}

export async function renderPolicyPdf(unsafe: ExportDocument, source: FontSource): Promise<Uint8Array> {
  const document = fileSafeDocument(unsafe);
  const { title, body } = openingTitle(lexPolicy(document.markdown));
  const doc = await PDFDocument.create();
  const allText = [
    document.markdown.normalize("NFC"),
    document.companyName,
    document.title,
    document.behind ?? "",
    document.generatedOn,
    document.pageLabel(1, 1),
  ].join("\n");
  const fonts = await loadFonts(doc, source, allText);
  const writer = new PdfWriter(doc, document.pageSize, fonts);
  const pdf = new PolicyPdf(writer);
  pdf.titleBlock(title, document.companyName, document.title, document.behind);
  for (const token of body) pdf.block(token);
  footers(writer, document);
  writer.finish();
  addOutline(doc, pdf.outline);

  const fullTitle = `${document.companyName} - ${document.title}`;
  doc.setTitle(fullTitle, { showInWindowTitleBar: true });
  doc.setAuthor(document.author);
  doc.setCreator(document.author);
  doc.setProducer(document.author);
  doc.setLanguage(document.lang);
  doc.setSubject(document.title);
  doc.setCreationDate(document.generatedAt);
  doc.setModificationDate(document.generatedAt);
  return doc.save({ useObjectStreams: false });
}
