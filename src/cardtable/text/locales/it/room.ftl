# Le frasi proprie del server della sala, in italiano: che cosa fa una mossa elencata e i
# rifiuti che fa solo la sala. Gli eventi della partita e le letture (mano, tavola,
# punteggio, rifiuti di una mossa) vengono dagli altri cataloghi, detti come li dice il
# terminale. Tutti i messaggi e le loro variabili sono elencati in cardtable/text/messages.py.

## Mosse

move-challenge = Contesta l'ultima mossa.
move-end = Chiudi la smazzata.

## Rifiuti

refuse-stale = La partita è andata avanti prima che arrivasse la tua mossa: ecco com'è ora.
