/**
 * The game area's keys: RULES.md section 4 (Enter, C, 1-9, S, T, Space) plus the arrows,
 * D, H, ?, R (say the last again) and K (claim a missed capture, RULES.md 2.10), and the few
 * the terminal adds (Escape, Y and N for a question). Keys are
 * matched by their physical place (`KeyboardEvent.code`), so the letters answer on any
 * layout (the key marked C is С on a Russian keyboard). Every action can be remapped.
 */

/** Action → the key code that gives it (remappable; digits and arrows are fixed). */
export const DEFAULT_KEYS = Object.freeze({
  play: "Enter",
  table: "KeyC",
  score: "KeyS",
  turn: "KeyT",
  challenge: "Space",
  claim: "KeyK",
  pile: "KeyD",
  help: "KeyH",
  hint: "Slash",
  repeat: "KeyR",
  hand: "KeyA",
  yes: "KeyY",
  no: "KeyN",
  cancel: "Escape",
});

/** The actions in the order the help and the settings list them. */
export const ACTIONS = Object.keys(DEFAULT_KEYS);

const FIXED = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Tab",
  ...Array.from({ length: 9 }, (_, i) => `Digit${i + 1}`),
  ...Array.from({ length: 9 }, (_, i) => `Numpad${i + 1}`)]);

/** Whether `code` may be given to an action (not an arrow, digit, Tab or a modifier). */
export function assignable(code) {
  return Boolean(code) && !FIXED.has(code) && !/^(Shift|Control|Alt|Meta|OS)/.test(code);
}

/** A key code as people name it: "KeyC" → "C", "Slash" → "/", "Space" → "Space". */
export function keyLabel(code) {
  if (code.startsWith("Key")) return code.slice(3);
  if (code.startsWith("Digit")) return code.slice(5);
  const names = { Slash: "?", Space: "Space", Enter: "Enter", Escape: "Escape",
    Backquote: "`", Minus: "-", Equal: "=", BracketLeft: "[", BracketRight: "]",
    Semicolon: ";", Quote: "'", Comma: ",", Period: ".", Backslash: "\\" };
  return names[code] || code;
}

/**
 * What a key press means: `{action}` for a mapped key, `{digit: n}` for 1-9, or null.
 * Keys with Ctrl, Alt or Meta are left to the browser and the screen reader.
 */
export function actionFor(event, keys) {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  const digit = /^(Digit|Numpad)([1-9])$/.exec(event.code);
  if (digit) return { digit: Number(digit[2]) };
  // "?" is Shift+/ on most layouts: either gives the hint.
  if (event.key === "?") return { action: "hint" };
  for (const [action, code] of Object.entries(keys)) {
    if (code === event.code) return { action };
  }
  return null;
}

/** The actions that share a key with another (a remapping to refuse). */
export function clashes(keys) {
  const seen = new Map();
  const found = [];
  for (const [action, code] of Object.entries(keys)) {
    if (seen.has(code)) found.push([seen.get(code), action, code]);
    else seen.set(code, action);
  }
  return found;
}
