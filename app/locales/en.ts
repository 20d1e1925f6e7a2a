const en = {
  meta: {
    title: "Travel & Expense Policy Generator with AI",
    description:
      "Create a travel and expense policy tailored to your company in minutes: local tax rules, currency and documentation, in English, Spanish and Portuguese. Free.",
  },
  common: {
    language: "Language",
    signIn: "Sign in",
    signOut: "Sign out",
    myPolicies: "My policies",
    admin: "Admin",
    home: "Home",
    backToHome: "Back to Home",
    loading: "Loading…",
    close: "Close",
    cancel: "Cancel",
    logoAlt: "{{product}} home",
  },
  hero: {
    eyebrow: "Free tool by {{provider}}",
    title: "Your travel and expense policy, written by AI in minutes",
    subtitle:
      "Tell us about your company and your rules. Get a complete, professional policy you can share with your team and upload to {{provider}}.",
    start: "Start for free",
  },
  features: {
    tailored: { title: "Tailored to your company", body: "Limits by role and category, built from what you tell us about your team." },
    regional: {
      title: "Based on your region",
      body: "Local tax rules, currency and documentation requirements for the country you operate in.",
    },
    bestPractices: {
      title: "Trained on best practices",
      body: "Structured like the policies finance teams trust: clear limits, approvals and consequences.",
    },
  },
  form: {
    title: "Create your policy",
    companyName: "Company name",
    companyNamePlaceholder: "e.g. Andes Logistics S.A.S.",
    country: "Country or sample",
    description: "Describe your company and your expense rules",
    descriptionPlaceholder:
      "Country, currency, number of employees, industry, roles with monthly and per-transaction limits, meals and lodging limits, anything else your policy must say…",
    generate: "Generate policy",
    generating: "Generating...",
  },
  connect: {
    title: "Connect your policy to {{provider}}",
    subtitle: "Turn the document into rules your cards enforce.",
    step1: { title: "Create your policy", body: "Generate it here, in your language, in minutes." },
    step2: { title: "Upload it to {{provider}}", body: "Add the PDF to your account so everyone works from the same rules." },
    step3: { title: "Spend outside the policy gets flagged", body: "Out-of-policy spend is flagged automatically for review." },
    button: "Go to {{provider}}",
  },
  footer: {
    contact: "Contact",
    feedback: "Send feedback",
    privacy: "Privacy policy",
    terms: "Terms of service",
    mileage: "Mileage reimbursement calculator",
    copyright: "© 2025 {{provider}}. All rights reserved.",
  },
  auth: {
    signInTitle: "Sign in",
    devNote: "Local sign-in for development: enter any email. admin@example.com is an administrator.",
    email: "Email",
    firstName: "First name",
    continue: "Continue",
    invalidEmail: "Enter a valid email address.",
    firstNameTooLong: "The first name is too long.",
    failedTitle: "Sign-in failed",
    denied: "Sign-in was cancelled at the identity provider. You can try again.",
    badState: "The sign-in link expired or was opened in another browser. Please start again.",
    providerDown: "The identity provider is not reachable right now. Please try again in a moment.",
    tryAgain: "Try again",
  },
  notFound: {
    title: "Page Not Found",
    body: "The page you are looking for does not exist.",
    hint: "Did you forget to add the page to the router?",
  },
  errors: {
    notFound: "Not found.",
    crossSite: "This request did not come from this site and was refused.",
    title: "Something went wrong",
    unexpected: "An unexpected error occurred. Please try again.",
    badRequest: "The request was not valid.",
    unauthorized: "Please sign in to continue.",
    forbidden: "You don't have permission to do that.",
    tooManyRequests: "Too many requests. Please wait a moment and try again.",
  },
};

export default en;
export type Translation = typeof en;
