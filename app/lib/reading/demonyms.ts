/**
 * Demonyms of the Americas and Iberia in en, es and pt, normalised (lower case, no accents). No
 * maintained package has them in Spanish and Portuguese. "o/a" stems expand to -o, -a, -os, -as.
 * Left out on purpose: forms that are also language names ("Spanish", "español", "português"),
 * since "write it in Spanish" says nothing of where the company is.
 */
const STEMS: Record<string, readonly string[]> = {
  AR: ["argentine", "argentinian", "argentin*"],
  BO: ["bolivian", "bolivian*"],
  BR: ["brazilian", "brasilen*", "brasileir*"],
  CL: ["chilean", "chilen*"],
  CO: ["colombian", "colombian*"],
  EC: ["ecuadorian", "ecuadorean", "ecuatorian*", "equatorian*"],
  PY: ["paraguayan", "paraguay*", "paraguai*"],
  PE: ["peruvian", "peruan*"],
  UY: ["uruguayan", "uruguay*", "uruguai*"],
  VE: ["venezuelan", "venezolan*", "venezuelan*"],
  GY: ["guyanese", "guyanes", "guyanesa", "guianense", "guianenses"],
  SR: ["surinamese", "surinames", "surinamesa"],
  US: ["estadounidense", "estadounidenses", "estadunidense", "estadunidenses", "norteamerican*", "norte american*"],
  CA: ["canadian", "canadiense", "canadienses", "canadense", "canadenses"],
  MX: ["mexican", "mexican*", "mejican*"],
  GT: ["guatemalan", "guatemaltec*"],
  BZ: ["belizean", "belicen*", "belizenh*"],
  SV: ["salvadoran", "salvadorean", "salvadoren*", "salvadorenh*"],
  HN: ["honduran", "honduren*", "hondurenh*"],
  NI: ["nicaraguan", "nicaraguense", "nicaraguenses"],
  CR: ["costa rican", "costarricense", "costarricenses", "costa riquenh*", "costarriquenh*"],
  PA: ["panamanian", "panamen*", "panamenh*"],
  CU: ["cuban", "cuban*"],
  DO: ["dominican", "dominican*"],
  HT: ["haitian", "haitian*"],
  JM: ["jamaican", "jamaiquin*", "jamaican*"],
  TT: ["trinidadian", "trinitense", "trinitenses"],
  PR: ["puerto rican", "puertorriquen*", "porto riquenh*", "portorriquenh*", "porto-riquenh*"],
  BS: ["bahamian", "bahames", "bahamena", "bahamenho"],
  BB: ["barbadian", "barbadense", "barbadenses"],
  ES: ["espanola", "espanolas", "espanoles", "espanhola", "espanholas", "espanhois"],
  PT: ["portuguesa", "portuguesas", "portugueses"],
  AD: ["andorran", "andorran*"],
  GB: ["british", "britanic*", "britanic*"],
};

function expand(stem: string): string[] {
  if (!stem.endsWith("*")) return [stem];
  const root = stem.slice(0, -1);
  return [`${root}o`, `${root}a`, `${root}os`, `${root}as`];
}

/** Normalised demonym → country code. */
export const DEMONYMS: ReadonlyMap<string, string> = new Map(
  Object.entries(STEMS).flatMap(([code, stems]) => stems.flatMap(expand).map((form) => [form.replace(/-/g, " "), code] as const)),
);
