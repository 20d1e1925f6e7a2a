import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EmbedHeightReporter } from "~/components/layout/embed-height-reporter";
import { GeneratorScreen } from "~/components/generator/generator-screen";
import { generatorMeta } from "~/lib/site/generator-meta";
import { loadGeneratorPage } from "~/lib/generation/generator-page.server";
import { generateFromForm } from "~/lib/generation/form-post.server";

// The card provider's customers' route: the same generator, no account, upload steps shown.
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { ...(await loadGeneratorPage(request, context)), embedOrigins: context.config.embedOrigins };
}

/** The form posted without JavaScript (or before hydration): no sign-in here. */
export async function action({ request, context }: ActionFunctionArgs) {
  return generateFromForm(request, context, { anonymous: true });
}

export default function CardholderGenerator() {
  const { samples, defaultCountry, embedOrigins, prefill } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <>
      <GeneratorScreen
        samples={samples}
        defaultCountry={defaultCountry}
        anonymous
        formAction="/for-cardholders"
        posted={posted}
        prefill={prefill}
      />
      <EmbedHeightReporter origins={embedOrigins} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [...generatorMeta(data?.meta), { name: "robots", content: "noindex" }];
