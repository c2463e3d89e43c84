### The message a page shows when it cannot start (its script or WebAssembly did not load). The
### boot script says it before any wasm: scripts/post-build.mjs takes these one-line messages out of
### the words the page loads and into the boot script.

## Offline, for the part of the site that did not load.

boot-offline-app = El juego aún no se ha descargado en este dispositivo y no hay conexión. Conéctate a internet una vez para descargarlo; después funciona sin conexión.
boot-offline-puzzles = Los problemas aún no se han descargado en este dispositivo y no hay conexión. Conéctate a internet una vez para descargar los problemas; después funcionan sin conexión.
boot-offline-lasca = Lasca aún no se ha descargado en este dispositivo y no hay conexión. Conéctate a internet una vez para descargarlo; después funciona sin conexión.
boot-offline-study = Las lecciones y el entrenador de finales aún no se han descargado en este dispositivo y no hay conexión. Conéctate a internet una vez para descargarlos; después funcionan sin conexión.
boot-offline-live = El juego en vivo aún no se ha descargado en este dispositivo y no hay conexión. Una partida en vivo necesita conexión: conéctate y vuelve a intentarlo.

## Online.

boot-online-app = No se pudo cargar el juego. Comprueba la conexión y vuelve a intentarlo.
boot-online-puzzles = No se pudieron cargar los problemas. Comprueba la conexión y vuelve a intentarlo.
boot-online-lasca = No se pudo cargar Lasca. Comprueba la conexión y vuelve a intentarlo.
boot-online-study = No se pudieron cargar las lecciones ni el entrenador de finales. Comprueba la conexión y vuelve a intentarlo.
boot-online-live = No se pudo cargar el juego en vivo. Comprueba la conexión y vuelve a intentarlo.

## The button.

boot-retry = Reintentar
