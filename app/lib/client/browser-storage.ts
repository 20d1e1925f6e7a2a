/**
 * localStorage or sessionStorage, or null where the browser denies storage — a page framed by
 * another site when third-party storage is blocked throws on the mere property access.
 */
export function browserStorage(kind: "local" | "session"): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
