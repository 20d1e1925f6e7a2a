// One table for every figure `npm run bench` measures: median, p95, the same-run baseline and the
// ratio to it, the budget and the verdict. Printed at the end and written to bench/results.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export type Unit = "ms" | "req/s" | "MiB" | "KB" | "%" | "s" | "/100" | "count";

export interface BenchRow {
  name: string;
  unit: Unit;
  median: number;
  p95: number | null;
  n: number | null;
  /** What the figure is compared with, measured in the same run ("static asset", "Chromium print"). */
  baseline: { name: string; median: number } | null;
  /** median ÷ baseline for times, median ÷ baseline for throughputs too (say which in the budget). */
  ratio: number | null;
  budget: string;
  /** null: reported, no budget. */
  ok: boolean | null;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

type Baseline = { name: string; times: number[] } | { name: string; median: number };
const baselineMedian = (baseline: Baseline) => ("times" in baseline ? median(baseline.times) : baseline.median);

export class BenchTable {
  readonly rows: BenchRow[] = [];

  /** A time figure from its samples: within budget when its median is at most `maxMs`. */
  times(name: string, times: number[], maxMs: number | null, baseline?: Baseline): BenchRow {
    const value = median(times);
    const base = baseline ? baselineMedian(baseline) : null;
    return this.add({
      name,
      unit: "ms",
      median: value,
      p95: percentile(times, 0.95),
      n: times.length,
      baseline: baseline ? { name: baseline.name, median: base! } : null,
      ratio: base ? value / base : null,
      budget: maxMs === null ? "—" : `≤ ${maxMs} ms`,
      ok: maxMs === null ? null : value <= maxMs,
    });
  }

  /** One measured value (a size, a score, a rate) with its own budget. */
  value(
    name: string,
    unit: Unit,
    value: number,
    budget: string,
    ok: boolean | null,
    baseline?: { name: string; median: number },
    ratio?: number,
  ): BenchRow {
    return this.add({ name, unit, median: value, p95: null, n: null, baseline: baseline ?? null, ratio: ratio ?? null, budget, ok });
  }

  add(row: BenchRow): BenchRow {
    this.rows.push(row);
    return row;
  }

  get ok(): boolean {
    return this.rows.every((row) => row.ok !== false);
  }

  print(): void {
    const number = (value: number | null, unit?: Unit) =>
      value === null
        ? "—"
        : `${value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)}${unit ? ` ${unit}` : ""}`;
    const header = ["figure", "median", "p95", "baseline (same run)", "ratio", "budget", "verdict"];
    const lines = this.rows.map((row) => [
      row.name,
      number(row.median, row.unit),
      number(row.p95, row.p95 === null ? undefined : row.unit),
      row.baseline ? `${row.baseline.name}: ${number(row.baseline.median, row.unit)}` : "—",
      row.ratio === null ? "—" : `${row.ratio.toFixed(2)}×`,
      row.budget,
      row.ok === null ? "reported" : row.ok ? "within" : "OVER",
    ]);
    const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
    const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
    console.log(`\n${format(header)}\n|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
    for (const line of lines) console.log(format(line));
    console.log(
      `\n${this.rows.filter((row) => row.ok === false).length} figure(s) over budget of ${this.rows.filter((row) => row.ok !== null).length} with one.`,
    );
  }

  write(path: string, machine: Record<string, unknown>): void {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, rows: this.rows }, null, 2)}\n`);
  }
}
