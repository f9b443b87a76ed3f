# Własne zdania klienta terminalowego, po polsku: zachęty, ruchy, klawisze odczytu, wybory,
# odmowy, pomoc i menu. Wszystkie komunikaty i ich zmienne są wymienione w
# cardtable/text/messages.py; wydarzenia gry opisują inne katalogi. Ruchy, odczyty, opcje
# wyboru i odmowy (cardtable/text/readout.py i refusals.py) serwer sali mówi też klientowi
# w przeglądarce, więc oba klienty używają tych samych słów.

## Nazwy

player-name = Gracz
bot-name = Komputer { $number }
player-name-case = { $case ->
    [acc] Gracza
    [ins] Graczem
    [gen] Gracza
   *[other] Gracz
  }
bot-name-case = { $case ->
    [acc] Komputera { $number }
    [ins] Komputerem { $number }
    [gen] Komputera { $number }
   *[other] Komputer { $number }
  }
level-name = { $level ->
    [easy] łatwy
    [hard] trudny
    [expert] ekspert
   *[normal] średni
  }
game-name = { $game ->
    [scopa] Scopa
    [escoba] Escoba
    [escoba-primiera] Escoba z primierą
    [metamorphosis] Metamorfoza
   *[classic] Klasyczna Miotła
  }
list-or-two = { $first } albo { $second }
list-or-more = { $first }, { $rest }
list-or-groups-two = { $first }; albo { $second }
list-or-groups-more = { $first }; { $rest }

## Początek i koniec

seat-intro = Grasz jako { $name } na miejscu { $seat }; poziom graczy komputerowych: { $level ->
    [easy] łatwy
    [hard] trudny
    [expert] ekspert
   *[normal] średni
  }.
press-enter = Naciśnij Enter, aby rozpocząć grę; H podaje listę klawiszy.
not-started = Gra jeszcze się nie zaczęła: naciśnij Enter, aby ją rozpocząć, albo Q, aby wyjść.
speech-on = Syntezator mowy: { $program }.
speech-none = Nie znaleziono programu do odczytu mowy: zainstaluj speech-dispatcher (spd-say) albo espeak-ng, aby słyszeć grę. Gra toczy się dalej w trybie tekstowym.
record-saved = Gra jest zapisana w pliku { $path }.
record-unfinished = Niedokończona gra jest zapisana w pliku { $path }.
replay-unfinished = Zapis kończy się tutaj: gra nie została dokończona i jej reszta nigdy nie została rozegrana.
replay-error = błąd: { $where }: { $reason }
replay-error-plain = błąd: { $reason }
replay-error-record = błąd: { $reason }
replay-record-number = zapis { $number }
replay-at-event = { $unit ->
    [partie] partia
   *[round] runda
  } { $number }, zdarzenie { $event }
replay-after-event = { $unit ->
    [partie] partia
   *[round] runda
  } { $number }, po zdarzeniu { $event }
replay-at-round = { $unit ->
    [partie] partia
   *[round] runda
  } { $number }
replay-at-end = koniec gry
replay-ends-early = zapis kończy się tutaj, ale gra toczy się dalej: { $action ->
    [bid] teraz deklaruje { $seat }
    [discard] { $seat } ma teraz odrzucić { $count } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
      }
   *[play] teraz gra { $seat }
  }
replay-past-record = zapis kończy się po { $unit ->
    [partie] partii
   *[round] rundzie
  } { $number }, ale gra toczy się dalej
replay-bad-draw = według zasad pierwszego rozdającego wyznacza losowanie, ale zapis nie ma poprawnego losowania
replay-engine-more = zapis kończy się tutaj, ale gra toczy się dalej: { $event }
replay-record-more = { $what ->
    [game] gra jest tu skończona
    [partie] partia jest tu skończona
   *[round] runda jest tu skończona
  }, ale zapis ciągnie się dalej
replay-differs = w zapisie jest { $record }, a według zasad { $engine }
replay-waits = w zapisie jest tu { $event }, ale { $action ->
    [bid] teraz deklaruje { $seat }
    [discard] { $seat } ma teraz odrzucić { $count } { $count ->
        [one] kartę
        [few] karty
       *[many] kart
      }
   *[play] teraz gra { $seat }
  }
replay-cannot = ten krok łamie zasady albo nie da się go odczytać: { $event }
replay-bad-deal = te karty nie są rozdaniem tej gry: każda karta musi być pokazana, każda tylko raz, i tyle kart, ile rozdają zasady
record-failed = Nie udało się zapisać gry: { $reason }.
input-ended = Dane wejściowe się skończyły, więc wychodzisz z gry.
quit-ask = Wyjść z gry? Naciśnij Y, aby wyjść, albo N, aby zostać.
quit-stay = Zostajesz w grze.
quit-left = Wychodzisz z gry.
menu-left = Wychodzisz bez grania.
answer-first = Najpierw odpowiedz na pytanie: Y albo Enter, aby odrzucić, N, aby zmienić zaznaczenie.
nothing-to-answer = Nie ma pytania, na które trzeba odpowiedzieć.
nothing-to-cancel = Nie ma czego anulować.
nothing-to-repeat = Jeszcze nic nie zostało powiedziane.
nothing-to-pass = Teraz nie ma ruchu, który można przepuścić.
window-passed = Pas: gra toczy się dalej.
no-such-key = Klawisz { $key } nic tu nie robi: H podaje listę klawiszy. Aby wpisać polecenie, zacznij je od ukośnika, na przykład /zagraj 2.

## Ruchy

your-turn = Twój ruch. { $count ->
    [one] Twoja karta
   *[other] Twoje karty
  }: { $hand }. { $table }
your-turn-table = Twój ruch. { $table }
your-turn-brief = Twój ruch.
your-turn-close = Ostatnia karta rundy jest już zagrana: naciśnij Enter albo wpisz koniec, aby zakończyć rundę.
can-challenge = Spacja kwestionuje ostatni ruch.
turn-chosen = Wybrano: { $card }.
your-turn-bid = Wybierz swój żeton, czyli rozdanie, które chcesz wygrać: wpisz żeton i liczbę od 1 do 4 albo wybierz strzałkami w lewo i w prawo i naciśnij Enter.
your-turn-bid-short = Wybierz swój żeton, czyli rozdanie, które chcesz wygrać, od 1 do 4.
your-turn-lead = Twoje wyjście. { $count ->
    [one] Twoja karta
   *[other] Twoje karty
  }: { $hand }.
your-turn-lead-brief = Twoje wyjście.
your-turn-follow = Twój ruch. { $trick } { $count ->
    [one] Twoja karta
   *[other] Twoje karty
  }: { $hand }.
your-turn-follow-trick = Twój ruch. { $trick }
your-turn-discard-short = Odrzuć { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }: zaznacz je klawiszem Enter albo wpisz odrzuć i karty.
your-turn-discard = Masz więcej niż dwanaście kart: odrzuć { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }. Twoje karty: { $hand }. Naciśnij Enter, aby zaznaczyć wybraną kartę, albo wpisz odrzuć i karty.
challenge-window = Możesz zakwestionować ruch { CASE($seat, case: "gen") }: naciśnij spację albo wpisz zakwestionuj. Enter gra dalej.
can-claim = { $seat } wykłada na stół { CASE($card, case: "acc") }, choć tą kartą można było wziąć { CASE($cards, case: "acc") }: naciśnij K albo wpisz przejmij, aby przejąć to wzięcie.
can-claim-ways = { $seat } wykłada na stół { CASE($card, case: "acc") }, choć tą kartą można było brać na { $ways } { $ways ->
    [one] sposób
    [few] sposoby
   *[many] sposobów
  }: naciśnij K albo wpisz przejmij, aby wybrać jedno z tych wzięć i je przejąć.
correction-window = Wykładasz na stół { CASE($card, case: "acc") }, choć tą kartą można było wziąć { CASE($cards, case: "acc") }: naciśnij K albo wpisz przejmij, aby jednak zebrać te karty, zanim zagra następny gracz. Enter gra dalej.
correction-window-ways = Wykładasz na stół { CASE($card, case: "acc") }, choć tą kartą można było brać na { $ways } { $ways ->
    [one] sposób
    [few] sposoby
   *[many] sposobów
  }: naciśnij K albo wpisz przejmij, aby wybrać jedno z tych wzięć i jednak je zebrać. Enter gra dalej.
correction-window-short = Tą kartą można było wziąć { CASE($cards, case: "acc") }: naciśnij K albo wpisz przejmij, aby jednak zebrać te karty, zanim zagra następny gracz. Enter gra dalej.
correction-window-ways-short = Tą kartą można było brać na { $ways } { $ways ->
    [one] sposób
    [few] sposoby
   *[many] sposobów
  }: naciśnij K albo wpisz przejmij, aby wybrać jedno z tych wzięć i jednak je zebrać. Enter gra dalej.

## Odczyt gry

table-cards = Na stole { $count ->
    [one] jest jedna karta
    [few] są { $count } karty
   *[many] jest { $count } kart
  }: { $cards }.
table-empty = Stół jest pusty.
table-card = Karta { $number } z { $count } na stole: { $card }.
table-card-none = Na stole nie ma karty { $number }: { $count ->
    [0] stół jest pusty
    [one] jest tam jedna karta
    [few] są tam { $count } karty
   *[many] jest tam { $count } kart
  }.
trick-cards = W lewie: { $list }.
trick-item = { $card } od { CASE($seat, case: "gen") }
trick-item-you = { $card } od ciebie
trick-empty = Do tej lewy nie zagrano jeszcze żadnej karty.
trick-card = Karta { $number } w lewie: { $card }, od { CASE($seat, case: "gen") }.
trick-card-you = Karta { $number } w lewie: { $card }, od ciebie.
trick-card-none = W lewie nie ma karty { $number }: { $count ->
    [0] nie zagrano do niej jeszcze żadnej karty
    [one] zagrano do niej jedną kartę
    [few] zagrano do niej { $count } karty
   *[many] zagrano do niej { $count } kart
  }.
hand-cards = Na ręce masz { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }: { CASE($cards, case: "acc") }.
hand-empty = Nie masz kart na ręce.
pile-cards = W tej rundzie { $count ->
    [one] masz zebraną jedną kartę
    [few] masz zebrane { $count } karty
   *[many] masz zebranych { $count } kart
  }: { CASE($cards, case: "acc") }.
pile-team-cards = W tej rundzie twoja drużyna { $count ->
    [one] ma zebraną jedną kartę
    [few] ma zebrane { $count } karty
   *[many] ma zebranych { $count } kart
  }: { CASE($cards, case: "acc") }.
pile-empty = W tej rundzie nie masz jeszcze żadnej zebranej karty.
taken-cards = W tym rozdaniu { $count ->
    [one] masz wziętą jedną kartę
    [few] masz wzięte { $count } karty
   *[many] masz wziętych { $count } kart
  }: { CASE($cards, case: "acc") }.
taken-none = W tym rozdaniu nie masz jeszcze żadnej wziętej karty.
score-round = Runda { $round }, gra do { $target } { $target ->
    [one] punktu
   *[other] punktów
  }.
score-sweeps = { $preset ->
    [scopa] Scopy
    [escoba] Escoby
    [escoba-primiera] Escoby
   *[other] Miotły
  } w tej rundzie: { $list }.
score-challenges = Punkty za kwestionowanie ruchów w tej rundzie: { $list }.
score-meta = Partia { $partie } z { $parties }, rozdanie { $deal }.
score-partie = Punkty w tej partii do tej pory: { $list }.
turn-yours = Teraz twój ruch.
turn-of = Teraz gra { $seat }.
turn-over = Gra jest skończona.
marker = Żeton { $deal }: { $deal ->
    [1] bez atutu, każdy wzięty trefl daje minus 4
    [2] atutem jest karo, każdy wzięty kier daje 4
    [3] bez atutu, każda wzięta karta daje minus 1
   *[4] bez atutu, każdy wzięty pik daje minus 4
  }.

## Wybór karty i wzięcia

selected-of = { $number } z { $count }: { $text }.
option-lays = { $card }, nic nie bierze
option-takes = { $card }, bierze { CASE($cards, case: "acc") }
option-ways = { $card }, może brać na { $ways } { $ways ->
    [one] sposób
    [few] sposoby
   *[many] sposobów
  }
option-unplayable = { $card }, teraz nie do zagrania: trzeba dołożyć do koloru { $suit }
option-marked = { $card }, do odrzucenia
choose-capture = Możesz brać { CASE($card, case: "ins") } na kilka sposobów: { $choices }. Naciśnij numer jednego z nich albo Escape, aby anulować.
choose-claim = Przejmujesz { CASE($card, case: "acc") }; wybierz, które karty ze stołu bierzesz razem z tą kartą: { $choices }. Naciśnij numer jednego z wyborów albo Escape, aby anulować.
capture-choice = { $number }, { CASE($cards, case: "acc") }
capture-choice-hinted = { $number }, zgodnie z podpowiedzią, { CASE($cards, case: "acc") }
choice-enter-hinted = Enter wybiera wariant z podpowiedzi.
choice-enter-hinted-typed = Pusty wiersz wybiera wariant z podpowiedzi.
hinted-enter-challenge = Enter kwestionuje ten ruch.
hinted-enter-challenge-typed = Pusty wiersz kwestionuje ten ruch.
hinted-enter-claim = Enter przejmuje to wzięcie.
hinted-enter-claim-typed = Pusty wiersz przejmuje to wzięcie.
hinted-enter-pass = Enter gra dalej.
hinted-enter-pass-typed = Pusty wiersz gra dalej.
choice-bad = { $count ->
    [2] Naciśnij 1 albo 2 lub Escape, aby anulować.
   *[other] Naciśnij liczbę od 1 do { $count } albo Escape, aby anulować.
  }
choice-cancelled = Wybór jest anulowany.
take-start = Za chwilę zagrasz { CASE($card, case: "acc") }: naciskaj numery kart na stole, które bierzesz, a potem Enter; sam Enter wykłada kartę na stół. Escape anuluje.
take-start-hinted = Za chwilę zagrasz { CASE($card, case: "acc") } i zgodnie z podpowiedzią weźmiesz { CASE($cards, case: "acc") }: Enter zagrywa. Numery kart na stole dobierają lub odkładają karty; Escape anuluje.
choose-capture-typed = Możesz brać { CASE($card, case: "ins") } na kilka sposobów: { $choices }. Wpisz numer jednego z nich w osobnym wierszu albo anuluj.
choose-claim-typed = Przejmujesz { CASE($card, case: "acc") }; wybierz, które karty ze stołu bierzesz razem z tą kartą: { $choices }. Wpisz numer jednego z wyborów w osobnym wierszu albo anuluj.
choice-bad-typed = { $count ->
    [2] Wpisz 1 albo 2 w osobnym wierszu albo anuluj.
   *[other] Wpisz liczbę od 1 do { $count } w osobnym wierszu albo anuluj.
  }
take-start-typed = Za chwilę zagrasz { CASE($card, case: "acc") }: wpisuj numery kart na stole, które bierzesz, po jednym w wierszu, a potem pusty wiersz, albo wszystkie naraz, na przykład weź 1 3; sam pusty wiersz wykłada kartę na stół; anuluj cofa zagranie.
take-start-hinted-typed = Za chwilę zagrasz { CASE($card, case: "acc") } i zgodnie z podpowiedzią weźmiesz { CASE($cards, case: "acc") }: pusty wiersz zagrywa. Numery kart na stole, po jednym w wierszu, dobierają lub odkładają karty; anuluj cofa zagranie.
take-on = Karta { $number } na stole, { $card }: bierzesz.
take-off = Karta { $number } na stole, { $card }: zostaje.
take-chosen = Bierzesz { CASE($cards, case: "acc") }.
take-none = Nic nie bierzesz: Enter wyłoży kartę na stół.
discard-marked = Do odrzucenia: { $card }, { $marked } z { $need }.
discard-unmarked = Zaznaczenie zdjęte: { $card }, { $marked } z { $need }.
discard-full = Masz już { $need ->
    [one] zaznaczoną jedną kartę
    [few] zaznaczone { $need } karty
   *[many] zaznaczonych { $need } kart
  }: najpierw odznacz jedną z nich.
discard-status = Zaznaczone do odrzucenia: { $marked } z { $need }.
discard-confirm = Odrzucić { CASE($cards, case: "acc") }? Naciśnij Y albo Enter, aby odrzucić, N, aby zmienić zaznaczenie.
discard-kept = Jeszcze nic nie zostało odrzucone: zmieniaj zaznaczenie klawiszem Enter.
discard-hinted = Naciśnij Y albo Enter, aby je odrzucić, N, aby wybrać samemu.
no-hint = Teraz nie ma podpowiedzi: to nie twój ruch.
no-challenge = Teraz nie ma ruchu, który możesz zakwestionować.
no-claim = Teraz nie ma przeoczonego wzięcia do przejęcia: możesz przejąć kartę wyłożoną na stół przez gracza przed tobą, jeśli dało się nią coś wziąć, zanim zagrasz swoją.
no-claim-own = Teraz nie ma przeoczonego wzięcia do zebrania: wzięcie przeoczone własną kartą można zebrać klawiszem K albo słowem przejmij, zanim zagra następny gracz.

## Odmowy

unknown-command = { $command } nie jest poleceniem. Polecenia: { $commands }. Klawisze poda H.
need-number = Po „{ $command }” podaj liczbę, na przykład „{ $command } 2”.
bad-card = { $text } nie jest kartą: napisz wartość i literę koloru d, h, s albo c, na przykład { $example }.
bad-move = { $text } nie jest ruchem: podaj miejsce karty na ręce, na przykład 2, kartę, na przykład 7d, albo wzięcie, na przykład 5c:2d+3c.
refuse-not-your-turn = To nie twój ruch: teraz gra { $seat }.
refuse-not-in-hand = Nie masz tego na ręce: { $card }. { $held ->
    [one] Twoja karta
   *[other] Twoje karty
  }: { $hand }.
refuse-no-position = Nie masz na ręce karty numer { $number }: masz { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }.
refuse-not-on-table = Tego nie ma na stole: { $cards }. Naciśnij C, aby usłyszeć stół.
refuse-must-capture = Branie jest obowiązkowe: { CASE($card, case: "ins") } trzeba wziąć { CASE($choices, case: "acc") }.
refuse-must-capture-other = Branie jest obowiązkowe: { CASE($card, case: "ins") } nic nie weźmiesz, a możesz brać { CASE($cards, case: "ins") }.
refuse-captures-nothing = Tutaj { CASE($card, case: "ins") } nic nie weźmiesz: zagraj kartę bez brania, a zostanie wyłożona na stół.
refuse-not-a-capture = To nie jest możliwe wzięcie: { CASE($card, case: "ins") } można wziąć { CASE($choices, case: "acc") }.
refuse-round-closing = Runda jest skończona: naciśnij Enter albo wpisz koniec, aby ją zamknąć.
refuse-round-not-over = Runda się nie skończyła: zagraj kartę.
refuse-no-challenges = Kwestionować ruchy można tylko przy ręcznym braniu.
refuse-no-claims = Tu nie ma czego przejmować: przeoczone wzięcie można zebrać później tylko przy ręcznym braniu — własne, zanim zagra następny gracz, albo przy karach hiszpańskich przeoczone przez gracza przed tobą.
refuse-spanish-challenge = Przy karach hiszpańskich nie kwestionuje się ruchów: błędne wzięcia wychodzą na jaw na koniec rundy, a K przejmuje wzięcie przeoczone przez gracza przed tobą.
refuse-follow-suit = Musisz dołożyć do koloru { $suit }: masz { CASE($cards, case: "acc") }.
refuse-bid-first = Najpierw wybierz żeton: wpisz żeton i liczbę od 1 do 4.
refuse-bid-range = Żeton oznacza rozdanie od 1 do 4.
refuse-discard-first = Najpierw odrzuć { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }.
refuse-discard-count = Odrzuć dokładnie { $need ->
    [one] jedną kartę
    [few] { $need } karty
   *[many] { $need } kart
  }, a podajesz { $count }.
refuse-play-card = Teraz zagraj kartę do lewy.
refuse-not-here = W tej grze nie ma polecenia { $command }.
refuse-engine = Niedozwolone: { $reason }.
refuse-no-seat = Nie ma miejsca { $seat }: miejsca mają numery od 1 do { $players }.
refuse-bad-move = W tej grze nie ma takiego ruchu.
refuse-bad-move-text = { $text } nie jest ruchem: { $game ->
    [metamorphosis] podaj bid i rozdanie od 1 do 4, na przykład bid:2, kartę, na przykład Qs, albo discard i karty, na przykład discard:2c+5h
   *[other] podaj kartę, na przykład 7d, albo wzięcie, na przykład 5c:2d+3c
  }.
refuse-bad-claim-text = { $text } nie jest przejęciem: podaj właśnie wyłożoną kartę i karty ze stołu, które mogła wziąć, na przykład claim:7d:2c+5h.
refuse-taken-twice = Każdą kartę ze stołu bierze się tylko raz: wymień każdą jeden raz.
refuse-not-a-claim = To nie jest przeoczone wzięcie: { CASE($card, case: "ins") } można było wziąć { CASE($choices, case: "acc") }.
refuse-capture-choice = Tą kartą, { CASE($card, case: "ins") }, można brać na kilka sposobów: { CASE($choices, case: "acc") }. Wskaż, który wybierasz.

## Pomoc

help-keys = Klawisze, gdy wiersz poleceń jest pusty:
help-key-enter = Enter: zagraj wybraną kartę albo potwierdź; przed grą rozpocznij ją.
help-key-arrows = Strzałki w lewo i w prawo: wybierz kartę z ręki; jej nazwa jest odczytywana przy wyborze.
help-key-table = C: odczytaj karty na stole.
help-key-digits = Od 1 do 9: odczytaj kartę stołu o tym numerze; przy wyborze wzięcia wybierz albo weź tę kartę.
help-key-score = S: wynik.
help-key-turn = T: czyj jest ruch.
help-key-space = Spacja: zakwestionuj ostatni ruch (ręczne branie).
help-key-claim = K: zbierz przeoczone wzięcie — własne, zanim zagra następny gracz, albo przy karach hiszpańskich przeoczone przez gracza przed tobą, zanim zagrasz.
help-key-pile = D: twoje zebrane karty.
help-key-hand = A: twoje karty na ręce.
help-key-trick = C: odczytaj lewę.
help-key-trick-digits = Od 1 do 9: odczytaj kartę lewy o tym numerze, w kolejności zagrania.
help-key-help = H: ta pomoc.
help-key-hint = Znak zapytania: podpowiedź, czyli ruch eksperta i jego powód; jej karta staje się wybraną, a Enter zagrywa to, co radzi.
help-key-repeat = R: powtórz ostatni wiersz.
help-key-quit = Q: wyjdź z gry; najpierw padnie pytanie.
help-key-escape = Escape: anuluj wybór.
help-key-yes = Y i N: odpowiedz na pytanie.
help-typing = Aby wpisać polecenie, zacznij je od ukośnika, na przykład /zagraj 2, i naciśnij Enter.
help-pipe = Każdy wiersz to jedno polecenie; litery klawiszy też działają jako polecenia, a pusty wiersz to Enter.
help-sweep = zagraj 2 (play 2) zagrywa drugą kartę z ręki, zagraj 7d wskazaną kartę, a zagraj 5c:2d+3c wzięcie; gdy kartą można brać na kilka sposobów, wybierasz numerem.
help-manual = Ręczne branie: po wybraniu karty numery biorą albo zostawiają karty stołu, a Enter zagrywa; weź 1 3 (take 1 3) zagrywa wybraną kartę i bierze karty stołu 1 i 3; po podpowiedzi wybór jej karty od razu bierze jej karty stołu; koniec (end) zamyka rundę; zakwestionuj (challenge) kwestionuje ostatni ruch.
help-spanish = Ręczne branie z karami hiszpańskimi: po wybraniu karty numery biorą albo zostawiają karty stołu, a Enter zagrywa; weź 1 3 (take 1 3) zagrywa wybraną kartę i bierze karty stołu 1 i 3; koniec (end) zamyka rundę. Ruchów się nie kwestionuje: gdy gracz przed tobą wykłada na stół kartę, którą można było coś wziąć, K albo przejmij (claim) przenosi to wzięcie do twoich zebranych kart, zanim zagrasz (przejmij 2 wybiera drugi sposób); na koniec rundy karty pozostałe na stole są sumowane i jeśli suma się nie zgadza, każde wzięcie, które nie dało 15, kosztuje jego autora 4 punkty i jeszcze po jednym punkcie za każdą miotłę w rundzie.
help-correction = Poprawienie ruchu: gdy wyłożysz na stół kartę, którą można było coś wziąć, K albo przejmij (claim) jednak zbiera to wzięcie, zanim zagra następny gracz; nigdy nie jest to miotła.
help-meta = żeton 2 (bid 2) wybiera twój żeton; zagraj 3 albo zagraj Qs (play) zagrywa kartę; odrzuć (discard) z kartami, ich numerami albo zakresami numerów odrzuca je (odrzuć 1-5 8 Qs), a odrzuć najniższe 3 kiery odrzuca trzy najniższe kiery, w dowolnym połączeniu; podczas odrzucania Enter zaznacza wybraną kartę.
help-commands = Polecenia: { $commands }.

## Menu

menu-game = Wybierz grę: wpisz jej numer i naciśnij Enter (Q wychodzi).
menu-item = { $number }: { $text }.
menu-players = Ilu graczy, od { $min } do { $max }? Enter oznacza { $min }.
menu-players-two = Ilu graczy, { $first } czy { $second }? Enter oznacza { $first }.
menu-teams = Grać w dwóch drużynach? Enter oznacza { $default ->
    [1] tak
   *[other] nie
  }.
menu-yes = tak
menu-no = nie
menu-modifiers = Warianty: wpisz numery tych, które chcesz, oddzielone spacjami, albo naciśnij Enter, jeśli nie chcesz żadnego.
menu-level = Poziom graczy komputerowych? Enter oznacza { $default ->
    [1] łatwy
    [3] trudny
    [4] ekspert
   *[other] średni
  }.
menu-bad = Wpisz liczbę od { $min } do { $max }.
menu-bad-two = Wpisz { $first } albo { $second }.
