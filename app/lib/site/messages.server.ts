import { createInstance, type ParseKeys } from "i18next";
import { i18nConfig } from "~/i18n";
import type { Language } from "./languages";

// One shared instance for code that has no request (the Durable Object): resources are bundled.
const instance = createInstance();
void instance.init({ ...i18nConfig, lng: "en", initImmediate: false });

/** A translated message by key, for server code that runs outside a request's loader. */
export function message(language: Language, key: ParseKeys, values: Record<string, unknown> = {}): string {
  return instance.getFixedT(language)(key, values) as string;
}
