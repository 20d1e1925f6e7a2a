import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "./i18n";
import { getLocale } from "~/lib/site/i18n.server";
import { NonceContext } from "~/lib/client/nonce";
import { newNonce, pagePolicy } from "~/lib/platform/content-security.server";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A fresh i18next instance per request: the Worker serves many languages at once.
  const instance = createInstance();
  const lng = await getLocale(request, loadContext.config.sites);
  await instance.use(initReactI18next).init({ ...i18nConfig, lng });

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  // A fresh nonce for each page: only the scripts this render writes may run.
  const nonce = newNonce();

  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <I18nextProvider i18n={instance}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </I18nextProvider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));

  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Language", lng);
  responseHeaders.set("Vary", "Cookie, Host");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "strict-origin-when-cross-origin");
  responseHeaders.set("Content-Security-Policy", pagePolicy(nonce, loadContext.config));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
