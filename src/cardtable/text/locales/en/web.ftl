# The browser client's own words, in English: the page, the room, the table's controls and
# the settings. The game's sentences come from the server (the other catalogues, as the
# terminal says them); the browser also formats names and prompts from common.ftl,
# sweep.ftl and terminal.ftl. Every message and its variables are listed in
# cardtable/text/messages.py.

## The page

app-name = cardtable
skip-to-content = Skip to the content
loading = Loading the card room…
nav-label = Room menu
page-title-signin = Sign in · cardtable
page-title-lobby = The room · cardtable
page-title-table = Table { $table } · cardtable
button-lobby = Back to the room
button-settings = Settings
button-help = Keys and help
button-sign-out = Sign out
status-connecting = Connecting to the room…
status-open = Connected.
status-lost = The connection was lost: trying again in { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
  }.
status-closed = Disconnected.
status-replaced = Disconnected: this session is open in too many other windows. Reload the page to use it here.
connection-lost = The connection to the room was lost. Trying to reconnect; your seat is kept for you.
reconnected = Connected again: you are back in your seat.

## Signing in

signin-title = Welcome to the card room
signin-intro = Play Escoba, Scopa, the classic sweep game and Metamorphosis against computer players or with people. Choose a name to play as a guest, or use your account.
guest-title = Play as a guest
account-title = Your account
field-name = Name
field-password = Password (at least 8 characters)
button-guest = Enter as a guest
button-sign-in = Sign in
button-register = Create the account
signed-in = You are in the room as { $name }.
signed-out = You have signed out.
greeting = Signed in as { $name }.
greeting-guest = Playing as { $name }, a guest.

## The room

lobby-title = The room
tables-title = Tables
tables-caption = Open tables: their game, seats, status and what you can do.
tables-empty = No table is waiting for players or being played. Open a new one with the New table form.
col-table = Table
col-game = Game
col-seats = Seats
col-status = Status
col-actions = Actions
table-number = Table { $table }
players-count = { $count ->
    [one] one player
   *[other] { $count } players
  }
teams-yes = in teams
target-points = to { $target } { $target ->
    [one] point
   *[other] points
  }
seat-line = Seat { $seat }: { $who }
seat-empty = empty
seat-bot = computer, { $level ->
    [easy] easy
    [hard] hard
    [expert] expert
   *[normal] normal
  }
seat-standin = { $name }, away (a computer plays for now)
seat-away = { $name }, disconnected
status-waiting = waiting for players
status-playing = playing
status-finished = finished
spectators = { $count ->
    [one] one spectator
   *[other] { $count } spectators
  }
button-open-table = Open
button-open-table-label = Open table { $table }
button-take-seat = Sit at seat { $seat }
button-take-seat-label = Sit at seat { $seat } of table { $table }
button-watch = Watch
button-watch-label = Watch table { $table }
seat-taken-you = You sit at seat { $seat } of table { $table }.
table-created = Table { $table } is open.
records-title = Your finished games
records-none = No finished games yet.
record-line = Table { $table }, { $game }: { $scores }. Won by { $winners }. Download the record.
record-seat = { $name } { $score }
record-stopped = Table { $table }, { $game }: stopped before its end, { $reason ->
    [expired] as nobody was there.
    [closed] closed by its owner.
    [unwatched] as nobody watched it.
    [round_limit] at the room's limit of rounds.
   *[left] as everyone left.
  } Download the record.
button-share-record = Share the record of table { $table }
button-unshare-record = Stop sharing the record of table { $table }
record-shared = The record of table { $table } is shared: anyone may find it.
record-unshared = The record of table { $table } is yours again.
room-chat-title = Room chat
room-chat-log = Room chat
chat-empty = Nobody has written yet.
field-chat = Message
button-send = Send
chat-line = { $name }: { $text }
chat-room-said = In the room, { $line }

## A new table

create-title = New table
field-game = Game
family-sweep = A sweep game (Escoba, Scopa, the classic game)
field-preset = Rules
field-players = Players
field-teams = Play in two teams
field-teams-help = With 4 or 6 players: partners sit opposite each other.
field-target = Points to win (empty: the rules' own)
field-modifiers = Modifiers
modifier-fifteen = fifteen
modifier-fifteen-help = A capture must make 15 with the card played.
modifier-scopone = scopone
modifier-scopone-help = No cards on the table: every card is dealt to the players (with 2 players, two deals of 10 each).
modifier-muerto = muerto
modifier-muerto-help = Reversed scoring: every point you would win goes to the other players, so take as little as you can.
modifier-manual = manual capture
modifier-manual-help = You choose the cards you take yourself; a wrong capture can be challenged.
field-more-options = More options
option-deck = Deck style
option-capture = Capture rule
option-first-player = Who plays first
option-dealing = Dealing
option-max-sum-cards = Most cards a sum may take
option-max-sum-cards-help = How many table cards one capture by sum may take.
option-single-priority = A single card must be taken before a sum
option-last-play-sweep = A sweep on the last play counts
option-all-diamonds-bonus = Bonus for all the special suit
option-all-sevens-bonus = Bonus for all four sevens
option-opening-sweeps = Sweeps of the opening table count
option-no-capture-loss = Capturing nothing loses the game
option-self-correction = A player may still take the capture his card missed, until the next card
option-margin = Winning margin
option-margin-help = How many points ahead the winner must be at the target.
option-max-rounds = Round limit
first-dealer-draw = by draw: the highest card deals
option-max-rounds-help = After this many rounds the leader wins, and level leaders draw; empty for none.
bad-max-rounds = The round limit must be a whole number from 1 up, or empty for none.
option-scoring = Scoring categories
option-parties = Parties
option-parties-help = Empty: 4 parties with 2 players, 3 with 3.
option-first-dealer = First dealer
option-default = The rules' own: { $value }
option-none = no limit
answer-yes = yes
answer-no = no
choice-deck-french-numeric = French, numbered A to 10
choice-deck-french = French, with J, Q, K
choice-deck-spanish = Spanish
choice-deck-italian = Italian
choice-capture-match = match the value or a sum
choice-capture-fifteen = make fifteen
choice-first_player-dealer = the dealer
choice-first_player-after-dealer = the player after the dealer
choice-dealing-standard = four cards on the table, then three each (with 5 players five on the table, four each in the last deal)
choice-dealing-scopone = scopone: no table, every card in the hands (2 players: two deals of 10)
option-penalties = Mistakes under manual capture
choice-penalties-challenge = challenged by the other players
choice-penalties-spanish = Spanish penalties: checked at the end of the round, missed captures claimed
option-must-capture = Compulsory capture
choice-must_capture-card = the card played takes if it can (a card that takes nothing may be laid)
choice-must_capture-any = whoever can take with any card must take
field-your-seat = Your seat
seat-none = none (only watch)
seat-number = Seat { $seat }
field-bots = Fill the other seats with computer players
field-level = Computer players' level
field-start = Start the game at once
button-create = Open the table
bad-target = The points to win must be a whole number from 1 up.
bad-margin = The winning margin must be a whole number from 1 up.

## A table

table-title = Table { $table }: { $game }
table-status-line = { $status }. { $seat ->
    [0] You are watching.
   *[other] You sit at seat { $seat }.
  } { $spectators ->
    [0] {""}
    [one] One spectator.
   *[other] { $spectators } spectators.
  }
setup-title = Seats
setup-fill-seats = Every seat needs a person or a computer player before the game can start.
bot-level-label = Level of the computer player for seat { $seat }
button-add-bot = Add a computer player
button-add-bot-label = Add a computer player at seat { $seat }
button-remove-bot = Remove
button-remove-bot-label = Remove the computer player at seat { $seat }
bot-added = A computer player ({ $level }) sits at seat { $seat }.
bot-removed = The computer player left seat { $seat }.
button-start = Start the game
button-leave = Leave the table
button-back = Back to the room
left-table = You left table { $table }.
button-close-table = Close the table
confirm-close-table = Close table { $table } for everyone? A game under way stops here; what was played is kept as a record.
table-closed = Table { $table } is closed: { $reason ->
    [expired] nobody was there while it waited.
    [closed] its owner closed it.
    [unwatched] nobody watched its game.
    [round_limit] its game reached the room's limit of rounds.
   *[left] everyone left it.
  }
cards-in-hand = { $count ->
    [one] one card
   *[other] { $count } cards
  }
seat-to-move = to play
game-title = The game
game-keys-hint = Keys work while the game has focus: { $play } plays the chosen card, arrows choose, { $table } reads the table, { $score } the score, { $turn } whose turn, { $help } the keys.
table-cards-title = The table
trick-title = The trick
hand-title = Your hand
bids-title = Markers: choose the deal you mean to win
pile-title = What you have taken
spectator-no-hand = You are watching: you see no hand.
spectator-no-pile = You are watching: you have taken nothing.
spectator-cannot-play = You are watching this table: spectators cannot play.
no-game-yet = The game has not started yet.
no-card-chosen = Choose a card of your hand first.
choose-first = Choose one of the { $count } ways first, or press Escape.
choose-capture-title = The { $card } can take in several ways
choose-claim-title = Claim the { $card }: which capture?
take-toggle-label = Table card { $number }, { $card }
actions-label = Game actions
action-with-key = { $action } ({ $key })
action-play = Play
action-table = Table
action-score = Score
action-turn = Whose turn
action-challenge = Challenge
action-claim = Claim
action-pile = Taken cards
action-help = Help
action-hint = Hint
action-repeat = Repeat
action-hand = Hand
action-yes = Yes
action-no = No
action-cancel = Cancel
action-discard = Discard the marked cards
action-end = Close the round
button-cancel = Cancel
field-command = Command
button-do = Do
command-help = Type a command, like play 2, take 1 3, bid 2 or table, and press Enter. help lists them.
gone-on = You pass: the game goes on.
history-title = What happened
table-chat-title = Table chat
table-chat-log = Table chat
game-over-record = The game is over; its record can be downloaded with the result.
record-download = Download the record of this game (number { $record })
result-title-round = The round's result
result-title-game = The game's result
button-result-close = Hide the result
discard-proposed = Press { $yes } to discard these cards, or { $no } to choose yourself.

## Refusals of the room (the server's error codes)

error-with-detail = { $reason } ({ $detail })
error-other = The room refused this.
error-not-signed-in = Sign in first.
error-already-signed-in = You are signed in already.
error-bad-name = That name cannot be used: use 1 to 32 letters, digits, spaces, dots, apostrophes, hyphens or underscores.
error-bad-password = The password must have 8 to 256 characters.
error-name-taken = That name is taken: choose another.
error-bad-credentials = The name or the password is wrong.
error-bad-token = Your session has ended: sign in again.
error-bad-option = That option is not accepted.
error-too-many-tables = You have too many open tables: finish or leave one first.
error-too-many-tables-from-address = Too many tables are open from your network address (shared by everyone on your network): wait until one of them finishes.
error-not-owner = Only the table's owner may do that.
error-session-replaced = This session is open in too many other windows: this one is closed.
error-not-found = There is no such table any more.
error-finished = That game is over.
error-no-such-seat = There is no such seat.
error-table-full = The table is full.
error-seat-taken = That seat is taken.
error-already-seated = You already sit at this table.
error-not-waiting = The game has started: seats cannot change now.
error-seats-empty = Some seats are still empty.
error-no-bot = There is no computer player at that seat.
error-not-watching = Open the table first.
error-bad-chat = That message cannot be sent: 1 to 500 printable characters.
error-not-playing = The game is not being played now.
error-not-seated = You do not sit at this table.
error-not-your-seat = That seat is not yours.
error-stale = The game moved on before your move arrived: it has been refreshed, try again.
error-not-your-turn = It is not your turn.
error-illegal-move = That move is not allowed.
error-rate-limited = Too many messages at once: wait a moment.
error-too-large = That message is too long.
error-bad-message = The room could not read that message.
error-store-error = The room could not save this; nothing changed.
error-internal = The room could not do this; nothing changed.
error-connection-lost = Not connected: the room will be reached again in a moment.

## Settings

settings-title = Settings
settings-language = Language
language-en = English
language-ru = Русский (Russian)
language-pl = Polski (Polish)
language-es = Español (Spanish)
language-it = Italiano (Italian)
settings-theme = Colours
theme-auto = as the system
theme-light = light
theme-dark = dark
settings-contrast = Contrast
contrast-normal = normal
contrast-high = high
settings-large-text = Large text
settings-card-size = Card size
card-size-small = small
card-size-medium = medium
card-size-large = large
settings-sound = Sounds
settings-volume = Volume
settings-announce-chat = Read chat messages aloud
settings-keys = Keys
settings-keys-help = Activate a key's button, then press the new key. Digits, arrows and Tab cannot be given away.
settings-key = { $action }: { $key }
settings-key-press = Press the new key for { $action }, or Escape to keep it.
settings-key-refused = { $key } cannot be used: it is a digit, an arrow, Tab or a modifier.
settings-key-clash = { $key } already does { $action }: choose another key.
settings-keys-reset = Reset every key
settings-keys-were-reset = Every key is back to its first setting.
settings-saved = Settings saved.
button-save = Save
button-close = Close

## Help

help-title = Keys and commands
help-intro = The keys act while the game area (your hand, the markers or the table) has focus; each also has a typed command, and all but Repeat a button under the game.
help-play = Play the chosen card; choose; confirm; before the game, start it; out of your turn, let the last card pass (no correction, no challenge: the game goes on).
help-table = Read the cards on the table (in Metamorphosis, the trick).
help-table-sweep = Read the cards on the table.
help-table-trick = Read the cards of the trick.
help-score = The score.
help-turn = Whose turn it is.
help-challenge = Challenge the last move (manual capture).
help-claim = Claim the capture the player before you missed: the card he laid and what it could have taken go to your pile, before you play (Spanish penalties).
help-pile = The cards you have taken.
help-help = This help.
help-hint = A hint: the expert's move and why; its card becomes the chosen one, and Enter plays what it says.
help-repeat = Say again what was said last.
help-hand = Read your whole hand.
help-yes = Yes, to a question.
help-no = No, to a question.
help-cancel = Cancel a choice.
help-arrows-key = Left and Right
help-arrows = Choose a card of your hand (or a marker); Home and End go to the first and the last.
help-digits-key = 1 to 9
help-digits = Read table card 1 to 9; while choosing a capture, choose it; under manual capture, take or leave that table card.
help-digits-trick = Read the card of the trick with that number, in the order played.
help-command-list = Commands: { $commands }.
help-examples = Examples: play 2 plays your second card, play 7d a card, play 5c:2d+3c a capture; take 1 3 takes table cards 1 and 3 with the chosen card; bid 2 names your marker; discard 2c 5h discards; say hello speaks in the table chat.

# The room: focus, chat and connection

table-created-started = Table { $table } is open and its game begins.
said-skipped = { $count ->
    [one] { $count } more thing was said while you listened; it is in the history.
   *[other] { $count } more things were said while you listened; they are in the history.
  }

# Settings: speech and language

settings-language-set = The page is now in English.
settings-verbosity = How much is said
verbosity-auto = Automatic — normal in your first games, then brief
verbosity-brief = Brief — what happened and your turn
verbosity-normal = Normal — also the table at your turn and a round's categories
verbosity-full = Full — also your hand at every turn
settings-verbosity-set = Speech: { $choice }.
settings-rate = Speech rate
settings-rate-help = In words a minute: how long the page waits before saying the next thing.
rate-value = { $rate } { $rate ->
    [one] word
   *[other] words
  } a minute
settings-rate-set = Speech rate: { $rate } { $rate ->
    [one] word
   *[other] words
  } a minute.

# Limits: chat bursts said as one sentence, waits, names that look like another's

chat-burst-more = { $count ->
    [one] One more message from { $name }.
   *[other] { $count } more messages from { $name }.
  }
chat-burst-many = { $count } more chat messages from { $people } people.
error-rate-limited-wait = Too many at once: try again in { $seconds } { $seconds ->
    [one] second
   *[other] seconds
  }.
error-name-confusable = That name looks like another player's: choose one that cannot be mistaken for it.
