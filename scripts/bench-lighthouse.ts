// Lighthouse scores for the generator page and a shared policy, printed in the bench table (no
// budget: a score on a loaded 2-core machine under `wrangler dev` is a reading, not a promise).
// Lighthouse 12.2.3 is the last line that installs from our lock and runs on Node 20; it drives
// Debian's Chromium headless shell, the browser the e2e journeys use.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH } from "../tests/e2e/support/browser";
import type { BenchTable } from "./bench-table";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** One Lighthouse run (desktop settings, no throttling: the page as this machine serves it). */
async function scores(url: string, port: number): Promise<Record<(typeof CATEGORIES)[number], number>> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
    {
      extends: "lighthouse:default",
      settings: { formFactor: "desktop", screenEmulation: { disabled: true }, throttlingMethod: "provided" },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const categories = result.lhr.categories;
  return Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as Record<
    (typeof CATEGORIES)[number],
    number
  >;
}

export async function benchLighthouse(pages: Array<{ name: string; url: string }>, table: BenchTable): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    for (const { name, url } of pages) {
      const score = await scores(url, chrome.port);
      for (const category of CATEGORIES) table.value(`Lighthouse ${category}, ${name}`, "/100", score[category], "—", null);
    }
  } finally {
    chrome.kill();
  }
}
