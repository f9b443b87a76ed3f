/**
 * The table on screen as the page knows it: the newest game frame, the table's summary,
 * the server's sentences for this player, and what the player is doing at it beyond
 * reading it (the chosen card, a capture or discard being chosen).
 */
import { state } from "./store.js";
import { boardOf } from "./boards.js";

/** What the player is doing at the table beyond reading it. */
export const local = {
  selected: 0,
  selectedCard: null,
  mode: null,
  choices: [],
  claim: false,
  card: null,
  take: new Set(),
  marked: new Set(),
  bidIndex: 0,
  hint: null,
};

/** The newest game frame of the table on screen, or null. */
export function frame() {
  const { current, games } = state();
  return current === null ? null : games.get(current) || null;
}

/** The summary of the table on screen, or null. */
export function summary() {
  const { current, tables } = state();
  return current === null ? null : tables.get(current) || null;
}

/** The server's sentences of the newest game frame, or null. */
export function speech() {
  const current = frame();
  return (current && current.speech) || null;
}

/** The seat the signed-in user holds at a table summary, or null. */
export function seatOf(table) {
  const { user } = state();
  if (!user || !table) return null;
  const seat = table.seats.find((s) => s.kind === "person" && s.name === user.name);
  return seat ? seat.seat : null;
}

/**
 * The claims open to this player now, as move texts: the seat to move's claim of the
 * capture the player before missed (Spanish penalties), from the frame's `legal`, or its
 * `extra` when the moves are too many to list; and, out of turn, the taking back of the
 * capture this player's own card just missed (self-correction), from its `extra`.
 */
export function claimsOf(current) {
  if (!current || current.seat === null || current.over) return [];
  const moves = [...(current.legal || []), ...(current.extra || [])];
  return [...new Set(moves.filter((move) => move.startsWith("claim:")))];
}

/** Whether the receiver of the game frame `current` is to discard now. */
export function discardingNow(current) {
  return Boolean(current) && boardOf(current).discarding(current.view) && current.to_move === current.seat;
}

/** Forget the choices of the previous table. */
export function resetLocal() {
  Object.assign(local, { selected: 0, selectedCard: null, mode: null, choices: [], claim: false, card: null, take: new Set(),
    marked: new Set(), bidIndex: 0, hint: null });
}

/** Keep `local.selected` on the same card when the hand changes; on its neighbour when the
 * chosen card is gone. */
export function followSelection(cards) {
  const kept = local.selectedCard ? cards.indexOf(local.selectedCard) : -1;
  if (kept >= 0) local.selected = kept;
  else local.selected = Math.max(0, Math.min(local.selected, cards.length - 1));
  local.selectedCard = cards[local.selected] || null;
}
