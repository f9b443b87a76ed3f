/**
 * The deck style the page draws a game's cards in: the table's own (its rules' `deck`),
 * or the 52-card deck for a game without one.
 */

/** The style `cards.js` draws the cards of a game with `rules` in. */
export function styleFor(rules) {
  return rules && rules.deck ? rules.deck : "french52";
}
