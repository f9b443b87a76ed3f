/**
 * Typed commands at a table: the terminal client's command words (`play 2`, `card 3`,
 * `take 1 3`, `bid 2`, `discard 2c 5h`, `claim`, `table`, `score` …, and a card or move alone), so
 * everything a key or a button does can also be typed, plus `say` for the table chat.
 */
import { app, ask } from "./main.js";
import { t } from "./i18n.js";
import { alertNow } from "./live.js";
import * as table from "./table.js";

const WORDS = {
  enter: "play", play: "play",
  table: "table", c: "table",
  card: "card",
  score: "score", s: "score",
  turn: "turn", t: "turn",
  hand: "hand",
  pile: "pile", d: "pile",
  take: "take",
  bid: "bid",
  discard: "discard",
  end: "end",
  challenge: "challenge",
  claim: "claim", k: "claim",
  help: "help", h: "help",
  hint: "hint", "?": "hint",
  left: "left", previous: "left",
  right: "right", next: "right",
  yes: "yes", y: "yes",
  no: "no", n: "no",
  cancel: "cancel", escape: "cancel",
  say: "say", chat: "say",
  leave: "leave", quit: "leave", q: "leave",
  reconnect: "reconnect",
};

/** The command words, as the help and the refusal of an unknown word list them. */
export const COMMAND_LIST = ["play N", "card N", "take …", "bid N", "discard …", "end",
  "challenge", "claim", "table", "score", "turn", "hand", "pile", "hint", "help", "left", "right",
  "yes", "no", "cancel", "say …", "leave"];

const MOVE = /^(10|[1-9AJQK])[DHSC♦♥♠♣](:\S*)?$/i;

function split(text) {
  return text.split(/[\s,+]+/).filter(Boolean);
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
  const [first, ...restWords] = text.split(/\s+/);
  const rest = text.slice(first.length).trim();
  const [head, tail] = first.split(":");
  let word = WORDS[head.toLowerCase()];
  let args = restWords;
  if (tail !== undefined && ["bid", "discard", "take"].includes(word)) args = split(`${tail} ${rest}`);
  if (!word && /^[0-9]+$/.test(first)) {
    table.digit(Number(first));
    return;
  }
  if (!word && MOVE.test(first)) {
    word = "move";
    args = [first];
  }
  if (!word) {
    alertNow(t("unknown-command", { command: first, commands: COMMAND_LIST.join(", ") }));
    app.sounds.play("error");
    return;
  }
  if (word === "say") {
    if (rest && app.current !== null) await ask("chat", { text: rest, table: app.current });
    return;
  }
  if (word === "leave") {
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
  const number = (value) => (/^[0-9]+$/.test(value || "") ? Number(value) : null);
  switch (word) {
    case "card":
      if (number(args[0]) === null) alertNow(t("need-number", { command: "card" }));
      else table.digit(number(args[0]));
      return;
    case "left":
    case "right":
      table.select(table.state().local.selected + (word === "left" ? -1 : 1));
      return;
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
      await sendMove(args[0]);
      return;
    }
    case "move":
      await sendMove(args[0]);
      return;
    case "take": {
      const numbers = args.map(number);
      if (numbers.some((n) => n === null)) { alertNow(t("need-number", { command: "take" })); return; }
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
      if (number(args[0]) === null) alertNow(t("need-number", { command: "bid" }));
      else await sendMove(`bid:${number(args[0])}`);
      return;
    case "discard": {
      if (!args.length) { table.act("discard"); return; }
      const cards = args.map((arg) => (number(arg) !== null ? hand[number(arg) - 1] : arg));
      if (cards.some((c) => !c)) { alertNow(t("refuse-no-position", { number: args.find((a) => number(a) !== null && !hand[number(a) - 1]), count: hand.length })); return; }
      await sendMove(`discard:${cards.join("+")}`);
      return;
    }
    default:
      table.act(word);
  }
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
