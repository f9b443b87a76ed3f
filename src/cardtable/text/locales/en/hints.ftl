# Hints, in English: the move the expert suggests, and why, in one sentence.
# Every message and its variables are listed in cardtable/text/messages.py.

hint-sweep = Play the { $card }: it sweeps the table, taking { CASE($cards, case: "def") }.
hint-take = Play the { $card }: it takes { CASE($cards, case: "def") }.
# Said after a capture's reason when the cards it leaves could be taken whole by one card ($unseen: how many of that value the player has not seen, never 0).
hint-take-open = After it a card worth { $worth } can sweep the table, { $unseen ->
    [1] and one of those is still out.
   *[other] and { $unseen } of those are still out.
  }
hint-lay-safe = Lay the { $card }: after it no card can sweep the table.
hint-lay-open = Lay the { $card }: after it only a card worth { $worth } can sweep the table, { $unseen ->
    [0] but all of those are accounted for.
    [1] and one of those is still out.
   *[other] and { $unseen } of those are still out.
  }
hint-lay-forced-safe = Lay the { $card }: none of your cards can take, and after it no card can sweep the table.
hint-lay-forced-open = Lay the { $card }: none of your cards can take; after it only a card worth { $worth } can sweep the table, { $unseen ->
    [0] but all of those are accounted for.
    [1] and one of those is still out.
   *[other] and { $unseen } of those are still out.
  }
hint-lay-last = Lay the { $card }: it is the last card of the round, and no one plays after it.
# A figure's worth, with the figure's name (the card shows 10, 11 or 12 in a Spanish deck).
hint-worth-figure = { $worth } (a { $rank })
# Said after the reason for laying a seven the scoring values (the special seven; any seven where the most sevens or the primiera counts) when no card the player has not seen can take it.
hint-lay-seven-safe = No card still out can take it.
# Said after a lay's reason under muerto, when a card of the hand could have taken.
hint-muerto-lay = This card takes nothing, and under muerto what you take scores for the others.
# Said after a capture's reason under muerto when the rules leave no card to lay ($count: the cards in hand).
hint-muerto-must-take = Under muerto what you take scores for the others, but { $count ->
    [1] your only card must take
   *[other] here every card of yours must take
  }.
hint-muerto-must-take-any = Under muerto what you take scores for the others, but whoever can take must.
hint-end = Close the round: the last card has been played.
hint-claim = Claim the { $card } just laid: it could have taken { CASE($cards, case: "def") }, and that capture is yours before you play.
hint-challenge-take = Challenge the last move: the { $card } cannot take { CASE($cards, case: "def") }. A challenge of an error scores { $points } { $points ->
    [one] point
   *[other] points
  }.
hint-challenge-lay = Challenge the last move: the { $card } was laid though it could take. A challenge of an error scores { $points } { $points ->
    [one] point
   *[other] points
  }.
hint-take-back = Take back the capture your { $card } missed, before the next card is played: it could have taken { CASE($cards, case: "def") }.
hint-pass = Let the last card pass: nothing in it is worth challenging or taking back.
hint-bid = Name deal { $deal }: your hand suits it best.
hint-discard = Discard { CASE($cards, case: "def") }: they help least in the next deal.
# A lead that is neither the lowest, the highest nor the only card of its suit in the hand ($higher: the higher cards of its suit neither in the hand nor played this deal, never 0).
hint-lead-middle = Lead the { $card }: { $higher ->
    [1] one higher card of its suit is
   *[other] { $higher } higher cards of its suit are
  } neither in your hand nor played yet.
hint-lead-middle-covered = Lead the { $card }: every higher card of its suit is in your hand or already played.
hint-lead-only = Lead the { $card }: your only card of its suit.
hint-lead-lowest = Lead the { $card }: your lowest card of its suit.
hint-lead-highest = Lead the { $card }: your highest card of its suit.
hint-duck = Play the { $card }: it stays under the trick.
hint-win = Play the { $card }: it wins the trick.
hint-top = Play the { $card }: the trick is yours so far, but not everyone has played.
hint-shed = Play the { $card }: you cannot follow suit, so shed it.
