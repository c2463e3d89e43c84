### The message a page shows when it cannot start (its script or WebAssembly did not load). The
### boot script says it before any wasm: scripts/post-build.mjs takes these one-line messages out of
### the words the page loads and into the boot script.

## Offline, for the part of the site that did not load.

boot-offline-app = O jogo ainda não foi baixado neste aparelho e não há conexão. Conecte-se à internet uma vez para baixá-lo; depois ele funciona sem conexão.
boot-offline-puzzles = Os problemas ainda não foram baixados neste aparelho e não há conexão. Conecte-se à internet uma vez para baixar os problemas; depois eles funcionam sem conexão.
boot-offline-lasca = O Lasca ainda não foi baixado neste aparelho e não há conexão. Conecte-se à internet uma vez para baixá-lo; depois ele funciona sem conexão.
boot-offline-study = As lições e o treino de finais ainda não foram baixados neste aparelho e não há conexão. Conecte-se à internet uma vez para baixá-los; depois eles funcionam sem conexão.
boot-offline-live = O jogo ao vivo ainda não foi baixado neste aparelho e não há conexão. Uma partida ao vivo precisa de conexão: conecte-se e tente de novo.

## Online.

boot-online-app = O jogo não pôde ser carregado. Verifique a conexão e tente de novo.
boot-online-puzzles = Os problemas não puderam ser carregados. Verifique a conexão e tente de novo.
boot-online-lasca = O Lasca não pôde ser carregado. Verifique a conexão e tente de novo.
boot-online-study = As lições e o treino de finais não puderam ser carregados. Verifique a conexão e tente de novo.
boot-online-live = O jogo ao vivo não pôde ser carregado. Verifique a conexão e tente de novo.

## The button.

boot-retry = Tentar de novo
