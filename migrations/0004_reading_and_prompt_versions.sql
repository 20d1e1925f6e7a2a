CREATE TABLE `master_prompt_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`prompt_id` text NOT NULL,
	`prompt` text NOT NULL,
	`saved_by_email` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`prompt_id`) REFERENCES `master_prompts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `master_prompt_versions_prompt_idx` ON `master_prompt_versions` (`prompt_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `policy_groups` ADD `reading` text;