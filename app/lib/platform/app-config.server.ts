import { z } from "zod";
import { DEFAULT_BRAND, type Brand } from "~/lib/site/brand";
import { parseCanonicalOrigins, parseSiteTable } from "~/lib/site/sites";
import { parseEmbedOrigins } from "./frame-policy.server";

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

const DEV_OWNER_TOKEN_SECRET = "policysmith-local-development-owner-token-key";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every var the Worker reads, parsed once per request into the load context. */
const ConfigSchema = z
  .object({
    AUTH_MODE: z.enum(["dev", "oidc"]).default("dev"),
    AI_MODE: z.enum(["auto", "composer", "mock"]).default("auto"),
    MOCK_AI_TOKENS_PER_SECOND: positiveInt(40),
    ADMIN_EMAILS: z.string().optional().transform(list),
    SITES: z.string().default("").transform(parseSiteTable),
    CANONICAL_ORIGINS: z.string().default("").transform(parseCanonicalOrigins),
    EMBED_ORIGINS: z.string().default("").transform(parseEmbedOrigins),
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    /** Signs anonymous owner tokens (HMAC): at least 32 characters, a Worker secret in production. */
    OWNER_TOKEN_SECRET: z.string().min(32).optional(),
    /**
     * "true" only where the Worker is deployed behind Cloudflare ([env.production.vars]): budgets
     * then count the client network from CF-Connecting-IP. Anything else: one local network.
     */
    TRUST_CF_CONNECTING_IP: z.enum(["true", "false"]).default("false"),
    GENERATIONS_PER_MINUTE_PER_IP: positiveInt(10),
    GENERATIONS_PER_DAY_PER_USER: positiveInt(50),
    GENERATIONS_PER_DAY_PER_IP: positiveInt(100),
    ANONYMOUS_GENERATIONS_PER_DAY_PER_IP: positiveInt(10),
    /** Every anonymous generation together, whatever the network: what an abuser with many addresses can spend. */
    ANONYMOUS_GENERATIONS_PER_DAY: positiveInt(2000),
    BRAND_PRODUCT_NAME: z.string().optional(),
    BRAND_PROVIDER_NAME: z.string().optional(),
    BRAND_PROVIDER_URL: z.string().url().optional(),
    BRAND_CONTACT_EMAIL: z.string().email().optional(),
    BRAND_FEEDBACK_EMAIL: z.string().email().optional(),
    BRAND_PRIVACY_URL_EN: z.string().url().optional(),
    BRAND_PRIVACY_URL_ES: z.string().url().optional(),
    BRAND_PRIVACY_URL_PT_BR: z.string().url().optional(),
    BRAND_TERMS_URL: z.string().url().optional(),
    BRAND_MILEAGE_URL: z.string().url().optional(),
    BRAND_PLATFORM_URL: z.string().url().optional(),
  })
  .superRefine((config, issues) => {
    if (config.AUTH_MODE !== "oidc") return;
    for (const key of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OWNER_TOKEN_SECRET"] as const) {
      if (!config[key]) issues.addIssue({ code: "custom", path: [key], message: `${key} is required when AUTH_MODE=oidc` });
    }
  });

export type AppConfig = ReturnType<typeof parseAppConfig>;

export function parseAppConfig(env: Record<string, unknown>) {
  const raw = ConfigSchema.parse(env);
  const brand: Brand = {
    productName: raw.BRAND_PRODUCT_NAME ?? DEFAULT_BRAND.productName,
    providerName: raw.BRAND_PROVIDER_NAME ?? DEFAULT_BRAND.providerName,
    providerUrl: raw.BRAND_PROVIDER_URL ?? DEFAULT_BRAND.providerUrl,
    contactEmail: raw.BRAND_CONTACT_EMAIL ?? DEFAULT_BRAND.contactEmail,
    feedbackEmail: raw.BRAND_FEEDBACK_EMAIL ?? DEFAULT_BRAND.feedbackEmail,
    privacyUrls: {
      en: raw.BRAND_PRIVACY_URL_EN ?? DEFAULT_BRAND.privacyUrls.en,
      es: raw.BRAND_PRIVACY_URL_ES ?? DEFAULT_BRAND.privacyUrls.es,
      "pt-BR": raw.BRAND_PRIVACY_URL_PT_BR ?? DEFAULT_BRAND.privacyUrls["pt-BR"],
    },
    termsUrl: raw.BRAND_TERMS_URL ?? DEFAULT_BRAND.termsUrl,
    mileageUrl: raw.BRAND_MILEAGE_URL ?? DEFAULT_BRAND.mileageUrl,
    platformUrl: raw.BRAND_PLATFORM_URL ?? DEFAULT_BRAND.platformUrl,
  };
  return {
    authMode: raw.AUTH_MODE,
    aiMode: raw.AI_MODE,
    mockAiTokensPerSecond: raw.MOCK_AI_TOKENS_PER_SECOND,
    adminEmails: raw.ADMIN_EMAILS,
    sites: raw.SITES,
    canonicalOrigins: raw.CANONICAL_ORIGINS,
    embedOrigins: raw.EMBED_ORIGINS,
    // Local development signs with a fixed key: its sign-in is a form anyone may fill in anyway.
    ownerTokenSecret: raw.OWNER_TOKEN_SECRET ?? DEV_OWNER_TOKEN_SECRET,
    oidc:
      raw.AUTH_MODE === "oidc" ? { issuer: raw.OIDC_ISSUER!, clientId: raw.OIDC_CLIENT_ID!, clientSecret: raw.OIDC_CLIENT_SECRET! } : null,
    trustCfConnectingIp: raw.TRUST_CF_CONNECTING_IP === "true",
    limits: {
      perMinutePerIp: raw.GENERATIONS_PER_MINUTE_PER_IP,
      perDayPerUser: raw.GENERATIONS_PER_DAY_PER_USER,
      perDayPerIp: raw.GENERATIONS_PER_DAY_PER_IP,
      anonymousPerDayPerIp: raw.ANONYMOUS_GENERATIONS_PER_DAY_PER_IP,
      anonymousPerDay: raw.ANONYMOUS_GENERATIONS_PER_DAY,
    },
    brand,
  };
}
