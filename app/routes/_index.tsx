import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneratorScreen } from "~/components/generator/generator-screen";
import { generatorMeta } from "~/lib/site/generator-meta";
import { loadGeneratorPage } from "~/lib/generation/generator-page.server";
import { generateFromForm } from "~/lib/generation/form-post.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGeneratorPage(request, context);
}

/** The form posted without JavaScript (or before hydration). */
export async function action({ request, context }: ActionFunctionArgs) {
  return generateFromForm(request, context, { anonymous: false });
}

export default function Index() {
  const { samples, defaultCountry, prefill } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <GeneratorScreen
      samples={samples}
      defaultCountry={defaultCountry}
      anonymous={false}
      formAction="/?index"
      posted={posted}
      prefill={prefill}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => generatorMeta(data?.meta);
