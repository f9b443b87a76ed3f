"""Accounts: register and sign in (argon2 password hashes), guests, session tokens.

A session token is random and given to the client once; the store keeps only its SHA-256
hash, so a stolen database opens no session. Names are kept composed (NFC), are unique
whatever their case, and may not look like another's (``names``: UTS #39 skeletons).
Passwords are hashed and checked in a small pool of worker threads, never on the event loop,
and sign-in guesses back off (``guard_accounts``).
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import secrets
import unicodedata
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Final, TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from cardtable.server.db import AsyncStore
from cardtable.server.guard_accounts import AccountGuard, Limited
from cardtable.server.names import look_alike_keys, nfc
from cardtable.server.store import NameTaken, Store, User

T = TypeVar("T")

NAME_MAX: Final = 32
PASSWORD_MIN: Final = 8
PASSWORD_MAX: Final = 256
_NAME: Final = re.compile(r"^[\w][\w .'-]*$")


class AuthError(Exception):
    """A refused sign-in, registration or resume; ``code`` names the kind for clients."""

    def __init__(self, code: str, message: str, accepted: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.accepted = accepted


def check_name(name: str) -> str:
    """The name, trimmed and composed (NFC); raises ``AuthError`` saying what a name may be.

    >>> check_name("  Zoe\u0301  ") == "Zo\u00e9"
    True
    """
    cleaned = nfc(" ".join(name.split()))
    if not 1 <= len(cleaned) <= NAME_MAX or not _NAME.match(cleaned):
        raise AuthError("bad_name", f"{name!r} cannot be a name: use 1 to {NAME_MAX} letters, "
                        "digits, spaces and . ' - _, starting with a letter or digit")
    return cleaned


def check_password(password: str) -> None:
    """Raises ``AuthError`` unless the password has a sensible length."""
    if not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
        raise AuthError("bad_password", f"a password has {PASSWORD_MIN} to {PASSWORD_MAX} "
                        f"characters; this one has {len(password)}")


def new_token() -> str:
    """A fresh session token (256 random bits, URL-safe text)."""
    return secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    """What the store keeps of a token: its SHA-256, in hex."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Passwords:
    """Argon2id hashing with the configured cost, in a pool of ``threads`` worker threads of
    its own (never on the event loop, and never more at once than the pool holds); when
    ``queue`` passwords already wait, another is refused (``Limited``: the room is busy)."""

    def __init__(self, time_cost: int = 3, memory_kib: int = 65_536,
                 parallelism: int = 4, threads: int = 1, queue: int = 32) -> None:
        self._hasher = PasswordHasher(time_cost=time_cost, memory_cost=memory_kib,
                                      parallelism=parallelism)
        self._dummy = self._hasher.hash("not a password of anyone")
        self._pool = ThreadPoolExecutor(max_workers=max(1, threads),
                                        thread_name_prefix="cardtable-argon2")
        self._queue = max(1, queue)
        self._waiting = 0

    async def _run(self, work: Callable[[], T]) -> T:
        if self._waiting >= self._queue:
            raise Limited("the room is busy checking passwords: try again in a few seconds",
                          f"at most {self._queue} passwords checked at once", 2.0)
        self._waiting += 1
        try:
            return await asyncio.get_running_loop().run_in_executor(self._pool, work)
        finally:
            self._waiting -= 1

    async def hash(self, password: str) -> str:
        """The argon2 hash of ``password``."""
        return await self._run(lambda: self._hasher.hash(password))

    async def verify(self, password_hash: str | None, password: str) -> bool:
        """Whether ``password`` matches; a missing hash costs the same time and fails."""
        target = password_hash or self._dummy

        def check() -> bool:
            try:
                return self._hasher.verify(target, password)
            except (VerifyMismatchError, VerificationError, InvalidHashError):
                return False

        matched = await self._run(check)
        return matched and password_hash is not None


class Accounts:
    """Registration, sign-in, guests and sessions, over the store. ``address`` is the
    client's network address, for the limits per address."""

    def __init__(self, db: AsyncStore, passwords: Passwords,
                 guard: AccountGuard | None = None,
                 told: Callable[[str, bool], None] | None = None) -> None:
        self._db = db
        self._passwords = passwords
        self.guard = guard
        self._told = told
        """Told of every name taken (``True``) or freed here, for the other processes."""
        self._look_alikes: dict[str, str] | None = None
        """Each look-alike key (``names.look_alike_keys``) of every name held, and the name:
        loaded from the store on first use, then kept up to date."""
        self._loading: asyncio.Lock | None = None

    async def register(self, name: str, password: str,
                       address: str = "") -> tuple[User, str]:
        """A new account and its first session token."""
        name = check_name(name)
        check_password(password)
        if await self._db.run(self._db.store.user_by_name, name) is not None:
            raise AuthError("name_taken", f"the name {name!r} is taken: choose another")
        keys = await self._reserve(name)
        try:
            if self.guard is not None:
                await self.guard.check_new_account(address)
            password_hash = await self._passwords.hash(password)
            user = await self._db.run(self._db.store.create_user, name, password_hash, False)
            self._tell(name, True)
        except NameTaken:
            self._release(keys, name)
            raise AuthError("name_taken", f"the name {name!r} is taken: choose another"
                            ) from None
        except BaseException:
            self._release(keys, name)
            raise
        return user, await self._open_session(user)

    async def sign_in(self, name: str, password: str,
                      address: str = "") -> tuple[User, str]:
        """The account of ``name`` if the password matches, with a new session token.
        Wrong passwords back off per account and per address (``Limited``)."""
        name = nfc(" ".join(name.split()))
        account = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
        if self.guard is not None:
            await self.guard.check_sign_in(account, address)
        user = await self._db.run(self._db.store.user_by_name, name)
        stored = None if user is None or user.guest else user.password_hash
        if user is None or not await self._passwords.verify(stored, password):
            raise AuthError("bad_credentials", "the name or the password is wrong "
                            "(guests come back with their token: send resume)")
        if self.guard is not None:
            await self.guard.signed_in(account)
        return user, await self._open_session(user)

    async def guest(self, name: str, address: str = "") -> tuple[User, str]:
        """A guest under a chosen (unique) name, with a session token to come back with."""
        name = check_name(name)
        keys = await self._reserve(name)
        try:
            if self.guard is not None:
                await self.guard.check_new_account(address)
            user = await self._db.run(self._db.store.create_user, name, None, True)
            self._tell(name, True)
        except NameTaken:
            self._release(keys, name)
            raise AuthError("name_taken", f"the name {name!r} is taken: choose another"
                            ) from None
        except BaseException:
            self._release(keys, name)
            raise
        return user, await self._open_session(user)

    def forget_name(self, name: str, here: bool = True) -> None:
        """A name is free again (its guest expired): it no longer stands in the way
        (``here``: freed by this process, which tells the others)."""
        if self._look_alikes is not None:
            self._release(look_alike_keys(name), name)
        if here:
            self._tell(name, False)

    def note_name(self, name: str) -> None:
        """Another process gave a name to a new player: a look-alike of it is refused
        here too."""
        if self._look_alikes is not None:
            for key in look_alike_keys(name):
                self._look_alikes.setdefault(key, name)

    def _tell(self, name: str, held: bool) -> None:
        if self._told is not None:
            self._told(name, held)

    async def _reserve(self, name: str) -> set[str]:
        """Hold the look-alike keys of ``name`` for it; ``AuthError`` (``name_taken`` for
        the same name, ``name_confusable`` for another that looks like it) if one is
        held. Reserved before any wait, so two look-alikes asked at once cannot both pass."""
        index = await self._index()
        keys = look_alike_keys(name)
        for key in keys:
            held = index.get(key)
            if held is None:
                continue
            if held.casefold() == name.casefold():
                raise AuthError("name_taken", f"the name {name!r} is taken: choose another")
            raise AuthError("name_confusable", f"the name {name!r} looks like the name "
                            f"{held!r} of another player: choose one that cannot be "
                            "mistaken for it", "a name that does not look like another's")
        for key in keys:
            index[key] = name
        return keys

    def _release(self, keys: set[str], name: str) -> None:
        index = self._look_alikes
        if index is None:
            return
        for key in keys:
            if index.get(key) == name:
                del index[key]

    async def _index(self) -> dict[str, str]:
        if self._look_alikes is not None:
            return self._look_alikes
        if self._loading is None:
            self._loading = asyncio.Lock()
        async with self._loading:
            if self._look_alikes is None:
                # In the store's worker: every name held, with its skeletons computed.
                self._look_alikes = await self._db.run(_look_alike_index, self._db.store)
            return self._look_alikes

    async def resume(self, token: str) -> tuple[User, str]:
        """The user of a session token (and the token's hash, for signing out)."""
        token_hash = hash_token(token)
        user = await self._db.run(self._db.store.user_for_session, token_hash)
        if user is None:
            raise AuthError("bad_token", "this session token is unknown or signed out: "
                            "sign in again (or join as a guest)")
        return user, token_hash

    async def sign_out(self, token_hash: str) -> None:
        """Forget a session."""
        await self._db.run(self._db.store.delete_session, token_hash)

    async def _open_session(self, user: User) -> str:
        token = new_token()
        await self._db.run(self._db.store.create_session, user.id, hash_token(token))
        return token


def _look_alike_index(store: Store) -> dict[str, str]:
    """Each look-alike key of every name the store holds, and the name."""
    index: dict[str, str] = {}
    for held in store.user_names():
        for key in look_alike_keys(held):
            index.setdefault(key, held)
    return index
