import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { policyGroups } from "~/db/schema";
import { publicPolicy } from "~/lib/generation/policy-store.server";
import { apiError, methodNotAllowed } from "~/lib/platform/api-response.server";
import { i18nFor, requestSite } from "~/lib/site/i18n.server";
import type { Language } from "~/lib/site/languages";
import { cachedExport, exportKey, type ExportFormat } from "./export-cache.server";
import type { ExportDocument } from "./export-document";
import { attachmentDisposition } from "./export-filename";
import { assetFontSource } from "./export-fonts.server";
import { pageSizeFor } from "./page-size";
import { renderPolicyDocx } from "./render-docx.server";
import { renderPolicyPdf } from "./render-pdf.server";

/* GET /api/policies/{slug}/pdf and /docx (spec §7): public, like the policy itself. */

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

async function exportDocument(request: Request, context: AppLoadContext, slug: string): Promise<ExportDocument | null> {
  const env = context.cloudflare.env;
  const policy = await publicPolicy(env.DB, slug);
  if (!policy) return null;
  const [group] = await database(env.DB)
    .select({ country: policyGroups.country, reading: policyGroups.reading })
    .from(policyGroups)
    .where(eq(policyGroups.id, policy.groupId))
    .limit(1);
  const language = policy.language as Language;
  // The file speaks the policy's language, whatever the reader's interface language is.
  const t = await i18nFor(requestSite(request, context.config.sites)).getFixedT(language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(policy.createdAt);
  return {
    markdown: policy.policyMarkdown,
    companyName: policy.companyName,
    title: t("exports.documentTitle"),
    language,
    author: context.config.brand.productName,
    generatedOn: t("exports.generatedOn", { date }),
    generatedAt: policy.createdAt,
    pageLabel: (page, total) => t("exports.page", { page, total }),
    pageSize: pageSizeFor(group?.reading, group?.country),
  };
}

export async function exportResponse(request: Request, context: AppLoadContext, slug: string, format: ExportFormat): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(request, context, "GET");
  const document = await exportDocument(request, context, slug);
  if (!document) return apiError(request, context, 404, "errors.notFound");
  const env = context.cloudflare.env;
  const contentType = CONTENT_TYPES[format];
  const { body, hit } = await cachedExport(env.EXPORTS, await exportKey(slug, document.markdown, format), contentType, () =>
    format === "pdf" ? renderPolicyPdf(document, assetFontSource(env.ASSETS, request.url)) : renderPolicyDocx(document),
  );
  return new Response(body as BodyInit, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": attachmentDisposition(`${document.companyName} - ${document.title} (${document.language})`, format),
      "X-Content-Type-Options": "nosniff",
      "X-Export-Cache": hit ? "HIT" : "MISS",
      // The slug's content can change (a new version) or vanish (deleted): always ask again.
      "Cache-Control": "private, no-cache",
    },
  });
}
