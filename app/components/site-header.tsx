import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/lib/client/use-root-data";
import { LanguageSelector } from "./language-selector";
import { Logo } from "./logo";
import { ButtonAnchor, ButtonLink, buttonClass } from "./ui/button";

/**
 * The header of spec §2. `anonymous` is the card customers' route: no account buttons at all.
 * Login and logout are full navigations (they pass through the identity provider).
 */
export function SiteHeader({ anonymous = false, showHome = false }: { anonymous?: boolean; showHome?: boolean }) {
  const { t } = useTranslation();
  const { brand, user } = useRootData();
  const location = useLocation();
  const loginPath = `/api/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Logo productName={brand.productName} />
        <nav className="flex flex-wrap items-center gap-2" aria-label="Main">
          <LanguageSelector />
          {showHome ? (
            <ButtonLink to="/" variant="ghost">
              {t("common.home")}
            </ButtonLink>
          ) : null}
          {anonymous ? null : user ? (
            <>
              <ButtonLink to="/policies" variant="ghost">
                {t("common.myPolicies")}
              </ButtonLink>
              {user.isAdmin ? (
                <ButtonLink to="/admin" variant="ghost">
                  {t("common.admin")}
                </ButtonLink>
              ) : null}
              <span className="hidden text-sm text-slate-600 sm:inline" data-testid="signed-in-as">
                {user.firstName || user.email}
              </span>
              <Form method="post" action="/api/logout" reloadDocument>
                <button type="submit" className={buttonClass("secondary")}>
                  {t("common.signOut")}
                </button>
              </Form>
            </>
          ) : (
            <ButtonAnchor href={loginPath} variant="primary">
              {t("common.signIn")}
            </ButtonAnchor>
          )}
        </nav>
      </div>
    </header>
  );
}
