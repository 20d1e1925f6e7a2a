CREATE TABLE `policy_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`policy_id` text NOT NULL,
	`file_name` text NOT NULL,
	`row_count` integer NOT NULL,
	`counts` text NOT NULL,
	`results` blob NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`policy_id`) REFERENCES `policies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `policy_checks_policy_idx` ON `policy_checks` (`policy_id`,`created_at`);