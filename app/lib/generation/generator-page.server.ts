import type { AppLoadContext } from "@remix-run/cloudflare";
import { getFixedT, requestSite } from "../site/i18n.server";
import { listActiveSampleInputs } from "~/lib/reading/sample-inputs.server";
import { prefillFromUrl } from "~/lib/generation/form-post";

/** What both generator screens load: the samples, the site's country, translated meta. */
export async function loadGeneratorPage(request: Request, context: AppLoadContext) {
  const { t } = await getFixedT(request, context.config.sites);
  return {
    samples: await listActiveSampleInputs(context.cloudflare.env.DB),
    defaultCountry: requestSite(request, context.config.sites).country,
    /** The form as a visitor left it to sign in, when it was posted without JavaScript. */
    prefill: prefillFromUrl(new URL(request.url)),
    meta: { title: t("meta.title"), description: t("meta.description"), productName: context.config.brand.productName },
  };
}
