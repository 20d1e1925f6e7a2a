import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, apiFetch } from "~/lib/client/api-client";
import { staleChangeOf, type StaleChange } from "~/lib/client/stale-change";
import { restatedFigureOffer, updatePlaces, type OfferedFigure } from "~/lib/living/restated-figures";
import {
  emptyRow,
  nextMarker,
  sectionBlocks,
  sectionText,
  type SectionBlock,
  type SectionModel,
  type TableRow,
} from "~/lib/markdown/section-blocks";
import { contentHash } from "~/lib/platform/content-hash";
import { PolicyView } from "../policy/policy-view";
import { AlertText } from "../ui/alert-text";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { useToast } from "../ui/toast";
import { MarkdownTextarea } from "./markdown-textarea";
import { RestatedFiguresDialog, type ChosenPlace } from "./restated-figures-dialog";
import { ConfirmUnreadableSave, DraftRuleChanges } from "./rule-change-list";
import { StaleChangeNotice } from "./stale-change-notice";
import { useRuleChanges } from "./use-rule-changes";

/*
 * Edit, one section at a time: the owner picks a section and edits it as a form (headings,
 * paragraphs, list items, tables as grids of cells), or as its markdown. Everything typed is text
 * in an input; the preview goes through the one pipeline. Loaded with `import()` on the first Edit.
 */

type Section = { number: number; heading: string; markdown: string };
type Listed = { sections: Section[]; contentHash: string };

const messageOf = (caught: unknown, fallback: string) => (caught instanceof ApiError && caught.serverMessage) || fallback;
const field = "w-full rounded border border-slate-300 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-500";

/** The section list, then the section being edited. `wholeMarkdown` is the raw editor of the whole text. */
export default function SectionEditing({
  slug,
  markdown,
  language,
  onSaved,
  wholeMarkdown,
}: {
  slug: string;
  markdown: string;
  language: string;
  onSaved: (markdown: string) => void;
  wholeMarkdown: ReactNode;
}) {
  const { t } = useTranslation();
  const [listed, setListed] = useState<Listed | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [whole, setWhole] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = (reopen: number | null = null) =>
    apiFetch<Listed>(`/api/policies/${slug}/sections`)
      .then((answer) => {
        setListed(answer);
        setOpen(reopen);
      })
      .catch((caught) => setError(messageOf(caught, t("errors.unexpected"))));
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load again only for another policy
  }, [slug]);

  if (whole) return <>{wholeMarkdown}</>;
  if (error) return <AlertText>{error}</AlertText>;
  if (!listed) return <Spinner label={t("living.edit.loadingSections")} />;
  const section = listed.sections.find((candidate) => candidate.number === open);
  if (section) {
    return (
      <SectionForm
        key={`${listed.contentHash}:${section.number}`}
        slug={slug}
        markdown={markdown}
        language={language}
        section={section}
        baseHash={listed.contentHash}
        onSaved={(saved) => {
          onSaved(saved);
          void load();
        }}
        onNewerText={onSaved}
        onBack={() => setOpen(null)}
        onReopen={() => void load(section.number)}
      />
    );
  }
  return (
    <section aria-label={t("living.edit.title")} className="space-y-3" data-testid="section-picker">
      <h3 className="text-sm font-medium">{t("living.edit.pickTitle")}</h3>
      <ul className="divide-y divide-slate-200 rounded border border-slate-200">
        {listed.sections.map((candidate) => (
          <li key={candidate.number} className="flex items-center justify-between gap-3 px-3 py-1.5 text-sm">
            <span>{candidate.heading}</span>
            <Button
              variant="secondary"
              aria-label={t("living.edit.editSection", { heading: candidate.heading })}
              onClick={() => setOpen(candidate.number)}
            >
              {t("living.edit.button")}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={() => setWhole(true)}>
        {t("living.edit.wholeMarkdown")}
      </Button>
    </section>
  );
}

/** The whole text with this section's text replaced, for the rules' check (null when the copy here is not the one the section came from). */
function wholeDraft(markdown: string, section: Section, text: string): string | null {
  const at = markdown.indexOf(section.markdown);
  return at < 0 ? null : markdown.slice(0, at) + text + markdown.slice(at + section.markdown.length);
}

/**
 * What Save sends: the section (its own PUT), or the whole text when the owner also updated a
 * figure in another section; `updated` counts the places updated with the edit.
 */
type SavePlan = { markdown: string; whole: boolean; updated: number };

/** The figures offer, the text it was found in, and where the section starts in it. */
type FigureOffer = { figures: OfferedFigure[]; text: string; at: number };

function SectionForm({
  slug,
  markdown,
  language,
  section,
  baseHash,
  onSaved,
  onNewerText,
  onBack,
  onReopen,
}: {
  slug: string;
  markdown: string;
  language: string;
  section: Section;
  baseHash: string;
  onSaved: (markdown: string) => void;
  /** The text saved elsewhere, which a refusal names: shown in the tools while this draft stays on screen. */
  onNewerText: (markdown: string) => void;
  onBack: () => void;
  onReopen: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [model, setModel] = useState<SectionModel>(() => sectionBlocks(section.markdown));
  const [asMarkdown, setAsMarkdown] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState<StaleChange | null>(null);
  const [offer, setOffer] = useState<FigureOffer | null>(null);
  const [confirming, setConfirming] = useState<SavePlan | null>(null);
  const text = asMarkdown ?? sectionText(model);
  const whole = wholeDraft(markdown, section, text);
  const rules = useRuleChanges(slug, markdown, whole ?? markdown);
  const change = (edit: (draft: SectionModel) => void) =>
    setModel((current) => {
      const next = structuredClone(current);
      edit(next);
      return next;
    });
  const toggle = () => {
    if (asMarkdown === null) setAsMarkdown(sectionText(model));
    else {
      setModel(sectionBlocks(asMarkdown));
      setAsMarkdown(null);
    }
  };
  const save = async (plan: SavePlan) => {
    setConfirming(null);
    if (!plan.whole && plan.markdown === section.markdown) {
      toast({ title: t("living.edit.unchanged") });
      onBack();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      // Saved on the text the section was cut from: a save made since is refused, never undone.
      const saved = await apiFetch<{ policyMarkdown: string }>(
        plan.whole ? `/api/policies/${slug}` : `/api/policies/${slug}/sections/${section.number}`,
        { method: "PUT", body: plan.whole ? { markdown: plan.markdown, baseHash } : { markdown: plan.markdown, baseHash, kind: "edit" } },
      );
      toast({ title: plan.updated > 0 ? t("living.restatedFigures.saved", { count: plan.updated }) : t("living.edit.saved") });
      onSaved(saved.policyMarkdown);
    } catch (caught) {
      const refusal = staleChangeOf(caught);
      if (refusal) {
        setStale(refusal);
        onNewerText(refusal.latest.markdown);
      } else setError(messageOf(caught, t("errors.unexpected")));
    } finally {
      setSaving(false);
    }
  };
  const proceed = (plan: SavePlan) => {
    setOffer(null);
    if (rules.askBeforeSaving) setConfirming(plan);
    else void save(plan);
  };
  // A money figure the edit changes that the policy still states elsewhere is asked about first.
  const askOrSave = async () => {
    const edit = { markdown: text, whole: false, updated: 0 };
    if (text === section.markdown) return void save(edit);
    // The other sections are searched when this copy of the text is the one the section was cut from.
    const wholeKnown = whole !== null && (await contentHash(markdown)) === baseHash;
    const searched = wholeKnown ? whole : text;
    const figures = restatedFigureOffer(section.markdown, text, searched);
    if (figures.length === 0) proceed(edit);
    else setOffer({ figures, text: searched, at: wholeKnown ? markdown.indexOf(section.markdown) : 0 });
  };
  const updateToo = (chosen: ChosenPlace[]) => {
    if (!offer) return;
    const { at } = offer;
    // Places inside the section go with the section's own save; one elsewhere makes it a save of the whole text.
    const inSection = chosen.every((place) => place.start >= at && place.end <= at + text.length);
    proceed(
      inSection
        ? {
            markdown: updatePlaces(
              text,
              chosen.map((place) => ({ ...place, start: place.start - at, end: place.end - at })),
            ),
            whole: false,
            updated: chosen.length,
          }
        : { markdown: updatePlaces(offer.text, chosen), whole: true, updated: chosen.length },
    );
  };
  const [title, ...blocks] = model.blocks;
  return (
    <section aria-label={t("living.edit.sectionTitle", { heading: section.heading })} className="space-y-3" data-testid="section-editor">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{t("living.edit.sectionTitle", { heading: section.heading })}</h3>
        <Button variant="secondary" aria-pressed={asMarkdown !== null} onClick={toggle}>
          {t("living.edit.asMarkdown")}
        </Button>
      </div>
      {stale ? <StaleChangeNotice stale={stale} actionLabel={t("living.edit.reopen")} onAction={onReopen} /> : null}
      <div className="space-y-3">
        {asMarkdown !== null ? (
          <MarkdownTextarea label={t("living.edit.sectionMarkdownLabel")} value={asMarkdown} onChange={setAsMarkdown} language={language} />
        ) : (
          <div className="min-w-0 space-y-3" lang={language}>
            <p className="text-xs text-slate-600">{t("living.edit.formattingHint")}</p>
            {title && title.kind !== "heading" ? <BlockFields block={title} index={0} change={change} /> : null}
            {blocks.map((block, index) => (
              <BlockFields key={block.id} block={block} index={index + 1} change={change} />
            ))}
          </div>
        )}
        <div className="min-w-0">
          <p className="text-sm font-medium">{t("living.edit.preview")}</p>
          {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
          <div tabIndex={0} className="mt-1 max-h-96 overflow-y-auto rounded border border-slate-200 p-3">
            <PolicyView markdown={text} language={language} label={t("living.edit.preview")} />
          </div>
        </div>
      </div>
      <AlertText>{error}</AlertText>
      <div className="flex flex-wrap items-start gap-2">
        <Button onClick={() => void askOrSave()} disabled={saving || stale !== null}>
          {saving ? t("living.edit.saving") : t("living.edit.save")}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          {t("living.edit.backToSections")}
        </Button>
        {whole !== null && whole !== markdown ? <DraftRuleChanges rules={rules} language={language} /> : null}
      </div>
      <RestatedFiguresDialog
        offer={offer?.figures ?? null}
        language={language}
        onUpdate={updateToo}
        onKeep={() => proceed({ markdown: text, whole: false, updated: 0 })}
        onCancel={() => setOffer(null)}
      />
      <ConfirmUnreadableSave
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void save(confirming)}
      />
    </section>
  );
}

type Change = (edit: (draft: SectionModel) => void) => void;

/** One block's fields; `index` finds the block again in the draft. */
function BlockFields({ block, index, change }: { block: SectionBlock; index: number; change: Change }) {
  const { t } = useTranslation();
  const edit = <K extends SectionBlock["kind"]>(kind: K, apply: (target: Extract<SectionBlock, { kind: K }>) => void) =>
    change((draft) => {
      const target = draft.blocks[index];
      if (target?.kind === kind) apply(target as Extract<SectionBlock, { kind: K }>);
    });
  switch (block.kind) {
    case "heading":
      return (
        <label className="block text-xs font-medium text-slate-600">
          {t("living.edit.headingLabel")}
          <input
            value={block.text}
            onChange={(event) => edit("heading", (target) => (target.text = event.target.value))}
            className={`${field} mt-1 font-semibold text-slate-900`}
          />
        </label>
      );
    case "paragraph":
      return (
        <label className="block text-xs font-medium text-slate-600">
          <span className="sr-only">{t("living.edit.paragraphLabel", { number: index })}</span>
          <textarea
            value={block.text}
            rows={Math.min(12, Math.max(2, Math.ceil(block.text.length / 70)))}
            onChange={(event) => edit("paragraph", (target) => (target.text = event.target.value))}
            spellCheck
            className={`${field} font-normal text-slate-900`}
          />
        </label>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <div className="space-y-1">
          <List className={`space-y-1 pl-5 text-sm ${block.ordered ? "list-decimal" : "list-disc"}`}>
            {block.items.map((item, position) => (
              <li key={position}>
                <input
                  aria-label={t("living.edit.itemLabel", { number: position + 1 })}
                  value={item.text}
                  onChange={(event) => edit("list", (target) => (target.items[position]!.text = event.target.value))}
                  className={field}
                />
              </li>
            ))}
          </List>
          <Button
            variant="ghost"
            onClick={() =>
              edit("list", (target) => {
                const last = target.items.at(-1)!;
                target.items.push({ indent: last.indent, marker: nextMarker(last), text: "", origin: null });
              })
            }
          >
            {t("living.edit.addItem")}
          </Button>
        </div>
      );
    }
    case "table":
      return <TableFields block={block} index={index} change={change} />;
    case "markdown":
      return (
        <label className="block text-xs font-medium text-slate-600">
          {t("living.edit.markdownBlockLabel")}
          <textarea
            value={block.text}
            rows={Math.min(12, block.text.split("\n").length + 1)}
            onChange={(event) => edit("markdown", (target) => (target.text = event.target.value))}
            className={`${field} mt-1 font-mono text-xs text-slate-900`}
          />
        </label>
      );
  }
}

/** What a header cell says, without its markdown marks, to name the cells under it. */
const columnName = (cell: string) => cell.replace(/[*_`]/g, "").replace(/\s+/g, " ").trim();

function TableFields({ block, index, change }: { block: Extract<SectionBlock, { kind: "table" }>; index: number; change: Change }) {
  const { t } = useTranslation();
  const rows = (apply: (target: Extract<SectionBlock, { kind: "table" }>) => void) =>
    change((draft) => {
      const target = draft.blocks[index];
      if (target?.kind === "table") apply(target);
    });
  const names = block.header.cells.map((cell, column) => columnName(cell) || t("living.edit.columnFallback", { number: column + 1 }));
  // A cell wraps its text and grows with it where the browser can (field-sizing), else by its length;
  // it is one line of markdown: a line break typed in it is saved as a space.
  const cellInput = (row: TableRow, rowIndex: number | null, column: number) => {
    const value = row.cells[column] ?? "";
    return (
      <textarea
        aria-label={
          rowIndex === null
            ? t("living.edit.headerCellLabel", { column: column + 1 })
            : t("living.edit.cellLabel", { row: rowIndex + 1, column: names[column] })
        }
        value={value}
        rows={Math.max(1, Math.ceil(value.length / 22))}
        onChange={(event) =>
          rows((target) => {
            const edited = rowIndex === null ? target.header : target.rows[rowIndex]!;
            edited.cells[column] = event.target.value;
          })
        }
        className={`${field} block min-w-[10rem] resize-none [field-sizing:content] ${rowIndex === null ? "font-semibold" : ""}`}
      />
    );
  };
  return (
    <div role="group" aria-label={t("living.edit.tableLabel", { number: index })} className="space-y-1">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr>
              {block.header.cells.map((_, column) => (
                <th key={column} scope="col" className="border border-slate-200 bg-slate-50 p-1 text-left">
                  {cellInput(block.header, null, column)}
                </th>
              ))}
              <th className="w-0 border border-slate-200 bg-slate-50 p-1">
                <span className="sr-only">{t("living.edit.rowActions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {block.header.cells.map((_, column) => (
                  <td key={column} className="border border-slate-200 p-1">
                    {cellInput(row, rowIndex, column)}
                  </td>
                ))}
                <td className="border border-slate-200 p-1">
                  <Button
                    variant="ghost"
                    aria-label={t("living.edit.removeRow", { row: rowIndex + 1 })}
                    title={t("living.edit.removeRow", { row: rowIndex + 1 })}
                    onClick={() => rows((target) => void target.rows.splice(rowIndex, 1))}
                    className="px-2"
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button variant="ghost" onClick={() => rows((target) => void target.rows.push(emptyRow(target.header.cells.length)))}>
        {t("living.edit.addRow")}
      </Button>
    </div>
  );
}
