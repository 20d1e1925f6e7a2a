// English texts of the shared UI primitives (toasts, dialogs, copy); es and pt-BR mirror this shape.
const ui = {
  /** The toast region's name; Radix puts the hotkey in place of {hotkey}. */
  notifications: "Notifications ({hotkey})",
  /** Announced before a toast's text by screen readers. */
  notification: "Notification",
  dismiss: "Dismiss notification",
  copyFailedTitle: "Couldn't copy to the clipboard",
  copyFailedText: "Your browser refused the clipboard. The policy text is selected: press Ctrl+C (⌘C on a Mac) to copy it.",
  copyFailedUrl: "Your browser refused the clipboard. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.",
  /** How many options a searchable choice shows, for screen readers. */
  comboboxResults_one: "{{count}} match",
  comboboxResults_other: "{{count}} matches",
  comboboxNone: "No match: try a name or a code",
};

export default ui;
