/**
 * The game area drawn from the newest frame: the table (or trick) cards, the hand as a
 * listbox with roving focus, the markers, a capture's choices and the action bar whose
 * buttons name their keys. Names and labels are the server's sentences for this player.
 *
 * Everything is updated in place (`reconcile.js`): a card keeps its element while it stays
 * in the hand, so the focused card is never re-created or re-focused by a new frame; focus
 * moves only when the player moves it or the focused card is gone.
 */
import { t } from "./i18n.js";
import { keyLabel } from "./keys.js";
import { cardBack, cardFace } from "./cards.js";
import { reconcile, setAttr, setText } from "./reconcile.js";
import { state } from "./store.js";
import {
  claimsOf, discardingNow, followSelection, frame, local, speech, summary,
} from "./tablestate.js";
import { ringName } from "./seats.js";
import { cardName, cardNamed, choiceLabel } from "./names.js";
import { boardOf, sweepPowers } from "./boards.js";
import { styleFor } from "./deckstyle.js";

function styleOf(current) {
  return styleFor(current.view.rules);
}

function faceOf(code, style) {
  try {
    return code ? cardFace(code, style) : cardBack();
  } catch (error) {
    console.warn(error);
    return cardBack();
  }
}

/**
 * Draw the game from the newest frame. Returns whether the focused element of the game
 * area is gone (the caller then puts the focus back on the hand).
 */
export function renderGame() {
  const game = document.getElementById("game");
  const current = frame();
  game.hidden = !current;
  document.getElementById("command-form").hidden = !current;
  if (!current) return false;
  const said = speech() || {};
  const board = boardOf(current);
  setText(document.getElementById("turn-line"), said.turn || "");
  setText(document.getElementById("score-line"), said.score || "");
  setText(document.getElementById("pile-line"), said.pile || "");
  setText(document.getElementById("game-keys-hint"), t("game-keys-hint", keyArgs()));
  setText(document.getElementById("table-cards-title"), t(board.title));
  const lost = [
    renderMiddle(current, said, board),
    renderHand(current, said, board),
    renderBids(current),
    renderChoice(),
    renderActions(current),
  ];
  return lost.some(Boolean);
}

/** The cards in the middle (the table, or the trick); under a manual capture, toggles. */
function renderMiddle(current, said, board) {
  const list = document.getElementById("table-cards");
  const cards = board.middle(current.view);
  const style = styleOf(current);
  const taking = local.mode === "take";
  setAttr(list, "aria-label", said.table || "");
  list.classList.toggle("many", cards.length > 6);
  list.style.setProperty("--table-count", String(cards.length));
  const owners = board.owners(current.view);
  const items = cards.map((code, index) => ({ code, index, owner: owners ? owners[index] : null }));
  if (!cards.length) items.push({ code: null, index: -1 });
  return reconcile(list, items, {
    key: (item) => (item.code === null ? "empty" : `${item.code}:${taking ? "take" : "see"}:${style}`),
    create: (item) => {
      const element = document.createElement("li");
      if (item.code === null) {
        element.className = "empty";
        return element;
      }
      element.className = "card";
      if (taking) {
        const toggle = document.createElement("button");
        toggle.type = "button";
        toggle.className = "card-toggle";
        toggle.append(faceOf(item.code, style));
        element.append(toggle);
      } else {
        const name = document.createElement("span");
        name.className = "visually-hidden";
        element.append(faceOf(item.code, style), name);
      }
      if (item.owner !== null) {
        const owner = document.createElement("span");
        owner.className = "card-owner";
        owner.setAttribute("aria-hidden", "true");
        element.append(owner);
      }
      return element;
    },
    update: (element, item) => {
      if (item.code === null) {
        setText(element, said.table || t(board.empty));
        return;
      }
      const text = (said.table_cards && said.table_cards[item.index]) || cardName(item.code);
      element.dataset.index = String(item.index);
      element.dataset.card = item.code;
      setAttr(element, "title", text);
      if (taking) {
        const toggle = element.querySelector("button");
        setAttr(toggle, "aria-pressed", String(local.take.has(item.index + 1)));
        setAttr(toggle, "aria-label", t("take-toggle-label", { number: item.index + 1, card: cardName(item.code) }));
      } else {
        setText(element.querySelector(".visually-hidden"), text);
      }
      const owner = element.querySelector(".card-owner");
      if (owner) setText(owner, ownerName(item.owner));
    },
  });
}

/** The short name of the seat that laid a trick card, as the seats around the felt show it. */
function ownerName(seat) {
  const table = summary();
  const found = table && table.seats.find((entry) => entry.seat === seat);
  return found ? ringName(found) : t("ring-bot-name", { seat: seat + 1 });
}

function renderHand(current, said, board) {
  const hand = document.getElementById("hand");
  const view = current.view;
  const cards = view.hand || [];
  const style = styleOf(current);
  const discarding = discardingNow(current);
  setAttr(hand, "aria-multiselectable", String(discarding));
  const empty = document.getElementById("hand-empty");
  empty.hidden = cards.length > 0;
  setText(empty, current.seat === null ? t("spectator-no-hand") : t("hand-empty"));
  hand.hidden = cards.length === 0;
  followSelection(cards);
  hand.style.setProperty("--hand-count", String(cards.length));
  const playing = board.playing(view);
  const mine = current.to_move === current.seat;
  return reconcile(hand, cards, {
    key: (code) => `${code}:${style}`,
    create: (code) => {
      const option = document.createElement("div");
      option.setAttribute("role", "option");
      option.dataset.card = code;
      option.append(faceOf(code, style));
      return option;
    },
    update: (option, code, index) => {
      const label = (said.options && said.options[index]) || cardName(code);
      const chosen = index === local.selected;
      const marked = discarding && local.marked.has(code);
      option.id = `hand-card-${index}`;
      option.dataset.index = String(index);
      option.tabIndex = chosen ? 0 : -1;
      setAttr(option, "aria-label", label);
      setAttr(option, "title", label);
      setAttr(option, "aria-selected", String(discarding ? marked : chosen));
      const refused = Boolean(said.refusals && said.refusals[index]) && mine && playing;
      const classes = ["card", chosen && "current", marked && "marked", refused && "refused",
        local.mode && local.card === code && "playing"].filter(Boolean).join(" ");
      if (option.className !== classes) option.className = classes;
    },
  });
}

/** The markers of a bid, as a listbox. */
function renderBids(current) {
  const section = document.getElementById("bids");
  const list = document.getElementById("bid-list");
  const bids = current && current.legal ? current.legal.filter((move) => move.startsWith("bid:")) : [];
  section.hidden = bids.length === 0;
  if (local.bidIndex >= bids.length) local.bidIndex = 0;
  const said = speech() || {};
  return reconcile(list, bids, {
    key: (move) => move,
    create: () => {
      const option = document.createElement("div");
      option.setAttribute("role", "option");
      option.className = "bid";
      return option;
    },
    update: (option, move, index) => {
      option.dataset.index = String(index);
      option.dataset.move = move;
      option.tabIndex = index === local.bidIndex ? 0 : -1;
      setText(option, (said.moves && said.moves[move]) || move);
      setAttr(option, "aria-selected", String(index === local.bidIndex));
    },
  });
}

function renderChoice() {
  const box = document.getElementById("choice");
  box.hidden = local.mode !== "choose";
  const options = document.getElementById("choice-options");
  const said = speech() || {};
  const choices = box.hidden ? [] : local.choices;
  if (!box.hidden) {
    setText(document.getElementById("choice-title"),
      t(local.claim ? "choose-claim-title" : "choose-capture-title", { card: cardNamed(local.card) }));
  }
  const lost = reconcile(options, choices, {
    key: (move) => move,
    create: () => {
      const element = document.createElement("button");
      element.type = "button";
      return element;
    },
    update: (element, move, index) => {
      element.dataset.choice = String(index);
      setText(element, choiceLabel(move, index));
    },
  });
  fitChoice(box);
  return lost;
}

/** The least height of the choice over the hand, in pixels, however crowded the table. */
const CHOICE_MIN_PX = 128;

/** Over the hand (where the screen has room: table.css), the choice's box reaches up to just
 * below the table cards and no further; its options scroll when they need more. */
function fitChoice(box) {
  box.style.maxHeight = "";
  if (box.hidden || getComputedStyle(box).position !== "absolute") return;
  const board = box.offsetParent.getBoundingClientRect();
  const cards = document.getElementById("table-cards").getBoundingClientRect();
  box.style.maxHeight = `${Math.max(CHOICE_MIN_PX, Math.floor(board.bottom - cards.bottom - 6))}px`;
}

function keyArgs() {
  const keys = state().settings.keys;
  return Object.fromEntries(Object.entries(keys).map(([action, code]) => [action, keyLabel(code)]));
}

/** The actions that read the game out rather than act in it: drawn smaller. */
const READING = new Set(["table", "score", "turn", "pile", "hand", "hint", "help"]);

/** The actions the bar offers now, in order. */
function actionsNow(current) {
  const seated = current.seat !== null;
  const view = current.view;
  const mine = current.to_move === current.seat;
  const actions = [];
  // While a capture is chosen its options play it: Cancel takes Play's place in the bar.
  if (seated && !current.over && local.mode !== "choose") actions.push("play");
  actions.push("table", "score", "turn");
  if (seated) actions.push("pile", "hand");
  if (seated && !current.over && sweepPowers(view).challenges) actions.push("challenge");
  if (claimsOf(current).length) actions.push("claim");
  if (seated && discardingNow(current)) actions.push("discard");
  if (seated && view.closing && mine) actions.push("end");
  if (local.mode === "confirm") actions.push("yes", "no");
  if (seated && !current.over) actions.push("hint");
  actions.push("help");
  if (local.mode) actions.push("cancel");
  return actions;
}

/** The buttons of the action bar: one per key, named with its key. */
function renderActions(current) {
  const keys = state().settings.keys;
  return reconcile(document.getElementById("actions"), actionsNow(current), {
    key: (action) => action,
    create: (action) => {
      const element = document.createElement("button");
      element.type = "button";
      element.dataset.action = action;
      element.className = READING.has(action) ? "action-read" : "action-move";
      const name = document.createElement("span");
      const key = document.createElement("span");
      key.className = "visually-hidden";
      element.append(name, key);
      return element;
    },
    update: (element, action) => {
      const key = keys[action] ? keyLabel(keys[action]) : null;
      const [name, hint] = element.children;
      setText(name, t(`action-${action}`));
      // The key is part of the button's name for a screen reader, and a tooltip for the
      // eye; the board itself shows no keyboard hints (they are in the help dialog).
      setText(hint, key ? ` ${t("action-key-suffix", { key })}` : "");
      setAttr(element, "title", key ? t("action-with-key", { action: t(`action-${action}`), key }) : null);
      setAttr(element, "aria-keyshortcuts", key ? (keys[action] === "Slash" ? "?" : key) : null);
    },
  });
}
