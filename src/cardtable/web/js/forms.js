/**
 * Labelled form controls, built the same way everywhere: every control has a <label>, and
 * a help line, when there is one, is tied to it with aria-describedby.
 */

function describe(wrapper, control, help) {
  if (!help) return;
  const note = document.createElement("p");
  note.className = "field-help";
  note.id = `${control.id}-help`;
  note.textContent = help;
  control.setAttribute("aria-describedby", note.id);
  wrapper.append(note);
}

/** A control (with an id) under its label, and an optional help line. */
export function field(labelText, control, help) {
  const wrapper = document.createElement("div");
  wrapper.className = "field";
  const label = document.createElement("label");
  label.htmlFor = control.id;
  label.textContent = labelText;
  wrapper.append(label, control);
  describe(wrapper, control, help);
  return wrapper;
}

/** A <select> with `choices` ([value, text] pairs) and `value` chosen. */
export function select(id, name, choices, value) {
  const element = document.createElement("select");
  element.id = id;
  if (name) element.name = name;
  for (const [optionValue, text] of choices) element.append(new Option(text, optionValue));
  if (value !== undefined) element.value = value;
  return element;
}

/** A checkbox before its label, and an optional help line. */
export function checkbox(id, name, text, { checked = false, help = null } = {}) {
  const wrapper = document.createElement("div");
  wrapper.className = "field check";
  const input = document.createElement("input");
  input.type = "checkbox";
  input.id = id;
  if (name) input.name = name;
  input.checked = checked;
  const label = document.createElement("label");
  label.htmlFor = id;
  label.textContent = text;
  wrapper.append(input, label);
  describe(wrapper, input, help);
  return wrapper;
}

/** A whole-number <input> from `min` to `max`. */
export function numberInput(id, name, min, max) {
  const input = document.createElement("input");
  input.type = "number";
  input.id = id;
  input.name = name;
  input.min = String(min);
  input.max = String(max);
  return input;
}
