/**
 * Requests to the room over the one connection the state holds (`connection.js`): the
 * answer, or a refusal handed to whoever says it. No page access here: `main.js` chooses
 * how a refusal is said (`onRefusal`).
 */
import { RoomError } from "./connection.js";
import { state } from "./store.js";

let refused = () => {};

/** Have `handler(error)` say the refusals of `ask` (a `RoomError`). */
export function onRefusal(handler) {
  refused = handler;
}

/** Send a request; its answer, or null when refused (the refusal is said unless `quiet`). */
export async function ask(type, fields = {}, { quiet = false } = {}) {
  try {
    return await state().connection.request(type, fields);
  } catch (error) {
    if (!(error instanceof RoomError)) throw error;
    if (!quiet) refused(error);
    return null;
  }
}

/** Play `move` at the table of the game frame `current`, at its version: resolves with the
 * answer, rejects with a `RoomError`. */
export function sendMove(current, move) {
  return state().connection.request("move", { table: current.table, move, version: current.version });
}
