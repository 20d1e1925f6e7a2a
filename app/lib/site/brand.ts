import type { Language } from "./languages";

/**
 * The card provider's name and links, in one place. Every value can be overridden per deployment
 * with a BRAND_* var (see README); the defaults are a fictional provider.
 */
export type Brand = {
  productName: string;
  providerName: string;
  providerUrl: string;
  contactEmail: string;
  feedbackEmail: string;
  privacyUrls: Record<Language, string>;
  termsUrl: string;
  mileageUrl: string;
  /** Where the "connect" section and the anonymous upload steps send people. */
  platformUrl: string;
};

export const DEFAULT_BRAND: Brand = {
  productName: "Policysmith",
  providerName: "Northwind Card",
  providerUrl: "https://northwindcard.example",
  contactEmail: "hello@northwindcard.example",
  feedbackEmail: "feedback@northwindcard.example",
  privacyUrls: {
    en: "https://northwindcard.example/en/privacy",
    es: "https://northwindcard.example/es/privacidad",
    "pt-BR": "https://northwindcard.example/pt-br/privacidade",
  },
  termsUrl: "https://northwindcard.example/terms",
  mileageUrl: "https://northwindcard.example/mileage-reimbursement",
  platformUrl: "https://app.northwindcard.example",
};
