/**
 * One WebSocket to the room (`/ws`, protocol version 1): requests with an `id` answered by
 * a frame carrying `re`, every other frame handed to the listeners, and reconnection by
 * itself after a drop, resuming the session with its token.
 */

export const PROTOCOL = 1;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 8000;
/** The close code of a session opened on too many connections: no retry after it. */
const CLOSE_REPLACED = 4001;

export class RoomError extends Error {
  /** An `error` frame as an exception: `code`, `message`, `accepted`, and `said` (spoken). */
  constructor(frame) {
    super(frame.message || frame.code);
    this.code = frame.code;
    this.accepted = frame.accepted || null;
    this.said = frame.said || null;
    this.frame = frame;
  }
}

export class Connection {
  /**
   * `url`: the WebSocket address; `onFrame(frame)` gets every frame that is not an answer;
   * `onStatus(status, detail)` hears "connecting", "open", "lost" (with the retry delay in
   * ms) and "closed"; `onOpen()` runs after each (re)connection, before queued requests go.
   */
  constructor(url, { onFrame, onStatus, onOpen }) {
    this.url = url;
    this.onFrame = onFrame;
    this.onStatus = onStatus || (() => {});
    this.onOpen = onOpen || (async () => {});
    this.socket = null;
    this.nextId = 1;
    this.pending = new Map();
    this.retryMs = RETRY_MIN_MS;
    this.stopped = false;
    this.ready = false;
    this.waiting = [];
  }

  /** Open the socket (and keep it open until `stop`). */
  start() {
    this.stopped = false;
    this.open();
  }

  /** Close for good. */
  stop() {
    this.stopped = true;
    if (this.socket) this.socket.close();
  }

  /** Drop the socket as a network failure would (tests and the "reconnect" command). */
  drop() {
    if (this.socket) this.socket.close(4000, "dropped by the client");
  }

  open() {
    this.onStatus("connecting");
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener("open", async () => {
      this.retryMs = RETRY_MIN_MS;
      this.ready = true;
      this.onStatus("open");
      try {
        await this.onOpen();
      } finally {
        const waiting = this.waiting;
        this.waiting = [];
        for (const send of waiting) send();
      }
    });
    socket.addEventListener("message", (event) => this.receive(event.data));
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      if (event.code === CLOSE_REPLACED) this.stopped = "replaced";
      this.ready = false;
      for (const { reject } of this.pending.values()) {
        reject(new RoomError({ code: "connection_lost", message: "the connection was lost" }));
      }
      this.pending.clear();
      if (this.stopped) {
        this.onStatus(this.stopped === "replaced" ? "replaced" : "closed");
        return;
      }
      const delay = this.retryMs;
      this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
      this.onStatus("lost", delay);
      setTimeout(() => { if (!this.stopped) this.open(); }, delay);
    });
  }

  receive(data) {
    let frame;
    try {
      frame = JSON.parse(data);
    } catch {
      console.warn("a frame that is not JSON", data);
      return;
    }
    if (frame.re !== undefined && frame.re !== null && this.pending.has(frame.re)) {
      const { resolve, reject } = this.pending.get(frame.re);
      this.pending.delete(frame.re);
      if (frame.type === "error") reject(new RoomError(frame));
      else resolve(frame);
      if (frame.type !== "error" && frame.type !== "ok") this.onFrame(frame);
      return;
    }
    this.onFrame(frame);
  }

  /**
   * Send a message of `type` with `fields`; resolves with its answer frame, rejects with a
   * `RoomError`. While the socket is down the message waits for the next connection, unless
   * `now` is set (then it is refused at once).
   */
  request(type, fields = {}, { now = false } = {}) {
    return new Promise((resolve, reject) => {
      const send = () => {
        const id = this.nextId++;
        this.pending.set(id, { resolve, reject });
        this.socket.send(JSON.stringify({ v: PROTOCOL, type, id, ...fields }));
      };
      if (this.ready && this.socket.readyState === WebSocket.OPEN) send();
      else if (now) reject(new RoomError({ code: "connection_lost", message: "not connected" }));
      else this.waiting.push(send);
    });
  }
}

/** The room's WebSocket address for this page. */
export function roomUrl(location = window.location) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws`;
}
