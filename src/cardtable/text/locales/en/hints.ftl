# Hints, in English: the move the expert suggests, and why, in one sentence.
# Every message and its variables are listed in cardtable/text/messages.py.

hint-sweep = Play the { $card }: it sweeps the table, taking { CASE($cards, case: "def") }.
hint-take = Play the { $card }: it takes { CASE($cards, case: "def") }.
hint-lay = Lay the { $card }: it leaves the next player the least.
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
hint-lead = Lead the { $card }.
hint-duck = Play the { $card }: it stays under the trick.
hint-win = Play the { $card }: it wins the trick.
hint-shed = Play the { $card }: you cannot follow suit, so shed it.
