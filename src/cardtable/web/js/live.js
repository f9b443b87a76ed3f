/**
 * The two live regions: polite for what happens (events, chat), assertive for what needs
 * the player now (your turn, refusals, a lost connection). Everything said is also kept in
 * the visible history, so nothing is only heard.
 */

const MAX_HISTORY = 300;

let polite = null;
let assertive = null;
let history = null;
let lastSaid = { polite: "", assertive: "" };

/** Find the regions and the history list in the page. */
export function initLive(doc = document) {
  polite = doc.getElementById("live-polite");
  assertive = doc.getElementById("live-assertive");
  history = doc.getElementById("history");
}

function put(region, kind, text) {
  if (!region || !text) return;
  // The same words twice in a row must be spoken twice: empty the region first.
  if (lastSaid[kind] === text) {
    region.textContent = "";
    setTimeout(() => { region.textContent = text; }, 50);
  } else {
    region.textContent = text;
  }
  lastSaid[kind] = text;
}

/** Keep sentences in the visible history without saying them (they were said another way). */
export function remember(texts, kind = "assertive") {
  for (const text of (Array.isArray(texts) ? texts : [texts])) keep(text, kind);
}

function keep(text, kind) {
  if (!history || !text) return;
  const item = document.createElement("li");
  item.textContent = text;
  item.className = `said-${kind}`;
  history.append(item);
  while (history.children.length > MAX_HISTORY) history.firstElementChild.remove();
  history.scrollTop = history.scrollHeight;
}

/** Say `texts` (one or many sentences) politely, and keep them in the history. */
export function announce(texts, { keep: kept = true } = {}) {
  const list = (Array.isArray(texts) ? texts : [texts]).filter(Boolean);
  if (!list.length) return;
  put(polite, "polite", list.join(" "));
  if (kept) remember(list, "polite");
}

/** Say `text` at once (interrupting), and keep it in the history. */
export function alertNow(text, { keep: kept = true } = {}) {
  if (!text) return;
  put(assertive, "assertive", text);
  if (kept) remember(text, "assertive");
}

/** What each region holds now (for tests and the settings' "repeat last"). */
export function spoken() {
  return { polite: polite ? polite.textContent : "", assertive: assertive ? assertive.textContent : "" };
}
