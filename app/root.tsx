import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { StorageFallback } from "~/components/layout/storage-fallback";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { StatusCard } from "./components/ui/status-card";
import { ToastProvider } from "./components/ui/toast";
import { useSetLanguage } from "./components/layout/language-selector";
import { getFixedT, requestSite } from "~/lib/site/i18n.server";
import { alternateLinks } from "~/lib/site/canonical";
import { PREFERENCE_KEY, readPreferenceCookie } from "~/lib/site/language-preference";
import { isLanguage } from "~/lib/site/languages";
import { browserStorage } from "~/lib/client/browser-storage";
import { useRootData, type RootData } from "~/lib/client/use-root-data";
import { useDocumentHead } from "~/lib/client/use-document-head";
import { useNonce } from "~/lib/client/nonce";
import { getUser, isAdminEmail } from "~/lib/auth/auth.server";
import styles from "./tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { config } = context;
  const site = requestSite(request, config.sites);
  const { locale, t } = await getFixedT(request, config.sites);
  const user = await getUser(request, context);
  return {
    locale,
    site,
    brand: config.brand,
    user: user ? { firstName: user.firstName, email: user.email, isAdmin: isAdminEmail(user.email, context) } : null,
    ...alternateLinks(new URL(request.url), config.canonicalOrigins, site.language),
    errorTitles: { notFound: t("notFound.title"), error: t("errors.title") },
  } satisfies RootData;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  useMarkHydrated();
  const { language, canonical, alternates } = useDocumentHead({
    language: root.locale,
    canonical: root.canonical,
    alternates: root.alternates,
  });
  return (
    // A page may say its content's language (a shared policy); the interface's is kept apart for the browser's catalogue.
    <html lang={language} data-ui-language={root.locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {alternates.map((alternate) => (
          <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
        ))}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased">
        {children}
        <StorageFallback nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Keeps localStorage (the source of truth) and the cookie mirror in step. */
function usePreferenceMirror(locale: string) {
  const setLanguage = useSetLanguage();
  useEffect(() => {
    const storage = browserStorage("local");
    const stored = storage?.getItem(PREFERENCE_KEY) ?? null;
    if (isLanguage(stored)) {
      if (stored !== locale || readPreferenceCookie(document.cookie) !== stored) setLanguage(stored);
    } else {
      const mirrored = readPreferenceCookie(document.cookie);
      if (mirrored) storage?.setItem(PREFERENCE_KEY, mirrored);
    }
    // Only on first load: later changes go through the selector.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * `<html data-hydrated>` once React runs the page: before that a click posts the plain form (which
 * works, spec'd for no-JS), after it the page streams; tests wait for it instead of guessing.
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}

export default function App() {
  const { locale } = useRootData();
  const { t } = useTranslation();
  useChangeLanguage(locale);
  usePreferenceMirror(locale);
  return (
    <ToastProvider labels={{ region: t("ui.notifications"), announce: t("ui.notification"), dismiss: t("ui.dismiss") }}>
      <Outlet />
    </ToastProvider>
  );
}

/** The root boundary renders errors, so it also titles them (a route's own meta never runs then). */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!data) return [{ title: notFound ? "404" : "500" }, { name: "robots", content: "noindex" }];
  const title = notFound ? data.errorTitles.notFound : data.errorTitles.error;
  return [{ title: `${title} · ${data.brand.productName}` }, { name: "robots", content: "noindex" }];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <SiteHeader />
      <main className="flex flex-1 items-center justify-center px-4 py-16">
        {notFound ? (
          <StatusCard title={t("notFound.title")} body={t("notFound.body")} hint={t("notFound.hint")} />
        ) : (
          <StatusCard title={t("errors.title")} body={t(errorMessageKey(error))} />
        )}
      </main>
      <SiteFooter />
    </>
  );
}

/** The catalogue key of the sentence for an error: the status's own, else the generic one. */
function errorMessageKey(error: unknown) {
  if (!isRouteErrorResponse(error)) return "errors.unexpected";
  const byStatus = {
    400: "errors.badRequest",
    401: "errors.unauthorized",
    403: "errors.forbidden",
    429: "errors.tooManyRequests",
  } as const;
  return byStatus[error.status as keyof typeof byStatus] ?? "errors.unexpected";
}
