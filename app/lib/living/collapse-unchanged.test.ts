import { diffWords } from "diff";
import { describe, expect, it } from "vitest";
import { collapseUnchanged, type ShownPart } from "./collapse-unchanged";

const lines = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `line ${from + index}`).join("\n");
const text = (parts: ShownPart[]) => parts.map((part) => ("folded" in part ? `[${part.folded} folded]` : part.value)).join("|");

describe("collapseUnchanged", () => {
  it("keeps every change with the lines around it and folds the long stretches between", () => {
    const before = `${lines(1, 20)}\nmeals 615 per day\n${lines(22, 40)}`;
    const after = `${lines(1, 20)}\nmeals 655 per day\n${lines(22, 40)}`;
    const shown = collapseUnchanged(diffWords(before, after), 2);
    const changed = shown.filter((part) => "value" in part && (part.added || part.removed)).map((part) => "value" in part && part.value);
    expect(changed).toEqual(["615", "655"]);
    expect(text(shown)).toContain("[18 folded]|line 19\nline 20\nmeals ");
    expect(text(shown)).toContain(" per day\nline 22\nline 23|[17 folded]");
    expect(text(shown)).not.toContain("line 10");
  });

  it("hides nothing that would fold fewer than two lines", () => {
    const parts = diffWords(`${lines(1, 3)}\nA\n${lines(5, 7)}`, `${lines(1, 3)}\nB\n${lines(5, 7)}`);
    expect(collapseUnchanged(parts, 2)).toEqual(parts);
  });

  it("folds the unchanged lines between two changes far apart, keeping context on both sides", () => {
    const parts = diffWords(`A\n${lines(2, 30)}\nZ`, `B\n${lines(2, 30)}\nY`);
    const shown = collapseUnchanged(parts, 3);
    expect(shown.filter((part) => "folded" in part)).toEqual([{ folded: 29 - 6 }]);
    expect(text(shown)).toMatch(/^A\|B\|\nline 2\nline 3\nline 4\|\[23 folded\]\|line 28\nline 29\nline 30\n\|Z\|Y$/);
  });
});
