/**
 * Chat bursts, for listeners. A chat line is said when it comes, unless its sender's
 * previous line is still being heard (it came within that line's reading time at the
 * player's speech rate, and at least `minWindow`): then it is only counted, and once the
 * sender has been quiet that long, one sentence says how many more came ("5 more messages
 * from Bo."), or, when only one came, that line itself. The room as a whole is heard the same way: past `voices` lines said within a
 * window, the next ones are counted under their senders. When more than `voices` senders
 * are summed up at once, one sentence counts them all ("40 more chat messages from 12
 * people."). A burst is summed up after `maxWait` at the latest, however long it goes on.
 * Every line stays in the chat logs, which do not go through here.
 *
 * Pure but for the clock and the timers, which a test passes in.
 */

export class ChatBurst {
  /**
   * `say(text)` speaks; `hold(text)` is how long (ms) a line takes to hear (`readingTime`);
   * `more(count, name)` and `many(count, people)` word the summaries (the catalogue's
   * `chat-burst-more`, `chat-burst-many`).
   */
  constructor({ say, hold, more, many, minWindow = 2000, maxWait = 10000, voices = 3,
    now = () => performance.now(), setTimer = (run, wait) => setTimeout(run, wait),
    clearTimer = (id) => clearTimeout(id) }) {
    Object.assign(this, { say, hold, more, many, minWindow, maxWait, voices, now, setTimer,
      clearTimer });
    /** Per sender: until when its last line said or counted is heard, and lines counted. */
    this.senders = new Map();
    /** When each of the lines said recently stops being heard (the room's window). */
    this.recent = [];
    this.timer = null;
  }

  /** A chat line from `name`, worded as `text`: said now (true) or counted (false). */
  line(name, text) {
    const at = this.now();
    const window = Math.max(this.minWindow, this.hold(text));
    this.recent = this.recent.filter((until) => until > at);
    const sender = this.senders.get(name);
    if ((sender && sender.until > at) || this.recent.length >= this.voices) {
      const held = sender || { until: at, count: 0 };
      if (!held.count) held.since = at;
      held.count += 1;
      held.last = text;
      held.until = Math.min(held.since + this.maxWait, Math.max(held.until, at + window));
      this.senders.set(name, held);
      this.plan();
      return false;
    }
    this.senders.set(name, { until: at + window, count: 0 });
    this.recent.push(at + window);
    this.say(text);
    return true;
  }

  /** Set the timer for the earliest sender whose burst is over. */
  plan() {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    const due = [...this.senders.values()].filter((s) => s.count > 0).map((s) => s.until);
    if (!due.length) return;
    const wait = Math.max(0, Math.min(...due) - this.now());
    this.timer = this.setTimer(() => this.flush(), wait);
  }

  /** Say how many lines came from each sender whose burst is over. */
  flush() {
    this.timer = null;
    const at = this.now();
    const over = [...this.senders.entries()].filter(([, s]) => s.count > 0 && s.until <= at);
    for (const [name] of over) this.senders.delete(name);
    if (over.length > this.voices) {
      const total = over.reduce((sum, [, s]) => sum + s.count, 0);
      this.say(this.many(total, over.length));
    } else if (over.length) {
      // A single line held back is said as it is: "one more message" would hide it.
      this.say(over.map(([name, s]) => (s.count === 1 ? s.last : this.more(s.count, name))).join(" "));
    }
    this.plan();
  }
}
