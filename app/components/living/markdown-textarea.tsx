/** The policy's markdown as the owner edits it by hand: the whole text, or one section's. */
export function MarkdownTextarea({
  label,
  value,
  onChange,
  language,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  language: string;
}) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        spellCheck
        lang={language}
        className="mt-1 h-96 w-full rounded border border-slate-300 p-2 font-mono text-xs"
      />
    </label>
  );
}
