/**
 * The one SHA-256 helper, for the Worker and the browser alike: the digest of a text's UTF-8
 * bytes, as hex (a revision's content hash) or base64url (what stands in D1 for a token).
 */
export async function sha256Bytes(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

export async function sha256Hex(text: string): Promise<string> {
  return [...(await sha256Bytes(text))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function sha256Base64Url(text: string): Promise<string> {
  return base64Url(await sha256Bytes(text));
}

export function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
