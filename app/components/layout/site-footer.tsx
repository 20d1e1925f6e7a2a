import { useTranslation } from "react-i18next";
import { useRootData } from "~/lib/client/use-root-data";

export function SiteFooter() {
  const { t } = useTranslation();
  const { brand, locale } = useRootData();
  const link = "text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline";
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm lg:flex-row lg:items-center lg:justify-between">
        {/* Each link wraps as a whole; side by side with the copyright only where all of it fits. */}
        <ul className="flex flex-wrap gap-x-6 gap-y-2 [&>li]:whitespace-nowrap">
          <li>
            <a className={link} href={`mailto:${brand.contactEmail}`}>
              {t("footer.contact")}
            </a>
          </li>
          <li>
            <a className={link} href={`mailto:${brand.feedbackEmail}?subject=${encodeURIComponent(brand.productName)}`}>
              {t("footer.feedback")}
            </a>
          </li>
          <li>
            <a className={link} href={brand.privacyUrls[locale]} rel="noopener" target="_blank">
              {t("footer.privacy")}
            </a>
          </li>
          <li>
            <a className={link} href={brand.termsUrl} rel="noopener" target="_blank">
              {t("footer.terms")}
            </a>
          </li>
          <li>
            <a className={link} href={brand.mileageUrl} rel="noopener" target="_blank">
              {t("footer.mileage")}
            </a>
          </li>
        </ul>
        <p className="text-slate-500">{t("footer.copyright", { provider: brand.providerName })}</p>
      </div>
    </footer>
  );
}
