// The JavaScript a browser downloads for a page of the production build, gzipped: the Remix manifest
// script, the client entry, and every route module (with its modulepreloaded chunks) the page matches.
// Plus the largest language catalogue, which the client entry imports before it hydrates. Other
// chunks loaded by a dynamic `import()` are not counted: the first visit does not wait for them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

type ManifestEntry = { module: string; imports?: string[] };
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry & { id: string }> };

const ASSETS_DIR = "public/build";
const PUBLIC_PATH = "/build/";

export function readManifest(assetsDir = ASSETS_DIR): { file: string; manifest: Manifest } {
  const file = readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no Remix manifest in ${assetsDir}: run \`remix build\` first`);
  const source = readFileSync(join(assetsDir, file), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return { file: `${PUBLIC_PATH}${file}`, manifest: JSON.parse(json) as Manifest };
}

/** Every script URL the page of these route ids loads up front (deduplicated). */
export function pageScripts(routeIds: string[], assetsDir = ASSETS_DIR): string[] {
  const { file, manifest } = readManifest(assetsDir);
  const scripts = new Set<string>([file, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    scripts.add(route.module);
    for (const chunk of route.imports ?? []) scripts.add(chunk);
  }
  return [...scripts];
}

export function gzipBytes(url: string, assetsDir = ASSETS_DIR): number {
  const path = join(assetsDir, url.slice(PUBLIC_PATH.length));
  return gzipSync(readFileSync(path), { level: 9 }).byteLength;
}

/** The biggest of the per-language catalogue chunks (`_shared/{en,es,pt-BR}-HASH.js`). */
function largestCatalogue(assetsDir: string): string {
  const catalogues = readdirSync(join(assetsDir, "_shared"))
    .filter((name) => /^(en|es|pt-BR)-[A-Z0-9]+\.js$/.test(name))
    .map((name) => `${PUBLIC_PATH}_shared/${name}`);
  if (catalogues.length !== 3) throw new Error(`expected three language catalogue chunks, found ${catalogues.length}`);
  return catalogues.sort((a, b) => gzipBytes(b, assetsDir) - gzipBytes(a, assetsDir))[0]!;
}

/** Gzipped kilobytes (1 KB = 1024 bytes) of the JavaScript `/` loads before it is interactive. */
export function generatorPageScriptKB(assetsDir = ASSETS_DIR) {
  const scripts = [...pageScripts(["root", "routes/_index"], assetsDir), largestCatalogue(assetsDir)];
  const sizes = scripts.map((url) => ({ url, kb: gzipBytes(url, assetsDir) / 1024 }));
  return { totalKB: sizes.reduce((sum, entry) => sum + entry.kb, 0), sizes: sizes.sort((a, b) => b.kb - a.kb) };
}

if (process.argv[1]?.endsWith("browser-js.ts")) {
  const { totalKB, sizes } = generatorPageScriptKB();
  for (const { url, kb } of sizes) console.log(`${kb.toFixed(1).padStart(7)} KB  ${url}`);
  console.log(`${totalKB.toFixed(1).padStart(7)} KB  total`);
}
