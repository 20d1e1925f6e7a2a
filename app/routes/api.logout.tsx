import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui/button";
import { destroySession, sessionCookie } from "~/lib/auth/session.server";

// GET only shows a page: it posts by itself when the user came from this site, and waits for a
// click when a link elsewhere led here. No loader changes data.
export async function loader({ request }: LoaderFunctionArgs) {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  return { autoSubmit: fetchSite === "same-origin" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const cookie = sessionCookie(request);
  const token = cookie.read();
  if (token) await destroySession(context.cloudflare.env.DB, token);
  return redirect("/", { headers: { "Set-Cookie": cookie.clear() } });
}

export default function SignOut() {
  const { t } = useTranslation();
  const { autoSubmit } = useLoaderData<typeof loader>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (autoSubmit) form.current?.requestSubmit();
  }, [autoSubmit]);
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-16">
      <Form method="post" ref={form} reloadDocument>
        <button type="submit" className={buttonClass("secondary")}>
          {t("common.signOut")}
        </button>
      </Form>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign out" }, { name: "robots", content: "noindex" }];
