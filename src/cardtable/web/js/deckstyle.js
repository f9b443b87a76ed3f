/**
 * The deck style the page draws a game's cards in: for the sweep games, the one the player
 * chose in the settings (`deckStyle`), the table's own (its rules' `deck`) when the
 * choice is `table`, the language's (else the table's) when it is `language`; for a game
 * without a 40-card deck (Metamorphosis), always the 52-card deck.
 */
import { DECK_STYLES } from "./settings.js";
import { lang } from "./i18n.js";
import { state } from "./store.js";

/** The 40-card styles a player may choose instead of the table's. */
const CHOSEN = new Set(DECK_STYLES.filter((style) => style !== "table" && style !== "language"));

/** The style `cards.js` draws the cards of a game with `rules` in. */
export function styleFor(rules) {
  if (!rules || !rules.deck) return "french52";
  const chosen = state().settings?.deckStyle;
  if (CHOSEN.has(chosen)) return chosen;
  if (chosen === "table") return rules.deck;
  // The deck a language's players name the cards in, as the room's welcome says it.
  const decks = state().welcome?.language_decks || {};
  return decks[lang()] || rules.deck;
}
