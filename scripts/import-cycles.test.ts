import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Imports flow one way (STYLE.md): no module may reach itself through its own imports, the Worker's
// entry and its Durable Object included.
const APP = path.resolve(__dirname, "../app");
const WORKERS = path.resolve(__dirname, "../workers");
const scanned = (file: string) => file.startsWith(APP) || file.startsWith(WORKERS);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolveImport(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of [...sourceFiles(APP), ...sourceFiles(WORKERS)]) {
    const source = readFileSync(file, "utf8");
    const targets = [...source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)]
      .map((match) => resolveImport(match[1]!, file))
      .filter((target): target is string => target !== null && scanned(target));
    graph.set(file, targets);
  }
  return graph;
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "visiting");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "visiting") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles.map((cycle) => cycle.map((file) => path.relative(path.dirname(APP), file)));
}

/** Pairs of app/lib folders that import each other ("a ⇄ b: a/x.ts → b/y.ts, b/z.ts → a/w.ts"). */
function twoWayFolders(graph: Map<string, string[]>): string[] {
  const LIB = path.join(APP, "lib");
  const folderOf = (file: string) => (file.startsWith(LIB) ? path.relative(LIB, file).split(path.sep)[0]! : null);
  const example = new Map<string, string>();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from && to && from !== to && !example.has(`${from}→${to}`))
        example.set(`${from}→${to}`, `${path.relative(LIB, file)} → ${path.relative(LIB, target)}`);
    }
  }
  return [...example.keys()]
    .map((edge) => edge.split("→") as [string, string])
    .filter(([from, to]) => from < to && example.has(`${to}→${from}`))
    .map(([from, to]) => `${from} ⇄ ${to}: ${example.get(`${from}→${to}`)}, ${example.get(`${to}→${from}`)}`);
}

describe("app and workers imports", () => {
  it("form no import circles", () => {
    expect(findCycles(importGraph())).toEqual([]);
  });

  it("run one way between the folders of app/lib: no two folders import each other", () => {
    expect(twoWayFolders(importGraph())).toEqual([]);
  });
});
