# I suggerimenti, in italiano: la mossa che consiglia l'esperto, e il perché, in una frase.
# Tutti i messaggi e le loro variabili sono elencati in cardtable/text/messages.py.

hint-sweep = Gioca { CASE($card, case: "def") }: fai scopa, prendendo { CASE($cards, case: "def") }.
hint-take = Gioca { CASE($card, case: "def") }: prendi { CASE($cards, case: "def") }.
hint-take-open = Dopo una carta di valore { $worth } fa scopa, { $unseen ->
    [1] e una non l'hai ancora vista.
   *[other] e { $unseen } non le hai ancora viste.
  }
hint-lay-safe = Metti in tavola { CASE($card, case: "def") }: dopo nessuna carta può fare scopa.
hint-lay-open = Metti in tavola { CASE($card, case: "def") }: dopo solo una carta di valore { $worth } fa scopa, { $unseen ->
    [0] ma le hai già viste tutte.
    [1] e una non l'hai ancora vista.
   *[other] e { $unseen } non le hai ancora viste.
  }
hint-lay-forced-safe = Metti in tavola { CASE($card, case: "def") }: nessuna delle tue carte può prendere, e dopo nessuna carta può fare scopa.
hint-lay-forced-open = Metti in tavola { CASE($card, case: "def") }: nessuna delle tue carte può prendere; dopo solo una carta di valore { $worth } fa scopa, { $unseen ->
    [0] ma le hai già viste tutte.
    [1] e una non l'hai ancora vista.
   *[other] e { $unseen } non le hai ancora viste.
  }
hint-lay-last = Metti in tavola { CASE($card, case: "def") }: è l'ultima carta della smazzata e dopo non gioca più nessuno.
# Il valore di una figura, con il suo nome.
hint-worth-figure = { $worth } ({ $rank })
# Dopo la ragione per mettere in tavola un sette che conta (il settebello; ogni sette se contano i sette o la primiera), quando nessuna carta non ancora vista può prenderlo.
hint-lay-seven-safe = E nessuna carta che non hai ancora visto può prenderlo.
# Dopo la ragione di una carta messa in tavola con il muerto, quando una carta della mano poteva prendere.
hint-muerto-lay = Questa carta non prende niente, e con il muerto ciò che prendi dà punti agli altri.
# Dopo la ragione di una presa con il muerto, quando le regole non lasciano carte da mettere in tavola ($count: le carte in mano).
hint-muerto-must-take = Con il muerto ciò che prendi dà punti agli altri, ma { $count ->
    [1] la tua unica carta deve prendere
   *[other] qui ogni tua carta deve prendere
  }.
hint-muerto-must-take-any = Con il muerto ciò che prendi dà punti agli altri, ma chi può prendere deve farlo.
hint-end = Chiudi la smazzata: l'ultima carta è stata giocata.
hint-claim = Reclama la carta appena messa in tavola, { CASE($card, case: "def") }: avrebbe potuto prendere { CASE($cards, case: "def") }, e quella presa spetta a te prima che tu giochi.
hint-challenge-take = Contesta l'ultima mossa: { CASE($card, case: "def") } non può prendere { CASE($cards, case: "def") }. Contestare un errore vale { $points } { $points ->
    [one] punto
   *[other] punti
  }.
hint-challenge-lay = Contesta l'ultima mossa: chi ha messo in tavola { CASE($card, case: "def") } poteva prendere. Contestare un errore vale { $points } { $points ->
    [one] punto
   *[other] punti
  }.
hint-take-back = Riprendi la presa che ti è sfuggita prima che si giochi la carta successiva: con { CASE($card, case: "def") } potevi prendere { CASE($cards, case: "def") }.
hint-pass = Lascia correre l'ultima mossa: non c'è niente da contestare né da riprendere.
hint-bid = Scegli la smazzata { $deal }: è la più adatta alla tua mano.
hint-discard = Scarta { CASE($cards, case: "def") }: sono le carte meno utili nella prossima smazzata.
# Un'uscita con una carta che non è l'unica, la più bassa né la più alta del suo seme in mano ($higher: le carte più alte del suo seme che non sono in mano né giocate in questa smazzata, mai 0).
hint-lead-middle = Inizia con { CASE($card, case: "def") }: { $higher ->
    [1] una carta più alta di quel seme non è in mano tua e non è ancora stata giocata
   *[other] { $higher } carte più alte di quel seme non sono in mano tua e non sono ancora state giocate
  }.
hint-lead-middle-covered = Inizia con { CASE($card, case: "def") }: tutte le carte più alte di quel seme sono in mano tua o già giocate.
hint-lead-only = Inizia con { CASE($card, case: "def") }: è la tua unica carta di quel seme.
hint-lead-lowest = Inizia con { CASE($card, case: "def") }: è la tua carta più bassa di quel seme.
hint-lead-highest = Inizia con { CASE($card, case: "def") }: è la tua carta più alta di quel seme.
hint-duck = Gioca { CASE($card, case: "def") }: non fai la presa.
hint-win = Gioca { CASE($card, case: "def") }: fai la presa.
hint-top = Gioca { CASE($card, case: "def") }: per ora la presa è tua, ma non hanno ancora giocato tutti.
hint-shed = Gioca { CASE($card, case: "def") }: non puoi rispondere al seme, quindi te ne liberi.
