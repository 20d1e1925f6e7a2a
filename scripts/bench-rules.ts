// Bench figures of the rulebook (issues "Faithful to what the company wrote" and "The rules follow the
// text"): the reader's precision and recall over its table, and the rules reader's time per policy.
import { composePolicy } from "../app/lib/composer/compose-policy.server";
import { readRulesFromText } from "../app/lib/rules/rules-from-text.server";
import { readCompany } from "../app/lib/reading/read-company";
import { RULE_CASES } from "../app/lib/rules/reader-cases";
import { scoreReadings } from "../app/lib/rules/reader-score";
import { MAX_DESCRIPTION } from "../app/lib/generation/generation-input";
import { MAX_POLICY_BYTES } from "../app/lib/generation/policy-check.server";
import { WORST_SHAPES, fill } from "../tests/vectors/worst-shapes";
import {
  BLIND_CHECKS,
  BLIND_DESCRIPTIONS,
  BLIND_POLICIES,
  scoreBlindChecks,
  scoreBlindDescriptions,
  scoreBlindPolicies,
} from "../app/lib/rules/blind-sets.server";
import { benchFetch } from "./bench-fetch";

export function readerScore() {
  return scoreReadings(RULE_CASES, (entry) => readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language }));
}

/** Milliseconds to read the rules back from each table policy's text (after one warm-up round). */
export function rulesReaderTimes(rounds: number): number[] {
  const policies = RULE_CASES.map((entry) => {
    const reading = readCompany(entry.text, { siteCountry: entry.siteCountry, language: entry.language });
    return {
      markdown: composePolicy(reading, { language: entry.language, companyName: "Bench" }),
      language: entry.language,
      currency: reading.currency.code,
    };
  });
  const read = () =>
    policies.map(({ markdown, language, currency }) => {
      const started = performance.now();
      readRulesFromText(markdown, { language, currency });
      return performance.now() - started;
    });
  read();
  return Array.from({ length: rounds }, read).flat();
}

type Server = { origin: string };

/** Milliseconds of one GET, body read. */
async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await benchFetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/**
 * The card controls endpoint's cold time: the first `controls.json` of each of `count` freshly
 * generated policies (the rules are read from its text at every request: nothing is cached), and a
 * static asset of the same server in the same minutes for scale.
 */
export async function controlsEndpointTimes(
  server: Server,
  cookie: string,
  count: number,
): Promise<{ controls: number[]; asset: number[] }> {
  const headers = { Origin: server.origin, Cookie: cookie, "Content-Type": "application/json" };
  const slugs: string[] = [];
  for (let index = 0; index < count; index++) {
    const response = await benchFetch(`${server.origin}/api/policies/generate`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        userInput:
          "Empresa en Madrid, 80 empleados. Comidas 45 € al día, hotel 140 € la noche. Más de 2.000 € aprueba el director financiero. Sin alcohol.",
        language: "es",
        companyName: `Controls Bench ${index} ${Date.now()}`,
      }),
    });
    const policy = (await response.json()) as { slug?: string };
    if (!policy.slug) throw new Error(`generation failed: ${response.status}`);
    slugs.push(policy.slug);
  }
  // One warm-up of each kind: the isolate's first request loads its modules.
  await timedGet(`${server.origin}/favicon.svg`);
  const controls: number[] = [];
  const asset: number[] = [];
  for (const [index, slug] of slugs.entries()) {
    const elapsed = await timedGet(`${server.origin}/api/policies/${slug}/controls.json`);
    if (index > 0) controls.push(elapsed);
    asset.push(await timedGet(`${server.origin}/favicon.svg`));
  }
  return { controls, asset };
}

/**
 * Milliseconds of each reader on each worst shape at its size limit (tests/vectors/worst-shapes.ts),
 * beside the normal figures: any of them near a second means a reader went quadratic again.
 */
export function worstShapeTimes(): { description: number[]; policy: number[] } {
  const timed = (read: () => unknown) => {
    read();
    const started = performance.now();
    read();
    return performance.now() - started;
  };
  const shapes = Object.values(WORST_SHAPES);
  return {
    description: shapes.map((unit) => timed(() => readCompany(fill(unit, MAX_DESCRIPTION), { siteCountry: "Mexico", language: "es" }))),
    policy: shapes.map((unit) =>
      timed(() => readRulesFromText(`## Limits\n\n${fill(unit, MAX_POLICY_BYTES)}`, { language: "es", currency: "USD" })),
    ),
  };
}

/** The blind sets' scores (app/lib/reading/blind/), beside the table's own. */
export function blindScores() {
  return {
    policies: Object.entries(BLIND_POLICIES).map(([name, cases]) => ({ name, count: cases.length, ...scoreBlindPolicies(cases) })),
    checks: Object.entries(BLIND_CHECKS).map(([name, set]) => ({ name, ...scoreBlindChecks(set) })),
    descriptions: Object.entries(BLIND_DESCRIPTIONS).map(([name, cases]) => ({
      name,
      count: cases.length,
      ...scoreBlindDescriptions(cases),
    })),
  };
}

/** Milliseconds to read the rules of the blind sets' long policies (2,500–3,000 words, not the composer's). */
export function longPolicyTimes(rounds: number): number[] {
  const long = Object.values(BLIND_POLICIES)
    .flat()
    .filter((entry) => entry.text.split(/\s+/).length >= 2_400);
  const read = () =>
    long.map((entry) => {
      const started = performance.now();
      readRulesFromText(entry.text, { language: entry.language, currency: entry.currency, country: entry.country });
      return performance.now() - started;
    });
  read();
  return Array.from({ length: rounds }, read).flat();
}
