/*
 * A posted HTML form, read safely: only the two form encodings, at most 64 KB, parsed without
 * throwing. Anything else is a clean 415, 413 or 400 for the route to answer in its own shape
 * (a page re-rendered with a translated message, or a JSON error), never an uncaught error.
 */

export const MAX_FORM_BYTES = 64 * 1024;

export type FormRefusal = { status: 400 | 413 | 415; key: "errors.unsupportedBody" | "errors.bodyTooLarge" | "errors.badRequest" };
export type FormRead = { ok: true; form: FormData } | ({ ok: false } & FormRefusal);

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The request body, read up to `limit` bytes; null once it is longer (the rest is never read). */
export async function boundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readForm(request: Request): Promise<FormRead> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return { ok: false, status: 415, key: "errors.unsupportedBody" };
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_FORM_BYTES) return { ok: false, status: 413, key: "errors.bodyTooLarge" };
  const bytes = await boundedBody(request, MAX_FORM_BYTES);
  if (!bytes) return { ok: false, status: 413, key: "errors.bodyTooLarge" };
  try {
    const form = await new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("Content-Type")! },
      body: bytes,
    }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400, key: "errors.badRequest" };
  }
}
