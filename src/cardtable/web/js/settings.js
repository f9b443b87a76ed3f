/**
 * The player's settings: language, look, sound and keys. Kept in this browser
 * (localStorage) and, once signed in, with the player's account on the server
 * (`save_settings`), so they follow the player to another browser.
 */
import { DEFAULT_KEYS } from "./keys.js";

const STORE = "cardtable.settings";

export const DEFAULTS = Object.freeze({
  lang: null,
  theme: "auto",
  contrast: "normal",
  largeText: false,
  cardSize: "medium",
  sound: true,
  volume: 0.5,
  announceChat: true,
  keys: DEFAULT_KEYS,
});

export const THEMES = ["auto", "light", "dark"];
export const CONTRASTS = ["normal", "high"];
export const CARD_SIZES = ["small", "medium", "large"];

function clean(raw) {
  const settings = { ...DEFAULTS, keys: { ...DEFAULT_KEYS } };
  if (!raw || typeof raw !== "object") return settings;
  if (raw.lang === "en" || raw.lang === "ru") settings.lang = raw.lang;
  if (THEMES.includes(raw.theme)) settings.theme = raw.theme;
  if (CONTRASTS.includes(raw.contrast)) settings.contrast = raw.contrast;
  if (CARD_SIZES.includes(raw.cardSize)) settings.cardSize = raw.cardSize;
  if (typeof raw.largeText === "boolean") settings.largeText = raw.largeText;
  if (typeof raw.sound === "boolean") settings.sound = raw.sound;
  if (typeof raw.announceChat === "boolean") settings.announceChat = raw.announceChat;
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
