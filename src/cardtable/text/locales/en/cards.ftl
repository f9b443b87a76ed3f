# The names of the cards, in English: ranks by deck style (french: jack, queen, king;
# french-numeric: eight, nine, ten; spanish and italian: knave, knight, king), suits by deck
# style, and how a card's name is made of them. Every message and its variables are listed
# in cardtable/text/messages.py. `case` is nom, acc, ins, gen or def: English has only the
# definite article (def: "the seven of coins"); a sentence picks one with CASE($card, case: "def").

card-rank = { $value ->
    [1] ace
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] { $deck ->
        [french] jack
        [french-numeric] eight
       *[other] knave
      }
    [9] { $deck ->
        [french] queen
        [french-numeric] nine
       *[other] knight
      }
   *[10] { $deck ->
        [french] king
        [french-numeric] ten
       *[other] king
      }
  }
card-rank52 = { $rank ->
    [0] two
    [1] three
    [2] four
    [3] five
    [4] six
    [5] seven
    [6] eight
    [7] nine
    [8] ten
    [9] jack
    [10] queen
    [11] king
   *[12] ace
  }
card-suit = { $deck ->
    [spanish] { $suit ->
        [0] coins
        [1] cups
        [2] swords
       *[3] clubs
      }
    [italian] { $suit ->
        [0] coins
        [1] cups
        [2] swords
       *[3] batons
      }
   *[other] { $suit ->
        [0] diamonds
        [1] hearts
        [2] spades
       *[3] clubs
      }
  }
card-name = { $case ->
    [def] the { $rank } of { $suit }
   *[other] { $rank } of { $suit }
  }
