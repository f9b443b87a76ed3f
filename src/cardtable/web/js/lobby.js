/**
 * The room: signing in, a new table with every option of the game, the tables (a real
 * HTML table, one row a table, its actions as buttons; the tables nobody is playing at,
 * waiting with no person connected or left by their people, apart in "Other tables",
 * folded), finished games and the room chat.
 *
 * The lists are updated in place, never rebuilt: a row is kept by its table's id, a cell's
 * text is changed only when it differs, a button is kept by its action and seat, and a row
 * comes or goes without touching the others. So the player's focus stays on the control it
 * is on while other players open, fill and close tables; when that control is gone it goes
 * to its row's first button, or to the list's heading.
 */
import { t } from "./i18n.js";
import { alertNow, announce } from "./live.js";
import { buildCreateForm, openNewTable, readCreateForm } from "./create.js";
import { reconcile, setAttr, setText } from "./reconcile.js";
import { state, subscribe, update } from "./store.js";
import { seatOf } from "./tablestate.js";
import { gameLabel, seatLabel } from "./labels.js";
import { ask } from "./room.js";
import { refusalText } from "./refusals.js";
import { show } from "./screens.js";

/** What `init` was given: `signIn(type, fields)`, `openTable(id)`, `closeTable()`. */
let wired = null;

/** The most chat lines the room's log holds (the older ones leave it). */
const CHAT_LINES = 100;

/**
 * Wire the forms of the sign-in page and the room (once), and draw the room again when
 * what it shows changes. `signIn(type, fields)` signs in (its refusal, or null);
 * `openTable(id)` shows a table; `closeTable()` stops showing the one on screen.
 */
export function init({ signIn, openTable, closeTable }) {
  wired = { signIn, openTable, closeTable };
  subscribe((now, before) => {
    if (now.view !== "lobby") return;
    if (now.tables !== before.tables || now.records !== before.records) render();
    else if (now.roomChat !== before.roomChat) renderChat();
  });
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
  // The other tables' list has the same columns as the main one.
  const others = document.getElementById("tables-others");
  others.tBodies[0].before(document.getElementById("tables").tHead.cloneNode(true));
  others.addEventListener("click", tableAction);
  document.getElementById("records").addEventListener("click", shareRecord);
}

async function enter(type, fields) {
  const error = await wired.signIn(type, fields);
  const line = document.getElementById("signin-error");
  line.textContent = error ? refusalText(error) : "";
  if (error) state().sounds.play("error");
}

/** Show the room, with the focus on its heading (after signing in, or back from a table):
 * the list of tables is asked again, and its changes followed, if they were not. */
export function open() {
  if (state().current !== null) wired.closeTable();
  if (!state().followsLobby) {
    update({ followsLobby: true });
    ask("list_tables", { batch: true }, { quiet: true });
  }
  show("lobby");
  render();
  document.getElementById("lobby-title").focus();
}

/** Draw the room from the state (in place: see the module's note). */
export function render() {
  const { user, welcome } = state();
  if (!user) return;
  setText(document.getElementById("lobby-greeting"), t(
    user.guest ? "greeting-guest" : "greeting", { name: user.name }));
  renderTables();
  renderRecords();
  renderChat({ all: true });
  const form = document.getElementById("create-form");
  if (!form.dataset.built && welcome) buildCreateForm(form, welcome.games);
}

/**
 * Keep the focus in `container` through `change()`: if the focused control is gone after
 * it, focus what `fallback(remembered)` gives (called with what `remember(element)` said of
 * the control before).
 */
function keepingFocus(container, remember, change, fallback) {
  const before = document.activeElement;
  const inside = before && before !== container && container.contains(before);
  const remembered = inside ? remember(before) : null;
  change();
  if (!inside || container.contains(document.activeElement)) return;
  if (before.isConnected && container.contains(before) && !before.closest("[hidden]")) {
    before.focus();
    return;
  }
  const next = fallback(remembered);
  if (next) next.focus();
}

function tablesHeading() {
  return document.getElementById("tables-title");
}

/**
 * Whether a table is one nobody is playing at: no person connected sits at it (waiting
 * with no one, or left by its people to the computer players). The player's own tables,
 * those they sit at or opened, stay in the main list.
 */
function abandoned(summary) {
  const { user } = state();
  if (seatOf(summary) !== null || (user && summary.owner === user.name)) return false;
  return !summary.seats.some((seat) => seat.kind === "person" && seat.connected);
}

function renderTables() {
  const summaries = [...state().tables.values()].filter((s) => s.status !== "finished")
    .sort((a, b) => a.id - b.id);
  const main = summaries.filter((summary) => !abandoned(summary));
  const others = summaries.filter(abandoned);
  const other = document.getElementById("tables-other");
  renderList(document.querySelector("#tables tbody"), main, () => {
    setHidden(document.getElementById("tables-empty"), main.length > 0);
    setHidden(document.getElementById("tables"), main.length === 0);
  }, tablesHeading);
  renderList(document.querySelector("#tables-others tbody"), others, () => {
    setHidden(other, others.length === 0);
    setText(document.getElementById("tables-other-title"), t("tables-other", { count: others.length }));
  }, () => (other.hidden ? tablesHeading() : document.getElementById("tables-other-title")));
}

/** One list of tables: its rows by table id, then `also()`; when the focused button is
 * gone, the focus goes to its row's first button, else to `heading()`. */
function renderList(body, summaries, also, heading) {
  keepingFocus(body, (element) => element.closest("tr")?.dataset.key ?? null, () => {
    reconcile(body, summaries, { key: (summary) => summary.id, create: makeRow, update: updateRow });
    also();
  }, (rowKey) => {
    const row = rowKey === null ? null : [...body.children].find((r) => r.dataset.key === rowKey);
    return (row && row.querySelector("button")) || heading();
  });
}

function setHidden(element, hidden) {
  if (element.hidden !== hidden) element.hidden = hidden;
}

/** A row of a list of tables. Its roles are written out: on a phone the rows are drawn
 * as cards (lobby.css), and a table drawn so must stay a table to a screen reader. */
function makeRow() {
  const row = document.createElement("tr");
  row.setAttribute("role", "row");
  const number = document.createElement("th");
  number.scope = "row";
  number.setAttribute("role", "rowheader");
  const [game, seats, status, actions] = [0, 1, 2, 3].map(() => {
    const cell = document.createElement("td");
    cell.setAttribute("role", "cell");
    return cell;
  });
  const list = document.createElement("ol");
  list.className = "seat-names";
  seats.append(list);
  seats.className = "seats-cell";
  actions.className = "row-actions";
  row.append(number, game, seats, status, actions);
  return row;
}

function updateRow(row, summary) {
  const [number, game, seats, status, actions] = row.children;
  setText(number, t("table-number", { table: summary.id }));
  setText(game, gameLabel(summary));
  reconcile(seats.firstElementChild, summary.seats, {
    key: (seat) => seat.seat,
    create: () => document.createElement("li"),
    update: (item, seat) => setText(item, t("seat-line", { seat: seat.seat + 1, who: seatLabel(seat) })),
  });
  setText(status, t(`status-${summary.status}`)
    + (summary.spectators ? ", " + t("spectators", { count: summary.spectators }) : ""));
  reconcile(actions, rowButtons(summary), { key: (spec) => spec.key, create: makeButton, update: updateButton });
}

/** The buttons of a table's row: what the player can do there, each keyed by action and seat. */
function rowButtons(summary) {
  const id = summary.id;
  if (seatOf(summary) !== null) {
    return [{ key: "open", act: "open", table: id, text: t("button-open-table"),
      label: t("button-open-table-label", { table: id }) }];
  }
  const buttons = [];
  if (summary.status === "waiting") {
    for (const seat of summary.seats.filter((s) => s.kind === "empty")) {
      buttons.push({ key: `sit-${seat.seat}`, act: "sit", table: id, seat: seat.seat,
        text: t("button-take-seat", { seat: seat.seat + 1 }),
        label: t("button-take-seat-label", { seat: seat.seat + 1, table: id }) });
    }
  }
  buttons.push({ key: "watch", act: "watch", table: id, text: t("button-watch"),
    label: t("button-watch-label", { table: id }) });
  return buttons;
}

function makeButton(spec) {
  const element = document.createElement("button");
  element.type = "button";
  element.dataset.act = spec.act;
  element.dataset.table = String(spec.table);
  if (spec.seat !== undefined) element.dataset.seat = String(spec.seat);
  return element;
}

function updateButton(element, spec) {
  setText(element, spec.text);
  setAttr(element, "aria-label", spec.label || null);
}

async function tableAction(event) {
  const target = event.target.closest("button[data-act]");
  if (!target) return;
  const id = Number(target.dataset.table);
  if (target.dataset.act === "sit") {
    if (await ask("take_seat", { table: id, seat: Number(target.dataset.seat) })) {
      announce(t("seat-taken-you", { seat: Number(target.dataset.seat) + 1, table: id }));
      wired.openTable(id);
    }
  } else {
    wired.openTable(id);
  }
}

function recordText(record) {
  if (record.ended) {
    return t("record-stopped", { table: record.table, reason: record.ended,
      game: t("game-name", { game: record.game === "metamorphosis" ? "metamorphosis" : record.preset }) });
  }
  const scores = record.seats.map((name, seat) => t("record-seat", { name, score: record.scores[seat] ?? 0 }));
  const winners = record.winners.map((seat) => record.seats[seat]).join(", ");
  return t("record-line", {
    table: record.table, game: t("game-name", { game: record.game === "metamorphosis" ? "metamorphosis" : record.preset }),
    scores: scores.join(", "), winners,
  });
}

/** Share a record of the player's (or no longer), then list the records again. */
async function shareRecord(event) {
  const button = event.target.closest(".share-record");
  if (!button) return;
  const record = state().records.find((r) => String(r.id) === button.dataset.record);
  if (!record) return;
  const shared = !record.shared;
  if (!await ask("share_record", { record: record.id, shared })) return;
  announce(t(shared ? "record-shared" : "record-unshared", { table: record.table }));
  await ask("records", {}, { quiet: true });
}

function renderRecords() {
  const list = document.getElementById("records");
  const { records } = state();
  const items = records.length ? records.slice(0, 20) : [null];
  keepingFocus(list, () => null, () => {
    reconcile(list, items, {
      key: (record) => (record ? `record-${record.id}` : "none"),
      create: (record) => {
        const item = document.createElement("li");
        if (record) {
          const link = document.createElement("a");
          link.setAttribute("download", `cardtable-${record.id}.json`);
          const share = document.createElement("button");
          share.type = "button";
          share.className = "share-record";
          share.dataset.record = String(record.id);
          item.append(link, " ", share);
        }
        return item;
      },
      update: (item, record) => {
        if (!record) {
          setText(item, t("records-none"));
          return;
        }
        const link = item.firstElementChild;
        setAttr(link, "href", record.url);
        setText(link, recordText(record));
        if (record.shared === undefined) return;  // a room before records could be shared
        const share = item.querySelector(".share-record");
        setText(share, t(record.shared ? "button-unshare-record" : "button-share-record",
          { table: record.table }));
        setAttr(share, "aria-pressed", String(Boolean(record.shared)));
      },
    });
  }, () => {
    const first = list.querySelector("a");
    if (first) return first;
    return document.getElementById("records-title");
  });
}

/**
 * Draw the room chat: the lines not shown yet are added at the end (each line once, by its
 * `seq`), and only the last `CHAT_LINES` stay. The log is not a live region: a line is said
 * once, by `main.js`. `all`: put every shown line in the page's language again too.
 */
function renderChat({ all = false } = {}) {
  const log = document.getElementById("room-chat");
  const words = (line) => t("chat-line", { name: line.name, text: line.text });
  if (all) {
    const bySeq = new Map(state().roomChat.map((line) => [String(line.seq), line]));
    for (const item of log.children) {
      const line = bySeq.get(item.dataset.seq);
      if (line) setText(item, words(line));
    }
  }
  const last = log.lastElementChild ? Number(log.lastElementChild.dataset.seq) : -1;
  const fresh = state().roomChat.filter((line) => line.seq > last).slice(-CHAT_LINES);
  const items = fresh.map((line) => {
    const item = document.createElement("li");
    item.dataset.seq = String(line.seq);
    item.textContent = words(line);
    return item;
  });
  if (items.length) log.append(...items);
  while (log.children.length > CHAT_LINES) log.firstElementChild.remove();
}

async function createTable(event) {
  event.preventDefault();
  const form = event.currentTarget;
  const request = readCreateForm(form, state().welcome.games);
  if (request.error) {
    alertNow(request.error);
    return;
  }
  await openNewTable({
    message: request.message,
    bots: (table) => (request.bots ? table.seats.filter((seat) => seat.kind === "empty")
      .map((seat) => ({ seat: seat.seat, level: request.level })) : []),
    start: request.start,
  }, wired.openTable);
}
