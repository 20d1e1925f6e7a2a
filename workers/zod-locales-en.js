// What the Worker keeps of zod's locales namespace (see wrangler.toml, [alias]): English, its default.
export { default as en } from "zod/v4/locales/en.js";
