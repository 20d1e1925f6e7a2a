import { writeFileSync } from "node:fs";
import { SEED_MIGRATION_FILE, seedMigrationSql } from "./seed-migration";

writeFileSync(SEED_MIGRATION_FILE, seedMigrationSql());
console.log(`wrote ${SEED_MIGRATION_FILE}`);
