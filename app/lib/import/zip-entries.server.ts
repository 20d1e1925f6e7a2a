import { inflateRawSync } from "node:zlib";
import { importError } from "./import-error.server";

/*
 * The reading half of `app/lib/export/zip.ts`: a ZIP's central directory (PKWARE APPNOTE 6.3) and
 * the entries a caller asks for, inflated with the platform's native zlib. Only what a DOCX needs:
 * stored and deflated entries, no ZIP64, no encryption (Office encrypts a whole package otherwise).
 */

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** An entry may not inflate past this: a part of a DOCX bigger than this is a zip bomb, not a policy. */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

export const isZip = (bytes: Uint8Array) =>
  bytes.length > 4 && new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true) === LOCAL_HEADER;

/** The named entries' bytes (an entry the archive lacks is absent); a broken archive is `corrupt`. */
export function zipEntries(bytes: Uint8Array, wanted: ReadonlySet<string>): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw importError("corrupt");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const found = new Map<string, Uint8Array>();
  try {
    for (let index = 0; index < count; index++) {
      if (view.getUint32(at, true) !== CENTRAL_ENTRY) throw importError("corrupt");
      const flags = view.getUint16(at + 8, true);
      const method = view.getUint16(at + 10, true);
      const compressedSize = view.getUint32(at + 20, true);
      const size = view.getUint32(at + 24, true);
      const nameLength = view.getUint16(at + 28, true);
      const extraLength = view.getUint16(at + 30, true);
      const commentLength = view.getUint16(at + 32, true);
      const localOffset = view.getUint32(at + 42, true);
      const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
      if (!wanted.has(name)) continue;
      if (flags & 1) throw importError("password");
      if (size > MAX_ENTRY_BYTES) throw importError("tooLarge");
      if (view.getUint32(localOffset, true) !== LOCAL_HEADER) throw importError("corrupt");
      const dataStart = localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
      const data = bytes.subarray(dataStart, dataStart + compressedSize);
      if (method === 0) found.set(name, data);
      else if (method === 8) found.set(name, new Uint8Array(inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES })));
      else throw importError("unsupported");
    }
  } catch (error) {
    if (error instanceof RangeError || (error instanceof Error && "code" in error)) throw importError("corrupt");
    throw error;
  }
  return found;
}
