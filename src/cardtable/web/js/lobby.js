/**
 * The room: signing in, the tables (a real HTML table, one row a table, its actions as
 * buttons), a new table with every option of the game, finished games and the room chat.
 */
import { app, ask, refusalText, seatOf, show, signIn } from "./main.js";
import { t } from "./i18n.js";
import { alertNow, announce } from "./live.js";
import * as table from "./table.js";
import { buildCreateForm, readCreateForm } from "./create.js";

/** Wire the forms of the sign-in page and the room (once). */
export function init() {
  document.getElementById("guest-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = document.getElementById("guest-name").value.trim();
    await enter("guest", { name });
  });
  document.getElementById("account-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const action = event.submitter && event.submitter.value === "register" ? "register" : "sign_in";
    const name = document.getElementById("account-name").value.trim();
    const password = document.getElementById("account-password").value;
    await enter(action, { name, password });
  });
  document.getElementById("room-chat-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const input = document.getElementById("room-chat-input");
    const text = input.value.trim();
    if (!text) return;
    if (await ask("chat", { text })) input.value = "";
  });
  document.getElementById("create-form").addEventListener("submit", createTable);
  document.getElementById("tables").addEventListener("click", tableAction);
}

async function enter(type, fields) {
  const error = await signIn(type, fields);
  const line = document.getElementById("signin-error");
  line.textContent = error ? refusalText(error) : "";
  if (error) app.sounds.play("error");
}

/** Show the room. */
export function open() {
  if (app.current !== null) table.close();
  show("lobby");
  render();
  document.getElementById("lobby-title").focus({ preventScroll: false });
}

/** Draw the room from the state. */
export function render() {
  if (!app.user) return;
  document.getElementById("lobby-greeting").textContent = t(
    app.user.guest ? "greeting-guest" : "greeting", { name: app.user.name });
  renderTables();
  renderRecords();
  renderChat();
  const form = document.getElementById("create-form");
  if (!form.dataset.built && app.welcome) buildCreateForm(form, app.welcome.games);
}

/** A table's game in words: "Scopa, 2 players, manual capture". */
export function gameLabel(summary) {
  const parts = [t("game-name", { game: summary.game === "metamorphosis" ? "metamorphosis" : summary.preset })];
  parts.push(t("players-count", { count: summary.players }));
  if (summary.teams) parts.push(t("teams-yes"));
  for (const modifier of summary.modifiers || []) parts.push(t(`modifier-${modifier}`));
  if (summary.game === "sweep") parts.push(t("target-points", { target: summary.target }));
  return parts.join(", ");
}

/** A seat in words: "Ana", "computer, normal", "empty". */
export function seatLabel(seat) {
  if (seat.kind === "empty") return t("seat-empty");
  if (seat.kind === "bot") return t("seat-bot", { level: seat.level });
  if (seat.standin) return t("seat-standin", { name: seat.name });
  if (seat.connected === false) return t("seat-away", { name: seat.name });
  return seat.name;
}

function renderTables() {
  const body = document.querySelector("#tables tbody");
  const summaries = [...app.tables.values()].filter((s) => s.status !== "finished")
    .sort((a, b) => a.id - b.id);
  document.getElementById("tables-empty").hidden = summaries.length > 0;
  document.getElementById("tables").hidden = summaries.length === 0;
  body.replaceChildren(...summaries.map(tableRow));
}

function button(text, data, label) {
  const element = document.createElement("button");
  element.type = "button";
  element.textContent = text;
  if (label) element.setAttribute("aria-label", label);
  Object.assign(element.dataset, data);
  return element;
}

function tableRow(summary) {
  const row = document.createElement("tr");
  const cell = (text, header = false) => {
    const element = document.createElement(header ? "th" : "td");
    if (header) element.scope = "row";
    element.textContent = text;
    row.append(element);
    return element;
  };
  cell(t("table-number", { table: summary.id }), true);
  cell(gameLabel(summary));
  const seats = cell("");
  const list = document.createElement("ol");
  list.className = "seat-names";
  for (const seat of summary.seats) {
    const item = document.createElement("li");
    item.textContent = t("seat-line", { seat: seat.seat + 1, who: seatLabel(seat) });
    list.append(item);
  }
  seats.append(list);
  cell(t(`status-${summary.status}`) + (summary.spectators ? ", " + t("spectators", { count: summary.spectators }) : ""));
  const actions = cell("");
  actions.className = "row-actions";
  const mine = seatOf(summary);
  if (mine !== null) {
    actions.append(button(t("button-open-table"), { act: "open", table: summary.id },
      t("button-open-table-label", { table: summary.id })));
  } else {
    if (summary.status === "waiting") {
      for (const seat of summary.seats.filter((s) => s.kind === "empty")) {
        actions.append(button(t("button-take-seat", { seat: seat.seat + 1 }),
          { act: "sit", table: summary.id, seat: seat.seat },
          t("button-take-seat-label", { seat: seat.seat + 1, table: summary.id })));
      }
    }
    actions.append(button(t("button-watch"), { act: "watch", table: summary.id },
      t("button-watch-label", { table: summary.id })));
  }
  return row;
}

async function tableAction(event) {
  const target = event.target.closest("button[data-act]");
  if (!target) return;
  const id = Number(target.dataset.table);
  if (target.dataset.act === "sit") {
    if (await ask("take_seat", { table: id, seat: Number(target.dataset.seat) })) {
      announce(t("seat-taken-you", { seat: Number(target.dataset.seat) + 1, table: id }));
      table.open(id);
    }
  } else {
    table.open(id);
  }
}

function renderRecords() {
  const list = document.getElementById("records");
  if (!app.records.length) {
    const item = document.createElement("li");
    item.textContent = t("records-none");
    list.replaceChildren(item);
    return;
  }
  list.replaceChildren(...app.records.slice(0, 20).map((record) => {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = record.url;
    link.setAttribute("download", `cardtable-${record.id}.json`);
    const scores = record.seats.map((name, seat) => t("record-seat", { name, score: record.scores[seat] ?? 0 }));
    const winners = record.winners.map((seat) => record.seats[seat]).join(", ");
    link.textContent = t("record-line", {
      table: record.table, game: t("game-name", { game: record.game === "metamorphosis" ? "metamorphosis" : record.preset }),
      scores: scores.join(", "), winners,
    });
    item.append(link);
    return item;
  }));
}

/** Draw the room chat. */
export function renderChat() {
  const log = document.getElementById("room-chat");
  log.replaceChildren(...app.roomChat.slice(-100).map((line) => {
    const item = document.createElement("li");
    item.textContent = t("chat-line", { name: line.name, text: line.text });
    return item;
  }));
}

async function createTable(event) {
  event.preventDefault();
  const form = event.currentTarget;
  const request = readCreateForm(form, app.welcome.games);
  if (request.error) {
    alertNow(request.error);
    return;
  }
  const answer = await ask("create_table", request.message);
  if (!answer) return;
  const id = answer.table.id;
  announce(t("table-created", { table: id }));
  if (request.bots) {
    for (const seat of answer.table.seats.filter((s) => s.kind === "empty")) {
      if (!await ask("add_bot", { table: id, seat: seat.seat, level: request.level })) return;
    }
    if (request.start) await ask("start", { table: id });
  }
  table.open(id);
}
