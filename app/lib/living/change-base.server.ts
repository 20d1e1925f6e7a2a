import * as z from "zod";
import { DomainError } from "~/lib/platform/http.server";
import { currentRevision, getRevision, listRevisions, type OwnedPolicy } from "./revisions.server";

/*
 * What an owner's change was built on. Every write from the owner's tools (an edit, an accepted
 * section rewrite, a restore, an update from another language) names the text it started from by
 * its content hash; a change built on a text that is no longer the current one is refused with a
 * 409 naming the revisions saved since, so nothing the owner saved is overwritten unseen
 * (decision 032).
 */

/** The SHA-256 (hex) of the text a change was built on: required, checked by `requireBase`. */
export const BaseHashField = z.string().max(64).optional();

/** What each tool says when its change was built on an older text. */
export type StaleRefusal =
  "living.errors.staleBase" | "living.errors.staleProposal" | "living.errors.staleRestore" | "living.errors.staleUpdate";

/** The revision a change is saved on top of (saveRevision refuses it if another landed since), its hash, and how to refuse. */
export type ChangeBase = { number: number; hash: string; refusal: StaleRefusal };

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * The current revision, if `baseHash` is its content hash; otherwise the 409 naming what was saved
 * since (400 when `baseHash` is missing or is no SHA-256). The hash and the number come from one
 * row, so a save landing after this read is caught by saveRevision's check of the number.
 */
export async function requireBase(
  db: D1Database,
  policy: OwnedPolicy,
  baseHash: string | undefined,
  refusal: StaleRefusal,
): Promise<ChangeBase> {
  if (!baseHash || !SHA256_HEX.test(baseHash)) {
    throw new DomainError("invalid", "living.errors.baseHashRequired", { extra: { reason: "base_hash_required" } });
  }
  const head = await currentRevision(db, policy);
  if (head.contentHash !== baseHash) throw await staleChange(db, policy, { hash: baseHash, refusal });
  return { number: head.number, hash: baseHash, refusal };
}

/**
 * The conflict: the current text and its hash (so the owner's own work, still on their screen, can
 * be redone on it), the revision the change was built on (null when no kept revision has that text) and every
 * revision saved after it, newest first, without their texts.
 */
export async function staleChange(
  db: D1Database,
  policy: OwnedPolicy,
  { hash, refusal }: Omit<ChangeBase, "number">,
): Promise<DomainError> {
  const { revisions } = await listRevisions(db, policy);
  const head = revisions[0]!;
  const latest = await getRevision(db, policy, head.number);
  const baseIndex = revisions.findIndex((revision) => revision.contentHash === hash);
  const changedSince = (baseIndex === -1 ? [] : revisions.slice(0, baseIndex)).map(
    ({ number, kind, restoredFrom, sourceLanguage, createdAt }) => ({ number, kind, restoredFrom, sourceLanguage, createdAt }),
  );
  return new DomainError("conflict", refusal, {
    values: { revision: head.number },
    extra: {
      reason: "stale_base",
      // What to build the change on again: resent as `baseHash`, it is accepted while nothing else lands.
      latest: { revision: head.number, markdown: latest?.markdown ?? policy.markdown, contentHash: head.contentHash },
      base: baseIndex === -1 ? null : revisions[baseIndex]!.number,
      changedSince,
    },
  });
}
