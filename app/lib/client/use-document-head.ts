import { useMatches } from "@remix-run/react";
import { useEffect } from "react";

export type DocumentHead = { language: string; canonical: string; alternates: { hrefLang: string; href: string }[] };

/**
 * A route whose content differs from the site's (a shared policy: its own language, one canonical
 * address whatever site shows it) says so in its `handle`; every other page keeps the defaults the
 * root computed from the interface language and the site.
 */
export type DocumentHeadHandle = { documentHead?: (data: unknown) => Partial<DocumentHead> | null | undefined };

export function useDocumentHead(defaults: DocumentHead): DocumentHead {
  const matches = useMatches();
  let head = defaults;
  for (const match of matches) {
    const override = (match.handle as DocumentHeadHandle | undefined)?.documentHead?.(match.data);
    if (override) head = { ...head, ...override };
  }
  // The language selector sets `<html lang>` straight away; put the content's language back once
  // the interface has switched.
  useEffect(() => {
    document.documentElement.lang = head.language;
  }, [head.language, defaults.language]);
  return head;
}
