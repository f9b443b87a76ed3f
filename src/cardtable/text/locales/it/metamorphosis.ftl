# Le frasi di Metamorfosi, in italiano.
# Tutti i messaggi e le loro variabili sono elencati in cardtable/text/messages.py;
# elenchi, nomi dei posti, totali e fine della partita sono in common.ftl.
# "Partie" (quattro smazzate dai contratti fissi) è il giro; "deal" è la smazzata; "trick" è
# la presa; i segnalini (markers) nominano una smazzata; le briscole (trumps) sono il seme di
# briscola.

## La partita e i suoi giri

meta-game-start = Metamorfosi per { $players } giocatori, { $parties ->
    [one] un giro
   *[other] { $parties } giri
  } di quattro smazzate.
partie-start = Giro { $number }. Distribuisce { $dealer }.
partie-start-you = Giro { $number }. Distribuisci tu.
meta-deal-hand = { $seat } riceve { $cards }.
meta-deal-own = Le tue carte: { $cards }.
meta-deal-others = Ciascuno degli altri giocatori riceve { $count ->
    [one] una carta
   *[other] { $count } carte
  }.
meta-deal-each = Ogni giocatore riceve { $count ->
    [one] una carta
   *[other] { $count } carte
  }.
stock-cards = Il tallone, { $count ->
    [one] una carta
   *[other] { $count } carte
  } a partire dalla cima: { $cards }.
stock-hidden = { $count ->
    [one] Resta una carta coperta nel tallone.
   *[other] Restano { $count } carte coperte nel tallone.
  }

## I segnalini

bid-named = { $seat } sceglie in segreto la smazzata { $deal }.
bid-named-you = Scegli in segreto la smazzata { $deal }.
bid-secret = { $seat } ha scelto un segnalino.
bids-revealed = I segnalini vengono scoperti: { $list }.
bid-item = smazzata { $deal } per { $seat }

## Smazzate e prese

deal-start = Smazzata { $deal }: { $trumps ->
    [diamonds] briscola a quadri
    [hearts] briscola a cuori
    [spades] briscola a picche
    [clubs] briscola a fiori
   *[none] senza briscola
  }, { $suit ->
    [diamonds] ogni carta di quadri presa
    [hearts] ogni carta di cuori presa
    [spades] ogni carta di picche presa
    [clubs] ogni carta di fiori presa
   *[any] ogni carta presa
  } vale { SIGNED($points) } { $points ->
    [one] punto
   *[other] punti
  }.
deal-leads = Inizia { $seat }.
deal-leads-you = Inizi tu.
card-played = { $seat } gioca { CASE($card, case: "def") }.
card-played-you = Giochi { CASE($card, case: "def") }.
trick-taken = { $seat } fa la presa.
trick-taken-you = Fai la presa.
trick-worth = { $seat } fa la presa, { $points ->
    [0] che non vale niente
    [one] che vale { SIGNED($points) } punto
   *[other] che vale { SIGNED($points) } punti
  }.
trick-worth-you = Fai la presa, { $points ->
    [0] che non vale niente
    [one] che vale { SIGNED($points) } punto
   *[other] che vale { SIGNED($points) } punti
  }.

## Tra una smazzata e l'altra

discard-cards = { $seat } scarta { $count ->
    [one] una carta coperta
   *[other] { $count } carte coperte
  } sotto il tallone: { $cards }.
discard-cards-you = Scarti { $count ->
    [one] una carta coperta
   *[other] { $count } carte coperte
  } sotto il tallone: { $cards }.
discard-hidden = { $seat } scarta { $count ->
    [one] una carta coperta
   *[other] { $count } carte coperte
  } sotto il tallone.
draw-cards = { $seat } pesca { $count ->
    [one] una carta
   *[other] { $count } carte
  } dal tallone: { $cards }.
draw-cards-you = Peschi { $count ->
    [one] una carta
   *[other] { $count } carte
  } dal tallone: { $cards }.
draw-hidden = { $seat } pesca { $count ->
    [one] una carta
   *[other] { $count } carte
  } dal tallone.
take-cards = { $seat } prende a caso { $count ->
    [one] una carta
   *[other] { $count } carte
  } dalla mano del vicino di sinistra, { $source }: { $cards }.
take-cards-you = Prendi a caso { $count ->
    [one] una carta
   *[other] { $count } carte
  } dalla mano del vicino di sinistra, { $source }: { $cards }.
take-hidden = { $seat } prende a caso { $count ->
    [one] una carta
   *[other] { $count } carte
  } dalla mano del vicino di sinistra, { $source }.
take-from-you = { $seat } prende a caso { $count ->
    [one] una carta
   *[other] { $count } carte
  } dalla tua mano: { $cards }.

## Il punteggio

deal-scored = La smazzata { $deal } è finita. Punti: { $list }.
deal-premium = { $seat } aveva scelto la smazzata { $deal } e in quella smazzata ha fatto meglio di tutti: un premio di { $points } { $points ->
    [one] punto
   *[other] punti
  }.
deal-premium-you = Avevi scelto la smazzata { $deal } e in quella smazzata hai fatto meglio di tutti: un premio di { $points } { $points ->
    [one] punto
   *[other] punti
  }.
partie-scored = Il giro è finito. Punti di questo giro: { $list }.
