### This language's own grammar the other files share: terms taking `side: "white"` or `"black"`.

# A side's colour inside a clause: "a white man", "white has no pieces".
-colour = { $side ->
    [white] white
   *[black] black
}
