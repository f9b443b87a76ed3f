/**
 * Everything the client knows, in one place: the signed-in user, the room's tables, the
 * games and chats of the tables watched, the settings, and the handles of the connection
 * and the sounds. It imports nothing: the views read it (`state()`), the room's frames
 * change it through `reduce.js`, and a view that must follow a change subscribes to it
 * instead of being called by another view.
 *
 * The state is replaced, never changed in place: `update` and `replace` make the next one
 * and tell every subscriber, with the state before, so that each can see what changed.
 */

/** The state before anything is known. */
export function initialState() {
  return {
    connection: null,
    settings: null,
    sounds: null,
    welcome: null,
    user: null,
    tables: new Map(),
    games: new Map(),
    chats: new Map(),
    roomChat: [],
    chatSeq: 0,
    verbosity: null,
    records: [],
    current: null,
    opening: false,
    heard: new Map(),
    news: null,
    view: "loading",
    wasConnected: false,
    lostSaid: false,
    autoOpen: false,
    followsLobby: false,
  };
}

let current = initialState();
const listeners = new Set();

/** The state now. */
export function state() {
  return current;
}

/** Make `next` the state and tell the subscribers. */
export function replace(next) {
  const before = current;
  current = next;
  notify(before);
}

/** The state with `patch`'s fields changed (a shallow merge), told to the subscribers. */
export function update(patch) {
  replace({ ...current, ...patch });
}

/** Call `listener(now, before)` after each change; returns the function that stops it. */
export function subscribe(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tell every subscriber that the state changed from `before` to the state now. */
function notify(before = current) {
  for (const listener of [...listeners]) listener(current, before);
}
