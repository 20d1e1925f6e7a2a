import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/lib/client/use-root-data";
import { LanguageSelector } from "../../components/layout/language-selector";
import { Logo } from "../../components/layout/logo";
import { ButtonLink, buttonClass } from "../../components/ui/button";

/** The admin panel's own header: badge, language, the admin's email, Back and Sign Out. */
export function AdminHeader({ email }: { email: string }) {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <Logo productName={brand.productName} />
          <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800" data-testid="admin-badge">
            {t("admin.badge")}
          </span>
        </div>
        <nav className="flex flex-wrap items-center gap-2" aria-label={t("common.mainNavigation")}>
          <LanguageSelector />
          <span className="text-sm text-slate-600" data-testid="admin-email">
            {email}
          </span>
          <ButtonLink to="/" variant="ghost">
            {t("admin.back")}
          </ButtonLink>
          <Form method="post" action="/api/logout" reloadDocument>
            <button type="submit" className={buttonClass("secondary")}>
              {t("common.signOut")}
            </button>
          </Form>
        </nav>
      </div>
    </header>
  );
}
