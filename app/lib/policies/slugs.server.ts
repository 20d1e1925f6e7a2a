const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"; // 32 symbols, no look-alikes

/**
 * A public slug: a readable part from the company name, then 100 bits of randomness (20 symbols
 * of 5 bits), so links cannot be guessed or enumerated.
 */
export function makeSlug(companyName: string): string {
  const readable = companyName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const random = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join("");
  return readable ? `${readable}-${random}` : random;
}

export const SLUG_PATTERN = /^[a-z0-9-]{20,80}$/;
