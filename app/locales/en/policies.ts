// English texts of the "policies" feature (the rendered policy, the public page, My Policies);
// es and pt-BR mirror this shape (type-checked).
const policies = {
  behindAnotherVersion: "The {{source}} version was changed on {{date}}; this {{own}} version may not include those changes.",
  heading: "{{company}} Travel and Expense Policy",
  description: "The travel and expense policy of {{company}}: spending limits, approvals, receipts and compliance.",
  loading: "Loading policy…",
  notFoundTitle: "Policy Not Found",
  notFoundBody: "The policy you're looking for doesn't exist or has been removed.",
  downloadPdf: "Download PDF",
  downloadDocx: "Download DOCX",
  pdfStarted: "PDF download started...",
  docxStarted: "DOCX download started...",
  list: {
    metaTitle: "My Policies",
    title: "My Policies",
    subtitle: "View and manage your generated expense policies",
    loading: "Loading your policies…",
    signedOutTitle: "Please sign in to view your policies",
    signIn: "Sign in",
    emptyTitle: "You haven't generated any policies yet",
    generateFirst: "Generate your first policy",
    languages: "Available languages",
    outOfDate: "may be out of date",
    createdOn: "Created on {{date}}",
    view: "View Policy",
    deleteLabel: "Delete the policy of {{company}}",
    confirmTitle: "Delete policy",
    confirm: "Are you sure you want to delete this policy?",
    delete: "Delete",
    deleting: "Deleting...",
    openPublic: "Open public page",
  },
};

export default policies;
