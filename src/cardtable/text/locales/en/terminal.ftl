# The terminal client's own sentences, in English: prompts, turns, reading keys, choices,
# refusals, help and the menu. Every message and its variables are listed in
# cardtable/text/messages.py; the game's events are said by the other catalogues. The turns,
# readings, options and refusals (cardtable/text/readout.py and refusals.py) are also what
# the room server says to the browser client, so both clients use the same words.

## Names

player-name = Player
bot-name = Computer { $number }
player-name-case = Player
bot-name-case = Computer { $number }
level-name = { $level ->
    [easy] easy
    [hard] hard
    [expert] expert
   *[normal] normal
  }
game-name = { $game ->
    [scopa] Scopa
    [escoba] Escoba
    [escoba-primiera] Escoba with primiera
    [metamorphosis] Metamorphosis
   *[classic] The classic sweep game
  }
list-or-two = { $first } or { $second }
list-or-more = { $first }, { $rest }
list-or-groups-two = { $first }; or { $second }
list-or-groups-more = { $first }; { $rest }

## The start and the end

seat-intro = You play as { $name } at seat { $seat }; the computer players are { $level ->
    [easy] easy
    [hard] hard
    [expert] experts
   *[normal] of normal strength
  }.
press-enter = Press Enter to start the game; H lists the keys.
not-started = The game has not started yet: press Enter to start it, or Q to leave.
speech-on = Speaking with { $program }.
speech-none = No speech program was found: install speech-dispatcher (spd-say) or espeak-ng to hear the game aloud. The game goes on in text.
record-saved = The game is saved in { $path }.
record-unfinished = The unfinished game is saved in { $path }.
replay-unfinished = The record ends here: the game was left unfinished, and the rest of it was never played.
replay-error = error: { $where }: { $reason }
replay-error-plain = error: { $reason }
replay-error-record = error: { $reason }
replay-record-number = record { $number }
replay-at-event = { $unit ->
    [partie] partie
   *[round] round
  } { $number }, event { $event }
replay-after-event = { $unit ->
    [partie] partie
   *[round] round
  } { $number }, after event { $event }
replay-at-round = { $unit ->
    [partie] partie
   *[round] round
  } { $number }
replay-at-end = game end
replay-ends-early = the record ends here, but the game goes on: { $action ->
    [bid] { $seat } is to bid
    [discard] { $seat } is to discard { $count } cards
   *[play] { $seat } is to play
  }
replay-past-record = the record ends after { $unit ->
    [partie] partie
   *[round] round
  } { $number }, but the game goes on
replay-bad-draw = the rules draw for the first dealer, but the record has no good draw
replay-engine-more = the record stops here, but the game goes on with { $event }
replay-record-more = the { $what ->
    [game] game
    [partie] partie
   *[round] round
  } is over here, but the record goes on
replay-differs = the record has { $record }, the rules give { $engine }
replay-waits = the record has { $event } here, but { $action ->
    [bid] { $seat } is to bid
    [discard] { $seat } is to discard { $count } cards
   *[play] { $seat } is to play
  }
replay-cannot = this step breaks the rules, or cannot be read: { $event }
replay-bad-deal = these cards are not a deal of this game: every card shown, each once, as many as the rules deal
record-failed = The game could not be saved: { $reason }.
input-ended = The input has ended, so you leave the game.
quit-ask = Leave the game? Press Y to leave, N to stay.
quit-stay = You stay in the game.
quit-left = You leave the game.
menu-left = You leave without playing.
answer-first = Answer the question first: Y or Enter to discard, N to change your marks.
nothing-to-answer = There is no question to answer.
nothing-to-cancel = There is nothing to cancel.
nothing-to-repeat = Nothing has been said yet.
nothing-to-pass = There is no move to let pass now.
window-passed = You pass: the game goes on.
no-such-key = { $key } is no key here: H lists the keys. To type a command, start it with a slash, like /play 2.

## Turns

your-turn = Your turn. Your hand: { $hand }. { $table }
your-turn-table = Your turn. { $table }
your-turn-brief = Your turn.
your-turn-close = The last card of the round has been played: press Enter or type end to close the round.
can-challenge = Space challenges the last move.
turn-chosen = Chosen: { $card }.
your-turn-bid = Choose your marker, the deal you mean to win: type bid and a number from 1 to 4, or choose with Left and Right and press Enter.
your-turn-bid-short = Choose your marker, the deal you mean to win, 1 to 4.
your-turn-lead = Your turn to lead. Your hand: { $hand }.
your-turn-lead-brief = Your turn to lead.
your-turn-follow = Your turn. { $trick } Your hand: { $hand }.
your-turn-follow-trick = Your turn. { $trick }
your-turn-discard-short = Discard { $count ->
    [one] one card
   *[other] { $count } cards
  }: mark them with Enter, or type discard and the cards.
your-turn-discard = You hold more than twelve cards: discard { $count ->
    [one] one card
   *[other] { $count } cards
  }. Your hand: { $hand }. Press Enter to mark the chosen card, or type discard and the cards.
challenge-window = You may challenge the move of { $seat }: press Space or type challenge. Enter goes on.
can-claim = { $seat } laid the { $card }, which could have taken { CASE($cards, case: "def") }: press K or type claim to take it.
can-claim-ways = { $seat } laid the { $card }, which could have taken in { $ways } ways: press K or type claim to choose one and take it.
correction-window = You laid the { $card }, which could have taken { CASE($cards, case: "def") }: press K or type claim to take it still, before the next player plays. Enter goes on.
correction-window-ways = You laid the { $card }, which could have taken in { $ways } ways: press K or type claim to choose one and take it still. Enter goes on.
correction-window-short = It could have taken { CASE($cards, case: "def") }: press K or type claim to take it still, before the next player plays. Enter goes on.
correction-window-ways-short = It could have taken in { $ways } ways: press K or type claim to choose one and take it still. Enter goes on.

## Reading the game

table-cards = On the table, { $count ->
    [one] one card
   *[other] { $count } cards
  }: { $cards }.
table-empty = The table is empty.
table-card = Table card { $number } of { $count }: { $card }.
table-card-none = There is no table card { $number }: { $count ->
    [0] the table is empty
    [one] there is one card
   *[other] there are { $count } cards
  }.
trick-cards = On the trick: { $list }.
trick-item = { $card } from { $seat }
trick-item-you = { $card } from you
trick-empty = No card has been played to this trick yet.
trick-card = Trick card { $number }: { $card }, from { $seat }.
trick-card-you = Trick card { $number }: { $card }, from you.
trick-card-none = There is no trick card { $number }: { $count ->
    [0] no card has been played to this trick
    [one] one card has been played
   *[other] { $count } cards have been played
  }.
hand-cards = Your hand, { $count ->
    [one] one card
   *[other] { $count } cards
  }: { $cards }.
hand-empty = Your hand is empty.
pile-cards = You have taken { $count ->
    [one] one card
   *[other] { $count } cards
  } this round: { $cards }.
pile-team-cards = Your team has taken { $count ->
    [one] one card
   *[other] { $count } cards
  } this round: { $cards }.
pile-empty = You have taken no cards this round.
taken-cards = You have taken { $count ->
    [one] one card
   *[other] { $count } cards
  } in this deal: { $cards }.
taken-none = You have taken no cards in this deal.
score-round = Round { $round }, played to { $target } { $target ->
    [one] point
   *[other] points
  }.
score-sweeps = { $preset ->
    [scopa] Scopas
    [escoba] Escobas
    [escoba-primiera] Escobas
   *[other] Sweeps
  } this round: { $list }.
score-challenges = Challenges this round: { $list }.
score-meta = Partie { $partie } of { $parties }, deal { $deal }.
score-partie = Points this partie so far: { $list }.
turn-yours = It is your turn.
turn-of = It is the turn of { $seat }.
turn-over = The game is over.
marker = Marker { $deal }: { $deal ->
    [1] no trumps, each club taken scores minus 4
    [2] diamonds are trumps, each heart taken scores 4
    [3] no trumps, each card taken scores minus 1
   *[4] no trumps, each spade taken scores minus 4
  }.

## Choosing a card and a capture

selected-of = { $number } of { $count }: { $text }.
option-lays = { $card }, takes nothing
option-takes = { $card }, takes { CASE($cards, case: "def") }
option-ways = { $card }, takes in { $ways } ways
option-unplayable = { $card }, cannot be played: you must follow suit, { $suit }
option-marked = { $card }, marked for the discard
choose-capture = The { $card } can take in several ways: { $choices }. Press the number of one, or Escape to cancel.
choose-claim = Claim the { $card } with: { $choices }. Press the number of one, or Escape to cancel.
capture-choice = { $number }, { CASE($cards, case: "def") }
capture-choice-hinted = { $number }, as the hint said, { CASE($cards, case: "def") }
choice-enter-hinted = Enter takes the hint's.
choice-enter-hinted-typed = An empty line takes the hint's.
hinted-enter-challenge = Enter challenges it.
hinted-enter-challenge-typed = An empty line challenges it.
hinted-enter-claim = Enter claims it.
hinted-enter-claim-typed = An empty line claims it.
hinted-enter-pass = Enter goes on.
hinted-enter-pass-typed = An empty line goes on.
choice-bad = { $count ->
    [2] Press 1 or 2, or Escape to cancel.
   *[other] Press a number from 1 to { $count }, or Escape to cancel.
  }
choice-cancelled = The choice is cancelled.
take-start = About to play the { $card }: press the numbers of the table cards it takes, then Enter; Enter alone lays it on the table. Escape cancels.
take-start-hinted = About to play the { $card } and, as the hint said, take { CASE($cards, case: "def") }: Enter plays it. The numbers of the table cards take or leave others; Escape cancels.
choose-capture-typed = The { $card } can take in several ways: { $choices }. Type the number of one on a line by itself, or cancel.
choose-claim-typed = Claim the { $card } with: { $choices }. Type the number of one on a line by itself, or cancel.
choice-bad-typed = { $count ->
    [2] Type 1 or 2 on a line by itself, or cancel.
   *[other] Type a number from 1 to { $count } on a line by itself, or cancel.
  }
take-start-typed = About to play the { $card }: type the numbers of the table cards it takes, one a line, then an empty line, or all at once, like take 1 3; an empty line alone lays it on the table; cancel cancels.
take-start-hinted-typed = About to play the { $card } and, as the hint said, take { CASE($cards, case: "def") }: an empty line plays it. The numbers of the table cards, one a line, take or leave others; cancel cancels.
take-on = Table card { $number }, { $card }, taken.
take-off = Table card { $number }, { $card }, left.
take-chosen = Taking { CASE($cards, case: "def") }.
take-none = Taking nothing: Enter lays the card.
discard-marked = Marked for the discard: { $card }, { $marked } of { $need }.
discard-unmarked = No longer marked: { $card }, { $marked } of { $need }.
discard-full = You have marked { $need } cards already: unmark one first.
discard-status = { $marked } of { $need } cards marked for the discard.
discard-confirm = Discard { CASE($cards, case: "def") }? Press Y or Enter to discard, N to change your marks.
discard-kept = Nothing is discarded yet: change your marks with Enter.
discard-hinted = Press Y or Enter to discard them, N to choose yourself.
no-hint = No hint now: it is not your turn.
no-challenge = There is no move you can challenge now.
no-claim = There is no missed capture to claim now: you may claim a card the player before you laid although it could have taken, before you play your own.
no-claim-own = There is no missed capture to take now: a capture your own card misses can be taken back with K or claim until the next player plays.

## Refusals

unknown-command = { $command } is not a command. The commands are: { $commands }. Press H for the keys.
need-number = Give { $command } a number, like { $command } 2.
bad-card = { $text } is not a card: write a value and a suit letter d, h, s or c, like { $example }.
bad-move = { $text } is not a move: give a hand position like 2, a card like 7d, or a capture like 5c:2d+3c.
refuse-not-your-turn = It is not your turn: it is the turn of { $seat }.
refuse-not-in-hand = That is not in your hand: { $card }. Your hand: { $hand }.
refuse-no-position = There is no card { $number } in your hand: you hold { $count ->
    [one] one card
   *[other] { $count } cards
  }.
refuse-not-on-table = Not on the table: { $cards }. Press C to hear the table.
refuse-must-capture = Capture is compulsory: the { $card } must take { CASE($choices, case: "def") }.
refuse-must-capture-other = Capture is compulsory: the { $card } takes nothing, and you can take with { CASE($cards, case: "def") }.
refuse-captures-nothing = The { $card } takes nothing here: play it alone to lay it on the table.
refuse-not-a-capture = That is not a capture: the { $card } can take { CASE($choices, case: "def") }.
refuse-round-closing = The round is over: press Enter or type end to close it.
refuse-round-not-over = The round is not over: play a card.
refuse-no-challenges = Challenges exist only under manual capture.
refuse-no-claims = There is nothing to claim in this game: a missed capture is taken later only under manual capture, your own before the next player plays, or under the Spanish penalties the one the player before you missed.
refuse-spanish-challenge = There are no challenges under the Spanish penalties: wrong captures are found when the round ends, and K claims a capture the player before you missed.
refuse-follow-suit = You must follow suit, { $suit }: you hold { $cards }.
refuse-bid-first = First choose your marker: bid 1 to 4.
refuse-bid-range = A marker names a deal from 1 to 4.
refuse-discard-first = First discard { $count ->
    [one] one card
   *[other] { $count } cards
  }.
refuse-discard-count = Discard exactly { $need } { $need ->
    [one] card
   *[other] cards
  }; you gave { $count }.
refuse-play-card = Now play a card to the trick.
refuse-not-here = There is no { $command } in this game.
refuse-engine = Not allowed: { $reason }.
refuse-no-seat = There is no seat { $seat }: the seats are 1 to { $players }.
refuse-bad-move = That is not a move of this game.
refuse-bad-move-text = { $text } is not a move: { $game ->
    [metamorphosis] give bid and a deal 1 to 4, like bid:2, a card like Qs, or discard and the cards, like discard:2c+5h
   *[other] give a card like 7d, or a capture like 5c:2d+3c
  }.
refuse-bad-claim-text = { $text } is not a claim: give the card just laid and the table cards it could have taken, like claim:7d:2c+5h.
refuse-taken-twice = A table card is taken once: name each table card once.
refuse-not-a-claim = That is not the missed capture: the { $card } could have taken { CASE($choices, case: "def") }.
refuse-capture-choice = The { $card } can capture in several ways: { CASE($choices, case: "def") }. Say which.

## Help

help-keys = The keys, when the input line is empty:
help-key-enter = Enter: play the chosen card, or confirm; before the game, start it.
help-key-arrows = Left and Right: choose a card of your hand, said as you choose it.
help-key-table = C: read the cards on the table.
help-key-digits = 1 to 9: read table card 1 to 9; while choosing a capture, choose or take that card.
help-key-score = S: the score.
help-key-turn = T: whose turn it is.
help-key-space = Space: challenge the last move (manual capture).
help-key-claim = K: take a missed capture: your own, before the next player plays, or under the Spanish penalties the one the player before you missed, before you play.
help-key-pile = D: the cards you have taken.
help-key-hand = A: your hand.
help-key-trick = C: read the trick.
help-key-trick-digits = 1 to 9: read the card of the trick with that number, in the order played.
help-key-help = H: this help.
help-key-hint = Question mark: a hint, the expert's move and why; its card becomes the chosen one, and Enter plays what it says.
help-key-repeat = R: say the last line again.
help-key-quit = Q: leave the game; you are asked first.
help-key-escape = Escape: cancel a choice.
help-key-yes = Y and N: answer a question.
help-typing = To type a command, start it with a slash, like /play 2, and press Enter.
help-pipe = Each line is a command; the letters of the keys work as commands too, and an empty line is Enter.
help-sweep = play 2 plays the second card of your hand, play 7d a card, play 5c:2d+3c a capture; when a card can take in several ways you choose by number.
help-manual = Manual capture: after choosing the card, the numbers take or leave table cards and Enter plays; take 1 3 plays the chosen card taking table cards 1 and 3; after a hint, choosing its card takes its table cards already; end closes the round; challenge questions the last move.
help-spanish = Manual capture with the Spanish penalties: after choosing the card, the numbers take or leave table cards and Enter plays; take 1 3 plays the chosen card taking table cards 1 and 3; end closes the round. There are no challenges: when the player before you lays a card that could have taken, K or claim takes that capture into your pile before you play (claim 2 takes the second way); at the end of the round the cards left are summed, and if the sum is wrong every capture that did not make 15 costs its author 4 points plus 1 for each sweep of the round.
help-correction = Correcting a move: when you lay a card that could have taken, K or claim still takes that capture, until the next player plays; it is never a sweep.
help-meta = bid 2 names your marker; play 3 or play Qs plays a card; discard and the cards, their positions or ranges of positions discards them (discard 1-5 8 Qs), and discard lowest 3 hearts the three lowest hearts, in any mix; while discarding, Enter marks the chosen card.
help-commands = The commands: { $commands }.

## The menu

menu-game = Choose the game: type its number and press Enter (Q leaves).
menu-item = { $number }: { $text }.
menu-players = How many players, { $min } to { $max }? Enter for { $min }.
menu-players-two = How many players, { $first } or { $second }? Enter for { $first }.
menu-teams = Play in two teams? Enter for { $default ->
    [1] yes
   *[other] no
  }.
menu-yes = yes
menu-no = no
menu-modifiers = Modifiers: type the numbers of those you want, separated by spaces, or press Enter for none.
menu-level = The computer players' level? Enter for { $default ->
    [1] easy
    [3] hard
    [4] expert
   *[other] normal
  }.
menu-bad = Type a number from { $min } to { $max }.
menu-bad-two = Type { $first } or { $second }.
