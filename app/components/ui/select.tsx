import * as SelectPrimitive from "@radix-ui/react-select";

/**
 * A styled single choice (Radix Select: a combobox button and a listbox, typeahead, arrow keys,
 * labelled by `labelledBy` or `aria-label`). For pages that need script anyway; a form that must
 * work before hydration keeps a native <select>.
 */
export function Select<T extends string>({
  id,
  value,
  onValueChange,
  options,
  className = "",
}: {
  id?: string;
  value: T;
  onValueChange: (value: T) => void;
  options: { value: T; label: string }[];
  className?: string;
}) {
  return (
    <SelectPrimitive.Root value={value} onValueChange={(next) => onValueChange(next as T)}>
      <SelectPrimitive.Trigger
        id={id}
        className={`inline-flex h-11 min-w-40 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 ${className}`.trim()}
      >
        <SelectPrimitive.Value />
        <SelectPrimitive.Icon>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current stroke-2 text-slate-500">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-[60] max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex h-9 cursor-default items-center rounded px-3 pr-8 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-none stroke-current stroke-2">
                    <path d="M5 12l5 5 9-10" />
                  </svg>
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
