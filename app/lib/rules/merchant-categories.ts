/**
 * Merchant category codes (ISO 18245) of the spend a travel and expense policy governs. Ranges are
 * inclusive: 3000–3350 are the airlines' own codes, 3351–3500 the car-rental companies', 3501–3999
 * the hotel chains'.
 */
export type MccRange = { from: number; to: number };

export const MERCHANT_CATEGORIES = {
  bars: [{ from: 5813, to: 5813 }],
  liquorStores: [{ from: 5921, to: 5921 }],
  gambling: [{ from: 7995, to: 7995 }],
  airlines: [
    { from: 3000, to: 3350 },
    { from: 4511, to: 4511 },
  ],
  lodging: [
    { from: 3501, to: 3999 },
    { from: 7011, to: 7011 },
  ],
  restaurants: [
    { from: 5812, to: 5812 },
    { from: 5814, to: 5814 },
  ],
  carRental: [
    { from: 3351, to: 3500 },
    { from: 7512, to: 7512 },
  ],
  taxis: [{ from: 4121, to: 4121 }],
  fuel: [{ from: 5541, to: 5542 }],
  // Cash and its equivalents: manual cash disbursements and ATMs, quasi-cash (money orders, foreign
  // currency, traveller's cheques), wire transfers and money orders.
  cashLike: [
    { from: 6010, to: 6011 },
    { from: 6051, to: 6051 },
    { from: 4829, to: 4829 },
  ],
} as const satisfies Record<string, readonly MccRange[]>;

export type MerchantCategory = keyof typeof MERCHANT_CATEGORIES;

/** "5813" or "3000-3350", as card platforms list them. */
export function mccLabel({ from, to }: MccRange): string {
  return from === to ? String(from) : `${from}-${to}`;
}
