import { and, eq, max } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policies, policyGroups, policyRevisions } from "~/db/schema";
import { notFound } from "~/lib/platform/http.server";
import { storedReading } from "~/lib/reading/stored-reading";
import { contentHash } from "../platform/content-hash";
import { liveLinkCondition } from "../policies/public-link.server";
import { withoutProposals } from "~/lib/rulebook/proposed-figures";
import { readCardControls } from "./card-controls.server";
import type { CheckablePolicy } from "./expense-check.server";

const REMEMBERED = 32;
const remembered = new Map<string, CheckablePolicy>();

/**
 * A policy version whose public link is live, with the card controls its latest text states:
 * what controls.json, controls.csv and "Can I expense this?" answer from. Anyone with the link may
 * read them (a card platform fetches them with the link alone); once the link is off, expired or
 * replaced, `notFound`. Reading the controls from the text costs a few milliseconds, so the
 * isolate keeps the latest 32, keyed by everything they are read from: an edit is a new key.
 */
export async function livePolicy(d1: D1Database, slug: string): Promise<CheckablePolicy> {
  const [row] = await database(d1)
    .select({
      slug: policies.slug,
      companyName: policies.companyName,
      language: policies.language,
      markdown: policies.markdown,
      reading: policyGroups.reading,
      revision: max(policyRevisions.number),
    })
    .from(policies)
    .innerJoin(policyGroups, eq(policyGroups.id, policies.groupId))
    .leftJoin(policyRevisions, eq(policyRevisions.policyId, policies.id))
    .where(and(eq(policies.slug, slug), liveLinkCondition()))
    .groupBy(policies.id)
    .limit(1);
  if (!row) throw notFound();
  const revision = row.revision ?? 1;
  const key = JSON.stringify([row.slug, row.companyName, row.language, revision, row.reading, row.markdown]);
  const known = remembered.get(key);
  if (known) return known;
  const hash = await contentHash(row.markdown);
  // The answers and the controls hold employees to the company's rules only: a figure we proposed
  // and the owner has not confirmed is not one of them (decision 035).
  const markdown = withoutProposals(row.markdown, row.language);
  const facts = { slug: row.slug, companyName: row.companyName, language: row.language, markdown, revision };
  const { controls, exchangeRateSource, notRead } = readCardControls({ ...facts, reading: storedReading(row.reading), contentHash: hash });
  const policy: CheckablePolicy = { ...facts, contentHash: hash, controls, exchangeRateSource, notRead };
  remembered.set(key, policy);
  if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  return policy;
}

/** What the public rules answer with: anyone may fetch them, and nobody may keep a stale copy (an edit changes them at once). */
export const PUBLIC_RULES_HEADERS = {
  "Cache-Control": "no-cache",
  "X-Content-Type-Options": "nosniff",
  "Access-Control-Allow-Origin": "*",
};
