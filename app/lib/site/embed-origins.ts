/*
 * Which host pages may hear the generator's height messages: the origins of `EMBED_ORIGINS`, where
 * `https://*.cards.example` stands for any subdomain of cards.example (as in CSP's frame-ancestors,
 * not cards.example itself). Messages go only to a concrete origin that matched — the framing
 * page's own, learned from the browser (`location.ancestorOrigins`) or from its hello message.
 */

export const READY_MESSAGE = "policysmith:ready";
export const HELLO_MESSAGE = "policysmith:hello";
export const HEIGHT_MESSAGE = "policysmith:height";

/** Whether a concrete origin ("https://eu.cards.example") is one the list allows. */
export function embedOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  if (!URL.canParse(origin)) return false;
  const candidate = new URL(origin);
  if (candidate.origin !== origin) return false;
  return allowed.some((pattern) => {
    if (!pattern.includes("://*.")) return pattern === origin;
    const [scheme, rest] = pattern.split("://*.") as [string, string];
    const wanted = new URL(`${scheme}://${rest}`);
    return (
      candidate.protocol === wanted.protocol &&
      candidate.port === wanted.port &&
      candidate.hostname.endsWith(`.${wanted.hostname}`) &&
      candidate.hostname.length > wanted.hostname.length + 1
    );
  });
}
