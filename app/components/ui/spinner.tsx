/** A spinning ring with an accessible name (role=status), for content that is on its way. */
export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-12 text-slate-600 ${className}`.trim()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 animate-spin">
        <circle cx="12" cy="12" r="10" className="fill-none stroke-slate-200" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" className="fill-none stroke-brand-600" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="text-sm">{label}</span>
    </div>
  );
}
