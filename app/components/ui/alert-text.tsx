/** A refusal or failure said in words where it happened (screen readers announce it); nothing when there is none. */
export function AlertText({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={`text-sm text-red-700 ${className}`.trim()}>
      {children}
    </p>
  );
}
