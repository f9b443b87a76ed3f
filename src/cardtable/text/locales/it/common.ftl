# Le frasi comuni a tutti i giochi della sala, in italiano: elenchi, nomi dei posti, totali,
# la fine della partita. Tutti i messaggi e le loro variabili sono elencati in
# cardtable/text/messages.py.

## Elenchi e nomi

list-two = { $first } e { $second }
list-more = { $first }, { $rest }
seat-label = Posto { $number } ({ $name })
team-label = Squadra { $number }

## Punteggi e fine della partita

game-number = Partita { $number }.
signed-number = { $sign ->
    [minus] meno { $number }
   *[other] { $number }
  }
side-amount = { SIGNED($amount) } per { $side }
totals = Totale: { $list }.
game-won = Partita finita: vince { $side } con { SIGNED($points) } { $points ->
    [one] punto
   *[other] punti
  }.
game-won-you = Partita finita: hai vinto con { SIGNED($points) } { $points ->
    [one] punto
   *[other] punti
  }.
game-shared = Partita finita: { $sides } vincono a pari merito con { SIGNED($points) } { $points ->
    [one] punto
   *[other] punti
  } ciascuno.
final-scores = Punteggio finale: { $list }.
