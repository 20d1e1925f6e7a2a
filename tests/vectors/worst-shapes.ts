/**
 * The worst shapes of input for a reader: each unit is repeated to the reader's size limit. Shared
 * by the linear-time test (app/lib/rules/readers-linear.test.ts) and `npm run bench`.
 */
export const WORST_SHAPES: Record<string, string> = {
  "digits and commas": "1, 2, ",
  "a run of digits": "1234567890",
  "digits and dots": "1.1.",
  "a thousand amounts": "$100 ",
  "amounts before a percent": "12345678%",
  "a conjunction chain": "the manager and the director and ",
  "approval clauses": "over $1,000 the manager approves, ",
  "one long sentence of limits": "Hotels up to 150 USD a night and meals 40 USD a day and ",
  "nested quotes and brackets": "\"('«",
  "table rows": "| Hotel | 1 | 2 |\n",
  "ranges in a list": "- 1 – 2: x\n",
  "one long word": "a".repeat(5000),
};

export const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
