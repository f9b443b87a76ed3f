/**
 * The table on screen as the page knows it: the newest game frame, the table's summary,
 * the server's sentences for this player, and what the player is doing at it beyond
 * reading it (the chosen card, a capture or discard being chosen).
 */
import { app } from "./main.js";

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
};

export function frame() {
  return app.current === null ? null : app.games.get(app.current) || null;
}

export function summary() {
  return app.current === null ? null : app.tables.get(app.current) || null;
}

export function speech() {
  const current = frame();
  return (current && current.speech) || null;
}

/** Forget the choices of the previous table. */
export function resetLocal() {
  Object.assign(local, { selected: 0, selectedCard: null, mode: null, choices: [], claim: false, card: null, take: new Set(),
    marked: new Set(), bidIndex: 0 });
}
