# Le parole proprie del client nel browser, in italiano: la pagina, la sala, i comandi del
# tavolo e le impostazioni. Le frasi della partita arrivano dal server (dagli altri
# cataloghi, come le dice il terminale); il browser prende anche nomi e richieste da
# common.ftl, sweep.ftl e terminal.ftl. Tutti i messaggi e le loro variabili sono elencati in
# cardtable/text/messages.py. Qui $card è il nome della carta senza articolo.

## La pagina

app-name = cardtable
skip-to-content = Vai al contenuto
loading = Caricamento della sala da gioco…
nav-label = Menu della sala
page-title-signin = Accesso · cardtable
page-title-lobby = La sala · cardtable
page-title-table = Tavolo { $table } · cardtable
button-lobby = Torna alla sala
button-settings = Impostazioni
button-help = Tasti e aiuto
button-sign-out = Esci dall'account
status-connecting = Connessione alla sala…
status-open = Connesso.
status-lost = La connessione si è interrotta: nuovo tentativo tra { $seconds ->
    [one] un secondo
   *[other] { $seconds } secondi
  }.
status-closed = Disconnesso.
status-replaced = Disconnesso: questa sessione è aperta in troppe altre finestre. Ricarica la pagina per usarla qui.
connection-lost = La connessione alla sala si è interrotta. Provo a riconnettermi; il tuo posto resta tuo.
reconnected = Di nuovo in linea: sei di nuovo al tuo posto.

## L'accesso

signin-title = Ti diamo il benvenuto nella sala da gioco
signin-intro = Gioca a Escoba, Scopa, la scopa classica e Metamorfosi contro il computer o con altre persone. Scegli un nome per giocare come ospite, oppure usa il tuo account.
guest-title = Gioca come ospite
account-title = Il tuo account
field-name = Nome
field-password = Password (almeno 8 caratteri)
button-guest = Entra come ospite
button-sign-in = Accedi
button-register = Crea l'account
signed-in = Sei nella sala come { $name }.
signed-out = Uscita dall'account effettuata.
greeting = Accesso effettuato come { $name }.
greeting-guest = Giochi come { $name }, ospite.

## La sala

lobby-title = La sala
tables-title = Tavoli
tables-caption = Tavoli aperti: il gioco, i posti, lo stato e che cosa puoi fare.
tables-empty = Nessun tavolo aspetta giocatori o ha una partita in corso. Aprine uno nuovo con il modulo Nuovo tavolo.
col-table = Tavolo
col-game = Gioco
col-seats = Posti
col-status = Stato
col-actions = Azioni
table-number = Tavolo { $table }
players-count = { $count ->
    [one] un giocatore
   *[other] { $count } giocatori
  }
teams-yes = a squadre
target-points = a { $target } { $target ->
    [one] punto
   *[other] punti
  }
seat-line = Posto { $seat }: { $who }
seat-empty = libero
seat-bot = computer, { $level ->
    [easy] facile
    [hard] difficile
    [expert] esperto
   *[normal] normale
  }
seat-standin = { $name }, assente (per ora gioca il computer)
seat-away = { $name }, connessione persa
status-waiting = in attesa di giocatori
status-playing = in corso
status-finished = finita
spectators = { $count ->
    [one] uno spettatore
   *[other] { $count } spettatori
  }
button-open-table = Apri
button-open-table-label = Apri il tavolo { $table }
button-take-seat = Siediti al posto { $seat }
button-take-seat-label = Siediti al posto { $seat } del tavolo { $table }
button-watch = Guarda
button-watch-label = Guarda il tavolo { $table }
seat-taken-you = Ti siedi al posto { $seat } del tavolo { $table }.
table-created = Il tavolo { $table } è aperto.
records-title = Le tue partite finite
records-none = Ancora nessuna partita finita.
record-line = Tavolo { $table }, { $game }: { $scores }. Vincitori: { $winners }. Scarica la registrazione.
record-seat = { $name } { $score }
record-stopped = Tavolo { $table }, { $game }: interrotta prima della fine, { $reason ->
    [expired] perché non c'era nessuno.
    [closed] chiusa dal proprietario del tavolo.
    [unwatched] perché nessuno la guardava.
    [round_limit] al limite di smazzate della sala.
   *[left] perché tutti se ne sono andati.
  } Scarica la registrazione.
button-share-record = Condividi la registrazione del tavolo { $table }
button-unshare-record = Smetti di condividere la registrazione del tavolo { $table }
record-shared = La registrazione del tavolo { $table } è condivisa: chiunque può trovarla.
record-unshared = La registrazione del tavolo { $table } è di nuovo solo tua.
room-chat-title = Chat della sala
room-chat-log = Chat della sala
chat-empty = Nessuno ha ancora scritto.
field-chat = Messaggio
button-send = Invia
chat-line = { $name }: { $text }
chat-room-said = Nella sala, { $line }

## Un nuovo tavolo

create-title = Nuovo tavolo
field-game = Gioco
family-sweep = Un gioco di presa (Escoba, Scopa, la scopa classica)
field-preset = Regole
field-players = Giocatori
field-teams = Gioca in due squadre
field-teams-help = Con 4 o 6 giocatori: i compagni siedono uno di fronte all'altro.
field-target = Punti per vincere (vuoto: quelli delle regole)
field-modifiers = Varianti
modifier-fifteen = quindici
modifier-fifteen-help = Una presa deve fare 15 con la carta giocata.
modifier-scopone = scopone
modifier-scopone-help = Nessuna carta in tavola: tutte le carte vanno ai giocatori (in 2, due mani da 10).
modifier-muerto = muerto
modifier-muerto-help = Punteggio al contrario: ogni punto che vinceresti va agli altri giocatori, quindi prendi il meno possibile.
modifier-manual = presa manuale
modifier-manual-help = Scegli tu le carte da prendere; una presa sbagliata può essere contestata.
field-more-options = Altre opzioni
option-deck = Tipo di mazzo
option-capture = Regola di presa
option-first-player = Chi gioca per primo
option-dealing = Distribuzione
option-max-sum-cards = Numero massimo di carte in una presa per somma
option-max-sum-cards-help = Quante carte in tavola può prendere una sola presa per somma.
option-single-priority = Una carta singola va presa prima di una somma
option-last-play-sweep = La scopa all'ultima giocata vale
option-all-diamonds-bonus = Premio per tutte le carte del seme speciale
option-all-sevens-bonus = Premio per tutti e quattro i sette
option-opening-sweeps = Le scope della tavola iniziale valgono
option-no-capture-loss = Chi non prende niente perde la partita
option-self-correction = Si può correggere la giocata: fare la presa mancata prima della carta successiva
option-margin = Scarto per vincere
option-margin-help = Di quanti punti deve essere in vantaggio il vincitore al traguardo.
option-max-rounds = Limite di smazzate
first-dealer-draw = a estrazione: fa le carte chi pesca la carta più alta
option-max-rounds-help = Dopo queste smazzate vince chi è in testa, e chi è in testa a pari punti pareggia; vuoto: nessun limite.
bad-max-rounds = Il limite di smazzate deve essere un numero intero da 1 in su, o vuoto (nessun limite).
option-scoring = Categorie di punteggio
option-parties = Giri
option-parties-help = Vuoto: 4 giri con 2 giocatori, 3 con 3.
option-first-dealer = Primo mazziere
option-default = Quello delle regole: { $value }
option-none = nessun limite
answer-yes = sì
answer-no = no
choice-deck-french-numeric = Francese, numerato da A a 10
choice-deck-french = Francese, con J, Q, K
choice-deck-spanish = Spagnolo
choice-deck-italian = Italiano
choice-capture-match = stesso valore o una somma
choice-capture-fifteen = fare quindici
choice-first_player-dealer = il mazziere
choice-first_player-after-dealer = il giocatore dopo il mazziere
choice-dealing-standard = quattro carte in tavola, poi tre a testa (in 5, cinque in tavola e quattro a testa nell'ultima mano)
choice-dealing-scopone = scopone: niente tavola, tutte le carte in mano (in 2, due mani da 10)
option-penalties = Errori con la presa manuale
choice-penalties-challenge = contestati dagli altri giocatori
choice-penalties-spanish = penalità spagnole: controllo alla fine della smazzata, prese mancate reclamate
option-must-capture = Presa obbligatoria
choice-must_capture-card = la carta giocata prende se può (una carta che non prende niente si può mettere in tavola)
choice-must_capture-any = chi può prendere con una qualsiasi carta deve prendere
field-your-seat = Il tuo posto
seat-none = nessuno (solo guardare)
seat-number = Posto { $seat }
field-bots = Riempi gli altri posti con giocatori del computer
field-level = Livello dei giocatori del computer
field-start = Inizia subito la partita
button-create = Apri il tavolo
bad-target = I punti per vincere devono essere un numero intero da 1 in su.
bad-margin = Lo scarto per vincere deve essere un numero intero da 1 in su.

## Un tavolo

table-title = Tavolo { $table }: { $game }
table-status-line = { $status }. { $seat ->
    [0] Stai guardando.
   *[other] Il tuo posto è il { $seat }.
  } { $spectators ->
    [0] {""}
    [one] Uno spettatore.
   *[other] { $spectators } spettatori.
  }
setup-title = Posti
setup-fill-seats = Ogni posto deve avere una persona o un giocatore del computer prima che la partita possa iniziare.
bot-level-label = Livello del giocatore del computer al posto { $seat }
button-add-bot = Aggiungi un giocatore del computer
button-add-bot-label = Aggiungi un giocatore del computer al posto { $seat }
button-remove-bot = Togli
button-remove-bot-label = Togli il giocatore del computer dal posto { $seat }
bot-added = Un giocatore del computer ({ $level }) si siede al posto { $seat }.
bot-removed = Il giocatore del computer ha lasciato il posto { $seat }.
button-start = Inizia la partita
button-leave = Lascia il tavolo
button-back = Torna alla sala
left-table = Hai lasciato il tavolo { $table }.
button-close-table = Chiudi il tavolo
confirm-close-table = Chiudere il tavolo { $table } per tutti? Una partita in corso si ferma qui; ciò che è stato giocato resta come registrazione.
table-closed = Il tavolo { $table } è chiuso: { $reason ->
    [expired] non c'era nessuno mentre aspettava.
    [closed] l'ha chiuso il proprietario.
    [unwatched] nessuno guardava la sua partita.
    [round_limit] la sua partita ha raggiunto il limite di smazzate della sala.
   *[left] se ne sono andati tutti.
  }
cards-in-hand = { $count ->
    [one] una carta
   *[other] { $count } carte
  }
seat-to-move = di turno
game-title = La partita
game-keys-hint = I tasti funzionano quando la partita ha il focus: { $play } gioca la carta scelta, le frecce scelgono, { $table } legge la tavola, { $score } il punteggio, { $turn } a chi tocca, { $help } i tasti.
table-cards-title = La tavola
trick-title = La presa
hand-title = Le tue carte
bids-title = Segnalini: scegli la smazzata che intendi vincere
pile-title = Le carte che hai preso
spectator-no-hand = Stai guardando: non vedi nessuna mano.
spectator-no-pile = Stai guardando: non hai preso niente.
spectator-cannot-play = Stai guardando questo tavolo: gli spettatori non possono giocare.
no-game-yet = La partita non è ancora cominciata.
no-card-chosen = Prima scegli una carta della tua mano.
choose-first = Prima scegli uno dei { $count } modi, o premi Esc.
choose-capture-title = Con { CASE($card, case: "def") } puoi prendere in più modi
choose-claim-title = Reclami { CASE($card, case: "def") }: quale presa?
take-toggle-label = Carta { $number } in tavola, { $card }
actions-label = Azioni di gioco
action-with-key = { $action } ({ $key })
action-play = Gioca
action-table = Tavola
action-score = Punteggio
action-turn = A chi tocca
action-challenge = Contesta
action-claim = Reclama
action-pile = Carte prese
action-help = Aiuto
action-hint = Suggerimento
action-repeat = Ripeti
action-hand = Mano
action-yes = Sì
action-no = No
action-cancel = Annulla
action-discard = Scarta le carte segnate
action-end = Chiudi la smazzata
button-cancel = Annulla
field-command = Comando
button-do = Esegui
command-help = Scrivi un comando, come gioca 2, prendi 1 3, segnalino 2 o tavolo, e premi Invio. aiuto li elenca tutti.
gone-on = Passi: il gioco prosegue.
history-title = Che cosa è successo
table-chat-title = Chat del tavolo
table-chat-log = Chat del tavolo
game-over-record = La partita è finita; la sua registrazione si può scaricare con il risultato.
record-download = Scarica la registrazione di questa partita (numero { $record })
result-title-round = Il risultato della smazzata
result-title-game = Il risultato della partita
button-result-close = Nascondi il risultato
discard-proposed = Premi { $yes } per scartare queste carte, o { $no } per sceglierle tu.

## I rifiuti della sala (i codici di errore del server)

error-with-detail = { $reason } ({ $detail })
error-other = La sala ha rifiutato questa richiesta.
error-not-signed-in = Prima accedi.
error-already-signed-in = Hai già effettuato l'accesso.
error-bad-name = Questo nome non si può usare: usa da 1 a 32 lettere, cifre, spazi, punti, apostrofi, trattini o trattini bassi.
error-bad-password = La password deve avere da 8 a 256 caratteri.
error-name-taken = Questo nome è già preso: scegline un altro.
error-bad-credentials = Il nome o la password sono sbagliati.
error-bad-token = La tua sessione è scaduta: accedi di nuovo.
error-bad-option = Questa opzione non è accettata.
error-too-many-tables = Hai troppi tavoli aperti: prima finiscine o lasciane uno.
error-too-many-tables-from-address = Ci sono troppi tavoli aperti dal tuo indirizzo di rete (condiviso da tutti nella tua rete): aspetta che uno di essi finisca.
error-not-owner = Solo il proprietario del tavolo può farlo.
error-session-replaced = Questa sessione è aperta in troppe altre finestre: questa viene chiusa.
error-not-found = Questo tavolo non esiste più.
error-finished = Questa partita è finita.
error-no-such-seat = Questo posto non esiste.
error-table-full = Il tavolo è pieno.
error-seat-taken = Questo posto è occupato.
error-already-seated = Hai già un posto a questo tavolo.
error-not-waiting = La partita è iniziata: ora i posti non possono cambiare.
error-seats-empty = Alcuni posti sono ancora liberi.
error-no-bot = Non c'è nessun giocatore del computer a quel posto.
error-not-watching = Prima apri il tavolo.
error-bad-chat = Questo messaggio non si può inviare: da 1 a 500 caratteri stampabili.
error-not-playing = La partita non è in corso adesso.
error-not-seated = Non hai un posto a questo tavolo.
error-not-your-seat = Questo posto non è tuo.
error-stale = La partita è andata avanti prima che arrivasse la tua mossa: è stata aggiornata, riprova.
error-not-your-turn = Non tocca a te.
error-illegal-move = Questa mossa non è consentita.
error-rate-limited = Troppi messaggi tutti insieme: aspetta un momento.
error-too-large = Questo messaggio è troppo lungo.
error-bad-message = La sala non è riuscita a leggere questo messaggio.
error-store-error = La sala non è riuscita a salvare; non è cambiato niente.
error-internal = La sala non è riuscita a farlo; non è cambiato niente.
error-connection-lost = Non connesso: la sala verrà raggiunta di nuovo tra un momento.

## Impostazioni

settings-title = Impostazioni
settings-language = Lingua
language-en = English (inglese)
language-ru = Русский (russo)
language-pl = Polski (polacco)
language-es = Español (spagnolo)
language-it = Italiano
settings-theme = Colori
theme-auto = come il sistema
theme-light = chiari
theme-dark = scuri
settings-contrast = Contrasto
contrast-normal = normale
contrast-high = alto
settings-large-text = Testo grande
settings-card-size = Dimensione delle carte
card-size-small = piccole
card-size-medium = medie
card-size-large = grandi
settings-sound = Suoni
settings-volume = Volume
settings-announce-chat = Leggi ad alta voce i messaggi della chat
settings-keys = Tasti
settings-keys-help = Attiva il pulsante di un tasto, poi premi il nuovo tasto. Cifre, frecce e Tab non si possono riassegnare.
settings-key = { $action }: { $key }
settings-key-press = Premi il nuovo tasto per { $action }, o Esc per tenere quello attuale.
settings-key-refused = { $key } non si può usare: è una cifra, una freccia, Tab o un tasto modificatore.
settings-key-clash = { $key } serve già per { $action }: scegli un altro tasto.
settings-keys-reset = Ripristina tutti i tasti
settings-keys-were-reset = Tutti i tasti sono tornati alle impostazioni iniziali.
settings-saved = Impostazioni salvate.
button-save = Salva
button-close = Chiudi

## Aiuto

help-title = Tasti e comandi
help-intro = I tasti agiscono quando l'area di gioco (la tua mano, i segnalini o la tavola) ha il focus; ognuno ha anche un comando da scrivere, e tutti tranne Ripeti un pulsante sotto la partita.
help-play = Gioca la carta scelta; scegli; conferma; prima della partita, la fa iniziare; fuori turno, lascia passare l'ultima carta (nessuna correzione, nessuna contestazione: il gioco prosegue).
help-table = Leggi le carte in tavola (in Metamorfosi, la presa).
help-table-sweep = Leggi le carte in tavola.
help-table-trick = Leggi le carte della presa.
help-score = Il punteggio.
help-turn = A chi tocca.
help-challenge = Contesta l'ultima mossa (presa manuale).
help-claim = Reclama la presa mancata dal giocatore prima di te: la carta che ha messo in tavola e ciò che avrebbe potuto prendere vanno nel tuo mazzetto, prima che tu giochi (penalità spagnole).
help-pile = Le carte che hai preso.
help-help = Questo aiuto.
help-hint = Un suggerimento: la mossa dell'esperto e il perché; la sua carta diventa quella scelta, e Invio gioca ciò che dice.
help-repeat = Ripete l'ultima cosa detta.
help-hand = Leggi tutte le carte della tua mano.
help-yes = Sì, a una domanda.
help-no = No, a una domanda.
help-cancel = Annulla una scelta.
help-arrows-key = Sinistra e Destra
help-arrows = Scegli una carta della tua mano (o un segnalino); Home e Fine vanno alla prima e all'ultima.
help-digits-key = Da 1 a 9
help-digits = Leggi la carta in tavola da 1 a 9; mentre scegli una presa, la sceglie; con la presa manuale, prende o lascia quella carta in tavola.
help-digits-trick = Leggi la carta della presa con quel numero, nell'ordine di gioco.
help-command-list = Comandi: { $commands }.
help-examples = Esempi: gioca 2 gioca la tua seconda carta, gioca 7d una carta, gioca 5c:2d+3c una presa; prendi 1 3 prende le carte in tavola 1 e 3 con la carta scelta; segnalino 2 sceglie il tuo segnalino; scarta 2c 5h scarta; di' ciao parla nella chat del tavolo.

# La sala: focus, chat e connessione

table-created-started = Il tavolo { $table } è aperto e la sua partita comincia.
said-skipped = { $count ->
    [one] Mentre ascoltavi è stata detta un'altra cosa; è nella cronologia.
   *[other] Mentre ascoltavi sono state dette altre { $count } cose; sono nella cronologia.
  }

# Impostazioni: voce e lingua

settings-language-set = La pagina ora è in italiano.
settings-verbosity = Quanto viene detto
verbosity-auto = Automatico — normale nelle prime partite, poi breve
verbosity-brief = Breve — che cosa è successo e il tuo turno
verbosity-normal = Normale — anche la tavola al tuo turno e le categorie di una smazzata
verbosity-full = Completo — anche la tua mano a ogni turno
settings-verbosity-set = Voce: { $choice }.
settings-rate = Velocità della voce
settings-rate-help = In parole al minuto: quanto aspetta la pagina prima di dire la cosa successiva.
rate-value = { $rate } { $rate ->
    [one] parola
   *[other] parole
  } al minuto
settings-rate-set = Velocità della voce: { $rate } { $rate ->
    [one] parola
   *[other] parole
  } al minuto.

# Limiti: raffiche di chat dette in una frase, attese, nomi che somigliano a quelli di altri

chat-burst-more = { $count ->
    [one] Un altro messaggio da { $name }.
   *[other] Altri { $count } messaggi da { $name }.
  }
chat-burst-many = Altri { $count } messaggi della chat da { $people } persone.
error-rate-limited-wait = Troppe richieste tutte insieme: riprova tra { $seconds } { $seconds ->
    [one] secondo
   *[other] secondi
  }.
error-name-confusable = Questo nome somiglia a quello di un altro giocatore: scegline uno che non si possa confondere.
