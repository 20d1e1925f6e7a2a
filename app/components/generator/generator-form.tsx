import { useEffect, useId, useRef, useState } from "react";
import type { CompanyReading } from "~/lib/reading/company-reading";
import type { Corrections } from "~/lib/reading/reading-corrections";
import { useTranslation } from "react-i18next";
import { isLanguage, type Language } from "~/lib/site/languages";
import { extractCompanyName } from "~/lib/reading/labels";
import { localiseSample } from "~/lib/reading/sample-inputs";
import { buttonClass } from "../ui/button";
import { UnderstandingPanel, type UnderstoodReading } from "./understanding-panel";
import type { ImportedPolicy } from "./import/imported-policy";

type ImportPanel = typeof import("./import/import-policy-panel").ImportPolicyPanel;

export type SampleOption = { id: string; name: string; content: string };

export type GeneratorInput = {
  companyName: string;
  description: string;
  /** The chosen sample, only while its text is untouched: edited text is the user's own. */
  sampleId: string;
  language: Language;
  /** What we understood, when the user corrected it under "What we understood" (always, for an imported policy). */
  reading?: CompanyReading;
  /** The description is the text of the company's current policy, read from this file. */
  importedFrom?: string;
  /** The corrections that made it, so the panel can show them again (after sign-in). */
  corrections?: Corrections;
};

/**
 * The form with the sample rules: choosing a sample fills the description
 * and the company name; changing the interface language re-localises a chosen sample while its
 * text is untouched. What the user typed or edited is theirs and stays as it is.
 */
export function GeneratorForm({
  samples,
  defaultCountry,
  generating,
  initialInput,
  onGenerate,
  submitRef,
  action,
  children,
}: {
  samples: SampleOption[];
  defaultCountry: string;
  generating: boolean;
  initialInput?: Partial<GeneratorInput> | null;
  onGenerate: (input: GeneratorInput) => void;
  /** The Generate button, for whoever must give focus back to it (the result modal). */
  submitRef?: React.Ref<HTMLButtonElement>;
  /** Where the form posts without JavaScript (the route's action). */
  action: string;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : "en";
  // Computed in the first render (not an effect) so the server's HTML carries the preselected
  // sample too: the form must work before hydration, or with JavaScript off.
  const [initial] = useState(() => initialFormState(samples, defaultCountry, language, initialInput));
  const [sampleId, setSampleId] = useState(initial.sampleId);
  const [companyName, setCompanyName] = useState(initial.companyName);
  const [description, setDescription] = useState(initial.description);
  /** The sample's text as last applied, to tell an untouched sample from the user's own text. */
  const [sampleText, setSampleText] = useState<string | null>(initial.sampleText);
  const [understood, setUnderstood] = useState<UnderstoodReading>(null);
  /** "Start from your current policy": its panel (loaded on demand) and what it read. */
  const [ImportPanel, setImportPanel] = useState<ImportPanel | null>(null);
  const [imported, setImported] = useState<ImportedPolicy | null>(null);
  const previousLanguage = useRef(language);
  const id = useId();

  const applySample = (id: string, inLanguage: Language, { keepCompanyName = false } = {}) => {
    const sample = samples.find((candidate) => candidate.id === id);
    setSampleId(id);
    if (!sample) return;
    const localised = localiseSample(sample, inLanguage);
    setDescription(localised.content);
    setSampleText(localised.content);
    if (!keepCompanyName) setCompanyName(extractCompanyName(localised.content));
  };

  // A new interface language re-localises the chosen sample only while its text is untouched
  // (a company name the user changed stays too); typed or edited text is never replaced.
  useEffect(() => {
    if (previousLanguage.current === language) return;
    previousLanguage.current = language;
    if (!sampleId || sampleText === null || description !== sampleText) return;
    applySample(sampleId, language, { keepCompanyName: companyName !== extractCompanyName(sampleText) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  const openImport = async () => {
    const [panel, texts] = await Promise.all([import("./import/import-policy-panel"), import("./import/import-texts")]);
    await texts.ensureImportTexts(i18n, language);
    setImportPanel(() => panel.ImportPolicyPanel);
  };
  const text = imported ? imported.sourceText : description;
  const ready = companyName.trim() !== "" && text.trim() !== "";
  const untouchedSample = sampleId !== "" && description === sampleText ? samples.find((sample) => sample.id === sampleId) : undefined;

  return (
    <form
      method="post"
      action={action}
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || generating) return;
        if (imported) {
          // The whole document is the description; the server takes the reading as it is.
          onGenerate({
            companyName: companyName.trim(),
            description: imported.sourceText,
            sampleId: "",
            language,
            reading: understood?.reading ?? imported.reading,
            importedFrom: imported.fileName,
          });
          return;
        }
        onGenerate({
          companyName: companyName.trim(),
          description,
          sampleId: untouchedSample?.id ?? "",
          language,
          ...(understood?.corrected ? { reading: understood.reading, corrections: understood.corrections } : {}),
        });
      }}
    >
      <input type="hidden" name="language" value={language} />
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-company`} className="text-sm font-medium text-slate-800">
            {t("form.companyName")}
          </label>
          <input
            id={`${id}-company`}
            name="companyName"
            value={companyName}
            maxLength={200}
            onChange={(event) => setCompanyName(event.target.value)}
            placeholder={t("form.companyNamePlaceholder")}
            className="mt-1 block h-11 w-full rounded-md border border-slate-300 px-3"
            autoComplete="organization"
          />
        </div>
        <div>
          <label htmlFor={`${id}-sample`} className="text-sm font-medium text-slate-800">
            {t("form.country")}
          </label>
          <select
            id={`${id}-sample`}
            name="sample"
            value={sampleId}
            onChange={(event) => applySample(event.target.value, language)}
            className="mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3"
          >
            <option value="" disabled>
              {t("form.country")}
            </option>
            {samples.map((sample) => (
              <option key={sample.id} value={sample.id}>
                {localiseSample(sample, language).name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <label htmlFor={`${id}-description`} className="text-sm font-medium text-slate-800">
            {t("form.description")}
          </label>
          {ImportPanel ? null : (
            <button type="button" onClick={() => void openImport()} className="text-sm font-medium text-brand-700 underline">
              {t("import.entry.start")}
            </button>
          )}
        </div>
        {imported ? (
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm">
            <span data-testid="imported-summary">
              {t("import.screen.read", {
                file: imported.fileName,
                rules: Object.values(imported.reading.rules).flat().filter(Boolean).length,
                unread: imported.reading.unplaced.length,
              })}
            </span>
            <button type="button" onClick={() => setImported(null)} className="font-medium text-brand-700 underline">
              {t("import.screen.remove")}
            </button>
          </div>
        ) : (
          <textarea
            id={`${id}-description`}
            name="description"
            value={description}
            maxLength={8000}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={t("form.descriptionPlaceholder")}
            className="mt-1 block min-h-72 w-full rounded-md border border-slate-300 p-3 font-mono text-sm"
          />
        )}
      </div>
      {ImportPanel ? <ImportPanel companyName={companyName} imported={imported} onImported={setImported} /> : null}
      <UnderstandingPanel
        description={text}
        companyName={companyName}
        siteCountry={untouchedSample?.name ?? defaultCountry}
        language={language}
        given={imported}
        initialCorrections={initialInput?.corrections}
        onChange={setUnderstood}
      />
      {children}
      {understood && understood.reading.unplaced.length > 0 ? (
        <p className="text-sm text-slate-700" data-testid="not-used-count">
          {t("form.notUsed", { count: understood.reading.unplaced.length })}
        </p>
      ) : null}
      <button ref={submitRef} type="submit" disabled={!ready || generating} className={buttonClass("primary", "w-full md:w-auto")}>
        {generating ? t("form.generating") : t("form.generate")}
      </button>
    </form>
  );
}

/**
 * The form's first values: what the caller restores (pending input, a posted form, a sign-in
 * return), else the site's sample (preselected when nothing is entered).
 */
function initialFormState(
  samples: SampleOption[],
  defaultCountry: string,
  language: Language,
  input: Partial<GeneratorInput> | null | undefined,
) {
  const sampleTextOf = (id: string | undefined) => {
    const sample = id ? samples.find((candidate) => candidate.id === id) : undefined;
    return sample ? localiseSample(sample, language).content : null;
  };
  if (input) {
    return {
      sampleId: input.sampleId ?? "",
      companyName: input.companyName ?? "",
      description: input.description ?? "",
      sampleText: sampleTextOf(input.sampleId),
    };
  }
  const preferred = samples.find((sample) => sample.name.toLowerCase() === defaultCountry.toLowerCase()) ?? samples[0];
  const text = sampleTextOf(preferred?.id);
  if (!preferred || text === null) return { sampleId: "", companyName: "", description: "", sampleText: null };
  return { sampleId: preferred.id, companyName: extractCompanyName(text), description: text, sampleText: text };
}
