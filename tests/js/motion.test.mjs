// planMotion(previous, incoming): what a game frame moves on the table, on the room's real
// sweep frames (tests/js/frames.json) and on Metamorphosis frames made to the protocol's
// shape. Run: node --test tests/js/
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  CAPTURE_MS,
  FLIGHT_MS,
  MAX_PLAYS,
  TRICK_MS,
  planMotion,
} from "../../src/cardtable/web/js/motionplan.js";
import { framesTo } from "./frames.mjs";

const sweepFrames = framesTo("Ana").filter((f) => f.type === "game" && f.game === "sweep");
const byVersion = (version) => sweepFrames.find((f) => f.version === version);

/** The places of a waypoint, as "at:what" words, to compare paths at a glance. */
const words = (waypoint) => waypoint.map((spot) => [spot.at, spot.card ?? spot.seat, spot.when].filter((x) => x !== undefined).join(":"));

test("the first frame of a game moves nothing (nothing was on the table before it)", () => {
  const plan = planMotion(null, byVersion(0));
  assert.deepEqual(plan.moves, []);
  assert.equal(plan.banner, null);
  assert.equal(plan.mark, null);
});

test("another seat's laid card flies from its seat to its place on the table, and is marked", () => {
  const plan = planMotion(byVersion(0), byVersion(1)); // Bo (seat 1) lays 8c; Ana is seat 0
  assert.equal(plan.moves.length, 1);
  const [move] = plan.moves;
  assert.equal(move.card, "8c");
  assert.deepEqual(move.path.map(words), [["seat:1"], ["table:8c:after", "middle"]]);
  assert.equal(move.arrive, "8c");
  assert.equal(move.duration, FLIGHT_MS);
  assert.deepEqual(plan.mark, { seat: 1, card: "8c" });
});

test("the player's own card flies from where it was in the hand", () => {
  const plan = planMotion(byVersion(1), byVersion(2)); // Ana lays 2d
  assert.deepEqual(words(plan.moves[0].path[0]), ["hand:2d", "seat:0"]);
  assert.deepEqual(plan.mark, { seat: 0, card: "2d" });
});

test("a spectator sees every card come from its seat, its own included", () => {
  const spectator = { ...byVersion(2), seat: null };
  assert.deepEqual(words(planMotion(byVersion(1), spectator).moves[0].path[0]), ["seat:0"]);
});

test("a capture: the card goes to what it takes, then all of them to the capturer's pile", () => {
  const plan = planMotion(byVersion(2), byVersion(3)); // Bo plays 9s, takes 2d 3h 4d
  assert.deepEqual(plan.moves.map((m) => m.card), ["9s", "2d", "3h", "4d"]);
  const [played, ...taken] = plan.moves;
  assert.deepEqual(played.path.map(words), [["seat:1"], ["table:2d:before", "middle"], ["pile:1"]]);
  for (const move of taken) {
    // Each taken card waits where it lay until the played card reaches it, then flies.
    assert.deepEqual(move.path.map(words), [[`table:${move.card}:before`, "middle"],
      [`table:${move.card}:before`, "middle"], ["pile:1"]]);
    assert.deepEqual(move.offsets, played.offsets);
    assert.equal(move.arrive, null);
  }
  assert.equal(played.duration, CAPTURE_MS);
  assert.equal(plan.banner, null);
  assert.deepEqual(plan.mark, { seat: 1, card: "9s" });
});

test("a sweep raises the banner in the table's preset", () => {
  const frame = byVersion(3);
  const swept = {
    ...frame,
    events: [{ ...frame.events[0], sweep: true }],
    view: { ...frame.view, rules: { ...frame.view.rules, preset: "escoba" } },
  };
  // As the sweeping card reaches the cards it takes.
  assert.deepEqual(planMotion(byVersion(2), swept).banner, { preset: "escoba", delay: CAPTURE_MS / 2 });
});

test("Escoba's opening sweeps raise the banner and move nothing", () => {
  const frame = byVersion(0);
  const opening = (sweeps) => ({
    ...frame,
    events: [...frame.events, { type: "opening", seat: 0, cards: ["7d", "8c"], sweeps }],
    view: { ...frame.view, rules: { ...frame.view.rules, preset: "escoba" } },
  });
  const plan = planMotion(byVersion(5), opening(1));
  assert.deepEqual(plan.banner, { preset: "escoba", delay: 0 });
  assert.deepEqual(plan.moves, []);
  assert.equal(planMotion(byVersion(5), opening(0)).banner, null);
});

test("a resync (no events) moves nothing but keeps the mark the view tells", () => {
  const frame = { ...byVersion(5), events: [] };
  const plan = planMotion(byVersion(4), frame);
  assert.deepEqual(plan.moves, []);
  assert.deepEqual(plan.mark, { seat: 1, card: "10h" });
});

test("a claim carries the claimed card and what it missed to the claimer's pile", () => {
  const frame = { ...byVersion(5), events: [{ type: "claim", seat: 0, cards: ["7d", "3c", "5h"] }] };
  const plan = planMotion(byVersion(4), frame);
  assert.deepEqual(plan.moves.map((m) => [m.card, ...m.path.at(-1).map((s) => `${s.at}:${s.seat}`)]),
    [["7d", "pile:0"], ["3c", "pile:0"], ["5h", "pile:0"]]);
  assert.deepEqual(words(plan.moves[0].path[0]), ["table:7d:before", "middle"]);
});

test("several plays in one frame follow one another; a backlog is cut to the last ones", () => {
  const plays = Array.from({ length: MAX_PLAYS + 2 }, (_, i) => ({
    type: "play", seat: i % 2, card: `${i + 1}c`, take: [], sweep: false }));
  const frame = { ...byVersion(5), events: plays };
  const plan = planMotion(byVersion(4), frame);
  assert.equal(plan.moves.length, MAX_PLAYS);
  assert.deepEqual(plan.moves.map((m) => m.card), plays.slice(-MAX_PLAYS).map((p) => p.card));
  assert.deepEqual(plan.moves.map((m) => m.delay), [0, 1, 2, 3].map((i) => i * FLIGHT_MS));
});

// Metamorphosis, three seats; Ana is seat 0.
const meta = (events, view) => ({
  type: "game", game: "metamorphosis", table: 2, version: 9, seat: 0, events,
  view: { phase: "play", hand_sizes: [11, 11, 11], trick: [], trick_leader: 1, rules: {}, ...view },
});

test("a card played to the trick flies there and is marked in it", () => {
  const previous = meta([], { trick: ["5h"] });
  const incoming = meta([{ type: "play", seat: 2, card: "9h" }], { trick: ["5h", "9h"] });
  const plan = planMotion(previous, incoming);
  assert.deepEqual(plan.moves.map((m) => [m.card, ...m.path.map(words)]),
    [["9h", ["seat:2"], ["table:9h:after", "middle"]]]);
  assert.deepEqual(plan.mark, { seat: 2, card: "9h" });
});

test("the trick's last card goes to the trick, then the whole trick to its winner", () => {
  const previous = meta([], { trick: ["5h", "9h"] });
  const incoming = meta([{ type: "play", seat: 0, card: "Ah" },
    { type: "trick", winner: 0, cards: ["5h", "9h", "Ah"] }], { trick: [], trick_leader: 0 });
  const plan = planMotion(previous, incoming);
  assert.deepEqual(plan.moves.map((m) => m.card), ["Ah", "5h", "9h"]);
  const [last, ...rest] = plan.moves;
  assert.deepEqual(last.path.map(words), [["hand:Ah", "seat:0"], ["middle"], ["middle"], ["pile:0"]]);
  for (const move of rest) {
    assert.deepEqual(words(move.path.at(-1)), ["pile:0"]);
    assert.deepEqual(words(move.path[0]), [`table:${move.card}:before`, "middle"]);
  }
  assert.ok(plan.moves.every((m) => m.duration === TRICK_MS && m.delay === 0));
  // The trick is gone from the table: the mark stays with the seat that played last.
  assert.deepEqual(plan.mark, { seat: 0, card: "Ah" });
  assert.equal(plan.banner, null);
});

test("a Metamorphosis resync marks the trick's last card by the seat that played it", () => {
  const incoming = meta([], { trick: ["5h", "9h"], trick_leader: 2 });
  assert.deepEqual(planMotion(meta([], {}), incoming).mark, { seat: 0, card: "9h" });
  // An empty trick and no play: the frame says nothing of the last play.
  assert.equal(planMotion(meta([], {}), meta([{ type: "bid", seat: 1 }], {})).mark, undefined);
});
