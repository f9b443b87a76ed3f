# Zdania Metamorfozy, po polsku.
# Wszystkie komunikaty i ich zmienne są wymienione w cardtable/text/messages.py;
# listy, nazwy miejsc, łączne wyniki i koniec gry są w common.ftl.

## Gra i jej partie

meta-game-start = Metamorfoza, liczba graczy: { $players }, liczba partii: { $parties }, w każdej cztery rozdania.
partie-start = Partia { $number }. Rozdaje { $dealer }.
partie-start-you = Partia { $number }. Ty rozdajesz.
meta-deal-hand = { $seat } dostaje { CASE($cards, case: "acc") }.
meta-deal-own = Twoje karty: { $cards }.
meta-deal-others = Każdy z pozostałych graczy dostaje { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }.
meta-deal-each = Każdy gracz dostaje { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }.
stock-cards = Talon, { $count ->
    [one] jedna karta
    [few] { $count } karty
   *[many] { $count } kart
  }, od góry: { $cards }.
stock-hidden = { $count ->
    [one] W talonie leży zakryta jedna karta.
    [few] W talonie leżą zakryte { $count } karty.
   *[many] W talonie leży zakrytych { $count } kart.
  }

## Deklaracje

bid-named = { $seat } w tajemnicy deklaruje rozdanie { $deal }.
bid-named-you = W tajemnicy deklarujesz rozdanie { $deal }.
bid-secret = { $seat } wybiera żeton.
bids-revealed = Żetony zostają odkryte: { $list }.
bid-item = { $seat } – rozdanie { $deal }

## Rozdania i lewy

deal-start = Rozdanie { $deal }: { $trumps ->
    [diamonds] atutem jest karo
    [hearts] atutem jest kier
    [spades] atutem jest pik
    [clubs] atutem jest trefl
   *[none] bez atutu
  }, { $suit ->
    [diamonds] każde wzięte karo
    [hearts] każdy wzięty kier
    [spades] każdy wzięty pik
    [clubs] każdy wzięty trefl
   *[any] każda wzięta karta
  } daje { SIGNED($points) } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  }.
deal-leads = Wychodzi { $seat }.
deal-leads-you = Twoje wyjście.
card-played = { $seat } zagrywa { CASE($card, case: "acc") }.
card-played-you = Zagrywasz { CASE($card, case: "acc") }.
trick-taken = { $seat } bierze lewę.
trick-taken-you = Bierzesz lewę.
trick-worth = { $seat } bierze lewę, { $points ->
    [0] która nie daje punktów
    [one] która daje { SIGNED($points) } punkt
    [few] która daje { SIGNED($points) } punkty
    [many] która daje { SIGNED($points) } punktów
   *[other] która daje { SIGNED($points) } punktu
  }.
trick-worth-you = Bierzesz lewę, { $points ->
    [0] która nie daje punktów
    [one] która daje { SIGNED($points) } punkt
    [few] która daje { SIGNED($points) } punkty
    [many] która daje { SIGNED($points) } punktów
   *[other] która daje { SIGNED($points) } punktu
  }.

## Między rozdaniami

discard-cards = { $seat } odrzuca pod talon, grzbietem do góry, { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }: { CASE($cards, case: "acc") }.
discard-cards-you = Odrzucasz pod talon, grzbietem do góry, { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }: { CASE($cards, case: "acc") }.
discard-hidden = { $seat } odrzuca pod talon, grzbietem do góry, { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }.
draw-cards = { $seat } dobiera z talonu { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }: { CASE($cards, case: "acc") }.
draw-cards-you = Dobierasz z talonu { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }: { CASE($cards, case: "acc") }.
draw-hidden = { $seat } dobiera z talonu { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }.
take-cards = { $seat } bierze losowo { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  } od sąsiada z lewej, { CASE($source, case: "gen") }: { CASE($cards, case: "acc") }.
take-cards-you = Bierzesz losowo { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  } od sąsiada z lewej, { CASE($source, case: "gen") }: { CASE($cards, case: "acc") }.
take-hidden = { $seat } bierze losowo { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  } od sąsiada z lewej, { CASE($source, case: "gen") }.
take-from-you = { $seat } bierze losowo z twojej ręki { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
  }: { CASE($cards, case: "acc") }.

## Punktacja

deal-scored = Koniec rozdania { $deal }. Punkty: { $list }.
deal-premium = { $seat } dostaje premię za zadeklarowane rozdanie { $deal }, w którym wypada najlepiej: { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
  }.
deal-premium-you = Dostajesz premię za zadeklarowane rozdanie { $deal }, w którym wypadasz najlepiej: { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
  }.
partie-scored = Koniec partii. Punkty w tej partii: { $list }.
