/**
 * Where the focus goes in the game area when the page must put it there.
 */

import { frame } from "./tablestate.js";

/** Focus the game area's natural place: the markers, the hand, or, with no card in hand,
 * the result on screen, else a player's "your hand is empty" (between two deals: a short
 * line, not the area's whole key help each time), else the area itself. */
export function focusGame() {
  const bids = document.getElementById("bids");
  if (!bids.hidden) {
    const option = document.querySelector("#bid-list [tabindex='0']");
    if (option) { option.focus(); return; }
  }
  const option = document.querySelector("#hand [tabindex='0']");
  const result = document.getElementById("result");
  const empty = document.getElementById("hand-empty");
  const current = frame();
  if (option && !document.getElementById("hand").hidden) option.focus();
  else if (!result.hidden) result.focus();
  else if (!empty.hidden && current && current.seat !== null) empty.focus();
  else document.getElementById("game").focus();
}
