import type { CountryPack } from "../country-packs.server";
import type { ReferenceFigure, TravelItem } from "../packs/sourced.server";

/** The pack's official figure for a row of the travel-limits table. */
export function referenceOf(pack: CountryPack, item: TravelItem): ReferenceFigure {
  const figure = pack.references.find((reference) => reference.item === item);
  if (!figure) throw new Error(`pack ${pack.id} has no ${item} reference`);
  return figure;
}
