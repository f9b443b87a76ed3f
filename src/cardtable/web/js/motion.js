/**
 * Motion with meaning on the table: the played card moving from its seat to the table,
 * captured cards moving to the capturer's pile, the sweep banner, a trick gathered to its
 * winner, the last play marked. Never delays what is said: `animate` runs after the frame
 * is drawn and its news handed to the live regions.
 */

/** What the board looks like before a frame is drawn (where each card and seat is), so
 * that `animate` can move cards from where they were. */
export function snapshot() {
  return null;
}

/** Animate what a game frame changed, from the `before` snapshot to the board as drawn
 * now (`incoming`, the new frame; `previous`, the one before it, if any). */
export function animate(before, incoming, previous) {
  return { before, incoming, previous };
}
