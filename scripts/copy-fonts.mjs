// Copies the PDF fonts from their npm packages into public/fonts (served as static assets, fetched
// by the Worker at export time; see app/lib/export/export-fonts.server.ts). Run by `npm run build`.
import { copyFileSync, existsSync, mkdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const noto = (file) => join(dirname(require.resolve("@expo-google-fonts/noto-sans/package.json")), file);
const dejavu = (file) => join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf", file);

// Resolved when called, not when imported: setup.mjs imports this before a fresh clone has its packages.
const fonts = () => ({
  "NotoSans-Regular.ttf": noto("400Regular/NotoSans_400Regular.ttf"),
  "NotoSans-Bold.ttf": noto("700Bold/NotoSans_700Bold.ttf"),
  "NotoSans-Italic.ttf": noto("400Regular_Italic/NotoSans_400Regular_Italic.ttf"),
  "NotoSans-BoldItalic.ttf": noto("700Bold_Italic/NotoSans_700Bold_Italic.ttf"),
  "DejaVuSans.ttf": dejavu("DejaVuSans.ttf"),
});

export function copyFonts() {
  const target = join(root, "public", "fonts");
  mkdirSync(target, { recursive: true });
  for (const [name, source] of Object.entries(fonts())) {
    const destination = join(target, name);
    if (existsSync(destination) && statSync(destination).size === statSync(source).size) continue;
    copyFileSync(source, destination);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) copyFonts();
