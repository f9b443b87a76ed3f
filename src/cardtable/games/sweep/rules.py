"""Options of the sweep games (RULES.md 2.2-2.8): one immutable, validated set per game.

``Rules.preset(name, **overrides)`` starts from a preset of RULES.md 2.8 and overrides any
option; the modifiers ``fifteen``, ``scopone``, ``muerto`` and ``manual`` are keywords too.
Under *manual*, ``penalties`` chooses how errors are dealt with (RULES.md 2.10): by
challenges, or by the Spanish end-of-round check and claims (the default for Escoba).
An impossible combination raises ``OptionError`` naming the option and what is allowed.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from functools import cache
from typing import Any, Final

from cardtable.cards import DeckStyle
from cardtable.games.base import OptionError

CAPTURE_RULES: Final = ("match", "fifteen")
DEALINGS: Final = ("standard", "scopone")
FIRST_PLAYERS: Final = ("dealer", "after-dealer")
PENALTIES: Final = ("challenge", "spanish")
MUST_CAPTURE: Final = ("card", "any")
"""``card``: the card played must take if it can (a card that takes nothing may be laid);
``any``: a player who can take with any card must play a capturing card."""
"""How errors are dealt with under *manual* (RULES.md 2.7 and 2.10)."""
SPANISH_PENALTY_PRESETS: Final = ("escoba", "escoba-primiera")
"""Presets whose *manual* capture uses the Spanish penalties unless told otherwise."""
CATEGORIES: Final = ("cards", "diamonds", "settebello", "sevens", "primiera", "under-ten")
"""Scoring categories of RULES.md 2.5 (sweeps always score and are not listed)."""
MAX_PLAYERS: Final = 6


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of a sweep game, resolved and validated. Build with ``Rules.preset``."""

    preset_name: str = "classic"
    """The preset these rules started from (``preset`` in records)."""
    players: int = 2
    teams: bool = False
    target: int = 11
    margin: int = 2
    deck: DeckStyle = DeckStyle.FRENCH_NUMERIC
    capture: str = "match"
    """``match`` (a card takes its value) or ``fifteen`` (card plus taken cards make 15)."""
    max_sum_cards: int | None = 2
    """Under ``match``: most cards a sum may have; ``None`` for any number."""
    single_priority: bool = False
    """Under ``match``: a table card equal to the played one must be taken alone."""
    first_player: str = "dealer"
    last_play_sweep: bool = True
    """Whether a sweep made by the last card of a round scores."""
    scoring: tuple[str, ...] = ("cards", "diamonds", "settebello", "sevens")
    all_diamonds_bonus: bool = False
    """All ten special-suit cards score 2 instead of 1."""
    all_sevens_bonus: bool = False
    """All four sevens score 2 instead of 1."""
    opening_sweeps: bool = False
    """The dealer's opening escobas (an opening table of 15, or two groups of 15)."""
    no_capture_loss: bool = False
    """A side that captures nothing in a round loses the game (never under *muerto*, whose
    aim is to take as little as possible: ``preset`` turns it off there)."""
    max_rounds: int | None = None
    """A round limit (``None``: none, every preset's default): when a round ends at it with
    nobody past the target, the leading side wins and level leaders draw."""
    must_capture: str = "card"
    """Compulsory capture (``MUST_CAPTURE``): ``card``, the presets' rule, or ``any``."""
    dealing: str = "standard"
    muerto: bool = False
    manual: bool = False
    penalties: str = "challenge"
    """Under *manual*: ``challenge`` (RULES.md 2.7) or ``spanish`` (2.10: no challenges; a
    missed capture may be claimed, and the captures are checked at the end of the round)."""
    self_correction: bool = True
    """Under *manual*: a player who laid a card that could have captured may still take that
    capture himself until the next player starts (seed 003); under the Spanish penalties
    it is offered to him before the next player may claim it."""
    first_dealer: int = 0
    dealer_draw: bool = False
    """The first dealer is whoever draws the highest card (seed 003; the escoba presets),
    not ``first_dealer``; level highest draw again."""

    def __post_init__(self) -> None:
        _validate(self)

    # Construction ---------------------------------------------------------------------

    @classmethod
    def preset(cls, name: str = "classic", **overrides: Any) -> Rules:
        """The rules of a preset (``classic``, ``scopa``, ``escoba``, ``escoba-primiera``).

        Every option may be overridden by keyword; ``fifteen=True`` and ``scopone=True`` are
        the modifiers of RULES.md 2.7 (with ``muerto`` and ``manual``). Unless ``penalties``
        is given, ``escoba`` and ``escoba-primiera`` with ``manual=True`` (and their capture
        by fifteen) resolve to ``penalties="spanish"`` (RULES.md 2.10); everything else to
        ``challenge``.
        """
        if name not in PRESETS:
            raise OptionError(
                f"{name!r} is not a preset: choose one of {', '.join(PRESETS)}"
            )
        values: dict[str, Any] = dict(PRESETS[name])
        values["preset_name"] = name
        overrides = dict(overrides)
        if overrides.pop("fifteen", False):
            if overrides.get("capture", "fifteen") != "fifteen":
                raise OptionError("fifteen sets capture to fifteen: do not also give capture")
            values["capture"] = "fifteen"
        if overrides.pop("scopone", False):
            if overrides.get("dealing", "scopone") != "scopone":
                raise OptionError("scopone sets dealing to scopone: do not also give dealing")
            values["dealing"] = "scopone"
        unknown = set(overrides) - _FIELD_NAMES
        if unknown:
            raise OptionError(
                f"unknown option {', '.join(sorted(unknown))}: the options are "
                f"{', '.join(sorted(_FIELD_NAMES - {'preset_name'}))}, fifteen and scopone"
            )
        values.update(overrides)
        if "first_dealer" in overrides and "dealer_draw" not in overrides:
            values["dealer_draw"] = False  # a dealer chosen is not drawn for
        if values.get("muerto") is True and values.get("no_capture_loss") is True:
            if overrides.get("no_capture_loss") is True:
                raise OptionError(
                    "no_capture_loss cannot go with muerto: under muerto the aim is to take "
                    "as little as possible, so taking nothing must not lose the game")
            values["no_capture_loss"] = False
        if ("penalties" not in overrides and name in SPANISH_PENALTY_PRESETS
                and values.get("manual") is True and values.get("capture") == "fifteen"):
            values["penalties"] = "spanish"
        if "teams" not in overrides:
            values["teams"] = name != "classic" and values.get("players", 2) in (4, 6)
        if "scoring" in overrides and not isinstance(values["scoring"], tuple):
            values["scoring"] = _as_categories(values["scoring"])
        values["deck"] = _as_deck(values["deck"])
        return cls(**values)

    @classmethod
    def from_options(cls, options: dict[str, Any]) -> Rules:
        """Rules from a record's resolved ``options`` (the output of ``to_options``)."""
        try:
            values = dict(options)
            values["preset_name"] = values.pop("preset", "classic")
            values["scoring"] = _as_categories(values.get("scoring", ()))
            if "deck" in values:
                values["deck"] = _as_deck(values["deck"])
            return cls(**values)
        except (TypeError, ValueError) as error:
            raise OptionError(f"bad options in record: {error}") from error

    def with_options(self, **overrides: Any) -> Rules:
        """A copy with some options changed, validated again."""
        return replace(self, **overrides)

    def to_options(self) -> dict[str, Any]:
        """Every resolved option as JSON-ready values (the ``options`` of a record)."""
        out = asdict(self)
        out = {"preset": out.pop("preset_name"), **out}
        out["deck"] = self.deck.value
        out["scoring"] = list(self.scoring)
        return out

    # Derived facts --------------------------------------------------------------------

    @property
    def fifteen(self) -> bool:
        """Whether the capture rule is fifteen."""
        return self.capture == "fifteen"

    @property
    def scopone(self) -> bool:
        """Whether the scopone dealing is used."""
        return self.dealing == "scopone"

    @property
    def spanish_penalties(self) -> bool:
        """Whether the Spanish penalties of RULES.md 2.10 replace challenges."""
        return self.penalties == "spanish"

    @property
    def self_correcting(self) -> bool:
        """Whether a player who lays a card that could have taken may still take that
        capture until the next card (seed 003): ``self_correction`` under *manual* capture
        (without it the room finds every capture)."""
        return self.manual and self.self_correction

    @property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """Seats of each side: one seat per side, or two teams of alternate seats."""
        return _sides(self.players, self.teams)

    @property
    def modifiers(self) -> tuple[str, ...]:
        """The modifiers of RULES.md 2.7 in force, by name."""
        on = (
            ("fifteen", self.fifteen and PRESETS[self.preset_name]["capture"] != "fifteen"),
            ("scopone", self.scopone),
            ("muerto", self.muerto),
            ("manual", self.manual),
        )
        return tuple(name for name, active in on if active)


_FIELD_NAMES: Final = frozenset(f.name for f in fields(Rules))

PRESETS: Final[dict[str, dict[str, Any]]] = {
    "classic": {
        "deck": DeckStyle.FRENCH_NUMERIC, "capture": "match", "max_sum_cards": 2,
        "single_priority": False, "first_player": "dealer", "margin": 2, "target": 11,
        "scoring": ("cards", "diamonds", "settebello", "sevens"), "last_play_sweep": True,
    },
    "scopa": {
        "deck": DeckStyle.ITALIAN, "capture": "match", "max_sum_cards": None,
        "single_priority": True, "first_player": "after-dealer", "margin": 1, "target": 11,
        "scoring": ("cards", "diamonds", "settebello", "primiera"), "last_play_sweep": False,
    },
    "escoba": {
        "deck": DeckStyle.SPANISH, "capture": "fifteen", "max_sum_cards": None,
        "single_priority": False, "first_player": "after-dealer", "margin": 1, "target": 21,
        "scoring": ("cards", "diamonds", "settebello", "sevens", "under-ten"),
        "last_play_sweep": True, "all_diamonds_bonus": True, "all_sevens_bonus": True,
        "opening_sweeps": True, "no_capture_loss": True, "dealer_draw": True,
    },
    "escoba-primiera": {
        "deck": DeckStyle.SPANISH, "capture": "fifteen", "max_sum_cards": None,
        "single_priority": False, "first_player": "after-dealer", "margin": 1, "target": 21,
        "scoring": ("cards", "diamonds", "settebello", "primiera"), "last_play_sweep": True,
        "opening_sweeps": True, "dealer_draw": True,
    },
}
"""The presets of RULES.md 2.8 as option values; every other option keeps its default."""


def _as_categories(raw: Any) -> tuple[str, ...]:
    if isinstance(raw, str):
        raw = [part for part in raw.replace(",", " ").split() if part]
    return tuple(raw)


def _as_deck(raw: Any) -> DeckStyle:
    try:
        return DeckStyle(raw)
    except ValueError:
        raise OptionError(
            f"deck must be one of {', '.join(d.value for d in DeckStyle)}; got {raw!r}"
        ) from None


def _validate(rules: Rules) -> None:
    def need(ok: bool, message: str) -> None:
        if not ok:
            raise OptionError(message)

    need(rules.preset_name in PRESETS, f"preset must be one of {', '.join(PRESETS)}")
    need(isinstance(rules.players, int) and not isinstance(rules.players, bool)
         and 2 <= rules.players <= MAX_PLAYERS,
         f"players must be 2 to {MAX_PLAYERS}; got {rules.players!r}")
    need(not rules.teams or rules.players in (4, 6),
         f"teams need 4 or 6 players (two sides of 2 or 3); got {rules.players} players")
    need(_positive_int(rules.target),
         f"target must be a positive whole number; got {rules.target!r}")
    need(_positive_int(rules.margin),
         f"margin must be a positive whole number; got {rules.margin!r}")
    need(isinstance(rules.deck, DeckStyle),
         f"deck must be one of {', '.join(d.value for d in DeckStyle)}; got {rules.deck!r}")
    need(rules.capture in CAPTURE_RULES,
         f"capture must be match or fifteen; got {rules.capture!r}")
    need(rules.max_sum_cards is None or _positive_int(rules.max_sum_cards),
         f"max_sum_cards must be a positive whole number or None (any number); "
         f"got {rules.max_sum_cards!r}")
    need(rules.first_player in FIRST_PLAYERS,
         f"first_player must be dealer or after-dealer; got {rules.first_player!r}")
    need(rules.dealing in DEALINGS, f"dealing must be standard or scopone; got {rules.dealing!r}")
    need(isinstance(rules.scoring, tuple), "scoring must be a list of categories")
    for category in rules.scoring:
        need(category in CATEGORIES,
             f"{category!r} is not a scoring category: use {', '.join(CATEGORIES)}")
    need(len(set(rules.scoring)) == len(rules.scoring), "scoring lists a category twice")
    need(isinstance(rules.first_dealer, int) and 0 <= rules.first_dealer < rules.players,
         f"first_dealer must be a seat 0 to {rules.players - 1}; got {rules.first_dealer!r}")
    need(rules.penalties in PENALTIES,
         f"penalties must be challenge or spanish; got {rules.penalties!r}")
    need(isinstance(rules.dealer_draw, bool),
         f"dealer_draw must be true or false; got {rules.dealer_draw!r}")
    need(rules.max_rounds is None or _positive_int(rules.max_rounds),
         f"max_rounds must be a positive whole number or None (no limit); "
         f"got {rules.max_rounds!r}")
    need(rules.must_capture in MUST_CAPTURE,
         f"must_capture must be card or any; got {rules.must_capture!r}")
    need(rules.must_capture == "card" or not rules.manual,
         "must_capture=any is for games where the room finds the captures: under manual "
         "capture a card laid although it could take is an error of that card "
         "(must_capture=card)")
    if rules.penalties == "spanish":
        need(rules.manual is True,
             "penalties=spanish (RULES.md 2.10) needs manual capture: set manual=True, "
             "or use penalties=challenge")
        need(rules.capture == "fifteen",
             "penalties=spanish checks that every capture made 15, so it needs "
             f"capture=fifteen (the fifteen modifier); got capture={rules.capture}")
    for flag in ("teams", "single_priority", "last_play_sweep", "all_diamonds_bonus",
                 "all_sevens_bonus", "opening_sweeps", "no_capture_loss", "muerto", "manual",
                 "self_correction"):
        need(isinstance(getattr(rules, flag), bool),
             f"{flag} must be true or false; got {getattr(rules, flag)!r}")


def _positive_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


@cache
def _sides(players: int, teams: bool) -> tuple[tuple[int, ...], ...]:
    """``Rules.sides``, made once for each number of players (every view asks for it)."""
    if teams:
        return (tuple(range(0, players, 2)), tuple(range(1, players, 2)))
    return tuple((seat,) for seat in range(players))
