/**
 * The settings dialog and the help dialog (every key and command). Native <dialog>
 * elements: focus moves in, Escape closes, focus comes back.
 *
 * The settings come shortest first: the language, how much is said and the speech rate
 * apply as soon as they are chosen (no Save needed); then the look and the sound, which Save
 * keeps; the keys last, in a closed group, so that Tab from the language soon reaches Save.
 */
import { LANGUAGES, t } from "./i18n.js";
import { announce } from "./live.js";
import { ACTIONS, assignable, clashes, keyLabel } from "./keys.js";
import {
  CARD_SIZES, CONTRASTS, RATES, THEMES, VERBOSITIES, deckStyleField, deckStyleOfFields,
} from "./settings.js";
import { commandList } from "./commandwords.js";
import { checkbox, field, select } from "./forms.js";
import { state } from "./store.js";
import { frame } from "./tablestate.js";
import { boardOf } from "./boards.js";

let returnFocus = null;
let draft = null;
/** What `init` was given: `saveSettings(settings)`, `setLanguage(lang)`,
 * `setVerbosity(value)`. */
let wired = null;

/** Wire the dialogs' buttons (once). The settings are kept and applied by
 * `saveSettings(settings)`, `setLanguage(lang)` and `setVerbosity(value)`. */
export function init({ saveSettings, setLanguage, setVerbosity }) {
  wired = { saveSettings, setLanguage, setVerbosity };
  document.getElementById("open-settings").addEventListener("click", openSettings);
  document.getElementById("open-help").addEventListener("click", openHelp);
  const dialog = document.getElementById("settings-dialog");
  dialog.addEventListener("close", () => {
    if (dialog.returnValue === "save") save();
    if (returnFocus) returnFocus.focus();
  });
  document.getElementById("help-dialog").addEventListener("close", () => {
    if (returnFocus) returnFocus.focus();
  });
}

function choice(id, values, current, labelOf) {
  return select(id, null, values.map((value) => [value, labelOf(value)]), current);
}

function check(id, labelText, checked) {
  return checkbox(id, null, labelText, { checked });
}

/** Open the settings. */
export function openSettings() {
  returnFocus = document.activeElement;
  const settings = state().settings;
  draft = { ...settings, keys: { ...settings.keys } };
  renderFields({ keysOpen: false });
  document.getElementById("settings-error").textContent = "";
  const dialog = document.getElementById("settings-dialog");
  // Escape leaves the last returnValue in place: a cancel must not save again.
  dialog.returnValue = "";
  dialog.showModal();
  document.getElementById("set-lang").focus();
}

/** The look and sound as the fields hold them now (kept across a redraw of the fields). */
function lookOfFields() {
  const value = (id) => document.getElementById(id);
  if (!value("set-theme")) return {};
  return {
    theme: value("set-theme").value,
    contrast: value("set-contrast").value,
    largeText: value("set-large-text").checked,
    cardSize: value("set-card-size").value,
    ...deckStyleOfFields(),
    sound: value("set-sound").checked,
    volume: Number(value("set-volume").value) / 100,
    announceChat: value("set-announce-chat").checked,
  };
}

function renderFields({ keysOpen }) {
  const fields = document.getElementById("settings-fields");
  const volume = document.createElement("input");
  volume.type = "range";
  volume.id = "set-volume";
  volume.min = "0";
  volume.max = "100";
  volume.step = "5";
  volume.value = String(Math.round(draft.volume * 100));
  const keys = document.createElement("details");
  keys.id = "set-keys";
  keys.open = keysOpen;
  const summary = document.createElement("summary");
  summary.textContent = t("settings-keys");
  const note = document.createElement("p");
  note.className = "field-help";
  note.textContent = t("settings-keys-help");
  keys.append(summary, note);
  for (const action of ACTIONS) {
    const button = document.createElement("button");
    button.type = "button";
    button.id = `set-key-${action}`;
    button.dataset.action = action;
    button.className = "key-button";
    setKeyButton(button);
    button.addEventListener("click", () => captureKey(button));
    keys.append(button);
  }
  const reset = document.createElement("button");
  reset.type = "button";
  reset.textContent = t("settings-keys-reset");
  reset.addEventListener("click", async () => {
    const { DEFAULT_KEYS } = await import("./keys.js");
    draft.keys = { ...DEFAULT_KEYS };
    for (const button of keys.querySelectorAll(".key-button")) setKeyButton(button);
    announce(t("settings-keys-were-reset"));
  });
  keys.append(reset);
  const language = choice("set-lang", LANGUAGES, state().settings.lang, (l) => t(`language-${l}`));
  language.addEventListener("change", () => changeLanguage(language.value));
  const verbosity = choice("set-verbosity", ["", ...VERBOSITIES], state().settings.verbosity || "",
    (v) => t(`verbosity-${v || "auto"}`));
  verbosity.addEventListener("change", () => changeVerbosity(verbosity));
  const rate = choice("set-rate", RATES.map(String), String(state().settings.rate),
    (r) => t("rate-value", { rate: Number(r) }));
  rate.addEventListener("change", () => changeRate(Number(rate.value)));
  fields.replaceChildren(
    field(t("settings-language"), language),
    field(t("settings-verbosity"), verbosity),
    field(t("settings-rate"), rate, t("settings-rate-help")),
    field(t("settings-theme"), choice("set-theme", THEMES, draft.theme, (v) => t(`theme-${v}`))),
    field(t("settings-contrast"), choice("set-contrast", CONTRASTS, draft.contrast, (v) => t(`contrast-${v}`))),
    check("set-large-text", t("settings-large-text"), draft.largeText),
    field(t("settings-card-size"), choice("set-card-size", CARD_SIZES, draft.cardSize, (v) => t(`card-size-${v}`))),
    deckStyleField(draft.deckStyle),
    check("set-sound", t("settings-sound"), draft.sound),
    field(t("settings-volume"), volume),
    check("set-announce-chat", t("settings-announce-chat"), draft.announceChat),
    keys,
  );
}

/** Keep one of the settings that apply at once (here and with the account). */
async function applyNow(changes) {
  draft = { ...draft, ...changes };
  await wired.saveSettings({ ...state().settings, ...changes });
}

/** A language chosen: the page speaks it at once, and the dialog is drawn again in it. */
async function changeLanguage(lang) {
  if (lang === state().settings.lang) return;
  Object.assign(draft, lookOfFields());
  await applyNow({ lang });
  await wired.setLanguage(lang);
  const dialog = document.getElementById("settings-dialog");
  if (dialog.open) {
    renderFields({ keysOpen: document.getElementById("set-keys").open });
    document.getElementById("set-lang").focus();
  }
  announce(t("settings-language-set"));
}

/** How much is said, chosen: saved, and the room told at once. */
async function changeVerbosity(control) {
  const verbosity = control.value || null;
  draft = { ...draft, verbosity };
  await wired.setVerbosity(verbosity);
  announce(t("settings-verbosity-set", { choice: control.selectedOptions[0].textContent }));
}

/** A speech rate chosen: what the page says next waits as long as that rate needs. */
async function changeRate(rate) {
  await applyNow({ rate });
  announce(t("settings-rate-set", { rate }));
}

function setKeyButton(button) {
  const action = button.dataset.action;
  button.textContent = t("settings-key", { action: t(`action-${action}`), key: keyLabel(draft.keys[action]) });
}

function captureKey(button) {
  const action = button.dataset.action;
  button.textContent = t("settings-key-press", { action: t(`action-${action}`) });
  announce(t("settings-key-press", { action: t(`action-${action}`) }), { keep: false });
  const listener = (event) => {
    event.preventDefault();
    event.stopPropagation();
    button.removeEventListener("keydown", listener);
    if (event.code === "Escape" && action !== "cancel") {
      setKeyButton(button);
      return;
    }
    if (!assignable(event.code)) {
      document.getElementById("settings-error").textContent = t("settings-key-refused", { key: keyLabel(event.code) });
      setKeyButton(button);
      return;
    }
    const keys = { ...draft.keys, [action]: event.code };
    const clash = clashes(keys).find(([a, b]) => a === action || b === action);
    if (clash) {
      const other = clash[0] === action ? clash[1] : clash[0];
      document.getElementById("settings-error").textContent = t("settings-key-clash", { key: keyLabel(event.code), action: t(`action-${other}`) });
      setKeyButton(button);
      return;
    }
    draft.keys = keys;
    document.getElementById("settings-error").textContent = "";
    setKeyButton(button);
    announce(button.textContent, { keep: false });
  };
  button.addEventListener("keydown", listener);
}

async function save() {
  const settings = { ...draft, ...state().settings, ...lookOfFields(), keys: draft.keys };
  await wired.saveSettings(settings);
  announce(t("settings-saved"));
}

/** The keys whose actions belong to some games or rules (a board's `commands`). */
const GAME_KEYS = ["challenge", "claim"];

/** Open the help: every key (as mapped now) and the typed commands; at a table, those of
 * its game and rules. */
export async function openHelp() {
  returnFocus = document.activeElement;
  const body = document.getElementById("help-body");
  const list = document.createElement("dl");
  const keys = state().settings.keys;
  const add = (term, text) => {
    const dt = document.createElement("dt");
    dt.textContent = term;
    const dd = document.createElement("dd");
    dd.textContent = text;
    list.append(dt, dd);
  };
  // At a table, the keys of its game and rules only (no challenge without manual capture,
  // no claim in Metamorphosis), and the digits as they read its middle cards.
  const current = frame();
  const board = current ? boardOf(current) : null;
  const own = board ? board.commands(current.view) : null;
  for (const action of ACTIONS) {
    if (own && GAME_KEYS.includes(action) && !own.includes(action)) continue;
    add(keyLabel(keys[action]), t((board && board.keyHelp[action]) || `help-${action}`));
  }
  add(t("help-arrows-key"), t("help-arrows"));
  add(t("help-digits-key"), t(board ? board.digitsHelp : "help-digits"));
  const intro = document.createElement("p");
  intro.textContent = t("help-intro");
  const commands = document.createElement("p");
  commands.textContent = t("help-command-list", { commands: await commandList(current) });
  const examples = document.createElement("p");
  examples.textContent = t("help-examples");
  body.replaceChildren(intro, list, commands, examples);
  document.getElementById("help-dialog").showModal();
}
