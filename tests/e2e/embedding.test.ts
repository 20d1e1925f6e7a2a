import type { Frame } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectPageProblems, freshPagePerTest } from "./support/browser";

// The e2e Worker allows http://embed.localhost:{port} and http://*.hosts.localhost:{port} (EMBED_ORIGINS, set from the real port).
const port = inject("port");

const session = freshPagePerTest();

/** The example host page (a real page of the e2e Worker) on `host`, framing the app's `path`. */
async function frameFrom(host: string, path: string): Promise<Frame> {
  await session.page.goto(`http://${host}:${port}/embed-example?path=${encodeURIComponent(path)}`);
  const frame = await (await session.page.waitForSelector("iframe#policysmith")).contentFrame();
  if (!frame) throw new Error("no frame");
  await frame.waitForLoadState("domcontentloaded");
  return frame;
}

/** What the framed document shows: the generator's form, or the browser's error page when it refused. */
const showsGenerator = (frame: Frame) =>
  frame
    .locator("textarea")
    .count()
    .then((n) => n > 0);
const refused = (frame: Frame) => frame.url().startsWith("chrome-error:");

describe("embedding", () => {
  it("a listed origin can frame the cardholders' generator", async () => {
    const frame = await frameFrom("embed.localhost", "/for-cardholders");
    await expect.poll(() => showsGenerator(frame)).toBe(true);
    // The browser denies a framed page its storage here (third-party storage): the app must still run.
    await expect.poll(() => frame.getByRole("button", { name: "Generate policy" }).isEnabled()).toBe(true);
    expect(await frame.getByText("Something went wrong").count()).toBe(0);
  });

  it("an unlisted origin cannot frame it", async () => {
    const frame = await frameFrom("elsewhere.localhost", "/for-cardholders");
    await expect.poll(() => refused(frame)).toBe(true);
    expect(await showsGenerator(frame)).toBe(false);
    // Chromium says why on the host's console: the refusal this test provokes.
    await expect
      .poll(() => expectPageProblems(/violates the following Content Security Policy directive: "frame-ancestors /).length)
      .toBeGreaterThan(0);
  });

  it("even a listed origin cannot frame any other page", async () => {
    const frame = await frameFrom("embed.localhost", "/");
    await expect.poll(() => refused(frame)).toBe(true);
    expect(await showsGenerator(frame)).toBe(false);
    await expect
      .poll(() => expectPageProblems(/violates the following Content Security Policy directive: "frame-ancestors 'none'"/).length)
      .toBeGreaterThan(0);
  });

  it("the example host page sizes the iframe to the generator's height", async () => {
    await session.page.goto(`http://embed.localhost:${port}/embed-example`);
    const iframe = session.page.locator("iframe#policysmith");
    await expect.poll(() => iframe.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(1_000);
    const frame = (await (await iframe.elementHandle())!.contentFrame())!;
    await expect.poll(() => showsGenerator(frame)).toBe(true);
    // The generator may grow a little after it first shows; the host follows every height the frame
    // posts, so the iframe's height and the content's agree once the page settles.
    const mismatch = async () =>
      (await iframe.evaluate((element) => Math.round(element.getBoundingClientRect().height))) -
      (await frame.evaluate(() => document.documentElement.scrollHeight));
    await expect.poll(mismatch).toBe(0);
  });

  /** The height the example page on `host` gives its iframe, once the generator shows. */
  async function sizedFrom(host: string) {
    await session.page.goto(`http://${host}:${port}/embed-example`);
    const iframe = session.page.locator("iframe#policysmith");
    const frame = (await (await iframe.elementHandle())!.contentFrame())!;
    await expect.poll(() => showsGenerator(frame)).toBe(true);
    return iframe;
  }

  it("a host matching a wildcard entry gets the height messages at its own origin", async () => {
    const iframe = await sizedFrom("eu.hosts.localhost");
    await expect.poll(() => iframe.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(1_000);
  });

  it("without location.ancestorOrigins (as in Firefox), the host's hello tells the generator where to send its height", async () => {
    await session.page
      .context()
      .addInitScript(() => Object.defineProperty(Location.prototype, "ancestorOrigins", { get: () => undefined }));
    const iframe = await sizedFrom("eu.hosts.localhost");
    await expect.poll(() => iframe.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(1_000);
  });
});
