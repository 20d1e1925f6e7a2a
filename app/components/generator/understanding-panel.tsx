import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CompanyReading } from "~/lib/reading/company-reading";
import type { PolicyRules } from "~/lib/rulebook/policy-rules";
import type { Language } from "~/lib/site/languages";

type Reader = typeof import("~/lib/reading/understanding-client");
type View = typeof import("./understanding/understood-view");
type Corrections = import("~/lib/reading/reading-corrections").Corrections;

/** The text is read again this long after the user stops typing. */
const READ_AFTER_MS = 300;
/** The proposed figures are asked for this long after the user stops typing or correcting. */
const PROPOSE_AFTER_MS = 1000;

/** The reading the form sends: only when the user corrected something (else the server reads for itself). */
export type UnderstoodReading = { reading: CompanyReading; corrected: boolean; corrections: Corrections } | null;

/**
 * "What we understood": the built-in reader's reading of the description, updated as the user
 * types (debounced, in the browser), its rules editable in place, with the server's proposed
 * figures where the user gave none. The reader and the panel's body are loaded with a dynamic
 * import, so the page's first JavaScript does not grow.
 */
export function UnderstandingPanel({
  description,
  companyName,
  siteCountry,
  language,
  given,
  initialCorrections,
  onChange,
}: {
  description: string;
  /** What the server read from an imported policy: shown as it is, never read again in the browser. */
  given?: { reading: CompanyReading; rulebook: PolicyRules } | null;
  companyName: string;
  /** The sample's country while its text is untouched, else the site's. */
  siteCountry: string;
  language: Language;
  /** Corrections made before (kept through sign-in), laid over the reading again. */
  initialCorrections?: Corrections;
  onChange: (understood: UnderstoodReading) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [modules, setModules] = useState<{ reader: Reader; view: View } | null>(null);
  const [reading, setReading] = useState<CompanyReading | null>(null);
  const [corrections, setCorrections] = useState<Corrections>(() => initialCorrections ?? {});
  const [rulebook, setRulebook] = useState<PolicyRules | null>(null);
  const reader = modules?.reader ?? null;

  useEffect(() => {
    let live = true;
    void Promise.all([import("~/lib/reading/understanding-client"), import("./understanding/understood-view")]).then(
      ([reader, view]) => live && setModules({ reader, view }),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!given) return;
    setReading(given.reading);
    setRulebook(given.rulebook);
    setCorrections({});
  }, [given]);

  useEffect(() => {
    if (!reader || given) return;
    const timer = setTimeout(() => {
      setReading(description.trim() ? reader.readCompany(description, { siteCountry, language, companyName }) : null);
    }, READ_AFTER_MS);
    return () => clearTimeout(timer);
  }, [reader, given, description, siteCountry, language, companyName]);

  const corrected = reader ? reader.isCorrected(corrections) : false;
  const effective = useMemo(
    () => (reader && reading ? reader.applyCorrections(reading, corrections) : null),
    [reader, reading, corrections],
  );
  useEffect(
    () => onChange(effective ? { reading: effective, corrected, corrections } : null),
    [effective, corrected, corrections, onChange],
  );

  // The proposed figures for what the user sees, once they pause; a change cancels the request on its way.
  useEffect(() => {
    // An imported policy's rulebook came with its reading (its text is too long to send again as a description).
    if (!reader || !effective || !companyName.trim() || given) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void reader
        .fetchRulebook({ description, companyName: companyName.trim(), language, reading: effective }, controller.signal)
        .then((answer) => {
          if (!controller.signal.aborted) setRulebook(answer);
        });
    }, PROPOSE_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [reader, given, effective, description, companyName, language]);

  const correct = useCallback((change: (current: Corrections) => Corrections) => setCorrections(change), []);

  if (!description.trim()) return null;
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <h3 id={titleId} className="text-base font-semibold">
        {t("understanding.title")}
      </h3>
      {modules && effective ? (
        <modules.view.UnderstoodView
          id={id}
          reader={modules.reader}
          reading={effective}
          rulebook={rulebook}
          corrected={corrected}
          language={language}
          onCorrect={correct}
        />
      ) : (
        <p className="text-sm text-slate-600">{t("understanding.reading")}</p>
      )}
    </section>
  );
}
