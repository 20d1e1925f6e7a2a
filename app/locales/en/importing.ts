// English texts of "Bring your own policy"; es and pt-BR mirror this shape (type-checked). They are
// not in the page's catalogue (the generator page's script budget): the server bundles them
// (app/i18n.ts) and the browser loads them with the import panel.
const importing = {
  errors: {
    scanned:
      "This PDF has no text to read: it looks like a scan (pictures of pages). Upload the Word or PDF file the policy was written in, or paste its text.",
    password: "This file is protected with a password. Save a copy without the password and upload that.",
    corrupt: "This file is damaged or incomplete, so it could not be read. Save it again and upload the new copy.",
    unsupported: "We read PDF, Word (.docx), Markdown (.md) and text (.txt) files. Save the policy as one of them and upload it.",
    tooLarge: "The file is larger than {{megabytes}} MB. Upload a smaller file or paste the policy's text.",
    tooManyWords: "The policy has {{words}} words; we read at most {{max}}. Upload the part with the expense rules.",
    empty: "The file has no text we could read.",
    fileRequired: "Choose the file of your current policy.",
    textRequired: "Send the policy's text.",
  },
  findings: {
    aboveDeductible: {
      meals: "Meals of {{amount}} a day are above the {{cap}} the company may deduct ({{law}}).",
      lodging: "Lodging of {{amount}} a night is above the {{cap}} the company may deduct ({{law}}).",
    },
    aboveTaxFree: {
      meals: "Meals of {{amount}} a day are above the {{cap}} that is tax-free for the employee ({{law}}): the excess is taxed as salary.",
      lodging:
        "Lodging of {{amount}} a night is above the {{cap}} that is tax-free for the employee ({{law}}): the excess is taxed as salary.",
    },
    receiptThreshold: "Receipts only above {{amount}}: the tax authority expects them from {{required}}.",
    receiptsAlways: "Receipts only above {{amount}}: the tax authority expects a receipt for every expense.",
    noApprovals: "No approval bands: nobody is named to approve large expenses.",
    approvalGap: "Between {{from}} and {{to}} no approver is named.",
    approvalTop: "Above {{amount}} no approver is named.",
    noCard: "No section on the corporate card: who holds one, what it may pay for, and what happens to personal charges.",
    noReceiptCapture: "Nothing on capturing receipts (a photo in the app when paying): receipts get lost at month end.",
  },
  screen: {
    reading: "Reading {{file}}…",
    read: "Read from {{file}}: {{rules}} rules, {{unread}} lines not read.",
    remove: "Use a description instead",
    findings: "What the law of {{country}} says about your policy",
    source: "Source",
    asOf: "as of {{date}}",
    quoted: "Your policy says: “{{line}}”",
  },
  changes: {
    title: "What changed from your policy",
    intro: "Each rule of your policy, and what the new policy does with it.",
    kept: "Kept",
    changed: "Changed",
    added: "Added",
    notCarried: "Not carried",
    keptCount: "{{count}} kept",
    changedCount: "{{count}} changed",
    addedCount: "{{count}} added",
    notCarriedCount: "{{count}} not carried",
    yourLine: "Your policy: “{{line}}”",
    why: "Why",
    whyCountry: "the figure of {{country}} ({{source}}, as of {{date}})",
    whyProposed: "your policy had none: {{why}}",
    whyCorrected: "you corrected it in “What we understood”",
    whyChanged: "the new policy states it differently",
    whyNotCarried: "this line could not be read as a rule, so the new policy does not carry it: add it if it still applies",
    download: "Download the change report",
    fileTitle: "What changed from the policy of {{company}}",
  },
};

export default importing;
export type ImportTexts = typeof importing;
