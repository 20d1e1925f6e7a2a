import { useEffect } from "react";
import { embedOriginAllowed, HEIGHT_MESSAGE, HELLO_MESSAGE, READY_MESSAGE } from "~/lib/site/embed-origins";

/**
 * When the page is framed by the card provider, tells the host page its height so the iframe can
 * fit its content: `{ type: "policysmith:height", height }`, posted only to the framing page's own
 * origin once it is known to be allowed — from the browser (`location.ancestorOrigins`) or from the
 * host's `{ type: "policysmith:hello" }`, its answer to our `{ type: "policysmith:ready" }` (a
 * wildcard entry is never a message's target).
 */
export function EmbedHeightReporter({ origins }: { origins: readonly string[] }) {
  useEffect(() => {
    if (window.parent === window || origins.length === 0) return;
    let last = 0;
    let host: string | null = null;
    const report = () => {
      const height = document.documentElement.scrollHeight;
      if (!host || height === last) return;
      last = height;
      window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, host);
    };
    const knownHost = (origin: string | undefined) => {
      if (host || !origin || !embedOriginAllowed(origin, origins)) return;
      host = origin;
      report();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source === window.parent && (event.data as { type?: unknown } | null)?.type === HELLO_MESSAGE) knownHost(event.origin);
    };
    window.addEventListener("message", onMessage);
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    knownHost(window.location.ancestorOrigins?.[0]);
    // Says it is listening (no data in it, so any page may hear it): the host answers with its hello.
    if (!host) window.parent.postMessage({ type: READY_MESSAGE }, "*");
    return () => {
      observer.disconnect();
      window.removeEventListener("message", onMessage);
    };
  }, [origins]);
  return null;
}
