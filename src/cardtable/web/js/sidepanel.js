/**
 * The side panel beside the table (what happened and the table chat): a button folds it
 * away and opens it again, and the choice is remembered in this browser. On a narrow
 * screen it starts folded, below the table; folding never removes the sentences from the
 * live regions, which speak every event whether the panel is open or not.
 */
import { t } from "./i18n.js";
import { setText } from "./reconcile.js";

const KEY = "cardtable.sidePanel";

function narrow() {
  return window.matchMedia("(max-width: 48rem)").matches;
}

function remembered() {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function apply(open) {
  const button = document.getElementById("side-toggle");
  document.getElementById("side-body").hidden = !open;
  document.getElementById("side-panel").classList.toggle("folded", !open);
  button.setAttribute("aria-expanded", String(open));
  setText(button, t(open ? "side-hide" : "side-show"));
}

/** Wire the panel's button (once) and open or fold it as remembered. */
export function initSidePanel() {
  const saved = remembered();
  let open = saved === null ? !narrow() : saved === "open";
  apply(open);
  document.getElementById("side-toggle").addEventListener("click", () => {
    open = !open;
    apply(open);
    try {
      window.localStorage.setItem(KEY, open ? "open" : "folded");
    } catch {
      // A browser that keeps nothing opens the panel as the screen's width suggests.
    }
  });
}

/** Say the button's words again in the page's language (after a language change). */
export function relabelSidePanel() {
  const button = document.getElementById("side-toggle");
  setText(button, t(button.getAttribute("aria-expanded") === "true" ? "side-hide" : "side-show"));
}
