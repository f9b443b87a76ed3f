/**
 * What a game frame moves on the table, as plain data (no DOM): the pure half of
 * `motion.js`, tested under Node. From the frame's events (who played what, what it took,
 * which trick was gathered) it plans:
 *
 * - `moves`: one ghost card each, flying along `path`, a list of waypoints; a waypoint is a
 *   list of places to try in order (the first one found on the page is used):
 *   `{ at: "hand", card }` (the player's own hand card, where it was),
 *   `{ at: "seat", seat }` (that seat's hand around the table),
 *   `{ at: "table", card, when: "before" | "after" }` (a table or trick card, where it was
 *   before the frame or is now),
 *   `{ at: "middle" }` (the middle of the table),
 *   `{ at: "pile", seat }` (that seat's captured pile, or tricks taken);
 *   `offsets` are the waypoints' times (0 … 1) within `duration`, after `delay` ms;
 *   `arrive` names the real card element that must not show before the ghost lands on it;
 * - `banner`: `{ preset, delay }` when the frame has a sweep, an opening one too (the brief
 *   "¡Escoba!" over the table, as the sweeping card reaches the table);
 * - `mark`: the last play, `{ seat, card }`; `null` when there is none (a new round);
 *   `undefined` when the frame says nothing of it (the mark drawn stays).
 */

/** One card flying from a seat to the table (or the trick), in ms. */
export const FLIGHT_MS = 350;
/** A play that captures: to the cards it takes, then all of them to the pile. */
export const CAPTURE_MS = 550;
/** The last card of a trick: to the trick, a moment there, then the trick to its winner. */
export const TRICK_MS = 600;
/** Cards claimed (Spanish penalties): from the table to the claimer's pile. */
export const CLAIM_MS = 400;
/** At most this many plays of one frame are animated (a backlog is not replayed). */
export const MAX_PLAYS = 4;

const MIDDLE = Object.freeze({ at: "middle" });

/** Where a seat's played card comes from: the player's own hand card (where it was) when it
 * is the player's seat, else that seat's place around the table. */
function source(seat, card, me) {
  return seat === me && me !== null && me !== undefined
    ? [{ at: "hand", card }, { at: "seat", seat }]
    : [{ at: "seat", seat }];
}

function before(card) {
  return [{ at: "table", card, when: "before" }, MIDDLE];
}

function pile(seat) {
  return [{ at: "pile", seat }];
}

/** The moves of a sweep `play` event: laid on the table, or captured with what it took. */
function sweepPlay(event, me) {
  const from = source(event.seat, event.card, me);
  const take = event.take || [];
  if (!take.length) {
    return [{ card: event.card, kind: "lay", path: [from, [{ at: "table", card: event.card, when: "after" }, MIDDLE]],
      offsets: [0, 1], duration: FLIGHT_MS, arrive: event.card }];
  }
  const onto = before(take[0]);
  return [
    { card: event.card, kind: "capture", path: [from, onto, pile(event.seat)], offsets: [0, 0.5, 1],
      duration: CAPTURE_MS, arrive: null },
    ...take.map((card) => ({ card, kind: "taken", path: [before(card), before(card), pile(event.seat)],
      offsets: [0, 0.5, 1], duration: CAPTURE_MS, arrive: null })),
  ];
}

/** The moves of a Metamorphosis `play`: to the trick; if the same frame gathers the trick
 * (`winner`), on to the winner's tricks with the cards already in it (`earlier`). */
function trickPlay(event, me, winner, earlier) {
  const from = source(event.seat, event.card, me);
  if (winner === null) {
    return [{ card: event.card, kind: "lay", path: [from, [{ at: "table", card: event.card, when: "after" }, MIDDLE]],
      offsets: [0, 1], duration: FLIGHT_MS, arrive: event.card }];
  }
  const offsets = [0, 0.4, 0.6, 1];
  return [
    { card: event.card, kind: "trick", path: [from, [MIDDLE], [MIDDLE], pile(winner)], offsets,
      duration: TRICK_MS, arrive: null },
    ...earlier.map((card) => ({ card, kind: "trick", path: [before(card), before(card), before(card), pile(winner)],
      offsets, duration: TRICK_MS, arrive: null })),
  ];
}

/** The cards of a trick gathered without its last card in the same frame. */
function gathered(event) {
  return event.cards.map((card) => ({ card, kind: "trick", path: [before(card), pile(event.winner)],
    offsets: [0, 1], duration: FLIGHT_MS, arrive: null }));
}

/** The last play as the view tells it (a frame without events: a resync or a watch). */
function markOfView(incoming) {
  const view = incoming.view || {};
  if (incoming.game === "sweep") {
    const last = view.last_play;
    return last && last.card ? { seat: last.seat, card: last.card } : null;
  }
  const trick = view.trick || [];
  const seats = (view.hand_sizes || []).length;
  if (trick.length && seats) {
    return { seat: (view.trick_leader + trick.length - 1) % seats, card: trick[trick.length - 1] };
  }
  return undefined;
}

function bannerOf(incoming, delay) {
  return { preset: (incoming.view.rules || {}).preset || "classic", delay };
}

/** The motion of a game frame: `incoming`, the frame; `previous`, the one before it. */
export function planMotion(previous, incoming) {
  const events = (incoming && incoming.events) || [];
  const me = incoming ? incoming.seat : null;
  const plan = { moves: [], banner: null, mark: markOfView(incoming || {}) };
  if (!previous) return plan;
  const plays = events.filter((event) => event.type === "play" || event.type === "claim").slice(-MAX_PLAYS);
  let delay = 0;
  events.forEach((event, index) => {
    let moves = [];
    if (event.type === "play" && plays.includes(event)) {
      if (incoming.game === "sweep") {
        moves = sweepPlay(event, me);
        if (event.sweep) plan.banner = bannerOf(incoming, delay + moves[0].duration / 2);
      } else {
        const next = events[index + 1];
        const gathers = next && next.type === "trick";
        const earlier = gathers ? next.cards.filter((card) => card !== event.card) : [];
        moves = trickPlay(event, me, gathers ? next.winner : null, earlier);
      }
    } else if (event.type === "claim" && plays.includes(event)) {
      moves = event.cards.map((card) => ({ card, kind: "taken", path: [before(card), pile(event.seat)],
        offsets: [0, 1], duration: CLAIM_MS, arrive: null }));
    } else if (event.type === "opening" && event.sweeps > 0) {
      // Escoba's opening sweeps: the dealer takes the table as it is dealt (nothing of it
      // was on the table before this frame, so only the banner shows it).
      plan.banner = bannerOf(incoming, delay);
    } else if (event.type === "trick") {
      const prior = events[index - 1];
      if (!(prior && prior.type === "play")) moves = gathered(event);
    }
    if (!moves.length) return;
    for (const move of moves) plan.moves.push({ ...move, delay });
    delay += Math.max(...moves.map((move) => move.duration));
  });
  if (incoming.game !== "sweep") {
    const last = [...events].reverse().find((event) => event.type === "play");
    if (last) plan.mark = { seat: last.seat, card: last.card };
  }
  return plan;
}
