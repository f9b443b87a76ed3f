"""Names that cannot be mistaken for another: NFC spelling and Unicode confusable skeletons.

A name is kept in Unicode's composed form (NFC), so "Zoe" with a combining acute accent is
the name "Zoé". Two names look alike when their *skeletons* (Unicode Technical Standard
#39, section 4) are equal: every character is replaced by the prototype of its class of
confusables ("е", the Cyrillic e, and "ℯ" become "e"; "1", "I" and "|" become "l"), between
two decompositions (NFD). The classes come from Unicode's ``confusables.txt`` as the
``confusable-homoglyphs`` package ships it (as a table of each character's homoglyphs, in
both directions); each class's prototype is the member that the others map to.

>>> skeleton("Z\\u0435d") == skeleton("Zed")
True
>>> skeleton("Bo") == skeleton("Bob")
False
>>> nfc("Zoe\\u0301") == "Zo\\u00e9"
True
>>> look_alike_keys("ZED") & look_alike_keys("z\\u0435d") != set()
True
"""

from __future__ import annotations

import functools
import importlib.resources
import json
import unicodedata
from typing import Final

DATA_PACKAGE: Final = "confusable_homoglyphs"
DATA_FILE: Final = "confusables.json"
_MARKS: Final = str.maketrans("", "", "\u200e\u200f")
"""Direction marks the data puts around right-to-left characters (not part of them)."""


def nfc(name: str) -> str:
    """The name in Unicode's composed form (NFC)."""
    return unicodedata.normalize("NFC", name)


@functools.cache
def prototypes() -> dict[str, str]:
    """Each confusable character (or sequence) and the prototype of its class.

    The data lists, for each character, its homoglyphs: the prototype it maps to in
    ``confusables.txt`` and, for a prototype, every character that maps to it. So a class
    is a star around its prototype: the member with the most homoglyphs (two members with
    one each: the one of lower code points, as "e" beside "е")."""
    source = importlib.resources.files(DATA_PACKAGE).joinpath(DATA_FILE)
    table: dict[str, list[dict[str, str]]] = json.loads(source.read_text("utf-8"))
    links: dict[str, set[str]] = {}
    for char, glyphs in table.items():
        left = char.translate(_MARKS)
        for glyph in glyphs:
            right = glyph["c"].translate(_MARKS)
            if left and right and left != right:
                links.setdefault(left, set()).add(right)
                links.setdefault(right, set()).add(left)
    parent = {node: node for node in links}

    def root(node: str) -> str:
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    for node, others in links.items():
        for other in others:
            a, b = root(node), root(other)
            if a != b:
                parent[a] = b
    classes: dict[str, list[str]] = {}
    for node in links:
        classes.setdefault(root(node), []).append(node)
    mapping: dict[str, str] = {}
    for members in classes.values():
        best = min(members, key=lambda m: (-len(links[m]), max(map(ord, m)), m))
        best = unicodedata.normalize("NFD", best)
        for member in members:
            if len(member) == 1 and member != best:
                mapping[member] = best
    return mapping


def skeleton(text: str) -> str:
    """The UTS #39 skeleton of ``text``: equal skeletons, names that look alike."""
    mapping = prototypes()
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(mapping.get(c, c) for c in decomposed))


def look_alike_keys(name: str) -> set[str]:
    """The keys by which ``name`` is compared with others: the skeletons of its compatible
    form (NFKC), as written and case-folded. Two names sharing a key look alike."""
    compatible = unicodedata.normalize("NFKC", name)
    return {skeleton(compatible), skeleton(compatible.casefold())}
