import type { AppLoadContext } from "@remix-run/cloudflare";
import { getFixedT, requestSite } from "./i18n.server";
import { listActiveSampleInputs } from "~/lib/policy/sample-inputs.server";

/** What both generator screens load: the samples, the site's country, translated meta. */
export async function loadGeneratorPage(request: Request, context: AppLoadContext) {
  const { t } = await getFixedT(request, context.config.sites);
  return {
    samples: await listActiveSampleInputs(context.cloudflare.env.DB),
    defaultCountry: requestSite(request, context.config.sites).country,
    meta: { title: t("meta.title"), description: t("meta.description"), productName: context.config.brand.productName },
  };
}
