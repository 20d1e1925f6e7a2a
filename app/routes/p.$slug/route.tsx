import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { PolicyDownloads } from "~/components/policy/policy-downloads";
import { PolicyView } from "~/components/policy/policy-view";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { StatusCard } from "~/components/ui/status-card";
import { ButtonLink } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { getUser } from "~/lib/auth/auth.server";
import { useOwnerCardControls } from "~/lib/client/card-controls";
import type { DocumentHeadHandle } from "~/lib/client/use-document-head";
import { sharedPolicyHtml } from "~/lib/markdown/policy-html-memo.server";
import { withoutProposals } from "~/lib/rulebook/proposed-figures";
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/policies/public-page-cache.server";
import { getFixedT } from "~/lib/site/i18n.server";
import { loadLaterSection } from "~/lib/client/later-texts";
import { LANGUAGE_LABELS, type Language } from "~/lib/site/languages";
import { message } from "~/lib/site/messages.server";
import { outOfDateLine } from "~/lib/living/out-of-date-line.server";
import { sharedPolicy } from "./queries.server";
import { shownAnswer, type Asked } from "./asked.server";
import { ExpenseQuestionBox } from "./expense-question-box";
import { requireBudget } from "~/lib/platform/budgets.server";
import { readForm } from "~/lib/platform/form-body.server";
import { DomainError, errorMessage, statusOf } from "~/lib/platform/http.server";
import { answerQuestion } from "~/lib/rules/expense-answer.server";
import { livePolicy } from "~/lib/rules/live-policy.server";
import { variantOfPolicy } from "~/lib/site/writing-variants";

/** GET /p/{slug}: the shared policy, for anyone with the link. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const [policy, user, { t }] = await Promise.all([
    sharedPolicy(env.DB, params.slug ?? ""),
    getUser(request, context),
    getFixedT(request, context.config.sites),
  ]);
  if (!policy) {
    return data(
      { found: false as const, title: t("policies.notFoundTitle") },
      { status: 404, headers: { "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL } },
    );
  }
  const url = new URL(request.url);
  const origins = context.config.canonicalOrigins;
  // The page heading names the policy, so its own opening title would only repeat it.
  // Employees read "Not set yet" where a figure we proposed is not confirmed (decision 035).
  const html = sharedPolicyHtml(withoutProposals(policy.markdown, policy.language));
  // A whole page carries the text once, in its markup (PolicyView keeps it from there).
  if (context.markupHtml) context.markupHtml.policy = html;
  // The page describes the policy in the policy's own language, whatever the interface speaks.
  const heading = message(policy.language, "policies.heading", { company: policy.companyName });
  return data(
    {
      found: true as const,
      slug: params.slug!,
      language: policy.language,
      // The written variant ("es-CO", "pt-PT") the page declares, as the PDF and DOCX do.
      lang: variantOfPolicy(policy.language, policy.reading, policy.country),
      heading,
      // Readers are told when another language version changed after this one (it disappears once it catches up).
      behind: outOfDateLine(policy.language, policy.stale),
      description: message(policy.language, "policies.description", { company: policy.companyName }),
      html: context.markupHtml ? null : html,
      productName: context.config.brand.productName,
      canonical: `${origins[policy.language] ?? url.origin}${url.pathname}`,
      // Each version as its page declares it (hreflang "pt-PT" for a Portuguese company's Portuguese version).
      versions: policy.versions.map((version) => ({
        ...version,
        lang: variantOfPolicy(version.language, policy.reading, policy.country),
        href: `${origins[version.language] ?? url.origin}/p/${version.slug}`,
      })),
    },
    // Nothing personal is in a signed-out page, so the edge may share it (see public-page-cache).
    { headers: { "Cache-Control": user ? PRIVATE_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL } },
  );
}

/**
 * POST /p/{slug}: "Can I expense this?" asked in the page's box (a plain form: it works without
 * JavaScript). Answered in the visitor's interface language, from the policy's latest rules.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale, t } = await getFixedT(request, context.config.sites);
  const answered = (asked: Asked, status = 200) => data(asked, { status, headers: { "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL } });
  const read = await readForm(request);
  if (!read.ok) return answered({ question: "", error: t(read.key) }, read.status);
  const question = String(read.form.get("question") ?? "").trim();
  if (!question) return answered({ question, error: t("errors.check.questionRequired") }, 400);
  try {
    const policy = await livePolicy(context.cloudflare.env.DB, params.slug ?? "");
    await requireBudget(context, "check", null);
    const answer = answerQuestion(policy, question.slice(0, 1000), locale);
    return answered({ question, answer: shownAnswer(answer, locale, t, policy.controls.policy.country) });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return answered({ question, error: errorMessage(error, t) }, statusOf(error));
  }
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? PRIVATE_PAGE_CACHE_CONTROL,
});

// The owner's card-controls table: its own chunk, fetched only once the owner's rules have arrived.
// Only the owner sees the table: it comes with its texts (a living policy's), which visitors never load.
const CardControlsTable = lazy(async () => {
  const [table] = await Promise.all([import("~/components/living/card-controls-table"), loadLaterSection("living")]);
  return table;
});

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

// The document speaks the policy's language, with one canonical address whatever site shows it.
export const handle: DocumentHeadHandle = {
  documentHead: (loaded) => {
    const page = loaded as PageData | undefined;
    if (!page?.found) return null;
    return {
      language: page.lang,
      canonical: page.canonical,
      alternates: page.versions.map((version) => ({ hrefLang: version.lang, href: version.href })),
    };
  },
};

export default function PublicPolicyPage() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const loadingAnotherPolicy = navigation.state === "loading" && navigation.location.pathname.startsWith("/p/");
  const { controls: ownerControls, asked: ownershipAsked } = useOwnerCardControls(page.found ? page.slug : null);
  return (
    // The page's <html lang> is the policy's; the interface around it keeps its own language.
    <div lang={i18n.language} className="flex flex-1 flex-col">
      <SiteHeader showHome />
      {/* data-owner-check: "done" once this browser's ownership is known and the page will not change (tests wait on it). */}
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col px-4 py-10" data-owner-check={ownershipAsked ? "done" : "pending"}>
        {loadingAnotherPolicy ? (
          <Spinner label={t("policies.loading")} />
        ) : page.found ? (
          <>
            <div className="flex flex-wrap items-start justify-between gap-4">
              <h1 lang={page.lang} className="text-3xl font-bold tracking-tight text-slate-900">
                {page.heading}
              </h1>
              <ButtonLink to="/" variant="secondary">
                {t("common.backToHome")}
              </ButtonLink>
            </div>
            {page.behind ? (
              <p
                lang={page.language}
                role="note"
                className="mt-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                data-testid="out-of-date-line"
              >
                {page.behind}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap items-center gap-2">
              <PolicyDownloads slug={page.slug} />
              <OtherVersions slug={page.slug} versions={page.versions} />
            </div>
            <ExpenseQuestionBox slug={page.slug} posted={posted} />
            <PolicyView
              html={page.html}
              language={page.language}
              className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
            />
            {ownerControls ? (
              // The table's place is kept while its code loads: nothing jumps, and a reader (or a test) can tell it is coming.
              <Suspense
                fallback={
                  <div
                    aria-busy="true"
                    data-testid="card-controls-loading"
                    className="mt-8 h-40 rounded-xl border border-slate-200 bg-white"
                  />
                }
              >
                <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                  <CardControlsTable slug={page.slug} controls={ownerControls} withHeading />
                </div>
              </Suspense>
            ) : null}
          </>
        ) : (
          <div className="flex flex-1 items-center justify-center">
            <StatusCard title={t("policies.notFoundTitle")} body={t("policies.notFoundBody")} />
          </div>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * "This policy in other languages: Español · Português", beside the downloads. Each link names its
 * language in itself, as language switchers do, for a reader who cannot read this one (decision 038).
 */
function OtherVersions({ slug, versions }: { slug: string; versions: { slug: string; language: Language; lang: string }[] }) {
  const { t } = useTranslation();
  const captionId = useId();
  const others = versions.filter((version) => version.slug !== slug);
  if (others.length === 0) return null;
  return (
    <nav aria-labelledby={captionId} className="ml-auto flex flex-wrap items-center gap-1 text-sm">
      <span id={captionId} className="text-slate-600">
        {t("policies.otherVersions")}
      </span>
      {others.map((version) => (
        <Link
          key={version.slug}
          to={`/p/${version.slug}`}
          lang={version.lang}
          hrefLang={version.lang}
          className="rounded-md px-3 py-2 font-medium text-brand-700 hover:bg-slate-100"
        >
          {LANGUAGE_LABELS[version.language]}
        </Link>
      ))}
    </nav>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page?.found) return [{ title: page?.title ?? "Policy Not Found" }, { name: "robots", content: "noindex" }];
  const title = `${page.heading} | ${page.productName}`;
  return [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: page.heading },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "article" },
    { property: "og:url", content: page.canonical },
    { property: "og:site_name", content: page.productName },
    { property: "og:locale", content: page.language.replace("-", "_") },
    { name: "twitter:card", content: "summary" },
  ];
};
