CREATE TABLE `generation_saves` (
	`generation_id` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `usage_events` (
	`id` text PRIMARY KEY NOT NULL,
	`surface` text NOT NULL,
	`owner_key` text NOT NULL,
	`network_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `usage_owner_idx` ON `usage_events` (`surface`,`owner_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `usage_network_idx` ON `usage_events` (`surface`,`network_hash`,`created_at`);