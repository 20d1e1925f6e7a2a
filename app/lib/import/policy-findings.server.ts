import type { CountryPack, ReferenceFigure, TravelItem } from "~/lib/composer/country-packs.server";
import type { CompanyReading } from "~/lib/reading/company-reading";
import type { ApprovalTier, Limit, Money } from "~/lib/rulebook/policy-rules";
import { formatMoney, numberLocale } from "~/lib/site/format-money";
import type { Language } from "~/lib/site/languages";
import { message } from "~/lib/site/messages.server";
import { plain } from "~/lib/reading/text";

/*
 * What the country's rules say about a company's current policy, from the same sourced country
 * packs the writer uses: a daily limit above what the law lets the company deduct (or the employee
 * receive tax-free), a receipt threshold above the tax authority's, approval bands that leave an
 * amount without approver, and no word on the card or on capturing receipts. Each finding quotes the
 * old line it is about and names its source and the date the figure was checked; a finding of ours
 * (no figure of the law) says why instead.
 */

export type FindingKind = "aboveCap" | "receiptThreshold" | "noApprovals" | "approvalGap" | "approvalTop" | "noCard" | "noReceiptCapture";

export type Finding = {
  kind: FindingKind;
  /** What it means for the policy, in the policy's language. */
  message: string;
  /** The old policy's line it is about, when there is one. */
  quote: string | null;
  /** The law or rule cited ("Art. 28-V LISR"), the source's address, and when it was checked. */
  law: string | null;
  source: string | null;
  asOf: string | null;
};

const CARD = /\b(?:corporate cards?|company cards?|credit cards?|cards?|tarjetas?|cart(?:ao|oes))\b/;
const RECEIPT_CAPTURE =
  /\b(?:photo\w*|pictures?|scan\w*|upload\w*|captur\w*|apps?|mobile|foto\w*|escane\w*|digitaliz\w*|sub(?:a|e|ir)\b|carg(?:ar|ue)\w*|carreg\w*|aplicativo|aplicacion)\b/;

const quoteOf = (provenance: { kind: string; words?: string }) =>
  provenance.kind === "user" && provenance.words ? provenance.words : null;

export function policyFindings(reading: CompanyReading, pack: CountryPack, text: string, language: Language): Finding[] {
  const locale = numberLocale(language, reading.country.code);
  const money = (value: Money) => formatMoney(value, locale);
  const t = (key: string, values: Record<string, unknown> = {}) => message(language, `import.findings.${key}` as never, values);
  const findings: Finding[] = [];
  const { rules } = reading;

  const capsFor = (limit: Limit, items: [TravelItem, TravelItem]): ReferenceFigure[] => {
    const place = limit.place;
    const home = place.kind === "home" || (place.kind === "destination" && place.country === reading.country.code);
    const abroad =
      place.kind === "abroad" || (place.kind === "destination" && place.country !== null && place.country !== reading.country.code);
    if (!home && !abroad) return [];
    const item = home ? items[0] : items[1];
    return pack.references.filter((reference) => reference.item === item && reference.kind !== "reference");
  };
  const overCaps = (limits: Limit[], items: [TravelItem, TravelItem], what: "meals" | "lodging") => {
    for (const limit of limits) {
      for (const cap of capsFor(limit, items)) {
        if (cap.value.currency !== limit.amount.currency || limit.amount.amount <= cap.value.amount) continue;
        findings.push({
          kind: "aboveCap",
          message: t(`${cap.kind === "taxFree" ? "aboveTaxFree" : "aboveDeductible"}.${what}`, {
            amount: money(limit.amount),
            cap: money(cap.value),
            law: cap.law,
          }),
          quote: quoteOf(limit.provenance),
          law: cap.law,
          source: cap.source,
          asOf: cap.asOf,
        });
      }
    }
  };
  overCaps(rules.meals, ["mealsHome", "mealsAbroad"], "meals");
  overCaps(rules.meals, ["perDiemHome", "perDiemAbroad"], "meals");
  overCaps(rules.lodging, ["lodgingHome", "lodgingAbroad"], "lodging");

  const threshold = pack.defaults.receiptsFrom;
  const above = rules.receipts?.above;
  if (rules.receipts && above && !threshold.source.startsWith("guess:")) {
    const required = threshold.value;
    if (!required || (required.currency === above.currency && above.amount > required.amount)) {
      findings.push({
        kind: "receiptThreshold",
        message: required
          ? t("receiptThreshold", { amount: money(above), required: money(required) })
          : t("receiptsAlways", { amount: money(above) }),
        quote: quoteOf(rules.receipts.provenance),
        law: null,
        source: threshold.source,
        asOf: threshold.asOf,
      });
    }
  }

  findings.push(...approvalFindings(rules.approvals, money, t));

  const plainText = plain(text);
  if (!CARD.test(plainText)) findings.push({ kind: "noCard", message: t("noCard"), quote: null, law: null, source: null, asOf: null });
  if (!RECEIPT_CAPTURE.test(plainText))
    findings.push({ kind: "noReceiptCapture", message: t("noReceiptCapture"), quote: null, law: null, source: null, asOf: null });
  return findings;
}

/** Bands that leave an amount with no approver: none at all, a gap between two, a last one with a ceiling. */
function approvalFindings(
  approvals: ApprovalTier[],
  money: (value: Money) => string,
  t: (key: string, values?: Record<string, unknown>) => string,
): Finding[] {
  const finding = (kind: FindingKind, text: string, quote: string | null): Finding => ({
    kind,
    message: text,
    quote,
    law: null,
    source: null,
    asOf: null,
  });
  if (approvals.length === 0) return [finding("noApprovals", t("noApprovals"), null)];
  const found: Finding[] = [];
  const general = approvals.filter((tier) => tier.scope.kind === "all").sort((a, b) => a.above.amount - b.above.amount);
  general.forEach((tier, index) => {
    const next = general[index + 1];
    if (tier.upTo && next && next.above.currency === tier.upTo.currency && next.above.amount > tier.upTo.amount * 1.001 + 1)
      found.push(finding("approvalGap", t("approvalGap", { from: money(tier.upTo), to: money(next.above) }), quoteOf(next.provenance)));
    if (tier.upTo && !next) found.push(finding("approvalTop", t("approvalTop", { amount: money(tier.upTo) }), quoteOf(tier.provenance)));
  });
  return found;
}
