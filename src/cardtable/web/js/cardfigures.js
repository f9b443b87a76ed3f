// The court cards' figures: flat drawings of a few paths each, one per kind, the same in
// every deck and dressed in the suit's ink, each holding or showing its suit.
//
//   jack    the jack, knave, sota or fante: a young standing figure with a feathered cap,
//           a short tunic and legs, holding the suit up
//   knight  the caballo or cavallo: a rider on a horse, holding the suit up
//   queen   (French decks): a crowned figure with long hair in a long dress
//   king    a crowned and bearded figure in a long robe with a sceptre
//
// The figure keeps to the middle of the card, clear of the corner indices (top left and
// bottom right), so that the index stays the large mark of the card at any size.
import { EDGE, FACE, GOLD, el, shapePart, suitShape } from "./cardsvg.js";

export const FIGURES = ["jack", "knight", "queen", "king"];

const OUTLINE = { stroke: EDGE, "stroke-width": 0.8, "stroke-linejoin": "round" };

/** Paths as data: [tag, attributes] entries drawn in card units. */
function draw(entries) {
  return entries.map(shapePart);
}

/** A head (a face of `--card-face` with an outline, and eyes) centred on (x, y). */
function head(x, y, r = 4.3) {
  const eye = (dx) => ["circle", { cx: x + dx, cy: y + r * 0.05, r: r * 0.13, fill: EDGE }];
  return [["circle", { cx: x, cy: y, r, fill: FACE, ...OUTLINE }], eye(-r * 0.38), eye(r * 0.38)];
}

/** The suit held at (x, y) in front of a round plate, so it shows on any cloth. */
function heldSuit(parts, x, y, size) {
  const group = el("g", { class: "card-figure-suit" });
  group.append(
    el("circle", { cx: x, cy: y, r: size * 0.62, fill: FACE, ...OUTLINE }),
    suitShape(parts, x, y, size, "card-figure-suit-shape"),
  );
  return group;
}

/** An arm of `ink` from the shoulder at `from` to a hand at `to` (each [x, y]). */
function arm(ink, from, to) {
  return [
    ["path", {
      d: `M${from[0]},${from[1]} L${to[0]},${to[1]}`, stroke: ink, "stroke-width": 3.2,
      "stroke-linecap": "round", fill: "none",
    }],
    ["circle", { cx: to[0], cy: to[1], r: 1.7, fill: FACE, ...OUTLINE }],
  ];
}

const CROWN = "M24.5,17 L24.5,10.5 L27.2,13.5 L30,9 L32.8,13.5 L35.5,10.5 L35.5,17Z";
const TIARA = "M25.8,16 L25.5,11.5 L28,13.8 L30,10.5 L32,13.8 L34.5,11.5 L34.2,16Z";

function king(ink, suit) {
  return [
    ...draw([
      // The robe, its gold hem and front band, and a belt.
      ["path", { d: "M23,28 Q30,24.5 37,28 L41.5,75 L18.5,75Z", fill: ink, ...OUTLINE }],
      ["path", { d: "M28.6,27 L31.4,27 L32.5,75 L27.5,75Z", fill: GOLD }],
      ["path", { d: "M18.9,71 L41.1,71 L41.5,75 L18.5,75Z", fill: GOLD, ...OUTLINE }],
      ["path", { d: "M21.5,43 L38.5,43 L38.8,46 L21.2,46Z", fill: GOLD, ...OUTLINE }],
      // The sceptre, held in the left hand.
      ["path", { d: "M20.5,22 L20.5,60", stroke: GOLD, "stroke-width": 1.6, fill: "none" }],
      ["circle", { cx: 20.5, cy: 21, r: 2, fill: GOLD, ...OUTLINE }],
      ...arm(ink, [24, 30], [20.5, 40]),
      ...arm(ink, [36, 30], [38.5, 38]),
      ...head(30, 21),
      // The beard and the crown.
      ["path", { d: "M25.8,21.5 Q26.5,30.5 30,31 Q33.5,30.5 34.2,21.5 Q30,25.5 25.8,21.5Z",
        fill: EDGE }],
      ["path", { d: CROWN, fill: GOLD, ...OUTLINE }],
    ]),
    heldSuit(suit, 39.5, 31, 11),
  ];
}

function queen(ink, suit) {
  return [
    ...draw([
      // Long hair behind the head, then the dress: a bodice and a wide skirt.
      ["path", { d: "M24.5,19 Q24,30 22.5,33 L37.5,33 Q36,30 35.5,19 Q30,12 24.5,19Z",
        fill: ink, ...OUTLINE }],
      ["path", { d: "M24,29 Q30,26 36,29 L37,44 L23,44Z", fill: ink, ...OUTLINE }],
      ["path", { d: "M23,44 L37,44 L43,75 L17,75Z", fill: ink, ...OUTLINE }],
      ["path", { d: "M22.5,43 L37.5,43 L37.8,46 L22.2,46Z", fill: GOLD, ...OUTLINE }],
      ["path", { d: "M17.6,71.5 L42.4,71.5 L43,75 L17,75Z", fill: GOLD, ...OUTLINE }],
      ["path", { d: "M26,29.5 Q30,33 34,29.5", stroke: GOLD, "stroke-width": 1.4, fill: "none" }],
      ...arm(ink, [35, 31], [38.5, 37]),
      ...head(30, 21),
      ["path", { d: TIARA, fill: GOLD, ...OUTLINE }],
    ]),
    heldSuit(suit, 39.5, 30.5, 11),
  ];
}

function jack(ink, suit) {
  return [
    ...draw([
      // Legs and shoes under a short belted tunic.
      ["path", { d: "M24.5,52 L28.8,52 L28.6,72 L24.8,72Z", fill: FACE, ...OUTLINE }],
      ["path", { d: "M31.2,52 L35.5,52 L35.2,72 L31.4,72Z", fill: FACE, ...OUTLINE }],
      ["ellipse", { cx: 26, cy: 73.5, rx: 3.3, ry: 1.7, fill: EDGE }],
      ["ellipse", { cx: 34, cy: 73.5, rx: 3.3, ry: 1.7, fill: EDGE }],
      ["path", { d: "M24,29 Q30,26 36,29 L39.5,54 L20.5,54Z", fill: ink, ...OUTLINE }],
      ["path", { d: "M22.5,41.5 L37.5,41.5 L37.9,44.5 L22.1,44.5Z", fill: GOLD, ...OUTLINE }],
      ...arm(ink, [24.5, 30.5], [22.5, 44]),
      ...arm(ink, [35.5, 30.5], [39, 38]),
      ...head(30, 21.5),
      // A cap worn aslant, and its feather.
      ["path", { d: "M35,15 Q40,6.5 44,8 Q40,9.5 36.5,16Z", fill: GOLD, ...OUTLINE }],
      ["path", { d: "M24.2,19.5 Q24.5,12.5 31,12.8 Q37,13.2 37.8,17.8 L36,18.5 Q30,16.5 24.2,19.5Z",
        fill: ink, ...OUTLINE }],
    ]),
    heldSuit(suit, 40, 31, 11),
  ];
}

function knight(ink, suit) {
  return [
    ...draw([
      // The horse, walking right: tail, legs, body with neck and head, ear, mane, eye.
      ["path", { d: "M15.5,47 Q9,52 10.5,64 Q13,57 17,51Z", fill: EDGE }],
      ["path", { d: "M17.5,53 L16.5,73 L19.5,73 L21.5,55Z", fill: GOLD, ...OUTLINE }],
      ["path", { d: "M22.5,54 L23.5,73 L26.5,73 L26,55Z", fill: GOLD, ...OUTLINE }],
      ["path", { d: "M33,54 L32.5,73 L35.5,73 L36.5,55Z", fill: GOLD, ...OUTLINE }],
      ["path", { d: "M37.5,53 L38.2,73 L41.2,73 L40.8,53Z", fill: GOLD, ...OUTLINE }],
      ["path", { d: "M15,50 Q15,44 21,44 L32,44 Q37,40 42.5,30.5 Q45.5,27 48.5,28.5 "
        + "L53.8,34.5 Q55,38 52,38.8 L47.5,37.8 Q44,42 42,50 Q41,56 36,56 L20,56 "
        + "Q15,56 15,50Z", fill: GOLD, ...OUTLINE }],
      ["path", { d: "M44.2,29.5 Q44,25.5 46.5,24.8 L47.4,28.6Z", fill: GOLD, ...OUTLINE }],
      ["path", { d: "M31,44.2 Q37,40 42.5,30.5 Q40.5,30 37.5,35 Q34,40 28.5,43Z", fill: EDGE }],
      ["circle", { cx: 48, cy: 31.2, r: 0.9, fill: EDGE }],
      // The saddle cloth, then the rider: a leg over the horse, body, arm, head and hat.
      ["path", { d: "M23.5,44 L34.5,44 L33.5,53 L24.5,53Z", fill: ink, ...OUTLINE }],
      ["path", { d: "M27.5,44 L30.5,44 L31.5,56 L28.5,56Z", fill: ink, ...OUTLINE }],
      ["path", { d: "M26,27 Q30,25 34,27 L35,45 L25,45Z", fill: ink, ...OUTLINE }],
      ["path", { d: "M25.5,37.5 L34.5,37.5 L34.7,40 L25.3,40Z", fill: GOLD, ...OUTLINE }],
      ...arm(ink, [33.5, 29], [36, 22]),
      ...head(30, 20.5, 4),
      ["path", { d: "M25.2,18.5 Q26,12.5 30,12.5 Q34,12.5 34.8,18.5 Q30,16.5 25.2,18.5Z",
        fill: ink, ...OUTLINE }],
      ["path", { d: "M23.5,18.8 L36.5,18.8 L36,17 L24,17Z", fill: GOLD, ...OUTLINE }],
    ]),
    heldSuit(suit, 37, 13, 10),
  ];
}

const DRAW = { jack, knight, queen, king };

/**
 * The figure of a court card: a `g.card-figure` with `data-figure` its kind (one of
 * FIGURES), dressed in `ink` and holding the suit drawn by `suit` (a suit shape's parts).
 */
export function courtFigure(kind, suit, ink) {
  if (!Object.hasOwn(DRAW, kind)) {
    throw new Error(`${JSON.stringify(kind)} is not a court figure: use one of ${FIGURES.join(", ")}`);
  }
  const group = el("g", { class: "card-figure", "data-figure": kind });
  group.append(...DRAW[kind](ink, suit));
  return group;
}
