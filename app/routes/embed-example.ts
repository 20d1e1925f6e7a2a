import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isLocalHost } from "~/lib/auth/local-host";

/**
 * GET /embed-example — development only: a stand-in for the card provider's page that frames
 * `/for-cardholders` and follows its height messages (docs/api.md, "Embedding the cardholders' generator"). Local hosts only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (context.config.authMode !== "dev" || !isLocalHost(url.host)) throw new Response("Not Found", { status: 404 });
  const appOrigin = context.config.canonicalOrigins.en ?? url.origin;
  // `?path=/…` frames another page of the app, to show that only the cardholders' route may be framed.
  const path = url.searchParams.get("path") ?? "/for-cardholders";
  if (!path.startsWith("/") || path.startsWith("//")) throw new Response("Not Found", { status: 404 });
  return new Response(examplePage(appOrigin, path), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function examplePage(appOrigin: string, path: string): string {
  const origin = JSON.stringify(appOrigin).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Card provider (example host page)</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; background: #f1f5f9">
<h1>Card provider — example host page</h1>
<p>This page frames the cardholders' generator, as the provider's site would.</p>
<iframe id="policysmith" title="Policy generator" src="${escapeAttribute(appOrigin + path)}"
  style="width: 100%; border: 0; height: 600px; background: white"></iframe>
<script>
  const appOrigin = ${origin};
  const frame = document.getElementById("policysmith");
  window.addEventListener("message", (event) => {
    // The generator is listening: the hello tells it which page frames it (browsers without location.ancestorOrigins need it).
    if (event.origin === appOrigin && event.data?.type === "policysmith:ready") frame.contentWindow.postMessage({ type: "policysmith:hello" }, appOrigin);
    if (event.origin !== appOrigin || event.data?.type !== "policysmith:height") return;
    document.getElementById("policysmith").style.height = Math.ceil(event.data.height) + "px";
  });
</script>
</body>
</html>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
