/*
 * Rendered exports kept in R2, one file per policy version and format (exports/{slug}/current.{format}),
 * its identity (the text's content hash, the renderer version, the out-of-date line) in the object's
 * custom metadata. The key is known from the URL alone, so the download asks R2 while it asks D1
 * for the policy; the file is served when its identity is the current text's, and rebuilt (and
 * replaced) otherwise. R2 trouble never stops a download: the file is then built on the fly.
 */

export type ExportFormat = "pdf" | "docx";

/** Bump when a renderer changes its output, so cached files are rebuilt. */
export const RENDERER_VERSION = "exports-3";

/** Where a version's file of this format is kept. */
export function exportKey(slug: string, format: ExportFormat): string {
  return `exports/${slug}/current.${format}`;
}

/**
 * What the file was built from: the latest revision's content hash (stored with it, so nothing is
 * hashed on a download), everything else the file shows that can change, and the renderer version.
 */
export function exportIdentity(parts: { contentHash: string; companyName: string; lang: string; behind: string | null }): string {
  return JSON.stringify([RENDERER_VERSION, parts.contentHash, parts.companyName, parts.lang, parts.behind ?? ""]);
}

export type CachedExport = { body: ReadableStream | ArrayBuffer | Uint8Array; hit: boolean };

/** The stored file, started before the policy is known; a failure reads as "not stored". */
export function storedExport(bucket: R2Bucket, key: string): Promise<R2ObjectBody | null> {
  return bucket.get(key).catch((error: unknown) => {
    console.error(`export cache: reading ${key} failed; building the file on the fly`, error);
    return null;
  });
}

/**
 * The stored file when its identity is `identity`, streamed from R2; else one built now, stored
 * in the background when `defer` is given (the Worker's `waitUntil`), so the download does not
 * wait for the write.
 */
export async function cachedExport(
  bucket: R2Bucket,
  key: string,
  identity: string,
  stored: Promise<R2ObjectBody | null>,
  contentType: string,
  build: () => Promise<ArrayBuffer | Uint8Array>,
  defer?: (task: Promise<void>) => void,
): Promise<CachedExport> {
  const object = await stored;
  if (object?.customMetadata?.identity === identity) return { body: object.body, hit: true };
  // Another text's file: its body is not read.
  if (object) await object.body.cancel().catch(() => undefined);
  const body = await build();
  const store = bucket.put(key, body, { httpMetadata: { contentType }, customMetadata: { identity } }).then(
    () => undefined,
    (error: unknown) => console.error(`export cache: storing ${key} failed; the file was still served`, error),
  );
  if (defer) defer(store);
  else await store;
  return { body, hit: false };
}

/** Removes every cached export of these policies (called when they are deleted). */
export async function deletePolicyExports(env: Env, slugs: string[]): Promise<void> {
  for (const slug of slugs) {
    // The slash keeps "abc" from matching "abcd"'s files.
    const prefix = `exports/${slug}/`;
    let cursor: string | undefined;
    do {
      const listing = await env.EXPORTS.list({ prefix, cursor });
      if (listing.objects.length) await env.EXPORTS.delete(listing.objects.map((object) => object.key));
      cursor = listing.truncated ? listing.cursor : undefined;
    } while (cursor);
  }
}
