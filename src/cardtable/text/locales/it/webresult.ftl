# La pagina del browser: webresult
# Il pannello di fine partita e l'elenco dei tavoli della sala, in italiano. Tutti i messaggi
# e le loro variabili sono elencati in cardtable/text/messages.py (WEBRESULT_MESSAGES).

## Il pannello di fine partita

# $sides: i nomi dei lati vincitori, come elenco; $count: quanti sono.
result-winner = { $count ->
    [one] Vincitore: { $sides }.
   *[other] Vincitori: { $sides }.
}
result-draw = Parità: { $sides }.
result-scores-caption = Punteggio finale
result-col-side = Giocatore o squadra
result-col-points = Punti
result-col-outcome = Risultato
result-won = Vincitore
result-rounds-caption = Punti smazzata per smazzata
result-parties-caption = Punti giro per giro
result-col-round = Smazzata
result-col-partie = Giro
result-round-number = Smazzata { $number }
result-partie-number = Giro { $number }
result-total = Totale
button-same-again = Di nuovo con le stesse opzioni

## L'elenco dei tavoli della sala

tables-other = Altri tavoli ({ $count })
tables-other-note = Tavoli in attesa senza nessuno connesso, e tavoli lasciati dai loro giocatori.
tables-other-caption = Altri tavoli: adesso nessuno ci sta giocando.
