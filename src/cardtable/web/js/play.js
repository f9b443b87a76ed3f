/**
 * What the player does at the table: the actions of the keys, buttons and commands, as
 * moves sent to the room (a card, a chosen capture, a manual capture card by card, a marker,
 * a discard, a challenge, a claim of a missed capture) or as sentences read out. A refused
 * card is explained, not sent.
 */
import { t } from "./i18n.js";
import { alertNow, announce, floorFree, keysPressed, sayAgain } from "./live.js";
import { actionFor, keyLabel } from "./keys.js";
import { state } from "./store.js";
import { setAttr } from "./reconcile.js";
import { claimsOf, discardingNow, frame, local, speech } from "./tablestate.js";
import { sweepPowers } from "./boards.js";
import {
  cardName, cardNamed, choiceLabel, choicesSaid, isHinted, listNamed, selectedLabel,
} from "./names.js";
import { ask, sendMove } from "./room.js";
import { refuse } from "./refusals.js";
import { focusGame } from "./focus.js";

/** What `init` was given: `redraw()`, the table drawn again; `openHelp()`. */
let wired = null;

/** How many moves this page has sent: a hint answered after a move was sent since it was
 * asked is about a position already left, and is dropped. */
let movesSent = 0;

/** The frame (table and version) the last move was sent from, until the room refused it:
 * a move asked for again before another frame came (Enter pressed twice, a key's repeat) is
 * not sent, since the room would only refuse it as stale. */
let sentFrom = null;

/** Wire the game area's keys and controls (once). `redraw()` draws the table again from
 * the state; `openHelp()` opens the help. */
export function init({ redraw, openHelp }) {
  wired = { redraw, openHelp };
  document.getElementById("game").addEventListener("keydown", onKey);
  const hand = document.getElementById("hand");
  hand.addEventListener("click", (event) => {
    const option = event.target.closest("[role=option]");
    if (!option) return;
    select(Number(option.dataset.index), { focus: true });
  });
  hand.addEventListener("dblclick", (event) => {
    if (event.target.closest("[role=option]")) act("play");
  });
  document.getElementById("bid-list").addEventListener("click", (event) => {
    const option = event.target.closest("[role=option]");
    if (!option) return;
    local.bidIndex = Number(option.dataset.index);
    wired.redraw();
    act("play");
  });
  document.getElementById("table-cards").addEventListener("click", (event) => {
    const item = event.target.closest("[data-index]");
    if (item && local.mode === "take") toggleTake(Number(item.dataset.index) + 1);
  });
  document.getElementById("actions").addEventListener("click", (event) => {
    const target = event.target.closest("button[data-action]");
    if (target) act(target.dataset.action);
  });
  document.getElementById("choice-options").addEventListener("click", (event) => {
    const target = event.target.closest("button[data-choice]");
    if (target) choose(Number(target.dataset.choice) + 1);
  });
  document.getElementById("choice-cancel").addEventListener("click", () => cancel());
}

/** Do one action of the game area (a key, a button or a command gives it). */
export function act(action, argument) {
  const current = frame();
  if (!current) {
    alertNow(t("no-game-yet"));
    return;
  }
  const said = current.speech || {};
  switch (action) {
    case "table": announce(said.table, { keep: false }); break;
    case "score": announce(said.score, { keep: false }); break;
    case "turn": announce(said.turn, { keep: false }); break;
    case "pile": announce(said.pile || t("spectator-no-pile"), { keep: false }); break;
    case "hand": announce(said.hand || t("spectator-no-hand"), { keep: false }); break;
    case "help": wired.openHelp(); break;
    case "hint": hint(); break;
    case "repeat": sayAgain(t("nothing-to-repeat")); break;
    case "challenge": send("challenge"); break;
    case "claim": claim(argument); break;
    case "pass": goOn(); break;
    case "end": send("end"); break;
    case "play": play(argument); break;
    case "discard": confirmDiscard(); break;
    case "yes": if (local.mode === "confirm") sendDiscard(); else alertNow(t("nothing-to-answer")); break;
    case "no":
      if (local.mode === "confirm") { local.mode = null; announce(t("discard-kept")); wired.redraw(); } else alertNow(t("nothing-to-answer"));
      break;
    case "cancel": cancel(); break;
    default: break;
  }
}

/** A digit key: read table card N, or choose capture N, or take/leave table card N. */
export function digit(number) {
  if (local.mode === "choose") {
    choose(number);
    return;
  }
  if (local.mode === "take") {
    toggleTake(number);
    return;
  }
  const said = speech() || {};
  const line = said.table_cards && said.table_cards[number - 1];
  announce(line || t("table-card-none", { number, count: (said.table_cards || []).length }), { keep: false });
}

function cancel() {
  if (!local.mode) {
    alertNow(t("nothing-to-cancel"));
    return;
  }
  endChoice();
  announce(t("choice-cancelled"));
  focusGame();
}

/** Ask for a hint: the expert's move and why. In a discard it is offered to accept as it
 * is (Y) or to choose oneself (N). */
async function hint() {
  const sentBefore = movesSent;
  const asked = keysPressed();
  const answer = await ask("hint", { table: state().current });
  if (!answer || movesSent !== sentBefore) return;
  // Keys pressed since (Enter opening a choice of captures) have had their answers: the
  // hint waits until those are heard, then acts and is said.
  if (keysPressed() !== asked) await floorFree();
  if (movesSent !== sentBefore) return;
  const line = document.getElementById("hint-text");
  line.hidden = false;
  line.textContent = answer.text;
  const current = frame();
  local.hint = { move: answer.move, version: answer.version };
  if (answer.move === null) {  // out of turn, nothing worth doing: Enter goes on, as always
    alertNow([answer.text, t("hinted-enter-pass")].join(" "));
    return;
  }
  const kind = outOfHand(answer.move);
  if (kind && current && current.version === answer.version) {
    if (local.mode === "take" || local.mode === "choose") endChoice();
    alertNow([answer.text, t(OUT_OF_HAND[kind])].join(" "));
    return;
  }
  const proposal = answer.move.startsWith("discard:") && current && current.version === answer.version
    && discardingNow(current);
  if (!proposal) {
    const picked = hintedPicking(answer, current);
    alertNow(picked ? [answer.text, picked].join(" ") : chooseHinted(answer, current));
    return;
  }
  local.marked = new Set(answer.move.slice("discard:".length).split("+"));
  local.mode = "confirm";
  wired.redraw();
  alertNow([answer.text, t("discard-proposed", { yes: keyLabel(state().settings.keys.yes), no: keyLabel(state().settings.keys.no) })].join(" "));
}

/** What a hint of a move that plays no hand card adds: Enter makes it. */
const OUT_OF_HAND = { challenge: "hinted-enter-challenge", claim: "hinted-enter-claim" };

/** `challenge` or `claim` for a move of that kind, else `null`. */
function outOfHand(move) {
  const kind = move.split(":")[0];
  return kind in OUT_OF_HAND ? kind : null;
}

/** The challenge or claim the last hint advised, while it may still be made; else `null`. */
function hintedOutOfHand(current) {
  const hint = local.hint;
  if (!hint || !hint.move || hint.version !== current.version || !outOfHand(hint.move)) {
    return null;
  }
  const open = [...(current.legal || []), ...(current.extra || [])];
  return open.includes(hint.move) ? hint.move : null;
}

/** A hint while a capture is being chosen. Under manual capture, for the card being
 * played: its table cards become the ones taken, and what is taken now is returned to be
 * said. For another card (here or in the choice box) the choice ends, so that the hint's card
 * is chosen as at any time. */
function hintedPicking(answer, current) {
  if (!current || current.version !== answer.version) return null;
  const picking = local.mode === "take" || (local.mode === "choose" && !local.claim);
  if (!picking) return null;
  const same = answer.move.split(":")[0].toLowerCase() === local.card.toLowerCase();
  if (!same) {
    endChoice();
  } else if (local.mode === "take") {
    const taken = hintedTake(current, local.card);
    local.take = new Set(taken);
    wired.redraw();
    return taken.length ? t("take-chosen", { cards: tableNamed(current, taken) }) : t("take-none");
  } else {  // the box stays: its labels now mark the hint's, which takes the focus
    wired.redraw();
    focusHintedChoice();
    return local.choices.some(isHinted) ? t("choice-enter-hinted") : null;
  }
  return null;
}

/** Close the choice of a capture or of table cards, with nothing taken. */
function endChoice() {
  local.mode = null;
  local.claim = false;
  local.take.clear();
  wired.redraw();
}

/** The hint's card becomes the chosen one (as in the terminal), the focus with it: what the
 * hint says, and then what Enter now plays when the choice moved. */
function chooseHinted(answer, current) {
  if (!current || current.version !== answer.version || current.to_move !== current.seat) {
    return answer.text;
  }
  const label = answer.move.startsWith("bid:") ? chooseHintedBid(answer)
    : chooseHintedCard(answer, current);
  if (label === undefined) return answer.text;
  return label ? [answer.text, t("turn-chosen", { card: label.replace(/\.$/, "") })].join(" ")
    : answer.text;
}

/** The hinted hand card becomes the chosen one: its label, or `undefined` when the choice
 * stays (already chosen, or not a hand card). */
function chooseHintedCard(answer, current) {
  const cards = current.view.hand || [];
  const index = cards.indexOf(answer.move.split(":")[0]);
  if (index < 0 || index === local.selected) return undefined;
  select(index);
  return selectedLabel();
}

/** The hinted bid marker becomes the chosen one, the focus with it: its label (`null`
 * without a focusable marker), or `undefined` when the choice stays. */
function chooseHintedBid(answer) {
  if (document.getElementById("bids").hidden) return undefined;
  const bids = [...document.querySelectorAll("#bid-list [role=option]")];
  const bid = bids.findIndex((option) => option.dataset.move === answer.move);
  if (bid < 0 || bid === local.bidIndex) return undefined;
  local.bidIndex = bid;
  wired.redraw();
  const option = document.querySelector("#bid-list [tabindex='0']");
  if (option) option.focus();
  return option ? option.textContent : null;
}

/** Whether the player, out of turn, may still react to the last card: take back the
 * capture his own card missed, or challenge the capture just made (the room waits). */
function reactionOpen(current) {
  if (!current || current.seat === null || current.over) return false;
  return (current.extra || []).some((move) => move === "challenge" || move.startsWith("claim:"));
}

/** Let the last card pass (Enter out of turn, or the command pass): the room's computer
 * players stop waiting for this player's correction or challenge. */
async function goOn() {
  const current = frame();
  if (!reactionOpen(current) || current.to_move === current.seat) {
    alertNow(t("nothing-to-pass"));
    return;
  }
  const answer = await ask("go_on", { table: state().current });
  if (answer) announce(t("gone-on"));
}

/** Send `move` from the frame on screen: `true` when the room took it, `false` when it was
 * refused (and said so), `null` when it was not sent because a move from this same frame is
 * already on its way. */
async function send(move) {
  const current = frame();
  if (!current) return false;
  if (current.seat === null) {
    alertNow(t("spectator-cannot-play"));
    state().sounds.play("error");
    return false;
  }
  if (sentFrom && sentFrom.table === current.table && sentFrom.version === current.version) {
    return null;
  }
  movesSent += 1;
  sentFrom = { table: current.table, version: current.version };
  try {
    await sendMove(current, move);
    return true;
  } catch (error) {
    sentFrom = null;
    if (error.code) refuse(error);
    else throw error;
    return false;
  }
}

function play(argument) {
  const current = frame();
  const view = current.view;
  if (current.over) { alertNow(t("turn-over")); return; }
  if (local.mode === "take") { sendTake(); return; }
  if (local.mode === "confirm") { sendDiscard(); return; }
  if (local.mode === "choose") { alertNow(t("choose-first", { count: local.choices.length })); return; }
  const hinted = argument === undefined && hintedOutOfHand(current);
  if (hinted) { send(hinted); return; }
  if (current.to_move !== current.seat && reactionOpen(current)) { goOn(); return; }
  const bids = document.getElementById("bids");
  if (!bids.hidden) {
    const option = document.querySelectorAll("#bid-list [role=option]")[local.bidIndex];
    if (option) send(option.dataset.move);
    return;
  }
  if (view.closing && current.to_move === current.seat) { send("end"); return; }
  const index = argument === undefined ? local.selected : argument;
  const code = view.hand && view.hand[index];
  if (!code) { alertNow(t("no-card-chosen")); return; }
  if (discardingNow(current)) { toggleMark(code); return; }
  const said = current.speech || {};
  const refusal = said.refusals && said.refusals[index];
  if (refusal) {
    alertNow(refusal);
    state().sounds.play("error");
    return;
  }
  if (view.rules && view.rules.manual) {
    startTake(current, code);
    return;
  }
  const moves = (current.legal || []).filter((move) => move.split(":")[0].toLowerCase() === code.toLowerCase());
  if (moves.length > 1) {
    askChoice(code, moves, false);
    return;
  }
  send(moves.length ? moves[0] : code);
}

/** Under manual capture, `code` chosen: ask for the table cards it takes, with those the
 * hint named already taken when the hint was this card's capture (Enter then plays it). */
function startTake(current, code) {
  local.mode = "take";
  local.card = code;
  const taken = hintedTake(current, code);
  local.take = new Set(taken);
  wired.redraw();
  alertNow(taken.length
    ? t("take-start-hinted", { card: cardNamed(code), cards: tableNamed(current, taken) })
    : t("take-start", { card: cardNamed(code) }));
}

/** The table cards at `numbers` (from 1) as one list with its cases, for a sentence. */
function tableNamed(current, numbers) {
  return listNamed(numbers.map((number) => cardNamed(current.view.table[number - 1])));
}

/** The table positions (from 1) of the cards the last hint took with `code`, in this
 * position; none when the hint was about another card, a lay or an earlier position. */
function hintedTake(current, code) {
  const hint = local.hint;
  if (!hint || !hint.move || hint.version !== current.version) return [];
  const [card, take] = hint.move.split(":");
  if (!take || card.toLowerCase() !== code.toLowerCase()) return [];
  const table = current.view.table.map((each) => each.toLowerCase());
  return take.split("+").map((each) => table.indexOf(each.toLowerCase()) + 1)
    .filter((number) => number > 0);
}

/** Open the choice box: which of `moves` (captures of `code`, or claims of it). */
function askChoice(code, moves, claiming) {
  local.mode = "choose";
  local.claim = claiming;
  local.card = code;
  local.choices = moves;
  wired.redraw();
  const choices = moves.map((move, i) => choiceLabel(move, i));
  const asked = t(claiming ? "choose-claim" : "choose-capture", { card: cardNamed(code), choices: choicesSaid(choices) });
  // The focus goes to the hint's choice, so Enter takes it, as the terminal's Enter does.
  alertNow(moves.some(isHinted) ? [asked, t("choice-enter-hinted")].join(" ") : asked);
  focusHintedChoice();
}

/** The focus on the choice the last hint named (the first when it named none). */
function focusHintedChoice() {
  const hinted = Math.max(0, local.choices.findIndex(isHinted));
  const focused = document.querySelectorAll("#choice-options button")[hinted];
  if (focused) focused.focus();
}

/**
 * Claim the capture the player before missed (Spanish penalties), or take back the one
 * this player's own card just missed (self-correction): at once when it can be taken in
 * one way, else chosen in the choice box like a capture (`number` picks one).
 */
function claim(number) {
  const current = frame();
  const claims = claimsOf(current);
  if (!claims.length) {
    const { spanish, correcting } = sweepPowers(current.view);
    alertNow(t(spanish ? "no-claim" : correcting ? "no-claim-own" : "refuse-no-claims"));
    state().sounds.play("error");
    return;
  }
  if (local.mode === "take") { local.mode = null; local.take.clear(); }
  if (number !== undefined && number >= 1 && number <= claims.length) {
    send(claims[number - 1]);
    return;
  }
  if (claims.length === 1) {
    send(claims[0]);
    return;
  }
  askChoice(claims[0].split(":")[1], claims, true);
}

async function choose(number) {
  if (number < 1 || number > local.choices.length) {
    alertNow(t("choice-bad", { count: local.choices.length }));
    return;
  }
  const move = local.choices[number - 1];
  // The choice stays on screen until the room answers: the frame that follows puts the
  // focus on the next card (one focus change); a refusal brings it back to this card.
  if (await send(move) === false) {
    endChoice();
    focusGame();
  }
}

function toggleTake(number) {
  const current = frame();
  const cards = current.view.table;
  if (number < 1 || number > cards.length) {
    alertNow(t("table-card-none", { number, count: cards.length }));
    return;
  }
  const code = cards[number - 1];
  if (local.take.has(number)) {
    local.take.delete(number);
    announce(t("take-off", { number, card: cardName(code) }), { keep: false });
  } else {
    local.take.add(number);
    announce(t("take-on", { number, card: cardName(code) }), { keep: false });
  }
  wired.redraw();
}

async function sendTake() {
  const current = frame();
  const taken = [...local.take].sort((a, b) => a - b).map((n) => current.view.table[n - 1]);
  const move = taken.length ? `${local.card}:${taken.join("+")}` : local.card;
  if (await send(move) === false) {
    endChoice();
    focusGame();
  }
}

/** Mark the chosen card for the discard, if it is not marked yet (Shift and an arrow). */
function markSelected() {
  const current = frame();
  const code = current && current.view.hand && current.view.hand[local.selected];
  if (code && !local.marked.has(code)) toggleMark(code);
}

/** Mark or unmark a card for the discard. */
function toggleMark(code) {
  const current = frame();
  const need = current.view.discard_count;
  if (local.marked.has(code)) {
    local.marked.delete(code);
    announce(t("discard-unmarked", { card: cardName(code), marked: local.marked.size, need }), { keep: false });
  } else if (local.marked.size >= need) {
    alertNow(t("discard-full", { need }));
    return;
  } else {
    local.marked.add(code);
    announce(t("discard-marked", { card: cardName(code), marked: local.marked.size, need }), { keep: false });
  }
  wired.redraw();
  if (local.marked.size === need) confirmDiscard();
}

function confirmDiscard() {
  const current = frame();
  const need = current.view.discard_count;
  if (local.marked.size !== need) {
    alertNow(t("discard-status", { marked: local.marked.size, need }));
    return;
  }
  local.mode = "confirm";
  const names = listNamed([...local.marked].map(cardNamed));
  alertNow(t("discard-confirm", { cards: names, yes: keyLabel(state().settings.keys.yes), no: keyLabel(state().settings.keys.no) }));
  wired.redraw();
}

async function sendDiscard() {
  const cards = [...local.marked];
  local.mode = null;
  if (await send(`discard:${cards.join("+")}`)) local.marked.clear();
  wired.redraw();
}

function focusSelected() {
  const option = document.getElementById(`hand-card-${local.selected}`);
  if (option) option.focus();
}

/** Choose hand card `index` (it gets the focus when `focus`). */
export function select(index, { focus = true } = {}) {
  const current = frame();
  if (!current || !current.view.hand || !current.view.hand.length) return;
  const cards = current.view.hand;
  local.selected = Math.max(0, Math.min(cards.length - 1, index));
  local.selectedCard = cards[local.selected];
  const hand = document.getElementById("hand");
  const discarding = discardingNow(current);
  for (const option of hand.children) {
    const chosen = Number(option.dataset.index) === local.selected;
    option.tabIndex = chosen ? 0 : -1;
    option.classList.toggle("current", chosen);
    if (!discarding) setAttr(option, "aria-selected", String(chosen));
  }
  if (focus) focusSelected();
}

/** Move the choice one step in the hand or the markers (arrow keys). */
function moveSelection(step, event) {
  const bids = document.getElementById("bid-list");
  if (bids.contains(event.target)) {
    const count = bids.children.length;
    local.bidIndex = (local.bidIndex + step + count) % count;
    wired.redraw();
    bids.querySelector("[tabindex='0']").focus();
    return;
  }
  const current = frame();
  if (!current || !current.view.hand || !current.view.hand.length) return;
  select(Math.max(0, Math.min(current.view.hand.length - 1, local.selected + step)));
}

function onKey(event) {
  const target = event.target;
  const onControl = target.closest("button, input, select, textarea, a, summary");
  if (onControl && !target.closest("#actions")) {
    // On a capture's choice buttons the digits still choose; anywhere, Escape cancels.
    const digitKey = /^(Digit|Numpad)([1-9])$/.exec(event.code);
    if (digitKey && target.closest("#choice")) {
      event.preventDefault();
      choose(Number(digitKey[2]));
    } else if (event.key === "Escape" && local.mode) {
      event.preventDefault();
      cancel();
    }
    return;
  }
  const arrow = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
  if (arrow && event.shiftKey && target.closest("#hand") && discardingNow(frame())) {
    // Shift and an arrow mark the cards passed over, as in any list with several choices.
    event.preventDefault();
    moveSelection(arrow, event);
    markSelected();
    return;
  }
  if (arrow && target.id === "game") {
    // The arrows on the game area itself go to the hand (or the markers).
    event.preventDefault();
    focusGame();
    return;
  }
  if (["ArrowLeft", "ArrowUp"].includes(event.key) && target.closest("[role=listbox]")) {
    event.preventDefault();
    moveSelection(-1, event);
    return;
  }
  if (["ArrowRight", "ArrowDown"].includes(event.key) && target.closest("[role=listbox]")) {
    event.preventDefault();
    moveSelection(1, event);
    return;
  }
  if ((event.key === "Home" || event.key === "End") && target.closest("#hand")) {
    event.preventDefault();
    select(event.key === "Home" ? 0 : Number.MAX_SAFE_INTEGER);
    return;
  }
  if (onControl && (event.code === "Enter" || event.code === "Space")) return;
  const found = actionFor(event, state().settings.keys);
  if (!found) return;
  event.preventDefault();
  if (found.digit) digit(found.digit);
  else act(found.action);
}
