// The board of each game is chosen by the game's name in the frame, never by its view.
import assert from "node:assert/strict";
import { test } from "node:test";

import { boardOf } from "../../src/cardtable/web/js/boards.js";
import { framesTo } from "./frames.mjs";

test("every game frame names a game that has a board", () => {
  const games = framesTo("Ana").filter((f) => f.type === "game");
  assert.deepEqual([...new Set(games.map((f) => f.game))], ["sweep", "metamorphosis"]);
  for (const frame of games) {
    const board = boardOf(frame);
    assert.ok(Array.isArray(board.middle(frame.view)), `${frame.game} v${frame.version}`);
  }
});

test("the sweep board shows the table, Metamorphosis the trick", () => {
  const [sweep, meta] = ["sweep", "metamorphosis"].map((game) =>
    framesTo("Ana").find((f) => f.type === "game" && f.game === game));
  assert.equal(boardOf(sweep).middle(sweep.view), sweep.view.table);
  assert.equal(boardOf(sweep).title, "table-cards-title");
  assert.equal(boardOf(meta).middle(meta.view), meta.view.trick);
  assert.equal(boardOf(meta).empty, "trick-empty");
  assert.equal(boardOf(meta).playing({ ...meta.view, phase: "bid" }), false);
  assert.equal(boardOf(meta).playing({ ...meta.view, phase: "play" }), true);
  assert.equal(boardOf(meta).discarding({ ...meta.view, phase: "discard" }), true);
  assert.equal(boardOf(sweep).discarding({ ...sweep.view, phase: "discard" }), false);
});

test("a frame without a known game is refused by name", () => {
  assert.throws(() => boardOf({ game: "chess", view: {} }), /no board for the game "chess"/);
});
