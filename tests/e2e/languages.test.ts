import { describe, expect, inject, it } from "vitest";
import { freshPagePerTest, waitForHydration } from "./support/browser";

const port = inject("port");
const site = (host: string, path = "/") => `http://${host}:${port}${path}`;

const session = freshPagePerTest();

describe("each site opens in its own language", () => {
  it("localhost is English, with the Mexico sample preselected", async () => {
    await session.page.goto(site("localhost"));
    expect(await session.page.getAttribute("html", "lang")).toBe("en");
    await expect.poll(() => session.page.getByRole("heading", { level: 1 }).textContent()).toContain("travel and expense policy");
    await expect
      .poll(() => session.page.getByLabel("Company name", { exact: true }).inputValue())
      .toBe("Grupo Industrial del Bajío S.A. de C.V.");
    expect(await session.page.getByRole("button", { name: "Generate policy" }).isEnabled()).toBe(true);
  });

  it("es.localhost is Spanish, with the Colombia sample in Spanish", async () => {
    await session.page.goto(site("es.localhost"));
    expect(await session.page.getAttribute("html", "lang")).toBe("es");
    await expect.poll(() => session.page.getByLabel("Nombre de la empresa", { exact: true }).inputValue()).toBe("Andina Logística S.A.S.");
    expect(await session.page.getByLabel("Describe tu empresa y tus reglas de gastos", { exact: true }).inputValue()).toContain(
      "País: Colombia",
    );
  });

  it("pt.localhost is Portuguese, with the Brazil sample", async () => {
    await session.page.goto(site("pt.localhost"));
    expect(await session.page.getAttribute("html", "lang")).toBe("pt-BR");
    await expect.poll(() => session.page.getByLabel("Nome da empresa", { exact: true }).inputValue()).toBe("Vale Verde Tecnologia Ltda.");
    expect(await session.page.getByRole("button", { name: "Gerar política" }).isVisible()).toBe(true);
  });
});

describe("the language selector", () => {
  it("switches the page at once and the choice survives a reload", async () => {
    await session.page.goto(site("localhost"));
    await waitForHydration(session.page);
    await session.page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Português" });
    await expect.poll(() => session.page.getAttribute("html", "lang")).toBe("pt-BR");
    await expect.poll(() => session.page.getByRole("button", { name: "Gerar política" }).count()).toBe(1);
    expect(await session.page.evaluate(() => window.localStorage.getItem("preferredLanguage"))).toBe("pt-BR");
    const cookies = await session.context.cookies();
    expect(cookies.find((cookie) => cookie.name === "preferredLanguage")?.value).toBe("pt-BR");

    await session.page.reload();
    // Rendered in Portuguese by the server: no flash of English on first paint.
    const response = await session.page.request.get(site("localhost"));
    expect(await response.text()).toContain('<html lang="pt-BR"');
    expect(await session.page.getAttribute("html", "lang")).toBe("pt-BR");
    expect(await session.page.getByRole("heading", { level: 1 }).textContent()).toContain("Sua política de viagens e despesas");
  });

  it("re-localises the chosen sample when the language changes", async () => {
    await session.page.goto(site("localhost"));
    await waitForHydration(session.page);
    await expect.poll(() => session.page.getByLabel("Company name", { exact: true }).inputValue()).not.toBe("");
    await session.page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Español" });
    await expect
      .poll(() => session.page.getByLabel("Describe tu empresa y tus reglas de gastos", { exact: true }).inputValue())
      .toContain("País: México");
    expect(await session.page.getByLabel("Nombre de la empresa", { exact: true }).inputValue()).toBe(
      "Grupo Industrial del Bajío S.A. de C.V.",
    );
  });

  it("a stored preference wins over the host on another site too", async () => {
    await session.page.goto(site("es.localhost"));
    await waitForHydration(session.page);
    await session.page.getByRole("combobox", { name: "Idioma" }).selectOption({ label: "English" });
    await expect.poll(() => session.page.getAttribute("html", "lang")).toBe("en");
    await session.page.goto(site("es.localhost", "/?again"));
    expect(await session.page.getAttribute("html", "lang")).toBe("en");
  });
});

describe("unknown paths", () => {
  it("show Page Not Found with the router hint and a way home", async () => {
    const response = await session.page.goto(site("localhost", "/no/such/page"));
    expect(response?.status()).toBe(404);
    expect(await session.page.getByRole("heading", { name: "Page Not Found" }).isVisible()).toBe(true);
    expect(await session.page.getByTestId("router-hint").textContent()).toContain("router");
    await session.page.getByRole("link", { name: "Back to Home" }).click();
    await session.page.waitForURL(site("localhost", "/"));
    await session.page.getByRole("button", { name: "Generate policy" }).waitFor();
  });
});
