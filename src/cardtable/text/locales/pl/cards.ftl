# Nazwy kart po polsku: figury i blotki według stylu talii (french: walet, dama, król;
# french-numeric: ósemka, dziewiątka, dziesiątka; spanish i italian: walet, koń, król) z ich
# przypadkami, kolory według stylu talii (kolory talii włoskiej i hiszpańskiej w dopełniaczu
# liczby mnogiej: talarów, pucharów, mieczy, kijów; kolory francuskie bez odmiany: karo,
# kier, pik, trefl) i to, jak składa się z nich nazwa karty. Wszystkie komunikaty i ich
# zmienne są wymienione w cardtable/text/messages.py. `case`: nom (mianownik), acc (biernik),
# ins (narzędnik), gen (dopełniacz), def (forma z rodzajnikiem; w polszczyźnie jak
# mianownik); zdanie wybiera przypadek tak: CASE($card, case: "ins").

card-rank = { $value ->
    [1] { $case ->
        [acc] asa
        [ins] asem
        [gen] asa
       *[other] as
      }
    [2] { $case ->
        [acc] dwójkę
        [ins] dwójką
        [gen] dwójki
       *[other] dwójka
      }
    [3] { $case ->
        [acc] trójkę
        [ins] trójką
        [gen] trójki
       *[other] trójka
      }
    [4] { $case ->
        [acc] czwórkę
        [ins] czwórką
        [gen] czwórki
       *[other] czwórka
      }
    [5] { $case ->
        [acc] piątkę
        [ins] piątką
        [gen] piątki
       *[other] piątka
      }
    [6] { $case ->
        [acc] szóstkę
        [ins] szóstką
        [gen] szóstki
       *[other] szóstka
      }
    [7] { $case ->
        [acc] siódemkę
        [ins] siódemką
        [gen] siódemki
       *[other] siódemka
      }
    [8] { $deck ->
        [french] { $case ->
            [acc] waleta
            [ins] waletem
            [gen] waleta
           *[other] walet
          }
        [french-numeric] { $case ->
            [acc] ósemkę
            [ins] ósemką
            [gen] ósemki
           *[other] ósemka
          }
       *[other] { $case ->
            [acc] waleta
            [ins] waletem
            [gen] waleta
           *[other] walet
          }
      }
    [9] { $deck ->
        [french] { $case ->
            [acc] damę
            [ins] damą
            [gen] damy
           *[other] dama
          }
        [french-numeric] { $case ->
            [acc] dziewiątkę
            [ins] dziewiątką
            [gen] dziewiątki
           *[other] dziewiątka
          }
       *[other] { $case ->
            [acc] konia
            [ins] koniem
            [gen] konia
           *[other] koń
          }
      }
   *[10] { $deck ->
        [french] { $case ->
            [acc] króla
            [ins] królem
            [gen] króla
           *[other] król
          }
        [french-numeric] { $case ->
            [acc] dziesiątkę
            [ins] dziesiątką
            [gen] dziesiątki
           *[other] dziesiątka
          }
       *[other] { $case ->
            [acc] króla
            [ins] królem
            [gen] króla
           *[other] król
          }
      }
  }

card-rank52 = { $rank ->
    [0] { $case ->
        [acc] dwójkę
        [ins] dwójką
        [gen] dwójki
       *[other] dwójka
      }
    [1] { $case ->
        [acc] trójkę
        [ins] trójką
        [gen] trójki
       *[other] trójka
      }
    [2] { $case ->
        [acc] czwórkę
        [ins] czwórką
        [gen] czwórki
       *[other] czwórka
      }
    [3] { $case ->
        [acc] piątkę
        [ins] piątką
        [gen] piątki
       *[other] piątka
      }
    [4] { $case ->
        [acc] szóstkę
        [ins] szóstką
        [gen] szóstki
       *[other] szóstka
      }
    [5] { $case ->
        [acc] siódemkę
        [ins] siódemką
        [gen] siódemki
       *[other] siódemka
      }
    [6] { $case ->
        [acc] ósemkę
        [ins] ósemką
        [gen] ósemki
       *[other] ósemka
      }
    [7] { $case ->
        [acc] dziewiątkę
        [ins] dziewiątką
        [gen] dziewiątki
       *[other] dziewiątka
      }
    [8] { $case ->
        [acc] dziesiątkę
        [ins] dziesiątką
        [gen] dziesiątki
       *[other] dziesiątka
      }
    [9] { $case ->
        [acc] waleta
        [ins] waletem
        [gen] waleta
       *[other] walet
      }
    [10] { $case ->
        [acc] damę
        [ins] damą
        [gen] damy
       *[other] dama
      }
    [11] { $case ->
        [acc] króla
        [ins] królem
        [gen] króla
       *[other] król
      }
   *[12] { $case ->
        [acc] asa
        [ins] asem
        [gen] asa
       *[other] as
      }
  }

card-suit = { $deck ->
    [spanish] { $suit ->
        [0] talarów
        [1] pucharów
        [2] mieczy
       *[3] kijów
      }
    [italian] { $suit ->
        [0] talarów
        [1] pucharów
        [2] mieczy
       *[3] kijów
      }
   *[other] { $suit ->
        [0] karo
        [1] kier
        [2] pik
       *[3] trefl
      }
  }
card-name = { $rank } { $suit }
