import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiFetch } from "~/lib/client/api-client";
import { Button, ButtonAnchor } from "../ui/button";
import { useToast } from "../ui/toast";

type ManageLink = { manageUrl: string; linkExpiresAt: string | null };

/**
 * The private management link of a policy made without an account (decision 036), with the
 * warning to bookmark it and when its public link expires. Shown only to the policy's maker: the
 * owner-only call answers 404 to anyone else and for a policy kept in an account, and then nothing shows.
 */
export function ManageLinkCard({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<ManageLink | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<ManageLink>(`/api/policies/${slug}/manage-link`, { signal: controller.signal }).then(setLink, () => setLink(null));
    return () => controller.abort();
  }, [slug]);

  if (!link) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.manageUrl);
      toast({ title: t("manage.result.copied") });
    } catch {
      field.current?.focus();
      field.current?.select();
      toast({ title: t("ui.copyFailedTitle"), description: t("ui.copyFailedUrl"), variant: "destructive" });
    }
  };
  const expires = link.linkExpiresAt
    ? new Date(link.linkExpiresAt).toLocaleDateString(i18n.language, { dateStyle: "long", timeZone: "UTC" })
    : null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <h3 id={`${id}-title`} className="font-semibold text-amber-950">
        {t("manage.result.title")}
      </h3>
      <p className="text-amber-900">{t("manage.result.warning")}</p>
      {expires ? <p className="text-amber-900">{t("manage.result.expiry", { date: expires })}</p> : null}
      <label htmlFor={`${id}-url`} className="sr-only">
        {t("manage.result.label")}
      </label>
      <div className="flex gap-2">
        <input
          ref={field}
          id={`${id}-url`}
          readOnly
          value={link.manageUrl}
          className="h-11 min-w-0 flex-1 rounded-md border border-amber-300 bg-white px-3 text-sm"
        />
        <Button variant="secondary" onClick={copy}>
          {t("manage.result.copy")}
        </Button>
        {/* In a new tab (outside a framing page), where it can be bookmarked. */}
        <ButtonAnchor variant="secondary" href={link.manageUrl} target="_blank" rel="noopener noreferrer">
          {t("manage.result.open")}
        </ButtonAnchor>
      </div>
    </section>
  );
}
