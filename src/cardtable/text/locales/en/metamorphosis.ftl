# Sentences of Metamorphosis, in English.
# Every message and its variables are listed in cardtable/text/messages.py;
# lists, seat names, totals and the end of a game are in common.ftl.

## The game and its parties

meta-game-start = Metamorphosis for { $players } players, { $parties ->
    [one] one partie
   *[other] { $parties } parties
  } of four deals.
partie-start = Partie { $number }. { $dealer } deals.
partie-start-you = Partie { $number }. You deal.
meta-deal-hand = { $seat } gets { $cards }.
meta-deal-own = Your hand: { $cards }.
meta-deal-others = Every other player gets { $count ->
    [one] one card
   *[other] { $count } cards
  }.
meta-deal-each = Every player gets { $count ->
    [one] one card
   *[other] { $count } cards
  }.
stock-cards = The stock, { $count ->
    [one] one card
   *[other] { $count } cards
  } from the top: { $cards }.
stock-hidden = { $count ->
    [one] One card is
   *[other] { $count } cards are
  } left face down in the stock.

## Bids

bid-named = { $seat } secretly names deal { $deal }.
bid-named-you = You secretly name deal { $deal }.
bid-secret = { $seat } has chosen a marker.
bids-revealed = The markers are turned over: { $list }.
bid-item = deal { $deal } for { $seat }

## Deals and tricks

deal-start = Deal { $deal }: { $trumps ->
    [diamonds] diamonds are trumps
    [hearts] hearts are trumps
    [spades] spades are trumps
    [clubs] clubs are trumps
   *[none] no trumps
  }, { $suit ->
    [diamonds] each diamond
    [hearts] each heart
    [spades] each spade
    [clubs] each club
   *[any] each card
  } taken scores { SIGNED($points) }.
deal-leads = { $seat } leads.
deal-leads-you = You lead.
card-played = { $seat } plays { CASE($card, case: "def") }.
card-played-you = You play { CASE($card, case: "def") }.
trick-taken = { $seat } takes the trick.
trick-taken-you = You take the trick.
trick-worth = { $seat } takes the trick, { $points ->
    [0] worth nothing
    [one] worth { SIGNED($points) } point
   *[other] worth { SIGNED($points) } points
  }.
trick-worth-you = You take the trick, { $points ->
    [0] worth nothing
    [one] worth { SIGNED($points) } point
   *[other] worth { SIGNED($points) } points
  }.

## Between deals

discard-cards = { $seat } discards { $count ->
    [one] one card
   *[other] { $count } cards
  } face down under the stock: { $cards }.
discard-cards-you = You discard { $count ->
    [one] one card
   *[other] { $count } cards
  } face down under the stock: { $cards }.
discard-hidden = { $seat } discards { $count ->
    [one] one card
   *[other] { $count } cards
  } face down under the stock.
draw-cards = { $seat } draws { $count ->
    [one] one card
   *[other] { $count } cards
  } from the stock: { $cards }.
draw-cards-you = You draw { $count ->
    [one] one card
   *[other] { $count } cards
  } from the stock: { $cards }.
draw-hidden = { $seat } draws { $count ->
    [one] one card
   *[other] { $count } cards
  } from the stock.
take-cards = { $seat } takes { $count ->
    [one] one card
   *[other] { $count } cards
  } at random from the left neighbour, { $source }: { $cards }.
take-cards-you = You take { $count ->
    [one] one card
   *[other] { $count } cards
  } at random from the left neighbour, { $source }: { $cards }.
take-hidden = { $seat } takes { $count ->
    [one] one card
   *[other] { $count } cards
  } at random from the left neighbour, { $source }.
take-from-you = { $seat } takes { $count ->
    [one] one card
   *[other] { $count } cards
  } at random from your hand: { $cards }.

## Scoring

deal-scored = Deal { $deal } is over. Scores: { $list }.
deal-premium = { $seat } named deal { $deal } and did best in it: a premium of { $points } { $points ->
    [one] point
   *[other] points
  }.
deal-premium-you = You named deal { $deal } and did best in it: a premium of { $points } { $points ->
    [one] point
   *[other] points
  }.
partie-scored = The partie is over. Points this partie: { $list }.
