import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A control character typed by a tool in place of an escape ("\b" written as a backspace) turns a
// regular expression into one that never matches, silently: two of the readers' did, for a round.
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(?:ts|tsx|mjs|js|json)$/.test(entry.name) ? [full] : [];
  });
}

describe("source files", () => {
  it("hold no control characters but tabs and line ends", () => {
    const withControls = ["app", "scripts", "tests", "workers"]
      .flatMap(sourceFiles)
      .filter((file) => CONTROL.test(readFileSync(file, "utf8")));
    expect(withControls).toEqual([]);
  });
});
