import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Third-party attack material (../shared/corpora, read in place), stored as policies for tests/e2e/take-away.test.ts. */
export const CORPORA = path.resolve(process.cwd(), process.env.CORPORA_DIR ?? "../shared/corpora");

/** The corpus as stored: the slugs of its policies and the anonymous owner token that owns them. */
export type XssCorpus = { ownerToken: string; slugs: string[] };

/**
 * Writes the corpus into a server's local D1 before the server starts (tests/e2e/global-setup.ts):
 * nothing else writes to that database from outside while it runs, and no second Worker is started
 * for it (a server start cost about 9 s of CPU).
 */
export function seedXssCorpus(persistTo: string): XssCorpus {
  const ownerToken = randomBytes(32).toString("base64url");
  return { ownerToken, slugs: insertPolicies(persistTo, ownerToken, batches(corpusPayloads())) };
}

/** Vectors the project writes itself: they always run, with or without the third-party corpora. */
const OWN_VECTORS = path.resolve(process.cwd(), "tests/vectors/xss-and-markdown.txt");

/**
 * Our own vectors, then every payload of xss/ and markdown/ (the small marked-redos inputs: the
 * large ones are CPU tests) when the third-party corpora sit beside the checkout.
 */
function corpusPayloads(): string[] {
  const payloads: string[] = readFileSync(OWN_VECTORS, "utf8").split("\n");
  if (!existsSync(CORPORA)) {
    console.log(`third-party corpora not found at ${CORPORA}: running the project's own vectors only`);
    return payloads.filter((payload) => payload.trim() !== "");
  }
  const xss = path.join(CORPORA, "xss");
  for (const file of readdirSync(xss).sort()) {
    const text = readFileSync(path.join(xss, file), "utf8");
    if (file.endsWith(".json")) payloads.push(...(JSON.parse(text) as { payload: unknown }[]).map((item) => String(item.payload)));
    else payloads.push(...text.split("\n"));
  }
  const markdown = path.join(CORPORA, "markdown");
  for (const file of readdirSync(markdown).filter((name) => name.endsWith(".txt")))
    payloads.push(readFileSync(path.join(markdown, file), "utf8"));
  const redos = path.join(markdown, "marked-redos");
  for (const file of readdirSync(redos)) {
    const text = readFileSync(path.join(redos, file), "utf8");
    if (text.length <= 8_000) payloads.push(text);
  }
  return payloads.map((payload) => payload.replaceAll("\0", "")).filter((payload) => payload.trim() !== "");
}

/** Payloads batched into policies of at most ~60 KB (D1 limits one SQL statement to 100 KB). */
function batches(payloads: string[], limit = 60_000): string[] {
  const out: string[] = [];
  let current = "";
  for (const payload of payloads) {
    const block = `${payload}\n\n`;
    if (current.length + block.length > limit && current) {
      out.push(current);
      current = "";
    }
    current += block;
  }
  if (current) out.push(current);
  return out;
}

const sqlString = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Stores policies straight into a server's local D1 (its `persistTo` folder), owned by an anonymous owner token. */
function insertPolicies(persistTo: string, ownerToken: string, markdowns: string[]): string[] {
  const tokenHash = createHash("sha256").update(ownerToken).digest("base64url");
  const slugs: string[] = [];
  const statements = markdowns.map((markdown, index) => {
    const groupId = `xss-${randomBytes(8).toString("hex")}`;
    const slug = `xss-corpus-${index}-${randomBytes(10).toString("hex")}`;
    slugs.push(slug);
    const now = Date.now() + index;
    return [
      `INSERT INTO policy_groups (id, owner_token_hash, model_tier, created_at) VALUES (${sqlString(groupId)}, ${sqlString(tokenHash)}, 'balanced', ${now});`,
      `INSERT INTO policies (id, slug, group_id, language, company_name, markdown, writer, created_at) VALUES (${sqlString(groupId)}, ${sqlString(slug)}, ${sqlString(groupId)}, 'en', ${sqlString(`XSS corpus ${index} <img src=x onerror=alert(${index})>`)}, ${sqlString(`# Corpus ${index}\n\n${markdown}`)}, 'composer', ${now});`,
    ].join("\n");
  });
  const folder = mkdtempSync(path.join(tmpdir(), "takeaway-xss-"));
  try {
    const file = path.join(folder, "corpus.sql");
    writeFileSync(file, statements.join("\n"));
    const run = spawnSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file, "--yes"], {
      env: { ...process.env, CI: "true" },
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`inserting the corpus failed:\n${run.stdout}\n${run.stderr}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return slugs;
}
