import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import { database, type Database } from "~/db/database.server";
import { policies, policyGroups, policyRevisions } from "~/db/schema";
import { i18nConfig } from "~/i18n";
import { staleSourceReads, staleSourcesIn, type StaleSource } from "~/lib/living/language-freshness.server";
import { outOfDateLine } from "~/lib/living/out-of-date-line.server";
import { liveLinkCondition } from "~/lib/policies/public-link.server";
import { notFound } from "~/lib/platform/http.server";
import type { Language } from "~/lib/site/languages";
import { variantOfPolicy } from "~/lib/site/writing-variants";
import { cachedExport, exportIdentity, exportKey, storedExport, type ExportFormat } from "../policies/export-cache.server";
import type { ExportDocument } from "./export-document";
import { attachmentDisposition } from "./export-filename";
import { assetFontSource } from "./export-fonts.server";
import { pageSizeFor } from "./page-size";
import { requireBudget } from "~/lib/platform/budgets.server";
import { sha256 } from "~/lib/platform/crypto.server";
import { renderPolicyDocx } from "./render-docx.server";
import { renderPolicyPdf } from "./render-pdf.server";
import { withoutProposals } from "~/lib/rulebook/proposed-figures";

/* The files of GET /api/policies/{slug}/pdf and /docx: public, like the policy itself. */

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** `{{name}}` placeholders filled in; the export texts need nothing more of i18next (whose per-request setup cost more than an R2 hit). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(values[name] ?? match));
}

type PolicyRow = {
  companyName: string;
  language: string;
  createdAt: Date;
  country: string | null;
  reading: unknown;
  /** The latest revision's content hash: the file's identity, with nothing hashed on a download. */
  contentHash: string | null;
};

/**
 * The read of every download: the policy's identity and the country its paper size depends on.
 * Its text (about 12 KB) is read only when the file is rendered (policyMarkdown), not on an R2 hit.
 */
function policyRowRead(db: Database, slug: string) {
  return (
    db
      .select({
        companyName: policies.companyName,
        language: policies.language,
        createdAt: policies.createdAt,
        country: policyGroups.country,
        reading: policyGroups.reading,
        contentHash: sql<
          string | null
        >`(select latest."content_hash" from ${policyRevisions} latest where latest."policy_id" = "policies"."id" order by latest."number" desc limit 1)`,
      })
      .from(policies)
      .innerJoin(policyGroups, eq(policyGroups.id, policies.groupId))
      // A link turned off or expired has no files.
      .where(and(eq(policies.slug, slug), liveLinkCondition()))
      .limit(1)
  );
}

/** The policy's row and the versions it is behind, in one D1 round trip. */
async function policyAndStaleSources(env: Env, slug: string): Promise<{ row: PolicyRow | null; stale: StaleSource[] }> {
  const db = database(env.DB);
  const [rows, versions, revisions] = await db.batch([policyRowRead(db, slug), ...staleSourceReads(db, slug)]);
  return { row: (rows[0] as PolicyRow | undefined) ?? null, stale: staleSourcesIn(slug, versions, revisions) };
}

/** The policy's current text (policies.markdown is the latest revision's). */
async function policyMarkdown(env: Env, slug: string): Promise<string> {
  const [row] = await database(env.DB).select({ markdown: policies.markdown }).from(policies).where(eq(policies.slug, slug)).limit(1);
  if (!row) throw new Error(`policy ${slug} vanished while its file was made`);
  return row.markdown;
}

/** Everything the renderers need, in the policy's language (only built when the file is). */
function exportDocument(context: AppLoadContext, row: PolicyRow, markdown: string, behind: string | null): ExportDocument {
  const language = row.language as Language;
  // The file speaks the policy's language, whatever the reader's interface language is.
  const texts = i18nConfig.resources[language].translation.exports;
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(row.createdAt);
  return {
    // The file is what employees read: no unconfirmed proposal (decision 035).
    markdown: withoutProposals(markdown, language),
    companyName: row.companyName,
    title: texts.documentTitle,
    language,
    lang: variantOfPolicy(language, row.reading, row.country),
    author: context.config.brand.productName,
    generatedOn: fill(texts.generatedOn, { date }),
    generatedAt: row.createdAt,
    pageLabel: (page, total) => fill(texts.page, { page, total }),
    pageSize: pageSizeFor(row.reading, row.country),
    behind,
  };
}

/** A policy's file, from R2 or just rendered: what the download route sends. */
export type ExportFile = { body: ReadableStream | ArrayBuffer | Uint8Array; hit: boolean; contentType: string; filename: string };

/**
 * The PDF or DOCX of a shared policy: the file R2 keeps for its text, or a fresh render (within the
 * policy's budget of renders, per client network too). `notFound` once the link is off or expired.
 */
export async function exportFile(context: AppLoadContext, requestUrl: string, slug: string, format: ExportFormat): Promise<ExportFile> {
  const env = context.cloudflare.env;
  const key = exportKey(slug, format);
  // R2 is asked while D1 is: the key needs only the URL.
  const stored = storedExport(env.EXPORTS, key);
  const { row, stale } = await policyAndStaleSources(env, slug);
  if (!row) {
    void stored.then((object) => object?.body.cancel()).catch(() => undefined);
    throw notFound();
  }
  const language = row.language as Language;
  const behind = outOfDateLine(language, stale);
  const title = i18nConfig.resources[language].translation.exports.documentTitle;
  const contentType = CONTENT_TYPES[format];
  const build = async () => {
    const [, markdown] = await Promise.all([requireBudget(context, "render", `policy:${slug}`), policyMarkdown(env, slug)]);
    const document = exportDocument(context, row, markdown, behind);
    return format === "pdf" ? renderPolicyPdf(document, assetFontSource(env.ASSETS, requestUrl)) : renderPolicyDocx(document);
  };
  const lang = variantOfPolicy(language, row.reading, row.country);
  // A text saved before revisions were kept has no stored hash: only then is the text hashed here.
  const identity = exportIdentity({
    contentHash: row.contentHash ?? (await sha256(await policyMarkdown(env, slug))),
    companyName: row.companyName,
    lang,
    behind,
  });
  const { body, hit } = await cachedExport(env.EXPORTS, key, identity, stored, contentType, build, (task) =>
    context.cloudflare.ctx.waitUntil(task),
  );
  return { body, hit, contentType, filename: attachmentDisposition(`${row.companyName} - ${title} (${language})`, format) };
}
