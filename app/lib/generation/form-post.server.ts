import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { readForm } from "~/lib/platform/form-body.server";
import { getUser } from "~/lib/auth/auth.server";
import { LegacyRequestSchema, normaliseRequest } from "~/lib/generation/generation-input";
import { localiseSample } from "~/lib/reading/sample-inputs";
import { listActiveSampleInputs } from "~/lib/reading/sample-inputs.server";
import { getFixedT, requestSite } from "~/lib/site/i18n.server";
import { isLanguage } from "~/lib/site/languages";
import { prefillPath, type FormPostResult, type FormValues } from "./form-post";
import { DomainError, errorMessage, invalidBody } from "~/lib/platform/http.server";
import { GENERATION_BODY, startGeneration } from "./start-generation.server";

/**
 * The longest sign-in return path that still carries the form: OIDC keeps it in a cookie (≤ 4 KB
 * with its attributes). A longer description stays on the page, with the sign-in link beside it.
 */
const MAX_RETURN_PATH = 3_000;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The generator form posted without JavaScript (or before hydration): generate, then show the
 * policy's public page. Signed-out visitors (outside anonymous mode) sign in first and come back
 * to the form filled in as they left it. Errors come back translated, with the form's values.
 */
export async function generateFromForm(request: Request, context: AppLoadContext, { anonymous }: { anonymous: boolean }) {
  const read = await readForm(request);
  if (!read.ok) {
    // Not a form, or too large to read: the page again with the reason, in the visitor's language.
    const { t } = await getFixedT(request, context.config.sites);
    return data({ values: { companyName: "", description: "", sampleId: "" }, error: t(read.key) } satisfies FormPostResult, {
      status: read.status,
    });
  }
  const form = read.form;
  const url = new URL(request.url);
  // Browsers post textarea lines with CRLF; the sample texts (and the JavaScript path) use LF.
  const values: FormValues = {
    companyName: field(form, "companyName"),
    description: field(form, "description").replace(/\r\n?/g, "\n"),
    sampleId: field(form, "sample"),
  };
  const { locale, t } = await getFixedT(request, context.config.sites);
  const language = isLanguage(field(form, "language")) ? (field(form, "language") as typeof locale) : locale;

  if (!anonymous && !(await getUser(request, context))) {
    const back = prefillPath(url.pathname, values);
    const signInPath = `/api/login?returnTo=${encodeURIComponent(back)}`;
    if (back.length <= MAX_RETURN_PATH) throw redirect(signInPath, { status: 303 });
    return {
      values,
      error: t("generation.errors.signInRequired"),
      signInPath: `/api/login?returnTo=${encodeURIComponent(url.pathname)}`,
    } satisfies FormPostResult;
  }

  // A sample's country counts only while its text is untouched, as in the JavaScript form.
  const samples = values.sampleId ? await listActiveSampleInputs(context.cloudflare.env.DB) : [];
  const sample = samples.find((candidate) => candidate.id === values.sampleId);
  const untouched = sample && localiseSample(sample, language).content.trim() === values.description.trim();
  const parsed = LegacyRequestSchema.safeParse({
    userInput: values.description,
    companyName: values.companyName,
    language,
    ...(untouched ? { country: sample.name } : {}),
  });
  // The JSON API's own refusals (a translated validation message, sign-in, limits) and outcome.
  if (!parsed.success) return { values, error: errorMessage(invalidBody(parsed.error, GENERATION_BODY), t) } satisfies FormPostResult;
  const input = normaliseRequest(parsed.data, requestSite(request, context.config.sites).country);
  let started;
  try {
    started = await startGeneration(request, context, { input, anonymous, events: false, canonicalBody: JSON.stringify(input) });
  } catch (error) {
    if (error instanceof DomainError) return { values, error: errorMessage(error, t) } satisfies FormPostResult;
    throw error;
  }
  const { outcome, setCookies } = started;
  if (!outcome.ok) return { values, error: outcome.message } satisfies FormPostResult;
  // The owner-token cookie (anonymous mode) must reach the browser with the redirect.
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  throw redirect(`/p/${outcome.policy.slug}`, { status: 303, headers });
}
