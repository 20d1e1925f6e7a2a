import type { Language } from "~/lib/site/languages";
import type { CountryPack } from "./country-packs.server";
import { POLICY_PHRASES, type CountryText, type CountryTextArgs } from "./policy-phrases.server";
import { ARGENTINA_TEXT } from "./texts/argentina.server";
import { CANADA_TEXT } from "./texts/canada.server";
import { CHILE_TEXT } from "./texts/chile.server";
import { PERU_TEXT } from "./texts/peru.server";
import { PORTUGAL_TEXT } from "./texts/portugal.server";
import { SPAIN_TEXT } from "./texts/spain.server";

/** What the country adds to each section, narrowed so each pack's phrases get the facts they were written for. */
export function countryText(language: Language, args: CountryTextArgs<CountryPack>): CountryText {
  const phrases = POLICY_PHRASES[language].country;
  const { pack } = args;
  switch (pack.id) {
    case "mx":
      return phrases.mx({ ...args, pack });
    case "co":
      return phrases.co({ ...args, pack });
    case "br":
      return phrases.br({ ...args, pack });
    case "us":
      return phrases.us({ ...args, pack });
    case "es":
      return SPAIN_TEXT[language]({ ...args, pack });
    case "pt":
      return PORTUGAL_TEXT[language]({ ...args, pack });
    case "ar":
      return ARGENTINA_TEXT[language]({ ...args, pack });
    case "cl":
      return CHILE_TEXT[language]({ ...args, pack });
    case "pe":
      return PERU_TEXT[language]({ ...args, pack });
    case "ca":
      return CANADA_TEXT[language]({ ...args, pack });
    case "generic":
      return phrases.generic({ ...args, pack });
  }
}
