"""Re-play a game record through the engine and check every step (DESIGN.md, "Game records").

A record replays without its seed. A sweep record's rounds are stacked from each round's
``aside``, ``table`` and ``deal`` events, and its moves are ``play``, ``challenge`` and
``claim`` (the Spanish penalties; the engine's ``check`` and ``penalty`` events are compared
like the others). A
Metamorphosis record's parties are stacked from each partie's ``deal`` event (hands and
stock), its moves are ``bid``, ``play`` and ``discard``, and the random takes after deal 2
are the recorded ``take`` cards, checked against the neighbour's hand and the count the rule
gives. Everything else the engine produces (the other events, each round's dealer and
points, a sweep round's breakdown, the final scores and winners) must equal the record. The
first difference or illegal step raises ``ReplayError`` (a ``RecordError``) naming the round
(or partie) and event; ``error_line`` says it in the listener's language.

A record the terminal or the room saved when a game was left (``...-unfinished.json``)
stops where the game goes on. Asked (``allow_unfinished``), the replay checks every step
there is and stops there, its last event not the game's end; otherwise that is an error
like any other.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final

from cardtable.games.base import RecordError
from cardtable.games.registry import family
from cardtable.games.replaying import Reason, ReplayError, Where
from cardtable.records.record import check_record, read_records, rules_of
from cardtable.text import (
    TextContext,
    describe,
    describe_game_number,
    describe_start,
    message,
    seat_label,
)

__all__ = ["Reason", "ReplayError", "Where", "error_line", "iter_replay", "replay_file",
           "replay_record"]

_WHERE_MESSAGES: Final = {"event": "replay-at-event", "after": "replay-after-event",
                          "round": "replay-at-round"}


def error_line(error: RecordError, lang: str = "en") -> str:
    """The line ``cardtable replay`` prints for ``error``, in ``lang``.

    In English it is the error's own message. In another language every part is the
    catalogue's (where, why, the seat by its name, the record's own values as JSON); only a
    file that is not a record at all keeps the English detail of what is wrong with it.
    """
    if lang == "en":
        return f"error: {error}"
    if not isinstance(error, ReplayError):
        return message(lang, "replay-error-record", reason=str(error))
    reason = error.reason
    args = dict(reason.args)
    if reason.seat is not None:
        if error.record is not None:
            context = TextContext.from_record(error.record, lang)
            args["seat"] = seat_label(context, reason.seat, lang)
        else:
            args["seat"] = str(reason.seat)
    said = message(lang, reason.id, **args)
    parts = []
    if error.number is not None:
        parts.append(message(lang, "replay-record-number", number=error.number))
    where = error.where
    if where is not None and where.kind == "end":
        parts.append(message(lang, "replay-at-end"))
    elif where is not None:
        variables: dict[str, str | int] = {"unit": where.unit, "number": where.number}
        if where.kind != "round":
            variables["event"] = where.event
        parts.append(message(lang, _WHERE_MESSAGES[where.kind], **variables))
    if not parts:
        return message(lang, "replay-error-plain", reason=said)
    return message(lang, "replay-error", where=", ".join(parts), reason=said)


def replay_record(record: dict[str, Any], allow_unfinished: bool = False) -> list[Any]:
    """Replay a record and return every event the engine produced, in order.

    Raises ``ReplayError`` (a ``RecordError``) at the first step that is illegal or differs
    from the record. A record that stops where the game goes on (a game left unfinished) is
    such an error too, unless ``allow_unfinished``: then the events up to that point are
    returned, the last of them not the game's end.
    """
    return list(iter_replay(record, allow_unfinished))


def iter_replay(record: dict[str, Any], allow_unfinished: bool = False
                ) -> Iterator[Any]:
    """Replay a record, yielding each event once it has been checked against the record
    (``allow_unfinished`` as for ``replay_record``)."""
    check_record(record)
    replayer = family(record["game"]).replayer
    yield from replayer(record, rules_of(record), allow_unfinished).run()


def replay_file(path: str | Path, lang: str = "en",
                allow_unfinished: bool = False) -> Iterator[str]:
    """Replay every record of a file, yielding one sentence per event in ``lang``.

    The seats are named as the live game names them in ``lang`` (``TextContext.from_record``).
    A file of several records announces each game's number, and its errors name the record.
    With ``allow_unfinished`` a record of a game left unfinished is said up to where it
    stops, then the sentence ``replay-unfinished``; otherwise it raises ``ReplayError``.
    """
    records = read_records(path)
    several = len(records) > 1
    for number, record in enumerate(records, start=1):
        try:
            yield from _say_record(record, lang, allow_unfinished,
                                   number if several else None)
        except ReplayError as error:
            if not several:
                raise
            raise error.in_record(number) from None
        except RecordError as error:
            if not several:
                raise
            raise RecordError(f"record {number}: {error}") from None


def _say_record(record: dict[str, Any], lang: str, allow_unfinished: bool,
                number: int | None) -> Iterator[str]:
    """One record's sentences: its heading (``number`` in a file of several), the game,
    every event, and whether the game was left unfinished."""
    events = iter_replay(record, allow_unfinished)
    first = next(events, None)
    context = TextContext.from_record(record, lang)
    rules = rules_of(record)
    if number is not None:
        yield describe_game_number(number, lang)
    yield describe_start(rules, context, lang)
    last = first
    if first is not None:
        yield describe(first, context, lang)
    for event in events:
        yield describe(event, context, lang)
        last = event
    if last is None or last.type != "game_end":
        yield message(lang, "replay-unfinished")
