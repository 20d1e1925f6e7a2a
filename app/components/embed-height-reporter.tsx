import { useEffect } from "react";

/**
 * When the page is framed by the card provider, tells the host page its height so the iframe can
 * fit its content: `{ type: "policysmith:height", height }`, posted only to the allowed origins
 * (a message to any other origin is dropped by the browser).
 */
export function EmbedHeightReporter({ origins }: { origins: readonly string[] }) {
  useEffect(() => {
    if (window.parent === window || origins.length === 0) return;
    let last = 0;
    const report = () => {
      const height = document.documentElement.scrollHeight;
      if (height === last) return;
      last = height;
      for (const origin of origins) window.parent.postMessage({ type: "policysmith:height", height }, origin);
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, [origins]);
  return null;
}
