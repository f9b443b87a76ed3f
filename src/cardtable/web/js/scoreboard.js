/**
 * The small scoreboard on the felt: where the game stands (the round and its target, or the
 * partie and deal) and each side's total, the player's side first. It is drawn for the eye
 * only (aria-hidden): the score sentence beside it (`#score-line`, key S) says the same.
 */
import { t } from "./i18n.js";
import { make, reconcile, setText } from "./reconcile.js";
import { frame, seatOf, summary } from "./tablestate.js";
import { boardOf } from "./boards.js";
import { listSaid } from "./names.js";
import { ringName } from "./seats.js";

/** Draw the scoreboard of the current game (hidden when there is none). */
export function renderScoreboard() {
  const board = document.getElementById("scoreboard");
  const current = frame();
  const table = summary();
  board.hidden = !current || !table;
  if (board.hidden) return;
  const game = boardOf(current);
  const round = game.round(current.view);
  const caption = board.querySelector(".scoreboard-round") || board.appendChild(make("p", "scoreboard-round"));
  setText(caption, t(round.id, round.args));
  const list = board.querySelector("ol") || board.appendChild(document.createElement("ol"));
  const mine = seatOf(table);
  const sides = game.sides(current.view).map((side, index) => ({ ...side, index }));
  sides.sort((a, b) => Number(b.members.includes(mine)) - Number(a.members.includes(mine)));
  const leader = Math.max(...sides.map((side) => side.score));
  const alone = sides.filter((side) => side.score === leader).length === 1;
  reconcile(list, sides, {
    key: (side) => side.index,
    create: () => {
      const item = document.createElement("li");
      item.append(make("span", "scoreboard-name"), make("span", "scoreboard-points"));
      return item;
    },
    update: (item, side) => {
      const names = side.members.map((seat) => ringName(table.seats[seat] || { seat, kind: "empty" }));
      setText(item.querySelector(".scoreboard-name"), listSaid(names));
      setText(item.querySelector(".scoreboard-points"), String(side.score));
      item.classList.toggle("you", side.members.includes(mine));
      item.classList.toggle("leading", alone && side.score === leader);
    },
  });
}
