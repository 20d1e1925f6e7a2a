import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { getLocale, i18nextFor } from "~/lib/site/i18n.server";
import { MarkupHtmlContext } from "~/lib/client/markup-html";
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
  // The language's shared instance: it never changes language, so requests in other languages are safe.
  const lng = await getLocale(request, loadContext.config.sites);
  const instance = i18nextFor(lng);

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  // A fresh nonce for each page: only the scripts this render writes may run.
  const nonce = newNonce();

  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <I18nextProvider i18n={instance}>
        <MarkupHtmlContext.Provider value={loadContext.markupHtml}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </MarkupHtmlContext.Provider>
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
  // A page may ask for a stricter one (the management page: its address is a secret).
  if (responseHeaders.get("Referrer-Policy") !== "no-referrer") responseHeaders.set("Referrer-Policy", "strict-origin-when-cross-origin");
  responseHeaders.set("Content-Security-Policy", pagePolicy(nonce, loadContext.config));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

// The workers' share of the app, from this one build (see worker-parts.server.ts).
export * as workerParts from "./worker-parts.server";
