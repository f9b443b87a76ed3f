# I nomi delle carte, in italiano: i valori secondo lo stile del mazzo (french: fante, donna,
# re; french-numeric: otto, nove, dieci; spanish e italian: fante, cavallo, re), i semi
# secondo lo stile del mazzo (mazzo italiano e spagnolo: denari, coppe, spade, bastoni;
# mazzo francese: quadri, cuori, picche, fiori) e come si compone il nome di una carta.
# Tutti i messaggi e le loro variabili sono elencati in cardtable/text/messages.py.
# `case` è nom, acc, ins, gen o def: in italiano nom, acc, ins e gen sono la stessa forma
# senza articolo ("sette di denari"), def è la forma con l'articolo determinativo, che
# concorda con il nome del valore ("il sette di denari", "l'asso di spade", "la donna di
# cuori", "l'otto di fiori"). Una frase sceglie la forma così: CASE($card, case: "def").

card-rank = { $value ->
    [1] { $case ->
        [def] l'asso
       *[other] asso
      }
    [2] { $case ->
        [def] il due
       *[other] due
      }
    [3] { $case ->
        [def] il tre
       *[other] tre
      }
    [4] { $case ->
        [def] il quattro
       *[other] quattro
      }
    [5] { $case ->
        [def] il cinque
       *[other] cinque
      }
    [6] { $case ->
        [def] il sei
       *[other] sei
      }
    [7] { $case ->
        [def] il sette
       *[other] sette
      }
    [8] { $deck ->
        [french] { $case ->
            [def] il fante
           *[other] fante
          }
        [french-numeric] { $case ->
            [def] l'otto
           *[other] otto
          }
       *[other] { $case ->
            [def] il fante
           *[other] fante
          }
      }
    [9] { $deck ->
        [french] { $case ->
            [def] la donna
           *[other] donna
          }
        [french-numeric] { $case ->
            [def] il nove
           *[other] nove
          }
       *[other] { $case ->
            [def] il cavallo
           *[other] cavallo
          }
      }
   *[10] { $deck ->
        [french] { $case ->
            [def] il re
           *[other] re
          }
        [french-numeric] { $case ->
            [def] il dieci
           *[other] dieci
          }
       *[other] { $case ->
            [def] il re
           *[other] re
          }
      }
  }

card-rank52 = { $rank ->
    [0] { $case ->
        [def] il due
       *[other] due
      }
    [1] { $case ->
        [def] il tre
       *[other] tre
      }
    [2] { $case ->
        [def] il quattro
       *[other] quattro
      }
    [3] { $case ->
        [def] il cinque
       *[other] cinque
      }
    [4] { $case ->
        [def] il sei
       *[other] sei
      }
    [5] { $case ->
        [def] il sette
       *[other] sette
      }
    [6] { $case ->
        [def] l'otto
       *[other] otto
      }
    [7] { $case ->
        [def] il nove
       *[other] nove
      }
    [8] { $case ->
        [def] il dieci
       *[other] dieci
      }
    [9] { $case ->
        [def] il fante
       *[other] fante
      }
    [10] { $case ->
        [def] la donna
       *[other] donna
      }
    [11] { $case ->
        [def] il re
       *[other] re
      }
   *[12] { $case ->
        [def] l'asso
       *[other] asso
      }
  }

card-suit = { $deck ->
    [spanish] { $suit ->
        [0] denari
        [1] coppe
        [2] spade
       *[3] bastoni
      }
    [italian] { $suit ->
        [0] denari
        [1] coppe
        [2] spade
       *[3] bastoni
      }
   *[other] { $suit ->
        [0] quadri
        [1] cuori
        [2] picche
       *[3] fiori
      }
  }
card-name = { $rank } di { $suit }
