import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderPolicyHtml } from "./render-html";
import { safeUrl } from "./safe-url";
import { problems } from "./html-problems";

/*
 * Third-party attack material (`../shared/corpora`, read in place) through the policy renderer,
 * checked with a real HTML tokenizer: what a browser would build from the output.
 */

const CORPORA = join(process.cwd(), "..", "shared", "corpora");
const hasCorpora = existsSync(CORPORA);
if (!hasCorpora) console.warn(`Third-party corpora absent (${CORPORA}): the renderer runs the project's own vectors only.`);
/** XSS and markdown vectors the project writes itself: they run on every clone. */
const OWN_VECTORS = join(process.cwd(), "tests", "vectors", "xss-and-markdown.txt");

function corpusPayloads(): Array<[string, string]> {
  const payloads: Array<[string, string]> = [];
  const xss = join(CORPORA, "xss");
  for (const file of readdirSync(xss)) {
    const text = readFileSync(join(xss, file), "utf8");
    if (file.endsWith(".json")) {
      for (const item of JSON.parse(text) as Array<{ payload: string }>) payloads.push([file, item.payload]);
    } else {
      for (const line of text.split("\n")) if (line.trim()) payloads.push([file, line]);
    }
  }
  for (const file of ["markdown-it-xss.txt", "markdown-it-fatal.txt"]) {
    // Fixture format: blocks separated by lines holding a single "."; every block is fed as input.
    for (const chunk of readFileSync(join(CORPORA, "markdown", file), "utf8").split(/\n\.\n/))
      if (chunk.trim()) payloads.push([file, chunk]);
  }
  return payloads;
}

function redosInputs(): Array<[string, string]> {
  const dir = join(CORPORA, "markdown", "marked-redos");
  return readdirSync(dir).map((file) => [file, readFileSync(join(dir, file), "utf8")]);
}

describe("renderPolicyHtml with XSS and markdown payloads: the project's own, and the third-party corpora when present", () => {
  it("no payload, as markdown or inside a link, image or autolink, leaves anything a browser would run", () => {
    const own = readFileSync(OWN_VECTORS, "utf8")
      .split("\n")
      .filter((line) => line.trim())
      .map((line): [string, string] => ["own vectors", line]);
    expect(own.length).toBeGreaterThanOrEqual(20);
    const payloads = [...own, ...(hasCorpora ? corpusPayloads() : [])];
    if (hasCorpora) expect(payloads.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    for (const [file, payload] of payloads) {
      const oneLine = payload.replace(/\s+/g, " ");
      for (const markdown of [payload, `[link](${oneLine})`, `![image](${oneLine})`, `<${oneLine}>`, `| a |\n|---|\n| ${oneLine} |`]) {
        const found = problems(renderPolicyHtml(markdown));
        if (found.length) failures.push(`${file}: ${JSON.stringify(markdown).slice(0, 120)} → ${found.join(", ")}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.skipIf(!hasCorpora)(
    "every marked ReDoS input renders in 50 ms or less (after one warm-up run, median of 5: the machine is shared)",
    () => {
      const slow: string[] = [];
      for (const [file, markdown] of redosInputs()) {
        renderPolicyHtml(markdown);
        const times = [0, 1, 2, 3, 4].map(() => {
          const started = performance.now();
          renderPolicyHtml(markdown);
          return performance.now() - started;
        });
        const elapsed = times.sort((a, b) => a - b)[2] ?? Infinity;
        if (elapsed > 50) slow.push(`${file}: ${elapsed.toFixed(1)} ms`);
      }
      expect(slow).toEqual([]);
    },
  );
});

describe("renderPolicyHtml", () => {
  it("renders headings, emphasis, lists, tables and links as HTML", () => {
    const html = renderPolicyHtml(
      "# Política de viajes\n\n## Comidas\n\nTexto con **negrita** y *cursiva*.\n\n- uno\n- dos\n\n1. primero\n2. segundo\n\n| Rol | Límite |\n|---|---:|\n| Gerente | R$ 500 |\n\n[Sitio](https://example.com/a?b=1&c=2)",
    );
    expect(html).toContain("<h1>Política de viajes</h1>");
    expect(html).toContain("<h2>Comidas</h2>");
    expect(html).toContain("<strong>negrita</strong>");
    expect(html).toContain("<em>cursiva</em>");
    expect(html).toMatch(/<ul>\s*<li>uno<\/li>\s*<li>dos<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>primero<\/li>/);
    expect(html).toContain('<th style="text-align: right">Límite</th>');
    expect(html).toContain('<td style="text-align: right">R$ 500</td>');
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">Sitio</a>');
  });

  it("strips a code fence around the whole policy", () => {
    expect(renderPolicyHtml("```markdown\n# Title\n\nBody\n```")).toBe("<h1>Title</h1>\n<p>Body</p>\n");
  });

  it("leaves out the opening top-level title when asked, and nothing else", () => {
    const markdown = "```markdown\n# Política de viajes de Acme\n\nResumen.\n\n## Comidas\n\n# Anexo\n```";
    expect(renderPolicyHtml(markdown, { withoutTitle: true })).toBe("<p>Resumen.</p>\n<h2>Comidas</h2>\n<h1>Anexo</h1>\n");
    // A policy that opens with a section (no title) or with text keeps its first block.
    expect(renderPolicyHtml("## Propósito\n\nTexto", { withoutTitle: true })).toBe("<h2>Propósito</h2>\n<p>Texto</p>\n");
    expect(renderPolicyHtml("Texto\n\n# Título", { withoutTitle: true })).toBe("<p>Texto</p>\n<h1>Título</h1>\n");
  });

  it("shows raw HTML as text", () => {
    const html = renderPolicyHtml('<script>alert(1)</script>\n\nHello <img src=x onerror="alert(1)">');
    expect(problems(html)).toEqual([]);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("keeps only allowed or relative addresses, even obfuscated ones", () => {
    for (const kept of [
      "https://a.example/x",
      "http://a.example",
      "mailto:a@b.example",
      "irc://irc.example/c",
      "ircs://x",
      "xmpp:a@b",
      "/relative/path",
      "relative",
      "#anchor",
      "?q=1",
    ]) {
      expect(safeUrl(kept)).toBe(kept);
    }
    for (const refused of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "jav&#x09;ascript:alert(1)",
      "jav&#9;ascript:alert(1)",
      "\u0000javascript:alert(1)",
      " javascript:alert(1)",
      "java\nscript:alert(1)",
      "javascript&colon;alert(1)",
      "&#106;avascript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html,<script>",
      "data:image/png;base64,AAAA",
      "//evil.example",
      "\\\\evil.example",
      "/\\evil.example",
      "file:///etc/passwd",
      "javascript&#58alert(1)",
    ]) {
      expect(safeUrl(refused), refused).toBe("");
    }
    expect(renderPolicyHtml("![x](data:image/png;base64,AAAA) [y](jav&#x09;ascript:alert(1))")).toContain('src=""');
    expect(renderPolicyHtml("[y](jav&#x09;ascript:alert(1))")).toContain('href=""');
  });

  it("never links to the site's own API: a policy cannot sign its reader out or make calls in their name", () => {
    for (const refused of [
      "/api/logout",
      "/API/logout",
      "api/logout",
      "./api/logout",
      "../api/policies",
      "/api",
      "/api?x=1",
      "\\api/logout".slice(1),
    ]) {
      expect(safeUrl(refused), refused).toBe("");
    }
    for (const kept of ["/apis", "/apiary/x", "/p/api-guide", "https://other.example/api/logout"]) expect(safeUrl(kept), kept).toBe(kept);
    expect(renderPolicyHtml("[Sign out](/api/logout)")).not.toContain("/api/logout");
  });
});
