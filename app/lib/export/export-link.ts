import { safeUrl } from "~/lib/markdown/safe-url";
import { fileSafeText } from "./file-safe-text";

/**
 * A markdown link's address as a PDF or DOCX link, or "" when it gets none: the pipeline's address
 * rule (safe schemes only), and only absolute addresses, the only kind that works in a file that
 * leaves the site.
 */
export function externalHref(href: string | undefined): string {
  const safe = href === undefined ? "" : fileSafeText(safeUrl(href));
  return /^[a-z][a-z0-9+.-]*:/i.test(safe) ? safe : "";
}
