# The browser page: webmotion
# Ruch na stole. Wszystko to jest też mówione (miotła w zdaniu o ruchu, ostatni ruch
# w wydarzeniach), więc te słowa są tylko wyświetlane i nigdy nie są czytane na głos.

# Krótki napis nad stołem, gdy ruch zbiera wszystkie karty ze stołu, słowami zasad stołu.
motion-sweep = { $preset ->
    [scopa] Scopa!
    [escoba] Escoba!
    [escoba-primiera] Escoba!
   *[other] Miotła!
  }
# Pod małym obrazkiem ostatniej zagranej karty, przy miejscu, które ją zagrało.
motion-last-play = Ostatni ruch
