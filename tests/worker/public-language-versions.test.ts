import { beforeAll, describe, expect, it } from "vitest";
import { call, signIn } from "./helpers";

/*
 * A shared policy's other language versions, for its visitors: linked in the page (each named in
 * itself) and in its head (hreflang as each version's page declares its language), and only while
 * their links are live.
 */

const ORIGIN = "http://localhost";
const PORTUGAL = "Company name: Lisboa Frete Lda.\nCountry: Portugal\nCurrency: EUR\nEmployees: 30\nMeals per day: 40";

let owner: string;
let ip = 0;
const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.19.38.${++ip}` },
});
type Made = { slug: string; groupId: string };
let english: Made;
let portuguese: Made;
let spanish: Made;

beforeAll(async () => {
  owner = await signIn("versions-public@example.com", "Olga");
  const generated = await call(`${ORIGIN}/api/policies/generate`, {
    method: "POST",
    cookie: owner,
    ...json({ userInput: PORTUGAL, language: "en", companyName: "Lisboa Frete Lda." }),
  });
  expect(generated.status).toBe(200);
  english = await generated.json<Made>();
  const add = async (language: string) => {
    const response = await call(`${ORIGIN}/api/policies/group/${english.groupId}/versions`, {
      method: "POST",
      cookie: owner,
      ...json({ language }),
    });
    expect(response.status).toBe(200);
    return response.json<Made>();
  };
  portuguese = await add("pt-BR");
  spanish = await add("es");
});

/** The page a visitor gets on `host`: the links of its "other languages" navigation and its head's alternates. */
async function shared(slug: string, host = "localhost") {
  const response = await call(`http://${host}/p/${slug}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const nav = /<nav aria-labelledby="([^"]+)"[^>]*>([\s\S]*?)<\/nav>/.exec(html.slice(html.indexOf("<main")));
  const caption = nav ? new RegExp(`<span id="${nav[1]}"[^>]*>([^<]*)</span>`).exec(nav[2]!)?.[1] : undefined;
  const links = nav ? [...nav[2]!.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, name]) => ({ name, attributes })) : [];
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
    ([, lang, href]) => `${lang} ${href}`,
  );
  return { caption, links, alternates };
}

describe("a shared policy's other language versions", () => {
  it("are linked in the page, each named in itself with its lang, and none links to the page itself", async () => {
    const page = await shared(english.slug);
    expect(page.caption).toBe("This policy in other languages:");
    expect(page.links.map((link) => link.name)).toEqual(["Português", "Español"]);
    const [pt, es] = page.links;
    // A Portuguese company's Portuguese is European Portuguese: the link says so, as its page does.
    expect(pt!.attributes).toContain('lang="pt-PT"');
    expect(pt!.attributes).toContain('hrefLang="pt-PT"');
    expect(pt!.attributes).toContain(`href="/p/${portuguese.slug}"`);
    expect(es!.attributes).toContain(`href="/p/${spanish.slug}"`);
  });

  it("are the page's hreflang alternates, each on its language's site, in the language its page declares", async () => {
    const page = await shared(portuguese.slug);
    expect(page.alternates).toEqual([
      expect.stringMatching(new RegExp(`^en-\\w+ http://localhost:8787/p/${english.slug}$`)),
      `pt-PT http://pt.localhost:8787/p/${portuguese.slug}`,
      expect.stringMatching(new RegExp(`^es(-\\w+)? http://es.localhost:8787/p/${spanish.slug}$`)),
    ]);
    expect(page.links.map((link) => link.name)).toEqual(["English", "Español"]);
  });

  it("are captioned in the interface's language on another site, the links still named in themselves", async () => {
    const page = await shared(english.slug, "es.localhost");
    expect(page.caption).toBe("Esta política en otros idiomas:");
    expect(page.links.map((link) => link.name)).toEqual(["Português", "Español"]);
  });

  it("leave out a version whose link the owner switched off, in the page and in the head", async () => {
    const off = await call(`${ORIGIN}/api/policies/${spanish.slug}/link`, { method: "PUT", cookie: owner, ...json({ enabled: false }) });
    expect(off.status).toBe(200);
    const page = await shared(english.slug);
    expect(page.links.map((link) => link.name)).toEqual(["Português"]);
    expect(page.alternates.some((alternate) => alternate.includes(spanish.slug))).toBe(false);
    // With every other link off, the page has nothing to offer: no navigation at all.
    const alsoOff = await call(`${ORIGIN}/api/policies/${portuguese.slug}/link`, {
      method: "PUT",
      cookie: owner,
      ...json({ enabled: false }),
    });
    expect(alsoOff.status).toBe(200);
    const alone = await shared(english.slug);
    expect(alone.links).toEqual([]);
    expect(alone.caption).toBeUndefined();
  });
});
