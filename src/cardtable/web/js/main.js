/**
 * The browser client's start and its state: signing in, the room, the tables watched, the
 * connection and its recovery. The views (`lobby.js`, `table.js`) draw from this state.
 *
 * What the room says goes through `live.js`: a chat line once (the chat logs are not live
 * regions), the connection's loss once and its return once (the status line in the header
 * is only visible text: its retries and countdown are not said).
 */
import { Connection, RoomError, roomUrl } from "./connection.js";
import { has, loadLanguage, t, translate, LANGUAGES } from "./i18n.js";
import { alertNow, announce, initLive, say, setRate, setSkippedText } from "./live.js";
import { applyLook, loadLocal, merge, saveLocal, VERBOSITIES } from "./settings.js";
import { Sounds } from "./sound.js";
import * as lobby from "./lobby.js";
import * as table from "./table.js";
import * as dialogs from "./dialogs.js";

const TOKEN = "cardtable.token";
/** The room chat lines kept in memory (the log shows `lobby.CHAT_LINES` of them). */
const ROOM_CHAT_KEPT = 200;

/** Everything the client knows, shared by the views. */
export const app = {
  connection: null,
  settings: loadLocal(),
  sounds: null,
  welcome: null,
  user: null,
  tables: new Map(),
  games: new Map(),
  chats: new Map(),
  roomChat: [],
  chatSeq: 0,
  verbosity: null,
  records: [],
  current: null,
  view: "loading",
  wasConnected: false,
};

/** The last `language` message sent on this connection: `{lang, verbosity}`. */
let sentLanguage = null;

/** Send a request; a refusal is said aloud (and returned as null) unless `quiet`. */
export async function ask(type, fields = {}, { quiet = false } = {}) {
  try {
    return await app.connection.request(type, fields);
  } catch (error) {
    if (!(error instanceof RoomError)) throw error;
    if (!quiet) refuse(error);
    return null;
  }
}

/** Say a refusal: the server's sentence in the player's language when it gave one. */
export function refuse(error) {
  const text = error.said || refusalText(error);
  alertNow(text);
  app.sounds.play("error");
}

const DETAILED = new Set(["bad_option", "bad_name", "bad_password", "bad_chat", "bad_message",
  "illegal_move", "store_error", "internal"]);

/** An error frame in the player's words: the catalogue's sentence for its code, with the
 * server's own detail where the code alone does not say enough. */
export function refusalText(error) {
  const id = `error-${error.code.replaceAll("_", "-")}`;
  if (!has(id)) return t("error-with-detail", { reason: t("error-other"), detail: error.message });
  if (DETAILED.has(error.code)) return t("error-with-detail", { reason: t(id), detail: error.message });
  return t(id);
}

/** Show one of the views: "signin", "lobby" or "table". */
export function show(view) {
  app.view = view;
  for (const name of ["signin", "lobby", "table"]) {
    document.getElementById(`view-${name}`).hidden = name !== view;
  }
  document.getElementById("loading").hidden = true;
  document.getElementById("go-lobby").hidden = view !== "table";
  document.getElementById("sign-out").hidden = !app.user;
  const titles = { signin: "page-title-signin", lobby: "page-title-lobby", table: "page-title-table" };
  document.title = t(titles[view], { table: app.current ?? 0 });
}

/** Save the settings here and, when signed in, with the account; the speech rate and the
 * server's verbosity follow them. */
export async function saveSettings(settings) {
  app.settings = settings;
  saveLocal(settings);
  applySettings(settings);
  if (app.user) await ask("save_settings", { settings }, { quiet: true });
  if (sentLanguage && sentLanguage.verbosity !== verbosity()) await sendLanguage();
}

function applySettings(settings) {
  applyLook(settings);
  app.sounds.setEnabled(settings.sound);
  app.sounds.setVolume(settings.volume);
  setRate(settings.rate);
}

/** Change the page's language (the server's sentences follow from the next frame). */
export async function setLanguage(lang) {
  await loadLanguage(lang);
  translate();
  await sendLanguage(lang);
  redraw();
}

/**
 * How much the server's sentences say: the player's choice (`settings.verbosity`), else
 * "brief" for a player who has finished games before and "normal" for a newcomer (known
 * once signed in; "normal" until then).
 */
export function verbosity() {
  return app.settings.verbosity || app.verbosity || "normal";
}

/** Choose how much the server's sentences say ("brief", "normal", "full"; null: the
 * player's default): saved with the settings, and sent to the room at once. */
export async function setVerbosity(value) {
  const chosen = VERBOSITIES.includes(value) ? value : null;
  const before = sentLanguage;
  await saveSettings({ ...app.settings, verbosity: chosen });
  if (sentLanguage === before) await sendLanguage();
}

function languageFields(lang = app.settings.lang) {
  return { lang, verbosity: verbosity() };
}

async function sendLanguage(lang = app.settings.lang) {
  // While the socket is down, `onOpen` sends it with the connection.
  if (!app.connection || !app.connection.ready) return;
  const fields = languageFields(lang);
  sentLanguage = fields;
  await ask("language", fields, { quiet: true });
}

/** Draw the current view again from the state. */
export function redraw() {
  if (app.view === "lobby") lobby.render();
  if (app.view === "table") table.render();
  setConnectionStatus(app.connection && app.connection.ready ? "open" : "connecting");
}

function setConnectionStatus(status, delay) {
  const line = document.getElementById("connection-status");
  const ids = { connecting: "status-connecting", open: "status-open", lost: "status-lost",
    closed: "status-closed" };
  line.textContent = t(ids[status], { seconds: Math.ceil((delay || 0) / 1000) });
  line.dataset.status = status;
}

async function onOpen() {
  const fields = languageFields();
  sentLanguage = fields;
  await app.connection.request("language", fields);
  const token = localStorage.getItem(TOKEN);
  let resumed = false;
  if (token) {
    try {
      const answer = await app.connection.request("resume", { token });
      signedIn(answer, token);
      resumed = true;
    } catch (error) {
      if (error instanceof RoomError && error.code === "bad_token") {
        localStorage.removeItem(TOKEN);
        app.user = null;
        show("signin");
      }
    }
  } else if (app.view === "loading") {
    show("signin");
    document.getElementById("guest-name").focus();
  }
  app.wasConnected = true;
  if (app.lostSaid) {
    // The return is said once, whatever the retries were.
    app.lostSaid = false;
    say(t(resumed ? "reconnected" : "status-open"), { kind: "status" });
  }
}

/** Keep a room chat line (numbered, so that the log adds each line once). */
function keepRoomLine(line) {
  app.chatSeq += 1;
  app.roomChat.push({ ...line, seq: app.chatSeq });
  if (app.roomChat.length > ROOM_CHAT_KEPT) app.roomChat.splice(0, app.roomChat.length - ROOM_CHAT_KEPT);
}

/** The room's recent chat from `signed_in`: the lines not kept yet (after a reconnection,
 * those said while away) are added; the ones kept already are not added again. */
function mergeRoomChat(lines) {
  const kept = app.roomChat;
  const same = (a, b) => a.name === b.name && a.text === b.text;
  let overlap = 0;
  for (let size = Math.min(kept.length, lines.length); size > 0; size -= 1) {
    const tail = kept.slice(kept.length - size);
    if (tail.every((line, index) => same(line, lines[index]))) {
      overlap = size;
      break;
    }
  }
  for (const line of lines.slice(overlap)) keepRoomLine(line);
}

function signedIn(answer, token) {
  app.user = answer.user;
  if (token) localStorage.setItem(TOKEN, token);
  mergeRoomChat(answer.chat || []);
  if (Number.isInteger(answer.played)) app.verbosity = answer.played > 0 ? "brief" : "normal";
  const merged = merge(app.settings, answer.settings);
  const langChanged = merged.lang !== app.settings.lang;
  app.settings = merged;
  saveLocal(merged);
  applySettings(merged);
  if (langChanged) setLanguage(merged.lang);
  else if (!sentLanguage || sentLanguage.verbosity !== verbosity()) sendLanguage();
  ask("list_tables", {}, { quiet: true }).then((frame) => {
    if (!frame) return;
    app.tables = new Map(frame.tables.map((summary) => [summary.id, summary]));
    if (app.view === "lobby") lobby.render();
  });
  ask("records", {}, { quiet: true }).then((frame) => {
    if (frame) app.records = frame.records;
    if (app.view === "lobby") lobby.render();
  });
  if (app.view === "signin" || app.view === "loading") {
    // After a resume the tables where the user sits follow this frame: open the first one.
    app.autoOpen = true;
    setTimeout(() => { app.autoOpen = false; }, 2000);
    lobby.open();
  } else {
    redraw();
  }
}

/** Sign in with `type` (guest, sign_in, register) and `fields`; true when it worked. */
export async function signIn(type, fields) {
  try {
    const answer = await app.connection.request(type, fields);
    signedIn(answer, answer.token);
    announce(t("signed-in", { name: answer.user.name }));
    return null;
  } catch (error) {
    if (!(error instanceof RoomError)) throw error;
    return error;
  }
}

async function signOut() {
  await ask("sign_out", {}, { quiet: true });
  localStorage.removeItem(TOKEN);
  app.user = null;
  app.current = null;
  app.games.clear();
  show("signin");
  announce(t("signed-out"));
  document.getElementById("guest-name").focus();
}

/** The seat the signed-in user holds at a table summary, or null. */
export function seatOf(summary) {
  if (!app.user || !summary) return null;
  const seat = summary.seats.find((s) => s.kind === "person" && s.name === app.user.name);
  return seat ? seat.seat : null;
}

function onFrame(frame) {
  switch (frame.type) {
    case "welcome":
      app.welcome = frame;
      break;
    case "tables":
      app.tables = new Map(frame.tables.map((summary) => [summary.id, summary]));
      if (app.view === "lobby") lobby.render();
      break;
    case "table":
    case "table_created":
      app.tables.set(frame.table.id, frame.table);
      if (frame.chat) app.chats.set(frame.table.id, frame.chat);
      if (app.view === "lobby") lobby.render();
      if (app.current === frame.table.id) table.tableChanged(frame.table);
      else if (app.autoOpen && app.view === "lobby" && seatOf(frame.table) !== null) {
        app.autoOpen = false;
        table.open(frame.table.id);
      }
      break;
    case "table_closed":
      app.tables.delete(frame.table);
      if (app.view === "lobby") lobby.render();
      if (app.current === frame.table) lobby.open();
      break;
    case "game":
      table.gameFrame(frame);
      break;
    case "game_over":
      table.gameOver(frame);
      ask("records", {}, { quiet: true }).then((answer) => { if (answer) app.records = answer.records; });
      break;
    case "chat":
      chatLine(frame);
      break;
    case "error":
      alertNow(frame.said || refusalText(new RoomError(frame)));
      break;
    default:
      break;
  }
}

/** A chat line: kept, shown in its log, and said once (by the announcer, as the logs are
 * not live regions), unless it is the player's own or chat is not to be read aloud. */
function chatLine(frame) {
  const line = t("chat-line", { name: frame.name, text: frame.text });
  const room = frame.table === null || frame.table === undefined;
  if (room) {
    keepRoomLine(frame);
    if (app.view === "lobby") lobby.renderChat();
  } else {
    if (!app.chats.has(frame.table)) app.chats.set(frame.table, []);
    const lines = app.chats.get(frame.table);
    lines.push(frame);
    if (lines.length > ROOM_CHAT_KEPT) lines.splice(0, lines.length - ROOM_CHAT_KEPT);
    if (app.current === frame.table) table.renderChat();
  }
  const mine = app.user && frame.name === app.user.name;
  if (mine) return;
  if (app.settings.announceChat) {
    say(room ? t("chat-room-said", { line }) : line, { kind: "chat", keep: false });
    app.sounds.play("chat");
  }
}

/** The connection's state: shown in the header's status line (visible text, not a live
 * region); its loss is said once, however many retries follow (its return: `onOpen`). */
function onStatus(status, delay) {
  setConnectionStatus(status, delay);
  if (status === "lost" && app.wasConnected && !app.lostSaid) {
    app.lostSaid = true;
    say(t("connection-lost"), { kind: "status" });
  }
}

async function boot() {
  initLive();
  const settings = app.settings;
  if (!settings.lang) {
    const preferred = (navigator.languages || [navigator.language || "en"])
      .map((tag) => tag.slice(0, 2).toLowerCase()).find((tag) => LANGUAGES.includes(tag));
    settings.lang = preferred || "en";
  }
  const forced = new URLSearchParams(window.location.search).get("lang");
  if (LANGUAGES.includes(forced)) settings.lang = forced;
  applyLook(settings);
  app.sounds = new Sounds({ volume: settings.volume, enabled: settings.sound });
  // Browsers let a page sound only after a gesture: the first key or click unlocks it.
  const unlock = () => app.sounds.unlock();
  window.addEventListener("keydown", unlock, { once: true, capture: true });
  window.addEventListener("pointerdown", unlock, { once: true, capture: true });
  setRate(settings.rate);
  await loadLanguage(settings.lang);
  setSkippedText((count) => t("said-skipped", { count }));
  translate();
  lobby.init();
  table.init();
  dialogs.init();
  document.getElementById("sign-out").addEventListener("click", signOut);
  document.getElementById("go-lobby").addEventListener("click", () => lobby.open());
  app.connection = new Connection(roomUrl(), { onFrame, onStatus, onOpen });
  window.cardtable = app;
  app.connection.start();
}

boot();
