import type { ExpenseCategory, ProhibitedItem } from "~/lib/rulebook/policy-rules";

/*
 * What employees call what they spend on, per language and region, where a policy never writes it:
 * "unas chelas", "3 beers", "un parte", "um chopp", "el servibar", "un remise", "passagem de
 * ônibus", "1ª classe". Only the question and a note read these (the rules reader keeps the
 * words policies use); every pattern runs on `plain` text (lower case, no accents, same length).
 */

/** Drinks with alcohol, as people order them: each names the item, and a count before it is no money ("3 beers"). */
const DRINKS = [
  // English
  "beers?",
  "wines?",
  "cocktails?",
  "drinks",
  "pints?",
  "booze",
  "liquor",
  "whisk(?:e)?y",
  "vodka",
  "gin tonics?",
  "tequilas?",
  "margaritas?",
  "mojitos?",
  "champagne",
  "prosecco",
  "happy hour",
  // Spanish, every region's
  "cervezas?",
  "chelas?",
  "birras?",
  "polas?",
  "caguamas?",
  "tragos?",
  "copas? de vino",
  "copas",
  "vinos?",
  "cocteles?",
  "cocktails?",
  "piscos?",
  "pisco sours?",
  "mezcal(?:es)?",
  "chupitos?",
  "fernet",
  "guaro",
  "aguardiente",
  "schops?",
  "shops? de cerveza",
  // Spain's "una caña" (a small beer): only with a count or an article, "canas" alone is grey hair.
  "(?:una|unas|dos|tres|otra|otras|las) canas?",
  // Portuguese
  "cervejas?",
  "chopps?",
  "chopes?",
  "vinhos?",
  "caipirinhas?",
  "caipiroskas?",
  "cachacas?",
  // Portugal's "imperial" (a small draught beer).
  "(?:uma|umas|duas|tres|as) imperia(?:l|is)",
  "imperiais",
];
const DRINK = String.raw`(?:${DRINKS.join("|")})`;

/** Items a question names in words the policy does not use. */
export const EVERYDAY_ITEM_WORDS: ReadonlyArray<readonly [RegExp, ProhibitedItem]> = [
  [new RegExp(String.raw`\b${DRINK}\b`), "alcohol"],
  [
    // A traffic fine in each country's word: "multa", "infracción", "comparendo" (CO), "papeleta" (PE),
    // "un parte" (CL, AR), "auto de infração" (BR); "fine" only where it cannot be "is it fine".
    /\b(?:(?:traffic|parking|speeding|toll) (?:fine|ticket|citation)s?|(?:a|the|my) fine(?=\s*(?:$|[,.?!;]|\s+(?:of|for|from|in|at|on|to)\b))|fines|fined|citations?|tickets? for speeding|multas?|infracc?ion(?:es)?|infracao|infracoes|comparendos?|fotomultas?|papeletas?(?: de transito)?|(?:un|el|del|este|ese|mi) parte(?! de (?:la|el|los|las|mi|su|nuestr\w*|un|una)\b)|partes (?:de transito|policiales?)|boletas? de infraccion)\b/,
    "fines",
  ],
  [/\b(?:servibar|frigobar|mini ?-?bar|minibares|bar de la habitacion|frigobar do quarto)\b/, "minibar"],
  // The hotel's gym and wellness charges are of the spa's kind ("spa and gym charges").
  [/\b(?:(?:hotel )?gym (?:day )?pass(?:es)?|hotel gym|gimnasio del hotel|academia do hotel|sauna|massages?|masajes?|massagens?)\b/, "spa"],
  // Cash taken from an ATM with the card, in each country's words.
  [
    /\b(?:atm (?:withdrawals?|cash)|withdr[ae]w(?:al)?s? (?:cash|money)|(?:cash|money) (?:withdrawals?|from an atm)|(?:sacar|saquei|saque|saques|retirar|retire|retiro)\b[^.?!]{0,30}\b(?:atm|cajero|caixa eletronico|multibanco|efectivo|dinheiro)|(?:retiros?|saques?) (?:de|en|no|del) (?:efectivo|dinheiro|cajero|atm|caixa))\b/,
    "cashWithdrawals",
  ],
  [/\b(?:lavanderia|lavanderias|laundry|dry cleaning|tintoreria|lavado de ropa|lavagem de roupas?|lavandaria)\b/, "laundry"],
  [/\b(?:propinas?|gorjetas?|tips?|gratuit(?:y|ies)|caixinha)\b/, "tips"],
];

/** A number before one of these counts drinks, not money: "3 beers for $24", "2 chelas". */
export const COUNTED_DRINKS = new RegExp(String.raw`^\s*(?:${DRINK}|rounds?|rondas?|rodadas?)\b`);

/**
 * Tickets of a train or a bus are ground transport, whatever the ticket word ("pasaje", "passagem",
 * "billete", "bilhete" also name plane tickets): the vehicle decides. Apps and cars by region.
 */
const VEHICLE = String.raw`(?:trains?|tren(?:es)?|trem|comboio|bus(?:es)?|coach|autobus(?:es)?|omnibus|onibus|autocarro|micro|colectivo|guagua|metro|subte|ferry|ferri|balsa|lancha)`;
export const EVERYDAY_CATEGORY_WORDS: ReadonlyArray<readonly [RegExp, ExpenseCategory]> = [
  [
    new RegExp(
      String.raw`\b(?:(?:tickets?|fares?|boletos?|billetes?|pasajes?|tiquetes?|passagens?|passagem|bilhetes?)\s+(?:de\s+|do\s+|da\s+|del\s+|en\s+|em\s+|of\s+|for\s+|para\s+(?:el\s+|o\s+)?)?${VEHICLE}|${VEHICLE}\s+(?:tickets?|fares?|rides?|pass(?:es)?))\b`,
    ),
    "groundTransport",
  ],
  [
    /\b(?:uber|cabs?|cabify|didi|lyft|indrive(?:r)?|remis(?:e|es)?|mototaxi|taxis?|moto ?taxi|99 ?pop|amtrak|renfe|eurostar|alsa)\b/,
    "groundTransport",
  ],
  // "jantei no hotel", "almorcé en el cliente": eating out said with the verb is a meal wherever it was.
  [
    /\b(?:jantei|jantamos|almocei|almocamos|cenei|cene|cenamos|almorce|almorzamos|desayune|desayunamos|had (?:dinner|lunch|breakfast))\b/,
    "meals",
  ],
  [/\b(?:uber eats|rappi|ifood|pedidos ya|pedidosya|door ?dash|grubhub|delivery de comida)\b/, "meals"],
  // A seat at a game, a concert or a show: entertainment, whoever it is for.
  [
    /\b(?:(?:a|the|to)\s+[a-z]+\s+(?:game|match)|(?:games?|matches|match|concerts?|shows?|theat(?:re|er)|partidos?|jogos?|conciertos?|espetaculos?|espectaculos?)\s+(?:tickets?|tix|entradas?|ingressos?|boletos?)|(?:tickets?|tix|entradas?|ingressos?|boletos?)\s+(?:to|for|para|pro|pra|al|del|de|do)\s+(?:(?:a|the|el|o|un|um)\s+)?(?:[a-z]+\s+)?(?:game|match|concert|show|partido|jogo|concierto|futbol|futebol))\b/,
    "entertainment",
  ],
  // What a company buys for a fair or a job: a booth, equipment, a course, not a trip's expense.
  [
    /\b(?:(?:trade show |exhibition |expo )?booths?|stands?|estandes?|equipos? (?:de|para) (?:medicion|computo|laboratorio|trabajo|seguridad)|equipo(?:s)? de oficina|projectors?|proyector(?:es)?|projetor(?:es)?|tools|herramientas?|ferramentas?|formacao|formacion|training courses?|workshops?|talleres?)\b/,
    "other",
  ],
  [
    /\b(?:laptops?|computers?|computador(?:a|as|es)?|notebooks?|monitor(?:es)?|printers?|impresoras?|impressoras?|headphones|audifonos|fones de ouvido|software|licencias?|licencas?|licenses?|equipment|equipo de oficina|equipamentos?)\b/,
    "other",
  ],
];

/**
 * A class written with a number ("1ª classe", "1a clase", "1st class"): a cabin, never an amount of 1.
 * "en primera", "na primeira", "in 1st" said of a flight are the first class too.
 */
export const NUMBERED_FIRST = /\b1\s?(?:a|ª|º|°|st|era|ra)\s*(?:class|clase|classe)\b/;
export const FIRST_IN_FLIGHT =
  /\b(?:en|em|na|in)\s+(?:1\s?(?:a|ª|st|era|ra)|primera|primeira)(?![a-z0-9])(?!\s+(?:vez|viagem|viaje|noche|noite|semana|dia|hora|parte|etapa|fila|linea|linha|ronda|quincena|quinzena|mitad|metade|opcion|opcao|instancia))/;

/** Words that say the spender has no document for the expense: lost, never given, not at hand. */
const DOCUMENT_NAME = String.raw`(?:receipts?|itemi[sz]ed (?:bill|folio|receipt)|folio|invoices?|tiques?|tickets?|boletas?|facturas?|recibos?|comprobantes?|notas?(?: fisca(?:l|is))?|comprovantes?|cupons?|cupom|faturas?)`;
export const WITHOUT_DOCUMENT = new RegExp(
  String.raw`\b(?:lost|misplaced|(?:can'?t|cannot|couldn'?t) find|never (?:got|gave me|received)|didn'?t (?:get|keep)|(?:do not|don'?t) have|no|without|perdi|perdio|extravie|extravio|se me perdio|no tengo|no me (?:dieron|dio)|nunca me (?:dieron|dio)|sin|nao tenho|nao me (?:deram|deu)|sem|fiquei sem)\s+(?:(?:a|an|the|my|any|el|la|mi|los|las|o|a|meu|minha|nenhum|nenhuma|ninguna|ningun)\s+)?(?:\w+\s+)?${DOCUMENT_NAME}\b|\b${DOCUMENT_NAME}\s+(?:(?:was|is|got)\s+)?(?:lost|missing|perdid[oa]|extraviad[oa])\b`,
);

/** A cash advance asked for before a trip, in each language (not "in advance", "advance booking"). */
export const CASH_ADVANCE =
  /\b(?:(?:cash|travel|trip) advances?|(?:an|a|the) advance(?! (?:booking|notice|purchase|approval|payment))|anticipos?|adelantos? (?:de (?:efectivo|viaticos|dinero|viaje))|adiantamentos?)\b/;

/** The expense did not get the approval it needed first: "nobody approved it beforehand", "sin aprobación previa". */
/** A ride in a taxi or a ride-hailing car: what a cap per ride is about. */
export const RIDE = /\b(?:uber|ubers|cabs?|cabify|didi|lyft|taxis?|taxi ride|remis(?:e|es)?|99 ?pop|ride ?share|rideshare)\b/;

/** A question about who approves ("who signs off?", "does the CFO have to sign?", "quem aprova?", "lo autoriza mi jefe?"). */
export const APPROVAL_ASKED =
  /\b(?:who (?:approves|signs|authori[sz]es)|who has to (?:approve|sign)|(?:have|has|need|needs) to (?:sign|approve)|need (?:an? |any |prior |pre-?)?approval|needs? (?:an? |any |prior |pre-?)?approval|approval first|sign(?:s|ed)? off|quien (?:aprueba|autoriza|firma)|lo (?:aprueba|autoriza)|la (?:aprueba|autoriza)|necesita (?:aprobacion|autorizacion)|requiere (?:aprobacion|autorizacion)|quem (?:aprova|autoriza|assina)|precisa (?:de |da )?(?:aprovacao|autorizacao|assinatura)|precisa do (?:diretor|gerente|ceo|cfo)|precisa da (?:diretora|gerente)|(?:can|could|may|will) (?:\w+ ){0,2}(?:approve|sign (?:it )?off|authori[sz]e) it|puede (?:aprobar|autorizar)\w*|pode (?:aprovar|autorizar))\b/;

/** Someone already approved it ("my supervisor already said yes", "o gestor já aprovou", "Ruben ya me aprobó"): is that enough? */
export const APPROVAL_GIVEN =
  /\b(?:(?:already|has|have) (?:\w+ )?approved|already (?:said yes|signed off)|(?:ya|ja) (?:me |lo |la |o |a )?(?:aprobo|aprovou|autorizo|autorizou)|(?:me |lo |la )aprobo|aprovou|autorizou)\b/;

export const NOT_APPROVED =
  /\b(?:nobody|no one|noone)\b[^.?!]{0,12}\b(?:approved|authori[sz]ed|signed off)\b|\b(?:wasn'?t|was not|weren'?t|were not|never|not) (?:pre-?)?(?:approved|authori[sz]ed)\b|\bwithout (?:any |prior |pre-?)?(?:approval|authori[sz]ation)\b|\bsin (?:aprobacion|autorizacion)\b|\bnadie (?:lo |la |me lo |me la )?(?:aprobo|autorizo)\b|\bno (?:lo |la |me lo |me la )?(?:aprobaron|autorizaron|aprobo|autorizo)\b|\bno (?:fue|estaba) (?:aprobad|autorizad)[oa]\b|\bsem (?:aprovacao|autorizacao)\b|\bninguem (?:aprovou|autorizou)\b|\bnao (?:foi |estava )?(?:aprovad|autorizad)[oa]\b/;
