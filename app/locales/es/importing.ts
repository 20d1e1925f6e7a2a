import type { ImportTexts } from "../en/importing";

const importing: ImportTexts = {
  errors: {
    scanned:
      "Este PDF no tiene texto que leer: parece un escaneo (imágenes de páginas). Suba el archivo Word o PDF en que se escribió la política, o pegue su texto.",
    password: "Este archivo está protegido con contraseña. Guarde una copia sin contraseña y súbala.",
    corrupt: "Este archivo está dañado o incompleto y no se pudo leer. Guárdelo de nuevo y suba la copia nueva.",
    unsupported: "Leemos archivos PDF, Word (.docx), Markdown (.md) y texto (.txt). Guarde la política en uno de ellos y súbala.",
    tooLarge: "El archivo supera los {{megabytes}} MB. Suba un archivo más pequeño o pegue el texto de la política.",
    tooManyWords: "La política tiene {{words}} palabras; leemos como máximo {{max}}. Suba la parte con las reglas de gastos.",
    empty: "El archivo no tiene texto que podamos leer.",
    fileRequired: "Elija el archivo de su política actual.",
    textRequired: "Envíe el texto de la política.",
  },
  findings: {
    aboveDeductible: {
      meals: "Las comidas de {{amount}} al día superan los {{cap}} que la empresa puede deducir ({{law}}).",
      lodging: "El alojamiento de {{amount}} por noche supera los {{cap}} que la empresa puede deducir ({{law}}).",
    },
    aboveTaxFree: {
      meals: "Las comidas de {{amount}} al día superan los {{cap}} exentos para el empleado ({{law}}): el exceso tributa como salario.",
      lodging:
        "El alojamiento de {{amount}} por noche supera los {{cap}} exentos para el empleado ({{law}}): el exceso tributa como salario.",
    },
    receiptThreshold: "Comprobantes solo por encima de {{amount}}: la autoridad tributaria los exige desde {{required}}.",
    receiptsAlways: "Comprobantes solo por encima de {{amount}}: la autoridad tributaria exige un comprobante por cada gasto.",
    noApprovals: "Sin niveles de aprobación: nadie está designado para aprobar los gastos grandes.",
    approvalGap: "Entre {{from}} y {{to}} no se designa quién aprueba.",
    approvalTop: "Por encima de {{amount}} no se designa quién aprueba.",
    noCard: "No hay una sección sobre la tarjeta corporativa: quién la tiene, qué puede pagar y qué pasa con los cargos personales.",
    noReceiptCapture: "Nada sobre cómo capturar los comprobantes (una foto en la app al pagar): se pierden al cierre del mes.",
  },
  screen: {
    reading: "Leyendo {{file}}…",
    read: "Leído de {{file}}: {{rules}} reglas, {{unread}} líneas sin leer.",
    remove: "Usar una descripción",
    findings: "Lo que dice la ley de {{country}} sobre su política",
    source: "Fuente",
    asOf: "a {{date}}",
    quoted: "Su política dice: «{{line}}»",
  },
  changes: {
    title: "Qué cambió respecto de su política",
    intro: "Cada regla de su política y qué hace con ella la nueva política.",
    kept: "Se mantiene",
    changed: "Cambia",
    added: "Se añade",
    notCarried: "No se incluye",
    keptCount: "{{count}} se mantienen",
    changedCount: "{{count}} cambian",
    addedCount: "{{count}} se añaden",
    notCarriedCount: "{{count}} no se incluyen",
    yourLine: "Su política: «{{line}}»",
    why: "Por qué",
    whyCountry: "la cifra de {{country}} ({{source}}, a {{date}})",
    whyProposed: "su política no tenía ninguna: {{why}}",
    whyCorrected: "usted la corrigió en «Lo que entendimos»",
    whyChanged: "la nueva política la expresa de otro modo",
    whyNotCarried: "esta línea no se pudo leer como regla, así que la nueva política no la incluye: añádala si sigue vigente",
    download: "Descargar el informe de cambios",
    fileTitle: "Qué cambió respecto de la política de {{company}}",
  },
};

export default importing;
