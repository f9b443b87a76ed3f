// The real frames of tests/js/frames.json (made by capture_frames.py), as the page's
// connection hands them on: answers that are only `ok` are not frames for the state.
import { readFileSync } from "node:fs";

const captured = JSON.parse(readFileSync(new URL("./frames.json", import.meta.url), "utf8"));

/** The frames one connection ("Ana" or "Bo") received, in order, without the `ok`s. */
export function framesTo(name) {
  return captured.filter((item) => item.to === name && item.frame.type !== "ok").map((item) => item.frame);
}

/** The first frame to `name` that `wanted` accepts. */
export function firstFrame(name, wanted) {
  const found = framesTo(name).find(wanted);
  if (!found) throw new Error(`no such frame to ${name} in frames.json`);
  return found;
}

/** A state as plain data (Maps as entry lists), to compare before and after. */
export function snapshot(state) {
  return JSON.stringify(state, (key, value) => (value instanceof Map ? [...value.entries()] : value));
}
