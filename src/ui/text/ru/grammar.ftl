### This language's own grammar the other files share: terms taking `side: "white"` or `"black"`.

# A side in the genitive, whose turn, win or lack of moves it is: "ход белых".
-side-of = { $side ->
    [white] белых
   *[black] чёрных
}

# A side in the middle of a sentence.
-side-lower = { $side ->
    [white] белые
   *[black] чёрные
}

# A side in the instrumental, whom one plays with: "играете белыми".
-side-with = { $side ->
    [white] белыми
   *[black] чёрными
}

# A side as the owner in a clause: "у белых".
-at-side = { $side ->
    [white] у белых
   *[black] у чёрных
}

# A man: "белая простая".
-man = { $side ->
    [white] белая простая
   *[black] чёрная простая
}

# The colour of a Lasca soldier (masculine: "белый солдат").
-soldier-colour = { $side ->
    [white] белый
   *[black] чёрный
}
