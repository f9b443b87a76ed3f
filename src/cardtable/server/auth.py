"""Accounts: register and sign in (argon2 password hashes), guests, session tokens.

A session token is random and given to the client once; the store keeps only its SHA-256
hash, so a stolen database opens no session. Names are unique whatever their case.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import secrets
from typing import Final

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from cardtable.server.db import AsyncStore
from cardtable.server.store import NameTaken, User

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
    """The name, trimmed; raises ``AuthError`` saying what a name may be."""
    cleaned = " ".join(name.split())
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
    """Argon2id hashing with the configured cost; hashing runs in a worker thread."""

    def __init__(self, time_cost: int = 3, memory_kib: int = 65_536,
                 parallelism: int = 4) -> None:
        self._hasher = PasswordHasher(time_cost=time_cost, memory_cost=memory_kib,
                                      parallelism=parallelism)
        self._dummy = self._hasher.hash("not a password of anyone")

    async def hash(self, password: str) -> str:
        """The argon2 hash of ``password``."""
        return await asyncio.to_thread(self._hasher.hash, password)

    async def verify(self, password_hash: str | None, password: str) -> bool:
        """Whether ``password`` matches; a missing hash costs the same time and fails."""
        target = password_hash or self._dummy

        def check() -> bool:
            try:
                return self._hasher.verify(target, password)
            except (VerifyMismatchError, VerificationError, InvalidHashError):
                return False

        matched = await asyncio.to_thread(check)
        return matched and password_hash is not None


class Accounts:
    """Registration, sign-in, guests and sessions, over the store."""

    def __init__(self, db: AsyncStore, passwords: Passwords) -> None:
        self._db = db
        self._passwords = passwords

    async def register(self, name: str, password: str) -> tuple[User, str]:
        """A new account and its first session token."""
        name = check_name(name)
        check_password(password)
        if await self._db.run(self._db.store.user_by_name, name) is not None:
            raise AuthError("name_taken", f"the name {name!r} is taken: choose another")
        password_hash = await self._passwords.hash(password)
        try:
            user = await self._db.run(self._db.store.create_user, name, password_hash, False)
        except NameTaken:
            raise AuthError("name_taken", f"the name {name!r} is taken: choose another"
                            ) from None
        return user, await self._open_session(user)

    async def sign_in(self, name: str, password: str) -> tuple[User, str]:
        """The account of ``name`` if the password matches, with a new session token."""
        user = await self._db.run(self._db.store.user_by_name, " ".join(name.split()))
        stored = None if user is None or user.guest else user.password_hash
        if user is None or not await self._passwords.verify(stored, password):
            raise AuthError("bad_credentials", "the name or the password is wrong "
                            "(guests come back with their token: send resume)")
        return user, await self._open_session(user)

    async def guest(self, name: str) -> tuple[User, str]:
        """A guest under a chosen (unique) name, with a session token to come back with."""
        name = check_name(name)
        try:
            user = await self._db.run(self._db.store.create_user, name, None, True)
        except NameTaken:
            raise AuthError("name_taken", f"the name {name!r} is taken: choose another"
                            ) from None
        return user, await self._open_session(user)

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
