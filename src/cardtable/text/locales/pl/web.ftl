# Własne słowa klienta w przeglądarce, po polsku: strona, sala, sterowanie stołem i
# ustawienia. Zdania o grze przychodzą z serwera (z innych katalogów, tak jak mówi je
# terminal); przeglądarka bierze też nazwy i zachęty z common.ftl, sweep.ftl i terminal.ftl.
# Wszystkie komunikaty i ich zmienne są wymienione w cardtable/text/messages.py.

## Strona

app-name = cardtable
skip-to-content = Przejdź do treści
loading = Wczytywanie sali gier karcianych…
nav-label = Menu sali
page-title-signin = Logowanie · cardtable
page-title-lobby = Sala · cardtable
page-title-table = Stół { $table } · cardtable
button-lobby = Wróć do sali
button-settings = Ustawienia
button-help = Klawisze i pomoc
button-sign-out = Wyloguj się
status-connecting = Łączenie z salą…
status-open = Połączono.
status-lost = Połączenie zostało zerwane: kolejna próba za { $seconds ->
    [one] sekundę
    [few] { $seconds } sekundy
   *[many] { $seconds } sekund
  }.
status-closed = Rozłączono.
status-replaced = Rozłączono: ta sesja jest otwarta w zbyt wielu innych oknach. Wczytaj stronę ponownie, aby używać jej tutaj.
connection-lost = Połączenie z salą zostało zerwane. Trwa ponowne łączenie; twoje miejsce na ciebie czeka.
reconnected = Połączono ponownie: wracasz na swoje miejsce.

## Logowanie

signin-title = Witaj w sali gier karcianych
signin-intro = Graj w Escobę, Scopę, klasyczną Miotłę i Metamorfozę z komputerem albo z ludźmi. Wybierz nazwę, aby grać jako gość, albo zaloguj się na swoje konto.
guest-title = Graj jako gość
account-title = Twoje konto
field-name = Nazwa
field-password = Hasło (co najmniej 8 znaków)
button-guest = Wejdź jako gość
button-sign-in = Zaloguj się
button-register = Załóż konto
signed-in = Jesteś w sali jako { $name }.
signed-out = Wylogowano.
greeting = Zalogowano jako { $name }.
greeting-guest = Grasz jako { $name }, gość.

## Sala

lobby-title = Sala
tables-title = Stoły
tables-caption = Otwarte stoły: ich gra, miejsca, stan i to, co możesz zrobić.
tables-empty = Żaden stół nie czeka na graczy ani nie trwa przy nim gra. Otwórz nowy w formularzu Nowy stół.
col-table = Stół
col-game = Gra
col-seats = Miejsca
col-status = Stan
col-actions = Działania
table-number = Stół { $table }
players-count = { $count ->
    [one] { $count } gracz
    [few] { $count } graczy
   *[many] { $count } graczy
  }
teams-yes = w drużynach
target-points = do { $target } { $target ->
    [one] punktu
   *[other] punktów
  }
seat-line = Miejsce { $seat }: { $who }
seat-empty = wolne
seat-bot = komputer, { $level ->
    [easy] łatwy
    [hard] trudny
    [expert] ekspert
   *[normal] średni
  }
seat-standin = { $name }, chwilowo poza grą (na razie gra komputer)
seat-away = { $name }, bez połączenia
status-waiting = czeka na graczy
status-playing = trwa gra
status-finished = gra skończona
spectators = { $count ->
    [one] { $count } widz
    [few] { $count } widzów
   *[many] { $count } widzów
  }
button-open-table = Otwórz
button-open-table-label = Otwórz stół { $table }
button-take-seat = Usiądź na miejscu { $seat }
button-take-seat-label = Usiądź na miejscu { $seat } przy stole { $table }
button-watch = Oglądaj
button-watch-label = Oglądaj stół { $table }
seat-taken-you = Siadasz na miejscu { $seat } przy stole { $table }.
table-created = Stół { $table } jest otwarty.
records-title = Twoje skończone gry
records-none = Nie masz jeszcze skończonych gier.
record-line = Stół { $table }, { $game }: { $scores }. Zwycięstwo: { $winners }. Pobierz zapis.
record-seat = { $name } { $score }
record-stopped = Stół { $table }, { $game }: gra przerwana przed końcem, { $reason ->
    [expired] bo nikogo nie było przy stole.
    [closed] bo właściciel zamknął stół.
    [unwatched] bo nikt jej nie oglądał.
    [round_limit] bo osiągnęła limit rund sali.
   *[left] bo wszyscy wyszli.
  } Pobierz zapis.
button-share-record = Udostępnij zapis stołu { $table }
button-unshare-record = Przestań udostępniać zapis stołu { $table }
record-shared = Zapis stołu { $table } jest udostępniony: każdy może go znaleźć.
record-unshared = Zapis stołu { $table } jest znowu tylko twój.
room-chat-title = Czat sali
room-chat-log = Czat sali
chat-empty = Nikt jeszcze nic nie napisał.
field-chat = Wiadomość
button-send = Wyślij
chat-line = { $name }: { $text }
chat-room-said = W sali: { $line }

## Nowy stół

create-title = Nowy stół
field-game = Gra
family-sweep = Gra w zbieranie ze stołu (Escoba, Scopa, gra klasyczna)
field-preset = Zasady
field-players = Gracze
field-teams = Graj w dwóch drużynach
field-teams-help = Przy 4 albo 6 graczach: partnerzy siedzą naprzeciwko siebie.
field-target = Punkty do wygranej (puste: według zasad)
field-modifiers = Warianty
modifier-fifteen = piętnaście
modifier-fifteen-help = Wzięcie musi dawać 15 razem z zagraną kartą.
modifier-scopone = scopone
modifier-scopone-help = Na stół nie trafia żadna karta: wszystkie karty dostają gracze (we dwóch dwa rozdania po 10).
modifier-muerto = muerto
modifier-muerto-help = Odwrócona punktacja: każdy punkt, który byś zdobył, dostają pozostali gracze, więc bierz jak najmniej.
modifier-manual = ręczne branie
modifier-manual-help = Karty do wzięcia wybierasz samodzielnie; błędne wzięcie można zakwestionować.
field-more-options = Więcej ustawień
option-deck = Talia
option-capture = Zasada brania
option-first-player = Kto zaczyna
option-dealing = Rozdawanie
option-max-sum-cards = Najwięcej kart w jednej sumie
option-max-sum-cards-help = Ile kart ze stołu może wziąć jedno wzięcie sumą.
option-single-priority = Pojedynczą kartę trzeba wziąć przed sumą
option-last-play-sweep = Miotła w ostatnim ruchu się liczy
option-all-diamonds-bonus = Premia za wszystkie karty specjalnego koloru
option-all-sevens-bonus = Premia za wszystkie cztery siódemki
option-opening-sweeps = Miotły z kart wyłożonych przy rozdaniu się liczą
option-no-capture-loss = Kto nic nie weźmie, przegrywa grę
option-self-correction = Gracz może jeszcze zebrać wzięcie przeoczone swoją kartą, zanim padnie następna karta
option-margin = Przewaga do wygranej
option-margin-help = O ile punktów zwycięzca musi prowadzić, gdy osiąga cel.
option-max-rounds = Limit rund
first-dealer-draw = losowanie: rozdaje ten, kto wyciągnie najwyższą kartę
option-max-rounds-help = Po tylu rundach wygrywa prowadzący, a równi prowadzący remisują; puste: bez limitu.
bad-max-rounds = Limit rund musi być liczbą całkowitą od 1 w górę albo pusty (bez limitu).
option-scoring = Kategorie punktacji
option-parties = Partie
option-parties-help = Puste: 4 partie przy 2 graczach, 3 przy 3.
option-first-dealer = Pierwszy rozdający
option-default = Według zasad: { $value }
option-none = bez limitu
answer-yes = tak
answer-no = nie
choice-deck-french-numeric = francuska, od asa do 10
choice-deck-french = francuska, z waletem, damą i królem
choice-deck-spanish = hiszpańska
choice-deck-italian = włoska
choice-capture-match = ta sama wartość albo suma
choice-capture-fifteen = do piętnastu
choice-first_player-dealer = rozdający
choice-first_player-after-dealer = gracz po rozdającym
choice-dealing-standard = cztery karty na stół, potem po trzy (w pięciu pięć na stół i po cztery w ostatnim rozdaniu)
choice-dealing-scopone = scopone: bez stołu, wszystkie karty na rękach (we dwóch dwa rozdania po 10)
option-penalties = Błędy przy ręcznym braniu
choice-penalties-challenge = kwestionują je pozostali gracze
choice-penalties-spanish = kary hiszpańskie: sprawdzenie na koniec rundy, przejmowanie przeoczonych wzięć
option-must-capture = Obowiązkowe branie
choice-must_capture-card = zagrana karta bierze, jeśli może (kartę, którą nic nie weźmiesz, można wyłożyć)
choice-must_capture-any = kto może wziąć którąkolwiek kartą, musi brać
field-your-seat = Twoje miejsce
seat-none = żadne (tylko oglądam)
seat-number = Miejsce { $seat }
field-bots = Obsadź pozostałe miejsca graczami komputerowymi
field-level = Poziom graczy komputerowych
field-start = Rozpocznij grę od razu
button-create = Otwórz stół
bad-target = Punkty do wygranej muszą być liczbą całkowitą od 1 w górę.
bad-margin = Przewaga do wygranej musi być liczbą całkowitą od 1 w górę.

## Stół

table-title = Stół { $table }: { $game }
table-status-line = { $status }. { $seat ->
    [0] Oglądasz.
   *[other] Siedzisz na miejscu { $seat }.
  } { $spectators ->
    [0] {""}
    [one] Jeden widz.
    [few] { $spectators } widzów.
   *[many] { $spectators } widzów.
  }
setup-title = Miejsca
setup-fill-seats = Zanim gra się zacznie, na każdym miejscu musi siedzieć człowiek albo gracz komputerowy.
bot-level-label = Poziom gracza komputerowego na miejscu { $seat }
button-add-bot = Dodaj gracza komputerowego
button-add-bot-label = Dodaj gracza komputerowego na miejscu { $seat }
button-remove-bot = Usuń
button-remove-bot-label = Usuń gracza komputerowego z miejsca { $seat }
bot-added = Gracz komputerowy (poziom: { $level }) siada na miejscu { $seat }.
bot-removed = Gracz komputerowy opuszcza miejsce { $seat }.
button-start = Rozpocznij grę
button-leave = Odejdź od stołu
button-back = Wróć do sali
left-table = Odchodzisz od stołu { $table }.
button-close-table = Zamknij stół
confirm-close-table = Zamknąć stół { $table } dla wszystkich? Trwająca gra zostanie tu przerwana; to, co rozegrano, zostanie zachowane w zapisie.
table-closed = Stół { $table } jest zamknięty: { $reason ->
    [expired] nikogo przy nim nie było, gdy czekał.
    [closed] zamknął go właściciel.
    [unwatched] nikt nie oglądał jego gry.
    [round_limit] jego gra osiągnęła limit rund sali.
   *[left] wszyscy od niego odeszli.
  }
cards-in-hand = { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
  }
seat-to-move = ma ruch
game-title = Gra
game-keys-hint = Klawisze działają, gdy gra ma fokus: { $play } zagrywa wybraną kartę, strzałki wybierają, { $table } odczytuje stół, { $score } wynik, { $turn } czyj ruch, { $help } klawisze.
table-cards-title = Stół
trick-title = Lewa
hand-title = Twoje karty
bids-title = Żetony: wybierz rozdanie, które chcesz wygrać
pile-title = Twoje zebrane karty
spectator-no-hand = Oglądasz: nie widzisz żadnej ręki.
spectator-no-pile = Oglądasz: nie masz zebranych kart.
spectator-cannot-play = Oglądasz ten stół: widzowie nie mogą grać.
no-game-yet = Gra jeszcze się nie zaczęła.
no-card-chosen = Najpierw wybierz kartę z ręki.
choose-first = Najpierw wybierz jeden ze sposobów (jest ich { $count }) albo naciśnij Escape.
choose-capture-title = Kilka sposobów brania: { $card }
choose-claim-title = Przejęcie: { $card }. Które wzięcie?
take-toggle-label = Karta { $number } na stole, { $card }
actions-label = Działania w grze
action-with-key = { $action } ({ $key })
action-play = Zagraj
action-table = Stół
action-score = Wynik
action-turn = Czyj ruch
action-challenge = Zakwestionuj
action-claim = Przejmij
action-pile = Zebrane karty
action-help = Pomoc
action-hint = Podpowiedź
action-repeat = Powtórz
action-hand = Ręka
action-yes = Tak
action-no = Nie
action-cancel = Anuluj
action-discard = Odrzuć zaznaczone karty
action-end = Zakończ rundę
button-cancel = Anuluj
field-command = Polecenie
button-do = Wykonaj
command-help = Wpisz polecenie, na przykład „zagraj 2”, „weź 1 3”, „żeton 2” albo „stół”, i naciśnij Enter. „Pomoc” wymienia wszystkie polecenia.
gone-on = Pas: gra toczy się dalej.
history-title = Przebieg gry
table-chat-title = Czat stołu
table-chat-log = Czat stołu
game-over-record = Gra jest skończona; jej zapis można pobrać razem z wynikiem.
record-download = Pobierz zapis tej gry (numer { $record })
result-title-round = Wynik rundy
result-title-game = Wynik gry
button-result-close = Ukryj wynik
discard-proposed = Naciśnij { $yes }, aby odrzucić te karty, albo { $no }, aby wybrać samodzielnie.

## Odmowy sali (kody błędów serwera)

error-with-detail = { $reason } ({ $detail })
error-other = Sala odmówiła.
error-not-signed-in = Najpierw się zaloguj.
error-already-signed-in = Już jesteś w sali: nie musisz logować się ponownie.
error-bad-name = Tej nazwy nie można użyć: użyj od 1 do 32 liter, cyfr, spacji, kropek, apostrofów, łączników albo podkreśleń.
error-bad-password = Hasło musi mieć od 8 do 256 znaków.
error-name-taken = Ta nazwa jest zajęta: wybierz inną.
error-bad-credentials = Nazwa albo hasło są nieprawidłowe.
error-bad-token = Twoja sesja wygasła: zaloguj się ponownie.
error-bad-option = To ustawienie nie jest akceptowane.
error-too-many-tables = Masz zbyt wiele otwartych stołów: najpierw dokończ grę przy jednym z nich albo od niego odejdź.
error-too-many-tables-from-address = Z twojego adresu sieciowego (wspólnego dla wszystkich w twojej sieci) otwarto zbyt wiele stołów: zaczekaj, aż gra przy jednym z nich się skończy.
error-not-owner = Może to zrobić tylko właściciel stołu.
error-session-replaced = Ta sesja jest otwarta w zbyt wielu innych oknach: w tym oknie zostaje zamknięta.
error-not-found = Takiego stołu już nie ma.
error-finished = Ta gra jest skończona.
error-no-such-seat = Nie ma takiego miejsca.
error-table-full = Stół jest pełny.
error-seat-taken = To miejsce jest zajęte.
error-already-seated = Już siedzisz przy tym stole.
error-not-waiting = Gra się zaczęła: teraz nie można zmieniać miejsc.
error-seats-empty = Niektóre miejsca są jeszcze wolne.
error-no-bot = Na tym miejscu nie ma gracza komputerowego.
error-not-watching = Najpierw otwórz stół.
error-bad-chat = Tej wiadomości nie można wysłać: od 1 do 500 drukowalnych znaków.
error-not-playing = Przy tym stole nie trwa teraz gra.
error-not-seated = Nie siedzisz przy tym stole.
error-not-your-seat = To nie jest twoje miejsce.
error-stale = Gra poszła dalej, zanim dotarł twój ruch: stan jest odświeżony, spróbuj ponownie.
error-not-your-turn = To nie twój ruch.
error-illegal-move = Ten ruch jest niedozwolony.
error-rate-limited = Zbyt wiele wiadomości naraz: chwilę zaczekaj.
error-too-large = Ta wiadomość jest za długa.
error-bad-message = Sala nie mogła odczytać tej wiadomości.
error-store-error = Sala nie mogła tego zapisać; nic się nie zmieniło.
error-internal = Sala nie mogła tego zrobić; nic się nie zmieniło.
error-connection-lost = Brak połączenia: za chwilę sala będzie znowu osiągalna.

## Ustawienia

settings-title = Ustawienia
settings-language = Język
language-en = English (angielski)
language-ru = Русский (rosyjski)
language-pl = Polski
language-es = Español (hiszpański)
language-it = Italiano (włoski)
settings-theme = Kolory
theme-auto = jak w systemie
theme-light = jasne
theme-dark = ciemne
settings-contrast = Kontrast
contrast-normal = zwykły
contrast-high = wysoki
settings-large-text = Duży tekst
settings-card-size = Rozmiar kart
card-size-small = małe
card-size-medium = średnie
card-size-large = duże
settings-sound = Dźwięki
settings-volume = Głośność
settings-announce-chat = Czytaj na głos wiadomości czatu
settings-keys = Klawisze
settings-keys-help = Uaktywnij przycisk klawisza, a potem naciśnij nowy klawisz. Cyfr, strzałek i klawisza Tab nie można przypisać na nowo.
settings-key = { $action }: { $key }
settings-key-press = Naciśnij nowy klawisz dla działania „{ $action }” albo Escape, aby zostawić obecny.
settings-key-refused = Nie można użyć klawisza { $key }: to cyfra, strzałka, Tab albo klawisz modyfikujący.
settings-key-clash = Klawisz { $key } już wykonuje działanie „{ $action }”: wybierz inny klawisz.
settings-keys-reset = Przywróć wszystkie klawisze
settings-keys-were-reset = Wszystkie klawisze mają znowu pierwotne ustawienia.
settings-saved = Ustawienia zapisane.
button-save = Zapisz
button-close = Zamknij

## Pomoc

help-title = Klawisze i polecenia
help-intro = Klawisze działają, gdy fokus jest w obszarze gry (na twoich kartach, żetonach albo na stole); każdy ma też polecenie do wpisania, a wszystkie oprócz „Powtórz” przycisk pod grą.
help-play = Zagraj wybraną kartę; wybierz; potwierdź; przed grą rozpocznij ją; poza swoją kolejką przepuść ostatnią kartę (bez poprawki i bez zakwestionowania: gra toczy się dalej).
help-table = Odczytaj karty na stole (w Metamorfozie lewę).
help-table-sweep = Odczytaj karty na stole.
help-table-trick = Odczytaj karty lewy.
help-score = Wynik.
help-turn = Czyj jest ruch.
help-challenge = Zakwestionuj ostatni ruch (ręczne branie).
help-claim = Przejmij wzięcie przeoczone przez gracza przed tobą: wyłożona przez niego karta i to, co mogła wziąć, trafiają do twoich zebranych kart, zanim zagrasz (kary hiszpańskie).
help-pile = Twoje zebrane karty.
help-help = Ta pomoc.
help-hint = Podpowiedź: ruch eksperta i jego powód; jej karta staje się wybraną, a Enter zagrywa to, co radzi.
help-repeat = Powtórz to, co zostało powiedziane ostatnio.
help-hand = Odczytaj całą swoją rękę.
help-yes = Tak, w odpowiedzi na pytanie.
help-no = Nie, w odpowiedzi na pytanie.
help-cancel = Anuluj wybór.
help-arrows-key = Strzałki w lewo i w prawo
help-arrows = Wybierz kartę z ręki (albo żeton); Home i End przechodzą do pierwszej i ostatniej.
help-digits-key = Od 1 do 9
help-digits = Odczytaj kartę stołu o numerze od 1 do 9; przy wyborze wzięcia wybierz je; przy ręcznym braniu weź albo zostaw tę kartę stołu.
help-digits-trick = Odczytaj kartę lewy o tym numerze, w kolejności zagrania.
help-command-list = Polecenia: { $commands }.
help-examples = Przykłady: „zagraj 2” zagrywa drugą kartę z ręki, „zagraj 7d” wskazaną kartę, „zagraj 5c:2d+3c” wzięcie; „weź 1 3” bierze wybraną kartą karty stołu 1 i 3; „żeton 2” wybiera twój żeton; „odrzuć 2c 5h” odrzuca karty, „odrzuć 1-5 8” według numerów, a „odrzuć najniższe 3 kiery” trzy najniższe kiery; „powiedz cześć” pisze na czacie stołu. Słowa angielskie (play, take, bid, discard, say) też działają.

# Sala: fokus, czat i połączenie

table-created-started = Stół { $table } jest otwarty i zaczyna się gra.
said-skipped = { $count ->
    [one] W międzyczasie padł jeszcze { $count } komunikat; jest w historii.
    [few] W międzyczasie padły jeszcze { $count } komunikaty; są w historii.
   *[many] W międzyczasie padło jeszcze { $count } komunikatów; są w historii.
  }

# Ustawienia: mowa i język

settings-language-set = Strona jest teraz po polsku.
settings-verbosity = Ile jest mówione
verbosity-auto = Automatycznie — zwykle w pierwszych grach, potem krótko
verbosity-brief = Krótko — co się stało i twój ruch
verbosity-normal = Zwykle — także stół przy twoim ruchu i kategorie punktacji rundy
verbosity-full = Szczegółowo — także twoje karty przy każdym ruchu
settings-verbosity-set = Mowa: { $choice }.
settings-rate = Tempo mowy
settings-rate-help = W słowach na minutę: jak długo strona czeka, zanim powie kolejną rzecz.
rate-value = { $rate } { $rate ->
    [one] słowo
    [few] słowa
   *[many] słów
  } na minutę
settings-rate-set = Tempo mowy: { $rate } { $rate ->
    [one] słowo
    [few] słowa
   *[many] słów
  } na minutę.

# Limity: serie wiadomości czatu mówione jednym zdaniem, czekanie, nazwy podobne do cudzych

chat-burst-more = { $count ->
    [one] Jeszcze { $count } wiadomość od { $name }.
    [few] Jeszcze { $count } wiadomości od { $name }.
   *[many] Jeszcze { $count } wiadomości od { $name }.
  }
chat-burst-many = Jeszcze { $count } { $count ->
    [one] wiadomość
    [few] wiadomości
   *[many] wiadomości
  } na czacie od { $people } { $people ->
    [one] osoby
   *[other] osób
  }.
error-rate-limited-wait = Zbyt wiele naraz: spróbuj ponownie za { $seconds } { $seconds ->
    [one] sekundę
    [few] sekundy
   *[many] sekund
  }.
error-name-confusable = Ta nazwa wygląda jak nazwa innego gracza: wybierz taką, której nie da się z nią pomylić.
