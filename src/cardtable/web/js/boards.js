/**
 * What differs between the games' boards, by the game's name that every game frame carries
 * (`frame.game`, the table's game): which cards lie in the middle and what they are
 * called, and when a hand card may be played at all.
 */

const BOARDS = Object.freeze({
  sweep: Object.freeze({
    middle: (view) => view.table,
    title: "table-cards-title",
    empty: "table-empty",
    playing: () => true,
    discarding: () => false,
  }),
  metamorphosis: Object.freeze({
    middle: (view) => view.trick,
    title: "trick-title",
    empty: "trick-empty",
    playing: (view) => view.phase === "play",
    discarding: (view) => view.phase === "discard",
  }),
});

/**
 * The board of a game frame's game: `middle(view)`, the cards in the middle (the table, or
 * the trick); `title` and `empty`, the catalogue's names for them; `playing(view)`, whether
 * a hand card is played now (not a bid or a discard); `discarding(view)`, whether the
 * game is at a discard (of several cards, chosen one by one).
 */
export function boardOf(frame) {
  const board = BOARDS[frame.game];
  if (!board) throw new Error(`no board for the game ${JSON.stringify(frame.game)}: the frame's game is one of ${Object.keys(BOARDS).join(", ")}`);
  return board;
}
