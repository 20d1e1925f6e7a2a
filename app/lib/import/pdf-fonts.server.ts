import { PdfLexer, PdfName, PdfOperator, name, type PdfDict, type PdfFile, type PdfValue } from "./pdf-objects.server";

/*
 * What a PDF font's codes say and how wide they are (ISO 32000-1 §9): the ToUnicode map when the
 * font has one (every font Chromium, Word or our own exporter embeds does), else the simple font's
 * encoding (WinAnsi, or its Differences by glyph name); widths from /Widths or a CID font's /W.
 */

export type Glyph = { text: string; width: number; code: number; bytes: number };

export interface FontReader {
  glyphs(bytes: string): Glyph[];
  bold: boolean;
}

/** windows-1252's characters at 0x80–0x9F (WinAnsiEncoding); the rest of the byte range is Latin-1. */
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const winAnsi = (code: number) => (code >= 0x80 && code <= 0x9f ? WIN_ANSI_HIGH[code - 0x80]! : String.fromCharCode(code));

const GLYPH_NAMES: Record<string, string> = {
  space: " ",
  exclam: "!",
  quotedbl: '"',
  numbersign: "#",
  dollar: "$",
  percent: "%",
  ampersand: "&",
  quotesingle: "'",
  quoteright: "’",
  quoteleft: "‘",
  quotedblleft: "“",
  quotedblright: "”",
  parenleft: "(",
  parenright: ")",
  asterisk: "*",
  plus: "+",
  comma: ",",
  hyphen: "-",
  period: ".",
  slash: "/",
  colon: ":",
  semicolon: ";",
  less: "<",
  equal: "=",
  greater: ">",
  question: "?",
  at: "@",
  bracketleft: "[",
  backslash: "\\",
  bracketright: "]",
  underscore: "_",
  bullet: "•",
  endash: "–",
  emdash: "—",
  ellipsis: "…",
  germandbls: "ß",
  ordfeminine: "ª",
  ordmasculine: "º",
  degree: "°",
  euro: "€",
  sterling: "£",
  yen: "¥",
  cent: "¢",
  section: "§",
  paragraph: "¶",
  questiondown: "¿",
  exclamdown: "¡",
  guillemotleft: "«",
  guillemotright: "»",
  multiply: "×",
  nbspace: " ",
  fi: "fi",
  fl: "fl",
  zero: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
const ACCENTS: Record<string, string> = {
  acute: "\u0301",
  grave: "\u0300",
  circumflex: "\u0302",
  tilde: "\u0303",
  dieresis: "\u0308",
  cedilla: "\u0327",
  ring: "\u030a",
};

function glyphNameText(glyph: string): string {
  if (glyph.length === 1) return glyph;
  if (GLYPH_NAMES[glyph]) return GLYPH_NAMES[glyph];
  const uni = /^uni([0-9A-F]{4,6})$/i.exec(glyph) ?? /^u([0-9A-F]{4,6})$/i.exec(glyph);
  if (uni) return String.fromCodePoint(parseInt(uni[1]!, 16));
  const accented = /^([A-Za-z])(acute|grave|circumflex|tilde|dieresis|cedilla|ring)$/.exec(glyph);
  if (accented) return (accented[1]! + ACCENTS[accented[2]!]!).normalize("NFC");
  return "";
}

/** A ToUnicode CMap: code → text, and how many bytes a code takes. */
function readCMap(data: string): { map: Map<number, string>; bytes: number } {
  const map = new Map<number, string>();
  const codespace = /begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(data);
  let bytes = codespace ? codespace[1]!.length / 2 : 0;
  const utf16 = (hex: string) => {
    const units: number[] = [];
    for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
    if (hex.length === 2) units.push(parseInt(hex, 16));
    return String.fromCharCode(...units);
  };
  for (const [, block] of data.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) {
      map.set(parseInt(code!, 16), utf16(text!));
      bytes ||= code!.length / 2;
    }
  }
  for (const [, block] of data.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, rest] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
      const from = parseInt(low!, 16);
      const to = Math.min(parseInt(high!, 16), from + 0xffff);
      bytes ||= low!.length / 2;
      if (rest!.startsWith("[")) {
        [...rest!.matchAll(/<([0-9a-fA-F]*)>/g)].forEach(([, text], index) => map.set(from + index, utf16(text!)));
      } else {
        const base = rest!.slice(1, -1);
        const start = utf16(base);
        const last = start.charCodeAt(start.length - 1);
        for (let code = from; code <= to; code++) map.set(code, start.slice(0, -1) + String.fromCharCode(last + code - from));
      }
    }
  }
  return { map, bytes: bytes || 1 };
}

/** A CID font's widths: `c [w1 w2 …]` and `c1 c2 w` entries. */
function cidWidths(file: PdfFile, w: PdfValue): Map<number, number> {
  const widths = new Map<number, number>();
  const items = file.resolve(w);
  if (!Array.isArray(items)) return widths;
  for (let i = 0; i < items.length;) {
    const first = file.resolve(items[i]);
    const second = file.resolve(items[i + 1]);
    if (typeof first !== "number") break;
    if (Array.isArray(second)) {
      second.forEach((width, index) => widths.set(first + index, Number(file.resolve(width)) || 0));
      i += 2;
    } else {
      const width = Number(file.resolve(items[i + 2])) || 0;
      for (let code = first; code <= Number(second) && code - first < 0x10000; code++) widths.set(code, width);
      i += 3;
    }
  }
  return widths;
}

export function fontReader(file: PdfFile, font: PdfDict): FontReader {
  const subtype = name(file.resolve(font.get("Subtype")));
  const baseFont = name(file.resolve(font.get("BaseFont"))) ?? "";
  const bold = /bold|black|heavy|semibold|demi/i.test(baseFont);
  const toUnicode = file.streamOf(font.get("ToUnicode"));
  const cmap = toUnicode ? readCMap(file.decode(toUnicode)) : null;
  if (subtype === "Type0") {
    const descendants = file.resolve(font.get("DescendantFonts"));
    const descendant = file.dict(Array.isArray(descendants) ? descendants[0] : undefined);
    const widths = descendant ? cidWidths(file, descendant.get("W") ?? null) : new Map<number, number>();
    const fallback = Number(file.resolve(descendant?.get("DW"))) || 1000;
    const bytes = 2;
    return {
      bold,
      glyphs(string) {
        const glyphs: Glyph[] = [];
        for (let i = 0; i + 1 < string.length; i += bytes) {
          const code = (string.charCodeAt(i) << 8) | string.charCodeAt(i + 1);
          glyphs.push({ code, bytes, text: cmap?.map.get(code) ?? "", width: widths.get(code) ?? fallback });
        }
        return glyphs;
      },
    };
  }
  const first = Number(file.resolve(font.get("FirstChar"))) || 0;
  const widthList = file.resolve(font.get("Widths"));
  const encoding = file.resolve(font.get("Encoding"));
  const differences = new Map<number, string>();
  const differencesList = encoding instanceof Map ? file.resolve(encoding.get("Differences")) : null;
  if (Array.isArray(differencesList)) {
    let code = 0;
    for (const item of differencesList) {
      if (typeof item === "number") code = item;
      else if (item instanceof PdfName) differences.set(code++, glyphNameText(item.name));
    }
  }
  const cmapBytes = cmap?.bytes ?? 1;
  return {
    bold,
    glyphs(string) {
      const glyphs: Glyph[] = [];
      for (let i = 0; i + cmapBytes <= string.length; i += cmapBytes) {
        const code = cmapBytes === 2 ? (string.charCodeAt(i) << 8) | string.charCodeAt(i + 1) : string.charCodeAt(i);
        const text = cmap?.map.get(code) ?? differences.get(code) ?? winAnsi(code);
        const width = Array.isArray(widthList) ? Number(file.resolve(widthList[code - first])) || 0 : 500;
        glyphs.push({ code, bytes: cmapBytes, text, width });
      }
      return glyphs;
    },
  };
}

/** A content stream's operations: operands, then their operator. */
export function* operations(data: string): Generator<{ op: string; args: PdfValue[] }> {
  const lexer = new PdfLexer(data);
  let args: PdfValue[] = [];
  for (;;) {
    const value = lexer.next();
    if (value === undefined) return;
    if (value instanceof PdfOperator) {
      if (value.op === "BI") {
        // An inline image: its bytes run to the "EI" that ends it.
        const end = data.indexOf("EI", lexer.at);
        lexer.at = end < 0 ? data.length : end + 2;
        args = [];
        continue;
      }
      yield { op: value.op, args };
      args = [];
    } else args.push(value);
  }
}
