/**
 * The game area drawn from the newest frame: the table (or trick) cards, the hand as a
 * listbox with roving focus, the markers, a capture's choices and the action bar whose
 * buttons name their keys. Names and labels are the server's sentences for this player.
 */
import { app } from "./main.js";
import { t } from "./i18n.js";
import { keyLabel } from "./keys.js";
import { cardBack, cardFace } from "./cards.js";
import { frame, local, speech } from "./tablestate.js";

/** Focus the game area's natural place: the hand, the markers, or the area itself. */
export function focusGame() {
  const bids = document.getElementById("bids");
  if (!bids.hidden) {
    const option = document.querySelector("#bid-list [tabindex='0']");
    if (option) { option.focus(); return; }
  }
  const option = document.querySelector("#hand [tabindex='0']");
  if (option) option.focus();
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

export function cardName(code) {
  const said = speech();
  return (said && said.cards && said.cards[code]) || code;
}

export function renderGame() {
  const game = document.getElementById("game");
  const current = frame();
  game.hidden = !current;
  document.getElementById("command-form").hidden = !current;
  if (!current) return;
  const said = speech() || {};
  const view = current.view;
  const meta = Boolean(view.phase);
  document.getElementById("turn-line").textContent = said.turn || "";
  document.getElementById("score-line").textContent = said.score || "";
  document.getElementById("pile-line").textContent = said.pile || "";
  document.getElementById("game-keys-hint").textContent = t("game-keys-hint", keyArgs());
  document.getElementById("table-cards-title").textContent = t(meta ? "trick-title" : "table-cards-title");
  renderTableCards(current, said, meta);
  renderHand(current, said);
  renderBids(current);
  renderChoice();
  renderActions(current);
}

export function renderTableCards(current, said, meta) {
  const list = document.getElementById("table-cards");
  const cards = meta ? current.view.trick : current.view.table;
  const style = styleOf(current);
  list.setAttribute("aria-label", said.table || "");
  list.replaceChildren(...cards.map((code, index) => {
    const item = document.createElement("li");
    item.className = "card";
    item.dataset.index = String(index);
    const text = (said.table_cards && said.table_cards[index]) || cardName(code);
    if (local.mode === "take") {
      const toggle = document.createElement("button");
      toggle.type = "button";
      toggle.className = "card-toggle";
      toggle.setAttribute("aria-pressed", String(local.take.has(index + 1)));
      toggle.setAttribute("aria-label", t("take-toggle-label", { number: index + 1, card: cardName(code) }));
      toggle.append(faceOf(code, style));
      item.append(toggle);
    } else {
      item.append(faceOf(code, style));
      const name = document.createElement("span");
      name.className = "visually-hidden";
      name.textContent = text;
      item.append(name);
    }
    item.title = text;
    return item;
  }));
  if (!cards.length) {
    const item = document.createElement("li");
    item.className = "empty";
    item.textContent = said.table || t(meta ? "trick-empty" : "table-empty");
    list.append(item);
  }
}

function renderHand(current, said) {
  const hand = document.getElementById("hand");
  const view = current.view;
  const cards = view.hand || [];
  const style = styleOf(current);
  const discarding = view.phase === "discard" && current.to_move === current.seat;
  hand.setAttribute("aria-multiselectable", String(discarding));
  const hadFocus = hand.contains(document.activeElement);
  document.getElementById("hand-empty").hidden = cards.length > 0;
  document.getElementById("hand-empty").textContent = current.seat === null ? t("spectator-no-hand") : t("hand-empty");
  hand.hidden = cards.length === 0;
  if (local.selected >= cards.length) local.selected = Math.max(0, cards.length - 1);
  hand.replaceChildren(...cards.map((code, index) => {
    const option = document.createElement("div");
    option.setAttribute("role", "option");
    option.id = `hand-card-${index}`;
    option.dataset.index = String(index);
    option.dataset.card = code;
    option.className = "card";
    const label = (said.options && said.options[index]) || cardName(code);
    option.setAttribute("aria-label", label);
    option.title = label;
    const chosen = index === local.selected;
    option.tabIndex = chosen ? 0 : -1;
    option.setAttribute("aria-selected", String(discarding ? local.marked.has(code) : chosen));
    if (discarding && local.marked.has(code)) option.classList.add("marked");
    if (chosen) option.classList.add("current");
    const refusal = said.refusals && said.refusals[index];
    const playing = !view.phase || view.phase === "play";
    if (refusal && current.to_move === current.seat && playing) option.classList.add("refused");
    if (local.mode && local.card === code) option.classList.add("playing");
    option.append(faceOf(code, style));
    return option;
  }));
  if (hadFocus) focusSelected();
}

export function renderBids(current = frame()) {
  const section = document.getElementById("bids");
  const list = document.getElementById("bid-list");
  const bids = current && current.legal ? current.legal.filter((move) => move.startsWith("bid:")) : [];
  section.hidden = bids.length === 0;
  if (!bids.length) return;
  const said = speech() || {};
  if (local.bidIndex >= bids.length) local.bidIndex = 0;
  const hadFocus = list.contains(document.activeElement);
  list.replaceChildren(...bids.map((move, index) => {
    const option = document.createElement("div");
    option.setAttribute("role", "option");
    option.dataset.index = String(index);
    option.dataset.move = move;
    option.className = "bid";
    option.textContent = (said.moves && said.moves[move]) || move;
    option.tabIndex = index === local.bidIndex ? 0 : -1;
    option.setAttribute("aria-selected", String(index === local.bidIndex));
    return option;
  }));
  if (hadFocus) list.querySelector("[tabindex='0']").focus();
}

function renderChoice() {
  const box = document.getElementById("choice");
  box.hidden = local.mode !== "choose";
  if (box.hidden) return;
  const said = speech() || {};
  document.getElementById("choice-title").textContent = t(local.claim ? "choose-claim-title" : "choose-capture-title", { card: cardName(local.card) });
  const options = document.getElementById("choice-options");
  options.replaceChildren(...local.choices.map((move, index) => {
    const element = document.createElement("button");
    element.type = "button";
    element.dataset.choice = String(index);
    element.textContent = t("capture-choice", { number: index + 1, cards: (said.moves && said.moves[move]) || move });
    return element;
  }));
}

function keyArgs() {
  const keys = app.settings.keys;
  return Object.fromEntries(Object.entries(keys).map(([action, code]) => [action, keyLabel(code)]));
}

/** The buttons of the action bar: one per key, named with its key. */
function renderActions(current) {
  const bar = document.getElementById("actions");
  const seated = current.seat !== null;
  const view = current.view;
  const actions = [];
  if (seated && !current.over) actions.push("play");
  actions.push("table", "score", "turn");
  if (seated) actions.push("pile", "hand");
  const spanish = view.rules && view.rules.penalties === "spanish";
  if (seated && view.rules && view.rules.manual && !spanish) actions.push("challenge");
  if (claimsOf(current).length) actions.push("claim");
  if (seated && view.phase === "discard" && current.to_move === current.seat) actions.push("discard");
  if (seated && view.closing && current.to_move === current.seat) actions.push("end");
  if (local.mode === "confirm") actions.push("yes", "no");
  if (seated && !current.over) actions.push("hint");
  actions.push("help");
  if (local.mode) actions.push("cancel");
  const focused = bar.contains(document.activeElement) ? document.activeElement.dataset.action : null;
  const keys = app.settings.keys;
  bar.replaceChildren(...actions.map((action) => {
    const element = document.createElement("button");
    element.type = "button";
    element.dataset.action = action;
    const key = keys[action] ? keyLabel(keys[action]) : null;
    element.textContent = key ? t("action-with-key", { action: t(`action-${action}`), key }) : t(`action-${action}`);
    if (key) element.setAttribute("aria-keyshortcuts", keys[action] === "Slash" ? "?" : key);
    return element;
  }));
  if (focused) {
    const again = bar.querySelector(`[data-action="${focused}"]`);
    if (again) again.focus();
  }
}

function focusSelected() {
  const option = document.getElementById(`hand-card-${local.selected}`);
  if (option) option.focus();
}

/** Choose hand card `index` (it gets the focus when `focus`). */
export function select(index, { focus = true } = {}) {
  const current = frame();
  if (!current || !current.view.hand || !current.view.hand.length) return;
  const count = current.view.hand.length;
  local.selected = Math.max(0, Math.min(count - 1, index));
  const hand = document.getElementById("hand");
  const discarding = current.view.phase === "discard" && current.to_move === current.seat;
  for (const option of hand.children) {
    const chosen = Number(option.dataset.index) === local.selected;
    option.tabIndex = chosen ? 0 : -1;
    option.classList.toggle("current", chosen);
    if (!discarding) option.setAttribute("aria-selected", String(chosen));
  }
  if (focus) focusSelected();
}

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
