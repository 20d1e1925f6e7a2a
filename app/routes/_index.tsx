import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneratorScreen } from "~/components/generator-screen";
import { generatorMeta } from "~/lib/generator-meta";
import { getFixedT, requestSite } from "~/lib/i18n.server";
import { listActiveSampleInputs } from "~/lib/sample-inputs.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = await getFixedT(request, context.config.sites);
  const samples = await listActiveSampleInputs(context.cloudflare.env.DB);
  return {
    samples,
    defaultCountry: requestSite(request, context.config.sites).country,
    meta: { title: t("meta.title"), description: t("meta.description"), productName: context.config.brand.productName },
  };
}

export default function Index() {
  const { samples, defaultCountry } = useLoaderData<typeof loader>();
  return <GeneratorScreen samples={samples} defaultCountry={defaultCountry} anonymous={false} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => generatorMeta(data?.meta);
