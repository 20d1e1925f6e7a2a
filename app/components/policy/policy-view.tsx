import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../ui/spinner";
import { stripCodeFences } from "~/lib/markdown/code-fences";
import { useMarkupHtml } from "~/lib/client/markup-html";
import { sanitizePolicyHtml } from "~/lib/client/sanitize-html";
import { useHydrated } from "~/lib/client/use-hydrated";
import { renderPolicyHtml } from "~/lib/markdown/render-html";

/** `html: null`: the page's markup carries it (see markup-html), not the page's data. */
type Source = { markdown: string; html?: never } | { html: string | null; markdown?: never };

/**
 * A policy, rendered. The HTML comes from the one markdown pipeline, which is safe by construction
 * (raw HTML shown as text, only allowed link schemes); in the browser DOMPurify runs over it again
 * before it is inserted, as a second layer.
 */
export function PolicyView({
  language,
  className = "",
  label,
  ...source
}: Source & { language: string; className?: string; label?: string }) {
  const inMarkup = useMarkupHtml()?.policy;
  const rendered = useMemo(
    () => (source.html === null ? (inMarkup ?? "") : (source.html ?? renderPolicyHtml(source.markdown ?? ""))),
    [source.html, source.markdown, inMarkup],
  );
  const hydrated = useHydrated();
  const html = useMemo(() => (hydrated ? sanitizePolicyHtml(rendered) : rendered), [hydrated, rendered]);
  return (
    <article
      data-markup-html={source.html === null ? "policy" : undefined}
      lang={language}
      aria-label={label}
      className={`policy-prose ${className}`.trim()}
      // The only raw HTML in the app: built by renderPolicyHtml, sanitised again in the browser.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A version's text as it loads: a spinner, then the rendered policy, or "not available" when empty. */
export function LoadingPolicyView({ markdown, language }: { markdown: string | undefined; language: string }) {
  const { t } = useTranslation();
  if (markdown === undefined) return <Spinner label={t("policies.loading")} />;
  return <PolicyView markdown={stripCodeFences(markdown) || t("result.notAvailable")} language={language} label={t("result.policyText")} />;
}
