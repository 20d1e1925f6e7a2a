import { readForm } from "~/lib/platform/form-body.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Logo } from "~/components/layout/logo";
import { StatusCard } from "~/components/ui/status-card";
import { buttonClass } from "~/components/ui/button";
import { isLocalHost } from "~/lib/auth/local-host";
import { oidcAuthenticator, returnToCookie } from "~/lib/auth/oidc.server";
import { getFixedT } from "~/lib/site/i18n.server";
import { safeReturnTo } from "~/lib/auth/return-to";
import { createSession, destroySession, sessionCookie } from "~/lib/auth/session.server";
import { upsertUser } from "~/lib/auth/users.server";
import { useRootData } from "~/lib/client/use-root-data";

const DevSignInSchema = z.object({
  email: z.string().trim().toLowerCase().email("auth.invalidEmail").max(254, "auth.invalidEmail"),
  firstName: z.string().trim().max(80, "auth.firstNameTooLong"),
  returnTo: z.string().optional(),
});

const RETURN_TO_SECONDS = 10 * 60;

/** The built-in sign-in exists only on this machine's hosts, whatever the configuration says. */
function requireDevSignIn(request: Request, authMode: string) {
  if (authMode !== "dev" || !isLocalHost(new URL(request.url).host)) throw new Response("Not Found", { status: 404 });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"), url.origin);
  const { config } = context;
  // The page's title, in the visitor's language (meta cannot translate by itself).
  const title = (await getFixedT(request, config.sites)).t("common.signIn");
  if (config.authMode === "dev") {
    requireDevSignIn(request, config.authMode);
    return { mode: "dev" as const, returnTo, error: null, title };
  }
  let toProvider: Response | null = null;
  try {
    const authenticator = await oidcAuthenticator(request, config.oidc!);
    await authenticator.authenticate("oidc", request);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) toProvider = thrown;
    else console.error("sign-in could not start", thrown);
  }
  if (toProvider) {
    // On to the identity provider; remember where to come back to.
    const response = new Response(null, toProvider);
    response.headers.append("Set-Cookie", returnToCookie(request).serialize(returnTo, RETURN_TO_SECONDS));
    throw response;
  }
  return data({ mode: "oidc" as const, returnTo, error: "auth.providerDown" as const, title }, { status: 502 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireDevSignIn(request, context.config.authMode);
  const read = await readForm(request);
  if (!read.ok) return data({ errors: { email: read.key, firstName: null } }, { status: read.status });
  const parsed = DevSignInSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) {
    const fields = parsed.error.flatten().fieldErrors;
    return data({ errors: { email: fields.email?.[0] ?? null, firstName: fields.firstName?.[0] ?? null } }, { status: 400 });
  }
  const { email, firstName } = parsed.data;
  const db = context.cloudflare.env.DB;
  const userId = await upsertUser(db, { subject: `dev:${email}`, email, firstName: firstName || null, lastName: null });
  const previous = sessionCookie(request).read();
  if (previous) await destroySession(db, previous);
  const setCookie = await createSession(request, db, userId);
  return redirect(safeReturnTo(parsed.data.returnTo, new URL(request.url).origin), { headers: { "Set-Cookie": setCookie } });
}

export default function SignIn() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { brand } = useRootData();
  if (loaderData.error) {
    return (
      <main className="flex flex-1 items-center justify-center px-4 py-16">
        <StatusCard title={t("auth.failedTitle")} body={t(loaderData.error)} />
      </main>
    );
  }
  const errors = actionData && "errors" in actionData ? actionData.errors : null;
  return (
    <main className="flex flex-1 items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <Logo productName={brand.productName} />
        <h1 className="mt-6 text-xl font-semibold">{t("auth.signInTitle")}</h1>
        <p className="mt-2 text-sm text-slate-600">{t("auth.devNote")}</p>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="returnTo" value={loaderData.returnTo} />
          <div>
            <label htmlFor="email" className="text-sm font-medium">
              {t("auth.email")}
            </label>
            <input
              id="email"
              name="email"
              type="email"
              required
              autoComplete="email"
              aria-invalid={errors?.email ? true : undefined}
              aria-describedby={errors?.email ? "email-error" : undefined}
              className="mt-1 block h-11 w-full rounded-md border border-slate-300 px-3"
            />
            {errors?.email ? (
              <p id="email-error" className="mt-1 text-sm text-red-600">
                {t(errors.email as "auth.invalidEmail")}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="firstName" className="text-sm font-medium">
              {t("auth.firstName")}
            </label>
            <input
              id="firstName"
              name="firstName"
              autoComplete="given-name"
              className="mt-1 block h-11 w-full rounded-md border border-slate-300 px-3"
            />
            {errors?.firstName ? <p className="mt-1 text-sm text-red-600">{t(errors.firstName as "auth.firstNameTooLong")}</p> : null}
          </div>
          <button type="submit" className={buttonClass("primary", "w-full")} disabled={navigation.state !== "idle"}>
            {t("auth.continue")}
          </button>
        </Form>
      </div>
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }, { name: "robots", content: "noindex" }];
