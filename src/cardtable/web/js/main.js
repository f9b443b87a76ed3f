/**
 * The browser client's start: it wires the views together and to the room. The state lives
 * in `store.js`; the room's frames change it through `reduce.js`; the views (`lobby.js`,
 * `table.js`, `board.js`, `play.js`, `commands.js`, `dialogs.js`) import none of each other
 * nor this module, and what one must ask of another is handed to it here (`init`). This
 * module signs in, keeps the settings and the connection, and recovers it.
 *
 * What the room says goes through `live.js`: a chat line once (the chat logs are not live
 * regions), the connection's loss once and its return once (the status line in the header
 * is only visible text: its retries and countdown are not said).
 */
import { Connection, RoomError, roomUrl } from "./connection.js";
import { loadLanguage, t, translate, LANGUAGES } from "./i18n.js";
import { initSidePanel, relabelSidePanel } from "./sidepanel.js";
import { alertNow, announce, initLive, readingTime, say, setRate, setSkippedText } from "./live.js";
import { ChatBurst } from "./chatburst.js";
import { applyLook, loadLocal, merge, saveLocal, VERBOSITIES } from "./settings.js";
import { Sounds } from "./sound.js";
import { replace, state, update } from "./store.js";
import { reduce } from "./reduce.js";
import { ask, onRefusal } from "./room.js";
import { refusalText, refuse } from "./refusals.js";
import { seatOf } from "./tablestate.js";
import { show } from "./screens.js";
import * as lobby from "./lobby.js";
import * as table from "./table.js";
import * as board from "./board.js";
import * as play from "./play.js";
import * as commands from "./commands.js";
import * as dialogs from "./dialogs.js";

const TOKEN = "cardtable.token";

/** The last `language` message sent on this connection: `{lang, verbosity}`. */
let sentLanguage = null;

/** Save the settings here and, when signed in, with the account; the speech rate and the
 * server's verbosity follow them. */
async function saveSettings(settings) {
  const restyled = settings.deckStyle !== state().settings.deckStyle;
  update({ settings });
  saveLocal(settings);
  applySettings(settings);
  if (restyled) redraw();  // the cards are drawn again in the new deck style
  if (state().user) await ask("save_settings", { settings }, { quiet: true });
  if (sentLanguage && (sentLanguage.verbosity !== verbosity()
      || sentLanguage.deck !== settings.deckStyle)) await sendLanguage();
}

function applySettings(settings) {
  const { sounds } = state();
  applyLook(settings);
  sounds.setEnabled(settings.sound);
  sounds.setVolume(settings.volume);
  setRate(settings.rate);
}

/** Change the page's language (the server's sentences follow from the next frame). */
async function setLanguage(lang) {
  await loadLanguage(lang);
  translate();
  await sendLanguage(lang);
  relabelSidePanel();
  redraw();
}

/**
 * How much the server's sentences say: the player's choice (`settings.verbosity`), else
 * "brief" for a player who has finished games before and "normal" for a newcomer (known
 * once signed in; "normal" until then).
 */
function verbosity() {
  return state().settings.verbosity || state().verbosity || "normal";
}

/** Choose how much the server's sentences say ("brief", "normal", "full"; null: the
 * player's default): saved with the settings, and sent to the room at once. */
export async function setVerbosity(value) {
  const chosen = VERBOSITIES.includes(value) ? value : null;
  const before = sentLanguage;
  await saveSettings({ ...state().settings, verbosity: chosen });
  if (sentLanguage === before) await sendLanguage();
}

function languageFields(lang = state().settings.lang) {
  // The deck style of the settings names the cards in the game's sentences too.
  return { lang, verbosity: verbosity(), deck: state().settings.deckStyle };
}

async function sendLanguage(lang = state().settings.lang) {
  // While the socket is down, `onOpen` sends it with the connection.
  const { connection } = state();
  if (!connection || !connection.ready) return;
  const fields = languageFields(lang);
  sentLanguage = fields;
  await ask("language", fields, { quiet: true });
}

/** Draw the current view again from the state. */
function redraw() {
  const { view, connection } = state();
  if (view === "lobby") lobby.render();
  if (view === "table") table.render();
  setConnectionStatus(connection && connection.ready ? "open" : "connecting");
}

function setConnectionStatus(status, delay) {
  const line = document.getElementById("connection-status");
  const ids = { connecting: "status-connecting", open: "status-open", lost: "status-lost",
    closed: "status-closed", replaced: "status-replaced" };
  line.textContent = t(ids[status], { seconds: Math.ceil((delay || 0) / 1000) });
  line.dataset.status = status;
}

async function onOpen() {
  const fields = languageFields();
  sentLanguage = fields;
  await state().connection.request("language", fields);
  const token = localStorage.getItem(TOKEN);
  let resumed = false;
  if (token) {
    try {
      const answer = await state().connection.request("resume", { token });
      signedIn(answer, token);
      resumed = true;
    } catch (error) {
      if (error instanceof RoomError && error.code === "bad_token") {
        localStorage.removeItem(TOKEN);
        update({ user: null });
        show("signin");
      }
    }
  } else if (state().view === "loading") {
    show("signin");
    document.getElementById("guest-name").focus();
  }
  update({ wasConnected: true });
  if (state().lostSaid) {
    // The return is said once, whatever the retries were.
    update({ lostSaid: false });
    say(t(resumed ? "reconnected" : "status-open"), { kind: "status" });
  }
}

/** Signed in (`answer`, which `reduce` has folded in already: the user, the room chat):
 * keep the token, take the account's settings, list the tables and records, show the room. */
function signedIn(answer, token) {
  if (token) localStorage.setItem(TOKEN, token);
  const { settings } = state();
  const merged = merge(settings, answer.settings);
  const langChanged = merged.lang !== settings.lang;
  update({ settings: merged });
  saveLocal(merged);
  applySettings(merged);
  if (langChanged) setLanguage(merged.lang);
  else if (!sentLanguage || sentLanguage.verbosity !== verbosity()) sendLanguage();
  // Their answers (`tables`, `records`) are folded into the state as frames. The lobby's
  // changes are followed while the room is on screen, not at a table (`followLobby`).
  const { view } = state();
  const follow = view !== "table";
  update({ followsLobby: follow });
  ask("list_tables", { follow, batch: true }, { quiet: true });
  ask("records", {}, { quiet: true });
  if (view === "signin" || view === "loading") {
    // After a resume the tables where the user sits follow this frame: open the first one.
    update({ autoOpen: true });
    setTimeout(() => update({ autoOpen: false }), 2000);
    lobby.open();
  } else {
    redraw();
  }
}

/** Sign in with `type` (guest, sign_in, register) and `fields`; the refusal, or null. */
async function signIn(type, fields) {
  try {
    const answer = await state().connection.request(type, fields);
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
  update({ user: null, current: null, games: new Map() });
  show("signin");
  announce(t("signed-out"));
  document.getElementById("guest-name").focus();
}

/** A frame from the room: folded into the state (the views that follow the state draw
 * themselves again), then handed to the view it concerns; a `lobby` frame's frames
 * (the lobby's changes since the last, `batch`) each in turn. */
function onFrame(frame) {
  const before = state();
  const next = reduce(before, frame);
  if (next !== before) replace(next);
  if (frame.type === "lobby") frame.frames.forEach((inner) => react(inner, before));
  else react(frame, before);
}

/** What a frame does beyond the state: the table on screen hears of its changes, and so on. */
function react(frame, before) {
  switch (frame.type) {
    case "table":
    case "table_created": {
      const { current, autoOpen, view } = state();
      if (current === frame.table.id) table.tableChanged(frame.table);
      else if (autoOpen && view === "lobby" && seatOf(frame.table) !== null) {
        update({ autoOpen: false });
        table.open(frame.table.id);
      }
      break;
    }
    case "table_closed":
      if (state().current === frame.table) {
        say(t("table-closed", { table: frame.table, reason: frame.reason || "left" }), { kind: "status" });
        lobby.open();
      }
      if (frame.record) ask("records", {}, { quiet: true });
      break;
    case "game":
      table.gameFrame(frame, before.games.get(frame.table));
      break;
    case "game_over":
      table.gameOver(frame);
      ask("records", {}, { quiet: true });
      break;
    case "chat":
      chatSaid(frame);
      break;
    case "error":
      alertNow(frame.said || refusalText(new RoomError(frame)));
      break;
    default:
      break;
  }
}

/** Chat lines coming faster than they can be heard are counted, not said (`chatburst.js`). */
const chatBurst = new ChatBurst({
  say: (text) => say(text, { kind: "chat", keep: false }), hold: readingTime,
  more: (count, name) => t("chat-burst-more", { count, name }),
  many: (count, people) => t("chat-burst-many", { count, people }),
});

/** A chat line, kept and shown already, is said once (by the announcer, as the logs are
 * not live regions), unless it is the player's own or chat is not to be read aloud. */
function chatSaid(frame) {
  const { user, settings, sounds } = state();
  if (user && frame.name === user.name) return;
  if (!settings.announceChat) return;
  const line = t("chat-line", { name: frame.name, text: frame.text });
  const room = frame.table === null || frame.table === undefined;
  if (chatBurst.line(frame.name, room ? t("chat-room-said", { line }) : line)) sounds.play("chat");
}

/** The connection's state: shown in the header's status line (visible text, not a live
 * region); its loss is said once, however many retries follow (its return: `onOpen`). */
function onStatus(status, delay) {
  setConnectionStatus(status, delay);
  const { wasConnected, lostSaid } = state();
  if (status === "lost" && wasConnected && !lostSaid) {
    update({ lostSaid: true });
    say(t("connection-lost"), { kind: "status" });
  }
}

async function boot() {
  initLive();
  const settings = loadLocal();
  if (!settings.lang) {
    const preferred = (navigator.languages || [navigator.language || "en"])
      .map((tag) => tag.slice(0, 2).toLowerCase()).find((tag) => LANGUAGES.includes(tag));
    settings.lang = preferred || "en";
  }
  const forced = new URLSearchParams(window.location.search).get("lang");
  if (LANGUAGES.includes(forced)) settings.lang = forced;
  applyLook(settings);
  update({ settings, sounds: new Sounds({ volume: settings.volume, enabled: settings.sound }) });
  // Browsers let a page sound only after a gesture: the first key or click unlocks it.
  const unlock = () => state().sounds.unlock();
  window.addEventListener("keydown", unlock, { once: true, capture: true });
  window.addEventListener("pointerdown", unlock, { once: true, capture: true });
  setRate(settings.rate);
  await loadLanguage(settings.lang);
  setSkippedText((count) => t("said-skipped", { count }));
  translate();
  onRefusal(refuse);
  initSidePanel();
  lobby.init({ signIn, openTable: table.open, closeTable: table.close });
  table.init({ drawGame: board.renderGame, openLobby: lobby.open });
  play.init({ redraw: table.render, openHelp: dialogs.openHelp });
  commands.init({ act: play.act, digit: play.digit, select: play.select });
  dialogs.init({ saveSettings, setLanguage, setVerbosity });
  document.getElementById("sign-out").addEventListener("click", signOut);
  document.getElementById("go-lobby").addEventListener("click", () => lobby.open());
  const connection = new Connection(roomUrl(), { onFrame, onStatus, onOpen });
  update({ connection });
  // The state, for tests and the curious: `window.cardtable` is always the state now.
  Object.defineProperty(window, "cardtable", { get: state, configurable: true });
  connection.start();
}

boot();
