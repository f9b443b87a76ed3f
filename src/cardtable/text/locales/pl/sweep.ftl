# Zdania gier z rodziny zbierania kart ze stołu (Escoba, Scopa, gra klasyczna), po polsku.
# Wszystkie komunikaty i ich zmienne są wymienione w cardtable/text/messages.py;
# listy, nazwy miejsc, łączne wyniki i koniec gry są w common.ftl.

## Losowanie pierwszego rozdającego

dealer-draw = Losowanie rozdającego: { $draws }.
dealer-draw-again = Najwyższe karty są równe, ciągną jeszcze raz: { $draws }.
dealer-draw-item = { $seat } ciągnie { CASE($card, case: "acc") }
dealer-draw-item-you = ciągniesz { CASE($card, case: "acc") }
dealer-drawn = Pierwszy rozdaje { $seat }.
dealer-drawn-you = Pierwszy rozdajesz ty.

## Gra

game-start = { $preset ->
    [scopa] Scopa
    [escoba] Escoba
    [escoba-primiera] Escoba z primierą
   *[classic] Klasyczna Miotła
  }, liczba graczy: { $players }, gra do { $target } { $target ->
    [one] punktu
   *[other] punktów
  }.
game-modifiers = Warianty: { $modifiers }.
modifier = { $modifier ->
    [fifteen] branie do piętnastu
    [scopone] rozdawanie jak w scopone
    [muerto] muerto, każdy punkt trafia do pozostałych graczy
    [manual-spanish] ręczne branie z karami hiszpańskimi
   *[manual] ręczne branie z kwestionowaniem ruchów
  }
game-team = { $team }: { $members }.
game-rule-round-limit = Najwyżej { $rounds } { $rounds ->
    [one] runda
    [few] rundy
   *[many] rund
  }: potem wygrywa prowadzący, a przy równych prowadzących jest remis.
game-rule-must-capture-any = Kto może wziąć którąkolwiek kartą, musi brać.
game-rule-self-correction = Gracz, który wyłożył na stół kartę, którą można było coś wziąć, może jeszcze zebrać to wzięcie, zanim padnie następna karta.
game-rule-no-capture = Kto w rundzie nie zbierze żadnej karty, przegrywa grę.
game-rule-margin = Żeby wygrać, trzeba zdobyć { $target } { $target ->
    [one] punkt
    [few] punkty
   *[many] punktów
  } lub więcej i prowadzić nad wszystkimi innymi o co najmniej { $margin } { $margin ->
    [one] punkt
    [few] punkty
   *[many] punktów
  }.

## Rozdawanie

round-start = Runda { $number }. Rozdaje { $dealer }.
round-start-you = Runda { $number }. Ty rozdajesz.
table-dealt = Na stole: { $cards }.
deal-last = Ostatnie rozdanie!
game-round-limit = Osiągnięto limit rund: { $rounds } { $rounds ->
    [one] runda
    [few] rundy
    [many] rund
   *[other] rundy
  }.
game-drawn = Koniec gry: remis między { $sides }, każdy ma { SIGNED($points) } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  }.
deal-hand = { $seat } dostaje { CASE($cards, case: "acc") }.
deal-own = Twoje karty: { $cards }.
deal-others = Każdy z pozostałych graczy dostaje { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }.
deal-each = Każdy gracz dostaje { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }.
set-aside = { $count ->
    [one] Jedna karta zostaje odłożona na bok, zakryta.
    [few] { $count } karty zostają odłożone na bok, zakryte.
   *[many] { $count } kart zostaje odłożonych na bok, zakrytych.
  }
opening-sweeps = { $seat } zbiera karty wyłożone na stół przy rozdaniu, { CASE($cards, case: "acc") }: { $preset ->
    [scopa] { $sweeps ->
        [one] to jedna scopa
        [few] to { $sweeps } scopy
       *[many] to { $sweeps } scop
    }
    [escoba] { $sweeps ->
        [one] to jedna escoba
        [few] to { $sweeps } escoby
       *[many] to { $sweeps } escob
    }
    [escoba-primiera] { $sweeps ->
        [one] to jedna escoba
        [few] to { $sweeps } escoby
       *[many] to { $sweeps } escob
    }
   *[other] { $sweeps ->
        [one] to jedna miotła
        [few] to { $sweeps } miotły
       *[many] to { $sweeps } mioteł
    }
  }.
opening-sweeps-you = Zbierasz karty wyłożone na stół przy rozdaniu, { CASE($cards, case: "acc") }: { $preset ->
    [scopa] { $sweeps ->
        [one] to jedna scopa
        [few] to { $sweeps } scopy
       *[many] to { $sweeps } scop
    }
    [escoba] { $sweeps ->
        [one] to jedna escoba
        [few] to { $sweeps } escoby
       *[many] to { $sweeps } escob
    }
    [escoba-primiera] { $sweeps ->
        [one] to jedna escoba
        [few] to { $sweeps } escoby
       *[many] to { $sweeps } escob
    }
   *[other] { $sweeps ->
        [one] to jedna miotła
        [few] to { $sweeps } miotły
       *[many] to { $sweeps } mioteł
    }
  }.

## Ruchy

play-lay = { $seat } wykłada na stół { CASE($card, case: "acc") }.
play-capture = { $seat } zagrywa { CASE($card, case: "acc") } i bierze { CASE($cards, case: "acc") }.
play-sweep = { $seat } zagrywa { CASE($card, case: "acc") } i bierze { CASE($cards, case: "acc") }. { $preset ->
    [scopa] Scopa!
    [escoba] Escoba!
    [escoba-primiera] Escoba!
   *[other] Miotła!
  }
play-lay-you = Wykładasz na stół { CASE($card, case: "acc") }.
play-capture-you = Zagrywasz { CASE($card, case: "acc") } i bierzesz { CASE($cards, case: "acc") }.
play-sweep-you = Zagrywasz { CASE($card, case: "acc") } i bierzesz { CASE($cards, case: "acc") }. { $preset ->
    [scopa] Scopa!
    [escoba] Escoba!
    [escoba-primiera] Escoba!
   *[other] Miotła!
  }
play-error = Ten ruch łamie zasady brania kart.
challenge-right = { $seat } kwestionuje ruch { CASE($mover, case: "gen") } i ma rację: { $side } dostaje { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
  }.
challenge-wrong = { $seat } kwestionuje ruch { CASE($mover, case: "gen") }, ale niesłusznie: ruch jest poprawny. { $side }: { SIGNED($points) } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
  }.
challenge-right-you = Kwestionujesz ruch { CASE($mover, case: "gen") } i masz rację: dostajesz { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
  }.
challenge-wrong-you = Kwestionujesz ruch { CASE($mover, case: "gen") }, ale niesłusznie: ruch jest poprawny. Dla ciebie: { SIGNED($points) } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
  }.
challenge-right-yours = { $seat } kwestionuje twój ruch i ma rację: { $side } dostaje { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
  }.
challenge-wrong-yours = { $seat } kwestionuje twój ruch, ale niesłusznie: twój ruch jest poprawny. { $side }: { SIGNED($points) } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
  }.
challenge-missed = Błąd: { CASE($card, case: "ins") } można było wziąć { CASE($choices, case: "acc") }.
challenge-impossible = Błąd: { CASE($card, case: "ins") } nie można wziąć { CASE($cards, case: "gen") }.
challenge-not-so = Błąd: { CASE($card, case: "ins") } można było wziąć { CASE($choices, case: "acc") }, a nie { CASE($cards, case: "acc") }.
leftover-taken = { $seat } zbiera karty pozostałe na stole: { CASE($cards, case: "acc") }.
leftover-taken-you = Zbierasz karty pozostałe na stole: { CASE($cards, case: "acc") }.
leftover-nobody = Nikt nic nie wziął, więc karty pozostałe na stole nie liczą się do punktacji: { $cards }.

## Kary hiszpańskie

claim-taken = { $seat } przejmuje przeoczone wzięcie: bierze { CASE($card, case: "acc") } razem z { CASE($cards, case: "ins") }.
claim-taken-you = Przejmujesz przeoczone wzięcie: bierzesz { CASE($card, case: "acc") } razem z { CASE($cards, case: "ins") }.
claim-corrected = { $seat } poprawia swój ruch i jednak bierze { CASE($card, case: "acc") } razem z { CASE($cards, case: "ins") }.
claim-corrected-you = Poprawiasz swój ruch i jednak bierzesz { CASE($card, case: "acc") } razem z { CASE($cards, case: "ins") }.
check-passed = Karty pozostałe na stole dają sumę { $sum }: nie ma błędów.
check-failed = Karty pozostałe na stole dają sumę { $sum }: wzięcia zostają sprawdzone.
penalty-lost = { $seat } traci { $points } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  } za błędne wzięcie { CASE($cards, case: "gen") } { CASE($card, case: "ins") }.
penalty-lost-you = Tracisz { $points } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  } za błędne wzięcie { CASE($cards, case: "gen") } { CASE($card, case: "ins") }.

## Punktacja

round-scored = Koniec rundy.
score-category = { $category }: { $list }.
score-item = { $side } dostaje { SIGNED($points) } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  }
score-nothing = Nikt nie zdobywa punktów w żadnej kategorii.
muerto-note = Muerto: każdy punkt trafia do pozostałych graczy.
round-short-of-margin = Nikt jeszcze nie wygrał: żeby wygrać, trzeba zdobyć { $target } { $target ->
    [one] punkt
    [few] punkty
   *[many] punktów
  } lub więcej i { $margin ->
    [1] mieć więcej punktów niż każdy inny
   *[other] prowadzić nad wszystkimi innymi o co najmniej { $margin } { $margin ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }
  }.
round-points = Punkty w tej rundzie: { $list }.
cards-taken = Zebrane karty: { $list }.
category-sweeps = { $preset ->
    [scopa] Scopy
    [escoba] Escoby
    [escoba-primiera] Escoby
   *[other] Miotły
  }
category-cards = Najwięcej kart
category-diamonds = { $points ->
    [2] { $deck ->
        [spanish] Wszystkie dziesięć talarów (oros)
        [italian] Wszystkie dziesięć talarów (denari)
       *[other] Wszystkie dziesięć kart karo
      }
   *[other] { $deck ->
        [spanish] Najwięcej talarów (oros)
        [italian] Najwięcej talarów (denari)
       *[other] Najwięcej kart karo
      }
  }
category-settebello = { $deck ->
    [spanish] Siódemka talarów (siete de oros)
    [italian] Settebello, siódemka talarów
   *[other] Siódemka karo
  }
category-sevens = { $points ->
    [2] Wszystkie cztery siódemki
   *[other] Najwięcej siódemek
  }
category-primiera = Primiera
category-under-ten = Przeciwnicy mają mniej niż dziesięć kart
category-challenges = Kwestionowane ruchy
category-penalties = Kary

## Koniec gry

game-no-capture = { $side } kończy rundę bez żadnej zebranej karty i przegrywa grę.
game-no-capture-you = Kończysz rundę bez żadnej zebranej karty i przegrywasz grę.
