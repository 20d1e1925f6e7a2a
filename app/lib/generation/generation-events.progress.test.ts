import { describe, expect, it } from "vitest";
import { FINISHING_PROGRESS, forwardProgress, progressFor, STAGES, type Progress } from "./generation-events";

/** The percents a bar shows when it is handed these progresses in this order. */
function shown(progresses: Progress[]) {
  let bar: Progress | null = null;
  return progresses.map((next) => (bar = forwardProgress(bar, next)));
}

describe("the progress bar never goes back", () => {
  it("the first real event below where the time ramp got (3 after 4) keeps the bar at 4, then follows it up", () => {
    const ramp = [
      { percent: 2.1, stage: "analyzing" as const },
      { percent: 4.2, stage: "analyzing" as const },
    ];
    const real = [progressFor(0, false), progressFor(1, true), progressFor(4, true), FINISHING_PROGRESS];
    const percents = shown([...ramp, ...real]).map((progress) => progress.percent);
    expect(percents).toEqual([2.1, 4.2, 4.2, 17, 45, 95]);
  });

  it("a job run again after an eviction, or events replayed on a reconnect, never lower the percent or the stage", () => {
    const firstRun = [progressFor(0, false), progressFor(3, true), progressFor(5, true)];
    const secondRun = [progressFor(0, false), progressFor(2, true), progressFor(6, true), FINISHING_PROGRESS];
    const bars = shown([...firstRun, ...secondRun]);
    const percents = bars.map((progress) => progress.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const stages = bars.map((progress) => STAGES.indexOf(progress.stage));
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
    expect(bars.at(-1)).toEqual(FINISHING_PROGRESS);
    // While the second run catches up, the bar stays where the first one left it.
    expect(bars[4]).toEqual(progressFor(5, true));
  });

  it("takes any random order of the same events to the furthest one, rising all the way", () => {
    const events = [progressFor(0, false), ...Array.from({ length: 10 }, (_, sections) => progressFor(sections, true)), FINISHING_PROGRESS];
    for (let round = 0; round < 50; round++) {
      const shuffled = [...events].sort(() => Math.random() - 0.5);
      const percents = shown(shuffled).map((progress) => progress.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(percents.at(-1)).toBe(95);
    }
  });
});
