import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OAuth2RequestError } from "remix-auth-oauth2";
import { useTranslation } from "react-i18next";
import { StatusCard } from "~/components/ui/status-card";
import { ButtonAnchor } from "~/components/ui/button";
import { hostCookie } from "~/lib/auth/cookies.server";
import { oidcAuthenticator, returnToCookie } from "~/lib/auth/oidc.server";
import { safeReturnTo } from "~/lib/auth/return-to";
import { createSession, destroySession, sessionCookie } from "~/lib/auth/session.server";
import { upsertUser, type Identity } from "~/lib/auth/users.server";

type FailureKey = "auth.denied" | "auth.badState" | "auth.providerDown";

function failureOf(error: unknown): { key: FailureKey; status: number } {
  if (error instanceof OAuth2RequestError) {
    return error.code === "access_denied" ? { key: "auth.denied", status: 403 } : { key: "auth.providerDown", status: 502 };
  }
  // remix-auth-oauth2 throws these for a missing or mismatched state cookie, code or verifier.
  if (error instanceof RangeError || error instanceof ReferenceError) return { key: "auth.badState", status: 400 };
  return { key: "auth.providerDown", status: 502 };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { config } = context;
  if (config.authMode !== "oidc" || !config.oidc) throw new Response("Not Found", { status: 404 });
  // remix-auth-oauth2 keeps state and verifier in this cookie (named as in oidc.server.ts).
  const clearState = hostCookie(request, "oidc").clear();

  let identity: Identity;
  try {
    identity = await (await oidcAuthenticator(request, config.oidc)).authenticate("oidc", request);
  } catch (error) {
    const failure = failureOf(error);
    console.warn("sign-in failed:", failure.key, error instanceof Error ? error.message : error);
    return data({ error: failure.key }, { status: failure.status, headers: { "Set-Cookie": clearState } });
  }

  const db = context.cloudflare.env.DB;
  const userId = await upsertUser(db, identity);
  // A fresh session on every sign-in: a token planted before sign-in is never promoted.
  const previous = sessionCookie(request).read();
  if (previous) await destroySession(db, previous);
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(request, db, userId));
  headers.append("Set-Cookie", returnToCookie(request).clear());
  headers.append("Set-Cookie", clearState);
  return redirect(safeReturnTo(returnToCookie(request).read(), new URL(request.url).origin), { headers });
}

export default function SignInFailed() {
  const { t } = useTranslation();
  const { error } = useLoaderData<typeof loader>();
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16">
      <StatusCard title={t("auth.failedTitle")} body={t(error)} />
      <ButtonAnchor href="/api/login" variant="secondary">
        {t("auth.tryAgain")}
      </ButtonAnchor>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign-in failed" }, { name: "robots", content: "noindex" }];
