// reduce(state, frame) on real frames of the room: what the client keeps of each, and what a
// game frame brings that was not said yet. Run: node --test tests/js/
import assert from "node:assert/strict";
import { test } from "node:test";

import { CHAT_KEPT, newsOf, reduce, unseenLines } from "../../src/cardtable/web/js/reduce.js";
import { initialState } from "../../src/cardtable/web/js/store.js";
import { firstFrame, framesTo, snapshot } from "./frames.mjs";

/** Fold frames into a state as the page does, opening each table Ana creates (as the
 * page's form does) so that its game frames are on screen. */
function fold(frames, state = initialState()) {
  const news = [];
  for (const frame of frames) {
    state = reduce(state, frame);
    if (frame.type === "table_created") state = { ...state, current: frame.table.id };
    if (frame.type === "game") news.push({ frame, news: state.news });
  }
  return { state, news };
}

test("no frame changes the state it is given", () => {
  let state = initialState();
  for (const frame of framesTo("Ana")) {
    const before = snapshot(state);
    const next = reduce(state, frame);
    assert.equal(snapshot(state), before, `${frame.type} changed the state it was given`);
    state = next.current === null && frame.type === "table_created" ? { ...next, current: frame.table.id } : next;
  }
});

test("a frame the state does not keep gives the same state back", () => {
  const state = initialState();
  assert.equal(reduce(state, { v: 1, type: "pong", re: 6 }), state);
  assert.equal(reduce(state, { v: 1, type: "hint", re: 2, table: 1, version: 0, move: "7d", text: "" }), state);
});

test("welcome and signed_in: the room's catalogue, the user and how much a newcomer hears", () => {
  const welcome = firstFrame("Ana", (f) => f.type === "welcome");
  const signed = firstFrame("Ana", (f) => f.type === "signed_in");
  const state = reduce(reduce(initialState(), welcome), signed);
  assert.equal(state.welcome, welcome);
  assert.deepEqual(state.user, signed.user);
  assert.equal(state.verbosity, "normal");
  assert.equal(reduce(state, { ...signed, played: 2 }).verbosity, "brief");
});

test("table summaries are kept by id, with the chat a table frame brings, until closed", () => {
  const { state } = fold(framesTo("Ana"));
  assert.deepEqual([...state.tables.keys()], [1, 2]);
  assert.equal(state.tables.get(2).game, "metamorphosis");
  const watched = fold(framesTo("Bo")).state;
  assert.deepEqual(watched.chats.get(1).map((line) => line.text), ["good luck"]);
  const closed = reduce(state, { v: 1, type: "table_closed", table: 2 });
  assert.deepEqual([...closed.tables.keys()], [1]);
  assert.deepEqual([...state.tables.keys()], [1, 2]);
});

test("a lobby frame folds its frames in order: the newest of each table, closings too", () => {
  const { state } = fold(framesTo("Ana"));
  const summary = state.tables.get(1);
  const renamed = { ...summary, owner: "Someone else" };
  const lobby = { v: 1, type: "lobby", frames: [
    { v: 1, type: "table", table: { ...summary, id: 7 } },
    { v: 1, type: "table", table: renamed },
    { v: 1, type: "table_closed", table: 2 },
    { v: 1, type: "table_closed", table: 7 }] };
  const next = reduce(state, lobby);
  assert.deepEqual([...next.tables.keys()], [1]);
  assert.equal(next.tables.get(1).owner, "Someone else");
  assert.deepEqual([...state.tables.keys()], [1, 2]);
});

test("every game frame is kept; the newest of each table is the one on screen", () => {
  const { state } = fold(framesTo("Ana"));
  const versions = (table) => framesTo("Ana").filter((f) => f.type === "game" && f.table === table)
    .map((f) => f.version);
  assert.equal(state.games.get(1).version, Math.max(...versions(1)));
  assert.equal(state.games.get(2).version, Math.max(...versions(2)));
  assert.equal(state.games.get(2).game, "metamorphosis");
});

test("each version of the table on screen is news once, in order, with its sentences", () => {
  const { news } = fold(framesTo("Ana"));
  const first = news[0];
  assert.equal(first.frame.version, 0);
  assert.equal(first.news.first, true);
  assert.deepEqual(first.news.events, first.frame.events);
  assert.equal(first.news.sentences.length, first.frame.events.length);
  // The deal opens with the game's description: said before the events, as their lead.
  assert.ok(first.news.lead.length >= 1, JSON.stringify(first.news));
  for (const { frame, news: said } of news.slice(1)) {
    if (frame.table !== news[0].frame.table) continue;
    assert.equal(said.fresh, true, `version ${frame.version}`);
    assert.deepEqual(said.sentences, frame.speech.events.slice(-frame.events.length));
  }
});

test("a version said already, or older, is kept but is no news", () => {
  const frames = framesTo("Ana");
  const { state } = fold(frames);
  const newest = state.games.get(1);
  const again = reduce(state, newest);
  assert.equal(again.news, null);
  const older = frames.find((f) => f.type === "game" && f.table === 1 && f.version === 1);
  const back = reduce(state, older);
  assert.equal(back.news, null);
  assert.equal(back.games.get(1), older);
  assert.equal(back.heard.get(1), newest.version);
});

test("a game frame of a table not on screen is kept and says nothing", () => {
  const frames = framesTo("Ana");
  const { state } = fold(frames);
  const game = frames.find((f) => f.type === "game" && f.table === 1 && f.version === 0);
  const elsewhere = reduce({ ...state, current: 2, heard: new Map() }, game);
  assert.equal(elsewhere.news, null);
  assert.equal(elsewhere.heard.size, 0);
  assert.equal(elsewhere.games.get(1), game);
});

test("opening a table in the middle of a game says where it stands (the recap)", () => {
  const frames = framesTo("Bo");
  let state = initialState();
  for (const frame of frames) {
    if (frame.type === "game") state = { ...state, current: frame.table, opening: true };
    state = reduce(state, frame);
    if (frame.type === "game") break;
  }
  const game = state.games.get(state.current);
  assert.ok(game.speech.recap.length > 0);
  assert.deepEqual(state.news, { events: [], sentences: [], lead: game.speech.recap, first: true });
  // The same frame again, once the table is open, is no news.
  assert.equal(reduce({ ...state, opening: false }, game).news, null);
});

test("newsOf: nothing without sentences; a gap in the versions is said as a recap", () => {
  const game = firstFrame("Ana", (f) => f.type === "game" && f.version === 2);
  assert.equal(newsOf({ ...game, speech: undefined }, -1, false), null);
  const recap = ["Round 1."];
  assert.deepEqual(newsOf({ ...game, speech: { ...game.speech, recap } }, 0, false),
    { events: [], sentences: [], lead: recap, first: true });
  assert.equal(newsOf(game, 1, false).fresh, true);
});

test("chat lines: a table's are kept per table, the room's numbered, the newest kept", () => {
  const { state } = fold(framesTo("Ana"));
  assert.deepEqual(state.chats.get(1).map((line) => line.text), ["good luck"]);
  assert.deepEqual(state.roomChat.map((line) => [line.text, line.seq]), [["hello room", 1]]);
  let many = state;
  for (let index = 0; index < CHAT_KEPT + 5; index += 1) {
    many = reduce(many, { v: 1, type: "chat", table: null, name: "Bo", text: `line ${index}` });
  }
  assert.equal(many.roomChat.length, CHAT_KEPT);
  assert.equal(many.roomChat.at(-1).seq, CHAT_KEPT + 6);
  assert.equal(state.roomChat.length, 1);
});

test("signing in again adds only the room chat said while away", () => {
  const kept = [{ name: "A", text: "1" }, { name: "B", text: "2" }];
  assert.deepEqual(unseenLines(kept, [{ name: "B", text: "2" }, { name: "C", text: "3" }]),
    [{ name: "C", text: "3" }]);
  assert.deepEqual(unseenLines(kept, [{ name: "A", text: "1" }, { name: "B", text: "2" }]), []);
  assert.deepEqual(unseenLines([], kept), kept);
  const signed = firstFrame("Bo", (f) => f.type === "signed_in");
  let state = reduce(initialState(), { v: 1, type: "chat", table: null, name: "Ana", text: "hi" });
  state = reduce(state, { ...signed, chat: [{ name: "Ana", text: "hi" }, { name: "Cy", text: "yo" }] });
  assert.deepEqual(state.roomChat.map((line) => [line.text, line.seq]), [["hi", 1], ["yo", 2]]);
});
