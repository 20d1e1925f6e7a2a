// Browser tests drive Debian's Chromium headless shell (the old headless mode Playwright itself
// prefers: the e2e suite runs about 40 % faster than under the full browser's new headless mode):
// install it (and the readers the export tests use: poppler's pdftotext, qpdf, pandoc) when missing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const PACKAGES = ["chromium-headless-shell", "fonts-noto-core", "poppler-utils", "qpdf", "pandoc"];

function missingPackages() {
  return PACKAGES.filter((name) => spawnSync("dpkg", ["-s", name], { stdio: "ignore" }).status !== 0);
}

export function ensureChromium() {
  const missing = existsSync(CHROMIUM) ? missingPackages() : PACKAGES;
  if (missing.length === 0) return;
  console.log(`› Installing Debian packages: ${missing.join(" ")}…`);
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const apt = (args) => {
    const [command, ...rest] = [...asRoot, "apt-get", ...args];
    return spawnSync(command, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status === 0;
  };
  const ok = apt(["update", "-qq"]) && apt(["install", "-y", "-qq", "--no-install-recommends", ...missing]);
  if (!ok || !existsSync(CHROMIUM)) {
    const error = new Error(
      `Could not install ${missing.join(", ")} with apt-get. The browser tests need Debian's Chromium at ${CHROMIUM}: ` +
        `install it as root (apt-get install chromium-headless-shell fonts-noto-core poppler-utils qpdf pandoc) or set CHROMIUM_PATH, then run npm test again.`,
    );
    error.exitCode = 1;
    throw error;
  }
}
