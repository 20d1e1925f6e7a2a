import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "~/lib/site/i18n-options";
import { catalogue } from "~/lib/client/catalogues";
import { isLanguage } from "~/lib/site/languages";

async function hydrate() {
  // The server already picked the interface's language and wrote it on <html>, so the first render
  // matches. Not <html lang>: a shared policy's page says the policy's language there.
  const lang = document.documentElement.dataset.uiLanguage ?? document.documentElement.lang;
  const language = isLanguage(lang) ? lang : "en";
  await i18next.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: { [language]: { translation: await catalogue(language) } },
    partialBundledLanguages: true,
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
