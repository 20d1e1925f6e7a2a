import { titleIn } from "~/lib/rulebook/company-terms";
import { displayName } from "~/lib/rulebook/default-approvers";
import type { ApprovalTier, Limit, Money, PolicyRules, RoleLimit } from "~/lib/rulebook/policy-rules";
import { formatNumber, numberLocale, writtenWithoutCents } from "~/lib/site/format-money";
import { regionDisplayName } from "~/lib/site/region-names";
import type { Language } from "~/lib/site/languages";
import { MOCK_MODEL_KITS, MOCK_MODEL_STYLES, type Kit, type MockModelStyle } from "./mock-model-phrases.server";

/*
 * A TEST DOUBLE of Workers AI's prose, for AI_MODE=mock (tests, benchmarks, machines that cannot
 * reach Workers AI): the policy a language model writes from the rulebook the prompt gives it, not
 * the composer's. Its headings, table shapes, approval lists and sentences are a model's — numbered
 * or roman headings, a Category | Company limit | Notes table with destination caps in the notes,
 * columns in another order, amount ranges with the approver after a colon, an Amount | Approver
 * table, deadlines and prohibitions as sentences — so the AI path is tested on text the rules reader
 * did not write. Never the product's writer: the composer is.
 */

export { MOCK_MODEL_STYLES, type MockModelStyle };

export interface MockModelBook {
  /** The rulebook the prompt gave the model. */
  rules: PolicyRules;
  companyName: string;
  /** ISO code of the policy's country. */
  countryCode: string;
  language: Language;
  now?: Date;
}

/** The style a company's policy is written in: fixed by its name, so a test can pick one by the name it gives. */
export function mockModelStyleFor(companyName: string): MockModelStyle {
  let hash = 0x811c9dc5;
  for (const char of companyName.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return MOCK_MODEL_STYLES[hash % MOCK_MODEL_STYLES.length]!;
}

/** The policy the mock model writes for a rulebook, in `style` (by default the company's). */
export function mockModelPolicy(book: MockModelBook, style: MockModelStyle = mockModelStyleFor(book.companyName)): string {
  const writer = new StyledWriter(book, style);
  return writer.policy();
}

type Band = { tier: ApprovalTier; from: Money | null; to: Money | null };

/** How each style writes money: "$2,000", "2,000 USD", "$2,000 MXN". */
const MONEY_NOTATION: Record<MockModelStyle, "symbol" | "code" | "symbolAndCode"> = {
  "notes-column": "symbol",
  "amount-approver-table": "code",
  "place-columns": "symbol",
  "limits-in-prose": "symbolAndCode",
  "no-limits-table": "symbol",
};

/** Which of a kit's two phrasings a style uses for deadlines, receipts and the like. */
const PHRASING: Record<MockModelStyle, 0 | 1> = {
  "notes-column": 0,
  "amount-approver-table": 1,
  "place-columns": 0,
  "limits-in-prose": 1,
  "no-limits-table": 0,
};

class StyledWriter {
  private readonly k: Kit;
  private readonly rules: PolicyRules;
  private readonly locale: string;
  private readonly country: string;
  private readonly company: string;
  private readonly v: 0 | 1;

  constructor(
    private readonly book: MockModelBook,
    private readonly style: MockModelStyle,
  ) {
    this.k = MOCK_MODEL_KITS[book.language];
    this.rules = book.rules;
    this.locale = numberLocale(book.language, book.countryCode);
    this.country = regionDisplayName(book.countryCode, book.language) ?? book.countryCode;
    this.company = book.companyName.trim() || this.k.theCompany;
    this.v = PHRASING[style];
  }

  policy(): string {
    const k = this.k;
    const headings = k.headings[this.style];
    const sections = [
      k.purpose(this.company, this.country),
      this.eligible(),
      this.limits(),
      this.cards(),
      this.submission(),
      this.prohibitions(),
      k.compliance(this.company),
      k.violations(this.company),
      k.effective(this.company, this.date()),
    ];
    const body = sections.map((blocks, index) => [`## ${headings[index]}`, ...blocks].join("\n\n"));
    return [`# ${k.title(this.company)}`, ...body].join("\n\n") + "\n";
  }

  // ——— figures ———

  money(value: Money): string {
    const whole = Number.isInteger(value.amount);
    const digits = whole ? 0 : writtenWithoutCents(value.currency) ? 0 : 2;
    const number = new Intl.NumberFormat(this.locale, { minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 4) });
    const notation = MONEY_NOTATION[this.style];
    if (notation === "code") return `${tidy(number.format(value.amount))} ${value.currency}`;
    let symbol: string;
    try {
      symbol = tidy(
        new Intl.NumberFormat(this.locale, {
          style: "currency",
          currency: value.currency,
          minimumFractionDigits: digits,
          maximumFractionDigits: Math.max(digits, 4),
        }).format(value.amount),
      );
    } catch {
      return `${value.currency} ${formatNumber(value.amount, this.locale)}`;
    }
    // "$2,000 MXN": a model names the currency when its sign is the dollar's.
    return notation === "symbolAndCode" && value.currency !== "USD" && /\$/.test(symbol) && !symbol.includes(value.currency)
      ? `${symbol} ${value.currency}`
      : symbol;
  }

  /** The start of a band after another one: a cent above where the one before ends, as models write it. */
  bandStart(value: Money): string {
    const step = writtenWithoutCents(value.currency) ? 1 : 0.01;
    return this.money({ ...value, amount: Math.round((value.amount + step) * 100) / 100 });
  }

  name(value: string): string {
    return titleIn(displayName(value, this.book.language), this.book.language);
  }

  date(): string {
    return new Intl.DateTimeFormat(this.locale, { dateStyle: "long", timeZone: "UTC" }).format(this.book.now ?? new Date());
  }

  place(limit: Limit): string {
    const place = limit.place;
    if (place.kind !== "destination") return "";
    return place.city ?? (place.country ? (regionDisplayName(place.country, this.book.language) ?? place.country) : "");
  }

  // ——— 2. eligible expenses: travel class, booking, mileage in prose ———

  eligible(): string[] {
    const k = this.k;
    const travel = [
      ...this.rules.travelClass.map((rule) => {
        const role = rule.role ? this.name(rule.role) : null;
        return rule.allowed ? k.cabinAllowed(k.cabins[rule.cabin], rule.minHours, role) : k.cabinNever(k.cabins[rule.cabin], role);
      }),
      ...this.rules.notice.filter((notice) => notice.scope === "all").map((notice) => k.bookAhead(notice.days, this.v)),
    ];
    const mileage = this.style === "limits-in-prose" || this.style === "place-columns" ? [] : this.mileageSentence();
    return [
      k.eligibleIntro(this.company),
      bullets(k.eligible),
      ...(travel.length > 0 ? [`### ${k.airTravelHeading}`, bullets([k.economyFirst, ...travel])] : [k.economyFirst]),
      ...mileage,
    ];
  }

  mileageSentence(): string[] {
    const mileage = this.rules.mileage;
    if (!mileage) return [];
    const rate = mileage.rate ? this.money(mileage.rate) : null;
    return [
      mileage.basis === "official"
        ? this.k.mileageOfficial(mileage.official, rate, mileage.unit)
        : rate
          ? this.k.mileageFixed(rate, mileage.unit)
          : this.k.mileageOfficial(null, null, mileage.unit),
    ];
  }

  // ——— 3. limits ———

  limits(): string[] {
    const k = this.k;
    const roles = this.roleBlocks();
    switch (this.style) {
      case "notes-column":
        return [k.limitsIntro, this.notesTable(), ...roles];
      case "amount-approver-table":
        return [k.limitsIntro, this.reorderedTable(), ...roles];
      case "place-columns":
        return [k.limitsIntro, ...this.placeColumns(), ...this.mileageSentence(), ...roles];
      case "limits-in-prose":
        return [...this.limitsInProse(), ...roles];
      case "no-limits-table":
        return k.noLimits(this.company);
    }
  }

  home = (limits: Limit[]) => limits.find((limit) => limit.place.kind === "home");
  abroad = (limits: Limit[]) => limits.find((limit) => limit.place.kind === "abroad");
  destinations = (limits: Limit[]) => limits.filter((limit) => limit.place.kind === "destination");

  notesTable(): string {
    const k = this.k;
    const rows: string[][] = [];
    for (const kind of ["lodging", "meals"] as const) {
      const limits = this.rules[kind];
      if (limits.length === 0) continue;
      const home = this.home(limits);
      const abroad = this.abroad(limits);
      const notes = [
        ...this.destinations(limits).map((limit) => k.noteAt(this.place(limit), this.money(limit.amount), kind)),
        ...(abroad ? [k.noteAbroad(this.money(abroad.amount), kind)] : []),
      ];
      rows.push([k.categoryLabel[kind], home ? this.money(home.amount) : "—", notes.join(" ") || "—"]);
    }
    const mileage = this.rules.mileage;
    if (mileage?.rate)
      rows.push([
        k.categoryLabel.mileage,
        k.perUnit(this.money(mileage.rate), mileage.unit),
        mileage.basis === "official" ? k.officialRateNote(mileage.official) : "—",
      ]);
    return table(k.notesHeader, rows);
  }

  reorderedTable(): string {
    const k = this.k;
    const rows: string[][] = [];
    for (const kind of ["lodging", "meals"] as const) {
      for (const limit of this.rules[kind]) {
        const where =
          limit.place.kind === "home"
            ? k.domesticTravel(this.country)
            : limit.place.kind === "abroad"
              ? k.internationalTravel
              : this.place(limit);
        rows.push([k.per(this.money(limit.amount), kind), k.shortLabel[kind], where]);
      }
    }
    const mileage = this.rules.mileage;
    if (mileage?.rate) rows.push([k.perUnit(this.money(mileage.rate), mileage.unit), k.categoryLabel.mileage, k.allTrips]);
    return table(k.reorderedHeader, rows);
  }

  placeColumns(): string[] {
    const k = this.k;
    const rows: string[][] = [];
    for (const kind of ["lodging", "meals"] as const) {
      const limits = this.rules[kind];
      const home = this.home(limits);
      const abroad = this.abroad(limits);
      if (!home && !abroad) continue;
      rows.push([k.categoryLabel[kind], home ? this.money(home.amount) : "—", abroad ? this.money(abroad.amount) : "—"]);
    }
    const places = (["lodging", "meals"] as const).flatMap((kind) =>
      this.destinations(this.rules[kind]).map((limit) => k.destinationLine(this.place(limit), this.money(limit.amount), kind)),
    );
    return [
      ...(rows.length > 0 ? [table(k.placeColumnsHeader(this.country), rows)] : []),
      ...(places.length > 0 ? [k.higherCapsIn, bullets(places)] : []),
    ];
  }

  limitsInProse(): string[] {
    const k = this.k;
    const blocks: string[] = [k.limitsProseIntro];
    for (const kind of ["lodging", "meals"] as const) {
      const limits = this.rules[kind];
      if (limits.length === 0) continue;
      const home = this.home(limits);
      const abroad = this.abroad(limits);
      const sentences = [
        k.proseCap(kind, home ? this.money(home.amount) : null, abroad ? this.money(abroad.amount) : null, this.country),
        ...this.destinations(limits).map((limit) => k.proseCapAt(kind, this.place(limit), this.money(limit.amount))),
      ];
      blocks.push(`### ${k.shortLabel[kind]}`, sentences.join(" "));
    }
    const mileage = this.mileageSentence();
    if (mileage.length > 0) blocks.push(`### ${k.categoryLabel.mileage}`, ...mileage);
    return blocks;
  }

  roleBlocks(): string[] {
    const k = this.k;
    const roles = mergedRoles(this.rules.roles);
    if (roles.length === 0 || this.style === "no-limits-table") return [];
    const figure = (value: Money | null) => (value ? this.money(value) : "—");
    switch (this.style) {
      case "notes-column":
        return [
          `### ${k.roleLimitsHeading}`,
          table(
            k.roleHeader,
            roles.map((role) => [this.name(role.role), figure(role.monthly), figure(role.perTransaction)]),
          ),
        ];
      case "amount-approver-table":
        return [
          `### ${k.roleLimitsHeading}`,
          table(
            k.roleHeaderReversed,
            roles.map((role) => [this.name(role.role), figure(role.perTransaction), figure(role.monthly)]),
          ),
        ];
      default:
        return [
          `### ${k.roleLimitsHeading}`,
          bullets(
            roles.map((role) =>
              k.roleLine(
                this.name(role.role),
                role.monthly ? this.money(role.monthly) : null,
                role.perTransaction ? this.money(role.perTransaction) : null,
              ),
            ),
          ),
        ];
    }
  }

  // ——— 4. cards: cash advances ———

  cards(): string[] {
    const k = this.k;
    const advance = this.rules.cashAdvance;
    const settlement = this.rules.advanceSettlement;
    const lines = [
      ...(advance ? [advance.allowed ? k.advanceAllowed(advance.max ? this.money(advance.max) : null, this.v) : k.noAdvances] : []),
      ...(settlement && advance?.allowed !== false ? [k.settleAdvance(settlement.days, settlement.businessDays)] : []),
    ];
    return [...k.cards(this.company), ...(lines.length > 0 ? [bullets(lines)] : [])];
  }

  // ——— 5. submission, receipts, approvals ———

  submission(): string[] {
    const k = this.k;
    const { submission, reimbursement, receipts } = this.rules;
    const international = this.rules.notice.find((notice) => notice.scope === "international");
    const lines = [
      ...(submission ? [k.submitWithin(submission.days, submission.businessDays, this.v)] : []),
      ...(receipts ? [receipts.above ? k.receiptsOver(this.money(receipts.above), this.v) : k.receiptsAlways(this.v)] : []),
      ...this.rules.documents.map((rule) =>
        k.document(k.documents[rule.document], rule.accepted, rule.category ? k.categories[rule.category] : null),
      ),
      ...(reimbursement ? [k.reimburseWithin(reimbursement.days, reimbursement.businessDays, this.v)] : []),
      ...(international ? [k.internationalNotice(international.days, this.v)] : []),
    ];
    // Prose styles write the deadlines as a paragraph; the others as a list.
    const deadlines = this.style === "amount-approver-table" || this.style === "limits-in-prose" ? lines.join(" ") : bullets(lines);
    return [k.submissionIntro, ...(lines.length > 0 ? [deadlines] : []), `### ${k.approvalsHeading}`, ...this.approvals()];
  }

  bands(): { all: Band[]; scoped: ApprovalTier[] } {
    const all = this.rules.approvals
      .filter((tier) => tier.scope.kind === "all")
      .sort((a, b) => a.above.amount - b.above.amount)
      .map((tier) => ({ tier, from: tier.above.amount > 0 ? tier.above : null, to: tier.upTo }));
    return { all, scoped: this.rules.approvals.filter((tier) => tier.scope.kind !== "all") };
  }

  approvals(): string[] {
    const k = this.k;
    const { all, scoped } = this.bands();
    const approver = (band: Band) => this.name(band.tier.approver);
    const scopedLines = scoped.map((tier) => {
      const from = tier.above.amount > 0 ? this.money(tier.above) : null;
      const scope =
        tier.scope.kind === "international"
          ? k.scopeInternational
          : tier.scope.kind === "category"
            ? k.categories[tier.scope.category]
            : tier.scope.kind === "role"
              ? k.scopeRole(this.name(tier.scope.role))
              : "";
      return k.scopedApproval(scope, from, this.name(tier.approver));
    });
    const scopedBlock = scopedLines.length > 0 ? [k.alsoApprovals, bullets(scopedLines)] : [];
    const lastAt = all.length - 1;
    switch (this.style) {
      case "notes-column":
        // "- $0 – $2,000: Direct manager", "- $2,000.01 – $10,000: CFO", "- Above $10,000: CEO"
        return [
          k.approvalsIntro,
          bullets(
            all.map((band) =>
              band.to
                ? `${band.from ? this.bandStart(band.from) : this.money({ amount: 0, currency: band.to.currency })} – ${this.money(band.to)}: ${approver(band)}`
                : `${k.above(this.money(band.from ?? band.tier.above))}: ${approver(band)}`,
            ),
          ),
          ...scopedBlock,
        ];
      case "amount-approver-table":
      case "no-limits-table": {
        const range = (band: Band) =>
          band.from && band.to
            ? k.rangeFromTo(this.bandStart(band.from), this.money(band.to))
            : band.to
              ? k.upTo(this.money(band.to))
              : band.from
                ? k.above(this.money(band.from))
                : k.anyAmount;
        const rows =
          this.style === "amount-approver-table"
            ? all.map((band) => [range(band), approver(band)])
            : all.map((band, index) => [k.level(index + 1), range(band), approver(band)]);
        return [
          k.approvalsIntro,
          table(this.style === "amount-approver-table" ? k.amountApproverHeader : k.levelHeader, rows),
          ...scopedBlock,
        ];
      }
      case "place-columns":
        // "- up to $2,000: line manager;" … "- above $10,000: CEO."
        return [
          k.approvalsIntro,
          bullets(
            all.map((band, index) => {
              const range =
                band.from && band.to
                  ? k.rangeFromTo(this.bandStart(band.from), this.money(band.to))
                  : band.to
                    ? k.upTo(this.money(band.to))
                    : band.from
                      ? k.above(this.money(band.from))
                      : k.anyAmount;
              return `${lowerFirst(range)}: ${lowerFirst(approver(band))}${index === lastAt ? "." : ";"}`;
            }),
          ),
          ...scopedBlock,
        ];
      case "limits-in-prose":
        return [
          all
            .map((band) =>
              k.approvalSentence(band.from ? this.money(band.from) : null, band.to ? this.money(band.to) : null, approver(band)),
            )
            .join(" "),
          ...scopedBlock,
        ];
    }
  }

  // ——— 6. prohibitions ———

  prohibitions(): string[] {
    const k = this.k;
    const items = this.rules.prohibited.map((rule) =>
      rule.item === "alcohol" && rule.except ? `${k.items.alcohol}${k.alcoholExcept[rule.except]}` : k.items[rule.item],
    );
    const standing = k.standingExclusions;
    if (this.style === "amount-approver-table" || this.style === "limits-in-prose")
      return [k.notReimbursedIntro(this.company), k.notReimbursedSentence([...items, ...standing])];
    return [k.notReimbursedIntro(this.company), bullets([...items, ...standing].map((item) => `${item}.`))];
  }
}

/** One row per role: the company's figure and a proposed one for the limit it left out are one role to a model. */
function mergedRoles(roles: RoleLimit[]): Array<{ role: string; monthly: Money | null; perTransaction: Money | null }> {
  const merged = new Map<string, { role: string; monthly: Money | null; perTransaction: Money | null }>();
  for (const role of roles) {
    const known = merged.get(role.role);
    merged.set(role.role, {
      role: role.role,
      monthly: known?.monthly ?? role.monthly,
      perTransaction: known?.perTransaction ?? role.perTransaction,
    });
  }
  return [...merged.values()];
}

const tidy = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");
const table = (header: readonly string[], rows: readonly string[][]) =>
  [header, header.map(() => "---"), ...rows]
    .map((cells) => `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`)
    .join("\n");
