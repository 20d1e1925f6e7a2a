ALTER TABLE `policy_groups` ADD `input` text;--> statement-breakpoint
ALTER TABLE `policy_groups` ADD `model_tier` text DEFAULT 'balanced' NOT NULL;