/**
 * Lists updated in place: the elements of a container are kept by a key (a card, an
 * action, a seat), created only for new keys, removed only for keys that are gone, and
 * reordered around the element that has the focus, never moving it. A screen reader hears
 * a focus change only when the player moves the focus or the focused element is gone.
 */

/**
 * Make `container`'s children match `items`: `key(item)` names each, `create(item)` makes
 * the element of a new key, `update(element, item, index)` brings an element up to date
 * (with `setText`/`setAttr`, which touch the DOM only on a change). Returns whether the
 * element that had the focus is gone (the caller then puts the focus somewhere sensible).
 */
export function reconcile(container, items, { key, create, update }) {
  const byKey = new Map();
  for (const element of [...container.children]) {
    if (element.dataset.key !== undefined) byKey.set(element.dataset.key, element);
    else element.remove();
  }
  const focused = document.activeElement;
  const hadFocus = container.contains(focused) && focused !== container;
  const wanted = items.map((item, index) => {
    const name = String(key(item));
    let element = byKey.get(name);
    if (!element) {
      element = create(item);
      element.dataset.key = name;
    }
    byKey.delete(name);
    update(element, item, index);
    return element;
  });
  for (const gone of byKey.values()) gone.remove();
  const pivot = wanted.findIndex((element) => element.contains(focused));
  if (pivot < 0) {
    wanted.forEach((element, index) => {
      if (container.children[index] !== element) container.insertBefore(element, container.children[index] || null);
    });
  } else {
    let anchor = wanted[pivot];
    for (let index = pivot - 1; index >= 0; index -= 1) {
      if (wanted[index].nextElementSibling !== anchor) container.insertBefore(wanted[index], anchor);
      anchor = wanted[index];
    }
    anchor = wanted[pivot];
    for (let index = pivot + 1; index < wanted.length; index += 1) {
      if (anchor.nextElementSibling !== wanted[index]) anchor.after(wanted[index]);
      anchor = wanted[index];
    }
  }
  return hadFocus && !container.contains(document.activeElement);
}

/** Set an element's text, only if it differs. */
export function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

/** Set (or, for null, remove) an attribute, only if it differs. */
export function setAttr(element, name, value) {
  if (value === null || value === undefined || value === false) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== String(value)) {
    element.setAttribute(name, String(value));
  }
}

/** A new element `tag` of class `className`, empty. */
export function make(tag, className) {
  const element = document.createElement(tag);
  element.className = className;
  return element;
}
