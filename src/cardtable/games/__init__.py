"""The games of the room, each behind the protocol of ``cardtable.games.base``."""
