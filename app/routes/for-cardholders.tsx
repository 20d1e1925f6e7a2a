import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneratorScreen } from "~/components/generator-screen";
import { generatorMeta } from "~/lib/generator-meta";
import { getFixedT, requestSite } from "~/lib/i18n.server";
import { listActiveSampleInputs } from "~/lib/sample-inputs.server";

// The card provider's customers' route: the same generator, no account, upload steps shown.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = await getFixedT(request, context.config.sites);
  return {
    samples: await listActiveSampleInputs(context.cloudflare.env.DB),
    defaultCountry: requestSite(request, context.config.sites).country,
    meta: { title: t("meta.title"), description: t("meta.description"), productName: context.config.brand.productName },
  };
}

export default function CardholderGenerator() {
  const { samples, defaultCountry } = useLoaderData<typeof loader>();
  return <GeneratorScreen samples={samples} defaultCountry={defaultCountry} anonymous />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...generatorMeta(data?.meta), { name: "robots", content: "noindex" }];
