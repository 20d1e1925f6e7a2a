import { useTranslation } from "react-i18next";
import type { Provenance } from "~/lib/rulebook/policy-rules";
import { SmallButton } from "./fields";
import { GroupDisclosure, useGroupLine, useGroupStates } from "./group-disclosure";
import type { GroupKey } from "./group-summary";
import { usePanelTools } from "./panel-tools";

const WORDS_SHOWN = 140;

/**
 * Where a rule came from, under it: the user's own words (the whole sentence on hover), "yours"
 * for what they set here, or our proposed figure or the country's with why and its source.
 */
export function RuleNote({ id, provenance }: { id: string; provenance: Provenance }) {
  const { t } = useTranslation();
  switch (provenance.kind) {
    case "user": {
      const words = provenance.words.length > WORDS_SHOWN ? `${provenance.words.slice(0, WORDS_SHOWN - 1)}…` : provenance.words;
      return (
        <p id={id} className="text-xs text-slate-600 [overflow-wrap:anywhere]" title={provenance.words}>
          {t("understanding.provenance.user", { words })}
        </p>
      );
    }
    case "panel":
      return (
        <p id={id} className="text-xs">
          <Badge tone="yours">{t("understanding.provenance.panel")}</Badge>
        </p>
      );
    case "proposed":
      return (
        <p id={id} className="text-xs text-slate-700 [overflow-wrap:anywhere]">
          <Badge tone="proposed">{t("understanding.provenance.proposed")}</Badge> {t("understanding.provenance.proposedWhy")}
        </p>
      );
    case "country":
      return (
        <p id={id} className="text-xs text-slate-700 [overflow-wrap:anywhere]">
          <Badge tone="proposed">{t("understanding.provenance.country")}</Badge>{" "}
          {t("understanding.provenance.source", { source: provenance.source })}{" "}
          {t("understanding.provenance.asOf", { date: provenance.asOf })}
        </p>
      );
  }
}

function Badge({ tone, children }: { tone: "yours" | "proposed"; children: React.ReactNode }) {
  const look = tone === "yours" ? "bg-sky-100 text-sky-900" : "bg-amber-100 text-amber-900";
  return <span className={`rounded px-1.5 py-0.5 font-semibold ${look}`}>{children}</span>;
}

/**
 * One rule of a group: its fields, where it came from, and (for the user's rules) a button that
 * removes it. `title` names the rule for assistive technology (and the remove button).
 */
export function RuleRow({
  id,
  title,
  provenance,
  onRemove,
  legend = true,
  children,
}: {
  id: string;
  title: string;
  /** None for a rule nobody gave yet (an empty field to fill in). */
  provenance: Provenance | null;
  /** False when the row's one field is labelled with the title itself. */
  legend?: boolean;
  onRemove?: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const proposed = provenance?.kind === "proposed" || provenance?.kind === "country";
  const look = `min-w-0 rounded-md border p-2 ${proposed ? "border-dashed border-amber-400 bg-amber-50" : "border-slate-200 bg-white"}`;
  const body = (
    <>
      <div className="flex flex-wrap items-end gap-2 [&>div]:min-w-[8rem] [&>div]:flex-1">
        {children}
        {onRemove ? (
          <SmallButton onClick={onRemove} label={t("understanding.removeRule", { rule: title })}>
            {t("understanding.remove")}
          </SmallButton>
        ) : null}
      </div>
      {provenance ? <RuleNote id={`${id}-note`} provenance={provenance} /> : null}
    </>
  );
  return (
    <li data-provenance={provenance?.kind ?? "none"}>
      {legend ? (
        <fieldset className={look}>
          <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
          {body}
        </fieldset>
      ) : (
        <div className={look}>{body}</div>
      )}
    </li>
  );
}

/** A group of rules as one line that opens to them (with a line saying so when it has none). */
export function RuleGroupSection({
  group,
  title,
  empty,
  children,
  actions,
}: {
  group: GroupKey;
  title: string;
  empty: boolean;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const tools = usePanelTools();
  const states = useGroupStates();
  const summary = states.summaries[group];
  return (
    <GroupDisclosure
      id={`${tools.id}-${group}`}
      title={title}
      line={useGroupLine(summary)}
      needsAnswer={summary.needsAnswer}
      open={states.isOpen(group)}
      onToggle={() => states.toggle(group)}
    >
      {empty ? <p className="text-sm text-slate-600">{t("understanding.noneYet")}</p> : null}
      <ul className="space-y-2">{children}</ul>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </GroupDisclosure>
  );
}
