/**
 * A table: its seats and setup before the game, then the game as the player's seat sees it.
 * The hand is a listbox with roving focus; the keys of RULES.md 4 (plus arrows, D, H, ?)
 * act only while the game area has focus; every key has a button and a typed command.
 * Sentences about the game come from the server (`speech`), in the player's language.
 */
import { app, ask, seatOf, show } from "./main.js";
import { t } from "./i18n.js";
import { alertNow, announce, remember } from "./live.js";
import { actionFor } from "./keys.js";
import { gameLabel, seatLabel } from "./lobby.js";
import { runCommand } from "./commands.js";
import * as lobby from "./lobby.js";
import { focusGame, moveSelection, renderBids, renderGame, select } from "./board.js";
import { act, cancel, choose, digit, toggleTake } from "./play.js";
import { frame, local, resetLocal, speech, summary } from "./tablestate.js";

export { act, digit, focusGame, select };

/** The table and version whose call to play was said last (it is said once). */
let promptSaid = null;

/** Wire the table's controls (once). */
export function init() {
  const game = document.getElementById("game");
  game.addEventListener("keydown", onKey);
  const hand = document.getElementById("hand");
  hand.addEventListener("click", (event) => {
    const option = event.target.closest("[role=option]");
    if (!option) return;
    select(Number(option.dataset.index), { focus: true });
  });
  hand.addEventListener("dblclick", (event) => {
    if (event.target.closest("[role=option]")) act("play");
  });
  document.getElementById("bid-list").addEventListener("click", (event) => {
    const option = event.target.closest("[role=option]");
    if (!option) return;
    local.bidIndex = Number(option.dataset.index);
    renderBids();
    act("play");
  });
  document.getElementById("table-cards").addEventListener("click", (event) => {
    const item = event.target.closest("[data-index]");
    if (item && local.mode === "take") toggleTake(Number(item.dataset.index) + 1);
  });
  document.getElementById("actions").addEventListener("click", (event) => {
    const target = event.target.closest("button[data-action]");
    if (target) act(target.dataset.action);
  });
  document.getElementById("choice-options").addEventListener("click", (event) => {
    const target = event.target.closest("button[data-choice]");
    if (target) choose(Number(target.dataset.choice) + 1);
  });
  document.getElementById("choice-cancel").addEventListener("click", () => cancel());
  document.getElementById("leave-table").addEventListener("click", leave);
  document.getElementById("table-setup").addEventListener("click", setupAction);
  document.getElementById("command-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = document.getElementById("command");
    const line = input.value;
    input.value = "";
    runCommand(line);
  });
  document.getElementById("table-chat-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const input = document.getElementById("table-chat-input");
    const text = input.value.trim();
    if (!text || app.current === null) return;
    if (await ask("chat", { text, table: app.current })) input.value = "";
  });
}

/** Open table `id`: watch it (a spectator unless seated) and show it. */
export async function open(id) {
  if (app.current !== null && app.current !== id) close();
  app.current = id;
  resetLocal();
  show("table");
  render();
  const answer = await ask("watch", { table: id });
  if (!answer) {
    lobby.open();
    return;
  }
  render();
  const current = frame();
  if (current && !current.over) {
    focusGame();
    const said = speech();
    const promptKey = `${current.table}:${current.version}`;
    if (said && said.prompt && promptSaid !== promptKey) {
      promptSaid = promptKey;
      alertNow(said.prompt);
    } else if (said && !said.prompt) {
      announce([said.turn]);
    }
  } else {
    document.getElementById("table-title").focus();
  }
}

/** Stop showing the current table (it is still watched while seated). */
export function close() {
  const id = app.current;
  app.current = null;
  if (id !== null && seatOf(app.tables.get(id)) === null) ask("unwatch", { table: id }, { quiet: true });
}


async function leave() {
  const id = app.current;
  const table = summary();
  if (table && seatOf(table) !== null) {
    if (!await ask("leave_seat", { table: id })) return;
    announce(t("left-table", { table: id }));
  }
  lobby.open();
}

/** A table summary changed (seats, status, presence). */
export function tableChanged() {
  render();
}

/** A `game` frame: keep it, say what happened, and redraw. */
export function gameFrame(incoming) {
  const previous = app.games.get(incoming.table);
  app.games.set(incoming.table, incoming);
  if (incoming.table !== app.current) return;
  if (previous && previous.version !== incoming.version) {
    local.mode = null;
    local.take.clear();
    if (!incoming.view.phase || incoming.view.phase !== "discard") local.marked.clear();
  }
  const said = incoming.speech;
  const mine = incoming.seat !== null && incoming.to_move === incoming.seat && !incoming.over;
  const events = said ? said.events : [];
  playSounds(incoming.events, incoming.seat);
  const fresh = !previous || previous.version !== incoming.version;
  if (fresh && mine && said && said.prompt) {
    promptSaid = `${incoming.table}:${incoming.version}`;
    // The events and the call to play in one assertive sentence, so neither cuts the other.
    alertNow([...events, said.prompt].join(" "), { keep: false });
    remember([...events, said.prompt]);
    app.sounds.play("turn");
  } else if (events.length) {
    announce(events);
  }
  const game = document.getElementById("game");
  const wasHere = game.contains(document.activeElement);
  render();
  if ((incoming.version === 0 && !isTyping()) || wasHere) focusGame();
}

function isTyping() {
  const element = document.activeElement;
  return Boolean(element && ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName));
}

function playSounds(events, seat) {
  for (const event of events || []) {
    if (event.type === "play") {
      app.sounds.play(event.sweep ? "sweep" : event.take && event.take.length ? "capture" : "card");
    } else if (event.type === "trick" && event.seat === seat) {
      app.sounds.play("capture");
    }
  }
}

/** The game is over: say the result (the last game frame said the scores already). */
export function gameOver(over) {
  if (over.table !== app.current) return;
  const link = document.getElementById("hint-text");
  link.hidden = false;
  link.replaceChildren();
  const anchor = document.createElement("a");
  anchor.href = `/records/${over.record}.json`;
  anchor.setAttribute("download", `cardtable-${over.record}.json`);
  anchor.textContent = t("record-download", { record: over.record });
  link.append(anchor);
  announce(t("game-over-record"));
}

/** Draw the table from the state. */
export function render() {
  const table = summary();
  const title = document.getElementById("table-title");
  title.tabIndex = -1;
  if (!table) {
    title.textContent = t("table-number", { table: app.current ?? 0 });
    return;
  }
  document.title = t("page-title-table", { table: table.id });
  title.textContent = t("table-title", { table: table.id, game: gameLabel(table) });
  const mine = seatOf(table);
  document.getElementById("table-summary").textContent = t("table-status-line", {
    status: t(`status-${table.status}`), seat: mine === null ? 0 : mine + 1,
    spectators: table.spectators || 0,
  });
  renderSeats(table);
  renderSetup(table, mine);
  renderGame();
  renderChat();
  document.getElementById("leave-table").textContent = t(mine === null ? "button-back" : "button-leave");
}

function renderSeats(table) {
  const current = frame();
  const list = document.createElement("ul");
  list.className = "seat-list";
  for (const seat of table.seats) {
    const item = document.createElement("li");
    const parts = [t("seat-line", { seat: seat.seat + 1, who: seatLabel(seat) })];
    if (current && current.view.hand_sizes) parts.push(t("cards-in-hand", { count: current.view.hand_sizes[seat.seat] }));
    if (current && !current.over && current.to_move === seat.seat) {
      parts.push(t("seat-to-move"));
      item.classList.add("to-move");
    }
    if (seat.seat === seatOf(table)) item.classList.add("you");
    item.textContent = parts.join(", ");
    list.append(item);
  }
  document.getElementById("seat-list").replaceChildren(list);
}

function renderSetup(table, mine) {
  const setup = document.getElementById("table-setup");
  setup.hidden = table.status !== "waiting";
  if (setup.hidden) return;
  const focused = document.activeElement && setup.contains(document.activeElement) ? document.activeElement.dataset.key : null;
  const parts = [];
  const heading = document.createElement("h2");
  heading.textContent = t("setup-title");
  parts.push(heading);
  const levels = app.welcome ? app.welcome.games.bot_levels : ["easy", "normal", "hard", "expert"];
  for (const seat of table.seats) {
    const row = document.createElement("div");
    row.className = "setup-row";
    const label = document.createElement("span");
    label.textContent = t("seat-line", { seat: seat.seat + 1, who: seatLabel(seat) });
    row.append(label);
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
    parts.push(row);
  }
  const full = table.seats.every((seat) => seat.kind !== "empty");
  const start = setupButton(t("button-start"), "start", -1);
  start.disabled = !full;
  parts.push(start);
  if (!full) {
    const note = document.createElement("p");
    note.textContent = t("setup-fill-seats");
    parts.push(note);
  }
  setup.replaceChildren(...parts);
  if (focused) {
    const again = setup.querySelector(`[data-key="${focused}"]`);
    if (again && !again.disabled) again.focus();
    else start.focus();
  }
}

function setupButton(text, act, seat, label) {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = text;
  element.dataset.act = act;
  element.dataset.seat = String(seat);
  element.dataset.key = `${act}-${seat}`;
  if (label) element.setAttribute("aria-label", label);
  return element;
}

async function setupAction(event) {
  const target = event.target.closest("button[data-act]");
  if (!target) return;
  const table = app.current;
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

/** Draw the table chat. */
export function renderChat() {
  const lines = app.chats.get(app.current) || [];
  document.getElementById("table-chat").replaceChildren(...lines.slice(-100).map((line) => {
    const item = document.createElement("li");
    item.textContent = t("chat-line", { name: line.name, text: line.text });
    return item;
  }));
}

function onKey(event) {
  const target = event.target;
  const onControl = target.closest("button, input, select, textarea, a, summary");
  if (onControl && !target.closest("#actions")) {
    // On a capture's choice buttons the digits still choose; anywhere, Escape cancels.
    const digitKey = /^(Digit|Numpad)([1-9])$/.exec(event.code);
    if (digitKey && target.closest("#choice")) {
      event.preventDefault();
      choose(Number(digitKey[2]));
    } else if (event.key === "Escape" && local.mode) {
      event.preventDefault();
      cancel();
    }
    return;
  }
  if (["ArrowLeft", "ArrowUp"].includes(event.key) && target.closest("[role=listbox]")) {
    event.preventDefault();
    moveSelection(-1, event);
    return;
  }
  if (["ArrowRight", "ArrowDown"].includes(event.key) && target.closest("[role=listbox]")) {
    event.preventDefault();
    moveSelection(1, event);
    return;
  }
  if ((event.key === "Home" || event.key === "End") && target.closest("#hand")) {
    event.preventDefault();
    select(event.key === "Home" ? 0 : Number.MAX_SAFE_INTEGER);
    return;
  }
  if (onControl && (event.code === "Enter" || event.code === "Space")) return;
  const found = actionFor(event, app.settings.keys);
  if (!found) return;
  event.preventDefault();
  if (found.digit) digit(found.digit);
  else act(found.action);
}

/** The current frame and local choices (for commands and tests). */
export function state() {
  return { frame: frame(), local };
}
