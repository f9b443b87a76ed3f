/**
 * The player's settings: language, speech (verbosity and rate), look (with the deck style
 * the cards are drawn in), sound and keys. Kept in this browser
 * (localStorage) and, once signed in, with the player's account on the server
 * (`save_settings`), so they follow the player to another browser.
 */
import { DEFAULT_KEYS } from "./keys.js";
import { field, select } from "./forms.js";
import { LANGUAGES, t } from "./i18n.js";

const STORE = "cardtable.settings";

export const DEFAULTS = Object.freeze({
  lang: null,
  theme: "auto",
  contrast: "normal",
  largeText: false,
  cardSize: "medium",
  deckStyle: "language",
  sound: true,
  volume: 0.5,
  announceChat: true,
  verbosity: null,
  rate: 250,
  keys: DEFAULT_KEYS,
});

/** How much the game says: `brief` (what happened and your turn), `normal` (and the table
 * at your turn, a round's categories), `full` (and your hand at every turn, cards taken).
 * Unset (null) until chosen: a newcomer hears `normal`, a returning player `brief`. */
export const VERBOSITIES = ["brief", "normal", "full"];
/** The speech rates offered, in words a minute: how long an utterance holds the floor. */
export const RATES = [150, 200, 250, 300, 400, 500, 650, 800];

export const THEMES = ["auto", "light", "dark"];
export const CONTRASTS = ["normal", "high"];
export const CARD_SIZES = ["small", "medium", "large"];
/** The deck styles a player may have the 40 cards of the sweep games drawn and named in:
 * `language` (the language's own deck: Spanish in es, Italian in it, else the table's),
 * `table` (the table's own deck) or one of the 40-card styles of cards.js. Metamorphosis is
 * always drawn in `french52`. The server refuses any other value
 * (`protocol.check_settings`, `text/decks.py`). */
export const DECK_STYLES = ["language", "table", "french", "french-numeric", "spanish", "italian"];

function clean(raw) {
  const settings = { ...DEFAULTS, keys: { ...DEFAULT_KEYS } };
  if (!raw || typeof raw !== "object") return settings;
  if (LANGUAGES.includes(raw.lang)) settings.lang = raw.lang;
  if (THEMES.includes(raw.theme)) settings.theme = raw.theme;
  if (CONTRASTS.includes(raw.contrast)) settings.contrast = raw.contrast;
  if (CARD_SIZES.includes(raw.cardSize)) settings.cardSize = raw.cardSize;
  if (DECK_STYLES.includes(raw.deckStyle)) settings.deckStyle = raw.deckStyle;
  if (typeof raw.largeText === "boolean") settings.largeText = raw.largeText;
  if (typeof raw.sound === "boolean") settings.sound = raw.sound;
  if (typeof raw.announceChat === "boolean") settings.announceChat = raw.announceChat;
  if (VERBOSITIES.includes(raw.verbosity)) settings.verbosity = raw.verbosity;
  if (RATES.includes(raw.rate)) settings.rate = raw.rate;
  if (typeof raw.volume === "number" && raw.volume >= 0 && raw.volume <= 1) {
    settings.volume = raw.volume;
  }
  if (raw.keys && typeof raw.keys === "object") {
    for (const action of Object.keys(DEFAULT_KEYS)) {
      if (typeof raw.keys[action] === "string" && raw.keys[action]) {
        settings.keys[action] = raw.keys[action];
      }
    }
  }
  return settings;
}

/** The settings saved in this browser (defaults for anything missing or wrong). */
export function loadLocal() {
  try {
    return clean(JSON.parse(localStorage.getItem(STORE) || "null"));
  } catch {
    return clean(null);
  }
}

/** Save in this browser. */
export function saveLocal(settings) {
  localStorage.setItem(STORE, JSON.stringify(settings));
}

/** Settings from the server's `signed_in` frame over the local ones. */
export function merge(local, remote) {
  if (!remote || typeof remote !== "object" || !Object.keys(remote).length) return local;
  return clean({ ...local, ...remote, keys: { ...local.keys, ...(remote.keys || {}) } });
}

/** Apply the look to the page: theme, contrast, text and card size. */
export function applyLook(settings, root = document.documentElement) {
  root.dataset.theme = settings.theme;
  root.dataset.contrast = settings.contrast;
  root.dataset.largeText = settings.largeText ? "on" : "off";
  root.dataset.cardSize = settings.cardSize;
}

/** The label of a deck style in the settings: the language's deck, the table's own deck,
 * or a style by the name the table form gives it. */
function deckStyleLabel(style) {
  if (style === "table" || style === "language") return t(`deck-style-${style}`);
  return t(`choice-deck-${style}`);
}

/**
 * The settings dialog's "Card faces" field: a <select id="set-deck-style"> of DECK_STYLES
 * with `value` chosen, under its label, with a help line.
 */
export function deckStyleField(value) {
  const control = select("set-deck-style", null,
    DECK_STYLES.map((style) => [style, deckStyleLabel(style)]), value);
  return field(t("settings-deck-style"), control, t("settings-deck-style-help"));
}

/** The deck style the dialog's field holds now ({} when the field is not drawn). */
export function deckStyleOfFields() {
  const control = document.getElementById("set-deck-style");
  return control ? { deckStyle: control.value } : {};
}
