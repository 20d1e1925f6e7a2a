import { describe, expect, it } from "vitest";
import { defaultComparison, olderToNewer, revisionKindLabel } from "./revision-compare";
import { languageName } from "~/lib/site/language-names";

describe("olderToNewer", () => {
  it("reads from the older revision to the newer one whichever is picked first", () => {
    expect(olderToNewer(2, 3)).toEqual({ older: 2, newer: 3 });
    expect(olderToNewer(3, 2)).toEqual({ older: 2, newer: 3 });
    expect(olderToNewer(4, 4)).toEqual({ older: 4, newer: 4 });
  });
});

describe("defaultComparison", () => {
  it("compares the revision before the latest with the latest, in whatever order the list came", () => {
    expect(defaultComparison([4, 3, 2, 1])).toEqual({ first: 3, second: 4 });
    expect(defaultComparison([1, 3, 2])).toEqual({ first: 2, second: 3 });
  });

  it("compares a lone revision with itself, and nothing without revisions", () => {
    expect(defaultComparison([1])).toEqual({ first: 1, second: 1 });
    expect(defaultComparison([])).toBeNull();
  });
});

describe("revisionKindLabel", () => {
  const name = (code: string) => languageName(code, "en");

  it("labels each known kind, a restore with the revision it brought back", () => {
    expect(revisionKindLabel({ kind: "generation" }, name)).toEqual({ key: "generation" });
    expect(revisionKindLabel({ kind: "edit" }, name)).toEqual({ key: "edit" });
    expect(revisionKindLabel({ kind: "section" }, name)).toEqual({ key: "section" });
    expect(revisionKindLabel({ kind: "restore", restoredFrom: 2 }, name)).toEqual({ key: "restore", from: 2 });
    expect(revisionKindLabel({ kind: "restore", restoredFrom: null }, name)).toEqual({ key: "restoreUnknown" });
  });

  it("names the language an update came from, and still labels an update without it", () => {
    expect(revisionKindLabel({ kind: "update", sourceLanguage: "es" }, name)).toEqual({ key: "update", language: "Spanish" });
    expect(revisionKindLabel({ kind: "update" }, name)).toEqual({ key: "updateUnknown" });
  });

  it("gives a kind it does not know a generic label instead of failing", () => {
    expect(revisionKindLabel({ kind: "merge" }, name)).toEqual({ key: "other" });
  });
});
