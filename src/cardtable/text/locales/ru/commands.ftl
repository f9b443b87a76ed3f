# The words of the typed commands, in ru (both clients; English words are always accepted too).
#
# words-NAME: the words that give the command NAME, separated by commas. Case does not
# matter, ё is read as е, and a word may be two words ("чей ход"). The one-letter words are
# the letters of the keys (in Russian, the letters on the same keys of the ЙЦУКЕН layout).
# No word may give two commands, in a language or together with the English words, which
# every language accepts as well (tests/test_command_words.py checks it).
# usage-NAME: the command as the help and the refusal of an unknown word show it, with its
# arguments; usage-with-english shows a command of another language with its English usage.
# words-lowest and suit-words-SUIT: the words of a discard of the lowest cards of a suit
# (сброс младшие 3 червы); the suit letters d h s c are English words, so always accepted.

words-enter = ввод
words-table = стол, с
words-card = карта
words-score = счёт, счет, ы
words-turn = чей ход, очередь, е
words-hand = рука, ф
words-pile = взятки, взятое, в
words-play = ход, играть, сыграть
words-take = взять
words-bid = ставка, маркер, фишка
words-discard = сброс, сбросить
words-end = конец
words-challenge = оспорить
words-claim = требую, забрать, л
words-hint = подсказка
words-repeat = повтор, повтори, еще раз, к
words-help = помощь, справка, р
words-quit = выход, выйти, й
words-left = влево, назад
words-right = вправо, вперёд
words-yes = да, н
words-no = нет, т
words-cancel = отмена, отменить
words-pass = пас
words-say = сказать, чат
words-reconnect = переподключить

usage-table = стол
usage-card = карта N
usage-score = счёт
usage-turn = чей ход
usage-hand = рука
usage-pile = взятки
usage-play = ход N
usage-take = взять …
usage-bid = ставка N
usage-discard = сброс …
usage-end = конец
usage-challenge = оспорить
usage-claim = требую
usage-hint = подсказка
usage-repeat = повтор
usage-help = помощь
usage-quit = выход
usage-left = влево
usage-right = вправо
usage-yes = да
usage-no = нет
usage-cancel = отмена
usage-pass = пас
usage-say = сказать …
usage-with-english = { $usage } ({ $english })

words-lowest = младшие, младших, младшую, младшая, младший, младшей, младшего
suit-words-diamonds = бубны, бубен, бубён, бубна, бубну, бубновые, бубновых
suit-words-hearts = червы, черви, червей, черва, черву, червовые, червовых
suit-words-spades = пики, пик, пика, пику, пиковые, пиковых
suit-words-clubs = трефы, треф, трефа, трефу, трефовые, трефовых, крести, крестей

## Почему набранный сброс не принят

discard-lowest-how = После слова «младшие» укажите число и масть, например: сброс младшие 3 червы.
discard-lowest-short = Младших { $suit ->
    [diamonds] бубён
    [hearts] червей
    [spades] пик
   *[clubs] треф
  } вы просили { $asked }, а на руке их только { $count }.

# answers-yes, answers-no: the words that answer a yes-or-no question of the menu (in Russian
# д and н are да and нет there, not the letters of the Y and N keys).
answers-yes = да, д
answers-no = нет, н
