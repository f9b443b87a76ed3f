/**
 * The settings dialog (language, look, sound, keys) and the help dialog (every key and
 * command). Native <dialog> elements: focus moves in, Escape closes, focus comes back.
 */
import { app, saveSettings, setLanguage } from "./main.js";
import { LANGUAGES, t } from "./i18n.js";
import { announce } from "./live.js";
import { ACTIONS, assignable, clashes, keyLabel } from "./keys.js";
import { CARD_SIZES, CONTRASTS, THEMES } from "./settings.js";
import { COMMAND_LIST } from "./commands.js";
import { checkbox, field, select } from "./forms.js";

let returnFocus = null;
let draft = null;

/** Wire the dialogs' buttons (once). */
export function init() {
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
  const settings = app.settings;
  draft = { ...settings, keys: { ...settings.keys } };
  const fields = document.getElementById("settings-fields");
  const volume = document.createElement("input");
  volume.type = "range";
  volume.id = "set-volume";
  volume.min = "0";
  volume.max = "100";
  volume.step = "5";
  volume.value = String(Math.round(settings.volume * 100));
  const keys = document.createElement("fieldset");
  const legend = document.createElement("legend");
  legend.textContent = t("settings-keys");
  const note = document.createElement("p");
  note.className = "field-help";
  note.textContent = t("settings-keys-help");
  keys.append(legend, note);
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
  fields.replaceChildren(
    field(t("settings-language"), choice("set-lang", LANGUAGES, settings.lang, (l) => t(`language-${l}`))),
    field(t("settings-theme"), choice("set-theme", THEMES, settings.theme, (v) => t(`theme-${v}`))),
    field(t("settings-contrast"), choice("set-contrast", CONTRASTS, settings.contrast, (v) => t(`contrast-${v}`))),
    check("set-large-text", t("settings-large-text"), settings.largeText),
    field(t("settings-card-size"), choice("set-card-size", CARD_SIZES, settings.cardSize, (v) => t(`card-size-${v}`))),
    check("set-sound", t("settings-sound"), settings.sound),
    field(t("settings-volume"), volume),
    check("set-announce-chat", t("settings-announce-chat"), settings.announceChat),
    keys,
  );
  document.getElementById("settings-error").textContent = "";
  document.getElementById("settings-dialog").showModal();
  document.getElementById("set-lang").focus();
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
  const lang = document.getElementById("set-lang").value;
  const settings = {
    ...draft,
    lang,
    theme: document.getElementById("set-theme").value,
    contrast: document.getElementById("set-contrast").value,
    largeText: document.getElementById("set-large-text").checked,
    cardSize: document.getElementById("set-card-size").value,
    sound: document.getElementById("set-sound").checked,
    volume: Number(document.getElementById("set-volume").value) / 100,
    announceChat: document.getElementById("set-announce-chat").checked,
  };
  const langChanged = lang !== app.settings.lang;
  await saveSettings(settings);
  if (langChanged) await setLanguage(lang);
  announce(t("settings-saved"));
}

/** Open the help: every key (as mapped now) and the typed commands. */
export function openHelp() {
  returnFocus = document.activeElement;
  const body = document.getElementById("help-body");
  const list = document.createElement("dl");
  const keys = app.settings.keys;
  const add = (term, text) => {
    const dt = document.createElement("dt");
    dt.textContent = term;
    const dd = document.createElement("dd");
    dd.textContent = text;
    list.append(dt, dd);
  };
  for (const action of ACTIONS) add(keyLabel(keys[action]), t(`help-${action}`));
  add(t("help-arrows-key"), t("help-arrows"));
  add(t("help-digits-key"), t("help-digits"));
  const intro = document.createElement("p");
  intro.textContent = t("help-intro");
  const commands = document.createElement("p");
  commands.textContent = t("help-command-list", { commands: COMMAND_LIST.join(", ") });
  const examples = document.createElement("p");
  examples.textContent = t("help-examples");
  body.replaceChildren(intro, list, commands, examples);
  document.getElementById("help-dialog").showModal();
}
