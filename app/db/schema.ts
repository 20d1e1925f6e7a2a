import { sql } from "drizzle-orm";
import { blob, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Shared column helpers: every table has a text id and millisecond timestamps.
const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`)
    .$onUpdate(() => new Date());

export const users = sqliteTable("users", {
  id: id(),
  /** The identity provider's `sub` claim (prefixed `dev:` for the local sign-in). */
  subject: text("subject").notNull().unique(),
  email: text("email").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** One generation request's set of language versions. Owned by a user or an anonymous token. */
export const policyGroups = sqliteTable(
  "policy_groups",
  {
    id: id(),
    ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
    ownerTokenHash: text("owner_token_hash"),
    country: text("country"),
    /** The normalised generation input (JSON), so more language versions can be written later. */
    input: text("input", { mode: "json" }).$type<import("~/lib/generation/generation-input").GenerationInput>(),
    modelTier: text("model_tier", { enum: ["fast", "balanced", "quality"] })
      .notNull()
      .default("balanced"),
    /** The reading of the company (what we understood), shown back and written into the policy. */
    reading: text("reading", { mode: "json" }).$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index("policy_groups_owner_user_idx").on(t.ownerUserId), index("policy_groups_owner_token_idx").on(t.ownerTokenHash)],
);

export const policies = sqliteTable(
  "policies",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    groupId: text("group_id")
      .notNull()
      .references(() => policyGroups.id, { onDelete: "cascade" }),
    language: text("language", { enum: ["en", "es", "pt-BR"] }).notNull(),
    companyName: text("company_name").notNull(),
    markdown: text("markdown").notNull(),
    writer: text("writer", { enum: ["ai", "composer"] }).notNull(),
    model: text("model"),
    promptVersion: text("prompt_version"),
    /** Hash of (structured input, language, tier, prompt version): the `useCache` key. */
    cacheKey: text("cache_key"),
    /** The public link (`/p/{slug}`, the exports, controls): the owner can turn it off… */
    linkEnabled: integer("link_enabled", { mode: "boolean" }).notNull().default(true),
    /** …or let it expire at this moment (null: never). */
    linkExpiresAt: integer("link_expires_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("policies_group_idx").on(t.groupId),
    index("policies_cache_idx").on(t.cacheKey),
    uniqueIndex("policies_group_language_idx").on(t.groupId, t.language),
  ],
);

/**
 * Every text a policy version has had, numbered from 1 (the generation). `policies.markdown` is
 * the copy of the latest one, written in the same batch, so readers need no join.
 */
export const policyRevisions = sqliteTable(
  "policy_revisions",
  {
    id: id(),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    kind: text("kind", { enum: ["generation", "edit", "section", "restore", "update"] }).notNull(),
    /** The signed-in author; null when the group's owner token (anonymous mode) made it. */
    authorUserId: text("author_user_id"),
    byOwnerToken: integer("by_owner_token", { mode: "boolean" }).notNull().default(false),
    /** For a restore: the revision number whose text came back. */
    restoredFrom: integer("restored_from"),
    /** For an update from another language version: that version's language and revision number. */
    sourceLanguage: text("source_language"),
    sourceRevision: integer("source_revision"),
    markdown: text("markdown").notNull(),
    /** SHA-256 (hex) of the markdown. */
    contentHash: text("content_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("policy_revisions_number_idx").on(t.policyId, t.number)],
);

/**
 * The owner's latest checks of a file of card transactions against a policy version, to open again
 * (the newest few per version: `KEPT_CHECKS`, app/lib/rules/kept-checks.server.ts). The verdicts are
 * the check's answer as JSON, gzip-compressed: 5,000 rows of repeated sentences take a tenth.
 */
export const policyChecks = sqliteTable(
  "policy_checks",
  {
    id: id(),
    policyId: text("policy_id")
      .notNull()
      .references(() => policies.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** The file's rows: those checked and those that could not be read. */
    rowCount: integer("row_count").notNull(),
    /** Rows per verdict, and `unread` for the rows that could not be read. */
    counts: text("counts", { mode: "json" }).notNull().$type<Record<string, number>>(),
    results: blob("results", { mode: "buffer" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("policy_checks_policy_idx").on(t.policyId, t.createdAt)],
);

export const masterPrompts = sqliteTable("master_prompts", {
  id: id(),
  name: text("name").notNull(),
  language: text("language").notNull().default("en"),
  prompt: text("prompt").notNull(),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every saved text of a master prompt, newest last: the history an admin can diff and restore. */
export const masterPromptVersions = sqliteTable(
  "master_prompt_versions",
  {
    id: id(),
    promptId: text("prompt_id")
      .notNull()
      .references(() => masterPrompts.id, { onDelete: "cascade" }),
    prompt: text("prompt").notNull(),
    savedByEmail: text("saved_by_email"),
    createdAt: createdAt(),
  },
  (t) => [index("master_prompt_versions_prompt_idx").on(t.promptId, t.createdAt)],
);

export const sampleInputs = sqliteTable("sample_inputs", {
  id: id(),
  name: text("name").notNull(),
  content: text("content").notNull(),
  language: text("language").notNull().default("en"),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Generation bookkeeping: idempotency, rate limits and quotas, and who may follow a job. */
export const generations = sqliteTable(
  "generations",
  {
    id: id(),
    ownerUserId: text("owner_user_id"),
    ownerTokenHash: text("owner_token_hash"),
    clientIpHash: text("client_ip_hash").notNull(),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash").notNull(),
    anonymous: integer("anonymous", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: ["running", "done", "failed"] })
      .notNull()
      .default("running"),
    groupId: text("group_id"),
    /** The policy version it wrote, so a finished generation can be replayed from D1 alone. */
    slug: text("slug"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("generations_ip_idx").on(t.clientIpHash, t.createdAt),
    index("generations_user_idx").on(t.ownerUserId, t.createdAt),
    index("generations_request_idx").on(t.requestHash, t.createdAt),
    index("generations_anonymous_idx").on(t.anonymous, t.createdAt),
    uniqueIndex("generations_idempotency_idx").on(t.idempotencyKey),
  ],
);

/**
 * One row per generation whose result was saved: the first statement of the save's batch, so a
 * second save of the same generation (a re-run after eviction, a retry) fails as a whole.
 */
export const generationSaves = sqliteTable("generation_saves", {
  generationId: text("generation_id").primaryKey(),
  createdAt: createdAt(),
});

/**
 * What each costly call spent, for the budgets per owner and per client network (readings, saved
 * changes, fresh export renders); rows older than a day are swept.
 */
export const usageEvents = sqliteTable(
  "usage_events",
  {
    id: id(),
    surface: text("surface", { enum: ["understand", "import", "change", "render", "check"] }).notNull(),
    /** `user:{id}` or `token:{hash}`. */
    ownerKey: text("owner_key").notNull(),
    /** A hash of the client's network: the IPv4 address, or the IPv6 /64. */
    networkHash: text("network_hash").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("usage_owner_idx").on(t.surface, t.ownerKey, t.createdAt),
    index("usage_network_idx").on(t.surface, t.networkHash, t.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type PolicyGroup = typeof policyGroups.$inferSelect;
export type Policy = typeof policies.$inferSelect;
export type NewPolicy = typeof policies.$inferInsert;
export type PolicyRevision = typeof policyRevisions.$inferSelect;
export type NewPolicyRevision = typeof policyRevisions.$inferInsert;
export type PolicyCheck = typeof policyChecks.$inferSelect;
export type MasterPrompt = typeof masterPrompts.$inferSelect;
export type MasterPromptVersion = typeof masterPromptVersions.$inferSelect;
export type SampleInput = typeof sampleInputs.$inferSelect;
export type Generation = typeof generations.$inferSelect;
