/**
 * A table: its seats and setup before the game, then the game as the player's seat sees it.
 * The hand is a listbox with roving focus; the keys of RULES.md 4 (plus arrows, D, H, ?)
 * act only while the game area has focus; every key has a button and a typed command.
 * Sentences about the game come from the server (`speech`), in the player's language.
 */
import { t } from "./i18n.js";
import { announce, forgetPending, say } from "./live.js";
import { reconcile, setText } from "./reconcile.js";
import { state, subscribe, update } from "./store.js";
import { RESULTS } from "./reduce.js";
import { followSelection, frame, local, resetLocal, seatOf, summary } from "./tablestate.js";
import { selectedLabel } from "./names.js";
import { gameLabel, seatLabel } from "./labels.js";
import { boardOf } from "./boards.js";
import { ask } from "./room.js";
import { show } from "./screens.js";
import { focusGame } from "./focus.js";
import { animate, snapshot } from "./motion.js";
import { renderSeats } from "./seats.js";
import { renderScoreboard } from "./scoreboard.js";
import * as result from "./result.js";

/** What `init` was given: `drawGame()`, the game area drawn (whether its focused element
 * is gone); `openLobby()`, the room shown. */
let wired = null;
/** The table chat as drawn: the last line drawn. */
let chatDrawn = null;

/** Wire the table's controls (once). `drawGame()` draws the game area and says whether
 * its focused element is gone; `openLobby()` shows the room. */
export function init({ drawGame, openLobby }) {
  wired = { drawGame, openLobby };
  subscribe((now, before) => {
    if (now.view === "table" && now.chats.get(now.current) !== before.chats.get(now.current)) renderChat();
  });
  document.getElementById("leave-table").addEventListener("click", leave);
  result.init({ openTable: open, openLobby: () => wired.openLobby(), hidden: focusGame });
  document.getElementById("close-table").addEventListener("click", closeTable);
  document.getElementById("table-setup").addEventListener("click", setupAction);
  document.getElementById("table-chat-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const input = document.getElementById("table-chat-input");
    const text = input.value.trim();
    const table = state().current;
    if (!text || table === null) return;
    if (await ask("chat", { text, table })) input.value = "";
  });
}

/** Open table `id`: watch it (a spectator unless seated) and show it. What is said of it
 * first is where it stands (the opening, at its start) and, if it is the player's turn,
 * the call to play. */
export async function open(id) {
  if (state().current !== null && state().current !== id) close();
  update({ current: id });
  if (state().followsLobby) {  // at a table, the other tables' changes are not news
    update({ followsLobby: false });
    ask("follow_lobby", { follow: false }, { quiet: true });
  }
  resetLocal();
  forgetPending();
  clearStale();
  show("table");
  render();
  document.getElementById("table-title").focus();
  update({ opening: true });
  const answer = await ask("watch", { table: id });
  update({ opening: false });
  if (!answer) wired.openLobby();
}

/** Forget what the previous table left on screen: its hint, result and record link. */
function clearStale() {
  hideHint();
  result.hideResult();
  chatDrawn = null;
  document.getElementById("table-chat").replaceChildren();
}

/** Take the last hint off the screen. */
function hideHint() {
  const hint = document.getElementById("hint-text");
  hint.hidden = true;
  hint.replaceChildren();
}

/** Stop showing the current table (it is still watched while seated). */
export function close() {
  const id = state().current;
  update({ current: null });
  if (id !== null && seatOf(state().tables.get(id)) === null) ask("unwatch", { table: id }, { quiet: true });
}

async function leave() {
  const id = state().current;
  const table = summary();
  if (table && seatOf(table) !== null) {
    if (!await ask("leave_seat", { table: id })) return;
    announce(t("left-table", { table: id }));
  }
  wired.openLobby();
}

/** Close the table for everyone (its owner only), once the owner says so; the room's
 * `table_closed` frame then says why and shows the room. */
async function closeTable() {
  const id = state().current;
  if (id === null || !window.confirm(t("confirm-close-table", { table: id }))) return;
  await ask("close_table", { table: id });
}

/** A table summary changed (seats, status, presence). */
export function tableChanged() {
  render();
  if (adrift() && !isTyping()) {
    if (frame()) focusGame();
    else document.getElementById("table-title").focus();
  }
}

/**
 * Whether a frame must move the focus into the game (before anything is said): only when
 * its element is gone (a card played, the set-up done), when the player has just opened
 * the table or its game has just begun (`first`) and the focus is on the table's title,
 * when the hand comes back to a player left on the game area after a round, when a result
 * appears while the player waits on an empty hand, or when the markers of a bid appear while
 * the player is in the hand.
 */
function needsFocus(first) {
  const focused = document.activeElement;
  const hand = document.getElementById("hand");
  const bidsShown = !document.getElementById("bids").hidden;
  if (isTyping()) return false;
  if (adrift()) return true;
  if ((state().opening || first) && focused === document.getElementById("table-title")) return true;
  if (focused === document.getElementById("game") || focused === document.getElementById("result")) {
    return !hand.hidden || bidsShown;
  }
  // Waiting on "your hand is empty" when the round or the game ends: to its result, as a
  // player whose last card ended it goes there.
  if (focused === document.getElementById("hand-empty")) {
    return !document.getElementById("result").hidden;
  }
  return bidsShown && hand.contains(focused);
}

/** Whether the focus was on something that is gone or hidden now. */
function adrift() {
  const focused = document.activeElement;
  return !focused || focused === document.body || Boolean(focused.closest("[hidden]"));
}

/** A `game` frame, kept in the state already (`previous`: the table's frame before it):
 * show its results, redraw, put the focus where it must go, and only then say what is new
 * (a focus change never cuts an announcement). */
export function gameFrame(incoming, previous) {
  if (incoming.table !== state().current) return;
  if (previous && previous.version !== incoming.version) {
    local.mode = null;
    local.take.clear();
    if (!boardOf(incoming).discarding(incoming.view)) local.marked.clear();
    hideHint();  // it spoke of the position just left (the log keeps it)
  }
  const { news } = state();
  const before = snapshot();
  if (news) showResults(news);
  const moved = turnBegins(incoming, previous) && chooseFirstPlayable(incoming);
  const lost = render();
  if (lost || needsFocus(!previous)) focusGame();
  else if (moved) followInHand();
  if (news) tell(incoming, news);
  animate(before, incoming, previous);
}

/** Whether `incoming` is the first frame of the player's own turn. */
function turnBegins(incoming, previous) {
  const mine = (current) => Boolean(current) && !current.over && current.seat !== null
    && current.to_move === current.seat;
  return mine(incoming) && !mine(previous);
}

/**
 * At the start of the player's turn, a chosen hand card that may not be played now gives way
 * to the first that may (as in the terminal): the call to play names it, and Enter plays it.
 * Whether the choice moved.
 */
function chooseFirstPlayable(current) {
  const cards = current.view.hand || [];
  const refusals = (current.speech && current.speech.refusals) || [];
  followSelection(cards);
  if (!refusals[local.selected]) return false;
  const playable = cards.findIndex((_, index) => !refusals[index]);
  if (playable < 0) return false;
  local.selected = playable;
  local.selectedCard = cards[playable];
  return true;
}

/** The focus, if it is in the hand, goes with the choice. */
function followInHand() {
  const hand = document.getElementById("hand");
  const option = document.getElementById(`hand-card-${local.selected}`);
  if (option && hand.contains(document.activeElement) && document.activeElement !== option) {
    option.focus();
  }
}

function isTyping() {
  const element = document.activeElement;
  return Boolean(element && ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName));
}

/** The results of a frame go up in the banner; a play after a result takes it down. */
function showResults(news) {
  const results = [];
  let final = false;
  news.events.forEach((event, index) => {
    if (RESULTS.has(event.type)) {
      results.push(news.sentences[index]);
      final = final || event.type === "game_end";
    } else if (event.type === "play" && !results.length && !result.showsFinal()) {
      result.hideResult();
    }
  });
  if (results.length) result.showResult(results, final);
}

/** Say the news, each result as an utterance of its own, then the call to play. The game's
 * opening is never dropped from a backlog. */
function tell(current, news) {
  forgetPending("prompt");
  if (news.fresh) playSounds(news.events, current.seat);
  const kind = news.first ? "opening" : "event";
  let group = [...news.lead];
  news.events.forEach((event, index) => {
    if (RESULTS.has(event.type)) {
      say(group, { kind });
      group = [];
      say(news.sentences[index], { kind: "result" });
    } else {
      group.push(news.sentences[index]);
    }
  });
  say(group, { kind });
  if (current.speech.prompt && !current.over) {
    say(promptText(current), { kind: "prompt" });
    if (current.to_move === current.seat) state().sounds.play("turn");
  }
}

/** The call to play, with the card or marker chosen now, so Enter plays nothing unheard. */
function promptText(current) {
  const parts = [current.speech.prompt];
  const view = current.view;
  if (current.to_move === current.seat && !view.closing) {
    const bids = document.getElementById("bid-list");
    const bid = bids.querySelector("[tabindex='0']");
    const label = !document.getElementById("bids").hidden && bid ? bid.textContent : (
      boardOf(current).playing(view) ? selectedLabel() : null);
    // A marker's label is a sentence of its own: its full stop is the call's.
    if (label) parts.push(t("turn-chosen", { card: label.replace(/\.$/, "") }));
  }
  return parts.join(" ");
}

function playSounds(events, seat) {
  for (const event of events || []) {
    if (event.type === "play") {
      state().sounds.play(event.sweep ? "sweep" : event.take && event.take.length ? "capture" : "card");
    } else if (event.type === "trick" && event.seat === seat) {
      state().sounds.play("capture");
    }
  }
}

/** The game is over: the result banner becomes the game-over panel (`result.js`), and the
 * record's sentence is said after the results. */
export function gameOver(over) {
  if (over.table !== state().current) return;
  result.gameOver(over, frame(), summary());
}

/** Draw the table from the state; returns whether the focused element of the game area
 * is gone. */
export function render() {
  const table = summary();
  const title = document.getElementById("table-title");
  title.tabIndex = -1;
  if (!table) {
    setText(title, t("table-number", { table: state().current ?? 0 }));
    return false;
  }
  document.title = t("page-title-table", { table: table.id });
  setText(title, t("table-title", { table: table.id, game: gameLabel(table) }));
  const mine = seatOf(table);
  setText(document.getElementById("table-summary"), t("table-status-line", {
    status: t(`status-${table.status}`), seat: mine === null ? 0 : mine + 1,
    spectators: table.spectators || 0,
  }));
  renderSeats(table);
  renderSetup(table, mine);
  const lost = wired.drawGame();
  renderScoreboard();
  renderChat();
  setText(document.getElementById("leave-table"), t(mine === null ? "button-back" : "button-leave"));
  const { user } = state();
  document.getElementById("close-table").hidden = !user || table.owner !== user.name
    || table.status === "finished";
  return lost;
}

function renderSetup(table, mine) {
  const setup = document.getElementById("table-setup");
  setup.hidden = table.status !== "waiting" || frame() !== null;
  if (setup.hidden) return;
  const { welcome } = state();
  const levels = welcome ? welcome.games.bot_levels : ["easy", "normal", "hard", "expert"];
  const full = table.seats.every((seat) => seat.kind !== "empty");
  const items = [{ part: "heading" },
    ...table.seats.map((seat) => ({ part: "seat", seat })),
    { part: "start" }];
  if (!full) items.push({ part: "note" });
  const focusedRow = document.activeElement && document.activeElement.closest(".setup-row");
  const seatFocused = focusedRow && setup.contains(focusedRow) ? focusedRow.dataset.seat : null;
  const lost = reconcile(setup, items, {
    key: (item) => (item.part === "seat"
      ? `seat-${item.seat.seat}-${item.seat.kind}-${mine === null ? "free" : "seated"}` : item.part),
    create: (item) => setupPart(item, mine, levels),
    update: (element, item) => {
      if (item.part === "heading") setText(element, t("setup-title"));
      if (item.part === "note") setText(element, t("setup-fill-seats"));
      if (item.part === "start") {
        setText(element, t("button-start"));
        element.disabled = !full;
      }
      if (item.part === "seat") {
        setText(element.querySelector("span"), t("seat-line", { seat: item.seat.seat + 1, who: seatLabel(item.seat) }));
      }
    },
  });
  if (lost) {
    // The row changed (a bot sat down, a seat was freed): stay on that seat's new row.
    const row = seatFocused !== null ? setup.querySelector(`.setup-row[data-seat="${seatFocused}"]`) : null;
    const again = row && row.querySelector("button:not([disabled])");
    (again || setup.querySelector("[data-act=start]:not([disabled])") || document.getElementById("table-title")).focus();
  }
}

/** One part of the set-up panel: its heading, a seat's row, the start button, a note. */
function setupPart(item, mine, levels) {
  if (item.part === "heading") return document.createElement("h2");
  if (item.part === "note") return document.createElement("p");
  if (item.part === "start") return setupButton(t("button-start"), "start", -1);
  const seat = item.seat;
  const row = document.createElement("div");
  row.className = "setup-row";
  row.dataset.seat = String(seat.seat);
  row.append(document.createElement("span"));
  if (seat.kind === "empty") {
    if (mine === null) row.append(setupButton(t("button-take-seat", { seat: seat.seat + 1 }), "sit", seat.seat));
    const choose = document.createElement("select");
    choose.id = `bot-level-${seat.seat}`;
    choose.setAttribute("aria-label", t("bot-level-label", { seat: seat.seat + 1 }));
    for (const level of levels) choose.append(new Option(t("level-name", { level }), level));
    choose.value = "normal";
    row.append(choose, setupButton(t("button-add-bot"), "bot", seat.seat, t("button-add-bot-label", { seat: seat.seat + 1 })));
  } else if (seat.kind === "bot") {
    row.append(setupButton(t("button-remove-bot"), "unbot", seat.seat, t("button-remove-bot-label", { seat: seat.seat + 1 })));
  }
  return row;
}

function setupButton(text, act, seat, label) {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = text;
  element.dataset.act = act;
  element.dataset.seat = String(seat);
  if (label) element.setAttribute("aria-label", label);
  return element;
}

async function setupAction(event) {
  const target = event.target.closest("button[data-act]");
  if (!target) return;
  const table = state().current;
  const seat = Number(target.dataset.seat);
  switch (target.dataset.act) {
    case "sit":
      if (await ask("take_seat", { table, seat })) announce(t("seat-taken-you", { seat: seat + 1, table }));
      break;
    case "bot": {
      const level = document.getElementById(`bot-level-${seat}`).value;
      if (await ask("add_bot", { table, seat, level })) announce(t("bot-added", { seat: seat + 1, level: t("level-name", { level }) }));
      break;
    }
    case "unbot":
      if (await ask("remove_bot", { table, seat })) announce(t("bot-removed", { seat: seat + 1 }));
      break;
    case "start":
      await ask("start", { table });
      break;
    default:
      break;
  }
}

/** Draw the table chat: only the lines not drawn yet are added (the last 100 are kept). */
function renderChat() {
  const list = document.getElementById("table-chat");
  const { chats, current } = state();
  const lines = chats.get(current) || [];
  // The lines after the last one drawn are new; if it is gone (a resync replaced the
  // list, or old lines were dropped past it), the log is drawn again.
  let from = chatDrawn ? lines.lastIndexOf(chatDrawn) + 1 : 0;
  if (chatDrawn && from === 0) {
    list.replaceChildren();
    from = Math.max(0, lines.length - 100);
  }
  for (const line of lines.slice(from)) {
    const item = document.createElement("li");
    item.textContent = t("chat-line", { name: line.name, text: line.text });
    list.append(item);
  }
  chatDrawn = lines.length ? lines[lines.length - 1] : null;
  while (list.children.length > 100) list.firstElementChild.remove();
}
