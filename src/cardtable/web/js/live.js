/**
 * What the page says, and when. Two live regions (polite for what happens, assertive for
 * what needs the player now) fed by one queue, so that nothing the page says replaces a
 * sentence before a screen reader could have spoken it:
 *
 * - every utterance holds the floor for its reading time (its length at the player's speech
 *   rate, `readingTime`); what comes meanwhile waits, and is said together when the floor is
 *   free, in the assertive region if any part of it is assertive;
 * - a key press gives the floor back to the player (a screen reader stops speaking at a key
 *   too), and the page's answer to that key (`reply`, `refusal`) is said at once;
 * - a focus change holds the floor for the reading time of what gains focus, which the
 *   screen reader says itself;
 * - when the player has fallen behind (what waits would take over `MAX_BATCH_MS` to hear),
 *   the oldest events and chat lines that have waited `FALLEN_BEHIND_MS` are left out of
 *   speech, and one sentence says how many.
 *
 * Everything said is also kept in the visible history, so nothing is only heard.
 */

const MAX_HISTORY = 300;
const KEY_GRACE_MS = 150;
const LEAD_MS = 300;
const CHARS_PER_WORD = 6;
const MAX_BATCH_MS = 20000;
const FALLEN_BEHIND_MS = 5000;

/** Kinds of utterance: the region each goes to, and whether it is the answer to the
 * player's own key (said at once) or may be dropped from a backlog (it stays in the
 * history). */
export const KINDS = Object.freeze({
  event: { region: "polite", droppable: true },
  result: { region: "polite" },
  opening: { region: "polite" },
  prompt: { region: "assertive" },
  reply: { region: "polite", now: true },
  refusal: { region: "assertive", now: true },
  chat: { region: "polite", droppable: true },
  status: { region: "assertive" },
});

const regions = { polite: null, assertive: null };
let history = null;
let lastSaid = { polite: "", assertive: "" };
/** The last utterance spoken, in either region (the repeat key says it again). */
let lastSpoken = "";
let pending = [];
let floorUntil = 0;
let timer = null;
/** What `floorFree` promised: resolved when the floor is free, before `pending` is said. */
let waiters = [];
let wordsPerMinute = 250;
let keyCount = 0;
let skippedText = (count) => `${count} more said while you listened; they are in the history.`;

/** Find the regions and the history list in the page, and listen for the player's keys
 * and focus changes (once). */
export function initLive(doc = document) {
  regions.polite = doc.getElementById("live-polite");
  regions.assertive = doc.getElementById("live-assertive");
  history = doc.getElementById("history");
  doc.addEventListener("keydown", keyPressed, { capture: true });
  doc.addEventListener("focusin", (event) => focusMoved(event.target), { capture: true });
}

/** The player's speech rate in words a minute (the reading time of each utterance). */
export function setRate(rate) {
  if (Number.isFinite(rate) && rate > 0) wordsPerMinute = rate;
}

/** The sentence said before a batch from which older sentences were dropped. */
export function setSkippedText(format) {
  skippedText = format;
}

/** How long a screen reader takes to say `text` at the player's rate, in milliseconds. */
export function readingTime(text) {
  const perChar = 60000 / (wordsPerMinute * CHARS_PER_WORD);
  return LEAD_MS + Math.round((text || "").length * perChar);
}

function now() {
  return performance.now();
}

const MODIFIERS = new Set(["Shift", "Control", "Alt", "Meta", "AltGraph", "CapsLock"]);

function keyPressed(event) {
  if (!MODIFIERS.has(event.key)) keyCount += 1;
  floorUntil = now() + KEY_GRACE_MS;
  schedule();
}

/** Roughly what a screen reader says of an element that gains focus: its name. */
function nameOf(element) {
  const label = element.getAttribute("aria-label");
  if (label) return label;
  const ids = (element.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean);
  const labelled = ids.map((id) => document.getElementById(id)?.textContent || "").join(" ");
  return (labelled || element.textContent || "").trim().slice(0, 120);
}

function focusMoved(element) {
  if (!element || !element.getAttribute) return;
  floorUntil = Math.max(floorUntil, now() + readingTime(nameOf(element)));
  schedule();
}

function put(level, text) {
  const region = regions[level];
  if (!region || !text) return;
  // The same words twice in a row must be spoken twice: empty the region first.
  if (lastSaid[level] === text) {
    region.textContent = "";
    setTimeout(() => { region.textContent = text; }, 50);
  } else {
    region.textContent = text;
  }
  lastSaid[level] = text;
}

function schedule() {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (!pending.length && !waiters.length) return;
  const wait = floorUntil - now();
  if (wait > 0) timer = setTimeout(release, wait);
  else release();
}

/** Drop the oldest droppable utterances (events, chat) that have waited a while, while those
 * waiting would take too long to hear: the player has fallen behind. What has only just come
 * is said whole, however long (a round's last plays before its result, after the player's own
 * key); results, openings and calls to play stay. */
function trim(batch) {
  let skipped = 0;
  const droppable = () => batch.filter((item) => KINDS[item.kind].droppable);
  const backlog = () => droppable().reduce((sum, item) => sum + readingTime(item.text), 0);
  const waited = now() - FALLEN_BEHIND_MS;
  while (backlog() > MAX_BATCH_MS && droppable().length > 1 && droppable()[0].at <= waited) {
    batch.splice(batch.indexOf(droppable()[0]), 1);
    skipped += 1;
  }
  return skipped;
}

/** Utterances joined into one, each ending as a sentence (a chat line may not). */
function joined(texts) {
  return texts.map((text, index) => (index < texts.length - 1 && !/[.!?…:;]$/.test(text)
    ? `${text}.` : text)).join(" ");
}

function release() {
  timer = null;
  if (waiters.length) {
    // The answers speak as their promises resolve (before any timer), which schedules what
    // waits after them; the timer is for an answer that ends up saying nothing.
    const woken = waiters;
    waiters = [];
    for (const resolve of woken) resolve();
    if (pending.length) timer = setTimeout(release, 0);
    return;
  }
  if (!pending.length) return;
  const batch = pending;
  pending = [];
  const skipped = trim(batch);
  const texts = batch.map((item) => item.text);
  if (skipped) texts.unshift(skippedText(skipped));
  const level = batch.some((item) => item.level === "assertive") ? "assertive" : "polite";
  speak(level, joined(texts));
}

function speak(level, text) {
  put(level, text);
  lastSpoken = text;
  floorUntil = now() + readingTime(text);
}

/** Say again, at once, the last utterance spoken (whatever its region); `none` when nothing
 * has been said yet. Not kept in the history a second time. */
export function sayAgain(none) {
  say(lastSpoken || none, { kind: "reply", keep: false });
}

/**
 * Say `texts` (one sentence or many) as an utterance of `kind` (see `KINDS`): at once if it
 * answers the player, else when the floor is free. `keep: false` leaves it out of the
 * history (a reading the player asked for, or something kept there another way).
 */
export function say(texts, { kind = "event", keep = true } = {}) {
  const info = KINDS[kind] || KINDS.event;
  const list = (Array.isArray(texts) ? texts : [texts]).filter(Boolean);
  if (!list.length) return;
  const text = list.join(" ");
  if (keep) remember(list, info.region);
  if (info.now) {
    speak(info.region, text);
    schedule();
    return;
  }
  pending.push({ text, kind, level: info.region, at: now() });
  schedule();
}

/** Say `texts` politely (the answer to the player's own key or command, at once). */
export function announce(texts, { keep = true } = {}) {
  say(texts, { kind: "reply", keep });
}

/** Say `text` assertively at once (a refusal or a warning the player caused). */
export function alertNow(text, { keep = true } = {}) {
  say(text, { kind: "refusal", keep });
}

/** How many keys the player has pressed on this page. An answer that takes time (a hint)
 * notes it when asked, to know at its arrival whether a later key was answered since. */
export function keysPressed() {
  return keyCount;
}

/** A promise kept when what is being said has had its reading time, before anything that
 * waits to be said (events held while the player pressed keys) is released: an answer to
 * the player's own key that comes after a later key was answered (a hint after the choice's
 * prompt it opened) waits for that answer, so as not to cut it short, and is said before
 * the events that wait. */
export function floorFree() {
  return new Promise((resolve) => {
    waiters.push(resolve);
    schedule();
  });
}

/** Keep sentences in the visible history. */
function remember(texts, kind) {
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

/** Forget what waits to be said: all of it (the player left the table it was about), or
 * the utterances of one `kind` (a call to play that a newer frame makes stale). */
export function forgetPending(kind = null) {
  pending = kind === null ? [] : pending.filter((item) => item.kind !== kind);
  if (!pending.length && !waiters.length && timer !== null) {
    clearTimeout(timer);
    timer = null;
  }
}

/** What each region holds now and what waits (for tests). */
export function spoken() {
  return {
    polite: regions.polite ? regions.polite.textContent : "",
    assertive: regions.assertive ? regions.assertive.textContent : "",
    pending: pending.map((item) => item.text),
  };
}
