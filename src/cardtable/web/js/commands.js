/**
 * Typed commands at a table: the terminal client's commands (`play 2`, `card 3`, `take 1 3`,
 * `bid 2`, `discard 1-5 8`, `discard lowest 3 hearts`, `claim`, `table`, `score` …, and a
 * card or move alone), so everything a key or a button does can also be typed, plus `say`
 * for the table chat. The words come from the `commands` catalogue of the page's language
 * (`ход 2`, `стол`), and the English words are accepted in every language.
 */
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";
import { app, ask } from "./main.js";
import { lang, t } from "./i18n.js";
import { alertNow } from "./live.js";
import * as table from "./table.js";

/** The page's commands, in the order its help lists them. */
const LISTED = ["play", "card", "take", "bid", "discard", "end", "challenge", "claim", "table",
  "score", "turn", "hand", "pile", "hint", "help", "left", "right", "yes", "no", "cancel", "say",
  "quit"];
/** Every command the page knows: the listed ones, Enter (play) and reconnect (drop the
 * connection, as a network failure would). */
const COMMANDS = ["enter", ...LISTED, "reconnect"];
const SUITS = ["diamonds", "hearts", "spades", "clubs"];
const SUIT_LETTERS = "dhsc";
const RANKS52 = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];

const MOVE = /^(10|[1-9AJQK])[DHSC♦♥♠♣](:\S*)?$/i;
const CARD52 = /^(10|[2-9JQKA])([DHSC♦♥♠♣])$/i;
const RANGE = /^(\d+)[-–—](\d+)$/;
const NUMBER = /^[0-9]+$/;

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
function normal(word) {
  return word.toLocaleLowerCase().replaceAll("ё", "е").split(/\s+/).filter(Boolean).join(" ");
}

function wordsOf(text) {
  return text.split(",").map(normal).filter(Boolean);
}

/** The words of the page's language and the English ones: command words, the word of a
 * discard's `lowest` and the suit words (built once per language). */
async function commandTable() {
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
 * language, with the English usage beside each one that differs. */
export async function commandList() {
  const englishWords = await englishBundle();
  return LISTED.map((command) => {
    const usage = t(`usage-${command}`);
    const inEnglish = rawOf(englishWords, `usage-${command}`);
    return usage === inEnglish ? usage : t("usage-with-english", { usage, english: inEnglish });
  }).join(", ");
}

/** The first word of a command in the page's language (`карта` for `card`). */
function commandWord(command) {
  return t(`words-${command}`).split(",")[0].trim();
}

function split(text) {
  return text.split(/[\s,+]+/).filter(Boolean);
}

function refuse(text) {
  alertNow(text);
  app.sounds.play("error");
}

/** Do what a typed line says. */
export async function runCommand(line) {
  let text = line.trim();
  if (text.startsWith("/")) text = text.slice(1).trim();
  const current = table.state().frame;
  if (!text) {
    table.act("play");
    return;
  }
  const { words } = await commandTable();
  const pair = /^(\S+)\s+(\S+)/.exec(text);
  const phrase = pair ? words.get(normal(`${pair[1]} ${pair[2]}`)) : undefined;
  const first = phrase ? pair[0] : text.split(/\s+/)[0];
  const rest = text.slice(first.length).trim();
  const [head, tail] = phrase ? [first, undefined] : first.split(":");
  let word = phrase || words.get(normal(head));
  let args = split(rest);
  if (tail !== undefined && ["bid", "discard", "take"].includes(word)) args = split(`${tail} ${rest}`);
  if (!word && NUMBER.test(first)) {
    table.digit(Number(first));
    return;
  }
  if (!word && MOVE.test(first)) {
    word = "move";
    args = [first];
  }
  if (!word) {
    refuse(t("unknown-command", { command: first, commands: await commandList() }));
    return;
  }
  if (word === "say") {
    if (rest && app.current !== null) await ask("chat", { text: rest, table: app.current });
    return;
  }
  if (word === "quit") {
    document.getElementById("leave-table").click();
    return;
  }
  if (word === "reconnect") {
    app.connection.drop();
    return;
  }
  if (!current) {
    alertNow(t("no-game-yet"));
    return;
  }
  const hand = current.view.hand || [];
  const number = (value) => (NUMBER.test(value || "") ? Number(value) : null);
  switch (word) {
    case "card":
      if (number(args[0]) === null) alertNow(t("need-number", { command: commandWord("card") }));
      else table.digit(number(args[0]));
      return;
    case "left":
    case "right":
      table.select(table.state().local.selected + (word === "left" ? -1 : 1));
      return;
    case "enter":
    case "play": {
      if (!args.length) { table.act("play"); return; }
      const position = number(args[0]);
      if (position !== null) {
        if (position < 1 || position > hand.length) {
          alertNow(t("refuse-no-position", { number: position, count: hand.length }));
          return;
        }
        table.select(position - 1, { focus: false });
        table.act("play", position - 1);
        return;
      }
      // The move's own text (5c:2d+3c) is sent whole, spaces and all removed.
      await sendMove(rest.replace(/\s+/g, ""));
      return;
    }
    case "move":
      await sendMove(args[0]);
      return;
    case "take": {
      const numbers = args.map(number);
      if (numbers.some((n) => n === null)) { alertNow(t("need-number", { command: commandWord("take") })); return; }
      const cards = numbers.map((n) => current.view.table[n - 1]);
      if (cards.some((c) => !c)) { alertNow(t("table-card-none", { number: numbers.find((n) => !current.view.table[n - 1]), count: current.view.table.length })); return; }
      const played = table.state().local.card || hand[table.state().local.selected];
      await sendMove(cards.length ? `${played}:${cards.join("+")}` : played);
      return;
    }
    case "claim": {
      // claim, claim 2 (the second way), claim 7d:2c+5h or claim:7d:2c+5h (the move text).
      if (tail !== undefined) { await sendMove(first); return; }
      const chosen = number(args[0]);
      if (args.length && chosen === null) { await sendMove(`claim:${args.join("+")}`); return; }
      table.act("claim", chosen ?? undefined);
      return;
    }
    case "bid":
      if (number(args[0]) === null) alertNow(t("need-number", { command: commandWord("bid") }));
      else await sendMove(`bid:${number(args[0])}`);
      return;
    case "discard":
      await discard(current, args);
      return;
    default:
      table.act(word);
  }
}

/** A typed discard: refused here, with nothing sent, unless it names exactly the cards the
 * game asks for. */
async function discard(current, args) {
  if (!args.length) { table.act("discard"); return; }
  const view = current.view;
  const named = discardCards(args, view.hand || [], await commandTable());
  if (named.error) { refuse(named.error); return; }
  if (view.phase === "discard" && Number.isInteger(view.discard_count)
      && named.cards.length !== view.discard_count) {
    refuse(t("refuse-discard-count", { need: view.discard_count, count: named.cards.length }));
    return;
  }
  await sendMove(`discard:${named.cards.join("+")}`);
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

async function sendMove(move) {
  const current = table.state().frame;
  try {
    await app.connection.request("move", { table: current.table, move, version: current.version });
  } catch (error) {
    if (!error.code) throw error;
    alertNow(error.said || error.message);
    app.sounds.play("error");
  }
}

englishBundle().catch(() => {});
