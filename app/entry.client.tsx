import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";

async function hydrate() {
  // The server already picked the language; <html lang> carries it so the first render matches.
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: document.documentElement.lang || "en" });
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
