import type { ImportTexts } from "../en/importing";

const importing: ImportTexts = {
  errors: {
    scanned:
      "Este PDF no tiene texto que leer: parece un escaneo (imágenes de páginas). Sube el archivo Word o PDF en que se escribió la política, o pega el texto.",
    password: "Este archivo está protegido con contraseña. Guarda una copia sin contraseña y súbela.",
    corrupt: "Este archivo está dañado o incompleto y no se pudo leer. Guárdalo de nuevo y sube la copia nueva.",
    unsupported: "Leemos archivos PDF, Word (.docx), Markdown (.md) y texto (.txt). Guarda la política en uno de ellos y súbela.",
    tooLarge: "El archivo supera los {{megabytes}} MB. Sube un archivo más pequeño o pega el texto de la política.",
    tooManyWords: "La política tiene {{words}} palabras; leemos como máximo {{max}}. Sube la parte con las reglas de gastos.",
    empty: "El archivo no tiene texto que podamos leer.",
    fileRequired: "Elige el archivo de tu política actual.",
    textRequired: "Envía el texto de la política.",
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
    findings: "Lo que dice la ley de {{country}} sobre tu política",
    source: "Fuente",
    asOf: "a {{date}}",
    quoted: "Tu política dice: «{{line}}»",
  },
  changes: {
    title: "Qué cambió respecto de tu política",
    intro: "Cada regla de tu política y qué hace con ella la nueva política.",
    kept: "Se mantiene",
    changed: "Cambia",
    added: "Se añade",
    notCarried: "No se incluye",
    keptCount: "{{count}} se mantienen",
    changedCount: "{{count}} cambian",
    addedCount: "{{count}} se añaden",
    notCarriedCount: "{{count}} no se incluyen",
    yourLine: "Tu política: «{{line}}»",
    why: "Por qué",
    whyCountry: "la cifra de {{country}} ({{source}}, a {{date}})",
    whyProposed: "tu política no tenía ninguna: {{why}}",
    whyCorrected: "la corregiste en «Lo que entendimos»",
    whyChanged: "la nueva política la expresa de otro modo",
    whyNotCarried: "esta línea no se pudo leer como regla, así que la nueva política no la incluye: añádela si sigue vigente",
    download: "Descargar el informe de cambios",
    fileTitle: "Qué cambió respecto de la política de {{company}}",
  },
};

export default importing;
