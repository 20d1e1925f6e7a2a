// Builds the PDF fonts from their npm packages into public/fonts (static assets, fetched by the
// Worker at export time; see app/lib/export/pdf-fonts.server.ts). Run by `npm run build`, the test
// and start set-up and the benchmark.
//
// Each face is subset here, once, to the characters a policy in English, Spanish or Portuguese
// needs, so the Worker embeds ready-made bytes and carries no font parser or subsetter (fontkit
// alone was a third of its bundle). One JSON file per face holds the TrueType subset (deflated,
// as the PDF's FontFile2 stream), its ToUnicode CMap (deflated) and the metrics layout needs.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const noto = (file) => join(dirname(require.resolve("@expo-google-fonts/noto-sans/package.json")), file);
const dejavu = (file) => join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf", file);

/** Bump when the output format changes, so an existing public/fonts is rebuilt. */
const FORMAT = 1;

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Text faces: Basic Latin, Latin-1, Latin Extended-A (every Western and Central European name),
 * the Romanian comma letters, spacing accents, general punctuation, every currency sign and the
 * letterlike symbols (№ ™). Anything else a policy holds is drawn by the fallback or replaced.
 */
const TEXT = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0x17f),
  0x192,
  ...range(0x218, 0x21b),
  ...range(0x2c6, 0x2dd),
  ...range(0x2000, 0x206f),
  ...range(0x20a0, 0x20cf),
  ...range(0x2100, 0x214f),
  0x2212,
  0xfb01,
  0xfb02,
];
/** The fallback face: the symbols Noto lacks (arrows, ≥ ≤, ✓, ☐, boxes…) and the visible replacement �. */
const SYMBOLS = [
  ...range(0x2190, 0x21ff),
  ...range(0x2200, 0x22ff),
  ...range(0x2460, 0x2473),
  ...range(0x25a0, 0x25ff),
  ...range(0x2600, 0x2613),
  0x261b,
  0x261e,
  0x2639,
  0x263a,
  0x26a0,
  0x26a1,
  ...range(0x2713, 0x2718),
  ...range(0x2794, 0x27bf),
  0xfffd,
];

// Resolved when called, not when imported: setup.mjs imports this before a fresh clone has its packages.
const faces = () => ({
  regular: { source: noto("400Regular/NotoSans_400Regular.ttf"), characters: TEXT },
  bold: { source: noto("700Bold/NotoSans_700Bold.ttf"), characters: TEXT },
  italic: { source: noto("400Regular_Italic/NotoSans_400Regular_Italic.ttf"), characters: TEXT },
  boldItalic: { source: noto("700Bold_Italic/NotoSans_700Bold_Italic.ttf"), characters: TEXT },
  fallback: { source: dejavu("DejaVuSans.ttf"), characters: SYMBOLS },
});

const hex = (value) => value.toString(16).padStart(4, "0");
const utf16Hex = (code) =>
  code > 0xffff
    ? String.fromCodePoint(code)
        .split("")
        .map((unit) => hex(unit.charCodeAt(0)))
        .join("")
    : hex(code);

/** The ToUnicode CMap (PDF 32000-1 §9.10.3), so text is extracted and searched as the characters it shows. */
function toUnicodeCMap(glyphToCode) {
  const entries = [...glyphToCode].sort((a, b) => a[0] - b[0]);
  const chunks = [];
  for (let start = 0; start < entries.length; start += 100) {
    const chunk = entries.slice(start, start + 100);
    chunks.push(`${chunk.length} beginbfchar\n${chunk.map(([gid, code]) => `<${hex(gid)}> <${utf16Hex(code)}>`).join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <ffff>",
    "endcodespacerange",
    ...chunks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

function subsetFace(fontkit, source, characters) {
  const font = fontkit.create(readFileSync(source));
  const subset = font.createSubset();
  // fontkit writes the short loca format (offsets / 2) for a small subset without padding the
  // glyphs to even lengths, which shifts every glyph after an odd one: pad them here.
  const addGlyph = subset._addGlyph.bind(subset);
  subset._addGlyph = (gid) => {
    const index = addGlyph(gid);
    const glyph = subset.glyf[index];
    if (glyph.length % 2) {
      // fontkit's own Buffer class (its streams reject Node's).
      const padded = glyph.constructor.alloc(glyph.length + 1);
      glyph.copy(padded);
      subset.glyf[index] = padded;
      subset.offset += 1;
    }
    return index;
  };
  const cmap = {};
  const glyphToCode = new Map();
  for (const code of characters) {
    if (!font.hasGlyphForCodePoint(code)) continue;
    const glyph = font.glyphForCodePoint(code);
    if (glyph.id === 0) continue;
    const gid = subset.includeGlyph(glyph);
    cmap[code] = gid;
    if (!glyphToCode.has(gid)) glyphToCode.set(gid, code);
  }
  const bytes = subset.encodeStream();
  const parts = [];
  bytes.on("data", (chunk) => parts.push(chunk));
  const ttf = new Promise((resolve) => bytes.on("end", () => resolve(Buffer.concat(parts))));
  const scale = 1000 / font.unitsPerEm;
  return ttf.then((data) => ({
    postScriptName: font.postscriptName,
    italic: Boolean(font.head.macStyle.italic),
    italicAngle: font.italicAngle,
    ascent: Math.round(font.ascent * scale),
    descent: Math.round(font.descent * scale),
    capHeight: Math.round((font.capHeight || font.ascent) * scale),
    xHeight: Math.round((font.xHeight || 0) * scale),
    bbox: [font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY].map((value) => Math.round(value * scale)),
    cmap,
    // Advance widths by subset glyph id, in thousandths of an em (the PDF's /W unit), read once
    // the subset is written: encoding appends the components of composite glyphs.
    widths: subset.glyphs.map((gid) => Math.round(font.getGlyph(gid).advanceWidth * scale)),
    fontFile: { length: data.length, deflated: deflateSync(data, { level: 9 }).toString("base64") },
    toUnicode: deflateSync(Buffer.from(toUnicodeCMap(glyphToCode), "latin1"), { level: 9 }).toString("base64"),
  }));
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

const target = join(root, "public", "fonts");
const destination = (face) => join(target, `pdf-${face}.json`);
const stale = () => {
  const script = mtime(fileURLToPath(import.meta.url));
  return Object.entries(faces()).filter(
    ([face, { source }]) => !(mtime(destination(face)) > script && mtime(destination(face)) > mtime(source)),
  );
};

async function writeFonts(entries) {
  mkdirSync(target, { recursive: true });
  const fontkit = require("@pdf-lib/fontkit");
  for (const [face, { source, characters }] of entries) {
    writeFileSync(destination(face), JSON.stringify({ format: FORMAT, ...(await subsetFace(fontkit, source, characters)) }));
  }
}

/**
 * Writes public/fonts/pdf-{face}.json for each face older than this script or its font. Synchronous
 * for its callers (set-up, benchmark, test configs): fontkit encodes asynchronously, so the work
 * runs in a child process.
 */
export function copyFonts() {
  // The whole TTFs earlier builds copied here would otherwise be deployed as assets for nothing.
  for (const old of ["NotoSans-Regular", "NotoSans-Bold", "NotoSans-Italic", "NotoSans-BoldItalic", "DejaVuSans"])
    rmSync(join(target, `${old}.ttf`), { force: true });
  if (stale().length === 0) return;
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`building the PDF fonts failed (${result.status})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeFonts(stale());
