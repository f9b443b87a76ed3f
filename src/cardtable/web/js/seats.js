/**
 * The seats of a table, twice over: the list a screen reader reads (`#seat-list`, one
 * line a seat: who sits there, the cards in hand, what the seat has taken, whose turn it
 * is) and, while a game is on, the same facts drawn around the felt (`#seat-ring`, hidden
 * from screen readers, which hear the list): the others at the top, the player's own
 * seat beside the hand, each with its face-down hand, its pile and its marks.
 */
import { t } from "./i18n.js";
import { make, reconcile, setAttr, setText } from "./reconcile.js";
import { frame, seatOf } from "./tablestate.js";
import { seatLabel } from "./labels.js";
import { boardOf } from "./boards.js";
import { cardBack } from "./cards.js";

/** How many backs a seat's face-down hand shows at most (its count is written beside). */
const FAN_MAX = 6;

/** A seat's short name on the felt: the person's name, or "Computer 2" as speech says it. */
export function ringName(seat) {
  if (seat.kind === "bot") return t("ring-bot-name", { seat: seat.seat + 1 });
  if (seat.kind === "empty") return t("seat-empty");
  return seat.name;
}

/** The facts of each seat in the current game, by seat (none before the game). */
function factsOf(current, table) {
  if (!current || !current.view.hand_sizes) return new Map();
  const board = boardOf(current);
  return new Map(table.seats.map((seat) => [seat.seat, board.seat(current.view, seat.seat)]));
}

/** Draw both: the list and, with a game on, the ring. */
export function renderSeats(table) {
  const current = frame();
  const facts = factsOf(current, table);
  renderList(table, current, facts);
  renderRing(table, current, facts);
  document.getElementById("view-table").classList.toggle("in-game", Boolean(current));
}

function renderList(table, current, facts) {
  const holder = document.getElementById("seat-list");
  let list = holder.querySelector("ul");
  if (!list) {
    list = document.createElement("ul");
    list.className = "seat-list";
    holder.replaceChildren(list);
  }
  const mine = seatOf(table);
  reconcile(list, table.seats, {
    key: (seat) => seat.seat,
    create: () => document.createElement("li"),
    update: (item, seat) => {
      const parts = [t("seat-line", { seat: seat.seat + 1, who: seatLabel(seat) })];
      const known = facts.get(seat.seat);
      if (known) {
        parts.push(t("cards-in-hand", { count: known.hand }));
        for (const mark of known.marks) parts.push(t(mark.id, mark.args));
      }
      const moving = Boolean(current && !current.over && current.to_move === seat.seat);
      if (moving) parts.push(t("seat-to-move"));
      item.classList.toggle("to-move", moving);
      item.classList.toggle("you", seat.seat === mine);
      setText(item, parts.join(", "));
    },
  });
}

/** Where each seat sits on the felt: the player's own at the bottom, the others along
 * the top in the order of play from the player (a spectator sees seat 1 at the bottom). */
function placesOf(table) {
  const count = table.seats.length;
  const mine = seatOf(table);
  const bottom = mine === null ? 0 : mine;
  const others = [];
  for (let step = 1; step < count; step += 1) others.push((bottom + step) % count);
  return { bottom, others };
}

function renderRing(table, current, facts) {
  const ring = document.getElementById("seat-ring");
  ring.hidden = !current;
  if (!current) return;
  const { bottom, others } = placesOf(table);
  const top = ring.querySelector(".ring-top") || ring.appendChild(make("div", "ring-top"));
  const own = ring.querySelector(".ring-you") || ring.appendChild(make("div", "ring-you"));
  const bySeat = new Map(table.seats.map((seat) => [seat.seat, seat]));
  const draw = (container, seats) => reconcile(container, seats, {
    key: (seat) => seat.seat,
    create: zone,
    update: (element, seat) => updateZone(element, seat, current, facts.get(seat.seat),
      seat.seat === seatOf(table)),
  });
  draw(top, others.map((seat) => bySeat.get(seat)).filter(Boolean));
  draw(own, [bySeat.get(bottom)].filter(Boolean));
  top.dataset.count = String(others.length);
}

/** One seat's zone: name, face-down hand, pile, marks and the slot of its last play. */
function zone(seat) {
  const element = make("div", "seat-zone");
  element.dataset.seat = String(seat.seat);
  const hand = make("div", "seat-hand");
  hand.append(make("div", "seat-fan"), make("span", "seat-count"));
  const pile = make("div", "seat-pile");
  const pileBack = make("div", "seat-pile-back");
  pileBack.append(cardBack());
  pile.append(pileBack, make("span", "seat-pile-count"));
  element.append(make("p", "seat-name"), hand, pile, make("p", "seat-marks"), make("div", "seat-last"));
  return element;
}

/** The last word of a name kept whole where a crowded ring cuts names short, when it is
 * this short: "Computer 2" is cut to "Comp… 2", still told from "Comp… 3". */
const TAIL_MAX = 4;

/** A seat's name, as a head and (when its last word is short) a tail: two spans with a
 * space between, read and wrapped as the plain name; only a crowded ring's CSS (table.css)
 * cuts the head alone. */
function setName(element, name) {
  if (element.textContent === name) return;
  const cut = name.lastIndexOf(" ");
  const tail = cut > 0 ? name.slice(cut + 1) : "";
  if (!tail || tail.length > TAIL_MAX) {
    element.textContent = name;
    return;
  }
  const head = make("span", "name-head");
  head.textContent = name.slice(0, cut);
  const end = make("span", "name-tail");
  end.textContent = tail;
  element.replaceChildren(head, " ", end);
}

function updateZone(element, seat, current, facts, you) {
  const moving = !current.over && current.to_move === seat.seat;
  element.classList.toggle("to-move", moving);
  element.classList.toggle("you", you);
  element.classList.toggle("away", seat.kind === "person" && seat.connected === false);
  setName(element.querySelector(".seat-name"), you ? t("ring-you", { name: ringName(seat) }) : ringName(seat));
  const fan = element.querySelector(".seat-fan");
  const shown = you ? 0 : Math.min(facts.hand, FAN_MAX);
  while (fan.children.length > shown) fan.lastElementChild.remove();
  while (fan.children.length < shown) fan.append(cardBack());
  setText(element.querySelector(".seat-count"), you ? "" : t("ring-hand", { count: facts.hand }));
  element.querySelector(".seat-hand").hidden = you;
  const [taken, ...rest] = facts.marks;
  setText(element.querySelector(".seat-pile-count"), t(taken.id, taken.args));
  element.querySelector(".seat-pile-back").classList.toggle("none", taken.args.count === 0);
  // The bare numbers, for a crowded ring that shows a card back and a pile with a number.
  setAttr(element.querySelector(".seat-hand"), "data-n", String(facts.hand));
  setAttr(element.querySelector(".seat-pile"), "data-n", String(taken.args.count));
  const marks = element.querySelector(".seat-marks");
  setText(marks, rest.map((mark) => t(mark.id, mark.args)).join(" · "));
  marks.classList.toggle("zero", rest.every((mark) => mark.args.count === 0));
  setAttr(element, "data-hand", String(facts.hand));
}
