/*
 * Rendered exports kept in R2 under exports/{slug}/{sha256(markdown + renderer version)}.{format}:
 * a repeat download skips rendering, an edited policy gets a new key, and R2 trouble never stops
 * a download (the file is then built on the fly and the failure logged).
 */

export type ExportFormat = "pdf" | "docx";

/** Bump when a renderer changes its output, so cached files are rebuilt. */
export const RENDERER_VERSION = "exports-1";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The key of a file: its text, and the out-of-date line under its title (a file never carries a stale one). */
export async function exportKey(slug: string, markdown: string, format: ExportFormat, behind: string | null = null): Promise<string> {
  return `exports/${slug}/${await sha256Hex(markdown + RENDERER_VERSION + (behind ? `\n${behind}` : ""))}.${format}`;
}

export type CachedExport = { body: ReadableStream | ArrayBuffer | Uint8Array; hit: boolean };

/**
 * The stored file, streamed from R2, or one built now. The new file is stored in the background
 * when `defer` is given (the Worker's `waitUntil`), so the download does not wait for the write.
 */
export async function cachedExport(
  bucket: R2Bucket, key: string, contentType: string, build: () => Promise<ArrayBuffer | Uint8Array>, defer?: (task: Promise<void>) => void,
): Promise<CachedExport> {
  try {
    const object = await bucket.get(key);
    if (object) return { body: object.body, hit: true };
  } catch (error) {
    console.error(`export cache: reading ${key} failed; building the file on the fly`, error);
  }
  const body = await build();
  const store = bucket.put(key, body, { httpMetadata: { contentType } }).then(
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
