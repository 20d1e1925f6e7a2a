import type { Translation } from "./en";

const es: Translation = {
  meta: {
    title: "Generador de políticas de viajes y gastos con IA",
    description:
      "Crea en minutos una política de viajes y gastos a la medida de tu empresa: normas fiscales locales, moneda y documentación, en español, inglés y portugués. Gratis.",
  },
  common: {
    language: "Idioma",
    signIn: "Iniciar sesión",
    signOut: "Cerrar sesión",
    myPolicies: "Mis políticas",
    admin: "Administración",
    home: "Inicio",
    backToHome: "Volver al inicio",
    loading: "Cargando…",
    close: "Cerrar",
    cancel: "Cancelar",
    logoAlt: "Inicio de {{product}}",
  },
  hero: {
    eyebrow: "Herramienta gratuita de {{provider}}",
    title: "Tu política de viajes y gastos, escrita por IA en minutos",
    subtitle:
      "Cuéntanos sobre tu empresa y tus reglas. Obtén una política completa y profesional para compartir con tu equipo y subir a {{provider}}.",
    start: "Empieza gratis",
  },
  features: {
    tailored: { title: "A la medida de tu empresa", body: "Límites por rol y categoría, a partir de lo que nos cuentas de tu equipo." },
    regional: {
      title: "Basada en tu región",
      body: "Normas fiscales locales, moneda y requisitos de documentación del país donde operas.",
    },
    bestPractices: {
      title: "Entrenada con buenas prácticas",
      body: "Estructurada como las políticas en las que confían los equipos de finanzas: límites, aprobaciones y consecuencias claras.",
    },
  },
  form: {
    title: "Crea tu política",
    companyName: "Nombre de la empresa",
    companyNamePlaceholder: "p. ej. Andes Logistics S.A.S.",
    country: "País o ejemplo",
    description: "Describe tu empresa y tus reglas de gastos",
    descriptionPlaceholder:
      "País, moneda, número de empleados, sector, cargos con límites mensuales y por transacción, límites de comidas y alojamiento, y cualquier otra regla…",
    generate: "Generar política",
    generating: "Generando...",
  },
  connect: {
    title: "Conecta tu política con {{provider}}",
    subtitle: "Convierte el documento en reglas que tus tarjetas aplican.",
    step1: { title: "Crea tu política", body: "Genérala aquí, en tu idioma, en minutos." },
    step2: { title: "Súbela a {{provider}}", body: "Agrega el PDF a tu cuenta para que todos trabajen con las mismas reglas." },
    step3: { title: "Se marcan los gastos fuera de política", body: "Los gastos fuera de la política se marcan automáticamente para revisión." },
    button: "Ir a {{provider}}",
  },
  footer: {
    contact: "Contacto",
    feedback: "Enviar comentarios",
    privacy: "Política de privacidad",
    terms: "Términos del servicio",
    mileage: "Calculadora de reembolso por kilometraje",
    copyright: "© 2025 {{provider}}. Todos los derechos reservados.",
  },
  auth: {
    signInTitle: "Iniciar sesión",
    devNote: "Inicio de sesión local para desarrollo: escribe cualquier correo. admin@example.com es administrador.",
    email: "Correo electrónico",
    firstName: "Nombre",
    continue: "Continuar",
    invalidEmail: "Escribe un correo electrónico válido.",
    firstNameTooLong: "El nombre es demasiado largo.",
    failedTitle: "No se pudo iniciar sesión",
    denied: "Se canceló el inicio de sesión en el proveedor de identidad. Puedes intentarlo de nuevo.",
    badState: "El enlace de inicio de sesión caducó o se abrió en otro navegador. Vuelve a empezar.",
    providerDown: "El proveedor de identidad no está disponible en este momento. Inténtalo de nuevo en un momento.",
    tryAgain: "Intentar de nuevo",
  },
  notFound: {
    title: "Página no encontrada",
    body: "La página que buscas no existe.",
    hint: "¿Olvidaste agregar la página al enrutador?",
  },
  errors: {
    notFound: "No encontrado.",
    crossSite: "Esta solicitud no vino de este sitio y fue rechazada.",
    title: "Algo salió mal",
    unexpected: "Ocurrió un error inesperado. Inténtalo de nuevo.",
    badRequest: "La solicitud no es válida.",
    unauthorized: "Inicia sesión para continuar.",
    forbidden: "No tienes permiso para hacer eso.",
    tooManyRequests: "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.",
  },
};

export default es;
