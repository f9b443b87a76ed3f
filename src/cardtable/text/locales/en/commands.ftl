# The words of the typed commands, in en (both clients; English words are always accepted too).
