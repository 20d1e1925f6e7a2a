// `npm test`: every check and test, on a fresh clone too. Stops at the first failing stage.
import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { build, ensureDependencies, run } from "./setup.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

const suites = [
  { name: "unit", config: "vitest.unit.config.ts" },
  { name: "worker", config: "vitest.worker.config.ts" },
  { name: "e2e", config: "vitest.e2e.config.ts" },
];
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Seconds each stage took, printed at the end: where a slow run spent its time. */
const stages = [];
async function stage(name, work) {
  const began = Date.now();
  try {
    return await work();
  } finally {
    stages.push(`${name} ${Math.round((Date.now() - began) / 1000)} s`);
  }
}

function vitest({ name, config }) {
  const report = `.cache/vitest-${name}.json`;
  rmSync(report, { force: true });
  try {
    run("npx", ["vitest", "run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);
  } finally {
    try {
      const result = JSON.parse(readFileSync(report, "utf8"));
      totals.passed += result.numPassedTests;
      totals.failed += result.numFailedTests;
      totals.skipped += result.numPendingTests + result.numTodoTests;
    } catch {
      totals.failed += 1; // the suite crashed before reporting
    }
  }
}

/** Runs commands side by side (tsc and eslint each keep one core busy); their output is printed whole, one after the other. */
async function runTogether(commands) {
  const results = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (status) => resolve({ label: [command, ...args].join(" "), status, output }));
        }),
    ),
  );
  for (const { output } of results) if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    const error = new Error(`${failed.label} exited with ${failed.status}`);
    error.exitCode = failed.status ?? 1;
    throw error;
  }
}

const started = Date.now();
/** True when this run installed the packages into an empty checkout: a fresh clone's figure. */
let freshClone = false;
let exitCode = 0;
try {
  freshClone = await stage("npm ci", () => ensureDependencies());
  ensureChromium();
  // The Worker entry imports the server build, so build before type-checking.
  await stage("build", () => build());
  console.log("› Type-checking, linting and checking the format…");
  await stage("tsc+eslint+prettier", () =>
    runTogether([
      ["npx", ["tsc", "--noEmit"]],
      ["npx", ["eslint", "."]],
      ["npx", ["prettier", "--check", "--log-level", "warn", "."]],
    ]),
  );
  for (const suite of suites) if (only.length === 0 || only.includes(suite.name)) await stage(suite.name, () => vitest(suite));
} catch (error) {
  console.error(`\n${error.message}`);
  exitCode = error.exitCode ?? 1;
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nAll suites took ${seconds} s (${stages.join(", ")}).`);
// The bench reports the latest full, green run's time beside its other figures.
if (only.length === 0 && exitCode === 0 && totals.failed === 0) {
  writeFileSync(
    ".cache/test-run.json",
    `${JSON.stringify({ seconds, passed: totals.passed, skipped: totals.skipped, freshClone, at: new Date().toISOString() })}\n`,
  );
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
