import { describe, expect, it } from "vitest";
import { languageLabel, languageName } from "./language-names";
import { LANGUAGES } from "./languages";

describe("languageName", () => {
  it("names a policy's language in the language around it, as a sentence writes it", () => {
    expect(languageName("en", "es")).toBe("inglés");
    expect(languageName("en", "pt-BR")).toBe("inglês");
    expect(languageName("es", "en")).toBe("Spanish");
    expect(languageName("es", "pt-BR")).toBe("espanhol");
    // A Portuguese version is Portuguese, whichever country's Portuguese it is written in.
    expect(languageName("pt-BR", "es")).toBe("portugués");
    expect(languageName("pt-BR", "en")).toBe("Portuguese");
  });

  it("keeps a code it does not know, and names in English for an interface it does not know", () => {
    expect(languageName("not a code!", "en")).toBe("not a code!");
    expect(languageName("es", "fr")).toBe("Spanish");
  });

  it("never names a language in itself inside another language", () => {
    for (const around of LANGUAGES)
      for (const named of LANGUAGES.filter((language) => language !== around))
        expect(languageName(named, around)).not.toBe(languageName(named, named));
  });
});

describe("languageLabel", () => {
  it("starts a tab or badge with a capital in every language", () => {
    expect(languageLabel("en", "es")).toBe("Inglés");
    expect(languageLabel("es", "pt-BR")).toBe("Espanhol");
    expect(languageLabel("pt-BR", "en")).toBe("Portuguese");
  });
});
