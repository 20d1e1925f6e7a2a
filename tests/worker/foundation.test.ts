import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const page = (url: string, init?: RequestInit) => SELF.fetch(url, init);

describe("GET /api/sample-inputs", () => {
  it("returns the four seeded samples, in English, with id, name and content", async () => {
    const response = await page("http://localhost/api/sample-inputs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const samples = (await response.json()) as Array<Record<string, unknown>>;
    expect(samples.map((sample) => sample.name)).toEqual(["Colombia", "Brazil", "Mexico", "United States"]);
    for (const sample of samples) {
      expect(Object.keys(sample).sort()).toEqual(["content", "id", "name"]);
      expect(sample.content).toMatch(/^Company Name: .+\nCountry: .+\nCurrency: [A-Z]{3}\n/);
    }
  });

  it("leaves out inactive samples", async () => {
    await env.DB.prepare("UPDATE sample_inputs SET is_active = 0 WHERE name = 'Brazil'").run();
    const samples = (await (await page("http://localhost/api/sample-inputs")).json()) as Array<{ name: string }>;
    expect(samples.map((sample) => sample.name)).toEqual(["Colombia", "Mexico", "United States"]);
    await env.DB.prepare("UPDATE sample_inputs SET is_active = 1 WHERE name = 'Brazil'").run();
  });
});

describe("seeded master prompt", () => {
  it("is the default English prompt with its three placeholders and nine sections", async () => {
    const row = await env.DB.prepare("SELECT name, language, prompt, is_active FROM master_prompts").first<{
      name: string;
      language: string;
      prompt: string;
      is_active: number;
    }>();
    expect(row).toMatchObject({ name: "Master Prompt - English", language: "en", is_active: 1 });
    for (const placeholder of ["{{companyDetails}}", "{{currency}}", "{{language}}"]) expect(row!.prompt).toContain(placeholder);
    expect(row!.prompt).toContain("9. Effective Date and Review Schedule");
  });
});

describe("sites: host decides language and country", () => {
  const cases = [
    ["http://localhost/", "en", "Travel &amp; Expense Policy Generator"],
    ["http://es.localhost/", "es", "Generador de políticas de viajes y gastos"],
    ["http://pt.localhost/", "pt-BR", "Gerador de políticas de viagens e despesas"],
  ] as const;

  for (const [url, lang, title] of cases) {
    it(`${new URL(url).host} renders <html lang="${lang}">`, async () => {
      const response = await page(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`<title>${title}`);
      expect(response.headers.get("content-language")).toBe(lang);
    });
  }

  it("lets the preference cookie win over the host", async () => {
    const html = await (await page("http://es.localhost/", { headers: { Cookie: "preferredLanguage=pt-BR" } })).text();
    expect(html).toContain('<html lang="pt-BR"');
  });

  it("ignores an unsupported preference", async () => {
    const html = await (await page("http://es.localhost/", { headers: { Cookie: "preferredLanguage=fr" } })).text();
    expect(html).toContain('<html lang="es"');
  });

  it("sets canonical per site and hreflang alternates per path, English as x-default", async () => {
    const html = await (await page("http://es.localhost/policies/missing-page")).text();
    expect(html).toContain('<link rel="canonical" href="http://es.localhost:8787/policies/missing-page"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="pt-BR" href="http://pt.localhost:8787/policies/missing-page"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://localhost:8787/policies/missing-page"/>');
  });
});

describe("unknown paths", () => {
  it("answer 404 with 'Page Not Found' and the router hint, inside the shell", async () => {
    const response = await page("http://localhost/definitely/not/here");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("forget to add the page to the router");
    expect(html).toContain("© 2025 Northwind Card");
  });

  it("are translated on the Portuguese site", async () => {
    const response = await page("http://pt.localhost/nada");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Página não encontrada");
  });
});
