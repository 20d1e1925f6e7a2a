import type { Language } from "~/lib/site/languages";
import type { CountryPack } from "./country-packs.server";
import type { CountryText, CountryTextArgs } from "./phrase-types.server";
import { MEXICO_TEXT } from "./texts/mexico.server";
import { COLOMBIA_TEXT } from "./texts/colombia.server";
import { BRAZIL_TEXT } from "./texts/brazil.server";
import { UNITED_STATES_TEXT } from "./texts/united-states.server";
import { ARGENTINA_TEXT } from "./texts/argentina.server";
import { CANADA_TEXT } from "./texts/canada.server";
import { CHILE_TEXT } from "./texts/chile.server";
import { ECUADOR_TEXT } from "./texts/ecuador.server";
import { URUGUAY_TEXT } from "./texts/uruguay.server";
import { PARAGUAY_TEXT } from "./texts/paraguay.server";
import { BOLIVIA_TEXT } from "./texts/bolivia.server";
import { VENEZUELA_TEXT } from "./texts/venezuela.server";
import { GUATEMALA_TEXT } from "./texts/guatemala.server";
import { HONDURAS_TEXT } from "./texts/honduras.server";
import { EL_SALVADOR_TEXT } from "./texts/el-salvador.server";
import { NICARAGUA_TEXT } from "./texts/nicaragua.server";
import { COSTA_RICA_TEXT } from "./texts/costa-rica.server";
import { PANAMA_TEXT } from "./texts/panama.server";
import { DOMINICAN_REPUBLIC_TEXT } from "./texts/dominican-republic.server";
import { PERU_TEXT } from "./texts/peru.server";
import { PORTUGAL_TEXT } from "./texts/portugal.server";
import { SPAIN_TEXT } from "./texts/spain.server";
import { GENERIC_TEXT } from "./texts/generic.server";

/** What the country adds to each section, narrowed so each pack's phrases get the facts they were written for. */
export function countryText(language: Language, args: CountryTextArgs<CountryPack>): CountryText {
  const { pack } = args;
  switch (pack.id) {
    case "mx":
      return MEXICO_TEXT[language]({ ...args, pack });
    case "co":
      return COLOMBIA_TEXT[language]({ ...args, pack });
    case "br":
      return BRAZIL_TEXT[language]({ ...args, pack });
    case "us":
      return UNITED_STATES_TEXT[language]({ ...args, pack });
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
    case "ec":
      return ECUADOR_TEXT[language]({ ...args, pack });
    case "uy":
      return URUGUAY_TEXT[language]({ ...args, pack });
    case "py":
      return PARAGUAY_TEXT[language]({ ...args, pack });
    case "bo":
      return BOLIVIA_TEXT[language]({ ...args, pack });
    case "ve":
      return VENEZUELA_TEXT[language]({ ...args, pack });
    case "gt":
      return GUATEMALA_TEXT[language]({ ...args, pack });
    case "hn":
      return HONDURAS_TEXT[language]({ ...args, pack });
    case "sv":
      return EL_SALVADOR_TEXT[language]({ ...args, pack });
    case "ni":
      return NICARAGUA_TEXT[language]({ ...args, pack });
    case "cr":
      return COSTA_RICA_TEXT[language]({ ...args, pack });
    case "pa":
      return PANAMA_TEXT[language]({ ...args, pack });
    case "do":
      return DOMINICAN_REPUBLIC_TEXT[language]({ ...args, pack });
    case "generic":
      return GENERIC_TEXT[language]({ ...args, pack });
  }
}
