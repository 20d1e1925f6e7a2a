import { data as withStatus, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminHeader } from "./admin-header";
import { MasterPromptEditor, useSavePrompt, type AdminPrompt } from "./master-prompt-editor";
import { PromptHistory } from "./prompt-history";
import { PromptPreview } from "./prompt-preview";
import { SampleInputsManager } from "./sample-inputs-manager";
import { TooltipProvider } from "~/components/ui/tooltip";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { StatusCard } from "~/components/ui/status-card";
import { listMasterPrompts, listPromptVersions } from "~/lib/generation/master-prompts.server";
import { listAllSampleInputs } from "~/lib/admin/sample-inputs.server";
import { isAdminEmail, requireUser } from "~/lib/auth/auth.server";
import { DEFAULT_MASTER_PROMPT } from "~/lib/generation/default-master-prompt";
import { getFixedT } from "~/lib/site/i18n.server";
import { laterTexts } from "~/lib/site/later-texts.server";
import { useLaterTexts } from "~/lib/client/later-texts";

/**
 * /admin: signed-out visitors go to sign in and come back; non-admins get Access
 * Denied (403) and no admin data; admins get the prompt and sample tools.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, { api: false });
  const { t, locale } = await getFixedT(request, context.config.sites);
  const texts = laterTexts(locale, ["admin"]);
  const title = `${t("admin.metaTitle")} · ${context.config.brand.productName}`;
  const headers = { "Cache-Control": "no-store" };
  if (!isAdminEmail(user.email, context)) {
    console.warn(`admin page denied: user ${user.id} <${user.email}>`);
    return withStatus({ access: "denied" as const, title, texts }, { status: 403, headers });
  }
  const d1 = context.cloudflare.env.DB;
  const [prompts, samples] = await Promise.all([listMasterPrompts(d1), listAllSampleInputs(d1)]);
  const englishPrompt =
    prompts.find((prompt) => prompt.language === "en" && prompt.isActive) ?? prompts.find((prompt) => prompt.language === "en") ?? null;
  const versions = englishPrompt ? await listPromptVersions(d1, englishPrompt.id) : [];
  return withStatus(
    { access: "granted" as const, title, texts, email: user.email, prompts, englishPrompt, versions, samples },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Admin" }, { name: "robots", content: "noindex" }];

export default function AdminPage() {
  const data = useLoaderData<typeof loader>();
  useLaterTexts(data.texts);
  const { t } = useTranslation();
  if (data.access === "denied") {
    return (
      <>
        <SiteHeader showHome />
        <main className="flex flex-1 items-center justify-center px-4 py-16">
          <StatusCard title={t("admin.badge")} body={t("admin.accessDenied")} />
        </main>
        <SiteFooter />
      </>
    );
  }
  return <AdminPanel {...data} />;
}

function AdminPanel({
  email,
  prompts,
  englishPrompt,
  versions,
  samples,
}: {
  email: string;
  prompts: AdminPrompt[];
  englishPrompt: AdminPrompt | null;
  versions: Array<{ id: string; prompt: string; savedByEmail: string | null; createdAt: string }>;
  samples: Array<{ id: string; name: string; content: string; language: string; isActive: boolean }>;
}) {
  const activeText = englishPrompt?.prompt ?? DEFAULT_MASTER_PROMPT;
  const [text, setText] = useState(activeText);
  // A restore (or another save) changes the stored text: the editor follows it.
  useEffect(() => setText(activeText), [activeText]);
  const save = useSavePrompt(englishPrompt);
  return (
    // Tooltips only where they are used, so the generator's pages do not load their positioning code.
    <TooltipProvider>
      <AdminHeader email={email} />
      <main className="mx-auto w-full max-w-6xl flex-1 space-y-8 px-4 py-8">
        <MasterPromptEditor prompts={prompts} englishPrompt={englishPrompt} text={text} onTextChange={setText} />
        <PromptPreview prompt={text} samples={samples} />
        <PromptHistory versions={versions} activeText={activeText} onRestore={save} />
        <SampleInputsManager samples={samples} />
      </main>
      <SiteFooter />
    </TooltipProvider>
  );
}
