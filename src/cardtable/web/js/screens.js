/**
 * Which of the page's screens is shown: signing in, the room, or a table.
 */
import { t } from "./i18n.js";
import { state, update } from "./store.js";

const TITLES = { signin: "page-title-signin", lobby: "page-title-lobby", table: "page-title-table" };

/** Show one of the screens: "signin", "lobby" or "table". */
export function show(view) {
  update({ view });
  const { user, current } = state();
  for (const name of ["signin", "lobby", "table"]) {
    document.getElementById(`view-${name}`).hidden = name !== view;
  }
  document.getElementById("loading").hidden = true;
  document.getElementById("go-lobby").hidden = view !== "table";
  document.getElementById("sign-out").hidden = !user;
  document.title = t(TITLES[view], { table: current ?? 0 });
}
