import type { UnitedStatesPack } from "../country-packs.server";
import type { CountryTexts } from "../phrase-types.server";

export const UNITED_STATES_TEXT: CountryTexts<UnitedStatesPack> = {
  en: ({ pack: { facts: f }, company, format }) => {
    const mileage = `${format.number(f.mileageRatePerMile.value * 100)} cents per mile for ${f.mileageRateYear.value}`;
    return {
      mileage: `at the IRS standard mileage rate in effect for the year of travel (${mileage})`,
      allowable: [
        `${company} reimburses under an IRS accountable plan (section 7), so reimbursements are not taxable income for employees.`,
      ],
      limits: [
        `For reference, the federal standard per diem for fiscal year ${f.gsaFiscalYear.value} (GSA) is ${format.money(f.gsaLodgingPerNight.value)} for lodging and ${format.money(f.gsaMealsPerDay.value)} for meals and incidental expenses per day; ${company}'s own limits above apply.`,
      ],
      cards: [
        `Cash advances, when approved, are given no more than ${f.advanceMaxDaysBefore.value} days before the expense, and any unused amount is returned within ${f.returnExcessDays.value} days.`,
      ],
      documents: [
        "Under IRS rules, each record must also show where the expense took place and, for meals, the business relationship of the people present.",
      ],
      nonReimbursable: [
        "Entertainment, such as tickets to sporting events, concerts or golf, which is no longer deductible after the 2017 tax reform (TCJA).",
      ],
      taxRules: [
        `**Accountable plan (IRC §62(c)):** every reimbursement must have a business connection, be substantiated, and any excess must be returned. Substantiate expenses within ${f.substantiationDays.value} days and return excess advances within ${f.returnExcessDays.value} days; amounts not substantiated or returned in time are treated as taxable wages.`,
        `**Receipts:** lodging always needs a receipt; other expenses need documentary evidence from ${format.money(f.receiptThreshold.value)}.`,
        `**Meals:** ${format.percent(f.mealsDeductibleShare.value)} deductible; entertainment is not deductible (IRS Notice 2018-76).`,
        `**Mileage:** the IRS standard mileage rate for the year of travel (${mileage}).`,
        `**State law:** some states require employers to reimburse necessary work expenses, such as mileage or a personal phone used for work; ${company} follows the rules of the state where each employee works.`,
      ],
      retention: "Keep receipts and expense records for as long as the IRS may examine the tax returns they support.",
      reviewTriggers: "the IRS publishes a new standard mileage rate or the per diem rates change, as they do every year",
      lateSubstantiation: {
        days: f.substantiationDays.value,
        warning: `Under the IRS accountable-plan rules, expenses substantiated more than ${f.substantiationDays.value} days after they were paid or incurred may be treated as taxable wages, so submit well within the company's deadline.`,
      },
    };
  },
  es: ({ pack: { facts: f }, company, format }) => {
    const mileage = `${format.number(f.mileageRatePerMile.value * 100)} centavos de dólar por milla en ${f.mileageRateYear.value}`;
    return {
      mileage: `a la tarifa estándar por milla del IRS vigente en el año del viaje (${mileage})`,
      allowable: [
        `${company} reembolsa mediante un plan de reembolso con rendición de cuentas del IRS (sección 7), de modo que los reembolsos no son ingreso gravable para los empleados.`,
      ],
      limits: [
        `Como referencia, los viáticos federales estándar del año fiscal ${f.gsaFiscalYear.value} (GSA) son de ${format.money(f.gsaLodgingPerNight.value)} para alojamiento y de ${format.money(f.gsaMealsPerDay.value)} diarios para comidas y gastos menores; se aplican los límites propios de ${company} indicados arriba.`,
      ],
      cards: [
        `Los anticipos en efectivo, cuando se aprueban, se entregan como máximo ${f.advanceMaxDaysBefore.value} días antes del gasto, y lo no utilizado se devuelve dentro de los ${f.returnExcessDays.value} días.`,
      ],
      documents: [
        "Según las reglas del IRS, cada registro debe indicar además el lugar del gasto y, en las comidas, la relación de negocios con las personas presentes.",
      ],
      nonReimbursable: [
        "El entretenimiento, como entradas a eventos deportivos, conciertos o golf, que ya no es deducible desde la reforma fiscal de 2017 (TCJA).",
      ],
      taxRules: [
        `**Plan de reembolso con rendición de cuentas (IRC §62(c)):** cada reembolso debe tener relación con el negocio, estar comprobado, y todo excedente debe devolverse. Compruebe los gastos dentro de los ${f.substantiationDays.value} días y devuelva los anticipos sobrantes dentro de los ${f.returnExcessDays.value} días; los montos no comprobados o no devueltos a tiempo se tratan como salario gravable.`,
        `**Comprobantes:** el alojamiento siempre requiere comprobante; los demás gastos requieren prueba documental desde ${format.money(f.receiptThreshold.value)}.`,
        `**Comidas:** deducibles al ${format.percent(f.mealsDeductibleShare.value)}; el entretenimiento no es deducible (Aviso 2018-76 del IRS).`,
        `**Kilometraje:** la tarifa estándar por milla del IRS para el año del viaje (${mileage}).`,
        `**Leyes estatales:** algunos estados obligan a reembolsar los gastos de trabajo necesarios, como el kilometraje o el teléfono personal usado para trabajar; ${company} sigue las reglas del estado donde trabaja cada empleado.`,
      ],
      retention: "Conserve los comprobantes y registros de gastos mientras el IRS pueda revisar las declaraciones que respaldan.",
      reviewTriggers: "el IRS publique una nueva tarifa estándar por milla o cambien las tarifas de viáticos, como ocurre cada año",
      lateSubstantiation: {
        days: f.substantiationDays.value,
        warning: `Según las reglas del plan de reembolso con rendición de cuentas del IRS, los gastos justificados más de ${f.substantiationDays.value} días después de pagarse o incurrirse pueden tratarse como salario gravable, así que preséntalos bastante antes del plazo de la empresa.`,
      },
    };
  },
  "pt-BR": ({ pack: { facts: f }, company, format }) => {
    const mileage = `${format.number(f.mileageRatePerMile.value * 100)} centavos de dólar por milha em ${f.mileageRateYear.value}`;
    return {
      mileage: `pela tarifa padrão por milha do IRS vigente no ano da viagem (${mileage})`,
      allowable: [
        `A ${company} reembolsa por meio de um plano de reembolso com prestação de contas do IRS (seção 7), de modo que os reembolsos não são renda tributável para os funcionários.`,
      ],
      limits: [
        `Como referência, as diárias federais padrão do ano fiscal ${f.gsaFiscalYear.value} (GSA) são de ${format.money(f.gsaLodgingPerNight.value)} para hospedagem e de ${format.money(f.gsaMealsPerDay.value)} por dia para refeições e pequenas despesas; valem os limites próprios da ${company} indicados acima.`,
      ],
      cards: [
        `Adiantamentos em dinheiro, quando aprovados, são pagos no máximo ${f.advanceMaxDaysBefore.value} dias antes da despesa, e o valor não usado é devolvido em até ${f.returnExcessDays.value} dias.`,
      ],
      documents: [
        "Pelas regras do IRS, cada registro deve indicar também o local da despesa e, nas refeições, a relação comercial com as pessoas presentes.",
      ],
      nonReimbursable: [
        "Entretenimento, como ingressos para eventos esportivos, espetáculos ou golfe, que deixou de ser dedutível com a reforma tributária de 2017 (TCJA).",
      ],
      taxRules: [
        `**Plano de reembolso com prestação de contas (IRC §62(c)):** todo reembolso deve ter relação com o negócio, ser comprovado, e qualquer excedente deve ser devolvido. Comprove as despesas em até ${f.substantiationDays.value} dias e devolva os adiantamentos excedentes em até ${f.returnExcessDays.value} dias; valores não comprovados ou não devolvidos no prazo são tratados como salário tributável.`,
        `**Comprovantes:** hospedagem sempre exige comprovante; as demais despesas exigem prova documental a partir de ${format.money(f.receiptThreshold.value)}.`,
        `**Refeições:** dedutíveis em ${format.percent(f.mealsDeductibleShare.value)}; entretenimento não é dedutível (Aviso 2018-76 do IRS).`,
        `**Quilometragem:** a tarifa padrão por milha do IRS para o ano da viagem (${mileage}).`,
        `**Leis estaduais:** alguns estados obrigam o reembolso das despesas de trabalho necessárias, como quilometragem ou o telefone pessoal usado no trabalho; a ${company} segue as regras do estado onde cada funcionário trabalha.`,
      ],
      retention: "Guarde os comprovantes e registros de despesas enquanto o IRS puder examinar as declarações que eles sustentam.",
      reviewTriggers: "o IRS publicar a nova tarifa padrão por milha ou as diárias mudarem, como acontece todo ano",
      lateSubstantiation: {
        days: f.substantiationDays.value,
        warning: `Pelas regras do plano de reembolso com prestação de contas do IRS, despesas comprovadas mais de ${f.substantiationDays.value} dias depois de pagas ou incorridas podem ser tratadas como salário tributável; por isso, envie bem antes do prazo da empresa.`,
      },
    };
  },
};
