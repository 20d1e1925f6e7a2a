import { afterEach, beforeAll } from "vitest";
import { toStructuredInput } from "../../app/lib/generation/policy-input";
import { SEED_SAMPLE_INPUTS } from "../../app/lib/reading/sample-inputs";
import { unbindFakeWorkersAi } from "./fake-workers-ai";
import { call, signIn } from "./helpers";

/* What the generation test files share: two signed-in users, request bodies, and the call itself. */

export const ORIGIN = "http://localhost";
export const mexico = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Mexico")!.content;
export const colombia = SEED_SAMPLE_INPUTS.find((sample) => sample.name === "Colombia")!.content;

/** Session cookies of the file's two users, signed in before its first test. */
export const who = { alice: "", bob: "" };

/** Signs Alice and Bob in before the file's tests, and unbinds the fake Workers AI after each test. */
export function generationTestUsers(file: string) {
  beforeAll(async () => {
    who.alice = await signIn(`alice-${file}@example.com`, "Alice");
    who.bob = await signIn(`bob-${file}@example.com`, "Bob");
  });
  afterEach(() => unbindFakeWorkersAi());
}

export const legacyBody = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ userInput: mexico, language: "en", companyName: "Grupo Industrial del Bajío S.A. de C.V.", ...overrides });
export const structuredBody = (text = colombia, language: "en" | "es" | "pt-BR" = "es") =>
  JSON.stringify({ structuredInput: toStructuredInput(text, { language, companyName: "" }), modelTier: "balanced", useCache: true });

// Each call comes from its own client IP unless a test says otherwise, so the per-IP limits
// only bite in the tests about them.
export const someIp = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

export function generate(
  body: string,
  { cookie = who.alice, headers = {}, query = "" }: { cookie?: string | null; headers?: Record<string, string>; query?: string } = {},
) {
  return call(`${ORIGIN}/api/policies/generate${query}`, {
    method: "POST",
    cookie,
    body,
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": someIp(), ...headers },
  });
}

export type PolicyObject = {
  slug: string;
  language: string;
  companyName: string;
  policyMarkdown: string;
  groupId: string;
  storage: { public_url: string };
  createdAt: string;
  policies: Array<{ slug: string; language: string; companyName: string }>;
};
