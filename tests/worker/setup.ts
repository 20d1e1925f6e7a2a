import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// The files share one workerd runtime (isolate: false, for speed), so each file starts from a
// freshly migrated and seeded database: every table is dropped, then the migrations run again.
const { results: tables } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
).all<{ name: string }>();
if (tables.length > 0) {
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map(({ name }) => env.DB.prepare(`DROP TABLE "${name}"`)),
  ]);
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
