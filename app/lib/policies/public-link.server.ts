import { and, eq, gt, isNull, or, type Placeholder } from "drizzle-orm";
import { policies } from "~/db/schema";

/**
 * Whether a policy version's public link answers: the owner has not turned it off and its expiry
 * (if any) is still ahead. One rule for `/p/{slug}`, its edge cache, the exports and the card
 * controls; the owner still reads and edits the text from My Policies. `now` may be a placeholder
 * of a prepared read, bound to the time in milliseconds.
 */
export function liveLinkCondition(now: Date | Placeholder = new Date()) {
  return and(eq(policies.linkEnabled, true), or(isNull(policies.linkExpiresAt), gt(policies.linkExpiresAt, now)))!;
}

export function isLinkLive(link: { linkEnabled: boolean; linkExpiresAt: Date | null }, now = new Date()): boolean {
  return link.linkEnabled && (link.linkExpiresAt === null || link.linkExpiresAt.getTime() > now.getTime());
}
