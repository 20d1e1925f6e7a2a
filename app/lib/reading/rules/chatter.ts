import { anyOf, type Vocabulary } from "./shared";

/* opening: greetings and thanks that open a line; aside: what people add around their rules. */

// prettier-ignore
const WORDS: Vocabulary<"opening" | "aside"> = {
  en: {
    opening: ["hi", "hello", "hey", "thanks", "thank you", "thx", "cheers", "sorry", "lol", "ok", "okay", "p\\.?s\\.?"],
    aside: ["sorry for (?:the )?typos", "no accents", "let me know", "any questions", "hope this helps", "thanks in advance"],
  },
  es: {
    opening: ["hola", "buenas", "buenos dias", "gracias", "saludos", "perdon", "disculpa\\w*", "ok"],
    aside: ["perdon por (?:los )?errores", "sin acentos", "avisame", "cualquier duda", "espero que sirva", "gracias de antemano",
      "desde ya gracias"],
  },
  pt: {
    opening: ["ola", "oi", "bom dia", "boa tarde", "obrigad[oa]", "abracos?", "desculpa\\w*", "ok"],
    aside: ["sem acentos", "me avisa", "qualquer duvida", "obrigad[oa] desde ja"],
  },
};

/** Greetings, thanks and apologies: nothing of the policy, never shown as a rule to place. */
export const CHATTER = new RegExp(String.raw`^${anyOf(WORDS, "opening")}\b|\b${anyOf(WORDS, "aside")}\b`);
