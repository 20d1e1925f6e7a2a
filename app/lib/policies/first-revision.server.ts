import type { NewPolicyRevision } from "~/db/schema";
import { contentHash } from "../platform/content-hash";

/** Who made a revision: the signed-in user, or the holder of an anonymous group's owner token. */
export type RevisionAuthor = { userId: string | null };

export function authorFields(author: RevisionAuthor) {
  return { authorUserId: author.userId, byOwnerToken: author.userId === null };
}

/** Revision 1 of a new policy version: the generated text, saved in the same batch as the version. */
export async function firstRevision(
  policyId: string,
  markdown: string,
  author: RevisionAuthor,
  createdAt: Date,
): Promise<NewPolicyRevision> {
  return {
    policyId,
    number: 1,
    kind: "generation",
    ...authorFields(author),
    markdown,
    contentHash: await contentHash(markdown),
    createdAt,
  };
}
