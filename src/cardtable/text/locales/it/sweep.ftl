# Le frasi dei giochi di presa (Escoba, Scopa, la scopa classica), in italiano.
# Tutti i messaggi e le loro variabili sono elencati in cardtable/text/messages.py;
# elenchi, nomi dei posti, totali e fine della partita sono in common.ftl.
# Le carte si dicono con l'articolo dove la frase lo vuole: CASE($card, case: "def")
# ("il sette di denari", "l'asso di coppe"); senza CASE il nome è senza articolo.
# "Round" è la smazzata (tutto il mazzo distribuito), "deal" è la mano (tre carte a testa).

## L'estrazione del primo mazziere

dealer-draw = Estrazione del mazziere: { $draws }.
dealer-draw-again = Parità sulla carta più alta, si pesca di nuovo: { $draws }.
dealer-draw-item = { $seat } pesca { CASE($card, case: "def") }
dealer-draw-item-you = peschi { CASE($card, case: "def") }
dealer-drawn = Il primo mazziere è { $seat }.
dealer-drawn-you = Il primo mazziere sei tu.

## La partita

game-start = { $preset ->
    [scopa] Scopa
    [escoba] Escoba
    [escoba-primiera] Escoba con primiera
   *[classic] La scopa classica
  } per { $players } giocatori, a { $target } { $target ->
    [one] punto
   *[other] punti
  }.
game-modifiers = Varianti: { $modifiers }.
modifier = { $modifier ->
    [fifteen] presa a quindici
    [scopone] distribuzione dello scopone
    [muerto] muerto, ogni punto va agli avversari
    [manual-spanish] presa manuale con le penalità spagnole
   *[manual] presa manuale con le contestazioni
  }
game-team = { $team }: { $members }.
game-rule-round-limit = Al massimo { $rounds } { $rounds ->
    [one] smazzata
   *[other] smazzate
  }: poi vince chi è in testa, e chi è in testa a pari merito pareggia.
game-rule-must-capture-any = Chi può prendere con una qualsiasi carta deve prendere.
game-rule-self-correction = Chi mette in tavola una carta che avrebbe potuto prendere può ancora fare quella presa, prima della carta successiva.
game-rule-no-capture = Chi in una smazzata non prende nessuna carta perde la partita.
game-rule-margin = Per vincere servono { $target } { $target ->
    [one] punto
   *[other] punti
  } o più e un vantaggio di { $margin } punti su tutti gli altri.

## La distribuzione

round-start = Smazzata { $number }. Distribuisce { $dealer }.
round-start-you = Smazzata { $number }. Distribuisci tu.
table-dealt = In tavola: { $cards }.
deal-last = Ultima mano.
game-round-limit = Raggiunto il limite di smazzate: { $rounds } { $rounds ->
    [one] smazzata
   *[other] smazzate
  }.
game-drawn = Partita finita in parità tra { $sides }, con { SIGNED($points) } { $points ->
    [one] punto
   *[other] punti
  } ciascuno.
deal-hand = { $seat } riceve { $cards }.
deal-own = Le tue carte: { $cards }.
deal-others = Ciascuno degli altri giocatori riceve { $count ->
    [one] una carta
   *[other] { $count } carte
  }.
deal-each = Ogni giocatore riceve { $count ->
    [one] una carta
   *[other] { $count } carte
  }.
set-aside = { $count ->
    [one] Una carta viene messa da parte, coperta.
   *[other] { $count } carte vengono messe da parte, coperte.
  }
opening-sweeps = { $seat } prende le carte messe in tavola alla distribuzione, { $cards }: { $preset ->
    [escoba] { $sweeps ->
        [one] è una escoba
       *[other] sono { $sweeps } escobas
    }
    [escoba-primiera] { $sweeps ->
        [one] è una escoba
       *[other] sono { $sweeps } escobas
    }
   *[other] { $sweeps ->
        [one] è una scopa
       *[other] sono { $sweeps } scope
    }
  }.
opening-sweeps-you = Prendi le carte messe in tavola alla distribuzione, { $cards }: { $preset ->
    [escoba] { $sweeps ->
        [one] è una escoba
       *[other] sono { $sweeps } escobas
    }
    [escoba-primiera] { $sweeps ->
        [one] è una escoba
       *[other] sono { $sweeps } escobas
    }
   *[other] { $sweeps ->
        [one] è una scopa
       *[other] sono { $sweeps } scope
    }
  }.

## Il gioco

play-lay = { $seat } mette in tavola { CASE($card, case: "def") }.
play-capture = { $seat } gioca { CASE($card, case: "def") } e prende { CASE($cards, case: "def") }.
play-sweep = { $seat } gioca { CASE($card, case: "def") } e prende { CASE($cards, case: "def") }. { $preset ->
    [scopa] Scopa!
    [escoba] ¡Escoba!
    [escoba-primiera] ¡Escoba!
   *[other] Scopa!
  }
play-lay-you = Metti in tavola { CASE($card, case: "def") }.
play-capture-you = Giochi { CASE($card, case: "def") } e prendi { CASE($cards, case: "def") }.
play-sweep-you = Giochi { CASE($card, case: "def") } e prendi { CASE($cards, case: "def") }. { $preset ->
    [scopa] Scopa!
    [escoba] ¡Escoba!
    [escoba-primiera] ¡Escoba!
   *[other] Scopa!
  }
play-error = Questa mossa viola le regole di presa.
challenge-right = { $seat } contesta la mossa di { $mover }, a ragione: { $side } guadagna { $points } { $points ->
    [one] punto
   *[other] punti
  }.
challenge-wrong = { $seat } contesta la mossa di { $mover }, a torto: la mossa era corretta. Punti per { $side }: { SIGNED($points) }.
challenge-right-you = Contesti la mossa di { $mover }, a ragione: guadagni { $points } { $points ->
    [one] punto
   *[other] punti
  }.
challenge-wrong-you = Contesti la mossa di { $mover }, a torto: la mossa era corretta. Punti per te: { SIGNED($points) }.
challenge-right-yours = { $seat } contesta la tua mossa, a ragione: { $side } guadagna { $points } { $points ->
    [one] punto
   *[other] punti
  }.
challenge-wrong-yours = { $seat } contesta la tua mossa, a torto: la tua mossa era corretta. Punti per { $side }: { SIGNED($points) }.
challenge-missed = Errore: { CASE($card, case: "def") } avrebbe potuto prendere { CASE($choices, case: "def") }.
challenge-impossible = Errore: { CASE($card, case: "def") } non può prendere { CASE($cards, case: "def") }.
challenge-not-so = Errore: { CASE($card, case: "def") } avrebbe potuto prendere { CASE($choices, case: "def") }, non { CASE($cards, case: "def") }.
leftover-taken = { $seat } prende le carte rimaste in tavola: { $cards }.
leftover-taken-you = Prendi le carte rimaste in tavola: { $cards }.
leftover-nobody = Nessuno ha fatto prese, quindi le carte rimaste in tavola non contano per il punteggio: { $cards }.

## Le penalità spagnole

claim-taken = { $seat } reclama la presa mancata e prende { CASE($card, case: "def") } con { CASE($cards, case: "def") }.
claim-taken-you = Reclami la presa mancata e prendi { CASE($card, case: "def") } con { CASE($cards, case: "def") }.
claim-corrected = { $seat } corregge la giocata e alla fine prende { CASE($card, case: "def") } con { CASE($cards, case: "def") }.
claim-corrected-you = Correggi la giocata e alla fine prendi { CASE($card, case: "def") } con { CASE($cards, case: "def") }.
check-passed = La somma delle carte rimaste è { $sum }: nessun errore.
check-failed = La somma delle carte rimaste è { $sum }: si controllano le prese.
penalty-lost = { $seat } perde { $points } { $points ->
    [one] punto
   *[other] punti
  } per aver preso { CASE($cards, case: "def") } con { CASE($card, case: "def") }.
penalty-lost-you = Perdi { $points } { $points ->
    [one] punto
   *[other] punti
  } per aver preso { CASE($cards, case: "def") } con { CASE($card, case: "def") }.

## Il punteggio

round-scored = La smazzata è finita.
score-category = { $category }: { $list }.
score-item = { SIGNED($points) } { $points ->
    [one] punto
   *[other] punti
  } per { $side }
score-nothing = Nessuno vince una categoria.
muerto-note = Muerto: ogni punto va agli altri giocatori.
round-short-of-margin = Nessuno ha ancora vinto: per vincere servono { $target } { $target ->
    [one] punto
   *[other] punti
  } o più e { $margin ->
    [1] più punti di chiunque altro
   *[other] un vantaggio di { $margin } punti su tutti gli altri
  }.
round-points = Punti di questa smazzata: { $list }.
cards-taken = Carte prese: { $list }.
category-sweeps = { $preset ->
    [scopa] Scope
    [escoba] Escobas
    [escoba-primiera] Escobas
   *[other] Scope
  }
category-cards = Carte
category-diamonds = { $points ->
    [2] { $deck ->
        [spanish] Tutti e dieci i denari (oros)
        [italian] Tutti e dieci i denari
       *[other] Tutti e dieci i quadri
      }
   *[other] { $deck ->
        [spanish] Denari (oros)
        [italian] Denari
       *[other] Quadri
      }
  }
category-settebello = { $deck ->
    [spanish] Settebello (siete de oros)
    [italian] Settebello
   *[other] Settebello, il sette di quadri
  }
category-sevens = { $points ->
    [2] Tutti e quattro i sette
   *[other] I sette
  }
category-primiera = Primiera
category-under-ten = Avversari sotto le dieci carte
category-challenges = Contestazioni
category-penalties = Penalità

## La fine

game-no-capture = { $side } non ha preso nessuna carta in questa smazzata e perde la partita.
game-no-capture-you = Non hai preso nessuna carta in questa smazzata e perdi la partita.
