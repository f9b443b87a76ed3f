/**
 * The result on the game area. A round's (or deal's) result goes up as a small banner, its
 * sentences one paragraph each, until the next play. At the game's end the same place
 * becomes a panel: the game's result sentences (the server's), who won, the final scores,
 * the points of each round (Metamorphosis: each partie) as a real table, and what to do
 * next: the same options again, back to the room, the record.
 *
 * What is said stays where it was: the results are said by `table.js` as the game frame
 * brings them, and the record's sentence after them, when the `game_over` frame comes.
 * Nothing here moves the focus unless a button of the panel is pressed.
 */
import { t } from "./i18n.js";
import { say } from "./live.js";
import { setText } from "./reconcile.js";
import { seatLabel } from "./labels.js";
import { listSaid } from "./names.js";
import { seatOf } from "./tablestate.js";
import { openNewTable } from "./create.js";

/** What `init` was given: `openTable(id)`, `openLobby()`, `hidden()` (after the banner
 * is hidden by its button). */
let wired = null;
/** The finished table the panel shows: its summary, for "Same options again". */
let finished = null;

const element = (id) => document.getElementById(id);

/** Wire the banner's and the panel's buttons (once). */
export function init({ openTable, openLobby, hidden }) {
  wired = { openTable, openLobby, hidden };
  element("result-close").addEventListener("click", () => {
    hideResult();
    wired.hidden();
  });
  element("result-lobby").addEventListener("click", () => wired.openLobby());
  element("result-again").addEventListener("click", playAgain);
}

/** The banner: a round's (or deal's) result, or the game's, one paragraph each. */
export function showResult(texts, final) {
  const banner = element("result");
  setText(element("result-title"), t(final ? "result-title-game" : "result-title-round"));
  element("result-text").replaceChildren(...texts.map((text) => {
    const paragraph = document.createElement("p");
    paragraph.textContent = text;
    return paragraph;
  }));
  banner.dataset.final = final ? "true" : "";
  if (!final) hidePanel();
  banner.hidden = false;
}

/** Take the banner (or the panel) down. */
export function hideResult() {
  const banner = element("result");
  banner.hidden = true;
  banner.dataset.final = "";
  hidePanel();
}

/** Whether the banner shows the game's result (a play does not take it down). */
export function showsFinal() {
  return Boolean(element("result").dataset.final);
}

function hidePanel() {
  finished = null;
  for (const id of ["result-winner", "result-tables", "result-next", "result-record"]) {
    element(id).hidden = true;
  }
  element("result-winner").textContent = "";
  element("result-tables").replaceChildren();
  element("result-record").replaceChildren();
}

/**
 * The game is over (`over`: the `game_over` frame; `last`: the table's last game frame;
 * `summary`: its table summary): the banner becomes the panel, and the record's sentence
 * is said after the results.
 */
export function gameOver(over, last, summary) {
  const banner = element("result");
  if (banner.hidden || !showsFinal()) {
    setText(element("result-title"), t("result-title-game"));
    banner.dataset.final = "true";
    banner.hidden = false;
  }
  finished = summary;
  const names = sideNames(over, last, summary);
  const sides = listSaid(over.winners.map((side) => names[side]));
  setText(element("result-winner"), over.drawn ? t("result-draw", { sides })
    : t("result-winner", { count: over.winners.length, sides }));
  element("result-winner").hidden = over.winners.length === 0;
  element("result-tables").replaceChildren(
    scoresTable(over, names), roundsTable(over, names, summary ? summary.game : "sweep"));
  element("result-tables").hidden = false;
  const anchor = document.createElement("a");
  anchor.href = `/records/${over.record_key || over.record}.json`;
  anchor.setAttribute("download", `cardtable-${over.record}.json`);
  anchor.className = "button-link";
  anchor.textContent = t("record-download", { record: over.record });
  element("result-record").replaceChildren(anchor);
  element("result-record").hidden = false;
  setText(element("result-again"), t("button-same-again"));
  setText(element("result-lobby"), t("button-lobby"));
  element("result-again").hidden = !summary;
  element("result-next").hidden = false;
  say(t("game-over-record"), { kind: "event" });
}

/** Each side's name as the game's sentences name it (the last frame's `speech.sides`),
 * else its seats' labels. */
function sideNames(over, last, summary) {
  const spoken = last && last.speech && last.speech.sides;
  if (spoken && spoken.length === over.scores.length) return spoken;
  return over.scores.map((_, side) => {
    const seats = (over.sides && over.sides[side]) || [side];
    return listSaid(seats.map((seat) => (summary && summary.seats[seat]
      ? seatLabel(summary.seats[seat]) : t("seat-number", { seat: seat + 1 }))));
  });
}

function number(value) {
  return new Intl.NumberFormat(document.documentElement.lang || undefined).format(value);
}

/** A table with its caption, header row and body rows (each a row heading and cells). */
function makeTable(className, caption, headings, rows, foot) {
  const table = document.createElement("table");
  table.className = className;
  const captionElement = document.createElement("caption");
  captionElement.textContent = caption;
  const head = document.createElement("thead");
  head.append(row(headings.map((text) => cell("th", text, "col"))));
  const body = document.createElement("tbody");
  body.append(...rows.map(([heading, values, mark]) => {
    const line = row([cell("th", heading, "row"), ...values.map((value) => cell("td", value))]);
    if (mark) line.className = mark;
    return line;
  }));
  table.append(captionElement, head, body);
  if (foot) {
    const footer = document.createElement("tfoot");
    footer.append(row([cell("th", foot[0], "row"), ...foot[1].map((value) => cell("td", value))]));
    table.append(footer);
  }
  const scroll = document.createElement("div");
  scroll.className = "table-scroll";
  scroll.append(table);
  return scroll;
}

function row(cells) {
  const line = document.createElement("tr");
  line.append(...cells);
  return line;
}

function cell(tag, text, scope) {
  const made = document.createElement(tag);
  if (scope) made.scope = scope;
  made.textContent = text;
  return made;
}

/** The final scores: one row a side, the winners marked in words. */
function scoresTable(over, names) {
  const rows = over.scores.map((score, side) => {
    const won = over.winners.includes(side);
    return [names[side], [number(score), won ? t("result-won") : ""], won ? "won" : ""];
  });
  return makeTable("result-scores", t("result-scores-caption"),
    [t("result-col-side"), t("result-col-points"), t("result-col-outcome")], rows);
}

/** The points of each round (partie), one row each, the sides as columns, their totals
 * at the foot. */
function roundsTable(over, names, game) {
  const partie = game === "metamorphosis";
  const rows = (over.rounds || []).map((points, index) => [
    t(partie ? "result-partie-number" : "result-round-number", { number: index + 1 }),
    points.map(number)]);
  return makeTable("result-rounds", t(partie ? "result-parties-caption" : "result-rounds-caption"),
    [t(partie ? "result-col-partie" : "result-col-round"), ...names], rows,
    [t("result-total"), over.scores.map(number)]);
}

/** "Same options again": a new table of the same game, preset and options, the player at
 * the same seat and the same computer players at theirs; started when every seat is
 * filled so. */
async function playAgain() {
  const summary = finished;
  if (!summary) return;
  const options = { ...summary.options };
  const preset = options.preset || summary.preset;
  delete options.preset;
  const mine = seatOf(summary);
  const bots = summary.seats.filter((seat) => seat.kind === "bot")
    .map((seat) => ({ seat: seat.seat, level: seat.level }));
  const filled = summary.seats.every((seat) => seat.seat === mine || seat.kind === "bot");
  await openNewTable({
    message: { game: summary.game, preset, options, seat: mine },
    bots: () => bots, start: filled && bots.length > 0,
  }, wired.openTable);
}
