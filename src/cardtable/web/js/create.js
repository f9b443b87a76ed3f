/**
 * The form that opens a table: the game, its preset, players, teams, target, modifiers,
 * every other option of RULES.md 2 (left at the preset's value unless changed), the
 * creator's seat and computer players for the other seats; and the opening of a new table
 * itself (from the form, or the same options again after a game).
 */
import { t } from "./i18n.js";
import { checkbox as makeCheckbox, field, numberInput, select as makeSelect } from "./forms.js";
import { announce } from "./live.js";
import { ask } from "./room.js";
import { state } from "./store.js";

const YES_NO_OPTIONS = ["single_priority", "last_play_sweep", "all_diamonds_bonus",
  "all_sevens_bonus", "opening_sweeps", "no_capture_loss", "self_correction"];
const CHOICE_OPTIONS = ["deck", "capture", "first_player", "dealing", "penalties", "must_capture"];
const MAX_SUM_CHOICES = ["none", "1", "2", "3", "4", "5", "6"];

let counter = 0;

function id(name) {
  counter += 1;
  return `create-${name}-${counter}`;
}

function select(name, choices) {
  return makeSelect(id(name), name, choices);
}

function checkbox(name, text, help) {
  return makeCheckbox(id(name), name, text, { help });
}

function yesNo(value) {
  return value ? t("answer-yes") : t("answer-no");
}

function optionValueLabel(name, value) {
  if (value === null || value === undefined) return t("option-none");
  if (typeof value === "boolean") return yesNo(value);
  if (Array.isArray(value)) return value.map((v) => t(`category-${v}`, { deck: "french-numeric" })).join(", ");
  if (CHOICE_OPTIONS.includes(name)) return t(`choice-${name}-${value}`);
  return String(value);
}

/** Fill the empty create form from the `welcome` frame's games (once). */
export function buildCreateForm(form, games) {
  form.dataset.built = "yes";
  form.replaceChildren();
  const game = select("game", [["sweep", t("family-sweep")], ["metamorphosis", t("game-name", { game: "metamorphosis" })]]);
  form.append(field(t("field-game"), game));
  const preset = select("preset", games.sweep.presets.map((name) => [name, t("game-name", { game: name })]));
  const presetField = field(t("field-preset"), preset);
  presetField.dataset.for = "sweep";
  form.append(presetField);
  const players = select("players", games.sweep.players.map((n) => [String(n), String(n)]));
  form.append(field(t("field-players"), players));
  const teams = checkbox("teams", t("field-teams"), t("field-teams-help"));
  teams.dataset.for = "sweep";
  form.append(teams);
  const target = numberInput(id("target"), "target", 1, 1000);
  const targetField = field(t("field-target"), target);
  targetField.dataset.for = "sweep";
  form.append(targetField);

  const modifiers = document.createElement("fieldset");
  modifiers.dataset.for = "sweep";
  const legend = document.createElement("legend");
  legend.textContent = t("field-modifiers");
  modifiers.append(legend);
  for (const name of games.sweep.modifiers) {
    modifiers.append(checkbox(`modifier-${name}`, t(`modifier-${name}`), t(`modifier-${name}-help`)));
  }
  form.append(modifiers);

  const details = document.createElement("details");
  details.dataset.for = "sweep";
  const summary = document.createElement("summary");
  summary.textContent = t("field-more-options");
  details.append(summary);
  const choices = games.sweep.choices;
  for (const name of CHOICE_OPTIONS) {
    const control = select(`opt-${name}`, [["", ""], ...choices[name].map((v) => [v, t(`choice-${name}-${v}`)])]);
    control.dataset.option = name;
    details.append(field(t(`option-${name.replaceAll("_", "-")}`), control));
  }
  const maxSum = select("opt-max_sum_cards", [["", ""], ...MAX_SUM_CHOICES.map((v) => [v, v === "none" ? t("option-none") : v])]);
  maxSum.dataset.option = "max_sum_cards";
  details.append(field(t("option-max-sum-cards"), maxSum, t("option-max-sum-cards-help")));
  for (const name of YES_NO_OPTIONS) {
    const control = select(`opt-${name}`, [["", ""], ["yes", t("answer-yes")], ["no", t("answer-no")]]);
    control.dataset.option = name;
    details.append(field(t(`option-${name.replaceAll("_", "-")}`), control));
  }
  const margin = numberInput(id("margin"), "opt-margin", 1, 100);
  details.append(field(t("option-margin"), margin, t("option-margin-help")));
  const maxRounds = numberInput(id("max-rounds"), "opt-max_rounds", 1, 100);
  details.append(field(t("option-max-rounds"), maxRounds, t("option-max-rounds-help")));
  const scoring = document.createElement("fieldset");
  const scoringLegend = document.createElement("legend");
  scoringLegend.textContent = t("option-scoring");
  scoring.append(scoringLegend);
  for (const category of choices.scoring) {
    scoring.append(checkbox(`score-${category}`, t(`category-${category}`, { deck: "french-numeric" })));
  }
  details.append(scoring);
  form.append(details);

  const parties = numberInput(id("parties"), "parties", 1, 12);
  const partiesField = field(t("option-parties"), parties, t("option-parties-help"));
  partiesField.dataset.for = "metamorphosis";
  form.append(partiesField);

  const firstDealer = select("first_dealer", []);
  form.append(field(t("option-first-dealer"), firstDealer));
  const seat = select("seat", []);
  form.append(field(t("field-your-seat"), seat));

  form.append(checkbox("bots", t("field-bots")));
  const level = select("level", games.bot_levels.map((name) => [name, t("level-name", { level: name })]));
  form.append(field(t("field-level"), level));
  form.append(checkbox("start", t("field-start")));
  form.elements.bots.checked = true;
  form.elements.start.checked = true;
  level.value = "normal";

  const submit = document.createElement("button");
  submit.type = "submit";
  submit.textContent = t("button-create");
  form.append(submit);

  const refresh = () => refreshForm(form, games);
  game.addEventListener("change", () => { applyDefaults(form, games); refresh(); });
  preset.addEventListener("change", () => { applyDefaults(form, games); refresh(); });
  players.addEventListener("change", refresh);
  applyDefaults(form, games);
  refresh();
}

function defaultsOf(form, games) {
  const game = form.elements.game.value;
  if (game === "metamorphosis") return games.metamorphosis.defaults.metamorphosis;
  return games.sweep.defaults[form.elements.preset.value];
}

function applyDefaults(form, games) {
  const game = form.elements.game.value;
  const defaults = defaultsOf(form, games);
  const players = form.elements.players;
  const counts = games[game].players;
  const kept = players.value;
  players.replaceChildren(...counts.map((n) => new Option(String(n), String(n))));
  players.value = counts.includes(Number(kept)) ? kept : String(defaults.players);
  if (game !== "sweep") return;
  form.elements.target.value = "";
  form.elements.target.placeholder = String(defaults.target);
  form.elements.first_dealer.value = "";  // the preset's own: drawn for, or seat 1
  form.elements["opt-margin"].value = "";
  form.elements["opt-margin"].placeholder = String(defaults.margin);
  form.elements["opt-max_rounds"].value = "";
  form.elements["opt-max_rounds"].placeholder = defaults.max_rounds === null ? t("option-none")
    : String(defaults.max_rounds);
  for (const control of form.querySelectorAll("select[data-option]")) {
    const name = control.dataset.option;
    control.value = "";
    control.options[0].textContent = t("option-default", { value: optionValueLabel(name, defaults[name]) });
  }
  for (const category of games.sweep.choices.scoring) {
    form.elements[`score-${category}`].checked = defaults.scoring.includes(category);
  }
}

function refreshForm(form, games) {
  const game = form.elements.game.value;
  for (const part of form.querySelectorAll("[data-for]")) part.hidden = part.dataset.for !== game;
  const count = Number(form.elements.players.value);
  const teamsBox = form.elements.teams;
  teamsBox.disabled = !(count === 4 || count === 6);
  if (teamsBox.disabled) teamsBox.checked = false;
  // The escoba presets draw for the first dealer (seed 003): "by draw" comes first there.
  const drawn = Boolean(defaultsOf(form, games).dealer_draw);
  for (const name of ["seat", "first_dealer"]) {
    const control = form.elements[name];
    const kept = control.value;
    const choices = [];
    if (name === "seat") choices.push(new Option(t("seat-none"), ""));
    if (name === "first_dealer" && drawn) choices.push(new Option(t("first-dealer-draw"), "draw"));
    for (let seat = 0; seat < count; seat += 1) {
      choices.push(new Option(t("seat-number", { seat: seat + 1 }), String(seat)));
    }
    control.replaceChildren(...choices);
    const fallback = name === "first_dealer" && drawn ? "draw" : "0";
    const keeps = kept !== "" && kept !== "draw" ? Number(kept) < count : kept === "draw" && drawn;
    control.value = keeps ? kept : fallback;
  }
}

/**
 * The `create_table` message the form asks for, and what to do after: `{message, bots,
 * level, start}`, or `{error}` with a sentence when something is not accepted.
 */
export function readCreateForm(form, games) {
  const game = form.elements.game.value;
  const options = { players: Number(form.elements.players.value) };
  const message = { game, options };
  const defaults = defaultsOf(form, games);
  const dealer = form.elements.first_dealer.value;  // "draw", or a seat chosen
  if (dealer !== "draw" && (defaults.dealer_draw || Number(dealer) !== defaults.first_dealer)) {
    options.first_dealer = Number(dealer);
  }
  if (game === "sweep") {
    message.preset = form.elements.preset.value;
    if (form.elements.teams.checked) options.teams = true;
    const target = form.elements.target.value.trim();
    if (target) {
      if (!/^[0-9]+$/.test(target) || Number(target) < 1) return { error: t("bad-target") };
      options.target = Number(target);
    }
    const margin = form.elements["opt-margin"].value.trim();
    if (margin) {
      if (!/^[0-9]+$/.test(margin) || Number(margin) < 1) return { error: t("bad-margin") };
      options.margin = Number(margin);
    }
    const maxRounds = form.elements["opt-max_rounds"].value.trim();
    if (maxRounds) {
      if (!/^[0-9]+$/.test(maxRounds) || Number(maxRounds) < 1) return { error: t("bad-max-rounds") };
      options.max_rounds = Number(maxRounds);
    }
    for (const name of games.sweep.modifiers) {
      if (form.elements[`modifier-${name}`].checked) options[name] = true;
    }
    for (const control of form.querySelectorAll("select[data-option]")) {
      const name = control.dataset.option;
      const value = control.value;
      if (!value) continue;
      if (YES_NO_OPTIONS.includes(name)) options[name] = value === "yes";
      else if (name === "max_sum_cards") options[name] = value === "none" ? null : Number(value);
      else options[name] = value;
    }
    const scoring = games.sweep.choices.scoring.filter((c) => form.elements[`score-${c}`].checked);
    if (scoring.join() !== defaults.scoring.join()) options.scoring = scoring;
  } else {
    message.preset = "metamorphosis";
    const parties = form.elements.parties.value.trim();
    if (parties) options.parties = Number(parties);
  }
  const seat = form.elements.seat.value;
  message.seat = seat === "" ? null : Number(seat);
  return {
    message,
    bots: form.elements.bots.checked,
    level: form.elements.level.value,
    start: form.elements.start.checked && form.elements.bots.checked,
  };
}

/**
 * Open a new table and show it: `message` is the `create_table` message; `bots(table)`
 * the computer players to seat at the new table (given its summary), `[{seat, level}]`;
 * `start` whether to start it once they sit. One sentence says the table made (and
 * started); the game's opening follows from the table. `openTable(id)` shows a table.
 * Returns the new table's id, or null when it was refused.
 */
export async function openNewTable({ message, bots, start }, openTable) {
  const answer = await ask("create_table", message);
  if (!answer) return null;
  const id = answer.table.id;
  const seated = bots(answer.table);
  const starting = seated.length > 0 && start;
  announce(t(starting ? "table-created-started" : "table-created", { table: id }));
  // The table is on screen (and watched) before its game starts, so that its first frame,
  // the deal, is received and said by the table's view.
  await openTable(id);
  if (state().current !== id) return id;
  for (const { seat, level } of seated) {
    if (!await ask("add_bot", { table: id, seat, level })) return id;
  }
  if (starting) await ask("start", { table: id });
  return id;
}
