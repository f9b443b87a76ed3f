# Sentences of the sweep games (Escoba, Scopa, the classic game), in English.
# Every message and its variables are listed in cardtable/text/messages.py;
# lists, seat names, totals and the end of a game are in common.ftl.

## The game

game-start = { $preset ->
    [scopa] Scopa
    [escoba] Escoba
    [escoba-primiera] Escoba with primiera
   *[classic] The classic sweep game
  } for { $players } players, to { $target } { $target ->
    [one] point
   *[other] points
  }.
game-modifiers = Modifiers: { $modifiers }.
modifier = { $modifier ->
    [fifteen] capture by fifteen
    [scopone] scopone dealing
    [muerto] muerto, every point goes to the others
    [manual-spanish] manual capture with Spanish penalties
   *[manual] manual capture with challenges
  }
game-team = { $team }: { $members }.

## Dealing

round-start = Round { $number }. { $dealer } deals.
table-dealt = On the table: { $cards }.
deal-last = Last deal.
deal-hand = { $seat } gets { $cards }.
deal-own = Your hand: { $cards }.
deal-others = Every other player gets { $count ->
    [one] one card
   *[other] { $count } cards
  }.
deal-each = Every player gets { $count ->
    [one] one card
   *[other] { $count } cards
  }.
set-aside = { $count ->
    [one] One card is
   *[other] { $count } cards are
  } set aside unseen.
opening-sweeps = { $seat } takes the opening table, { $cards }: { $sweeps ->
    [one] a sweep
   *[other] { $sweeps } sweeps
  }.
opening-sweeps-you = You take the opening table, { $cards }: { $sweeps ->
    [one] a sweep
   *[other] { $sweeps } sweeps
  }.

## Play

play-lay = { $seat } lays { $card }.
play-capture = { $seat } plays { $card } and takes { $cards }.
play-sweep = { $seat } plays { $card } and takes { $cards }. Sweep!
play-lay-you = You lay { $card }.
play-capture-you = You play { $card } and take { $cards }.
play-sweep-you = You play { $card } and take { $cards }. Sweep!
play-error = That move broke the capture rules.
challenge-right = { $seat } challenges the move, rightly: it was an error. +{ $points } { $points ->
    [one] point
   *[other] points
  }.
challenge-wrong = { $seat } challenges the move, wrongly: it was correct. { SIGNED($points) } { $points ->
    [one] point
   *[other] points
  }.
challenge-right-you = You challenge the move, rightly: it was an error. +{ $points } { $points ->
    [one] point
   *[other] points
  }.
challenge-wrong-you = You challenge the move, wrongly: it was correct. { SIGNED($points) } { $points ->
    [one] point
   *[other] points
  }.
leftover-taken = { $seat } takes the cards left on the table: { $cards }.
leftover-taken-you = You take the cards left on the table: { $cards }.
leftover-nobody = Nobody captured, so the cards left on the table stay out of scoring: { $cards }.

## The Spanish penalties

claim-taken = { $seat } claims the { $card } and takes { $cards } with it.
claim-taken-you = You claim the { $card } and take { $cards } with it.
check-passed = The cards left sum to { $sum }: no mistakes.
check-failed = The cards left sum to { $sum }: the captures are checked.
penalty-lost = { $seat } loses { $points } { $points ->
    [one] point
   *[other] points
  } for taking { $cards } with the { $card }.
penalty-lost-you = You lose { $points } { $points ->
    [one] point
   *[other] points
  } for taking { $cards } with the { $card }.

## Scoring

round-scored = The round is over.
score-line = { $category }: { $side }, { SIGNED($points) } { $points ->
    [one] point
   *[other] points
  }.
score-nothing = Nobody scores a category.
muerto-note = Muerto: every point goes to the other players.
round-points = Points this round: { $list }.
cards-taken = Cards taken: { $list }.
category-sweeps = Sweeps
category-cards = Most cards
category-diamonds = { $deck ->
    [spanish] Most coins (oros)
    [italian] Most coins (denari)
   *[other] Most diamonds
  }
category-settebello = { $deck ->
    [spanish] Seven of coins (siete de oros)
    [italian] Settebello, the seven of coins
   *[other] Seven of diamonds
  }
category-sevens = Most sevens
category-primiera = Primiera
category-under-ten = Opponents under ten cards
category-challenges = Challenges
category-penalties = Penalties

## The end

game-no-capture = { $side } captured no card this round and loses the game.
