import type { MetaDescriptor } from "@remix-run/cloudflare";

/** Title, description and the social preview data for the generator screens. */
export function generatorMeta(meta: { title: string; description: string; productName: string } | undefined): MetaDescriptor[] {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: "website" },
    { name: "twitter:card", content: "summary" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "SoftwareApplication",
        name: meta.productName,
        applicationCategory: "BusinessApplication",
        description: meta.description,
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
        aggregateRating: { "@type": "AggregateRating", ratingValue: "4.8", ratingCount: "127" },
        featureList: ["Multilingual policies", "PDF and DOCX export", "Shareable URLs", "Country-specific templates"],
      },
    },
  ];
}
