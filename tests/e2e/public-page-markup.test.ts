import { describe, expect, inject, it } from "vitest";
import { sharedBrowser, waitForHydration } from "./support/browser";

/*
 * A shared page carries its policy text once, in the markup, not again in the page's data: the
 * browser keeps the text it received through hydration, and a client-side switch to another
 * language version gets that version's text from Remix's data request.
 */

const origin = inject("origin");
const browser = sharedBrowser();

async function signedInCookie() {
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "markup-once@example.com", firstName: "Mark" }),
  });
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

/** A plain sentence from the middle of a text (no markup in its first 30 characters). */
function sentenceOf(markdown: string): string {
  const lines = markdown.split("\n").filter((line) => /^[A-ZÁÉÍÓÚÑ][^*_`[\]|#<>&"']{30}/.test(line));
  return lines[Math.floor(lines.length / 2)]!.slice(0, 30);
}

async function post<T>(path: string, cookie: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { Origin: origin, Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe("the shared page's text (composer)", () => {
  it("is in the markup once, stays through hydration, and follows a client-side switch of language", async () => {
    const cookie = await signedInCookie();
    const english = await post<{ slug: string; groupId: string; policyMarkdown: string }>("/api/policies/generate", cookie, {
      userInput: "Company Name: Markup Once Ltd\nCountry: Mexico\nCurrency: MXN\nEmployees: 40",
      language: "en",
      companyName: "Markup Once Ltd",
    });
    const spanish = await post<{ slug: string; policyMarkdown: string }>(`/api/policies/group/${english.groupId}/versions`, cookie, {
      language: "es",
    });

    const source = await (await fetch(`${origin}/p/${english.slug}`)).text();
    // A sentence of the text's own: in the article, and nowhere in the data script after it.
    const sentence = sentenceOf(english.policyMarkdown);
    expect(source.split(sentence).length - 1).toBe(1);
    expect(source.indexOf(sentence)).toBeLessThan(source.indexOf("streamController.enqueue"));

    const page = await (await browser().newContext()).newPage();
    await page.goto(`${origin}/p/${english.slug}`);
    await waitForHydration(page);
    const article = page.locator("article.policy-prose");
    // Hydrated and sanitised again in the browser: the text the markup gave is all still there.
    await expect.poll(() => article.innerText()).toContain(sentence);
    expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(5);

    await page.getByRole("link", { name: "Español" }).click();
    await page.waitForURL(`${origin}/p/${spanish.slug}`);
    await expect.poll(() => article.getAttribute("lang")).toBe("es");
    await expect.poll(() => article.innerText()).toContain(sentenceOf(spanish.policyMarkdown));
    expect(await article.innerText()).not.toContain(sentence);

    await page.goBack();
    await expect.poll(() => article.innerText()).toContain(sentence);
    await page.context().close();
  });
});
