# Le frasi proprie del client da terminale, in italiano: richieste, turni, tasti di lettura,
# scelte, rifiuti, aiuto e menu. Tutti i messaggi e le loro variabili sono elencati in
# cardtable/text/messages.py; gli eventi della partita sono detti dagli altri cataloghi. I
# turni, le letture, le opzioni e i rifiuti (cardtable/text/readout.py e refusals.py) sono
# anche ciò che il server della sala dice al client del browser, così entrambi i client usano
# le stesse parole. Al giocatore si dà del tu.

## Nomi

player-name = Giocatore
bot-name = Computer { $number }
player-name-case = Giocatore
bot-name-case = Computer { $number }
level-name = { $level ->
    [easy] facile
    [hard] difficile
    [expert] esperto
   *[normal] normale
  }
game-name = { $game ->
    [scopa] Scopa
    [escoba] Escoba
    [escoba-primiera] Escoba con primiera
    [metamorphosis] Metamorfosi
   *[classic] La scopa classica
  }
list-or-two = { $first } o { $second }
list-or-more = { $first }, { $rest }
list-or-groups-two = { $first }; o { $second }
list-or-groups-more = { $first }; { $rest }

## L'inizio e la fine

seat-intro = Giochi come { $name } al posto { $seat }; i giocatori del computer sono { $level ->
    [easy] facili
    [hard] difficili
    [expert] esperti
   *[normal] di livello normale
  }.
press-enter = Premi Invio per iniziare la partita; H elenca i tasti.
not-started = La partita non è ancora cominciata: premi Invio per iniziarla, o Q per uscire.
speech-on = Sintesi vocale con { $program }.
speech-none = Non è stato trovato nessun programma di sintesi vocale: installa speech-dispatcher (spd-say) o espeak-ng per sentire la partita ad alta voce. La partita continua in modalità testo.
record-saved = La partita è salvata in { $path }.
record-unfinished = La partita non finita è salvata in { $path }.
replay-unfinished = La registrazione finisce qui: la partita è stata abbandonata prima della fine, e il resto non è mai stato giocato.
replay-error = errore: { $where }: { $reason }
replay-error-plain = errore: { $reason }
replay-error-record = errore: { $reason }
replay-record-number = registrazione { $number }
replay-at-event = { $unit ->
    [partie] giro
   *[round] smazzata
  } { $number }, evento { $event }
replay-after-event = { $unit ->
    [partie] giro
   *[round] smazzata
  } { $number }, dopo l'evento { $event }
replay-at-round = { $unit ->
    [partie] giro
   *[round] smazzata
  } { $number }
replay-at-end = fine della partita
replay-ends-early = la registrazione finisce qui, ma la partita continua: { $action ->
    [bid] tocca a { $seat } scegliere il segnalino
    [discard] tocca a { $seat } scartare { $count ->
        [one] una carta
       *[other] { $count } carte
      }
   *[play] tocca a { $seat } giocare
  }
replay-past-record = la registrazione finisce dopo { $unit ->
    [partie] il giro
   *[round] la smazzata
  } { $number }, ma la partita continua
replay-bad-draw = secondo le regole il primo mazziere si estrae, ma la registrazione non ha un'estrazione valida
replay-engine-more = la registrazione si ferma qui, ma la partita continua con { $event }
replay-record-more = { $what ->
    [game] la partita
    [partie] il giro
   *[round] la smazzata
  } finisce qui, ma la registrazione continua
replay-differs = la registrazione ha { $record }, le regole danno { $engine }
replay-waits = qui la registrazione ha { $event }, ma { $action ->
    [bid] tocca a { $seat } scegliere il segnalino
    [discard] tocca a { $seat } scartare { $count ->
        [one] una carta
       *[other] { $count } carte
      }
   *[play] tocca a { $seat } giocare
  }
replay-cannot = questo passo viola le regole, o non si riesce a leggere: { $event }
replay-bad-deal = queste carte non sono una distribuzione di questo gioco: ogni carta mostrata, ciascuna una sola volta, tante quante ne distribuiscono le regole
record-failed = Non è stato possibile salvare la partita: { $reason }.
input-ended = L'input è finito, quindi esci dalla partita.
quit-ask = Vuoi uscire dalla partita? Premi Y per uscire, N per restare.
quit-stay = Resti in partita.
quit-left = Esci dalla partita.
menu-left = Esci senza giocare.
answer-first = Prima rispondi alla domanda: Y o Invio per scartare, N per cambiare le carte segnate.
nothing-to-answer = Non c'è nessuna domanda a cui rispondere.
nothing-to-cancel = Non c'è niente da annullare.
nothing-to-repeat = Non è stato ancora detto niente.
nothing-to-pass = Adesso non c'è nessuna mossa da lasciar passare.
window-passed = Passi: il gioco prosegue.
no-such-key = { $key } non è un tasto valido qui: H elenca i tasti. Per scrivere un comando, inizia con una barra, come /gioca 2.

## I turni

your-turn = Tocca a te. { $count ->
    [one] La tua carta
   *[other] Le tue carte
  }: { $hand }. { $table }
your-turn-table = Tocca a te. { $table }
your-turn-brief = Tocca a te.
your-turn-close = L'ultima carta della smazzata è stata giocata: premi Invio o scrivi fine per chiudere la smazzata.
can-challenge = Spazio contesta l'ultima mossa.
turn-chosen = Scelta: { $card }.
your-turn-bid = Scegli il tuo segnalino, la smazzata che intendi vincere: scrivi segnalino e un numero da 1 a 4, oppure scegli con Sinistra e Destra e premi Invio.
your-turn-bid-short = Scegli il tuo segnalino, la smazzata che intendi vincere, da 1 a 4.
your-turn-lead = Tocca a te iniziare. { $count ->
    [one] La tua carta
   *[other] Le tue carte
  }: { $hand }.
your-turn-lead-brief = Tocca a te iniziare.
your-turn-follow = Tocca a te. { $trick } { $count ->
    [one] La tua carta
   *[other] Le tue carte
  }: { $hand }.
your-turn-follow-trick = Tocca a te. { $trick }
your-turn-discard-short = { $count ->
    [one] Scarta una carta: segnalala con Invio, oppure scrivi scarta e la carta.
   *[other] Scarta { $count } carte: segnalale con Invio, oppure scrivi scarta e le carte.
  }
your-turn-discard = Hai più di dodici carte: scarta { $count ->
    [one] una carta
   *[other] { $count } carte
  }. Le tue carte: { $hand }. Premi Invio per segnare la carta scelta, oppure scrivi scarta e le carte.
challenge-window = Puoi contestare la mossa di { $seat }: premi Spazio o scrivi contesta. Invio prosegue.
can-claim = { $seat } ha messo in tavola { CASE($card, case: "def") }, che avrebbe potuto prendere { CASE($cards, case: "def") }: premi K o scrivi reclama per fare tu quella presa.
can-claim-ways = { $seat } ha messo in tavola { CASE($card, case: "def") }, che avrebbe potuto prendere in { $ways } modi: premi K o scrivi reclama per sceglierne uno e fare tu quella presa.
correction-window = Hai messo in tavola { CASE($card, case: "def") }, che avrebbe potuto prendere { CASE($cards, case: "def") }: premi K o scrivi reclama per fare ancora quella presa, prima che giochi il prossimo. Invio prosegue.
correction-window-ways = Hai messo in tavola { CASE($card, case: "def") }, che avrebbe potuto prendere in { $ways } modi: premi K o scrivi reclama per sceglierne uno e fare ancora quella presa. Invio prosegue.
correction-window-short = Avrebbe potuto prendere { CASE($cards, case: "def") }: premi K o scrivi reclama per fare ancora quella presa, prima che giochi il prossimo. Invio prosegue.
correction-window-ways-short = Avrebbe potuto prendere in { $ways } modi: premi K o scrivi reclama per sceglierne uno e fare ancora quella presa. Invio prosegue.

## Leggere la partita

table-cards = In tavola { $count ->
    [one] c'è una carta
   *[other] ci sono { $count } carte
  }: { $cards }.
table-empty = La tavola è vuota.
table-card = Carta { $number } di { $count } in tavola: { $card }.
table-card-none = Non c'è una carta { $number } in tavola: { $count ->
    [0] la tavola è vuota
    [one] c'è una sola carta
   *[other] ci sono { $count } carte
  }.
trick-cards = Nella presa: { $list }.
trick-item = { $seat } con { CASE($card, case: "def") }
trick-item-you = tu con { CASE($card, case: "def") }
trick-empty = In questa presa non è ancora stata giocata nessuna carta.
trick-card = Carta { $number } della presa: { $card }, giocata da { $seat }.
trick-card-you = Carta { $number } della presa: { $card }, giocata da te.
trick-card-none = Non c'è una carta { $number } nella presa: { $count ->
    [0] in questa presa non è stata giocata nessuna carta
    [one] è stata giocata una carta
   *[other] sono state giocate { $count } carte
  }.
hand-cards = In mano hai { $count ->
    [one] una carta
   *[other] { $count } carte
  }: { $cards }.
hand-empty = Non hai carte in mano.
pile-cards = In questa smazzata hai preso { $count ->
    [one] una carta
   *[other] { $count } carte
  }: { $cards }.
pile-team-cards = In questa smazzata la tua squadra ha preso { $count ->
    [one] una carta
   *[other] { $count } carte
  }: { $cards }.
pile-empty = In questa smazzata non hai preso nessuna carta.
taken-cards = In questa smazzata hai preso { $count ->
    [one] una carta
   *[other] { $count } carte
  }: { $cards }.
taken-none = In questa smazzata non hai ancora preso nessuna carta.
score-round = Smazzata { $round }, si gioca a { $target } { $target ->
    [one] punto
   *[other] punti
  }.
score-sweeps = { $preset ->
    [scopa] Scope
    [escoba] Escobas
    [escoba-primiera] Escobas
   *[other] Scope
  } in questa smazzata: { $list }.
score-challenges = Contestazioni in questa smazzata: { $list }.
score-meta = Giro { $partie } di { $parties }, smazzata { $deal }.
score-partie = Punti di questo giro finora: { $list }.
turn-yours = Tocca a te.
turn-of = Tocca a { $seat }.
turn-over = La partita è finita.
marker = Segnalino { $deal }: { $deal ->
    [1] senza briscola, ogni carta di fiori presa vale meno 4 punti
    [2] briscola a quadri, ogni carta di cuori presa vale 4 punti
    [3] senza briscola, ogni carta presa vale meno 1 punto
   *[4] senza briscola, ogni carta di picche presa vale meno 4 punti
  }.

## Scegliere una carta e una presa

selected-of = { $number } di { $count }: { $text }.
option-lays = { $card }, non prende niente
option-takes = { $card }, prende { CASE($cards, case: "def") }
option-ways = { $card }, prende in { $ways } modi
option-unplayable = { $card }, non si può giocare: devi rispondere a { $suit }
option-marked = { $card }, da scartare
choose-capture = Con { CASE($card, case: "def") } puoi prendere in più modi: { $choices }. Premi il numero di uno, o Esc per annullare.
choose-claim = Reclama { CASE($card, case: "def") } e scegli che cosa prendere insieme: { $choices }. Premi il numero di una scelta, o Esc per annullare.
capture-choice = { $number }, { CASE($cards, case: "def") }
capture-choice-hinted = { $number }, come da suggerimento, { CASE($cards, case: "def") }
choice-enter-hinted = Invio sceglie quella del suggerimento.
choice-enter-hinted-typed = Una riga vuota sceglie quella del suggerimento.
hinted-enter-challenge = Invio la contesta.
hinted-enter-challenge-typed = Una riga vuota la contesta.
hinted-enter-claim = Invio la reclama.
hinted-enter-claim-typed = Una riga vuota la reclama.
hinted-enter-pass = Invio prosegue.
hinted-enter-pass-typed = Una riga vuota prosegue.
choice-bad = { $count ->
    [2] Premi 1 o 2, o Esc per annullare.
   *[other] Premi un numero da 1 a { $count }, o Esc per annullare.
  }
choice-cancelled = Scelta annullata.
take-start = Stai per giocare { CASE($card, case: "def") }: premi i numeri delle carte in tavola da prendere, poi Invio; Invio da solo mette la carta in tavola. Esc annulla.
take-start-hinted = Stai per giocare { CASE($card, case: "def") } e, come da suggerimento, prendere { CASE($cards, case: "def") }: Invio gioca. I numeri delle carte in tavola aggiungono o tolgono carte; Esc annulla.
choose-capture-typed = Con { CASE($card, case: "def") } puoi prendere in più modi: { $choices }. Scrivi il numero di uno su una riga a sé, o annulla.
choose-claim-typed = Reclama { CASE($card, case: "def") } e scegli che cosa prendere insieme: { $choices }. Scrivi il numero di una scelta su una riga a sé, o annulla.
choice-bad-typed = { $count ->
    [2] Scrivi 1 o 2 su una riga a sé, o annulla.
   *[other] Scrivi un numero da 1 a { $count } su una riga a sé, o annulla.
  }
take-start-typed = Stai per giocare { CASE($card, case: "def") }: scrivi i numeri delle carte in tavola da prendere, uno per riga, poi una riga vuota, o tutti insieme, come prendi 1 3; una riga vuota da sola mette la carta in tavola; annulla annulla la giocata.
take-start-hinted-typed = Stai per giocare { CASE($card, case: "def") } e, come da suggerimento, prendere { CASE($cards, case: "def") }: una riga vuota gioca. I numeri delle carte in tavola, uno per riga, aggiungono o tolgono carte; annulla annulla la giocata.
take-on = Carta { $number } in tavola, { $card }: presa.
take-off = Carta { $number } in tavola, { $card }: lasciata.
take-chosen = Prendi { CASE($cards, case: "def") }.
take-none = Non prendi niente: Invio mette la carta in tavola.
discard-marked = Da scartare: { $card }, { $marked } di { $need }.
discard-unmarked = Non più da scartare: { $card }, { $marked } di { $need }.
discard-full = Hai già segnato { $need } carte: prima togline una.
discard-status = { $marked } di { $need } carte segnate per lo scarto.
discard-confirm = Scartare { CASE($cards, case: "def") }? Premi Y o Invio per scartare, N per cambiare le carte segnate.
discard-kept = Per ora non scarti niente: cambia le carte segnate con Invio.
discard-hinted = Premi Y o Invio per scartarle, N per scegliere da solo.
no-hint = Nessun suggerimento adesso: non tocca a te.
no-challenge = Adesso non c'è nessuna mossa da contestare.
no-claim = Adesso non c'è nessuna presa mancata da reclamare: puoi reclamare una carta che il giocatore prima di te ha messo in tavola quando avrebbe potuto prendere, prima di giocare la tua.
no-claim-own = Adesso non c'è nessuna presa mancata da fare: la presa mancata dalla tua carta si fa ancora con K o reclama prima che giochi il prossimo.

## Rifiuti

unknown-command = { $command } non è un comando. I comandi sono: { $commands }. Premi H per i tasti.
need-number = Dopo { $command } scrivi un numero, come { $command } 2.
bad-card = { $text } non è una carta: scrivi un valore e la lettera del seme, d (quadri), h (cuori), s (picche) o c (fiori), come { $example }.
bad-move = { $text } non è una mossa: indica una posizione nella mano come 2, una carta come 7d, o una presa come 5c:2d+3c.
refuse-not-your-turn = Non tocca a te: tocca a { $seat }.
refuse-not-in-hand = Non ce l'hai in mano: { $card }. { $held ->
    [one] La tua carta
   *[other] Le tue carte
  }: { $hand }.
refuse-no-position = Non c'è una carta { $number } nella tua mano: hai { $count ->
    [one] una carta
   *[other] { $count } carte
  }.
refuse-not-on-table = Non in tavola: { $cards }. Premi C per sentire la tavola.
refuse-must-capture = La presa è obbligatoria: { CASE($card, case: "def") } deve prendere { CASE($choices, case: "def") }.
refuse-must-capture-other = La presa è obbligatoria: { CASE($card, case: "def") } non prende niente, e puoi prendere con { CASE($cards, case: "def") }.
refuse-captures-nothing = Qui { CASE($card, case: "def") } non prende niente: gioca la carta da sola per metterla in tavola.
refuse-not-a-capture = Questa non è una presa possibile: { CASE($card, case: "def") } può prendere { CASE($choices, case: "def") }.
refuse-round-closing = La smazzata è finita: premi Invio o scrivi fine per chiuderla.
refuse-round-not-over = La smazzata non è finita: gioca una carta.
refuse-no-challenges = Le contestazioni ci sono solo con la presa manuale.
refuse-no-claims = Qui non c'è niente da reclamare: una presa mancata si fa dopo solo con la presa manuale, la tua prima che giochi il prossimo, o con le penalità spagnole quella mancata dal giocatore prima di te.
refuse-spanish-challenge = Con le penalità spagnole non ci sono contestazioni: le prese sbagliate si scoprono alla fine della smazzata, e K reclama una presa che il giocatore prima di te ha mancato.
refuse-follow-suit = Devi rispondere a { $suit }: hai { CASE($cards, case: "def") }.
refuse-bid-first = Prima scegli il tuo segnalino: segnalino da 1 a 4.
refuse-bid-range = Un segnalino indica una smazzata da 1 a 4.
refuse-discard-first = Prima scarta { $count ->
    [one] una carta
   *[other] { $count } carte
  }.
refuse-discard-count = Scarta esattamente { $need } { $need ->
    [one] carta
   *[other] carte
  }; { $count ->
    [one] ne hai indicata { $count }
   *[other] ne hai indicate { $count }
  }.
refuse-play-card = Ora gioca una carta nella presa.
refuse-not-here = In questo gioco non c'è il comando { $command }.
refuse-engine = Non consentito: { $reason }.
refuse-no-seat = Non c'è un posto { $seat }: i posti vanno da 1 a { $players }.
refuse-bad-move = Questa non è una mossa di questo gioco.
refuse-bad-move-text = { $text } non è una mossa: { $game ->
    [metamorphosis] scrivi bid e una smazzata da 1 a 4, come bid:2, una carta come Qs, oppure discard e le carte, come discard:2c+5h
   *[other] scrivi una carta come 7d, o una presa come 5c:2d+3c
  }.
refuse-bad-claim-text = { $text } non è una presa reclamata: scrivi la carta appena messa in tavola e le carte in tavola che avrebbe potuto prendere, come claim:7d:2c+5h.
refuse-taken-twice = Una carta in tavola si prende una volta sola: indica ogni carta in tavola una volta sola.
refuse-not-a-claim = Questa non è la presa mancata: { CASE($card, case: "def") } avrebbe potuto prendere { CASE($choices, case: "def") }.
refuse-capture-choice = Con { CASE($card, case: "def") } si può prendere in più modi: { CASE($choices, case: "def") }. Di' quale.

## Aiuto

help-keys = I tasti, quando la riga di comando è vuota:
help-key-enter = Invio: gioca la carta scelta, o conferma; prima della partita, la fa iniziare.
help-key-arrows = Sinistra e Destra: scegli una carta della tua mano, che viene letta mentre la scegli.
help-key-table = C: leggi le carte in tavola.
help-key-digits = Da 1 a 9: leggi la carta in tavola da 1 a 9; mentre scegli una presa, scegli o prendi quella carta.
help-key-score = S: il punteggio.
help-key-turn = T: a chi tocca.
help-key-space = Spazio: contesta l'ultima mossa (presa manuale).
help-key-claim = K: fai una presa mancata: la tua, prima che giochi il prossimo, o con le penalità spagnole quella mancata dal giocatore prima di te, prima di giocare.
help-key-pile = D: le carte che hai preso.
help-key-hand = A: le tue carte.
help-key-trick = C: leggi la presa.
help-key-trick-digits = Da 1 a 9: leggi la carta della presa con quel numero, nell'ordine di gioco.
help-key-help = H: questo aiuto.
help-key-hint = Punto interrogativo: un suggerimento, la mossa dell'esperto e il perché; la sua carta diventa quella scelta, e Invio gioca ciò che dice.
help-key-repeat = R: ripete l'ultima riga.
help-key-quit = Q: esci dalla partita; prima ti viene chiesta conferma.
help-key-escape = Esc: annulla una scelta.
help-key-yes = Y e N: rispondi sì o no a una domanda.
help-typing = Per scrivere un comando, inizia con una barra, come /gioca 2, e premi Invio.
help-pipe = Ogni riga è un comando; anche le lettere dei tasti funzionano come comandi, e una riga vuota vale come Invio.
help-sweep = gioca 2 gioca la seconda carta della tua mano, gioca 7d una carta, gioca 5c:2d+3c una presa; quando una carta può prendere in più modi, scegli con il numero.
help-manual = Presa manuale: dopo aver scelto la carta, i numeri prendono o lasciano le carte in tavola e Invio gioca; prendi 1 3 gioca la carta scelta prendendo le carte in tavola 1 e 3; dopo un suggerimento, scegliendo la sua carta le sue carte in tavola sono già prese; fine chiude la smazzata; contesta mette in discussione l'ultima mossa.
help-spanish = Presa manuale con le penalità spagnole: dopo aver scelto la carta, i numeri prendono o lasciano le carte in tavola e Invio gioca; prendi 1 3 gioca la carta scelta prendendo le carte in tavola 1 e 3; fine chiude la smazzata. Non ci sono contestazioni: quando il giocatore prima di te mette in tavola una carta che avrebbe potuto prendere, K o reclama mette quella presa nel tuo mazzetto prima che tu giochi (reclama 2 sceglie il secondo modo); alla fine della smazzata si sommano le carte rimaste, e se la somma è sbagliata ogni presa che non faceva 15 costa al suo autore 4 punti più 1 per ogni scopa della smazzata.
help-correction = Correggere la giocata: se metti in tavola una carta che avrebbe potuto prendere, K o reclama fa ancora quella presa, prima che giochi il prossimo; non è mai scopa.
help-meta = segnalino 2 sceglie il tuo segnalino; gioca 3 o gioca Qs gioca una carta; scarta seguito dalle carte, dalle loro posizioni o da intervalli di posizioni le scarta (scarta 1-5 8 Qs), e scarta basse 3 cuori scarta le tre carte di cuori più basse, in qualsiasi combinazione; mentre scarti, Invio segna la carta scelta.
help-commands = I comandi: { $commands }.

## Il menu

menu-game = Scegli il gioco: scrivi il suo numero e premi Invio (Q per uscire).
menu-item = { $number }: { $text }.
menu-players = Quanti giocatori, da { $min } a { $max }? Invio per { $min }.
menu-players-two = Quanti giocatori, { $first } o { $second }? Invio per { $first }.
menu-teams = Giocare in due squadre? Invio per { $default ->
    [1] sì
   *[other] no
  }.
menu-yes = sì
menu-no = no
menu-modifiers = Varianti: scrivi i numeri di quelle che vuoi, separati da spazi, o premi Invio per nessuna.
menu-level = Livello dei giocatori del computer? Invio per { $default ->
    [1] facile
    [3] difficile
    [4] esperto
   *[other] normale
  }.
menu-bad = Scrivi un numero da { $min } a { $max }.
menu-bad-two = Scrivi { $first } o { $second }.
