ALTER TABLE `policy_revisions` ADD `source_language` text;--> statement-breakpoint
ALTER TABLE `policy_revisions` ADD `source_revision` integer;