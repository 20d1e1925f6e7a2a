import { anyOf, type Vocabulary } from "./shared";

/* opening: greetings and thanks that open a line; aside: what people add around their rules. */

// prettier-ignore
const WORDS: Vocabulary<"opening" | "aside" | "anecdote"> = {
  en: {
    opening: ["hi", "hello", "hey", "thanks", "thank you", "thx", "cheers", "sorry", "apologies", "lol", "ok", "okay", "p\\.?s\\.?"],
    aside: ["sorry for (?:the )?typos", "no accents", "let me know", "any questions", "hope this helps", "thanks in advance"],
    anecdote: ["typing (?:this|from)", "last night (?:was|cost)"],
  },
  es: {
    opening: ["hola", "buenas", "buenos dias", "gracias", "saludos", "perdon", "disculpa\\w*", "ok"],
    aside: ["perdon por (?:los )?errores", "sin acentos", "avisame", "cualquier duda", "espero que sirva", "gracias de antemano",
      "desde ya gracias"],
    anecdote: ["(?:te |les )?escribo desde", "anoche (?:fue|me salio|pague)"],
  },
  pt: {
    opening: ["ola", "oi", "bom dia", "boa tarde", "obrigad[oa]", "abracos?", "desculpa\\w*", "ok"],
    aside: ["sem acentos", "me avisa", "qualquer duvida", "obrigad[oa] desde ja"],
    anecdote: ["(?:to |estou )?escrevendo (?:de|do|da)", "ontem (?:a noite )?(?:foi|deu|paguei)"],
  },
};

/** Greetings, thanks and apologies: nothing of the policy, never shown as a rule to place. */
export const CHATTER = new RegExp(String.raw`^${anyOf(WORDS, "opening")}\b|\b${anyOf(WORDS, "aside")}\b`);

/** "typing this from a hotel in Medellín (dinner last night was 180.000 COP)": what happened to the writer, no rule. */
export const ANECDOTE = new RegExp(String.raw`\b${anyOf(WORDS, "anecdote")}\b`);
