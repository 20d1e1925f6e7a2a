/** Limits of what an admin may save (checked on the server, mirrored in the form). */
export const MAX_PROMPT_BYTES = 24 * 1024;
export const MAX_SAMPLE_NAME_CHARS = 100;
export const MAX_SAMPLE_CONTENT_BYTES = 8 * 1024;

/** Size in UTF-8 bytes: what the limits of kilobytes count (an accented letter takes two). */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}
