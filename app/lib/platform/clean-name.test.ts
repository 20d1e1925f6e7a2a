import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "~/lib/export/export-filename";
import { LegacyRequestSchema } from "../generation/generation-input";
import { cleanName, hasVisibleCharacter } from "./clean-name";

describe("names as they may be stored and shown", () => {
  it("lose control, bidi, zero-width and non-characters, and keep every visible one", () => {
    expect(cleanName("Ac\u0000me\u202Efdp.exe")).toBe("Acmefdp.exe");
    expect(cleanName("\u200BZero\u200Dwidth\u2060 \uFEFFCo\u2066\u2069")).toBe("Zerowidth Co");
    expect(cleanName("Non\uFFFEchar\uFFFF \uDBFF\uDFFF\uD800end")).toBe("Nonchar end");
    expect(cleanName("  São  Paulo\tLtda.  ")).toBe("São Paulo Ltda.");
    expect(cleanName("Émoji 👩‍💻 Ltd")).toBe("Émoji 👩💻 Ltd");
    expect(hasVisibleCharacter(cleanName("\u200B\u202E\u0000"))).toBe(false);
  });

  it("a company name of only invisible characters is refused as missing; a hidden override never reaches a download's name", () => {
    const refused = LegacyRequestSchema.safeParse({ companyName: "\u200B\u202E ", userInput: "Meals 40 per day", language: "en" });
    expect(refused.success).toBe(false);
    const kept = LegacyRequestSchema.safeParse({ companyName: "Acme\u202Efdp.exe", userInput: "Meals 40 per day", language: "en" });
    expect(kept.success && kept.data.companyName).toBe("Acmefdp.exe");
    expect(attachmentDisposition("Acme\u202Efdp\u0000.exe", "pdf")).not.toMatch(/[\u202e\u0000]|%E2%80%AE|%00/i);
  });
});
