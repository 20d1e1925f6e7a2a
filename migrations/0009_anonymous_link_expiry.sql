-- Public links of policies made without an account expire 30 days after they were written, counted
-- from 2026-11-28 for older ones (decision 034; anonymousLinkExpiry in
-- app/lib/policies/anonymous-policies.server.ts). A date the owner set earlier stays.
UPDATE `policies`
SET `link_expires_at` = max(`created_at`, 1795824000000) + 2592000000
WHERE `group_id` IN (SELECT `id` FROM `policy_groups` WHERE `owner_user_id` IS NULL)
  AND (`link_expires_at` IS NULL OR `link_expires_at` > max(`created_at`, 1795824000000) + 2592000000);
