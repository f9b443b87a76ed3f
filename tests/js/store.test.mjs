// The store: one state, replaced (never changed in place), told to its subscribers.
import assert from "node:assert/strict";
import { test } from "node:test";

import { initialState, replace, state, subscribe, update } from "../../src/cardtable/web/js/store.js";

test("update makes a new state with the fields changed, and tells the subscribers", () => {
  const heard = [];
  const stop = subscribe((now, before) => heard.push([before.current, now.current]));
  const first = state();
  update({ current: 3 });
  assert.notEqual(state(), first);
  assert.equal(state().current, 3);
  assert.equal(first.current, null);
  assert.equal(state().tables, first.tables);
  replace({ ...state(), current: 4 });
  stop();
  update({ current: 5 });
  assert.deepEqual(heard, [[null, 3], [3, 4]]);
});

test("each initial state is new: no Map is shared between two", () => {
  const a = initialState();
  const b = initialState();
  assert.notEqual(a.games, b.games);
  assert.notEqual(a.tables, b.tables);
  assert.equal(a.view, "loading");
});
