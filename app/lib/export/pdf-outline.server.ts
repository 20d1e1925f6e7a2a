import { PDFDict, PDFHexString, PDFName, PDFNull, PDFNumber, type PDFDocument, type PDFPage, type PDFRef } from "pdf-lib";

/*
 * The PDF outline (bookmarks) from the headings: pdf-lib has no API for it, so the dictionaries
 * of PDF 32000-1 §12.3.3 are written by hand, nested by heading level.
 */

export type OutlineEntry = { title: string; depth: number; page: PDFPage; y: number };

type Node = { entry: OutlineEntry; ref: PDFRef; children: Node[] };

function tree(entries: OutlineEntry[], doc: PDFDocument): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const entry of entries) {
    const node: Node = { entry, ref: doc.context.nextRef(), children: [] };
    while (stack.length && stack[stack.length - 1]!.entry.depth >= entry.depth) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function count(nodes: Node[]): number {
  return nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);
}

function writeLevel(doc: PDFDocument, nodes: Node[], parent: PDFRef) {
  nodes.forEach((node, index) => {
    const dict = doc.context.obj({}) as PDFDict;
    dict.set(PDFName.of("Title"), PDFHexString.fromText(node.entry.title));
    dict.set(PDFName.of("Parent"), parent);
    dict.set(
      PDFName.of("Dest"),
      doc.context.obj([node.entry.page.ref, PDFName.of("XYZ"), PDFNumber.of(0), PDFNumber.of(node.entry.y), PDFNull]),
    );
    if (index > 0) dict.set(PDFName.of("Prev"), nodes[index - 1]!.ref);
    if (index < nodes.length - 1) dict.set(PDFName.of("Next"), nodes[index + 1]!.ref);
    if (node.children.length) {
      dict.set(PDFName.of("First"), node.children[0]!.ref);
      dict.set(PDFName.of("Last"), node.children[node.children.length - 1]!.ref);
      // Positive: the first two levels open; deeper ones closed, as readers show long outlines.
      dict.set(PDFName.of("Count"), PDFNumber.of(node.entry.depth < 2 ? count(node.children) : -node.children.length));
      writeLevel(doc, node.children, node.ref);
    }
    doc.context.assign(node.ref, dict);
  });
}

export function addOutline(doc: PDFDocument, entries: OutlineEntry[]) {
  if (!entries.length) return;
  const roots = tree(entries, doc);
  const outlinesRef = doc.context.nextRef();
  writeLevel(doc, roots, outlinesRef);
  doc.context.assign(
    outlinesRef,
    doc.context.obj({ Type: "Outlines", First: roots[0]!.ref, Last: roots[roots.length - 1]!.ref, Count: PDFNumber.of(count(roots)) }),
  );
  doc.catalog.set(PDFName.of("Outlines"), outlinesRef);
  doc.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}
