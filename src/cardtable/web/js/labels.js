/**
 * Tables and seats in words, for the room's list and the table's heading.
 */
import { t } from "./i18n.js";

/** A table's game in words: "Scopa, 2 players, manual capture". */
export function gameLabel(summary) {
  const parts = [t("game-name", { game: summary.game === "metamorphosis" ? "metamorphosis" : summary.preset })];
  parts.push(t("players-count", { count: summary.players }));
  if (summary.teams) parts.push(t("teams-yes"));
  for (const modifier of summary.modifiers || []) parts.push(t(`modifier-${modifier}`));
  if (summary.game === "sweep") parts.push(t("target-points", { target: summary.target }));
  return parts.join(", ");
}

/** A seat in words: "Ana", "computer, normal", "empty". */
export function seatLabel(seat) {
  if (seat.kind === "empty") return t("seat-empty");
  if (seat.kind === "bot") return t("seat-bot", { level: seat.level });
  if (seat.standin) return t("seat-standin", { name: seat.name });
  if (seat.connected === false) return t("seat-away", { name: seat.name });
  return seat.name;
}
