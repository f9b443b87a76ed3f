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

test("each seat's facts come from its side's pile (sweep) or its own tricks (Metamorphosis)", () => {
  const games = framesTo("Ana").filter((f) => f.type === "game");
  for (const frame of games) {
    const board = boardOf(frame);
    const view = frame.view;
    for (let seat = 0; seat < view.hand_sizes.length; seat += 1) {
      const facts = board.seat(view, seat);
      assert.equal(facts.hand, view.hand_sizes[seat]);
      const [first] = facts.marks;
      if (frame.game === "sweep") {
        const side = view.sides.findIndex((members) => members.includes(seat));
        assert.deepEqual(first, { id: "ring-taken", args: { count: view.piles[side].length } });
      } else {
        assert.equal(first.id, "ring-tricks");
        assert.equal(first.args.count * view.rules.players <= view.taken[seat].length, true);
      }
    }
    const sides = board.sides(view);
    assert.deepEqual(sides.map((side) => side.score), [...view.scores]);
  }
});

test("a trick card's owner follows the trick's leader round the table", () => {
  const meta = framesTo("Ana").find((f) => f.type === "game" && f.game === "metamorphosis");
  const view = { ...meta.view, trick: ["2c", "3c", "4c"], trick_leader: 1, rules: { ...meta.view.rules, players: 3 } };
  assert.deepEqual(boardOf(meta).owners(view), [1, 2, 0]);
  const sweep = framesTo("Ana").find((f) => f.type === "game" && f.game === "sweep");
  assert.equal(boardOf(sweep).owners(sweep.view), null);
});

test("a Metamorphosis bid shows only once it is known", () => {
  const meta = framesTo("Ana").find((f) => f.type === "game" && f.game === "metamorphosis");
  const hidden = boardOf(meta).seat({ ...meta.view, bids: [null, null] }, 1);
  assert.equal(hidden.marks.some((mark) => mark.id === "ring-bid"), false);
  const shown = boardOf(meta).seat({ ...meta.view, bids: [3, 2] }, 1);
  assert.deepEqual(shown.marks.at(-1), { id: "ring-bid", args: { bid: 2 } });
});
