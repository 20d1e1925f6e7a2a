import { redirect, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui/button";
import { destroySession, sessionCookie } from "~/lib/session.server";

// GET only shows a page that posts at once: no loader changes data, so no link can sign anyone out.
export async function action({ request, context }: ActionFunctionArgs) {
  const cookie = sessionCookie(request);
  const token = cookie.read();
  if (token) await destroySession(context.cloudflare.env.DB, token);
  return redirect("/", { headers: { "Set-Cookie": cookie.clear() } });
}

export default function SignOut() {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.requestSubmit(), []);
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
