# The words of the typed commands, in ru (both clients; English words are always accepted too).
