/**
 * What differs between the games' boards, by the game's name that every game frame carries
 * (`frame.game`, the table's game): which cards lie in the middle and what they are
 * called, who laid them, what each seat shows around the table, the scoreboard's sides,
 * and when a hand card may be played at all.
 */

/** The side (team) of `seat` under a sweep game's `sides`. */
function sideOf(view, seat) {
  const found = (view.sides || []).findIndex((members) => members.includes(seat));
  return found < 0 ? seat : found;
}

/**
 * What a sweep game's rules allow beyond playing a card: `manual` (manual capture, taken
 * card by card), `spanish` (the Spanish penalties), `challenges` (an opponent's error may
 * be challenged: manual capture without the Spanish penalties) and `correcting` (one's own
 * missed capture may be taken back: manual capture with self-correction).
 */
export function sweepPowers(view) {
  const rules = view.rules || {};
  const manual = Boolean(rules.manual);
  const spanish = rules.penalties === "spanish";
  return { manual, spanish, challenges: manual && !spanish, correcting: manual && rules.self_correction !== false };
}

const META_COMMANDS = Object.freeze(["bid", "discard"]);

const BOARDS = Object.freeze({
  sweep: Object.freeze({
    middle: (view) => view.table,
    owners: () => null,
    title: "table-cards-title",
    empty: "table-empty",
    digitsHelp: "help-digits",
    keyHelp: { table: "help-table-sweep" },
    known: ["take", "end", "challenge", "claim", "pass"],
    playing: () => true,
    discarding: () => false,
    seat: (view, seat) => {
      const side = sideOf(view, seat);
      return {
        hand: view.hand_sizes[seat] ?? 0,
        marks: [
          { id: "ring-taken", args: { count: (view.piles[side] || []).length } },
          { id: "ring-sweeps", args: { count: view.round_sweeps[side] ?? 0, preset: view.rules.preset } },
        ],
      };
    },
    sides: (view) => view.sides.map((members, side) => ({ members, score: view.scores[side] })),
    commands: (view) => {
      const { manual, spanish, challenges, correcting } = sweepPowers(view);
      return [
        ...(manual ? ["take", "end"] : []),
        ...(challenges ? ["challenge"] : []),
        ...(spanish || correcting ? ["claim"] : []),
        ...(challenges || correcting ? ["pass"] : []),
      ];
    },
    round: (view) => ({ id: "ring-round-sweep", args: { round: view.round_number, target: view.rules.target } }),
  }),
  metamorphosis: Object.freeze({
    middle: (view) => view.trick,
    owners: (view) => view.trick.map((_, index) => (view.trick_leader + index) % view.rules.players),
    title: "trick-title",
    empty: "trick-empty",
    digitsHelp: "help-digits-trick",
    keyHelp: { table: "help-table-trick" },
    known: META_COMMANDS,
    playing: (view) => view.phase === "play",
    discarding: (view) => view.phase === "discard",
    seat: (view, seat) => {
      const marks = [{ id: "ring-tricks", args: { count: Math.floor((view.taken[seat] || []).length / view.rules.players) } }];
      const bid = view.bids ? view.bids[seat] : null;
      if (bid !== null && bid !== undefined) marks.push({ id: "ring-bid", args: { bid } });
      return { hand: view.hand_sizes[seat] ?? 0, marks };
    },
    sides: (view) => view.scores.map((score, seat) => ({ members: [seat], score })),
    commands: () => META_COMMANDS,
    round: (view) => ({ id: "ring-round-meta", args: { partie: view.partie, parties: view.rules.parties, deal: Math.max(view.deal, 1) } }),
  }),
});

/**
 * The board of a game frame's game: `middle(view)`, the cards in the middle (the table, or
 * the trick); `owners(view)`, the seat that laid each of them (null when the game does not
 * say); `title` and `empty`, the catalogue's names for them; `playing(view)`, whether
 * a hand card is played now (not a bid or a discard); `discarding(view)`, whether the
 * game is at a discard (of several cards, chosen one by one); `seat(view, seat)`, what a
 * seat shows around the table (`hand`, its face-down count, and `marks`, catalogue ids
 * with their arguments); `sides(view)`, the scoreboard's sides (their seats and totals);
 * `round(view)`, where the game stands, as a catalogue id and arguments; `commands(view)`,
 * the game's own typed commands that its rules use (`take` only under manual capture ...);
 * `digitsHelp`, the help's sentence of the digits; `keyHelp`, the help's sentence of a key
 * whose action reads differently in this game (by action name); `known`, every command of the game's own,
 * whatever its rules (another game's is refused as not of this game).
 */
export function boardOf(frame) {
  const board = BOARDS[frame.game];
  if (!board) throw new Error(`no board for the game ${JSON.stringify(frame.game)}: the frame's game is one of ${Object.keys(BOARDS).join(", ")}`);
  return board;
}
