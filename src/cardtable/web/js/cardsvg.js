// The drawing kit the card modules share: the colours (CSS custom properties, each with a
// fallback, so the page's themes recolour the cards), the card's size, and small helpers
// that build SVG elements from data.
//
//   --card-face   the face's background          --card-edge   the border and outlines
//   --card-red    red suits and their indices    --card-black  black suits and their indices
//   --card-gold   oros / denari, crowns, trim    --card-back   the back's background

export const SVG_NS = "http://www.w3.org/2000/svg";

export const WIDTH = 60;
export const HEIGHT = 84;

export const FACE = "var(--card-face, #fffdf6)";
export const EDGE = "var(--card-edge, #2a2a2a)";
export const RED = "var(--card-red, #b00000)";
export const BLACK = "var(--card-black, #141414)";
export const GOLD = "var(--card-gold, #b8860b)";
export const BACK = "var(--card-back, #1d4f91)";

/** An SVG element with `attrs` and `children` (elements or strings). */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  for (const child of children) node.append(child);
  return node;
}

/** One [tag, attributes, children?] entry of a drawing, as an SVG element. */
export function shapePart([tag, attrs, children = []]) {
  return el(tag, attrs, children.map(shapePart));
}

/**
 * A suit shape (drawn in a 100 x 100 box centred on 0,0) of `size` units, centred on
 * (x, y), turned by `turn` degrees, in a group of class `className`.
 */
export function suitShape(parts, x, y, size, className, turn = 0) {
  const rotate = turn ? ` rotate(${turn})` : "";
  const group = el("g", {
    class: className,
    transform: `translate(${x} ${y})${rotate} scale(${size / 100})`,
  });
  group.append(...parts.map(shapePart));
  return group;
}

/** The path of a star with `points` points between radii `outer` and `inner`. */
export function starPath(points, outer, inner) {
  const steps = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    steps.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${steps.join(" L")}Z`;
}
