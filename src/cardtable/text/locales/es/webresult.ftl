# La página del navegador: webresult
# El panel del final de la partida y la lista de mesas de la sala, en español. Todos los
# mensajes y sus variables están en cardtable/text/messages.py (WEBRESULT_MESSAGES).

## El panel del final de la partida

# $sides: los nombres de los ganadores, como lista; $count: cuántos son.
result-winner = { $count ->
    [one] Ganador: { $sides }.
   *[other] Ganadores: { $sides }.
}
result-draw = Empate: { $sides }.
result-scores-caption = Puntuación final
result-col-side = Jugador o equipo
result-col-points = Puntos
result-col-outcome = Resultado
result-won = Ganador
result-rounds-caption = Puntos ronda a ronda
result-parties-caption = Puntos manga a manga
result-col-round = Ronda
result-col-partie = Manga
result-round-number = Ronda { $number }
result-partie-number = Manga { $number }
result-total = Total
button-same-again = Otra con las mismas opciones

## La lista de mesas de la sala

tables-other = Otras mesas ({ $count })
tables-other-note = Mesas que esperan sin nadie conectado, y mesas que sus jugadores han dejado.
tables-other-caption = Otras mesas: ahora no juega nadie en ellas.
