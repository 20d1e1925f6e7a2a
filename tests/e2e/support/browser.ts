import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";

/** Debian's Chromium headless shell (installed by `npm test`), offline-safe flags; `--no-sandbox` for root. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/**
 * What went wrong in any page of the current test: uncaught errors and console errors (a CSP
 * violation, a hydration error, React's #345 are all console errors). A failed request is the
 * test's own business (it asserts statuses), so "Failed to load resource" is not collected.
 */
const pageProblems: string[] = [];
/** Problems a test provokes on purpose: matched ones are removed from the list (call it before the test ends). */
export function expectPageProblems(pattern: RegExp): string[] {
  const matched = pageProblems.filter((problem) => pattern.test(problem));
  for (const problem of matched) pageProblems.splice(pageProblems.indexOf(problem), 1);
  return matched;
}
/**
 * Fails the current test on a page problem it did not expect. tests/e2e/support/setup.ts registers
 * it after every e2e test: a setup file runs for each test file, while this module is evaluated once
 * per test worker (isolate: false).
 */
export function expectNoPageProblems() {
  const problems = pageProblems.splice(0);
  expect(problems, "page errors or console errors in Chromium").toEqual([]);
}

function watch(context: BrowserContext): BrowserContext {
  context.on("page", (page) => {
    page.on("pageerror", (error) => pageProblems.push(`${page.url()}: uncaught ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !/^Failed to load resource/.test(message.text()))
        pageProblems.push(`${page.url()}: console.error ${message.text()}`);
    });
  });
  return context;
}

/** Chromium with every context watched, however a test opens it. */
async function watchedBrowser(): Promise<Browser> {
  const browser = await launch();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watch(await newContext(options));
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    return context.newPage();
  };
  return browser;
}

/**
 * Under Vitest, one Chromium per test worker, for all the files it runs one after the other (a
 * launch cost about 1.4 s of CPU, once per file before); it ends with the worker.
 */
let workerBrowser: Promise<Browser> | undefined;

/**
 * A Chromium for a test file (or the benchmark). Under Vitest it is the worker's: every test still
 * opens its own contexts, and this file's `close()` closes the contexts the file opened, not the
 * browser. Anywhere else, a browser of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!process.env.VITEST) return watchedBrowser();
  workerBrowser ??= watchedBrowser();
  const shared = await workerBrowser;
  const opened = new Set<BrowserContext>();
  const file = Object.create(shared) as Browser;
  file.newContext = async (options) => {
    const context = await shared.newContext(options);
    opened.add(context);
    context.once("close", () => opened.delete(context));
    return context;
  };
  file.newPage = async (options) => {
    const context = await file.newContext(options);
    return context.newPage();
  };
  file.contexts = () => [...opened];
  file.close = async () => {
    await Promise.all([...opened].map((context) => context.close()));
  };
  return file;
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-default-apps",
      "--disable-extensions",
      "--disable-quic",
    ],
  });
}

/**
 * One browser for a test file and a fresh context and page for each test (no cookies or storage
 * carried over). Read `session.page` and `session.context` inside the tests.
 */
export function freshPagePerTest() {
  const session = {} as { browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  beforeEach(async () => {
    await session.context?.close();
    session.context = await session.browser.newContext();
    session.page = await session.context.newPage();
  });
  return session;
}

/** Waits until React has hydrated the page (root.tsx marks `<html data-hydrated>`): a click before would post the plain form. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** One Chromium for a whole test file: launched before its first test, closed after its last. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the shared browser is used before beforeAll launched it");
    return browser;
  };
}

/** Every generation request body the page sends. */
export function generationBodies(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/policies/generate"))
      bodies.push(JSON.parse(request.postData() ?? "{}"));
  });
  return bodies;
}
