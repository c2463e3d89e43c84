### Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels.

## Tx: tx

tx-update-ready = Hay una nueva versión de Damas lista.
tx-reload = Recargar
tx-later = Más tarde
tx-offline-all = Dejar todo disponible sin conexión
tx-offline-ready = Todo está disponible sin conexión.
tx-offline-busy = Descargando…
tx-share = Compartir
tx-copy-game-link = Copiar enlace de la partida
tx-copy-position-link = Copiar enlace de la posición
tx-send-reply = Enviar al rival
tx-two-players-here = Dos jugadores en este dispositivo.
tx-send-to-friend = Enviar a un amigo
tx-your-move-then-send = Te toca — luego envíale la jugada a tu amigo.
tx-send-your-move = Ahora envía tu jugada a tu amigo.
tx-send-your-move-button = Enviar la jugada
tx-game-over-send = La partida terminó: envía la última jugada a tu amigo.
tx-reply-hint = Juega por enlace: después de tu jugada, envía el enlace; tu amigo lo abre, responde y te envía otro.
tx-reply-message = Te toca en nuestra partida de damas:
tx-shared = Enlace enviado.
tx-copied = Enlace copiado.
tx-copy-failed = No se pudo copiar: selecciona el texto y cópialo.
tx-resume-previous = Volver a mi partida anterior
tx-previous-kept = Abriste una partida compartida; tu partida anterior se conserva.
tx-open = Abrir
tx-open-placeholder = Pega un enlace, una FEN o una partida PDN
tx-open-button = Abrir
tx-open-file = Archivo PDN…
tx-choose-game = Varias partidas: elige una
tx-opened = Abierto.
tx-for-variant = Variante de la FEN
tx-pdn = PDN
tx-copy-pdn = Copiar PDN
tx-download-pdn = Descargar PDN
tx-image = Imagen
tx-editor = Editor de posición
tx-editor-hint = Elige una pieza y haz clic en las casillas (otro clic la quita).
tx-edit-position = Preparar una posición
tx-editor-not-loaded = El editor no se pudo cargar. Si el dispositivo no tiene conexión, conéctate a internet una vez para descargarlo y vuelve a intentarlo.
tx-close = Cerrar
tx-side-to-move = Juegan
tx-clear = Vaciar
tx-start-position = Posición inicial
tx-play-from-here = Jugar desde aquí
tx-play-computer = Jugar contra la máquina desde aquí
tx-fen = FEN
tx-erase = Borrar
tx-white-man = Peón blanco
tx-white-king = Dama blanca
tx-black-man = Peón negro
tx-black-king = Dama negra
tx-position-ok = La posición se puede jugar.
tx-previous = Jugada anterior
tx-next = Jugada siguiente
tx-embed-bad-options = Opción de inserción no válida
tx-open-full = Abrir en Damas
tx-embed-on-site = Insertar en un sitio web
tx-embed-hint = Pega este código en tu página: el tablero muestra esta partida y los visitantes pueden recorrerla.
tx-copy-code = Copiar el código
tx-preview = Vista previa

## LascaTx: lasca_tx

lasca-tx-tagline = Lasca, el juego de columnas de Emanuel Lasker (1911): juega contra un amigo en el mismo dispositivo o contra la máquina
lasca-tx-column-hint = Cada clic pone la pieza elegida encima de la columna.
lasca-tx-white-soldier = Soldado blanco
lasca-tx-white-officer = Oficial blanco
lasca-tx-black-soldier = Soldado negro
lasca-tx-black-officer = Oficial negro
lasca-tx-take-top = Quitar la pieza de arriba
lasca-tx-empty-square = Vaciar la casilla
lasca-tx-column-inspect = Toca una columna para ver qué contiene.
lasca-tx-lasca-rules = Los soldados avanzan en diagonal; los oficiales, en ambos sentidos. Saltar una columna captura solo su pieza de arriba, que pasa debajo de la columna que captura. La captura es obligatoria; quien no tiene jugada pierde.

## Sentences around another text

tools-could-not-open = No se pudo abrir: { $why }.
tools-friend-played = Tu amigo jugó { $move }. Te toca — luego devuélvele el enlace.
