import { readForm } from "~/lib/platform/form-body.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PolicyViewerDialog, type ViewedGroup } from "./policy-viewer-dialog";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ButtonAnchor, ButtonLink } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { getCaller, getUser } from "~/lib/auth/auth.server";
import { deleteOwnedGroup, listOwnedGroups } from "~/lib/policies/policy-store.server";
import { outOfDateSlugs } from "~/lib/living/language-freshness.server";
import { cleanUpDeletedPolicies } from "~/lib/policies/deleted-policies.server";
import { getFixedT } from "~/lib/site/i18n.server";
import { laterTexts } from "~/lib/site/later-texts.server";
import { useLaterTexts } from "~/lib/client/later-texts";
import { PolicyGroupCard } from "./policy-group-card";
import { TooltipProvider } from "~/components/ui/tooltip";

/**
 * My Policies: the signed-in user's groups, and those the browser's anonymous
 * owner-token cookie holds (card customers). Rendered on the server; deletes go through a fetcher.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, caller, { t, locale }] = await Promise.all([
    getUser(request, context),
    getCaller(request, context),
    getFixedT(request, context.config.sites),
  ]);
  const [owned, outOfDate] = await Promise.all([
    listOwnedGroups(context.cloudflare.env.DB, caller),
    outOfDateSlugs(context.cloudflare.env.DB, caller),
  ]);
  // Each language version says whether another one changed after it was written.
  const groups = owned.map((group) => ({
    ...group,
    policies: group.policies.map((version) => ({ ...version, outOfDate: outOfDate.has(version.slug) })),
  }));
  return data(
    { signedIn: user !== null, groups, title: t("policies.list.metaTitle"), texts: laterTexts(locale, ["living"]) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * Deletes one of the caller's groups (all its language versions); anyone else's answers 404. A
 * failure comes back as data, not a thrown error: the screen only logs it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return data({ ok: false as const }, { status: 405, headers: { Allow: "DELETE" } });
  const read = await readForm(request);
  if (!read.ok) return data({ ok: false as const }, { status: read.status });
  const groupId = String(read.form.get("groupId") ?? "");
  try {
    const deleted = await deleteOwnedGroup(context.cloudflare.env.DB, await getCaller(request, context), groupId);
    if (!deleted) return data({ ok: false as const }, { status: 404 });
    cleanUpDeletedPolicies(request, context, deleted);
    return { ok: true as const };
  } catch (error) {
    console.error("deleting policy group failed", groupId, error);
    return data({ ok: false as const }, { status: 500 });
  }
}

export default function MyPolicies() {
  const { signedIn, groups, texts } = useLoaderData<typeof loader>();
  useLaterTexts(texts);
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const [viewing, setViewing] = useState<ViewedGroup | null>(null);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/policies";
  const loginPath = `/api/login?returnTo=${encodeURIComponent(location.pathname)}`;

  let content: React.ReactNode;
  if (loading) content = <Spinner label={t("policies.list.loading")} />;
  else if (groups.length > 0)
    content = (
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={group.groupId}>
            <PolicyGroupCard group={group} onView={() => setViewing(group)} />
          </li>
        ))}
      </ul>
    );
  else if (!signedIn)
    content = (
      <EmptyCard title={t("policies.list.signedOutTitle")}>
        <ButtonAnchor href={loginPath}>{t("policies.list.signIn")}</ButtonAnchor>
      </EmptyCard>
    );
  else
    content = (
      <EmptyCard title={t("policies.list.emptyTitle")}>
        <ButtonLink to="/">{t("policies.list.generateFirst")}</ButtonLink>
      </EmptyCard>
    );

  return (
    // Tooltips only where they are used, so the generator's pages do not load their positioning code.
    <TooltipProvider>
      <SiteHeader showHome />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("policies.list.title")}</h1>
        <p className="mt-2 text-slate-600">{t("policies.list.subtitle")}</p>
        <div className="mt-8">{content}</div>
      </main>
      <SiteFooter />
      {/* Closing clears the selection, so the next View starts on English again. */}
      {viewing ? <PolicyViewerDialog group={viewing} onClose={() => setViewing(null)} /> : null}
    </TooltipProvider>
  );
}

function EmptyCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.title ?? "My Policies" },
  { name: "robots", content: "noindex" },
];
