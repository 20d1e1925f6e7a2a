CREATE TABLE `policy_revisions` (
	`id` text PRIMARY KEY NOT NULL,
	`policy_id` text NOT NULL,
	`number` integer NOT NULL,
	`kind` text NOT NULL,
	`author_user_id` text,
	`by_owner_token` integer DEFAULT false NOT NULL,
	`restored_from` integer,
	`markdown` text NOT NULL,
	`content_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`policy_id`) REFERENCES `policies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `policy_revisions_number_idx` ON `policy_revisions` (`policy_id`,`number`);--> statement-breakpoint
ALTER TABLE `policies` ADD `link_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `policies` ADD `link_expires_at` integer;