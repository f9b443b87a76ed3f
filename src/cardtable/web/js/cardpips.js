// The pips of the number cards, laid out per value as real decks lay them out.
//
// A layout is a list of [column, row] places: column -1, 0 or 1 (left, centre, right) and
// row a fraction from 0 (top) to 1 (bottom) of the pip area. The area sits between the
// corner indices, which take the top-left and bottom-right corners, so that no pip covers
// an index (tests/browser/test_browser_cards.py checks it). Each pip is a `g.card-pip`.
import { HEIGHT, WIDTH, suitShape } from "./cardsvg.js";

const L = -1;
const C = 0;
const R = 1;

/** Three rows and four rows of a column, top to bottom. */
const ROWS3 = [0, 0.5, 1];
const ROWS4 = [0, 1 / 3, 2 / 3, 1];
const both = (rows) => rows.flatMap((row) => [[L, row], [R, row]]);

// French decks: the standard layouts of 2-10 (the pips of the lower half turned upside
// down); the ace is one big pip.
const FRENCH = {
  1: [[C, 0.5]],
  2: [[C, 0], [C, 1]],
  3: [[C, 0], [C, 0.5], [C, 1]],
  4: both([0, 1]),
  5: [...both([0, 1]), [C, 0.5]],
  6: both(ROWS3),
  7: [...both(ROWS3), [C, 0.25]],
  8: [...both(ROWS3), [C, 0.25], [C, 0.75]],
  9: [...both(ROWS4), [C, 0.5]],
  10: [...both(ROWS4), [C, 1 / 6], [C, 5 / 6]],
};

// Spanish deck (1-7): as the French up to six (two and three in a column, four in the
// corners, five with one in the middle, six in two columns), seven as two, one, two, two.
const SPANISH = {
  ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((value) => [value, FRENCH[value]])),
  7: [...both([0, 2 / 3, 1]), [C, 1 / 3]],
};

// Italian deck (1-7): the three on a diagonal, seven as two columns of three with one
// between the top pairs.
const ITALIAN = { ...SPANISH, 3: [[-0.6, 0], [C, 0.5], [0.6, 1]], 7: FRENCH[7] };

/** The layouts of each family: the pip places by value, whether the lower half is turned
 * upside down, and how much bigger the long, thin suits (swords, clubs) are drawn. */
export const LAYOUTS = {
  french: { places: FRENCH, turnLower: true, scale: {} },
  spanish: { places: SPANISH, turnLower: false, scale: { s: 1.35, c: 1.25 } },
  italian: { places: ITALIAN, turnLower: false, scale: { s: 1.3, c: 1.35 } },
};

/**
 * Where the pips of a card with `count` of them go: the size of one pip, the columns at
 * 30 +- `column`, the rows from `top` to `bottom`. Few pips are big and close up a little,
 * as on real cards; nine and ten are small and spread over the whole height.
 */
function geometry(count) {
  if (count <= 3) return { size: 14, column: 7.5, top: 16, bottom: HEIGHT - 16 };
  if (count <= 6) return { size: 12, column: 7.5, top: 13, bottom: HEIGHT - 13 };
  if (count <= 8) return { size: 11, column: 7.5, top: 13, bottom: HEIGHT - 13 };
  return { size: 9, column: 7.5, top: 11, bottom: HEIGHT - 11 };
}

const ACE_SIZE = 32;

/**
 * The pips of a number card: `count` shapes of `parts` (the shape of `suit`, a suit
 * letter), placed by `layout` (an entry of LAYOUTS). An ace is one big pip in the middle.
 */
export function pips(layout, parts, suit, count) {
  const places = layout.places[count];
  if (!places) throw new Error(`no pip layout for ${count}: number cards have 1-10 pips`);
  const scale = layout.scale[suit] ?? 1;
  if (count === 1) {
    return [suitShape(parts, WIDTH / 2, HEIGHT / 2, ACE_SIZE * Math.min(scale, 1.15), "card-pip")];
  }
  const { size, column, top, bottom } = geometry(count);
  return places.map(([across, row]) => {
    const turn = layout.turnLower && row > 0.5 ? 180 : 0;
    const x = WIDTH / 2 + across * column;
    return suitShape(parts, x, top + row * (bottom - top), size * scale, "card-pip", turn);
  });
}
