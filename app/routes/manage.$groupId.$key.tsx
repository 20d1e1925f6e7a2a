import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { buttonClass, ButtonAnchor } from "~/components/ui/button";
import { StatusCard } from "~/components/ui/status-card";
import { getUser } from "~/lib/auth/auth.server";
import { changeLink, editPolicy, type OwnedByCaller } from "~/lib/living/policy-changes.server";
import { currentRevision, ownedPolicy } from "~/lib/living/revisions.server";
import { ownerKeyOf, requireBudget } from "~/lib/platform/budgets.server";
import { readForm } from "~/lib/platform/form-body.server";
import { DomainError, errorMessage, notFound, statusOf } from "~/lib/platform/http.server";
import { ANONYMOUS_LINK_DAYS, claimGroup, managedGroup, type ManagedGroup } from "~/lib/policies/anonymous-policies.server";
import { cleanUpDeletedPolicies } from "~/lib/policies/deleted-policies.server";
import { PRIVATE_PAGE_CACHE_CONTROL } from "~/lib/policies/public-page-cache.server";
import { deleteOwnedGroup, publicUrl } from "~/lib/policies/policy-store.server";
import { isLinkLive } from "~/lib/policies/public-link.server";
import { getFixedT } from "~/lib/site/i18n.server";
import { languageLabel, languageName } from "~/lib/site/language-names";

/*
 * /manage/{groupId}/{key}: the private management page of a policy made without an account
 * (decision 036). The key in its address is the only credential: with it, from any browser, the
 * maker edits the text, switches the public link off or on, deletes the policy, or keeps it in an
 * account. A wrong or missing key, or a policy since kept in an account, is a plain 404 that names
 * nothing. Plain forms: it works without JavaScript.
 */

const PRIVATE = { "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL, "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" };

async function openGroup({ context, params }: Pick<LoaderFunctionArgs, "context" | "params">): Promise<ManagedGroup | null> {
  return managedGroup(context.cloudflare.env.DB, context.config, params.groupId ?? "", params.key ?? "");
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const [group, user, { locale, t }] = await Promise.all([
    openGroup({ context, params }),
    getUser(request, context),
    getFixedT(request, context.config.sites),
  ]);
  if (!group) return data({ found: false as const, title: t("policies.notFoundTitle") }, { status: 404, headers: PRIVATE });
  const origin = new URL(request.url).origin;
  const date = (value: Date) => value.toLocaleDateString(locale, { dateStyle: "long", timeZone: "UTC" });
  const versions = await Promise.all(
    group.versions.map(async (version) => {
      const owned = await ownedPolicy(context.cloudflare.env.DB, group.caller, version.slug);
      const base = owned ? await currentRevision(context.cloudflare.env.DB, owned) : null;
      const live = isLinkLive(version);
      return {
        slug: version.slug,
        language: version.language,
        markdown: version.markdown,
        baseHash: base?.contentHash ?? "",
        enabled: version.linkEnabled,
        publicUrl: publicUrl(origin, version.slug),
        link: !version.linkEnabled
          ? t("manage.linkOff")
          : !live
            ? t("manage.linkExpired", { date: date(version.linkExpiresAt!) })
            : version.linkExpiresAt
              ? t("manage.linkLive", { date: date(version.linkExpiresAt) })
              : t("manage.linkLiveForever"),
      };
    }),
  );
  return data(
    {
      found: true as const,
      title: t("manage.metaTitle"),
      company: group.versions[0]!.companyName,
      signedIn: user !== null,
      days: ANONYMOUS_LINK_DAYS,
      versions,
    },
    { headers: PRIVATE },
  );
}

type Outcome = { ok: true; message: "saved" | "linkChanged" | "deleted" } | { ok: false; error: string };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { t } = await getFixedT(request, context.config.sites);
  const answer = (outcome: Outcome, status = 200) => data(outcome, { status, headers: PRIVATE });
  const group = await openGroup({ context, params });
  if (!group) return answer({ ok: false, error: t("policies.notFoundBody") }, 404);
  const read = await readForm(request);
  if (!read.ok) return answer({ ok: false, error: t(read.key) }, read.status);
  const field = (name: string) => String(read.form.get(name) ?? "");
  const db = context.cloudflare.env.DB;
  try {
    switch (field("intent")) {
      case "claim": {
        const user = await getUser(request, context);
        if (!user) return redirect(`/api/login?returnTo=${encodeURIComponent(new URL(request.url).pathname)}`);
        await claimGroup(db, group.groupId, user.id);
        return redirect("/policies", { headers: PRIVATE });
      }
      case "delete": {
        const deleted = await deleteOwnedGroup(db, group.caller, group.groupId);
        if (deleted) cleanUpDeletedPolicies(request, context, deleted);
        return answer({ ok: true, message: "deleted" });
      }
      case "link": {
        const owned = await ownedVersion(db, group, field("slug"));
        await changeLink(request, context, owned, { enabled: field("enabled") === "true" });
        return answer({ ok: true, message: "linkChanged" });
      }
      case "edit": {
        const owned = await ownedVersion(db, group, field("slug"));
        await requireBudget(context, "change", ownerKeyOf(group.caller));
        await editPolicy(request, context, owned, { markdown: field("markdown"), baseHash: field("baseHash") });
        return answer({ ok: true, message: "saved" });
      }
      default:
        return answer({ ok: false, error: t("errors.badRequest") }, 400);
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return answer({ ok: false, error: errorMessage(error, t) }, statusOf(error));
  }
}

/** One language version of the group the key opened (`notFound` for a slug of another group). */
async function ownedVersion(db: D1Database, group: ManagedGroup, slug: string): Promise<OwnedByCaller> {
  const policy = group.versions.some((version) => version.slug === slug) ? await ownedPolicy(db, group.caller, slug) : null;
  if (!policy) throw notFound();
  return { policy, caller: group.caller };
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  ...PRIVATE,
  "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? PRIVATE_PAGE_CACHE_CONTROL,
});

export default function ManagePolicy() {
  const page = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t, i18n } = useTranslation();
  const location = useLocation();

  // After a delete the page's data is reloaded and finds nothing: the deletion is what to say.
  const deleted = outcome?.ok === true && outcome.message === "deleted";
  if (!page.found || deleted) {
    return (
      <>
        <SiteHeader showHome />
        <main className="flex flex-1 items-center justify-center px-4 py-16">
          {deleted ? (
            <StatusCard title={t("manage.deleteTitle")} body={t("manage.deleted")} />
          ) : (
            <StatusCard title={t("policies.notFoundTitle")} body={t("policies.notFoundBody")} />
          )}
        </main>
        <SiteFooter />
      </>
    );
  }

  const section = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
  return (
    <>
      <SiteHeader showHome />
      <main className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("manage.title", { company: page.company })}</h1>
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900">
          {t("manage.bookmark")}
        </p>
        {outcome ? (
          <p
            role={outcome.ok ? "status" : "alert"}
            className={outcome.ok ? "text-sm text-green-800" : "rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"}
          >
            {outcome.ok ? t(`manage.${outcome.message}`) : outcome.error}
          </p>
        ) : null}
        <p className="text-sm text-slate-600">{t("manage.expiryRule", { days: page.days })}</p>

        {page.versions.map((version) => (
          <section key={version.slug} aria-label={languageLabel(version.language, i18n.language)} className={`${section} space-y-4`}>
            <h2 className="text-lg font-semibold">{languageLabel(version.language, i18n.language)}</h2>
            <p className="text-sm" data-testid="link-state">
              {version.link}
            </p>
            <div className="flex flex-wrap gap-2">
              <a href={version.publicUrl} target="_blank" rel="noreferrer noopener" className={buttonClass("secondary")}>
                {t("manage.openPublic")}
              </a>
              <Form method="post">
                <input type="hidden" name="intent" value="link" />
                <input type="hidden" name="slug" value={version.slug} />
                <input type="hidden" name="enabled" value={version.enabled ? "false" : "true"} />
                <button type="submit" className={buttonClass("secondary")}>
                  {version.enabled ? t("manage.switchOff") : t("manage.switchOn")}
                </button>
              </Form>
            </div>
            <details>
              <summary className="cursor-pointer text-sm font-medium text-brand-700">{t("manage.edit")}</summary>
              <Form method="post" className="mt-3 space-y-3">
                <input type="hidden" name="intent" value="edit" />
                <input type="hidden" name="slug" value={version.slug} />
                <input type="hidden" name="baseHash" value={version.baseHash} />
                <label className="block text-sm font-medium" htmlFor={`text-${version.slug}`}>
                  {t("manage.textLabel", { language: languageName(version.language, i18n.language) })}
                </label>
                <textarea
                  id={`text-${version.slug}`}
                  name="markdown"
                  defaultValue={version.markdown}
                  className="block min-h-96 w-full rounded-md border border-slate-300 p-3 font-mono text-sm"
                />
                <button type="submit" className={buttonClass("primary")}>
                  {t("manage.save")}
                </button>
              </Form>
            </details>
          </section>
        ))}

        <section className={section}>
          <h2 className="text-lg font-semibold">{t("manage.keepTitle")}</h2>
          <p className="mt-1 text-sm text-slate-600">{t("manage.keepBody")}</p>
          {page.signedIn ? (
            <IntentForm intent="claim" variant="primary">
              {t("manage.keep")}
            </IntentForm>
          ) : (
            <ButtonAnchor href={`/api/login?returnTo=${encodeURIComponent(location.pathname)}`} className="mt-3">
              {t("manage.keepSignIn")}
            </ButtonAnchor>
          )}
        </section>

        <section className="rounded-xl border border-red-200 bg-white p-5">
          <details>
            <summary className="cursor-pointer font-semibold text-red-800">{t("manage.deleteTitle")}</summary>
            <p className="mt-2 text-sm text-red-800">{t("manage.deleteBody")}</p>
            <IntentForm intent="delete" variant="danger">
              {t("manage.deleteConfirm")}
            </IntentForm>
          </details>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title ?? "" }, { name: "robots", content: "noindex" }];

/** One of the page's actions: a plain form posting its intent, so it works before the script loads. */
function IntentForm({ intent, variant, children }: { intent: string; variant: Parameters<typeof buttonClass>[0]; children: ReactNode }) {
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonClass(variant)}>
        {children}
      </button>
    </Form>
  );
}
