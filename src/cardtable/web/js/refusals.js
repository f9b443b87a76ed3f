/**
 * A refusal from the room in the player's words, said at once with the error sound.
 */
import { has, t } from "./i18n.js";
import { alertNow } from "./live.js";
import { state } from "./store.js";

const DETAILED = new Set(["bad_option", "bad_name", "bad_password", "bad_chat", "bad_message",
  "illegal_move", "store_error", "internal"]);

/** An error frame in the player's words: the catalogue's sentence for its code, with the
 * server's own detail where the code alone does not say enough. */
export function refusalText(error) {
  const wait = error.frame?.retry_after;
  if (error.code === "rate_limited" && wait >= 1) {
    return t("error-rate-limited-wait", { seconds: Math.ceil(wait) });
  }
  const id = `error-${error.code.replaceAll("_", "-")}`;
  if (!has(id)) return t("error-with-detail", { reason: t("error-other"), detail: error.message });
  if (DETAILED.has(error.code)) return t("error-with-detail", { reason: t(id), detail: error.message });
  return t(id);
}

/** Say a refusal: the server's sentence in the player's language when it gave one. */
export function refuse(error) {
  alertNow(error.said || refusalText(error));
  state().sounds.play("error");
}
