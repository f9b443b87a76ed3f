# Sentences every game of the room shares, in English: lists, seat names, totals, the end.
# Every message and its variables are listed in cardtable/text/messages.py.

## Lists and names

list-two = { $first } and { $second }
list-more = { $first }, { $rest }
seat-label = Seat { $number } ({ $name })
team-label = Team { $number }

## Scores and the end of a game

game-number = Game { $number }.
signed-number = { $sign ->
    [minus] minus { $number }
   *[other] { $number }
  }
side-amount = { SIGNED($amount) } for { $side }
totals = Totals: { $list }.
game-won = Game over: { $side } wins with { SIGNED($points) } { $points ->
    [one] point
   *[other] points
  }.
game-won-you = Game over: you win with { SIGNED($points) } { $points ->
    [one] point
   *[other] points
  }.
game-shared = Game over: { $sides } share the win with { SIGNED($points) } { $points ->
    [one] point
   *[other] points
  } each.
final-scores = Final scores: { $list }.
