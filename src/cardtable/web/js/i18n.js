/**
 * The page's own words, from the Fluent catalogues of the chosen language (`web.ftl` and those
 * it shares with the terminal client), formatted
 * with Project Fluent's @fluent/bundle. The game's sentences come from the server, made by
 * the same Python text layer the terminal client uses.
 */
import { FluentBundle, FluentResource, FluentType } from "../vendor/fluent-bundle/index.js";

export const LANGUAGES = ["en", "ru", "pl", "es", "it"];

/** The catalogues the page formats: the names, choices and prompts it shares with the
 * terminal client (common, sweep, terminal), then its own (web). */
export const CATALOGUES = ["common", "sweep", "terminal", "web", "commands", "webtable", "webdeck", "webresult", "webmotion"];

let bundle = null;

/**
 * A name with its grammatical cases (a card, a list of cards), as the server's `speech`
 * gives them: it reads as its nominative, and a catalogue's sentence picks another case
 * with `CASE($card, case: "acc")`, as the Python catalogues do (`text/names.py`).
 */
export class Named extends FluentType {
  /** `value`: the nominative; `cases`: case -> form. */
  constructor(value, cases = {}) {
    super(value);
    this.cases = cases;
  }

  /** The nominative. */
  toString() {
    return String(this.value);
  }
}

/** The catalogues' functions: `CASE` (a name's case) and `SIGNED` (points in words). */
function functionsOf(getBundle) {
  return {
    CASE: ([value], named) => {
      const which = named.case ? String(named.case.valueOf()) : "nom";
      if (value instanceof Named) return value.cases[which] || value.toString();
      return value;
    },
    SIGNED: ([value]) => {
      const number = Number(value.valueOf());
      const sign = number < 0 ? "minus" : number > 0 ? "plus" : "zero";
      const message = getBundle().getMessage("signed-number");
      return getBundle().formatPattern(message.value, { number: Math.abs(number), sign });
    },
  };
}
let currentLang = "en";

/** Load the catalogue of `lang` and make it the page's language. */
export async function loadLanguage(lang) {
  if (!LANGUAGES.includes(lang)) {
    throw new Error(`no catalogue for ${lang}: the languages are ${LANGUAGES.join(", ")}`);
  }
  const sources = await Promise.all(CATALOGUES.map(async (name) => {
    const response = await fetch(`/locales/${lang}/${name}.ftl`, { cache: "no-cache" });
    if (!response.ok) throw new Error(`the catalogue ${lang}/${name}.ftl could not be loaded`);
    return [name, await response.text()];
  }));
  const loaded = new FluentBundle(lang, { useIsolating: false, functions: functionsOf(() => loaded) });
  for (const [name, source] of sources) {
    const errors = loaded.addResource(new FluentResource(source));
    if (errors.length) console.warn(`${lang}/${name}.ftl:`, errors);
  }
  bundle = loaded;
  currentLang = lang;
  document.documentElement.lang = lang;
}

/** The language in use. */
export function lang() {
  return currentLang;
}

/** One message of the catalogue, formatted with `args`; its id if it is missing. */
export function t(id, args = {}) {
  const message = bundle && bundle.getMessage(id);
  if (!message || !message.value) {
    console.warn(`web.ftl: no message ${id}`);
    return id;
  }
  return format(id, message.value, args);
}

function format(id, pattern, args) {
  const errors = [];
  const text = bundle.formatPattern(pattern, args, errors);
  if (errors.length) console.warn(`${id}:`, errors.map(String).join("; "));
  return text;
}

/** Whether the catalogue has a message. */
export function has(id) {
  return Boolean(bundle && bundle.hasMessage(id));
}

/**
 * Translate every element under `root` that names a message: `data-l10n-id` sets the text
 * (and the message's attributes set those attributes); `data-l10n-label` sets the
 * element's `aria-label` and leaves its content alone.
 */
export function translate(root = document) {
  for (const element of root.querySelectorAll("[data-l10n-label]")) {
    element.setAttribute("aria-label", t(element.dataset.l10nLabel));
  }
  for (const element of root.querySelectorAll("[data-l10n-id]")) {
    const id = element.dataset.l10nId;
    const args = element.dataset.l10nArgs ? JSON.parse(element.dataset.l10nArgs) : {};
    const message = bundle && bundle.getMessage(id);
    if (!message) {
      console.warn(`web.ftl: no message ${id}`);
      continue;
    }
    if (message.value) element.textContent = format(id, message.value, args);
    for (const [name, pattern] of Object.entries(message.attributes)) {
      element.setAttribute(name, format(id, pattern, args));
    }
  }
}

