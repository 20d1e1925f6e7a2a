import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EmbedHeightReporter } from "~/components/embed-height-reporter";
import { GeneratorScreen } from "~/components/generator-screen";
import { generatorMeta } from "~/lib/site/generator-meta";
import { loadGeneratorPage } from "~/lib/site/generator-page.server";

// The card provider's customers' route: the same generator, no account, upload steps shown.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { ...(await loadGeneratorPage(request, context)), embedOrigins: context.config.embedOrigins };
}

export default function CardholderGenerator() {
  const { samples, defaultCountry, embedOrigins } = useLoaderData<typeof loader>();
  return (
    <>
      <GeneratorScreen samples={samples} defaultCountry={defaultCountry} anonymous />
      <EmbedHeightReporter origins={embedOrigins} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...generatorMeta(data?.meta), { name: "robots", content: "noindex" }];
