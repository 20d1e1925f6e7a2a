import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorFromResponse } from "~/lib/client/api-client";
import { IMPORT_ACCEPT } from "~/lib/import/import-limits";
import { isLanguage } from "~/lib/site/languages";
import { ensureImportTexts } from "./import-texts";
import type { ImportedPolicy } from "./imported-policy";

/**
 * "Start from your current policy": the file goes to POST /api/policies/import (which keeps
 * nothing), and what it read fills "What we understood"; the country's findings are listed here.
 * Loaded only when the user asks for it.
 */
export function ImportPolicyPanel({
  companyName,
  imported,
  onImported,
}: {
  companyName: string;
  imported: ImportedPolicy | null;
  onImported: (imported: ImportedPolicy) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const [reading, setReading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Another interface language: its texts come too.
  useEffect(() => void ensureImportTexts(i18n, language), [i18n, language]);

  const upload = async (file: File) => {
    setError(null);
    setReading(file.name);
    const form = new FormData();
    form.set("file", file);
    form.set("language", language);
    form.set("companyName", companyName.trim() || file.name.replace(/\.[^.]+$/, ""));
    try {
      const response = await fetch("/api/policies/import", { method: "POST", body: form, credentials: "include" });
      if (!response.ok) {
        const failure = await errorFromResponse(response);
        setError(failure.serverMessage ?? failure.message);
        return;
      }
      onImported({ ...((await response.json()) as Omit<ImportedPolicy, "fileName">), fileName: file.name });
    } catch {
      setError(t("errors.unexpected"));
    } finally {
      setReading(null);
    }
  };

  const country = imported ? new Intl.DisplayNames([i18n.language], { type: "region" }).of(imported.reading.country.code) : "";
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-3 sm:p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {t("import.entry.start")}
      </h3>
      <p className="text-sm text-slate-700">{t("import.entry.hint")}</p>
      <div>
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
          {t("import.entry.choose")}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMPORT_ACCEPT}
          disabled={reading !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
          className="mt-1 block w-full text-sm"
        />
      </div>
      {reading ? (
        <p className="text-sm text-slate-600" role="status">
          {t("import.screen.reading", { file: reading })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {imported && imported.findings.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">{t("import.screen.findings", { country })}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {imported.findings.map((finding) => (
              <li key={`${finding.kind}-${finding.message}`}>
                {finding.message}
                {finding.quote ? (
                  <span className="block text-xs text-slate-600">{t("import.screen.quoted", { line: finding.quote })}</span>
                ) : null}
                {finding.source ? (
                  <span className="block text-xs text-slate-600">
                    {t("import.screen.source")}:{" "}
                    {/^https?:\/\//.test(finding.source) ? (
                      <a href={finding.source} className="underline" rel="noreferrer" target="_blank">
                        {finding.law ?? new URL(finding.source).host}
                      </a>
                    ) : (
                      finding.source
                    )}{" "}
                    {finding.asOf ? t("import.screen.asOf", { date: finding.asOf }) : null}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
