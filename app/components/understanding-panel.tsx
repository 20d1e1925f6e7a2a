import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CompanyReading, Money } from "~/lib/policy/company-reading";
import { formatMoney } from "~/lib/policy/format-money";
import type { Language } from "~/lib/site/languages";

type Reader = typeof import("~/lib/policy/understanding-client");
type Corrections = import("~/lib/policy/reading-corrections").Corrections;

const DEBOUNCE_MS = 300;
const LOCALE: Record<Language, string> = { en: "en-US", es: "es-419", "pt-BR": "pt-BR" };

/** The reading the form sends: only when the user corrected something (else the server reads for itself). */
export type UnderstoodReading = { reading: CompanyReading; corrected: boolean } | null;

/**
 * "What we understood": the built-in reader's reading of the description, updated as the user
 * types (debounced, in the browser), with every figure editable in place. The reader is loaded
 * with a dynamic import, so the page's first JavaScript does not grow.
 */
export function UnderstandingPanel({
  description,
  companyName,
  siteCountry,
  language,
  onChange,
}: {
  description: string;
  companyName: string;
  /** The sample's country while its text is untouched, else the site's. */
  siteCountry: string;
  language: Language;
  onChange: (understood: UnderstoodReading) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reader, setReader] = useState<Reader | null>(null);
  const [reading, setReading] = useState<CompanyReading | null>(null);
  const [corrections, setCorrections] = useState<Corrections>({});

  useEffect(() => {
    let live = true;
    void import("~/lib/policy/understanding-client").then((module) => live && setReader(module));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!reader) return;
    const timer = setTimeout(() => {
      setReading(description.trim() ? reader.readCompany(description, { siteCountry, language, companyName }) : null);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [reader, description, siteCountry, language, companyName]);

  const corrected = Boolean(corrections.country || corrections.currency || Object.keys(corrections.fields ?? {}).length > 0);
  const effective = useMemo(
    () => (reader && reading ? reader.applyCorrections(reading, corrections) : null),
    [reader, reading, corrections],
  );
  useEffect(() => onChange(effective ? { reading: effective, corrected } : null), [effective, corrected, onChange]);

  if (!description.trim()) return null;
  const titleId = `${id}-title`;
  if (!reader || !effective) {
    return (
      <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h3 id={titleId} className="text-base font-semibold">{t("understanding.title")}</h3>
        <p className="mt-1 text-sm text-slate-600">{t("understanding.reading")}</p>
      </section>
    );
  }

  const money = (value: Money) => formatMoney(value, LOCALE[language]);
  const countryLabel = reader.countryName(effective.country.code, language);
  const setField = <K extends keyof NonNullable<Corrections["fields"]>>(key: K, value: NonNullable<Corrections["fields"]>[K]) =>
    setCorrections((current) => ({ ...current, fields: { ...current.fields, [key]: value } }));
  const moneyInput = (label: string, value: Money | null, onValue: (next: Money | null) => void, key: string) => (
    <MoneyField key={key} id={`${id}-${key}`} label={label} value={value} currency={effective.currency.code} language={language} parse={reader.parseNumber} onValue={onValue} />
  );

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div>
        <h3 id={titleId} className="text-base font-semibold">{t("understanding.title")}</h3>
        <p className="text-sm font-medium text-slate-900" aria-live="polite" data-testid="understood-summary">
          {t("understanding.summary", { country: countryLabel, currency: effective.currency.code })}
        </p>
        <p className="text-xs text-slate-600">{t("understanding.hint")}</p>
      </div>

      <div className="grid gap-3 md:grid-cols-2">
        <SelectField
          id={`${id}-country`}
          label={t("understanding.country")}
          value={effective.country.code}
          options={reader.countryOptions(language).map((option) => ({ value: option.code, label: option.name }))}
          why={t(`understanding.reasons.${effective.country.reason}`, { evidence: effective.country.evidence ?? "" })}
          onValue={(country) => setCorrections((current) => ({ ...current, country }))}
        />
        <SelectField
          id={`${id}-currency`}
          label={t("understanding.currency")}
          value={effective.currency.code}
          options={currencyOptions(language, effective.currency.code)}
          why={t(`understanding.currencyReasons.${effective.currency.reason}`, { country: countryLabel })}
          onValue={(currency) => setCorrections((current) => ({ ...current, currency }))}
        />
      </div>

      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-headcount`} className="text-sm font-medium text-slate-800">{t("understanding.headcount")}</label>
          <input
            id={`${id}-headcount`}
            type="number"
            min={0}
            step={1}
            value={effective.headcount ?? ""}
            placeholder={t("understanding.notStated")}
            onChange={(event) => setField("headcount", event.target.value === "" ? null : Math.max(0, Math.round(Number(event.target.value))))}
            className="mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-2"
          />
        </div>
        {effective.industry ? (
          <p className="text-sm"><span className="font-medium">{t("understanding.industry")}:</span> {effective.industry}</p>
        ) : null}
      </div>

      {effective.roles.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">{t("understanding.roles")}</legend>
          <div className="grid gap-3 md:grid-cols-2">
            {effective.roles.flatMap((role, index) => [
              moneyInput(t("understanding.monthly", { role: role.name }), role.monthlyLimit, (next) =>
                setField("roles", effective.roles.map((other, i) => (i === index ? { ...other, monthlyLimit: next } : other))), `role-${index}-monthly`),
              moneyInput(t("understanding.perTransaction", { role: role.name }), role.perTransactionLimit, (next) =>
                setField("roles", effective.roles.map((other, i) => (i === index ? { ...other, perTransactionLimit: next } : other))), `role-${index}-each`),
            ])}
          </div>
        </fieldset>
      ) : null}

      <div className="grid gap-3 md:grid-cols-2">
        {moneyInput(`${t("understanding.meals")} (${t("understanding.home")})`, effective.meals.home, (next) => setField("meals", { ...effective.meals, home: next }), "meals-home")}
        {moneyInput(`${t("understanding.meals")} (${t("understanding.abroad")})`, effective.meals.abroad, (next) => setField("meals", { ...effective.meals, abroad: next }), "meals-abroad")}
        {moneyInput(`${t("understanding.lodging")} (${t("understanding.home")})`, effective.lodging.home, (next) => setField("lodging", { ...effective.lodging, home: next }), "lodging-home")}
        {moneyInput(`${t("understanding.lodging")} (${t("understanding.abroad")})`, effective.lodging.abroad, (next) => setField("lodging", { ...effective.lodging, abroad: next }), "lodging-abroad")}
        {moneyInput(
          t("understanding.mileage", { unit: t(`understanding.units.${effective.mileage?.unit ?? "km"}`) }),
          effective.mileage?.rate ?? null,
          (next) => setField("mileage", next ? { rate: next, unit: effective.mileage?.unit ?? "km" } : null),
          "mileage",
        )}
        {moneyInput(t("understanding.receipts"), effective.receiptThreshold, (next) => setField("receiptThreshold", next), "receipts")}
      </div>

      {effective.approvals.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">{t("understanding.approvals")}</h4>
          <ul className="list-disc pl-5 text-sm">
            {effective.approvals.map((rule, index) => (
              <li key={index}>
                {rule.over
                  ? t("understanding.approvalOver", { amount: money(rule.over), approver: rule.approver })
                  : rule.forRole
                    ? t("understanding.approvalRole", { role: rule.forRole, approver: rule.approver })
                    : t("understanding.approvalAny", { approver: rule.approver })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <OtherRules reading={effective} money={money} />

      {corrected ? (
        <p className="flex flex-wrap items-center gap-3 text-xs text-slate-700">
          {t("understanding.corrected")}
          <button type="button" className="underline" onClick={() => setCorrections({})}>{t("understanding.undo")}</button>
        </p>
      ) : null}
    </section>
  );
}

function OtherRules({ reading, money }: { reading: CompanyReading; money: (value: Money) => string }) {
  const { t } = useTranslation();
  const cabin = (value: CompanyReading["travelClass"][number]["cabin"]) => t(`understanding.cabins.${value}`);
  const rules = [
    reading.alcohol && t(`understanding.alcohol.${reading.alcohol}`),
    ...reading.travelClass.map((rule) =>
      rule.forRole
        ? t("understanding.travelClassRole", { role: rule.forRole, cabin: cabin(rule.cabin) })
        : rule.minFlightHours !== null
          ? t("understanding.travelClassHours", { hours: rule.minFlightHours, cabin: cabin(rule.cabin) })
          : t("understanding.travelClass", { cabin: cabin(rule.cabin) }),
    ),
    reading.advanceBookingDays !== null && t("understanding.advanceBooking", { count: reading.advanceBookingDays }),
    reading.submissionDeadline &&
      t(reading.submissionDeadline.businessDays ? "understanding.deadlineBusiness" : "understanding.deadline", { count: reading.submissionDeadline.days }),
    reading.internationalNoticeDays !== null && t("understanding.notice", { count: reading.internationalNoticeDays }),
    reading.cashAdvance &&
      (!reading.cashAdvance.allowed
        ? t("understanding.cashAdvanceRefused")
        : reading.cashAdvance.max
          ? t("understanding.cashAdvanceUpTo", { amount: money(reading.cashAdvance.max) })
          : t("understanding.cashAdvanceAllowed")),
    ...reading.corporateCard,
  ].filter((rule): rule is string => typeof rule === "string" && rule !== "");
  return (
    <>
      {rules.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">{t("understanding.otherRules")}</h4>
          <ul className="list-disc pl-5 text-sm">{rules.map((rule, index) => <li key={index}>{rule}</li>)}</ul>
        </div>
      ) : null}
      {reading.unplaced.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">{t("understanding.unplaced")}</h4>
          <ul className="list-disc pl-5 text-sm text-slate-700">{reading.unplaced.map((sentence, index) => <li key={index}>{sentence}</li>)}</ul>
        </div>
      ) : null}
    </>
  );
}

function SelectField({ id, label, value, options, why, onValue }: {
  id: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  /** Why we chose this value, in the user's language. */
  why: string;
  onValue: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
      <select id={id} value={value} onChange={(event) => onValue(event.target.value)} className="mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-2">
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
      <p className="mt-1 text-xs text-slate-600">{why}</p>
    </div>
  );
}

/** An amount edited in place: shown in the interface language's format, read back from how people type it. */
function MoneyField({
  id,
  label,
  value,
  currency,
  language,
  parse,
  onValue,
}: {
  id: string;
  label: string;
  value: Money | null;
  currency: string;
  language: Language;
  parse: (text: string) => number | undefined;
  onValue: (next: Money | null) => void;
}) {
  const { t } = useTranslation();
  const shown = value ? new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 4 }).format(value.amount) : "";
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    const amount = text === "" ? undefined : parse(text.replace(/[^\d.,\s]/g, "").trim());
    setDraft(null);
    if (text === "") onValue(null);
    else if (amount !== undefined) onValue({ amount, currency: value?.currency ?? currency });
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          inputMode="decimal"
          value={draft ?? shown}
          placeholder={t("understanding.notStated")}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit();
            }
          }}
          className="block h-10 w-full rounded-md border border-slate-300 bg-white px-2"
        />
        <span className="text-sm text-slate-600" aria-hidden="true">{value?.currency ?? currency}</span>
      </div>
    </div>
  );
}

function currencyOptions(language: Language, current: string): Array<{ value: string; label: string }> {
  let codes: string[];
  try {
    codes = Intl.supportedValuesOf("currency");
  } catch {
    codes = [current];
  }
  if (!codes.includes(current)) codes = [current, ...codes];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([LOCALE[language]], { type: "currency" });
  } catch {
    names = null;
  }
  return codes.map((code) => ({ value: code, label: `${code} — ${names?.of(code) ?? code}` }));
}
