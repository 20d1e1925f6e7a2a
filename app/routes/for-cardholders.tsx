import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneratorScreen } from "~/components/generator-screen";
import { generatorMeta } from "~/lib/site/generator-meta";
import { loadGeneratorPage } from "~/lib/site/generator-page.server";

// The card provider's customers' route: the same generator, no account, upload steps shown.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGeneratorPage(request, context);
}

export default function CardholderGenerator() {
  const { samples, defaultCountry } = useLoaderData<typeof loader>();
  return <GeneratorScreen samples={samples} defaultCountry={defaultCountry} anonymous />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...generatorMeta(data?.meta), { name: "robots", content: "noindex" }];
