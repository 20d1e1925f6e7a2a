import type { Language } from "~/lib/site/languages";

/**
 * Completes "Personal car use is reimbursed …" in a country whose law sets no mileage rate: per
 * kilometre, at the company's own rate. `lawOf` is the country's adjective ("Bolivian",
 * "boliviana", "boliviana").
 */
export const COMPANY_MILEAGE: Record<Language, (company: string, lawOf: string) => string> = {
  en: (company, lawOf) => `per kilometre, at the rate set by ${company}, since ${lawOf} law sets none`,
  es: (company, lawOf) => `por kilómetro, a la tarifa que fija ${company}, ya que la ley ${lawOf} no fija ninguna`,
  "pt-BR": (company, lawOf) => `por quilômetro, no valor definido pela ${company}, já que a lei ${lawOf} não fixa nenhum`,
};
