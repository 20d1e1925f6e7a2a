CREATE TABLE `generations` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_user_id` text,
	`owner_token_hash` text,
	`client_ip_hash` text NOT NULL,
	`idempotency_key` text,
	`request_hash` text NOT NULL,
	`anonymous` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`group_id` text,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `generations_ip_idx` ON `generations` (`client_ip_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `generations_user_idx` ON `generations` (`owner_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `generations_request_idx` ON `generations` (`request_hash`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `generations_idempotency_idx` ON `generations` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `master_prompts` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`prompt` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `policies` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`group_id` text NOT NULL,
	`language` text NOT NULL,
	`company_name` text NOT NULL,
	`markdown` text NOT NULL,
	`writer` text NOT NULL,
	`model` text,
	`prompt_version` text,
	`cache_key` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `policy_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `policies_slug_unique` ON `policies` (`slug`);--> statement-breakpoint
CREATE INDEX `policies_group_idx` ON `policies` (`group_id`);--> statement-breakpoint
CREATE INDEX `policies_cache_idx` ON `policies` (`cache_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `policies_group_language_idx` ON `policies` (`group_id`,`language`);--> statement-breakpoint
CREATE TABLE `policy_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_user_id` text,
	`owner_token_hash` text,
	`country` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `policy_groups_owner_user_idx` ON `policy_groups` (`owner_user_id`);--> statement-breakpoint
CREATE INDEX `policy_groups_owner_token_idx` ON `policy_groups` (`owner_token_hash`);--> statement-breakpoint
CREATE TABLE `sample_inputs` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`content` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_subject_unique` ON `users` (`subject`);