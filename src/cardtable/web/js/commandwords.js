/**
 * The words of typed commands: the terminal client's commands in the page's language (the
 * `commands` catalogue: `ход 2`, `стол`) and in English, which every language accepts; the
 * commands as the help lists them; and the cards a typed discard names.
 */
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";
import { boardOf } from "./boards.js";
import { lang, t } from "./i18n.js";

/** The page's commands, in the order its help lists them. */
const LISTED = ["play", "card", "take", "bid", "discard", "end", "challenge", "claim", "pass", "table",
  "score", "turn", "hand", "pile", "hint", "repeat", "help", "left", "right", "yes", "no", "cancel", "say",
  "quit"];
/** The commands that belong to one game or rule (the others work in every game). */
export const GAME_OWN = ["take", "bid", "discard", "end", "challenge", "claim", "pass"];
/** Every command the page knows: the listed ones, Enter (play) and reconnect (drop the
 * connection, as a network failure would). */
const COMMANDS = ["enter", ...LISTED, "reconnect"];
const SUITS = ["diamonds", "hearts", "spades", "clubs"];
const SUIT_LETTERS = "dhsc";
const RANKS52 = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const CARD52 = /^(10|[2-9JQKA])([DHSC♦♥♠♣])$/i;
const RANGE = /^(\d+)[-–—](\d+)$/;
/** A whole number as typed (a hand position, a table card, a marker). */
export const NUMBER = /^[0-9]+$/;

let english = null;
const tables = new Map();

/** The English catalogue of the commands (its words work in every language), loaded once. */
function englishBundle() {
  if (!english) {
    english = fetch("/locales/en/commands.ftl", { cache: "no-cache" }).then((response) => {
      if (!response.ok) throw new Error("the catalogue en/commands.ftl could not be loaded");
      return response.text();
    }).then((source) => {
      const loaded = new FluentBundle("en", { useIsolating: false });
      loaded.addResource(new FluentResource(source));
      return loaded;
    });
    english.catch(() => { english = null; });
  }
  return english;
}

function rawOf(bundle, id) {
  const message = bundle.getMessage(id);
  return message && message.value ? bundle.formatPattern(message.value) : "";
}

/** A word as the tables hold it: in lower case, "ё" read as "е". */
export function normal(word) {
  return word.toLocaleLowerCase().replaceAll("ё", "е").split(/\s+/).filter(Boolean).join(" ");
}

function wordsOf(text) {
  return text.split(",").map(normal).filter(Boolean);
}

/** The words of the page's language and the English ones: command words, the word of a
 * discard's `lowest` and the suit words (built once per language). */
export async function commandTable() {
  const englishWords = await englishBundle();
  const language = lang();
  if (tables.has(language)) return tables.get(language);
  const sources = [(id) => rawOf(englishWords, id)];
  if (language !== "en") sources.push((id) => t(id));
  const words = new Map();
  const lowest = new Set();
  const suits = new Map();
  for (const source of sources) {
    for (const command of COMMANDS) {
      for (const word of wordsOf(source(`words-${command}`))) if (!words.has(word)) words.set(word, command);
    }
    for (const word of wordsOf(source("words-lowest"))) lowest.add(word);
    SUITS.forEach((suit, index) => {
      for (const word of wordsOf(source(`suit-words-${suit}`))) if (!suits.has(word)) suits.set(word, index);
    });
  }
  const found = { words, lowest, suits };
  tables.set(language, found);
  return found;
}

/** The commands as the help and the refusal of an unknown word list them: in the page's
 * language, with the English usage beside each one that differs; at a game (its newest
 * `frame`), only the commands of its game and rules. */
export async function commandList(frame = null) {
  const englishWords = await englishBundle();
  const own = frame ? boardOf(frame).commands(frame.view) : GAME_OWN;
  return LISTED.filter((command) => !GAME_OWN.includes(command) || own.includes(command)).map((command) => {
    const usage = t(`usage-${command}`);
    const inEnglish = rawOf(englishWords, `usage-${command}`);
    return usage === inEnglish ? usage : t("usage-with-english", { usage, english: inEnglish });
  }).join(", ");
}

/** The first word of a command in the page's language (`карта` for `card`). */
export function commandWord(command) {
  return t(`words-${command}`).split(",")[0].trim();
}

/** A card's place in the 52-card deck (by rank, then suit), as the engine orders them. */
function card52Index(code) {
  const match = CARD52.exec(code);
  if (!match) return -1;
  const symbol = "♦♥♠♣".indexOf(match[2]);
  const suit = symbol >= 0 ? symbol : SUIT_LETTERS.indexOf(match[2].toLowerCase());
  return RANKS52.indexOf(match[1].toUpperCase()) * 4 + suit;
}

function card52Code(index) {
  return `${RANKS52[Math.floor(index / 4)]}${SUIT_LETTERS[index % 4]}`;
}

/**
 * The cards a typed discard names, as `{cards}` (sorted, each once) or `{error}` (the
 * sentence to say): hand positions (`3`), ranges of them (`1-5`), cards (`Qs`) and the
 * lowest cards of a suit (`lowest 3 hearts`, `3 lowest hearts`, `младшие 3 червы`), in any mix.
 */
export function discardCards(args, hand, { lowest, suits }) {
  const words = args.map(normal);
  const chosen = new Set();
  const inHand = hand.map(card52Index);
  const position = (value) => {
    if (value < 1 || value > hand.length) {
      throw new Error(t("refuse-no-position", { number: value, count: hand.length }));
    }
    chosen.add(inHand[value - 1]);
  };
  try {
    let index = 0;
    while (index < words.length) {
      const word = words[index];
      let count = null;
      if (NUMBER.test(word) && lowest.has(words[index + 1])) {
        count = Number(word);
        index += 2;
      } else if (lowest.has(word)) {
        index += 1;
        count = 1;
        if (NUMBER.test(words[index] || "")) { count = Number(words[index]); index += 1; }
      }
      if (count !== null) {
        if (index >= words.length || !suits.has(words[index])) throw new Error(t("discard-lowest-how"));
        const suit = suits.get(words[index]);
        index += 1;
        const ofSuit = inHand.filter((card) => card % 4 === suit).sort((a, b) => a - b);
        if (ofSuit.length < count) {
          throw new Error(t("discard-lowest-short", { suit: SUITS[suit], asked: count, count: ofSuit.length }));
        }
        for (const card of ofSuit.slice(0, count)) chosen.add(card);
        continue;
      }
      index += 1;
      const span = RANGE.exec(word);
      if (span) {
        const [low, high] = [Number(span[1]), Number(span[2])].sort((a, b) => a - b);
        for (let value = low; value <= high; value += 1) position(value);
      } else if (NUMBER.test(word)) {
        position(Number(word));
      } else if (CARD52.test(word)) {
        chosen.add(card52Index(word));
      } else {
        throw new Error(t("bad-card", { text: args[index - 1], example: "Qs" }));
      }
    }
  } catch (error) {
    return { error: error.message };
  }
  return { cards: [...chosen].sort((a, b) => a - b).map(card52Code) };
}

englishBundle().catch(() => {});
