import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_BRAND } from "./brand";
import type { loader } from "~/root";

export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

const FALLBACK: RootData = {
  locale: "en",
  site: { language: "en", country: "Mexico" },
  brand: DEFAULT_BRAND,
  user: null,
  canonical: "",
  alternates: [],
};

/** The root loader's data; a safe fallback when the root loader itself failed (error boundary). */
export function useRootData(): RootData {
  return useRouteLoaderData<typeof loader>("root") ?? FALLBACK;
}
