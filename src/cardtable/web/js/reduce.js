/**
 * The room's frames folded into the client's state: `reduce(state, frame)` makes the next
 * state from a server frame (protocol.md, "Server frames") without touching the page or
 * the network, so it runs in Node's test runner as well as in the page. It imports nothing.
 *
 * A game frame of the table on screen also says what it brings that was not said yet
 * (`news`): each version of a table is said once.
 */

/** The chat lines kept in memory, for the room and for each table. */
export const CHAT_KEPT = 200;

/** Record types that end a round or a game: said as results (held and shown). */
export const RESULTS = new Set(["round_end", "deal_score", "game_end"]);

/** The state after `frame`; `state` itself is left as it was. Frames that change nothing
 * the client keeps give back `state`. */
export function reduce(state, frame) {
  switch (frame.type) {
    case "welcome":
      return { ...state, welcome: frame };
    case "signed_in":
      return signedIn(state, frame);
    case "tables":
      return { ...state, tables: new Map(frame.tables.map((summary) => [summary.id, summary])) };
    case "table":
    case "table_created": {
      const tables = new Map(state.tables).set(frame.table.id, frame.table);
      const chats = frame.chat ? new Map(state.chats).set(frame.table.id, frame.chat) : state.chats;
      return { ...state, tables, chats };
    }
    case "table_closed": {
      const tables = new Map(state.tables);
      tables.delete(frame.table);
      return { ...state, tables };
    }
    case "lobby":
      return frame.frames.reduce(reduce, state);
    case "game":
      return gameFrame(state, frame);
    case "records":
      return { ...state, records: frame.records };
    case "chat":
      return chatLine(state, frame);
    default:
      return state;
  }
}

/** Signed in: the user, the room chat said while away, and how much a newcomer hears. */
function signedIn(state, frame) {
  const next = keepRoomLines({ ...state, user: frame.user }, unseenLines(state.roomChat, frame.chat || []));
  if (Number.isInteger(frame.played)) next.verbosity = frame.played > 0 ? "brief" : "normal";
  return next;
}

/**
 * The lines of the room's recent chat (`signed_in`) that are not kept yet: those after the
 * longest run of `kept`'s last lines that `lines` starts with (after a reconnection, the
 * lines said while away).
 */
export function unseenLines(kept, lines) {
  const same = (a, b) => a.name === b.name && a.text === b.text;
  for (let size = Math.min(kept.length, lines.length); size > 0; size -= 1) {
    const tail = kept.slice(kept.length - size);
    if (tail.every((line, index) => same(line, lines[index]))) return lines.slice(size);
  }
  return lines;
}

/** Keep room chat lines, numbered (`seq`) so that the log adds each line once. */
function keepRoomLines(state, lines) {
  let seq = state.chatSeq;
  const numbered = lines.map((line) => {
    seq += 1;
    return { ...line, seq };
  });
  return { ...state, chatSeq: seq, roomChat: [...state.roomChat, ...numbered].slice(-CHAT_KEPT) };
}

function chatLine(state, frame) {
  if (frame.table === null || frame.table === undefined) return keepRoomLines(state, [frame]);
  const lines = [...(state.chats.get(frame.table) || []), frame].slice(-CHAT_KEPT);
  return { ...state, chats: new Map(state.chats).set(frame.table, lines) };
}

/** A game frame: kept; for the table on screen, its news (null when it brings none). */
function gameFrame(state, frame) {
  const games = new Map(state.games).set(frame.table, frame);
  if (frame.table !== state.current) return { ...state, games, news: null };
  const last = state.heard.has(frame.table) ? state.heard.get(frame.table) : -1;
  const news = newsOf(frame, last, state.opening);
  const heard = news ? new Map(state.heard).set(frame.table, Math.max(last, frame.version)) : state.heard;
  return { ...state, games, heard, news };
}

/**
 * What `frame` brings that was not said yet, given the newest version said (`last`), or
 * null: its events with their sentences (in order; `first` for the game's opening,
 * `fresh` when it follows the version said), or a recap for one who opens the table
 * (`opening`).
 */
export function newsOf(frame, last, opening) {
  const said = frame.speech;
  if (!said || (frame.version <= last && !opening)) return null;
  const events = frame.events || [];
  const recap = !(events.length && frame.version === last + 1) && said.recap && said.recap.length;
  if (recap) return { events: [], sentences: [], lead: said.recap, first: true };
  const sentences = said.events || [];
  const offset = sentences.length - events.length;
  return { events, sentences: sentences.slice(offset), lead: sentences.slice(0, offset),
    first: frame.version === 0, fresh: frame.version === last + 1 };
}
