/**
 * The browser client's start and its state: signing in, the room, the tables watched, the
 * connection and its recovery. The views (`lobby.js`, `table.js`) draw from this state.
 */
import { Connection, RoomError, roomUrl } from "./connection.js";
import { has, loadLanguage, t, translate, LANGUAGES } from "./i18n.js";
import { alertNow, announce, initLive } from "./live.js";
import { applyLook, loadLocal, merge, saveLocal } from "./settings.js";
import { Sounds } from "./sound.js";
import * as lobby from "./lobby.js";
import * as table from "./table.js";
import * as dialogs from "./dialogs.js";

const TOKEN = "cardtable.token";

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
  records: [],
  current: null,
  view: "loading",
  wasConnected: false,
};

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

/** Save the settings here and, when signed in, with the account. */
export async function saveSettings(settings) {
  app.settings = settings;
  saveLocal(settings);
  applyLook(settings);
  app.sounds.setEnabled(settings.sound);
  app.sounds.setVolume(settings.volume);
  if (app.user) await ask("save_settings", { settings }, { quiet: true });
}

/** Change the page's language (the server's sentences follow from the next frame). */
export async function setLanguage(lang) {
  await loadLanguage(lang);
  translate();
  if (app.connection && app.connection.ready) await ask("language", { lang }, { quiet: true });
  redraw();
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
  await app.connection.request("language", { lang: app.settings.lang });
  const token = localStorage.getItem(TOKEN);
  if (token) {
    try {
      const answer = await app.connection.request("resume", { token });
      signedIn(answer, token);
      if (app.wasConnected) alertNow(t("reconnected"));
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
}

function signedIn(answer, token) {
  app.user = answer.user;
  if (token) localStorage.setItem(TOKEN, token);
  app.roomChat = answer.chat || [];
  const merged = merge(app.settings, answer.settings);
  const langChanged = merged.lang !== app.settings.lang;
  app.settings = merged;
  saveLocal(merged);
  applyLook(merged);
  app.sounds.setEnabled(merged.sound);
  app.sounds.setVolume(merged.volume);
  if (langChanged) setLanguage(merged.lang);
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

function chatLine(frame) {
  const line = t("chat-line", { name: frame.name, text: frame.text });
  if (frame.table === null || frame.table === undefined) {
    app.roomChat.push(frame);
    if (app.view === "lobby") lobby.renderChat();
  } else {
    if (!app.chats.has(frame.table)) app.chats.set(frame.table, []);
    app.chats.get(frame.table).push(frame);
    if (app.current === frame.table) table.renderChat();
  }
  const mine = app.user && frame.name === app.user.name;
  if (!mine && app.settings.announceChat) {
    announce(frame.table === null || frame.table === undefined
      ? t("chat-room-said", { line }) : line, { keep: false });
    app.sounds.play("chat");
  }
}

function onStatus(status, delay) {
  setConnectionStatus(status, delay);
  if (status === "lost" && app.wasConnected && !app.lostSaid) {
    app.lostSaid = true;
    alertNow(t("connection-lost"));
  }
  if (status === "open") app.lostSaid = false;
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
  await loadLanguage(settings.lang);
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
