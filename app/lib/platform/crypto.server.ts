import { base64Url, sha256Base64Url } from "./sha256";

/** Random tokens and their hashes: what we store is never what the browser holds. */
export function randomToken(bytes = 32): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return base64Url(buffer);
}

/** A token's stand-in in D1: its SHA-256, base64url. */
export const sha256 = sha256Base64Url;

const hmacKeys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key)
    hmacKeys.set(
      secret,
      (key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
        "sign",
        "verify",
      ])),
    );
  return key;
}

/** The HMAC-SHA-256 of a value, base64url. */
export async function hmacSign(secret: string, value: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(value))));
}

/** Whether a base64url signature is the value's HMAC (compared in constant time by WebCrypto). */
export async function hmacVerify(secret: string, value: string, signature: string): Promise<boolean> {
  // 32 bytes in 43 base64url characters leave the last one 4 bits: only its canonical spelling is
  // the signature (atob would also take the 3 other letters that differ in the 2 unused bits).
  if (!/^[\w-]{42}[AEIMQUYcgkosw048]$/.test(signature)) return false;
  const binary = atob(signature.replaceAll("-", "+").replaceAll("_", "/") + "=");
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, new TextEncoder().encode(value));
}
