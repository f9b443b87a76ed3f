# The browser page: webresult
# The game-over panel and the room's list of tables, in English. Every message and its
# variables are listed in cardtable/text/messages.py (WEBRESULT_MESSAGES).

## The game-over panel

# $sides: the winning sides' names, as a list; $count: how many they are.
result-winner = { $count ->
    [one] Winner: { $sides }.
   *[other] Winners: { $sides }.
}
result-draw = A draw: { $sides }.
result-scores-caption = Final scores
result-col-side = Player or team
result-col-points = Points
result-col-outcome = Result
result-won = Winner
result-rounds-caption = Points round by round
result-parties-caption = Points partie by partie
result-col-round = Round
result-col-partie = Partie
result-round-number = Round { $number }
result-partie-number = Partie { $number }
result-total = Total
button-same-again = Same options again

## The room's list of tables

tables-other = Other tables ({ $count })
tables-other-note = Tables waiting with nobody connected, and tables their players have left.
tables-other-caption = Other tables: nobody is playing at them now.
