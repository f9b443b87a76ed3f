# The words of the typed commands, in en (both clients; English words are always accepted too).
#
# words-NAME: the words that give the command NAME, separated by commas. Case does not
# matter, ё is read as е, and a word may be two words ("чей ход"). The one-letter words are
# the letters of the keys (in Russian, the letters on the same keys of the ЙЦУКЕН layout).
# No word may give two commands, in a language or together with the English words, which
# every language accepts as well (tests/test_command_words.py checks it).
# usage-NAME: the command as the help and the refusal of an unknown word show it, with its
# arguments; usage-with-english shows a command of another language with its English usage.
# words-lowest and suit-words-SUIT: the words of a discard of the lowest cards of a suit
# (discard lowest 3 hearts); the suit letters d h s c are English words, so always accepted.

words-enter = enter
words-table = table, c
words-card = card
words-score = score, s
words-turn = turn, t
words-hand = hand, a
words-pile = pile, d
words-play = play
words-take = take
words-bid = bid
words-discard = discard
words-end = end
words-challenge = challenge
words-claim = claim, k
words-hint = hint, ?
words-repeat = repeat, again, r
words-help = help, h
words-quit = quit, q, exit, leave
words-left = left, previous
words-right = right, next
words-yes = yes, y
words-no = no, n
words-cancel = cancel, escape
words-pass = pass
words-say = say, chat
words-reconnect = reconnect

usage-table = table
usage-card = card N
usage-score = score
usage-turn = turn
usage-hand = hand
usage-pile = pile
usage-play = play N
usage-take = take …
usage-bid = bid N
usage-discard = discard …
usage-end = end
usage-challenge = challenge
usage-claim = claim
usage-hint = hint
usage-repeat = repeat
usage-help = help
usage-quit = quit
usage-left = left
usage-right = right
usage-yes = yes
usage-no = no
usage-cancel = cancel
usage-pass = pass
usage-say = say …
usage-with-english = { $usage } ({ $english })

words-lowest = lowest, low, smallest
suit-words-diamonds = diamonds, diamond, d, ♦
suit-words-hearts = hearts, heart, h, ♥
suit-words-spades = spades, spade, s, ♠
suit-words-clubs = clubs, club, c, ♣

## What a typed discard is refused for

discard-lowest-how = After lowest give a number and a suit, like discard lowest 3 hearts.
discard-lowest-short = You asked for the lowest { $asked } of your { $suit ->
    [diamonds] diamonds
    [hearts] hearts
    [spades] spades
   *[clubs] clubs
  }, but you hold only { $count }.

# answers-yes, answers-no: the words that answer a yes-or-no question of the menu (in Russian
# д and н are да and нет there, not the letters of the Y and N keys).
answers-yes = yes, y
answers-no = no, n
