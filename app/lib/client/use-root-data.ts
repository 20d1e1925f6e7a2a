import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_BRAND, type Brand } from "~/lib/site/brand";
import type { Language } from "~/lib/site/languages";
import type { Site } from "~/lib/site/sites";

/** What the root loader returns; the root declares `satisfies RootData`, so no module imports the root. */
export type RootData = {
  locale: Language;
  site: Site;
  brand: Brand;
  /** `isAdmin` shows the Admin button (admins only; the server enforces it regardless). */
  user: { firstName: string | null; email: string; isAdmin: boolean } | null;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  /** The error pages' titles in the visitor's language (the browser has no other catalogue at hand). */
  errorTitles: { notFound: string; error: string };
};

const FALLBACK: RootData = {
  locale: "en",
  site: { language: "en", country: "Mexico" },
  brand: DEFAULT_BRAND,
  user: null,
  canonical: "",
  alternates: [],
  errorTitles: { notFound: "", error: "" },
};

/** The root loader's data; a safe fallback when the root loader itself failed (error boundary). */
export function useRootData(): RootData {
  return useRouteLoaderData<RootData>("root") ?? FALLBACK;
}
