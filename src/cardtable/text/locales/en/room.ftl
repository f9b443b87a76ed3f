# The room server's own sentences, in English: what a listed move does and the refusals
# only the room makes. The game's events and the readings (hand, table, score, refusals of
# a move) come from the other catalogues, worded as the terminal says them.
# Every message and its variables are listed in cardtable/text/messages.py.

## Moves

move-challenge = Challenge the last move.
move-end = Close the round.

## Refusals

refuse-stale = The game moved on before your move arrived: here it is as it stands now.
