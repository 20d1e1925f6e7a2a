import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SEED_MIGRATION_FILE, seedMigrationSql } from "./seed-migration";

describe("seed migration", () => {
  it("matches the master prompt and samples in the code (run `npm run db:seed` after changing them)", () => {
    expect(readFileSync(SEED_MIGRATION_FILE, "utf8")).toBe(seedMigrationSql());
  });
});
