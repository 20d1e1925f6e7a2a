import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "~/lib/site/i18n-options";
import { catalogue } from "~/lib/client/catalogues";
import { MarkupHtmlContext, markupHtmlInDocument } from "~/lib/client/markup-html";
import { isLanguage } from "~/lib/site/languages";

declare global {
  interface Window {
    __remixContext: { future: { v3_singleFetch?: boolean }; stream?: unknown };
  }
}

/**
 * RemixBrowser suspends on its first render until the page's data stream is decoded. A click or a
 * key press in that window makes React 18 hydrate the document synchronously, and a suspension
 * there fails the whole root ("Root did not complete", #345; remix-run/remix#10214). One call
 * before hydrating starts the decode and hands over the promise it throws, so hydration never
 * suspends. The call stops at that throw: it renders nothing and uses no hook.
 */
async function decodePageData() {
  if (!window.__remixContext.future.v3_singleFetch || !window.__remixContext.stream) return;
  try {
    RemixBrowser({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

async function hydrate() {
  const decoded = decodePageData();
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
  await decoded;
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <MarkupHtmlContext.Provider value={markupHtmlInDocument(document)}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </MarkupHtmlContext.Provider>
      </I18nextProvider>,
    );
  });
}

hydrate();
