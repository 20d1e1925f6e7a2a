import { useState } from "react";
import { addRule, type RuleDraft, type RuleKind } from "~/lib/reading/rule-drafts";
import { SmallButton } from "./fields";
import { PANEL, usePanelTools } from "./panel-tools";
import { RuleForm } from "./rule-form";

/** "Add a tier", "Add a meals limit"…: a button that opens the new rule's form in place. */
export function AddRule({ kind, label }: { kind: RuleKind; label: string }) {
  const tools = usePanelTools();
  const [open, setOpen] = useState(false);
  if (!open) return <SmallButton onClick={() => setOpen(true)}>{label}</SmallButton>;
  return (
    <div className="w-full">
      <RuleForm
        title={label}
        kinds={[kind]}
        onCancel={() => setOpen(false)}
        onAdd={(draft: RuleDraft) => {
          tools.editRules(addRule(tools.rules, draft, PANEL));
          setOpen(false);
        }}
      />
    </div>
  );
}
