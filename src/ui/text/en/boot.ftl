### The message a page shows when it cannot start (its script or WebAssembly did not load). The
### boot script says it before any wasm: scripts/post-build.mjs takes these one-line messages out of
### the words the page loads and into the boot script.

## Offline, for the part of the site that did not load.

boot-offline-app = The game has not been downloaded to this device yet, and there is no connection. Connect to the internet once to download it; after that it works offline.
boot-offline-puzzles = The puzzles have not been downloaded to this device yet, and there is no connection. Connect to the internet once to download the puzzles; after that they work offline.
boot-offline-lasca = Lasca has not been downloaded to this device yet, and there is no connection. Connect to the internet once to download it; after that it works offline.
boot-offline-study = The lessons and the endgame trainer have not been downloaded to this device yet, and there is no connection. Connect to the internet once to download them; after that they work offline.
boot-offline-live = Live play has not been downloaded to this device yet, and there is no connection. A live game needs a connection anyway: connect, then try again.

## Online.

boot-online-app = The game could not be loaded. Check the connection and try again.
boot-online-puzzles = The puzzles could not be loaded. Check the connection and try again.
boot-online-lasca = Lasca could not be loaded. Check the connection and try again.
boot-online-study = The lessons and the endgame trainer could not be loaded. Check the connection and try again.
boot-online-live = Live play could not be loaded. Check the connection and try again.

## The button.

boot-retry = Try again
