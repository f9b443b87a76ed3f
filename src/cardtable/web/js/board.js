/**
 * The game area drawn from the newest frame: the table (or trick) cards, the hand as a
 * listbox with roving focus, the markers, a capture's choices and the action bar whose
 * buttons name their keys. Names and labels are the server's sentences for this player.
 *
 * Everything is updated in place (`reconcile.js`): a card keeps its element while it stays
 * in the hand, so the focused card is never re-created or re-focused by a new frame; focus
 * moves only when the player moves it or the focused card is gone.
 */
import { app } from "./main.js";
import { Named, t } from "./i18n.js";
import { keyLabel } from "./keys.js";
import { cardBack, cardFace } from "./cards.js";
import { reconcile, setAttr, setText } from "./reconcile.js";
import { frame, local, speech } from "./tablestate.js";

/** Focus the game area's natural place: the markers, the hand, or, with no card in hand,
 * the result on screen, else the area itself. */
export function focusGame() {
  const bids = document.getElementById("bids");
  if (!bids.hidden) {
    const option = document.querySelector("#bid-list [tabindex='0']");
    if (option) { option.focus(); return; }
  }
  const option = document.querySelector("#hand [tabindex='0']");
  const result = document.getElementById("result");
  if (option && !document.getElementById("hand").hidden) option.focus();
  else if (!result.hidden) result.focus();
  else document.getElementById("game").focus();
}

function styleOf(current) {
  return current.view.rules && current.view.rules.deck ? current.view.rules.deck : "french52";
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
 * The claims open to this player now (Spanish penalties), as move texts: from the frame's
 * `legal`, or its `extra` when the moves are too many to list.
 */
export function claimsOf(current) {
  if (!current || current.seat === null || current.over || current.to_move !== current.seat) return [];
  const moves = [...(current.legal || []), ...(current.extra || [])];
  return [...new Set(moves.filter((move) => move.startsWith("claim:")))];
}

/** A card's spoken name, from the server's sentences (its notation if it has none). */
export function cardName(code) {
  const said = speech();
  return (said && said.cards && said.cards[code]) || code;
}

/** A card's name with its cases, for a catalogue's sentence (`CASE($card, case: ...)`). */
export function cardNamed(code) {
  const said = speech();
  return new Named(cardName(code), (said && said.card_cases && said.card_cases[code]) || {});
}

/** Names as one spoken list ("a, b and c"), in every case of its items. */
export function listNamed(names) {
  const join = (items) => {
    if (items.length === 1) return items[0];
    let text = t("list-two", { first: items[items.length - 2], second: items[items.length - 1] });
    for (let index = items.length - 3; index >= 0; index -= 1) {
      text = t("list-more", { first: items[index], rest: text });
    }
    return text;
  };
  const cases = {};
  for (const which of new Set(names.flatMap((name) => Object.keys(name.cases)))) {
    cases[which] = join(names.map((name) => name.cases[which] || name.toString()));
  }
  return new Named(join(names.map((name) => name.toString())), cases);
}

/** A move's label (the cards a capture takes) with its cases, for a sentence. */
export function moveNamed(move) {
  const said = speech();
  const label = (said && said.moves && said.moves[move]) || move;
  return new Named(label, (said && said.move_cases && said.move_cases[move]) || {});
}

/** The selected hand card's label (what playing it would do), for the turn's prompt. */
export function selectedLabel() {
  const current = frame();
  const said = speech();
  if (!current || !said || !current.view.hand || !current.view.hand.length) return null;
  return (said.options && said.options[local.selected]) || cardName(current.view.hand[local.selected]);
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
  const meta = Boolean(current.view.phase);
  setText(document.getElementById("turn-line"), said.turn || "");
  setText(document.getElementById("score-line"), said.score || "");
  setText(document.getElementById("pile-line"), said.pile || "");
  setText(document.getElementById("game-keys-hint"), t("game-keys-hint", keyArgs()));
  setText(document.getElementById("table-cards-title"), t(meta ? "trick-title" : "table-cards-title"));
  const lost = [
    renderTableCards(current, said, meta),
    renderHand(current, said),
    renderBids(current),
    renderChoice(),
    renderActions(current),
  ];
  return lost.some(Boolean);
}

/** The table's cards (the trick, in Metamorphosis); under a manual capture, toggles. */
export function renderTableCards(current, said, meta) {
  const list = document.getElementById("table-cards");
  const cards = meta ? current.view.trick : current.view.table;
  const style = styleOf(current);
  const taking = local.mode === "take";
  setAttr(list, "aria-label", said.table || "");
  const items = cards.map((code, index) => ({ code, index }));
  if (!cards.length) items.push({ code: null, index: -1 });
  return reconcile(list, items, {
    key: (item) => (item.code === null ? "empty" : `${item.code}:${taking ? "take" : "see"}`),
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
      return element;
    },
    update: (element, item) => {
      if (item.code === null) {
        setText(element, said.table || t(meta ? "trick-empty" : "table-empty"));
        return;
      }
      const text = (said.table_cards && said.table_cards[item.index]) || cardName(item.code);
      element.dataset.index = String(item.index);
      setAttr(element, "title", text);
      if (taking) {
        const toggle = element.querySelector("button");
        setAttr(toggle, "aria-pressed", String(local.take.has(item.index + 1)));
        setAttr(toggle, "aria-label", t("take-toggle-label", { number: item.index + 1, card: cardName(item.code) }));
      } else {
        setText(element.querySelector(".visually-hidden"), text);
      }
    },
  });
}

/** Keep `local.selected` on the same card when the hand changes; on its neighbour when the
 * chosen card is gone. */
function followSelection(cards) {
  const kept = local.selectedCard ? cards.indexOf(local.selectedCard) : -1;
  if (kept >= 0) local.selected = kept;
  else local.selected = Math.max(0, Math.min(local.selected, cards.length - 1));
  local.selectedCard = cards[local.selected] || null;
}

function renderHand(current, said) {
  const hand = document.getElementById("hand");
  const view = current.view;
  const cards = view.hand || [];
  const style = styleOf(current);
  const discarding = view.phase === "discard" && current.to_move === current.seat;
  setAttr(hand, "aria-multiselectable", String(discarding));
  const empty = document.getElementById("hand-empty");
  empty.hidden = cards.length > 0;
  setText(empty, current.seat === null ? t("spectator-no-hand") : t("hand-empty"));
  hand.hidden = cards.length === 0;
  followSelection(cards);
  const playing = !view.phase || view.phase === "play";
  const mine = current.to_move === current.seat;
  return reconcile(hand, cards, {
    key: (code) => code,
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
export function renderBids(current = frame()) {
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
      t(local.claim ? "choose-claim-title" : "choose-capture-title", { card: cardName(local.card) }));
  }
  return reconcile(options, choices, {
    key: (move) => move,
    create: () => {
      const element = document.createElement("button");
      element.type = "button";
      return element;
    },
    update: (element, move, index) => {
      element.dataset.choice = String(index);
      setText(element, t("capture-choice", { number: index + 1, cards: moveNamed(move) }));
    },
  });
}

function keyArgs() {
  const keys = app.settings.keys;
  return Object.fromEntries(Object.entries(keys).map(([action, code]) => [action, keyLabel(code)]));
}

/** The actions the bar offers now, in order. */
function actionsNow(current) {
  const seated = current.seat !== null;
  const view = current.view;
  const mine = current.to_move === current.seat;
  const actions = [];
  if (seated && !current.over) actions.push("play");
  actions.push("table", "score", "turn");
  if (seated) actions.push("pile", "hand");
  const spanish = view.rules && view.rules.penalties === "spanish";
  if (seated && view.rules && view.rules.manual && !spanish) actions.push("challenge");
  if (claimsOf(current).length) actions.push("claim");
  if (seated && view.phase === "discard" && mine) actions.push("discard");
  if (seated && view.closing && mine) actions.push("end");
  if (local.mode === "confirm") actions.push("yes", "no");
  if (seated && !current.over) actions.push("hint");
  actions.push("help");
  if (local.mode) actions.push("cancel");
  return actions;
}

/** The buttons of the action bar: one per key, named with its key. */
function renderActions(current) {
  const keys = app.settings.keys;
  return reconcile(document.getElementById("actions"), actionsNow(current), {
    key: (action) => action,
    create: (action) => {
      const element = document.createElement("button");
      element.type = "button";
      element.dataset.action = action;
      return element;
    },
    update: (element, action) => {
      const key = keys[action] ? keyLabel(keys[action]) : null;
      setText(element, key ? t("action-with-key", { action: t(`action-${action}`), key }) : t(`action-${action}`));
      setAttr(element, "aria-keyshortcuts", key ? (keys[action] === "Slash" ? "?" : key) : null);
    },
  });
}

function focusSelected() {
  const option = document.getElementById(`hand-card-${local.selected}`);
  if (option) option.focus();
}

/** Choose hand card `index` (it gets the focus when `focus`). */
export function select(index, { focus = true } = {}) {
  const current = frame();
  if (!current || !current.view.hand || !current.view.hand.length) return;
  const cards = current.view.hand;
  local.selected = Math.max(0, Math.min(cards.length - 1, index));
  local.selectedCard = cards[local.selected];
  const hand = document.getElementById("hand");
  const discarding = current.view.phase === "discard" && current.to_move === current.seat;
  for (const option of hand.children) {
    const chosen = Number(option.dataset.index) === local.selected;
    option.tabIndex = chosen ? 0 : -1;
    option.classList.toggle("current", chosen);
    if (!discarding) setAttr(option, "aria-selected", String(chosen));
  }
  if (focus) focusSelected();
}

/** Move the choice one step in the hand or the markers (arrow keys). */
export function moveSelection(step, event) {
  const bids = document.getElementById("bid-list");
  if (bids.contains(event.target)) {
    const count = bids.children.length;
    local.bidIndex = (local.bidIndex + step + count) % count;
    renderBids();
    bids.querySelector("[tabindex='0']").focus();
    return;
  }
  const current = frame();
  if (!current || !current.view.hand || !current.view.hand.length) return;
  select(Math.max(0, Math.min(current.view.hand.length - 1, local.selected + step)));
}
