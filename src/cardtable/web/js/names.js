/**
 * Cards and moves by name, from the server's sentences for this player (`speech.cards`,
 * `speech.moves` and their grammatical cases), for the page's own sentences and labels.
 */
import { Named, t } from "./i18n.js";
import { frame, local, speech } from "./tablestate.js";

/** A card's spoken name, from the server's sentences (its notation if it has none). */
export function cardName(code) {
  const said = speech();
  return (said && said.cards && said.cards[code]) || code;
}

/** A card's name with its cases, for a catalogue's sentence (`CASE($card, case: ...)`). */
export function cardNamed(code) {
  const said = speech();
  return new Named(cardName(code), (said && said.card_cases && said.card_cases[code]) || {});
}

/** `items` as one spoken list through the catalogue's `two` and `more` messages. */
function joined(items, two, more) {
  if (items.length === 1) return items[0];
  let text = t(two, { first: items[items.length - 2], second: items[items.length - 1] });
  for (let index = items.length - 3; index >= 0; index -= 1) {
    text = t(more, { first: items[index], rest: text });
  }
  return text;
}

/** Choices that are lists themselves (captures), parted by semicolons: "a and b; or c"
 * (the terminal's words for them). */
export function choicesSaid(items) {
  return joined(items, "list-or-groups-two", "list-or-groups-more");
}

/** Texts as one list, as the sentences join them: "a", "a and b", "a, b and c" ("" for
 * none). */
export function listSaid(items) {
  return items.length ? joined(items, "list-two", "list-more") : "";
}

/** Names as one spoken list ("a, b and c"), in every case of its items. */
export function listNamed(names) {
  const cases = {};
  for (const which of new Set(names.flatMap((name) => Object.keys(name.cases)))) {
    cases[which] = listSaid(names.map((name) => name.cases[which] || name.toString()));
  }
  return new Named(listSaid(names.map((name) => name.toString())), cases);
}

/** A move's label (the cards a capture takes) with its cases, for a sentence. */
export function moveNamed(move) {
  const said = speech();
  const label = (said && said.moves && said.moves[move]) || move;
  return new Named(label, (said && said.move_cases && said.move_cases[move]) || {});
}

/** The label of the `index`-th capture (or claim) in the choice box: its number, its cards,
 * and whether it is the one the last hint named for this position. */
export function choiceLabel(move, index) {
  return t(isHinted(move) ? "capture-choice-hinted" : "capture-choice",
    { number: index + 1, cards: moveNamed(move) });
}

/** Whether `move` is what the last hint advised in the position on screen. */
export function isHinted(move) {
  const current = frame();
  return Boolean(local.hint && current && local.hint.version === current.version
    && local.hint.move === move);
}

/** The selected hand card's label (what playing it would do), for the turn's prompt. */
export function selectedLabel() {
  const current = frame();
  const said = speech();
  if (!current || !said || !current.view.hand || !current.view.hand.length) return null;
  return (said.options && said.options[local.selected]) || cardName(current.view.hand[local.selected]);
}
