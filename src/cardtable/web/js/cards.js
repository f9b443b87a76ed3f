// Card faces and backs as inline SVG, drawn from data tables (RULES.md 1.1 and 1.2).
//
// Every card is an <svg viewBox="0 0 60 84"> that scales to any size with CSS (width: 100%).
// A face has a big index and suit in two opposite corners and one large centre pip, or a
// framed figure letter for the court cards. Colours come only from CSS custom properties,
// each with a fallback, so the page's themes recolour the cards:
//
//   --card-face   the face's background          --card-edge   the border and frame lines
//   --card-red    red suits and their indices    --card-black  black suits and their indices
//   --card-gold   oros / denari (coins)          --card-back   the back's background
//
// Red and black are never the only distinction: every suit has its own shape, and the
// Spanish and Italian suits are drawn differently from each other.
//
// The SVGs are decoration: aria-hidden="true", focusable="false". The accessible name of a
// card comes from text elsewhere on the page.

const SVG_NS = "http://www.w3.org/2000/svg";

const WIDTH = 60;
const HEIGHT = 84;

const FACE = "var(--card-face, #fffdf6)";
const EDGE = "var(--card-edge, #2a2a2a)";
const RED = "var(--card-red, #b00000)";
const BLACK = "var(--card-black, #141414)";
const GOLD = "var(--card-gold, #b8860b)";
const BACK = "var(--card-back, #1d4f91)";

const INDEX_FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";
const FIGURE_FONT = "Georgia, 'DejaVu Serif', 'Liberation Serif', 'Times New Roman', serif";

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

// Suit shapes ---------------------------------------------------------------------------
// Each shape is drawn in a 100 x 100 box centred on 0,0 and is a list of
// [tag, attributes, children?] entries.

const FRENCH_SUITS = {
  d: [["path", { d: "M0,-50 Q17,-25 38,0 Q17,25 0,50 Q-17,25 -38,0 Q-17,-25 0,-50Z", fill: RED }]],
  h: [["path", {
    d: "M0,46 C-14,30 -47,10 -47,-15 C-47,-35 -32,-46 -18,-46 C-8,-46 -2,-40 0,-30 "
      + "C2,-40 8,-46 18,-46 C32,-46 47,-35 47,-15 C47,10 14,30 0,46Z",
    fill: RED,
  }]],
  s: [["path", {
    d: "M0,-48 C12,-30 46,-12 46,10 C46,27 33,34 22,34 C13,34 7,29 4,23 C5,35 10,43 17,49 "
      + "L-17,49 C-10,43 -5,35 -4,23 C-7,29 -13,34 -22,34 C-33,34 -46,27 -46,10 "
      + "C-46,-12 -12,-30 0,-48Z",
    fill: BLACK,
  }]],
  c: [
    ["circle", { cx: 0, cy: -25, r: 20, fill: BLACK }],
    ["circle", { cx: -24, cy: 11, r: 20, fill: BLACK }],
    ["circle", { cx: 24, cy: 11, r: 20, fill: BLACK }],
    ["circle", { cx: 0, cy: 4, r: 12, fill: BLACK }],
    ["path", { d: "M-4,8 C-4,28 -9,40 -17,49 L17,49 C9,40 4,28 4,8Z", fill: BLACK }],
  ],
};

// Spanish suits: plain, solid shapes. Oros a ringed gold coin, copas a chalice,
// espadas a straight double-edged sword, bastos a knotted wooden club.
const SPANISH_SUITS = {
  d: [
    ["circle", { cx: 0, cy: 0, r: 47, fill: BLACK }],
    ["circle", { cx: 0, cy: 0, r: 41, fill: GOLD }],
    ["circle", { cx: 0, cy: 0, r: 27, fill: FACE, stroke: BLACK, "stroke-width": 4 }],
    ["circle", { cx: 0, cy: 0, r: 12, fill: GOLD, stroke: BLACK, "stroke-width": 3 }],
  ],
  h: [
    ["path", {
      d: "M-33,-38 L33,-38 C33,-10 19,4 7,8 L7,25 C7,31 22,35 27,46 L-27,46 "
        + "C-22,35 -7,31 -7,25 L-7,8 C-19,4 -33,-10 -33,-38Z",
      fill: RED, stroke: BLACK, "stroke-width": 4, "stroke-linejoin": "round",
    }],
    ["ellipse", { cx: 0, cy: -38, rx: 33, ry: 8, fill: FACE, stroke: BLACK, "stroke-width": 4 }],
  ],
  s: [
    ["path", { d: "M0,-50 L12,-36 L12,17 L-12,17 L-12,-36Z", fill: BLACK }],
    ["path", { d: "M0,-36 L0,12", stroke: FACE, "stroke-width": 4, "stroke-linecap": "round" }],
    ["rect", { x: -30, y: 17, width: 60, height: 11, rx: 5.5, fill: BLACK }],
    ["rect", { x: -6.5, y: 27, width: 13, height: 13, fill: BLACK }],
    ["circle", { cx: 0, cy: 43, r: 8, fill: BLACK }],
  ],
  c: [
    ["g", { transform: "rotate(-22)" }, [
      ["path", { d: "M-8,50 L8,50 L19,-34 C21,-52 -21,-52 -19,-34Z", fill: BLACK }],
      ["path", { d: "M-15,-18 L-31,-30 L-27,-36 L-12,-27Z", fill: BLACK }],
      ["path", { d: "M14,-2 L30,-12 L33,-6 L13,8Z", fill: BLACK }],
      ["path", { d: "M-11,20 L-25,14 L-27,20 L-10,30Z", fill: BLACK }],
      ["path", {
        d: "M-6,-38 Q-9,0 -3,40", fill: "none", stroke: FACE, "stroke-width": 3.5,
        "stroke-linecap": "round",
      }],
    ]],
  ],
};

// Italian suits: drawn with gold trim and rounder, lighter outlines, so that they differ
// from the Spanish ones at a glance. Denari a coin with a rosette, coppe a round goblet,
// spade a curved sabre, bastoni a straight banded staff.
const BAND = { fill: GOLD, stroke: BLACK, "stroke-width": 2.5 };
const ITALIAN_SUITS = {
  d: [
    ["circle", { cx: 0, cy: 0, r: 45, fill: GOLD, stroke: RED, "stroke-width": 6 }],
    ["path", {
      d: starPath(8, 36, 15), fill: FACE, stroke: RED, "stroke-width": 3,
      "stroke-linejoin": "round",
    }],
    ["circle", { cx: 0, cy: 0, r: 9, fill: RED }],
  ],
  h: [
    ["path", {
      d: "M-34,-36 L34,-36 C34,-6 18,8 0,8 C-18,8 -34,-6 -34,-36Z",
      fill: RED, stroke: BLACK, "stroke-width": 3,
    }],
    ["rect", { x: -30, y: -30, width: 60, height: 7, fill: GOLD }],
    ["circle", { cx: 0, cy: 17, r: 8, fill: GOLD, stroke: BLACK, "stroke-width": 3 }],
    ["path", {
      d: "M-5,24 L5,24 L7,36 C16,38 24,42 24,47 L-24,47 C-24,42 -16,38 -7,36Z",
      fill: RED, stroke: BLACK, "stroke-width": 3, "stroke-linejoin": "round",
    }],
  ],
  s: [
    ["path", {
      d: "M-10,19 C-13,-8 0,-34 30,-50 C17,-26 10,-4 10,19Z",
      fill: BLACK, stroke: BLACK, "stroke-width": 2, "stroke-linejoin": "round",
    }],
    ["path", {
      d: "M-30,27 Q0,11 30,27 Q0,21 -30,27Z", fill: GOLD, stroke: BLACK, "stroke-width": 4,
    }],
    ["rect", { x: -6, y: 26, width: 12, height: 14, fill: BLACK }],
    ["circle", { cx: 0, cy: 43, r: 7.5, fill: GOLD, stroke: BLACK, "stroke-width": 3 }],
  ],
  c: [
    ["rect", { x: -11, y: -46, width: 22, height: 94, rx: 11, fill: BLACK }],
    ["rect", { x: -14, y: -24, width: 28, height: 9, rx: 3, ...BAND }],
    ["rect", { x: -14, y: 18, width: 28, height: 9, rx: 3, ...BAND }],
    ["circle", { cx: 0, cy: -44, r: 11, fill: GOLD, stroke: BLACK, "stroke-width": 3.5 }],
  ],
};

// Deck styles ---------------------------------------------------------------------------
// labels: the corner index by value 1..10 (or by rank for french52).
// figures: the letter drawn large in the centre of a court card, by label.

const NUMBERS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];

const DECKS = {
  "french-numeric": {
    suits: FRENCH_SUITS,
    labels: ["A", ...NUMBERS.slice(1)],
    inks: { d: RED, h: RED, s: BLACK, c: BLACK },
  },
  french: {
    suits: FRENCH_SUITS,
    labels: ["A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"],
    figures: { J: "J", Q: "Q", K: "K" },
    inks: { d: RED, h: RED, s: BLACK, c: BLACK },
  },
  // Spanish decks print the sota, caballo and rey as 10, 11 and 12 (there are no 8s and 9s
  // in the 40-card deck); the centre shows S, C, R.
  spanish: {
    suits: SPANISH_SUITS,
    labels: ["1", "2", "3", "4", "5", "6", "7", "10", "11", "12"],
    figures: { 10: "S", 11: "C", 12: "R" },
    inks: { d: BLACK, h: RED, s: BLACK, c: BLACK },
  },
  // Italian decks: the choice made here is the numbers 8, 9 and 10 in the corner for the
  // fante, cavallo and re (as indexed Italian decks print them, and as the cards count in
  // play), with the figure's initial in the centre: F (fante), C (cavallo), R (re).
  italian: {
    suits: ITALIAN_SUITS,
    labels: NUMBERS,
    figures: { 8: "F", 9: "C", 10: "R" },
    inks: { d: BLACK, h: RED, s: BLACK, c: BLACK },
  },
  french52: {
    suits: FRENCH_SUITS,
    labels: ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"],
    figures: { J: "J", Q: "Q", K: "K" },
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
  return { ...card, deck, label, figure: deck.figures?.[label] ?? null };
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

function el(tag, attrs = {}, children = []) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  for (const child of children) node.append(child);
  return node;
}

function starPath(points, outer, inner) {
  const steps = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    steps.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${steps.join(" L")}Z`;
}

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

/** One [tag, attributes, children?] entry of a suit shape, as an SVG element. */
function shapePart([tag, attrs, children = []]) {
  return el(tag, attrs, children.map(shapePart));
}

/** A suit shape of `size` units, centred on (x, y). */
function suitShape(parts, x, y, size, className) {
  const group = el("g", {
    class: className,
    transform: `translate(${x} ${y}) scale(${size / 100})`,
  });
  group.append(...parts.map(shapePart));
  return group;
}

/** The index in one corner: the printed rank over a small suit. */
function cornerIndex(card, ink, rotated) {
  const wide = card.label.length > 1;
  const text = el("text", {
    class: "card-index",
    x: 9.5, y: 16, fill: ink, "font-family": INDEX_FONT, "font-size": 15,
    "font-weight": 700, "text-anchor": "middle",
    ...(wide ? { textLength: 15, lengthAdjust: "spacingAndGlyphs" } : {}),
  }, [card.label]);
  const group = el("g", rotated ? { transform: `rotate(180 ${WIDTH / 2} ${HEIGHT / 2})` } : {});
  group.append(text, suitShape(card.deck.suits[card.suit], 9.5, 25, 11, "card-corner-suit"));
  return group;
}

/** The centre of a court card: a framed, large figure letter under a small suit. */
function figurePanel(card, ink) {
  const group = el("g", { class: "card-figure" });
  group.append(
    el("rect", {
      x: 17, y: 13, width: 26, height: 58, rx: 3,
      fill: "none", stroke: ink, "stroke-width": 1.2,
    }),
    suitShape(card.deck.suits[card.suit], 30, 26, 15, "card-pip"),
    el("text", {
      class: "card-figure-letter",
      x: 30, y: 58, fill: ink, "font-family": FIGURE_FONT, "font-size": 26,
      "font-weight": 700, "text-anchor": "middle",
    }, [card.figure]),
  );
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
  if (card.figure) {
    svg.append(figurePanel(card, ink));
  } else {
    const ace = card.label === "A" || card.label === "1";
    const size = ace ? 34 : 28;
    svg.append(suitShape(card.deck.suits[card.suit], WIDTH / 2, HEIGHT / 2, size, "card-pip"));
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
