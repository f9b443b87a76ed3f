// Card faces and backs as inline SVG, drawn from data tables (RULES.md 1.1 and 1.2).
//
// Every card is an <svg viewBox="0 0 60 84"> that scales to any size with CSS (width: 100%).
// A face has a big index and suit in two opposite corners and, between them, the pips of a
// number card laid out as its deck lays them out (cardpips.js: a 6 of swords shows six
// swords) or the figure of a court card (cardfigures.js: jack, knight, queen or king,
// holding its suit). The suit shapes are in cardsuits.js. Colours come only from CSS custom
// properties, each with a fallback, so the page's themes recolour the cards (cardsvg.js).
//
// Red and black are never the only distinction: every suit has its own shape, and the
// Spanish and Italian suits are drawn differently from each other.
//
// The SVGs are decoration: aria-hidden="true", focusable="false". The accessible name of a
// card comes from text elsewhere on the page.

import {
  BACK, BLACK, EDGE, FACE, HEIGHT, RED, SVG_NS, WIDTH, el, suitShape,
} from "./cardsvg.js";
import { FRENCH_SUITS, ITALIAN_SUITS, SPANISH_SUITS } from "./cardsuits.js";
import { LAYOUTS, pips } from "./cardpips.js";
import { courtFigure } from "./cardfigures.js";

const INDEX_FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

/** The deck styles cardFace() draws: the four 40-card styles, then the 52-card deck. */
export const STYLES = Object.freeze(["french-numeric", "french", "spanish", "italian", "french52"]);

/** Suit letters in suit order; the first (diamonds / oros / denari) is the special suit. */
const SUIT_LETTERS = "dhsc";
const SUIT_SYMBOLS = {
  "♦": "d", "♥": "h", "♠": "s", "♣": "c", "♢": "d", "♡": "h", "♤": "s", "♧": "c",
};
const SWEEP_TOKEN = /^(10|[1-9]|[AJQK])([DHSC♦♥♠♣♢♡♤♧])$/;
const SWEEP_ALIASES = { A: 1, J: 8, Q: 9, K: 10 };
const TOKEN52 = /^(10|[2-9]|[JQKA])([DHSC♦♥♠♣♢♡♤♧])$/;

// Deck styles ---------------------------------------------------------------------------
// labels: the corner index by value 1..10 (or by rank for french52).
// layout: how the number cards' pips are laid out (cardpips.js).
// figures: the court figure of a card, by label (cardfigures.js).

const NUMBERS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];

const DECKS = {
  "french-numeric": {
    suits: FRENCH_SUITS,
    labels: ["A", ...NUMBERS.slice(1)],
    layout: LAYOUTS.french,
    inks: { d: RED, h: RED, s: BLACK, c: BLACK },
  },
  french: {
    suits: FRENCH_SUITS,
    labels: ["A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"],
    layout: LAYOUTS.french,
    figures: { J: "jack", Q: "queen", K: "king" },
    inks: { d: RED, h: RED, s: BLACK, c: BLACK },
  },
  // Spanish decks print the sota, caballo and rey as 10, 11 and 12 (there are no 8s and 9s
  // in the 40-card deck).
  spanish: {
    suits: SPANISH_SUITS,
    labels: ["1", "2", "3", "4", "5", "6", "7", "10", "11", "12"],
    layout: LAYOUTS.spanish,
    figures: { 10: "jack", 11: "knight", 12: "king" },
    inks: { d: BLACK, h: RED, s: BLACK, c: BLACK },
  },
  // Italian decks: the choice made here is the numbers 8, 9 and 10 in the corner for the
  // fante, cavallo and re (as indexed Italian decks print them, and as the cards count in
  // play).
  italian: {
    suits: ITALIAN_SUITS,
    labels: NUMBERS,
    layout: LAYOUTS.italian,
    figures: { 8: "jack", 9: "knight", 10: "king" },
    inks: { d: BLACK, h: RED, s: BLACK, c: BLACK },
  },
  french52: {
    suits: FRENCH_SUITS,
    labels: ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"],
    layout: LAYOUTS.french,
    figures: { J: "jack", Q: "queen", K: "king" },
    inks: { d: RED, h: RED, s: BLACK, c: BLACK },
  },
};

// Parsing -------------------------------------------------------------------------------

function checkStyle(style) {
  if (style === undefined) {
    throw new Error(`no deck style given: use one of ${STYLES.join(", ")}`);
  }
  if (!Object.hasOwn(DECKS, style)) {
    throw new Error(
      `${JSON.stringify(style)} is not a deck style: use one of ${STYLES.join(", ")}`,
    );
  }
  return DECKS[style];
}

function suitLetter(raw) {
  return SUIT_SYMBOLS[raw] ?? raw.toLowerCase();
}

function parseSweep(code) {
  const match = typeof code === "string" ? SWEEP_TOKEN.exec(code.trim().toUpperCase()) : null;
  if (match === null) {
    throw new Error(`${JSON.stringify(code)} is not a card of the 40-card deck: use a value 1-10 `
      + "(or A, J, Q, K) followed by a suit d, h, s or c (or ♦ ♥ ♠ ♣), like 7d or 10c");
  }
  const value = SWEEP_ALIASES[match[1]] ?? Number(match[1]);
  const suit = suitLetter(match[2]);
  return { code: `${value}${suit}`, index: value - 1, suit };
}

function parse52(code) {
  const match = typeof code === "string" ? TOKEN52.exec(code.trim().toUpperCase()) : null;
  if (match === null) {
    throw new Error(`${JSON.stringify(code)} is not a card of the 52-card deck: use a rank 2-10, `
      + "J, Q, K or A followed by a suit d, h, s or c (or ♦ ♥ ♠ ♣), like Qs or 10h");
  }
  const suit = suitLetter(match[2]);
  return { code: `${match[1]}${suit}`, index: DECKS.french52.labels.indexOf(match[1]), suit };
}

function parse(code, style) {
  const deck = checkStyle(style);
  const card = style === "french52" ? parse52(code) : parseSweep(code);
  const label = deck.labels[card.index];
  const figure = deck.figures?.[label] ?? null;
  // A number card shows as many pips as its printed number (an ace one).
  const count = figure ? 0 : (label === "A" ? 1 : Number(label));
  return { ...card, deck, label, figure, pips: count };
}

/**
 * The canonical notation of a card in a deck style: `normalizeCode("kH", "french")` is
 * `"10h"`, `normalizeCode("q♠", "french52")` is `"Qs"`. Throws an Error on a bad code or style.
 * @param {string} code
 * @param {string} style one of STYLES
 * @returns {string}
 */
export function normalizeCode(code, style) {
  return parse(code, style).code;
}

/**
 * The suit letter (`d`, `h`, `s` or `c`) of a card of either deck (`7d`, `Qs`, `10♥`).
 * @param {string} code
 * @returns {string}
 */
export function suitOf(code) {
  const raw = typeof code === "string" ? code.trim() : "";
  const letter = raw.length >= 2 ? suitLetter(raw.slice(-1)) : "";
  if (letter.length !== 1 || !SUIT_LETTERS.includes(letter)) {
    throw new Error(`${JSON.stringify(code)} is not a card: a card ends with its suit, `
      + "d, h, s or c (or ♦ ♥ ♠ ♣), like 7d or Qs");
  }
  return letter;
}

/**
 * The capture value 1-10 of a card of the 40-card deck (`A`=1, `J`=8, `Q`=9, `K`=10).
 * @param {string} code
 * @returns {number}
 */
export function valueOf(code) {
  return parseSweep(code).index + 1;
}

/**
 * The corner index a deck style prints for a card: `rankLabel("8d", "french")` is `"J"`,
 * `rankLabel("8d", "spanish")` is `"10"`.
 * @param {string} code
 * @param {string} style one of STYLES
 * @returns {string}
 */
export function rankLabel(code, style) {
  return parse(code, style).label;
}

// Drawing -------------------------------------------------------------------------------

function svgRoot(className, code) {
  return el("svg", {
    xmlns: SVG_NS,
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: className,
    "data-card": code,
    "aria-hidden": "true",
    focusable: "false",
    preserveAspectRatio: "xMidYMid meet",
  });
}

function outline(fill) {
  return el("rect", {
    x: 0.75, y: 0.75, width: WIDTH - 1.5, height: HEIGHT - 1.5, rx: 4.5,
    fill, stroke: EDGE, "stroke-width": 1.5,
  });
}

/** The index in one corner: the printed rank over a small suit. */
function cornerIndex(card, ink, rotated) {
  const wide = card.label.length > 1;
  const text = el("text", {
    class: "card-index",
    x: wide ? 9 : 9.5, y: 16, fill: ink, "font-family": INDEX_FONT, "font-size": 15,
    "font-weight": 700, "text-anchor": "middle",
    ...(wide ? { textLength: 14, lengthAdjust: "spacingAndGlyphs" } : {}),
  }, [card.label]);
  const group = el("g", rotated ? { transform: `rotate(180 ${WIDTH / 2} ${HEIGHT / 2})` } : {});
  group.append(text, suitShape(card.deck.suits[card.suit], 9.5, 25, 11, "card-corner-suit"));
  return group;
}

/**
 * One card face as an SVG element: `cardFace("7d", "spanish")`.
 *
 * `code` is the notation of RULES.md 1.1 (`1d` … `10c`; also `A`, `J`, `Q`, `K`, upper
 * case and ♦ ♥ ♠ ♣) for the four 40-card styles, and of RULES.md 1.2 (`2c` … `10h`, `Jd`,
 * `Qs`, `Kh`, `Ah`) for `french52`. Throws an Error naming the bad code or style and what
 * is accepted.
 * @param {string} code
 * @param {string} style one of STYLES
 * @returns {SVGSVGElement} class `card-face`, `data-card` the normalised code
 */
export function cardFace(code, style) {
  const card = parse(code, style);
  const ink = card.deck.inks[card.suit];
  const svg = svgRoot("card-face", card.code);
  svg.setAttribute("data-style", style);
  svg.append(outline(FACE), cornerIndex(card, ink, false), cornerIndex(card, ink, true));
  const suit = card.deck.suits[card.suit];
  if (card.figure) {
    svg.append(courtFigure(card.figure, suit, ink));
  } else {
    svg.append(...pips(card.deck.layout, suit, card.suit, card.pips));
  }
  return svg;
}

/** The lattice of small diamonds on a card back, kept inside its inner border. */
function backPattern() {
  const cells = [];
  for (let y = 12; y <= HEIGHT - 12; y += 6) {
    const shift = ((y - 12) / 6) % 2 === 0 ? 0 : 3;
    for (let x = 12 + shift; x <= WIDTH - 12; x += 6) {
      cells.push(`M${x},${y - 2.2} L${x + 2.2},${y} L${x},${y + 2.2} L${x - 2.2},${y}Z`);
    }
  }
  return el("path", { d: cells.join(" "), fill: FACE, "fill-opacity": 0.3 });
}

/**
 * A face-down card as an SVG element (class `card-back`, `data-card="back"`).
 * @returns {SVGSVGElement}
 */
export function cardBack() {
  const svg = svgRoot("card-back", "back");
  svg.append(
    outline(BACK),
    el("rect", {
      x: 5, y: 5, width: WIDTH - 10, height: HEIGHT - 10, rx: 2.5,
      fill: "none", stroke: FACE, "stroke-width": 1.2,
    }),
    backPattern(),
    el("circle", {
      cx: WIDTH / 2, cy: HEIGHT / 2, r: 11, fill: BACK, stroke: FACE, "stroke-width": 1.5,
    }),
    el("path", {
      d: `M${WIDTH / 2},${HEIGHT / 2 - 7} L${WIDTH / 2 + 5},${HEIGHT / 2} `
        + `L${WIDTH / 2},${HEIGHT / 2 + 7} L${WIDTH / 2 - 5},${HEIGHT / 2}Z`,
      fill: FACE,
    }),
  );
  return svg;
}
