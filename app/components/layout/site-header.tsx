import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/lib/client/use-root-data";
import { LanguageSelector } from "./language-selector";
import { Logo } from "./logo";
import { ButtonAnchor, ButtonLink, buttonClass } from "../ui/button";

/**
 * The site header. `anonymous` is the card customers' route: no account buttons at all.
 * Login and logout are full navigations (they pass through the identity provider).
 * Below the `sm` breakpoint it is one row: logo, language, and a menu with the account links
 * (signed out: logo, language and "Sign in", down to 320 px in every language).
 */
export function SiteHeader({ anonymous = false, showHome = false }: { anonymous?: boolean; showHome?: boolean }) {
  const { t } = useTranslation();
  const { brand, user } = useRootData();
  const location = useLocation();
  const loginPath = `/api/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
  const links = (
    <>
      {showHome ? (
        <ButtonLink to="/" variant="ghost">
          {t("common.home")}
        </ButtonLink>
      ) : null}
      {anonymous || !user ? null : (
        <>
          <ButtonLink to="/policies" variant="ghost">
            {t("common.myPolicies")}
          </ButtonLink>
          {user.isAdmin ? (
            <ButtonLink to="/admin" variant="ghost">
              {t("common.admin")}
            </ButtonLink>
          ) : null}
        </>
      )}
    </>
  );
  const account = anonymous ? null : user ? (
    <Form method="post" action="/api/logout" reloadDocument>
      <button type="submit" className={buttonClass("secondary", "w-full sm:w-auto")}>
        {t("common.signOut")}
      </button>
    </Form>
  ) : (
    <ButtonAnchor href={loginPath} variant="primary" className="whitespace-nowrap max-sm:h-9 max-sm:px-3">
      {t("common.signIn")}
    </ButtonAnchor>
  );
  // Signed out, a phone needs no menu: the logo is the way home, and "Sign in" sits in the row.
  const hasMenu = !anonymous && user !== null;
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-3 sm:gap-3 sm:px-4">
        <Logo productName={brand.productName} />
        <nav className="flex min-w-0 items-center gap-2" aria-label={t("common.mainNavigation")}>
          <LanguageSelector />
          <div className="hidden items-center gap-2 sm:flex">
            {links}
            {user && !anonymous ? (
              <span className="text-sm text-slate-600" data-testid="signed-in-as">
                {user.firstName || user.email}
              </span>
            ) : null}
            {user ? account : null}
          </div>
          {/* Signed out, the sign-in button fits the phone's row too (one link for every width); signed in, the rest goes in the menu. */}
          {user ? null : account}
          {hasMenu ? (
            <MobileMenu label={t("common.menu")}>
              {user && !anonymous ? <p className="px-3 py-2 text-sm text-slate-600">{user.firstName || user.email}</p> : null}
              {links}
              {user ? account : null}
            </MobileMenu>
          ) : null}
        </nav>
      </div>
    </header>
  );
}

/**
 * A disclosure (`<details>`) rather than a scripted menu: it opens before hydration and without
 * JavaScript, and costs the page no script. It closes on navigation, Escape and a click outside.
 */
function MobileMenu({ label, children }: { label: string; children: React.ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location]);
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !details.contains(event.target as Node)) {
        details.open = false;
        if (event instanceof KeyboardEvent) details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return (
    <details ref={menu} className="relative sm:hidden">
      <summary aria-label={label} title={label} className={buttonClass("ghost", "h-9 list-none px-2 [&::-webkit-details-marker]:hidden")}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </summary>
      <div className="absolute right-0 z-40 mt-2 flex w-56 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg [&>a]:justify-start">
        {children}
      </div>
    </details>
  );
}
