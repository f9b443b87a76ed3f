/**
 * Motion with meaning on the table: the played card moving from its seat to the table,
 * captured cards moving to the capturer's pile, the sweep banner, a trick gathered to its
 * winner, the last play marked. Never delays what is said: `animate` runs after the frame
 * is drawn and its news handed to the live regions.
 *
 * What moves are ghosts: clones of the card faces in a fixed layer over the page
 * (`aria-hidden`, `pointer-events: none`), flown with the Web Animations API from where
 * the cards were before the frame (`snapshot`) to where they are now (FLIP). Nothing here
 * moves the focus, touches a live region or waits: a key pressed meanwhile acts at once.
 * Under `prefers-reduced-motion: reduce` nothing moves; the marks of the last play, which
 * are still, stay. What to move is planned in `motionplan.js`.
 */
import { cardFace } from "./cards.js";
import { styleFor } from "./deckstyle.js";
import { t } from "./i18n.js";
import { planMotion } from "./motionplan.js";

/** How long the sweep banner shows, in ms. */
export const BANNER_MS = 1100;
/** Table cards that slide to their new places when others leave, in ms. */
const SHIFT_MS = 250;
/** A ghost's size at a seat's hand and at a pile (of a card's size). */
const SCALE = { seat: 0.6, pile: 0.45, middle: 1 };

/** A frame that comes while cards still fly waits for them at most this long, in ms;
 * beyond it, what flies lands at once (the table is not replayed behind the game). */
export const MAX_WAIT_MS = 1200;

/** When the last ghost now flying lands (`performance.now()` time). */
let busyUntil = 0;
/** Every animation started here and not over yet (ghosts, cards hidden until their ghost
 * lands, cards sliding, the banner). */
const running = new Set();

/** Start `element.animate(frames, timing)`, kept in `running` until it ends; `then` runs
 * when it ends, however it ends. */
function start(element, frames, timing, then = null) {
  const animation = element.animate(frames, timing);
  running.add(animation);
  const over = () => {
    running.delete(animation);
    if (then) then();
  };
  animation.finished.then(over, over);
  return animation;
}

/** The last play marked (`{ table, seat, card }`), kept drawn while the page redraws. */
let mark = null;
let watcher = null;

function reduced() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function rectOf(element) {
  if (!element || element.closest("[hidden]")) return null;
  const box = element.getBoundingClientRect();
  if (!box.width && !box.height) return null;
  return { x: box.left, y: box.top, w: box.width, h: box.height };
}

function seatZone(seat) {
  return document.querySelector(`#seat-ring .seat-zone[data-seat="${seat}"]`);
}

/** Where each card and seat is now: hand and table cards by code, seats' hands and piles
 * by seat number, the middle of the table. */
function measure() {
  const where = { hand: new Map(), table: new Map(), seat: new Map(), pile: new Map(), middle: null, game: null };
  for (const card of document.querySelectorAll("#hand [role=option][data-card]")) {
    const rect = rectOf(card);
    if (rect) where.hand.set(card.dataset.card, rect);
  }
  for (const card of document.querySelectorAll("#table-cards li.card[data-card]")) {
    const rect = rectOf(card);
    if (rect) where.table.set(card.dataset.card, rect);
  }
  for (const zone of document.querySelectorAll("#seat-ring .seat-zone[data-seat]")) {
    const hand = rectOf(zone.querySelector(".seat-hand")) || rectOf(zone);
    const pile = rectOf(zone.querySelector(".seat-pile")) || hand;
    if (hand) where.seat.set(Number(zone.dataset.seat), hand);
    if (pile) where.pile.set(Number(zone.dataset.seat), pile);
  }
  where.middle = rectOf(document.getElementById("table-cards"));
  where.game = rectOf(document.getElementById("game"));
  where.handZone = rectOf(document.getElementById("hand"));
  where.pileZone = rectOf(document.querySelector("#game .pile-zone")) || rectOf(document.getElementById("pile-line"));
  return where;
}

/** What the board looks like before a frame is drawn (where each card and seat is), so
 * that `animate` can move cards from where they were. Null when nothing will move. */
export function snapshot() {
  if (reduced() || document.hidden) return null;
  const game = document.getElementById("game");
  if (!game || game.hidden) return null;
  return measure();
}

/** A point's box: `rect` at its centre, no size (a place that is not a card). */
function centre(rect, kind) {
  return { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2, w: 0, h: 0, kind };
}

/** The box of one place of a waypoint, or null where the page has no such place. */
function place(spot, before, now, me) {
  switch (spot.at) {
    case "hand":
      return (before && before.hand.get(spot.card)) || null;
    case "table": {
      const rect = (spot.when === "before" ? before : now).table.get(spot.card);
      return rect || null;
    }
    case "middle":
      return now.middle ? centre(now.middle, "middle") : null;
    case "seat": {
      const rect = (before && before.seat.get(spot.seat)) || now.seat.get(spot.seat);
      if (rect) return centre(rect, "seat");
      // The page without seats around the table: the player's hand, or the top of the game.
      if (spot.seat === me && now.handZone) return centre(now.handZone, "seat");
      return now.game ? { x: now.game.x + now.game.w / 2, y: now.game.y, w: 0, h: 0, kind: "seat" } : null;
    }
    case "pile": {
      const rect = now.pile.get(spot.seat);
      if (rect) return centre(rect, "pile");
      if (spot.seat === me && now.pileZone) return centre(now.pileZone, "pile");
      return now.game ? { x: now.game.x + now.game.w / 2, y: now.game.y, w: 0, h: 0, kind: "pile" } : null;
    }
    default:
      return null;
  }
}

function resolve(waypoint, before, now, me) {
  for (const spot of waypoint) {
    const found = place(spot, before, now, me);
    if (found) return found;
  }
  return null;
}

/** The size of a card on this page: any card drawn, before or now. */
function cardSize(before, now) {
  for (const where of [now, before]) {
    if (!where) continue;
    for (const rect of [...where.table.values(), ...where.hand.values()]) return { w: rect.w, h: rect.h };
  }
  const width = parseFloat(getComputedStyle(document.documentElement).fontSize || "16") * 4.5;
  return { w: width, h: width * 1.5 };
}

/** A box as a ghost's transform: its top left corner, and its scale of a card's size. */
function transformOf(box, size) {
  if (box.w) {
    const scale = box.w / size.w;
    return `translate(${box.x}px, ${box.y}px) scale(${scale})`;
  }
  const scale = SCALE[box.kind] || 1;
  const x = box.x - (size.w * scale) / 2;
  const y = box.y - (size.h * scale) / 2;
  return `translate(${x}px, ${y}px) scale(${scale})`;
}

function layer() {
  let found = document.getElementById("motion-layer");
  if (!found) {
    found = document.createElement("div");
    found.id = "motion-layer";
    found.className = "motion-layer";
    found.setAttribute("aria-hidden", "true");
    document.body.append(found);
  }
  return found;
}

function face(code, style) {
  try {
    return cardFace(code, style);
  } catch (error) {
    console.warn(error);
    return null;
  }
}

function fly(move, before, now, me, style, size, wait) {
  const boxes = move.path.map((waypoint) => resolve(waypoint, before, now, me));
  if (boxes.some((box) => box === null)) return;
  const drawn = face(move.card, style);
  if (!drawn) return;
  const ghost = document.createElement("div");
  ghost.className = `motion-ghost motion-${move.kind}`;
  ghost.dataset.card = move.card;
  ghost.style.width = `${size.w}px`;
  ghost.style.height = `${size.h}px`;
  ghost.append(drawn);
  layer().append(ghost);
  const last = boxes.length - 1;
  const frames = boxes.map((box, index) => ({
    offset: move.offsets[index],
    transform: transformOf(box, size),
    opacity: index === last && box.kind === "pile" ? 0.3 : 1,
  }));
  start(ghost, frames, {
    duration: move.duration, delay: wait + move.delay, easing: "ease-in-out", fill: "both",
  }, () => ghost.remove());
  if (move.arrive) {
    const real = document.querySelector(`#table-cards li.card[data-card="${CSS.escape(move.arrive)}"]`);
    // The card on the table shows when its ghost lands (it is in the list all along).
    if (real) start(real, [{ opacity: 0 }, { opacity: 0 }], { duration: wait + move.delay + move.duration });
  }
}

/** The table cards that stayed but moved (others left or came) slide to their new places. */
function shift(before, now) {
  for (const card of document.querySelectorAll("#table-cards li.card[data-card]")) {
    const was = before.table.get(card.dataset.card);
    const is = now.table.get(card.dataset.card);
    if (!was || !is) continue;
    const dx = was.x - is.x;
    const dy = was.y - is.y;
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2) continue;
    start(card, [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
      { duration: SHIFT_MS, easing: "ease-out" });
  }
}

/** The sweep's banner over the table: said already, so hidden from screen readers. */
function banner(preset, now, delay) {
  const text = t("motion-sweep", { preset });
  const shown = document.createElement("div");
  shown.className = "motion-banner";
  shown.textContent = text;
  if (now.middle) {
    shown.style.left = `${now.middle.x + now.middle.w / 2}px`;
    shown.style.top = `${now.middle.y + now.middle.h / 2}px`;
  }
  layer().append(shown);
  const frames = [
    { opacity: 0, transform: "translate(-50%, -50%) scale(0.6)" },
    { opacity: 1, transform: "translate(-50%, -50%) scale(1.05)", offset: 0.2 },
    { opacity: 1, transform: "translate(-50%, -50%) scale(1)", offset: 0.8 },
    { opacity: 0, transform: "translate(-50%, -50%) scale(1)" },
  ];
  start(shown, frames, { duration: BANNER_MS, delay, easing: "ease-out", fill: "both" }, () => shown.remove());
}

/** Draw the last play's marks: class `last-play` on its card on the table (or in the
 * trick), and its small face in its seat's `.seat-last`, in the deck style chosen now.
 * Changes only what differs, so it may run on every redraw. */
function drawMark() {
  const card = mark ? mark.card : null;
  const style = mark ? styleFor(mark.rules) : null;
  for (const item of document.querySelectorAll("#table-cards li")) {
    const wanted = card !== null && item.dataset.card === card;
    if (item.classList.contains("last-play") !== wanted) item.classList.toggle("last-play", wanted);
  }
  for (const zone of document.querySelectorAll("#seat-ring .seat-zone[data-seat]")) {
    const slot = zone.querySelector(".seat-last");
    if (!slot) continue;
    const wanted = card !== null && Number(zone.dataset.seat) === mark.seat ? card : "";
    const drawnAs = wanted && `${wanted} ${style}`;
    if ((slot.dataset.drawn || "") === drawnAs) continue;
    slot.dataset.drawn = drawnAs;
    slot.dataset.card = wanted;
    slot.setAttribute("aria-hidden", "true");
    if (!wanted) {
      slot.replaceChildren();
      continue;
    }
    const drawn = face(wanted, style);
    const caption = document.createElement("span");
    caption.className = "motion-last-caption";
    caption.textContent = t("motion-last-play");
    slot.replaceChildren(...[drawn, caption].filter(Boolean));
  }
  const shown = document.querySelector("#seat-ring .ring-top .seat-last:not(:empty)");
  if (shown) keepOnTheFelt(shown);
}

/** A last play hung beside a seat near the felt's right edge would pass it: it hangs below
 * that seat instead (class `hang-below`, motion.css). */
function keepOnTheFelt(slot) {
  const felt = document.getElementById("game");
  if (!felt) return;
  slot.classList.remove("hang-below");  // measured where it hangs beside
  const past = slot.getBoundingClientRect().right > felt.getBoundingClientRect().right - 2;
  slot.classList.toggle("hang-below", past);
}

/** Keep the marks drawn when the board redraws between frames (a capture's toggles). */
function watch() {
  if (watcher || typeof MutationObserver !== "function") return;
  const game = document.getElementById("game");
  if (!game) return;
  watcher = new MutationObserver(() => drawMark());
  watcher.observe(game, { childList: true, subtree: true });
}

/** How long a frame's cards wait for those still flying (one motion after the other, as
 * the moves were made); when that is too long, those flying land at once instead. */
function waitForFlying() {
  const wait = busyUntil - performance.now();
  if (wait <= 0) return 0;
  if (wait <= MAX_WAIT_MS) return wait;
  for (const animation of [...running]) animation.finish();
  return 0;
}

/** Animate what a game frame changed, from the `before` snapshot to the board as drawn
 * now (`incoming`, the new frame; `previous`, the one before it, if any). Returns the
 * plan it followed (for tests). */
export function animate(before, incoming, previous) {
  const plan = planMotion(previous && previous.table === incoming.table ? previous : null, incoming);
  const style = styleFor(incoming.view && incoming.view.rules);
  if (mark && mark.table !== incoming.table) mark = null;
  if (plan.mark !== undefined) {
    mark = plan.mark ? { ...plan.mark, table: incoming.table, rules: incoming.view && incoming.view.rules } : null;
  }
  watch();
  drawMark();
  if (incoming.view && incoming.view.is_over) {
    // The game's result takes the screen: nothing flies over it, and what flies lands now.
    for (const animation of [...running]) animation.finish();
    return plan;
  }
  if (!before || reduced() || document.hidden) return plan;
  const now = measure();
  const size = cardSize(before, now);
  const wait = waitForFlying();
  shift(before, now);
  for (const move of plan.moves) fly(move, before, now, incoming.seat, style, size, wait);
  if (plan.banner) banner(plan.banner.preset, now, wait + plan.banner.delay);
  const lands = Math.max(0, ...plan.moves.map((move) => move.delay + move.duration));
  if (plan.moves.length) busyUntil = performance.now() + wait + lands;
  return plan;
}
