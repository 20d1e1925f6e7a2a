import type { BrazilPack } from "../country-packs.server";
import type { CountryTexts } from "../phrase-types.server";

export const BRAZIL_TEXT: CountryTexts<BrazilPack> = {
  en: ({ pack: { facts: f }, company, format }) => ({
    mileage: `per kilometre, at the rate set by ${company}, since Brazilian labour law sets none`,
    allowable: [
      "Travel allowances (diárias para viagem) are not part of pay, whatever their amount (CLT art. 457 §2, as amended by Lei 13.467/2017); meal allowances may not be paid in cash.",
      `Expenses must be necessary, usual and normal for ${company}'s business (RIR/2018 art. 311).`,
    ],
    limits: [`No law sets meal or lodging amounts in Brazil; the limits above are ${company}'s own.`],
    cards: ["The card slip is not a fiscal document: every card payment still needs a nota fiscal (section 5)."],
    documents: [
      `Ask for a nota fiscal issued to ${company}'s CNPJ, showing what was bought, the date and the amount.`,
      "The card slip alone does not replace the nota fiscal.",
      "For flights, the Bilhete de Passagem Aérea replaces the nota fiscal.",
    ],
    nonReimbursable: [`Expenses supported only by a card slip, or by a document without ${company}'s CNPJ.`],
    taxRules: [
      `**Documents:** notas fiscais must identify ${company}'s CNPJ, the description, the date and the amount (Lei 9.532/97 art. 61).`,
      `**NFS-e:** the national standard for service e-invoices is mandatory from ${format.date(new Date(f.nfseNationalStandardFrom.value))} (LC 214/2025 art. 62).`,
      `**Tax reform:** from ${f.taxReformTestYear.value}, invoices carry the new CBS and IBS fields (test rates of ${format.percent(f.cbsTestRate.value)} and ${format.percent(f.ibsTestRate.value)}, not yet collected); CBS collection starts in ${f.cbsCollectionYear.value} and ICMS and ISS are phased out by ${f.taxReformEndYear.value}. Finance checks these fields on every invoice it receives.`,
      "**Deductibility:** expenses must be necessary, usual and normal for the business (RIR/2018 art. 311).",
      "**Diárias:** travel allowances are not part of pay (CLT art. 457 §2).",
    ],
    retention: `Keep notas fiscais and travel documents for ${f.documentRetentionYears.value} years.`,
    reviewTriggers: "the roll-out of CBS and IBS under the tax reform moves to its next stage",
  }),
  es: ({ pack: { facts: f }, company, format }) => ({
    mileage: `por kilómetro, a la tarifa que fije ${company}, ya que la legislación laboral brasileña no establece ninguna`,
    allowable: [
      "Las asignaciones de viaje (diárias para viagem) no forman parte de la remuneración, cualquiera que sea su monto (art. 457 §2 de la CLT, reformado por la Lei 13.467/2017); el auxilio de alimentación no puede pagarse en efectivo.",
      `Los gastos deben ser necesarios, usuales y normales para la actividad de ${company} (art. 311 del RIR/2018).`,
    ],
    limits: [`Ninguna ley fija montos de comidas ni de alojamiento en Brasil; los límites anteriores son propios de ${company}.`],
    cards: ["El comprobante de la tarjeta no es un documento fiscal: todo pago con tarjeta requiere además una nota fiscal (sección 5)."],
    documents: [
      `Pida una nota fiscal emitida al CNPJ de ${company}, con la descripción de lo comprado, la fecha y el monto.`,
      "El comprobante de la tarjeta por sí solo no sustituye a la nota fiscal.",
      "En vuelos, el Bilhete de Passagem Aérea sustituye a la nota fiscal.",
    ],
    nonReimbursable: [`Gastos soportados solo con el comprobante de la tarjeta o con un documento sin el CNPJ de ${company}.`],
    taxRules: [
      `**Documentos:** las notas fiscales deben identificar el CNPJ de ${company}, la descripción, la fecha y el monto (art. 61 de la Lei 9.532/97).`,
      `**NFS-e:** el estándar nacional de factura electrónica de servicios es obligatorio desde el ${format.date(new Date(f.nfseNationalStandardFrom.value))} (art. 62 de la LC 214/2025).`,
      `**Reforma tributaria:** desde ${f.taxReformTestYear.value}, las facturas incluyen los nuevos campos de CBS e IBS (tasas de prueba del ${format.percent(f.cbsTestRate.value)} y del ${format.percent(f.ibsTestRate.value)}, aún sin recaudarse); la recaudación de la CBS empieza en ${f.cbsCollectionYear.value} y el ICMS y el ISS se eliminan gradualmente hasta ${f.taxReformEndYear.value}. Finanzas revisa estos campos en cada factura que recibe.`,
      "**Deducibilidad:** los gastos deben ser necesarios, usuales y normales para la actividad (art. 311 del RIR/2018).",
      "**Diárias:** las asignaciones de viaje no forman parte de la remuneración (art. 457 §2 de la CLT).",
    ],
    retention: `Conserve las notas fiscales y los documentos de viaje durante ${f.documentRetentionYears.value} años.`,
    reviewTriggers: "la implantación de la CBS y el IBS de la reforma tributaria pase a su siguiente etapa",
  }),
  "pt-BR": ({ pack: { facts: f }, company, format }) => ({
    mileage: `por quilômetro, pela tarifa definida pela ${company}, já que a CLT não fixa nenhuma`,
    allowable: [
      "As diárias para viagem não integram a remuneração, qualquer que seja o valor (CLT art. 457 §2, com a redação da Lei 13.467/2017); o auxílio-alimentação não pode ser pago em dinheiro.",
      `As despesas devem ser necessárias, usuais ou normais para a atividade da ${company} (RIR/2018 art. 311).`,
    ],
    limits: [`Nenhuma lei fixa valores de refeição ou hospedagem no Brasil; os limites acima são da própria ${company}.`],
    cards: ["O comprovante do cartão não é documento fiscal: todo pagamento com cartão também precisa de nota fiscal (seção 5)."],
    documents: [
      `Peça a nota fiscal emitida para o CNPJ da ${company}, com a descrição do que foi comprado, a data e o valor.`,
      "O comprovante do cartão, sozinho, não substitui a nota fiscal.",
      "Em voos, o Bilhete de Passagem Aérea substitui a nota fiscal.",
    ],
    nonReimbursable: [`Despesas comprovadas apenas pelo comprovante do cartão ou por documento sem o CNPJ da ${company}.`],
    taxRules: [
      `**Documentos:** as notas fiscais devem identificar o CNPJ da ${company}, a descrição, a data e o valor (Lei 9.532/97 art. 61).`,
      `**NFS-e:** o padrão nacional da nota fiscal de serviços eletrônica é obrigatório desde ${format.date(new Date(f.nfseNationalStandardFrom.value))} (LC 214/2025 art. 62).`,
      `**Reforma tributária:** a partir de ${f.taxReformTestYear.value}, as notas trazem os novos campos de CBS e IBS (alíquotas de teste de ${format.percent(f.cbsTestRate.value)} e ${format.percent(f.ibsTestRate.value)}, ainda sem cobrança); a cobrança da CBS começa em ${f.cbsCollectionYear.value}, e o ICMS e o ISS são extintos gradualmente até ${f.taxReformEndYear.value}. O financeiro confere esses campos em cada nota recebida.`,
      "**Dedutibilidade:** as despesas devem ser necessárias, usuais ou normais para a atividade (RIR/2018 art. 311).",
      "**Diárias:** as diárias para viagem não integram a remuneração (CLT art. 457 §2).",
    ],
    retention: `Guarde as notas fiscais e os documentos de viagem por ${f.documentRetentionYears.value} anos.`,
    reviewTriggers: "a implantação da CBS e do IBS na reforma tributária avançar para a próxima etapa",
  }),
};
