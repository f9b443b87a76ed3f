/**
 * The deck style the page draws a game's cards in: for the sweep games, the one the player
 * chose in the settings (`deckStyle`), or the table's own (its rules' `deck`) when the
 * choice is `table`; for a game without a 40-card deck (Metamorphosis), always the 52-card
 * deck.
 */
import { DECK_STYLES } from "./settings.js";
import { state } from "./store.js";

/** The 40-card styles a player may choose instead of the table's. */
const CHOSEN = new Set(DECK_STYLES.filter((style) => style !== "table"));

/** The style `cards.js` draws the cards of a game with `rules` in. */
export function styleFor(rules) {
  if (!rules || !rules.deck) return "french52";
  const chosen = state().settings?.deckStyle;
  return CHOSEN.has(chosen) ? chosen : rules.deck;
}
