# Sentences of the sweep games (Escoba, Scopa, the classic game), in English.
# Every message and its variables are listed in cardtable/text/messages.py;
# lists, seat names, totals and the end of a game are in common.ftl.

## The draw for the first dealer

dealer-draw = Drawing for the deal: { $draws }.
dealer-draw-again = Level at the top, they draw again: { $draws }.
dealer-draw-item = { $seat } draws { CASE($card, case: "def") }
dealer-draw-item-you = you draw { CASE($card, case: "def") }
dealer-drawn = { $seat } deals first.
dealer-drawn-you = You deal first.

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
game-rule-round-limit = At most { $rounds } { $rounds ->
    [one] round
   *[other] rounds
  }: then the leader wins, and level leaders draw.
game-rule-must-capture-any = Whoever can take with any card must take.
game-rule-self-correction = A player who lays a card that could have taken may still take it, until the next card.
game-rule-no-capture = Taking no card at all in a round loses the game.
game-rule-margin = A win takes { $target } { $target ->
    [one] point
   *[other] points
  } or more and a lead of { $margin } points over everyone else.

## Dealing

round-start = Round { $number }. { $dealer } deals.
round-start-you = Round { $number }. You deal.
table-dealt = On the table: { $cards }.
deal-last = Last deal.
game-round-limit = The round limit is reached: { $rounds } { $rounds ->
    [one] round
   *[other] rounds
  }.
game-drawn = Game over: a draw between { $sides } at { SIGNED($points) } { $points ->
    [one] point
   *[other] points
  } each.
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
opening-sweeps = { $seat } takes the opening table, { $cards }: { $preset ->
    [scopa] { $sweeps ->
        [one] a scopa
       *[other] { $sweeps } scopas
    }
    [escoba] { $sweeps ->
        [one] an escoba
       *[other] { $sweeps } escobas
    }
    [escoba-primiera] { $sweeps ->
        [one] an escoba
       *[other] { $sweeps } escobas
    }
   *[other] { $sweeps ->
        [one] a sweep
       *[other] { $sweeps } sweeps
    }
  }.
opening-sweeps-you = You take the opening table, { $cards }: { $preset ->
    [scopa] { $sweeps ->
        [one] a scopa
       *[other] { $sweeps } scopas
    }
    [escoba] { $sweeps ->
        [one] an escoba
       *[other] { $sweeps } escobas
    }
    [escoba-primiera] { $sweeps ->
        [one] an escoba
       *[other] { $sweeps } escobas
    }
   *[other] { $sweeps ->
        [one] a sweep
       *[other] { $sweeps } sweeps
    }
  }.

## Play

play-lay = { $seat } lays { CASE($card, case: "def") }.
play-capture = { $seat } plays { CASE($card, case: "def") } and takes { CASE($cards, case: "def") }.
play-sweep = { $seat } plays { CASE($card, case: "def") } and takes { CASE($cards, case: "def") }. { $preset ->
    [scopa] Scopa!
    [escoba] ¡Escoba!
    [escoba-primiera] ¡Escoba!
   *[other] Sweep!
  }
play-lay-you = You lay { CASE($card, case: "def") }.
play-capture-you = You play { CASE($card, case: "def") } and take { CASE($cards, case: "def") }.
play-sweep-you = You play { CASE($card, case: "def") } and take { CASE($cards, case: "def") }. { $preset ->
    [scopa] Scopa!
    [escoba] ¡Escoba!
    [escoba-primiera] ¡Escoba!
   *[other] Sweep!
  }
play-error = That move broke the capture rules.
challenge-right = { $seat } challenges the move of { $mover }, rightly: { $points } { $points ->
    [one] point
   *[other] points
  } for { $side }.
challenge-wrong = { $seat } challenges the move of { $mover }, wrongly: the move was correct. Points for { $side }: { SIGNED($points) }.
challenge-right-you = You challenge the move of { $mover }, rightly: you get { $points } { $points ->
    [one] point
   *[other] points
  }.
challenge-wrong-you = You challenge the move of { $mover }, wrongly: the move was correct. Points for you: { SIGNED($points) }.
challenge-right-yours = { $seat } challenges your move, rightly: { $points } { $points ->
    [one] point
   *[other] points
  } for { $side }.
challenge-wrong-yours = { $seat } challenges your move, wrongly: your move was correct. Points for { $side }: { SIGNED($points) }.
challenge-missed = The { $card } could have taken { CASE($choices, case: "def") }.
challenge-impossible = The { $card } cannot take { CASE($cards, case: "def") }.
challenge-not-so = The { $card } could take { CASE($choices, case: "def") }, not { CASE($cards, case: "def") }.
leftover-taken = { $seat } takes the cards left on the table: { $cards }.
leftover-taken-you = You take the cards left on the table: { $cards }.
leftover-nobody = Nobody captured, so the cards left on the table stay out of scoring: { $cards }.

## The Spanish penalties

claim-taken = { $seat } claims the { $card } and takes { CASE($cards, case: "def") } with it.
claim-taken-you = You claim the { $card } and take { CASE($cards, case: "def") } with it.
claim-corrected = { $seat } corrects the play and takes { CASE($cards, case: "def") } with the { $card } after all.
claim-corrected-you = You correct your play and take { CASE($cards, case: "def") } with the { $card } after all.
check-passed = The cards left sum to { $sum }: no mistakes.
check-failed = The cards left sum to { $sum }: the captures are checked.
penalty-lost = { $seat } loses { $points } { $points ->
    [one] point
   *[other] points
  } for taking { CASE($cards, case: "def") } with the { $card }.
penalty-lost-you = You lose { $points } { $points ->
    [one] point
   *[other] points
  } for taking { CASE($cards, case: "def") } with the { $card }.

## Scoring

round-scored = The round is over.
score-category = { $category }: { $list }.
score-item = { SIGNED($points) } { $points ->
    [one] point
   *[other] points
  } for { $side }
score-nothing = Nobody scores a category.
muerto-note = Muerto: every point goes to the other players.
round-short-of-margin = No one has won yet: a win takes { $target } { $target ->
    [one] point
   *[other] points
  } or more and { $margin ->
    [1] more points than anyone else
   *[other] a lead of { $margin } points over everyone else
  }.
round-points = Points this round: { $list }.
cards-taken = Cards taken: { $list }.
category-sweeps = { $preset ->
    [scopa] Scopas
    [escoba] Escobas
    [escoba-primiera] Escobas
   *[other] Sweeps
  }
category-cards = Most cards
category-diamonds = { $points ->
    [2] { $deck ->
        [spanish] All ten coins (oros)
        [italian] All ten coins (denari)
       *[other] All ten diamonds
      }
   *[other] { $deck ->
        [spanish] Most coins (oros)
        [italian] Most coins (denari)
       *[other] Most diamonds
      }
  }
category-settebello = { $deck ->
    [spanish] Seven of coins (siete de oros)
    [italian] Settebello, the seven of coins
   *[other] Seven of diamonds
  }
category-sevens = { $points ->
    [2] All four sevens
   *[other] Most sevens
  }
category-primiera = Primiera
category-under-ten = Opponents under ten cards
category-challenges = Challenges
category-penalties = Penalties

## The end

game-no-capture = { $side } captured no card this round and loses the game.
game-no-capture-you = You captured no card this round and lose the game.
