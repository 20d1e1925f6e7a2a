import { constants, inflateSync } from "node:zlib";
import { importError } from "./import-error.server";

/*
 * A PDF's objects, read as far as text extraction needs (ISO 32000-1 §7): every "n g obj" of the
 * file found by scanning (so a broken cross-reference table does not matter, and a later revision
 * of an object wins), the objects packed in object streams, and streams decoded (Flate, ASCIIHex).
 * Values are plain: numbers, booleans, null, names, byte strings, references, arrays and Maps.
 */

export class PdfName {
  constructor(readonly name: string) {}
}
/** A string's bytes, one char per byte. */
export class PdfString {
  constructor(readonly bytes: string) {}
}
export class PdfRef {
  constructor(readonly num: number) {}
}
/** An operator in a content stream (`Tj`, `BT`). */
export class PdfOperator {
  constructor(readonly op: string) {}
}
export type PdfDict = Map<string, PdfValue>;
export type PdfValue = number | boolean | null | PdfName | PdfString | PdfRef | PdfOperator | PdfValue[] | PdfDict;
export type PdfStream = { dict: PdfDict; raw: string };

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITER = new Set("()<>[]{}/%".split("").map((c) => c.charCodeAt(0)));
/** A decoded stream may not grow past this (a content stream is kilobytes; this stops a bomb). */
const MAX_STREAM = 32 * 1024 * 1024;

/** Bytes as a string of one char per byte (latin1 by hand: TextDecoder's "latin1" is windows-1252). */
export function binaryString(bytes: Uint8Array): string {
  let out = "";
  for (let at = 0; at < bytes.length; at += 8192) out += String.fromCharCode(...bytes.subarray(at, at + 8192));
  return out;
}

const toBytes = (binary: string) => Uint8Array.from(binary, (c) => c.charCodeAt(0));

/** A tokenizer over a binary string, one value (or operator) at a time. */
export class PdfLexer {
  constructor(
    readonly s: string,
    public at = 0,
  ) {}

  skipSpace(): void {
    const { s } = this;
    while (this.at < s.length) {
      const code = s.charCodeAt(this.at);
      if (WHITE.has(code)) this.at++;
      else if (code === 0x25) while (this.at < s.length && s[this.at] !== "\n" && s[this.at] !== "\r") this.at++;
      else break;
    }
  }

  /** The next value, or undefined at the end; `]` and `>>` end their containers. */
  next(): PdfValue | undefined {
    this.skipSpace();
    const { s } = this;
    if (this.at >= s.length) return undefined;
    const c = s[this.at]!;
    if (c === "<" && s[this.at + 1] === "<") {
      this.at += 2;
      const dict: PdfDict = new Map();
      for (;;) {
        this.skipSpace();
        if (this.at >= s.length) return dict;
        if (s[this.at] === ">" && s[this.at + 1] === ">") {
          this.at += 2;
          return dict;
        }
        const key = this.next();
        if (!(key instanceof PdfName)) {
          if (key === undefined) return dict;
          continue;
        }
        const value = this.next();
        if (value !== undefined) dict.set(key.name, value);
      }
    }
    if (c === "<") {
      const end = s.indexOf(">", this.at);
      const hex = s.slice(this.at + 1, end < 0 ? s.length : end).replace(/[^0-9a-fA-F]/g, "");
      this.at = end < 0 ? s.length : end + 1;
      let bytes = "";
      for (let i = 0; i < hex.length; i += 2) bytes += String.fromCharCode(parseInt((hex.slice(i, i + 2) + "0").slice(0, 2), 16));
      return new PdfString(bytes);
    }
    if (c === "(") return this.literal();
    if (c === "[") {
      this.at++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.at >= s.length) return items;
        if (s[this.at] === "]") {
          this.at++;
          return items;
        }
        const value = this.next();
        if (value === undefined) return items;
        items.push(value);
      }
    }
    if (c === "/") {
      let end = this.at + 1;
      while (end < s.length && !WHITE.has(s.charCodeAt(end)) && !DELIMITER.has(s.charCodeAt(end))) end++;
      const name = s.slice(this.at + 1, end).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      this.at = end;
      return new PdfName(name);
    }
    if (c === "]" || c === ">" || c === ")" || c === "{" || c === "}") {
      this.at++;
      return this.next();
    }
    let end = this.at;
    while (end < s.length && !WHITE.has(s.charCodeAt(end)) && !DELIMITER.has(s.charCodeAt(end))) end++;
    if (end === this.at) end++;
    const word = s.slice(this.at, end);
    this.at = end;
    if (/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(word)) {
      const number = Number(word);
      // "12 0 R": a reference.
      if (/^\d+$/.test(word)) {
        const save = this.at;
        const ref = /^\s+(\d+)\s+R(?![^\s/<>[\]()%])/.exec(s.slice(this.at, this.at + 24));
        if (ref) {
          this.at = save + ref[0].length;
          return new PdfRef(number);
        }
      }
      return number;
    }
    if (word === "true") return true;
    if (word === "false") return false;
    if (word === "null") return null;
    return new PdfOperator(word);
  }

  private literal(): PdfString {
    const { s } = this;
    let depth = 0;
    let out = "";
    let at = this.at;
    for (; at < s.length; at++) {
      const c = s[at]!;
      if (c === "\\") {
        const n = s[++at];
        if (n === undefined) break;
        const escaped: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f", "(": "(", ")": ")", "\\": "\\" };
        if (n in escaped) out += escaped[n];
        else if (/[0-7]/.test(n)) {
          const octal = /^[0-7]{1,3}/.exec(s.slice(at, at + 3))![0];
          out += String.fromCharCode(parseInt(octal, 8) & 0xff);
          at += octal.length - 1;
        } else if (n === "\r") {
          if (s[at + 1] === "\n") at++;
        } else if (n !== "\n") out += n;
      } else if (c === "(") {
        if (depth++ > 0) out += c;
      } else if (c === ")") {
        if (--depth === 0) break;
        out += c;
      } else out += c;
    }
    this.at = at + 1;
    return new PdfString(out);
  }
}

/** The objects of one PDF file. */
export class PdfFile {
  private readonly offsets = new Map<number, number>();
  private readonly packed = new Map<number, { stream: number; index: number }>();
  private readonly cache = new Map<number, { value: PdfValue; stream: PdfStream | null }>();
  readonly trailer: PdfDict;

  constructor(readonly s: string) {
    if (!s.slice(0, 1024).includes("%PDF-")) throw importError("corrupt");
    for (const match of s.matchAll(/(?:^|[\r\n\s])(\d+)\s+\d+\s+obj\b/g)) this.offsets.set(Number(match[1]), match.index + match[0].length);
    if (this.offsets.size === 0) throw importError("corrupt");
    this.trailer = this.findTrailer();
    if (this.trailer.has("Encrypt")) throw importError("password");
    for (const num of this.offsets.keys()) {
      const stream = this.stream(num);
      if (!stream || name(stream.dict.get("Type")) !== "ObjStm") continue;
      const data = this.decode(stream);
      const count = num2(stream.dict.get("N"));
      const header = new PdfLexer(data);
      for (let index = 0; index < count; index++) {
        const object = header.next();
        header.next();
        if (typeof object === "number" && !this.offsets.has(object)) this.packed.set(object, { stream: num, index });
      }
    }
  }

  private findTrailer(): PdfDict {
    let found: PdfDict = new Map();
    for (const match of this.s.matchAll(/trailer\s*<</g)) {
      const dict = new PdfLexer(this.s, match.index + "trailer".length).next();
      if (dict instanceof Map && (dict.has("Root") || !found.has("Root"))) found = new Map([...found, ...dict]);
    }
    if (found.has("Root")) return found;
    // A cross-reference stream holds the trailer's keys in its dictionary.
    for (const num of this.offsets.keys()) {
      const value = this.object(num);
      if (value instanceof Map && name(value.get("Type")) === "XRef") found = new Map([...found, ...value]);
    }
    return found;
  }

  /** The object numbered `num` (null when absent). */
  object(num: number): PdfValue {
    return this.load(num).value;
  }

  stream(num: number): PdfStream | null {
    return this.load(num).stream;
  }

  private load(num: number): { value: PdfValue; stream: PdfStream | null } {
    const cached = this.cache.get(num);
    if (cached) return cached;
    // A reference cycle reads as null.
    this.cache.set(num, { value: null, stream: null });
    let loaded: { value: PdfValue; stream: PdfStream | null } = { value: null, stream: null };
    const offset = this.offsets.get(num);
    if (offset !== undefined) {
      const lexer = new PdfLexer(this.s, offset);
      const value = lexer.next() ?? null;
      lexer.skipSpace();
      if (value instanceof Map && this.s.startsWith("stream", lexer.at)) {
        let start = lexer.at + "stream".length;
        if (this.s[start] === "\r") start++;
        if (this.s[start] === "\n") start++;
        const declared = this.resolve(value.get("Length"));
        let end =
          typeof declared === "number" && this.s.slice(start + declared, start + declared + 12).includes("endstream")
            ? start + declared
            : -1;
        if (end < 0) {
          end = this.s.indexOf("endstream", start);
          if (end < 0) end = this.s.length;
          while (end > start && (this.s[end - 1] === "\n" || this.s[end - 1] === "\r")) end--;
        }
        loaded = { value, stream: { dict: value, raw: this.s.slice(start, end) } };
      } else loaded = { value, stream: null };
    } else {
      const place = this.packed.get(num);
      const container = place && this.stream(place.stream);
      if (container) {
        const data = this.decode(container);
        const lexer = new PdfLexer(data);
        const pairs: number[] = [];
        for (let i = 0; i < num2(container.dict.get("N")) * 2; i++) pairs.push(num2(lexer.next()));
        const at = num2(container.dict.get("First")) + (pairs[place.index * 2 + 1] ?? 0);
        loaded = { value: new PdfLexer(data, at).next() ?? null, stream: null };
      }
    }
    this.cache.set(num, loaded);
    return loaded;
  }

  /** A value with its reference followed. */
  resolve(value: PdfValue | undefined): PdfValue {
    return value instanceof PdfRef ? this.object(value.num) : (value ?? null);
  }

  dict(value: PdfValue | undefined): PdfDict | null {
    const resolved = this.resolve(value);
    return resolved instanceof Map ? resolved : null;
  }

  streamOf(value: PdfValue | undefined): PdfStream | null {
    return value instanceof PdfRef ? this.stream(value.num) : null;
  }

  /** A stream's decoded bytes (as a binary string); an unknown filter gives an empty string. */
  decode(stream: PdfStream): string {
    const filters = this.resolve(stream.dict.get("Filter"));
    const names = (Array.isArray(filters) ? filters : [filters]).map((filter) => name(this.resolve(filter))).filter(Boolean);
    let data = stream.raw;
    for (const filter of names) {
      if (filter === "FlateDecode" || filter === "Fl") {
        try {
          data = binaryString(
            new Uint8Array(inflateSync(toBytes(data), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_STREAM })),
          );
        } catch {
          return "";
        }
      } else if (filter === "ASCIIHexDecode" || filter === "AHx") {
        const hex = data.replace(/[^0-9a-fA-F]/g, "");
        let bytes = "";
        for (let i = 0; i < hex.length; i += 2) bytes += String.fromCharCode(parseInt(hex.slice(i, i + 2).padEnd(2, "0"), 16));
        data = bytes;
      } else return "";
    }
    return data;
  }
}

export const name = (value: PdfValue | undefined): string | null => (value instanceof PdfName ? value.name : null);
const num2 = (value: PdfValue | undefined): number => (typeof value === "number" ? value : 0);
