import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Combobox } from "~/components/ui/combobox";
import type { SearchableOption } from "~/components/ui/option-search";
import type { Money } from "~/lib/reading/company-reading";
import { LOCALE, usePanelTools } from "./panel-tools";

const INPUT = "block h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2";
const LABEL = "text-sm font-medium text-slate-800";

type Common = { id: string; label: string; describedBy?: string; className?: string };

/** A draft typed in a field, committed on leaving it or on Enter (so a pause while typing changes nothing). */
function useDraft(commit: (text: string) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const done = () => {
    if (draft === null) return;
    setDraft(null);
    commit(draft.trim());
  };
  return {
    draft,
    props: {
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
      onBlur: done,
      onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        done();
      },
    },
  };
}

/** An amount edited in place: shown in the interface language's format, read back from how people type it. Empty clears it. */
export function MoneyField({
  id,
  label,
  value,
  onValue,
  describedBy,
  className,
}: Common & { value: Money | null; onValue: (next: Money | null) => void }) {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const currency = value?.currency ?? tools.currency;
  const shown = value ? new Intl.NumberFormat(LOCALE[tools.language], { maximumFractionDigits: 4 }).format(value.amount) : "";
  const { draft, props } = useDraft((text) => {
    if (text === "") return onValue(null);
    const amount = tools.parse(text.replace(/[^\d.,\s]/g, "").trim());
    if (amount !== undefined) onValue({ amount, currency });
  });
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          inputMode="decimal"
          value={draft ?? shown}
          placeholder={t("understanding.notStated")}
          aria-describedby={describedBy}
          className={INPUT}
          {...props}
        />
        <span className="text-sm text-slate-600" aria-hidden="true">
          {currency}
        </span>
      </div>
    </div>
  );
}

/** A whole number (days, hours) edited in place; empty clears it. */
export function NumberField({
  id,
  label,
  value,
  onValue,
  describedBy,
  className,
}: Common & { value: number | null; onValue: (next: number | null) => void }) {
  const { t } = useTranslation();
  const { draft, props } = useDraft((text) => {
    if (text === "") return onValue(null);
    const number = Math.round(Number(text.replace(",", ".")));
    if (Number.isFinite(number) && number > 0) onValue(number);
  });
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={draft ?? (value === null ? "" : String(value))}
        placeholder={t("understanding.notStated")}
        aria-describedby={describedBy}
        className={`mt-1 ${INPUT}`}
        {...props}
      />
    </div>
  );
}

/** A name (approver, role) edited in place; empty clears it. */
export function TextField({
  id,
  label,
  value,
  onValue,
  describedBy,
  className,
}: Common & { value: string | null; onValue: (next: string | null) => void }) {
  const { t } = useTranslation();
  const { draft, props } = useDraft((text) => onValue(text === "" ? null : text.slice(0, 120)));
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        value={draft ?? value ?? ""}
        maxLength={120}
        placeholder={t("understanding.notStated")}
        aria-describedby={describedBy}
        className={`mt-1 ${INPUT}`}
        {...props}
      />
    </div>
  );
}

export function SelectField({
  id,
  label,
  value,
  options,
  onValue,
  describedBy,
  className,
}: Common & {
  value: string;
  options: Array<{ value: string; label: string }>;
  onValue: (value: string) => void;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value)}
        className={`mt-1 ${INPUT}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A choice among many (countries, currencies) found by typing: the searchable combobox. */
export function ComboField({
  id,
  label,
  value,
  options,
  onValue,
  describedBy,
  className,
}: Common & {
  value: string;
  options: readonly SearchableOption[];
  onValue: (value: string) => void;
}) {
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className={LABEL}>
        {label}
      </label>
      <Combobox
        id={id}
        labelId={`${id}-label`}
        value={value}
        options={options}
        describedBy={describedBy}
        onValue={onValue}
        className="mt-1"
      />
    </div>
  );
}

export function CheckField({
  id,
  label,
  checked,
  onValue,
}: {
  id: string;
  label: string;
  checked: boolean;
  onValue: (checked: boolean) => void;
}) {
  return (
    <div className="flex min-h-10 items-center gap-2 self-end">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onValue(event.target.checked)} className="h-5 w-5" />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** A small button of the panel (add, remove, dismiss), at least 40 px high for fingers. */
export function SmallButton({
  children,
  onClick,
  label,
  describedBy,
  variant = "plain",
}: {
  children: React.ReactNode;
  onClick: () => void;
  /** The accessible name, when the visible text alone does not say what it acts on. */
  label?: string;
  describedBy?: string;
  variant?: "plain" | "primary";
}) {
  const look =
    variant === "primary"
      ? "bg-slate-900 text-white hover:bg-slate-700"
      : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100";
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-describedby={describedBy}
      className={`min-h-10 rounded-md px-3 text-sm ${look}`}
    >
      {children}
    </button>
  );
}
