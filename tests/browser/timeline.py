"""What a screen reader user meets, with its times: every text a live region takes (any
``aria-live`` region, ``role=status``, ``log`` or ``alert``), every focus change and every key,
recorded in the page from its first script on (``install``) and read back (``read``).

The checks here are the rules the page must keep, whatever it says:
- no focus change within 50 ms of an assertive announcement unless a key was pressed;
- nothing said replaces an utterance before its reading time (unless a key was pressed);
- no text said twice in a row by two regions (a chat line by the log and the announcer).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

RECORDER_JS = r"""
(() => {
  const t0 = performance.now();
  const log = [];
  window.__timeline = log;
  const now = () => Math.round(performance.now() - t0);
  window.__timelineNow = now;
  const liveOf = (node) => {
    let el = node && (node.nodeType === 1 ? node : node.parentElement);
    while (el) {
      const live = el.getAttribute("aria-live");
      const role = el.getAttribute("role");
      if (live === "off") return null;
      if (live) return [el, live];
      if (role === "status" || role === "log") return [el, "polite"];
      if (role === "alert") return [el, "assertive"];
      el = el.parentElement;
    }
    return null;
  };
  const name = (el) => el ? (el.id || el.dataset.card || el.tagName.toLowerCase()) : "?";
  const observer = new MutationObserver((mutations) => {
    const seen = new Set();
    for (const m of mutations) {
      const found = liveOf(m.target);
      if (!found) continue;
      const [region, level] = found;
      if (seen.has(region)) continue;
      seen.add(region);
      if (region.closest("[hidden]")) continue;
      let text = "";
      if (region.getAttribute("aria-atomic") === "true" || region.getAttribute("role") === "status"
          || region.getAttribute("role") === "alert") {
        text = region.textContent.trim();
      } else {
        // A log says what was added, not the whole log again.
        const added = [];
        for (const each of mutations) {
          if (liveOf(each.target)?.[0] !== region) continue;
          for (const node of each.addedNodes) added.push((node.textContent || "").trim());
          if (each.type === "characterData") added.push((each.target.textContent || "").trim());
        }
        text = added.filter(Boolean).join(" ");
      }
      log.push({t: now(), kind: "live", level, region: name(region), text});
    }
  });
  observer.observe(document, {subtree: true, childList: true, characterData: true});
  document.addEventListener("focusin", (e) => {
    const el = e.target;
    log.push({t: now(), kind: "focus", target: name(el),
              label: el.getAttribute("aria-label") || (el.textContent || "").trim().slice(0, 80)});
  }, true);
  window.addEventListener("keydown", (e) => log.push({t: now(), kind: "key", key: e.key}), true);
})();
"""

KEY_WINDOW_MS = 1000
"""A focus change or an interruption this soon after a key press is the player's doing."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One moment of the timeline."""

    t: int
    kind: str
    text: str = ""
    level: str = ""
    region: str = ""
    target: str = ""


def install(context: Any) -> None:
    """Record the timeline of every page of a browser context from its first script."""
    context.add_init_script(script=RECORDER_JS)


def read(page: Any) -> list[Entry]:
    """The page's timeline so far."""
    raw: list[dict[str, Any]] = page.evaluate("() => window.__timeline || []")
    return [Entry(t=e["t"], kind=e["kind"], text=e.get("text") or e.get("label") or e.get("key")
                  or "", level=e.get("level", ""), region=e.get("region", ""),
                  target=e.get("target", "")) for e in raw]


def said(timeline: list[Entry]) -> list[Entry]:
    """The live-region texts that say something (a region emptied says nothing)."""
    return [e for e in timeline if e.kind == "live" and e.text]


def key_before(timeline: list[Entry], t: int, window: int = KEY_WINDOW_MS) -> bool:
    """Whether a key was pressed in the ``window`` ms up to ``t``."""
    return any(e.kind == "key" and t - window <= e.t <= t for e in timeline)


def focus_near_assertive(timeline: list[Entry], within: int = 50) -> list[tuple[Entry, Entry]]:
    """Focus changes within ``within`` ms of an assertive announcement, no key pressed."""
    found = []
    alerts = [e for e in said(timeline) if e.level == "assertive"]
    for focus in (e for e in timeline if e.kind == "focus"):
        if key_before(timeline, focus.t):
            continue
        for alert in alerts:
            if abs(alert.t - focus.t) <= within:
                found.append((focus, alert))
    return found


def reading_ms(text: str, words_per_minute: float) -> float:
    """How long a screen reader at ``words_per_minute`` takes to say ``text`` (six characters
    a word, as screen reader rates are counted)."""
    return len(text) / (words_per_minute * 6) * 60000


def cut_short(timeline: list[Entry], words_per_minute: float,
              only: tuple[str, ...] = ()) -> list[tuple[Entry, Entry, float]]:
    """Utterances replaced (by any region) before their reading time had passed, with no
    key pressed meanwhile: (utterance, what replaced it, the time it had). ``only``: check
    just the utterances containing one of these texts."""
    spoken = said(timeline)
    found = []
    for here, after in zip(spoken, spoken[1:], strict=False):
        if only and not any(part in here.text for part in only):
            continue
        had = after.t - here.t
        if had < reading_ms(here.text, words_per_minute) and not any(
                e.kind == "key" and here.t <= e.t <= after.t for e in timeline):
            found.append((here, after, had))
    return found


def repeated(timeline: list[Entry], window: int = 2000) -> list[tuple[Entry, Entry]]:
    """The same text said twice within ``window`` ms by different regions."""
    spoken = said(timeline)
    found = []
    for index, here in enumerate(spoken):
        for after in spoken[index + 1:]:
            if after.t - here.t > window:
                break
            if after.region != here.region and (here.text in after.text
                                                or after.text in here.text):
                found.append((here, after))
    return found


def transcript(timeline: list[Entry]) -> str:
    """The timeline as lines a person can read: time, what was said or focused or pressed."""
    lines = []
    for e in timeline:
        if e.kind == "live" and e.text:
            lines.append(f"{e.t / 1000:8.2f}s  {e.level:<9} {e.text}")
        elif e.kind == "focus":
            lines.append(f"{e.t / 1000:8.2f}s  focus     {e.text}")
        elif e.kind == "key":
            lines.append(f"{e.t / 1000:8.2f}s  key       {e.text}")
    return "\n".join(lines)
