// Chat bursts: lines faster than they can be heard are counted and summed up, per sender
// and for the room; a fake clock and timers stand in for the page's.
import assert from "node:assert/strict";
import { test } from "node:test";

import { ChatBurst } from "../../src/cardtable/web/js/chatburst.js";

function harness(options = {}) {
  let clock = 0;
  const said = [];
  const timers = new Map();
  let nextTimer = 1;
  const burst = new ChatBurst({
    say: (text) => said.push(text),
    hold: (text) => 100 * text.length,
    more: (count, name) => `${count} more messages from ${name}.`,
    many: (count, people) => `${count} more chat messages from ${people} people.`,
    minWindow: 1000,
    maxWait: 10000,
    now: () => clock,
    setTimer: (run, wait) => { timers.set(nextTimer, { run, at: clock + wait }); return nextTimer++; },
    clearTimer: (id) => timers.delete(id),
    ...options,
  });
  /** Move the clock on by `ms`, running the timers that fall due, in order. */
  function advance(ms) {
    const end = clock + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at);
      if (!due.length) break;
      const [id, timer] = due[0];
      timers.delete(id);
      clock = timer.at;
      timer.run();
    }
    clock = end;
  }
  return { burst, said, advance };
}

test("a line that comes after the last was heard is said", () => {
  const { burst, said, advance } = harness();
  assert.equal(burst.line("Bo", "Bo: hi"), true);
  advance(2000);
  assert.equal(burst.line("Bo", "Bo: again"), true);
  assert.deepEqual(said, ["Bo: hi", "Bo: again"]);
});

test("five lines from one sender at once: the first said, then one sentence for the rest", () => {
  const { burst, said, advance } = harness();
  const results = [1, 2, 3, 4, 5, 6].map((n) => burst.line("Bo", `Bo: spam ${n}`));
  assert.deepEqual(results, [true, false, false, false, false, false]);
  assert.deepEqual(said, ["Bo: spam 1"]);
  advance(5000);
  assert.deepEqual(said, ["Bo: spam 1", "5 more messages from Bo."]);
  assert.equal(burst.line("Bo", "Bo: later"), true);
});

test("a burst that never stops is summed up after maxWait at the latest", () => {
  const { burst, said, advance } = harness();
  burst.line("Bo", "Bo: 0");
  for (let n = 1; n <= 30; n += 1) {
    advance(500);
    burst.line("Bo", `Bo: ${n}`);
  }
  assert.ok(said.length >= 2 && said.length <= 4, said.join(" | "));
  assert.ok(said.slice(1).some((text) => /more messages from Bo/.test(text)));
});

test("many senders at once: a few voices, then one count of the rest", () => {
  const { burst, said, advance } = harness({ voices: 3 });
  for (let person = 0; person < 10; person += 1) {
    for (let n = 0; n < 4; n += 1) burst.line(`P${person}`, `P${person}: ${n}`);
  }
  assert.deepEqual(said, ["P0: 0", "P1: 0", "P2: 0"]);
  advance(20000);
  assert.equal(said.length, 4);
  assert.equal(said[3], "37 more chat messages from 10 people.");
});

test("two senders summed up together are named each", () => {
  const { burst, said, advance } = harness();
  burst.line("Bo", "Bo: a");
  burst.line("Cy", "Cy: a");
  burst.line("Bo", "Bo: b");
  burst.line("Cy", "Cy: b");
  burst.line("Cy", "Cy: c");
  advance(5000);
  assert.deepEqual(said, ["Bo: a", "Cy: a", "Bo: b 2 more messages from Cy."]);
});

test("a single line held back is said as it is, once its sender's window is over", () => {
  const { burst, said, advance } = harness();
  burst.line("Bo", "In the room, Bo: hello room");
  assert.equal(burst.line("Bo", "Bo: good luck"), false);
  assert.deepEqual(said, ["In the room, Bo: hello room"]);
  advance(5000);
  assert.deepEqual(said, ["In the room, Bo: hello room", "Bo: good luck"]);
});
