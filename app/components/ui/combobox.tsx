import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { optionSearch, type SearchableOption } from "./option-search";

/**
 * A choice among many that the user finds by typing (the ARIA 1.2 combobox with a listbox): the
 * input shows the chosen option; typing filters the options (names without accents or case, codes,
 * keywords); ↓/↑ move through them, Enter chooses, Escape closes and keeps the choice; a click on
 * the input opens the whole list. Screen readers hear the active option and how many matched.
 * For panels that need script anyway: a form that must work before hydration keeps a native <select>.
 */
export function Combobox({
  id,
  labelId,
  value,
  options,
  onValue,
  describedBy,
  className = "",
}: {
  /** The input's id (its <label> points at it). */
  id: string;
  /** The id of the label that names the input, which names the listbox too. */
  labelId: string;
  value: string;
  options: readonly SearchableOption[];
  onValue: (value: string) => void;
  describedBy?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const search = useMemo(() => optionSearch(options), [options]);
  /** What the user typed; null while they are not searching (the input shows the chosen option). */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  /** The index of the active option among those shown; -1 for none. */
  const [active, setActive] = useState(-1);
  const shown = useMemo(() => (query === null ? [...options] : search(query)), [query, options, search]);
  const chosen = options.find((option) => option.value === value);
  const listId = `${id}-list`;
  const optionId = (option: SearchableOption) => `${id}-option-${option.value}`;
  const expanded = open && shown.length > 0;
  const activeOption = expanded ? shown[active] : undefined;
  const activeId = activeOption ? optionId(activeOption) : undefined;

  const [selectAll, setSelectAll] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll > 0) input.current?.select();
  }, [selectAll]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const choose = (option: SearchableOption) => {
    close();
    if (option.value !== value) onValue(option.value);
  };
  /** Opens the list on the chosen option (or the first or last when `from` says so). */
  const openAt = (from: "chosen" | "first" | "last") => {
    const index = shown.findIndex((option) => option.value === value);
    setOpen(true);
    setActive(from === "chosen" && index >= 0 ? index : from === "last" ? shown.length - 1 : 0);
  };
  const move = (by: number) => {
    if (!expanded) return openAt(by > 0 ? "chosen" : "last");
    setActive((current) => (current + by + shown.length) % shown.length);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        return event.altKey ? openAt("chosen") : move(1);
      case "ArrowUp":
        event.preventDefault();
        return move(-1);
      case "Enter":
        // Never submits the form around it: Enter chooses.
        event.preventDefault();
        if (activeOption) choose(activeOption);
        return;
      case "Escape":
        if (!open && query === null) return;
        event.preventDefault();
        event.stopPropagation();
        close();
        // The chosen option is back in the input, selected (once rendered): what is typed next replaces it.
        setSelectAll((count) => count + 1);
        return;
    }
  };

  const count = open ? (shown.length > 0 ? t("ui.comboboxResults", { count: shown.length }) : t("ui.comboboxNone")) : "";
  return (
    <div className={`relative ${className}`.trim()}>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={describedBy}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={query ?? chosen?.label ?? value}
        onChange={(event) => {
          const typed = event.target.value;
          setQuery(typed);
          setOpen(true);
          setActive(typed.trim() ? 0 : -1);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => (open ? close() : openAt("chosen"))}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="block h-10 w-full min-w-0 truncate rounded-md border border-slate-300 bg-white pl-2 pr-8"
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute right-2 top-3 h-4 w-4 fill-none stroke-current stroke-2 text-slate-500"
      >
        <path d="M6 9l6 6 6-6" />
      </svg>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!expanded}
        className="absolute inset-x-0 z-30 mt-1 max-h-64 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        {expanded
          ? shown.map((option, index) => (
              <li
                key={option.value}
                id={optionId(option)}
                role="option"
                aria-selected={index === active}
                // The input keeps the focus: a click chooses without blurring it first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => index !== active && setActive(index)}
                className={`flex min-h-9 cursor-pointer items-center justify-between gap-2 rounded px-2 py-1 text-sm text-slate-900 ${index === active ? "bg-brand-50 text-brand-900" : ""}`}
              >
                <span className="min-w-0 [overflow-wrap:anywhere]">{option.label}</span>
                {option.value === value ? (
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0 fill-none stroke-current stroke-2">
                    <path d="M5 12l5 5 9-10" />
                  </svg>
                ) : null}
              </li>
            ))
          : null}
      </ul>
      {open && shown.length === 0 ? (
        <p
          aria-hidden="true"
          className="absolute inset-x-0 z-30 mt-1 rounded-md border border-slate-200 bg-white p-2 text-sm text-slate-700 shadow-lg"
        >
          {count}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {count}
      </p>
    </div>
  );
}
