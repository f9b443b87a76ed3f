// The suit shapes of the three families of decks (RULES.md 1.1 and 1.2), as data: each
// shape is drawn in a 100 x 100 box centred on 0,0 and is a list of
// [tag, attributes, children?] entries (cardsvg.js draws them).
//
// Red and black are never the only distinction: every suit has its own shape, and the
// Spanish and Italian suits are drawn differently from each other.
import { BLACK, FACE, GOLD, RED, starPath } from "./cardsvg.js";

export const FRENCH_SUITS = {
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
export const SPANISH_SUITS = {
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
export const ITALIAN_SUITS = {
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
