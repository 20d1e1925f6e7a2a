import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { RULE_KINDS, type RuleDraft, type RuleKind } from "~/lib/reading/rule-drafts";
import { CABINS, PROHIBITED_ITEMS, type Cabin, type ProhibitedItem, type Prohibition } from "~/lib/rulebook/policy-rules";
import { SmallButton } from "./fields";
import { usePanelTools } from "./panel-tools";

const INPUT = "mt-1 block h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2";
const LABEL = "text-sm font-medium text-slate-800";

const MONEY_KINDS = new Set<RuleKind>(["approval", "meals", "lodging", "receipts"]);
const DAY_KINDS = new Set<RuleKind>(["submission", "reimbursement", "advanceSettlement", "notice"]);

/**
 * A new rule: its kind (fixed when adding to a group, chosen when turning a sentence into a rule),
 * then its amount, approver, days or item. A figure in the sentence is offered as the amount.
 */
export function RuleForm({
  title,
  kinds = RULE_KINDS,
  words,
  onAdd,
  onCancel,
}: {
  title: string;
  kinds?: readonly RuleKind[];
  /** The sentence being turned into a rule. */
  words?: string;
  onAdd: (draft: RuleDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const id = useId();
  const [kind, setKind] = useState<RuleKind>(kinds[0] ?? "approval");
  const [figure, setFigure] = useState(() => words?.match(/\d[\d.,\s]*\d|\d/)?.[0]?.trim() ?? "");
  const [approver, setApprover] = useState("");
  const [scope, setScope] = useState<"all" | "international">("all");
  const [place, setPlace] = useState<"home" | "abroad" | "destination">("home");
  const [city, setCity] = useState("");
  const [businessDays, setBusinessDays] = useState(false);
  const [role, setRole] = useState("");
  const [item, setItem] = useState<ProhibitedItem>("alcohol");
  const [except, setExcept] = useState<Prohibition["except"]>(null);
  const [cabin, setCabin] = useState<Cabin>("economy");
  const [allowed, setAllowed] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  const draft = (): RuleDraft | string => {
    const amount = tools.parse(figure.replace(/[^\d.,\s]/g, "").trim());
    const money = amount === undefined ? null : { amount, currency: tools.currency };
    const days = Number(figure.trim());
    switch (kind) {
      case "approval":
        if (!money) return t("understanding.form.needAmount");
        if (!approver.trim()) return t("understanding.form.needApprover");
        return { kind, above: money, approver: approver.trim(), scope };
      case "meals":
      case "lodging":
        if (!money) return t("understanding.form.needAmount");
        if (place === "destination" && !city.trim()) return t("understanding.form.needCity");
        return {
          kind,
          amount: money,
          place: place === "destination" ? { kind: place, country: null, city: city.trim().slice(0, 80) } : { kind: place },
        };
      case "receipts":
        return money ? { kind, above: money } : t("understanding.form.needAmount");
      case "submission":
      case "reimbursement":
      case "advanceSettlement":
        return Number.isInteger(days) && days > 0 ? { kind, days, businessDays } : t("understanding.form.needDays");
      case "notice":
        return Number.isInteger(days) && days > 0 ? { kind, days, scope } : t("understanding.form.needDays");
      case "role":
        return role.trim() ? { kind, role: role.trim(), monthly: money, perTransaction: null } : t("understanding.form.needRole");
      case "prohibition":
        return { kind, item, except };
      case "travelClass":
        return { kind, cabin, allowed, minHours: null, role: null };
    }
  };
  const submit = () => {
    const made = draft();
    if (typeof made === "string") setProblem(made);
    else onAdd(made);
  };

  const field = (name: string, label: string, control: React.ReactNode) => (
    <div className="min-w-[8rem] flex-1">
      <label htmlFor={`${id}-${name}`} className={LABEL}>
        {label}
      </label>
      {control}
    </div>
  );
  const options = <V extends string>(values: readonly V[], label: (value: V) => string) =>
    values.map((value) => (
      <option key={value} value={value}>
        {label(value)}
      </option>
    ));

  return (
    <fieldset
      className="min-w-0 space-y-2 rounded-md border border-slate-300 bg-white p-2"
      onKeyDown={(event) => event.key === "Escape" && onCancel()}
    >
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="flex flex-wrap items-end gap-2">
        {kinds.length > 1
          ? field(
              "kind",
              t("understanding.form.kind"),
              <select
                id={`${id}-kind`}
                value={kind}
                onChange={(event) => {
                  setKind(event.target.value as RuleKind);
                  setProblem(null);
                }}
                className={INPUT}
              >
                {options(kinds, (value) => t(`understanding.form.kinds.${value}`))}
              </select>,
            )
          : null}
        {kind === "role"
          ? field(
              "role",
              t("understanding.role"),
              <input id={`${id}-role`} value={role} maxLength={120} onChange={(event) => setRole(event.target.value)} className={INPUT} />,
            )
          : null}
        {MONEY_KINDS.has(kind) || kind === "role"
          ? field(
              "amount",
              kind === "role"
                ? t("understanding.monthly")
                : kind === "approval"
                  ? t("understanding.above")
                  : t("understanding.form.amount"),
              <input
                id={`${id}-amount`}
                inputMode="decimal"
                value={figure}
                onChange={(event) => setFigure(event.target.value)}
                className={INPUT}
              />,
            )
          : null}
        {DAY_KINDS.has(kind)
          ? field(
              "days",
              t("understanding.form.days"),
              <input
                id={`${id}-days`}
                inputMode="numeric"
                value={figure}
                onChange={(event) => setFigure(event.target.value)}
                className={INPUT}
              />,
            )
          : null}
        {kind === "approval"
          ? field(
              "approver",
              t("understanding.approver"),
              <input
                id={`${id}-approver`}
                value={approver}
                maxLength={120}
                onChange={(event) => setApprover(event.target.value)}
                className={INPUT}
              />,
            )
          : null}
        {kind === "approval" || kind === "notice"
          ? field(
              "scope",
              t("understanding.scope"),
              <select
                id={`${id}-scope`}
                value={scope}
                onChange={(event) => setScope(event.target.value as "all" | "international")}
                className={INPUT}
              >
                {options(["all", "international"] as const, (value) => t(`understanding.scopes.${value}`))}
              </select>,
            )
          : null}
        {kind === "meals" || kind === "lodging"
          ? field(
              "place",
              t("understanding.form.place"),
              <select id={`${id}-place`} value={place} onChange={(event) => setPlace(event.target.value as typeof place)} className={INPUT}>
                {options(["home", "abroad", "destination"] as const, (value) => t(`understanding.places.${value}`))}
              </select>,
            )
          : null}
        {(kind === "meals" || kind === "lodging") && place === "destination"
          ? field(
              "city",
              t("understanding.form.city"),
              <input id={`${id}-city`} value={city} maxLength={80} onChange={(event) => setCity(event.target.value)} className={INPUT} />,
            )
          : null}
        {kind === "submission" || kind === "reimbursement" || kind === "advanceSettlement" ? (
          <div className="flex min-h-10 items-center gap-2">
            <input
              id={`${id}-business`}
              type="checkbox"
              checked={businessDays}
              onChange={(event) => setBusinessDays(event.target.checked)}
              className="h-5 w-5"
            />
            <label htmlFor={`${id}-business`} className="text-sm">
              {t("understanding.businessDays")}
            </label>
          </div>
        ) : null}
        {kind === "prohibition"
          ? field(
              "item",
              t("understanding.item"),
              <select id={`${id}-item`} value={item} onChange={(event) => setItem(event.target.value as ProhibitedItem)} className={INPUT}>
                {options(PROHIBITED_ITEMS, (value) => t(`understanding.items.${value}`))}
              </select>,
            )
          : null}
        {kind === "prohibition"
          ? field(
              "except",
              t("understanding.exception"),
              <select
                id={`${id}-except`}
                value={except ?? ""}
                onChange={(event) => setExcept((event.target.value || null) as Prohibition["except"])}
                className={INPUT}
              >
                {options(["", "withMeals", "withClients"] as const, (value) => t(`understanding.exceptions.${value || "none"}`))}
              </select>,
            )
          : null}
        {kind === "travelClass"
          ? field(
              "cabin",
              t("understanding.cabin"),
              <select id={`${id}-cabin`} value={cabin} onChange={(event) => setCabin(event.target.value as Cabin)} className={INPUT}>
                {options(CABINS, (value) => t(`understanding.cabins.${value}`))}
              </select>,
            )
          : null}
        {kind === "travelClass"
          ? field(
              "allowed",
              t("understanding.allowed"),
              <select
                id={`${id}-allowed`}
                value={allowed ? "yes" : "no"}
                onChange={(event) => setAllowed(event.target.value === "yes")}
                className={INPUT}
              >
                <option value="yes">{t("understanding.allowedOptions.yes")}</option>
                <option value="no">{t("understanding.allowedOptions.no")}</option>
              </select>,
            )
          : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SmallButton variant="primary" onClick={submit}>
          {t("understanding.form.add")}
        </SmallButton>
        <SmallButton onClick={onCancel}>{t("understanding.form.cancel")}</SmallButton>
      </div>
    </fieldset>
  );
}
