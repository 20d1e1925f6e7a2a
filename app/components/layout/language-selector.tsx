import { useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { browserStorage } from "~/lib/client/browser-storage";
import { ensureCatalogue } from "~/lib/client/catalogues";
import { LANGUAGE_LABELS, LANGUAGES, isLanguage, type Language } from "~/lib/site/languages";
import { PREFERENCE_KEY, preferenceCookie } from "~/lib/site/language-preference";

/** Saves the choice (localStorage + cookie mirror), switches at once, and re-runs loaders. */
export function useSetLanguage() {
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  return (language: Language) => {
    browserStorage("local")?.setItem(PREFERENCE_KEY, language);
    document.cookie = preferenceCookie(language, window.location.protocol === "https:");
    void ensureCatalogue(i18n, language).then(async () => {
      await i18n.changeLanguage(language);
      document.documentElement.lang = language;
      revalidator.revalidate();
    });
  };
}

export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const setLanguage = useSetLanguage();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span className="sr-only">{t("common.language")}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-4 w-4 fill-none stroke-current stroke-2 sm:block">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
      <select
        aria-label={t("common.language")}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_LABELS[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
