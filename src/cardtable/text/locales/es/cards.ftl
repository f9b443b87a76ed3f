# Los nombres de las cartas en español: los valores según el estilo de baraja (french: jota,
# reina, rey; french-numeric: ocho, nueve, diez; spanish e italian: sota, caballo, rey), los
# palos según el estilo de baraja (baraja española e italiana: oros, copas, espadas, bastos;
# francesa: diamantes, corazones, picas, tréboles) y cómo se forma con ellos el nombre de una
# carta. Todos los mensajes y sus variables están en cardtable/text/messages.py. `case` es
# nom, acc, ins, gen o def: en español los cuatro primeros son iguales ("siete de oros") y
# def lleva el artículo, que concuerda con el valor ("el siete de oros", "la sota de copas");
# una frase lo elige así: CASE($card, case: "def").

card-rank = { $value ->
    [1] { $case ->
        [def] el as
       *[other] as
      }
    [2] { $case ->
        [def] el dos
       *[other] dos
      }
    [3] { $case ->
        [def] el tres
       *[other] tres
      }
    [4] { $case ->
        [def] el cuatro
       *[other] cuatro
      }
    [5] { $case ->
        [def] el cinco
       *[other] cinco
      }
    [6] { $case ->
        [def] el seis
       *[other] seis
      }
    [7] { $case ->
        [def] el siete
       *[other] siete
      }
    [8] { $deck ->
        [french] { $case ->
            [def] la jota
           *[other] jota
          }
        [french-numeric] { $case ->
            [def] el ocho
           *[other] ocho
          }
       *[other] { $case ->
            [def] la sota
           *[other] sota
          }
      }
    [9] { $deck ->
        [french] { $case ->
            [def] la reina
           *[other] reina
          }
        [french-numeric] { $case ->
            [def] el nueve
           *[other] nueve
          }
       *[other] { $case ->
            [def] el caballo
           *[other] caballo
          }
      }
   *[10] { $deck ->
        [french] { $case ->
            [def] el rey
           *[other] rey
          }
        [french-numeric] { $case ->
            [def] el diez
           *[other] diez
          }
       *[other] { $case ->
            [def] el rey
           *[other] rey
          }
      }
  }
card-rank52 = { $rank ->
    [0] { $case ->
        [def] el dos
       *[other] dos
      }
    [1] { $case ->
        [def] el tres
       *[other] tres
      }
    [2] { $case ->
        [def] el cuatro
       *[other] cuatro
      }
    [3] { $case ->
        [def] el cinco
       *[other] cinco
      }
    [4] { $case ->
        [def] el seis
       *[other] seis
      }
    [5] { $case ->
        [def] el siete
       *[other] siete
      }
    [6] { $case ->
        [def] el ocho
       *[other] ocho
      }
    [7] { $case ->
        [def] el nueve
       *[other] nueve
      }
    [8] { $case ->
        [def] el diez
       *[other] diez
      }
    [9] { $case ->
        [def] la jota
       *[other] jota
      }
    [10] { $case ->
        [def] la reina
       *[other] reina
      }
    [11] { $case ->
        [def] el rey
       *[other] rey
      }
   *[12] { $case ->
        [def] el as
       *[other] as
      }
  }
card-suit = { $deck ->
    [spanish] { $suit ->
        [0] oros
        [1] copas
        [2] espadas
       *[3] bastos
      }
    [italian] { $suit ->
        [0] oros
        [1] copas
        [2] espadas
       *[3] bastos
      }
   *[other] { $suit ->
        [0] diamantes
        [1] corazones
        [2] picas
       *[3] tréboles
      }
  }
card-name = { $rank } de { $suit }
