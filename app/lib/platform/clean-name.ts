/*
 * A name or title as it may be stored and shown: control characters, bidirectional overrides and
 * isolates, zero-width characters and Unicode non-characters removed (they hide or reorder text in
 * pages and download filenames: "Acme\u202Efdp.exe"), runs of whitespace made one space.
 */

const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\ufdd0-\ufdef\ufffe\uffff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f\udbbf\udbff][\udffe\udfff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function cleanName(text: string): string {
  return text.replace(/\s+/gu, " ").replace(LONE_SURROGATE, "").replace(INVISIBLE, "").replace(/ {2,}/g, " ").trim();
}

/** At least one character a reader can see. */
export const hasVisibleCharacter = (text: string) => /[\p{L}\p{N}\p{P}\p{S}]/u.test(text);
