// English texts of a policy made without an account: its private management link and page.
// es and pt-BR mirror this shape (type-checked).
const manage = {
  metaTitle: "Manage your policy",
  title: "Manage the policy of {{company}}",
  bookmark:
    "Bookmark this page: its address is the only way to edit, switch off or delete this policy without an account. Anyone with the address can do the same, so keep it private.",
  expiryRule:
    "Public links of policies made without an account stop working {{days}} days after they are written. Sign in and keep the policy to keep its link working.",
  linkLive: "Public link: live until {{date}}",
  linkLiveForever: "Public link: live",
  linkOff: "Public link: switched off",
  linkExpired: "Public link: expired on {{date}}",
  openPublic: "Open the public page",
  switchOff: "Switch off the public link",
  switchOn: "Switch on the public link",
  edit: "Edit the text",
  textLabel: "Policy text ({{language}})",
  save: "Save text",
  saved: "Text saved.",
  linkChanged: "Public link updated.",
  deleteTitle: "Delete this policy",
  deleteBody: "This deletes every language version and its public link. It cannot be undone.",
  deleteConfirm: "Delete for good",
  deleted: "The policy was deleted. Its public link and this page no longer work.",
  keepTitle: "Keep it in your account",
  keepBody: "Once kept, it is in My Policies with every tool, and its public link stops expiring.",
  keepSignIn: "Sign in to keep it",
  keep: "Keep it in my account",
  result: {
    title: "Your private management link",
    warning:
      "Bookmark it now: it is the only way to edit, switch off or delete this policy later without an account. Anyone with it can manage the policy, so don't share it.",
    expiry: "The public link works until {{date}}. Sign in and keep the policy to keep it longer.",
    label: "Management link",
    copy: "Copy",
    copied: "Management link copied to the clipboard",
    open: "Open",
  },
  cardholders: "For {{provider}} cardholders: write your company's expense policy here without an account, then upload it to {{provider}}.",
};

export default manage;
