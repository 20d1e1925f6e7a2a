import * as TabsPrimitive from "@radix-ui/react-tabs";

/**
 * Tabs on Radix (WAI-ARIA tabs pattern: arrow keys move between tabs, Home and End jump to the
 * ends, each tab controls its panel). `panel` is drawn in the selected tab's panel only; the
 * other panels stay empty and hidden, so every tab's `aria-controls` names a real element.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onValueChange,
  label,
  columns,
  panel,
}: {
  tabs: { value: T; label: string }[];
  value: T;
  onValueChange: (value: T) => void;
  label: string;
  columns?: number;
  panel: React.ReactNode;
}) {
  return (
    <TabsPrimitive.Root value={value} onValueChange={(next) => onValueChange(next as T)} activationMode="automatic">
      <TabsPrimitive.List
        aria-label={label}
        className="grid gap-1 rounded-lg bg-slate-100 p-1"
        style={{
          gridTemplateColumns: `repeat(${columns ?? tabs.length}, minmax(0, 1fr))`,
        }}
      >
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            className="h-9 rounded-md text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow"
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.value} value={tab.value} tabIndex={-1} className="mt-4 space-y-5 outline-none">
          {tab.value === value ? panel : null}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
