/**
 * Typed commands at a table: the terminal client's commands (`play 2`, `card 3`, `take 1 3`,
 * `bid 2`, `discard 1-5 8`, `discard lowest 3 hearts`, `claim`, `table`, `score` …, and a
 * card or move alone), so everything a key or a button does can also be typed, plus `say`
 * for the table chat. The words come from the `commands` catalogue of the page's language
 * (`ход 2`, `стол`), and the English words are accepted in every language.
 */
import { t } from "./i18n.js";
import { alertNow } from "./live.js";
import { state } from "./store.js";
import { frame, local } from "./tablestate.js";
import { boardOf } from "./boards.js";
import { ask, sendMove as requestMove } from "./room.js";
import { GAME_OWN, NUMBER, commandList, commandTable, commandWord, discardCards, normal } from "./commandwords.js";

const MOVE = /^(10|[1-9AJQK])[DHSC♦♥♠♣](:\S*)?$/i;

/** What `init` was given: the game area's `act(action, argument)`, `digit(number)` and
 * `select(index, {focus})`. */
let wired = null;

/** Wire the command line (once): a typed line does what it says, through the game area's
 * `act`, `digit` and `select`. */
export function init({ act, digit, select }) {
  wired = { act, digit, select };
  document.getElementById("command-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = document.getElementById("command");
    const line = input.value;
    input.value = "";
    runCommand(line);
  });
}

function split(text) {
  return text.split(/[\s,+]+/).filter(Boolean);
}

function refuse(text) {
  alertNow(text);
  state().sounds.play("error");
}

/** Do what a typed line says. */
async function runCommand(line) {
  let text = line.trim();
  if (text.startsWith("/")) text = text.slice(1).trim();
  const current = frame();
  if (!text) {
    wired.act("play");
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
    wired.digit(Number(first));
    return;
  }
  if (!word && MOVE.test(first)) {
    word = "move";
    args = [first];
  }
  if (!word) {
    refuse(t("unknown-command", { command: first, commands: await commandList(frame()) }));
    return;
  }
  if (word === "say") {
    const table = state().current;
    if (rest && table !== null) await ask("chat", { text: rest, table });
    return;
  }
  if (word === "quit") {
    document.getElementById("leave-table").click();
    return;
  }
  if (word === "reconnect") {
    state().connection.drop();
    return;
  }
  if (!current) {
    alertNow(t("no-game-yet"));
    return;
  }
  if (GAME_OWN.includes(word) && !boardOf(current).known.includes(word)) {
    refuse(t("refuse-not-here", { command: commandWord(word) }));
    return;
  }
  const hand = current.view.hand || [];
  const number = (value) => (NUMBER.test(value || "") ? Number(value) : null);
  switch (word) {
    case "card":
      if (number(args[0]) === null) alertNow(t("need-number", { command: commandWord("card") }));
      else wired.digit(number(args[0]));
      return;
    case "left":
    case "right":
      wired.select(local.selected + (word === "left" ? -1 : 1));
      return;
    case "enter":
    case "play": {
      if (!args.length) { wired.act("play"); return; }
      const position = number(args[0]);
      if (position !== null) {
        if (position < 1 || position > hand.length) {
          alertNow(t("refuse-no-position", { number: position, count: hand.length }));
          return;
        }
        wired.select(position - 1, { focus: false });
        wired.act("play", position - 1);
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
      const played = local.card || hand[local.selected];
      await sendMove(cards.length ? `${played}:${cards.join("+")}` : played);
      return;
    }
    case "claim": {
      // claim, claim 2 (the second way), claim 7d:2c+5h or claim:7d:2c+5h (the move text).
      if (tail !== undefined) { await sendMove(first); return; }
      const chosen = number(args[0]);
      if (args.length && chosen === null) { await sendMove(`claim:${args.join("+")}`); return; }
      wired.act("claim", chosen ?? undefined);
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
      wired.act(word);
  }
}

/** A typed discard: refused here, with nothing sent, unless it names exactly the cards the
 * game asks for. */
async function discard(current, args) {
  if (!args.length) { wired.act("discard"); return; }
  const view = current.view;
  const named = discardCards(args, view.hand || [], await commandTable());
  if (named.error) { refuse(named.error); return; }
  if (boardOf(current).discarding(view) && Number.isInteger(view.discard_count)
      && named.cards.length !== view.discard_count) {
    refuse(t("refuse-discard-count", { need: view.discard_count, count: named.cards.length }));
    return;
  }
  await sendMove(`discard:${named.cards.join("+")}`);
}

async function sendMove(move) {
  const current = frame();
  try {
    await requestMove(current, move);
  } catch (error) {
    if (!error.code) throw error;
    alertNow(error.said || error.message);
    state().sounds.play("error");
  }
}

