# Le parole dei comandi da scrivere, in italiano (in entrambi i client; le parole inglesi
# sono sempre accettate anch'esse).
#
# words-NOME: le parole che danno il comando NOME, separate da virgole. Maiuscole e minuscole
# non contano, e una parola può essere fatta di due parole ("chi gioca"). Le lettere accentate
# non vengono trasformate, quindi le parole con l'accento si danno anche senza ("sì, si").
# Le parole di una sola lettera sono le lettere dei tasti; la tastiera italiana è latina,
# quindi sono le lettere inglesi e qui non si ripetono. Nessuna parola può dare due comandi,
# né in una lingua né insieme alle parole inglesi, che ogni lingua accetta a sua volta
# (lo controlla tests/test_command_words.py).
# usage-NOME: il comando come lo mostrano l'aiuto e il rifiuto di una parola sconosciuta,
# con i suoi argomenti; usage-with-english mostra un comando di un'altra lingua accanto alla
# sua forma inglese.
# words-lowest e suit-words-SEME: le parole di uno scarto delle carte più basse di un seme
# (scarta basse 3 cuori); le lettere dei semi d h s c sono parole inglesi, quindi sono
# sempre accettate.

words-enter = invio
words-table = tavolo, tavola
words-card = carta
words-score = punteggio, punti
words-turn = turno, tocca, chi gioca, a chi
words-hand = mano, mie carte
words-pile = prese, preso, mazzetto
words-play = gioca, giocare
words-take = prendi, prendere
words-bid = segnalino, dichiara
words-discard = scarta, scartare, scarto
words-end = fine, chiudi, termina
words-challenge = contesta, contestare, sfida
words-claim = reclama, rivendica
words-hint = suggerimento, suggerisci, consiglio
words-repeat = ripeti, ripetere, di nuovo
words-help = aiuto, guida
words-quit = esci, uscire, abbandona
words-left = sinistra, a sinistra, precedente
words-right = destra, a destra, successiva, successivo, seguente
words-yes = sì, si
words-no = rifiuta, rifiuto
words-cancel = annulla, annullare
words-pass = passa, passo
words-say = di', di, dici, parla, messaggio
words-reconnect = riconnetti, ricollega

usage-table = tavolo
usage-card = carta N
usage-score = punteggio
usage-turn = turno
usage-hand = mano
usage-pile = prese
usage-play = gioca N
usage-take = prendi …
usage-bid = segnalino N
usage-discard = scarta …
usage-end = fine
usage-challenge = contesta
usage-claim = reclama
usage-hint = suggerimento
usage-repeat = ripeti
usage-help = aiuto
usage-quit = esci
usage-left = sinistra
usage-right = destra
usage-yes = sì
usage-no = rifiuta
usage-cancel = annulla
usage-pass = passa
usage-say = di' …
usage-with-english = { $usage } ({ $english })

words-lowest = basse, bassa, minime, minima, minori, minore
suit-words-diamonds = quadri, quadro
suit-words-hearts = cuori, cuore
suit-words-spades = picche, picca
suit-words-clubs = fiori, fiore

## Perché uno scarto scritto viene rifiutato

discard-lowest-how = Dopo basse indica un numero e un seme, per esempio: scarta basse 3 cuori.
discard-lowest-short = Hai chiesto { $asked ->
    [one] la carta più bassa
   *[other] le { $asked } carte più basse
  } di { $suit ->
    [diamonds] quadri
    [hearts] cuori
    [spades] picche
   *[clubs] fiori
  }, ma { $count ->
    [0] non hai nessuna carta di quel seme
    [one] ne hai solo una
   *[other] ne hai solo { $count }
  }.

# answers-yes, answers-no: le parole che rispondono a una domanda sì o no del menu (qui s è
# sì, non la lettera del tasto S).
answers-yes = sì, si, s
answers-no = no, n
