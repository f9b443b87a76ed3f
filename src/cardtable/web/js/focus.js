/**
 * Where the focus goes in the game area when the page must put it there.
 */

/** Focus the game area's natural place: the markers, the hand, or, with no card in hand,
 * the result on screen, else the area itself. */
export function focusGame() {
  const bids = document.getElementById("bids");
  if (!bids.hidden) {
    const option = document.querySelector("#bid-list [tabindex='0']");
    if (option) { option.focus(); return; }
  }
  const option = document.querySelector("#hand [tabindex='0']");
  const result = document.getElementById("result");
  if (option && !document.getElementById("hand").hidden) option.focus();
  else if (!result.hidden) result.focus();
  else document.getElementById("game").focus();
}
