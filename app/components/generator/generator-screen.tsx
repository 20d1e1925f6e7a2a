import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { readPendingPolicy, removePendingPolicy, savePendingPolicy } from "~/lib/client/pending-policy";
import { useGeneration } from "~/lib/client/use-generation";
import { useRootData } from "~/lib/client/use-root-data";
import { GenerationProgress } from "./generation-progress";
import { preloadPolicyView } from "../policy/lazy-policy-view";
import { GeneratorForm, type GeneratorInput, type SampleOption } from "./generator-form";
import { ConnectSection, Hero } from "./landing";
import { SiteFooter } from "../layout/site-footer";
import { SiteHeader } from "../layout/site-header";
import { useToast } from "../ui/toast";
import type { FormPostResult, FormValues } from "~/lib/generation/form-post";

// The result modal (dialog, tabs, the markdown renderer) is fetched when a generation starts, not
// with the page: most of the page's visitors read and type long before they see a result.
const loadResultModal = () => import("./policy-result-modal");
const PolicyResultModal = lazy(() => loadResultModal().then((module) => ({ default: module.PolicyResultModal })));

const REDIRECT_TO_LOGIN_MS = 1_500;
const AUTO_GENERATE_MS = 500;

/** The generator screen, shared by `/` and the anonymous card-customer route. */
export function GeneratorScreen({
  samples,
  defaultCountry,
  anonymous,
  formAction,
  posted,
  prefill,
}: {
  samples: SampleOption[];
  defaultCountry: string;
  anonymous: boolean;
  /** Where the form posts without JavaScript. */
  formAction: string;
  /** The route action's answer to a form posted without JavaScript: the values and the error. */
  posted?: FormPostResult;
  /** The form's values carried through sign-in by a form posted without JavaScript. */
  prefill?: FormValues | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useRootData();
  const { state, generate, reset } = useGeneration({ anonymous });
  const [restored, setRestored] = useState<Partial<GeneratorInput> | null>(posted?.values ?? prefill ?? null);
  const [formKey, setFormKey] = useState(0);
  /** The last generation was made from an imported policy: its result shows what changed. */
  const [fromImport, setFromImport] = useState(false);
  const restoring = useRef(false);
  const generateButton = useRef<HTMLButtonElement>(null);
  /** True once a generation resumed after sign-in: its progress is brought into view. */
  const resumed = useRef(false);
  const progress = useRef<HTMLDivElement>(null);

  const run = async (input: GeneratorInput) => {
    if (!anonymous && !user) {
      savePendingPolicy({
        userInput: input.description,
        language: input.language,
        companyName: input.companyName,
        sampleId: input.sampleId,
        ...(input.reading ? { reading: input.reading, corrections: input.corrections ?? {} } : {}),
      });
      toast({ title: t("toasts.signInTitle"), description: t("toasts.signInBody") });
      setTimeout(() => window.location.assign(`/api/login?returnTo=${encodeURIComponent(window.location.pathname)}`), REDIRECT_TO_LOGIN_MS);
      return;
    }
    void loadResultModal();
    preloadPolicyView();
    setFromImport(Boolean(input.importedFrom));
    const country = samples.find((sample) => sample.id === input.sampleId)?.name ?? null;
    const outcome = await generate({
      companyName: input.companyName,
      description: input.description,
      language: input.language,
      country,
      reading: input.reading,
    });
    if (outcome.status === "done") toast({ title: t("toasts.generatedTitle"), description: t("toasts.generatedBody") });
    if (outcome.status === "failed")
      toast({ title: t("toasts.failedTitle"), description: outcome.message ?? t("generation.errors.unexpected"), variant: "destructive" });
  };

  // Back from sign-in: restore the saved input, welcome the user, and generate after a beat.
  useEffect(() => {
    if (anonymous || !user || restoring.current) return;
    const pending = readPendingPolicy();
    if (!pending) return;
    restoring.current = true;
    const input: GeneratorInput = {
      companyName: pending.companyName,
      description: pending.userInput,
      sampleId: pending.sampleId ?? "",
      language: pending.language,
      ...(pending.reading ? { reading: pending.reading, corrections: pending.corrections ?? {} } : {}),
    };
    setRestored(input);
    setFormKey((key) => key + 1);
    toast({ title: t("toasts.welcomeTitle"), description: t("toasts.welcomeBody") });
    // The saved input is removed only when generation starts, so a re-run of this effect
    // (StrictMode, a quick user change) cannot lose it.
    const timer = setTimeout(() => {
      removePendingPolicy();
      resumed.current = true;
      void run(input);
    }, AUTO_GENERATE_MS);
    return () => {
      clearTimeout(timer);
      restoring.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, anonymous]);

  const generating = state.status === "generating";
  // Back from sign-in the page opens at its top: the resumed generation's progress is kept in view
  // (the panel above it may still grow as it loads) until it ends or the user scrolls themselves.
  useEffect(() => {
    const panel = progress.current;
    if (!resumed.current || state.status === "idle" || !panel) return;
    // Its last position too (the bar at 100%), then no more following.
    if (state.status !== "generating") resumed.current = false;
    const box = panel.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) panel.scrollIntoView({ block: "center" });
  }, [state]);
  useEffect(() => {
    if (!generating || !resumed.current) return;
    const stop = () => (resumed.current = false);
    const events = ["wheel", "touchmove", "keydown"] as const;
    for (const event of events) window.addEventListener(event, stop, { once: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, stop);
    };
  }, [generating]);
  return (
    <>
      <SiteHeader anonymous={anonymous} />
      <main className="flex-1">
        <Hero anonymous={anonymous} />
        <section id="generator" className="mx-auto max-w-4xl scroll-mt-8 px-4 py-12">
          <h2 className="mb-6 text-2xl font-semibold">{t("form.title")}</h2>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <GeneratorForm
              key={formKey}
              samples={samples}
              defaultCountry={defaultCountry}
              generating={generating}
              initialInput={restored}
              submitRef={generateButton}
              action={formAction}
              onGenerate={(input) => void run(input)}
            >
              {posted ? <FormPostError error={posted.error} signInPath={posted.signInPath} /> : null}
              <div ref={progress} className="empty:hidden">
                {state.status === "generating" ? (
                  <GenerationProgress percent={state.percent} stage={state.stage} text={state.text} />
                ) : null}
                {/* When it ends the bar jumps to 100% with the success message. */}
                {state.status === "done" ? <GenerationProgress percent={100} stage="done" text="" /> : null}
              </div>
            </GeneratorForm>
          </div>
        </section>
        <ConnectSection />
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        {state.status === "done" ? (
          <PolicyResultModal
            policy={state.policy}
            anonymous={anonymous}
            fromImport={fromImport}
            onClose={reset}
            returnFocusTo={generateButton}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** Why a form posted without JavaScript did not generate, shown above the button. */
function FormPostError({ error, signInPath }: { error: string; signInPath?: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {error}{" "}
      {signInPath ? (
        <a href={signInPath} className="font-medium underline">
          {t("common.signIn")}
        </a>
      ) : null}
    </p>
  );
}
