import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui/button";
import { destroySession, sessionCookie } from "~/lib/auth/session.server";
import { getFixedT } from "~/lib/site/i18n.server";

// GET only shows a page with a button: a link, even one on this site (inside a public policy),
// never signs anyone out. The site's own sign-out buttons post here directly.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { t } = await getFixedT(request, context.config.sites);
  return { title: t("common.signOut"), product: context.config.brand.productName };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const cookie = sessionCookie(request);
  const token = cookie.read();
  if (token) await destroySession(context.cloudflare.env.DB, token);
  return redirect("/", { headers: { "Set-Cookie": cookie.clear() } });
}

export default function SignOut() {
  const { t } = useTranslation();
  const { product } = useLoaderData<typeof loader>();
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-16">
      <section className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold">{t("common.signOut")}</h1>
        <p className="mt-3 text-slate-600" role="status">
          {t("auth.signOutPrompt", { product })}
        </p>
        <Form method="post" reloadDocument className="mt-6">
          <button type="submit" className={buttonClass("primary")}>
            {t("common.signOut")}
          </button>
        </Form>
      </section>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }, { name: "robots", content: "noindex" }];
