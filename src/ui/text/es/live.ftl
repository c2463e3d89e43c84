
## LiveText: live_text

live-play-friend = Jugar con un amigo en línea
live-setup-intro = Juega en vivo con un amigo en otro dispositivo, sin cuenta y sin servidor nuestro: la partida va directo de un navegador al otro. Elige el reloj y tu color, y envía la invitación.
live-clock = Reloj
live-no-clock = Sin reloj
live-your-colour = Tu color
live-white = Blancas
live-black = Negras
live-random = Al azar
live-create-invite = Crear la invitación
live-preparing = Preparando la conexión…
live-send-invite = 1. Envía este enlace a tu amigo (por una app de mensajes, o cópialo):
live-invite-lasts = La invitación solo funciona mientras esta página siga abierta: no la cierres ni la recargues.
live-paste-reply = 2. Tu amigo te devuelve un enlace de respuesta: ábrelo en este dispositivo y la partida empieza aquí. O pega aquí su código de respuesta y pulsa Conectar:
live-connect = Conectar
live-copy = Copiar
live-copied = Copiado
live-share = Compartir
live-invited = Te han invitado a una partida en vivo
live-you-play-white = Juegas con blancas.
live-you-play-black = Juegas con negras.
live-send-reply = Envía ya este enlace de respuesta a tu amigo. La partida empieza en cuanto lo abra en el dispositivo donde hizo la invitación.
live-waiting = Esperando a tu amigo…
live-connected = Conectado: partida en vivo
live-gone = Tu amigo se ha desconectado.
live-claim-win = Reclamar la victoria
live-call-draw = Declarar tablas
live-by-links = Seguir por enlaces de correspondencia
live-resign = Abandonar
live-offer-draw = Ofrecer tablas
live-ask-takeback = Pedir deshacer la jugada
live-abort = Anular la partida
live-rematch = Revancha
live-accept = Aceptar
live-decline = Rechazar
live-offered-draw = Tu amigo ofrece tablas.
live-offered-takeback = Tu amigo pide deshacer su última jugada.
live-offered-rematch = Tu amigo quiere la revancha, con los colores cambiados.
live-asked = Esperando la respuesta de tu amigo…
live-answered-yes = Tu amigo aceptó.
live-answered-no = Tu amigo dijo que no.
live-aborted = La partida se anuló.
live-fair-play = Las pistas, el análisis y la evaluación están apagados durante una partida en vivo; analiza la partida cuando termine.
live-say = Decir
live-friend-says = Tu amigo dice:
live-bad-invite = Este enlace de invitación está dañado. Pide a tu amigo que lo envíe de nuevo.
live-other-version = El damas de tu amigo es de otra versión. Recargad los dos la página y haced una nueva invitación.
live-bad-reply = No se puede leer este código de respuesta. Pide a tu amigo que lo copie de nuevo, entero.
live-other-invite = Esta respuesta es de otra invitación. Pide a tu amigo que abra el enlace más reciente.
live-failed = No se pudo conectar. Algunas redes bloquean las conexiones directas entre dispositivos (necesitan un servidor de retransmisión). Podéis seguir por enlaces de correspondencia.
live-no-network = Este dispositivo no encontró ninguna red para conectarse. Comprueba que el Wi-Fi o los datos móviles estén activados e inténtalo de nuevo.
live-resynced = Un mensaje de tu amigo no encajaba con la partida: los dos tableros siguieron la partida de quien invitó.
live-clock-refused = El dispositivo de tu amigo dijo algo sobre los relojes que no podía ser cierto: tu tablero mantiene su propia medida.
live-host-game-refused = El dispositivo de tu amigo envió una partida distinta de la que jugaste: tu tablero mantiene la tuya.
live-network = Ajustes de red (servidores de conexión, servidor de salas)
live-new-invite = Nueva invitación
live-save-pdn = Guardar la partida (PDN)
live-servers-own = Mis propios servidores (STUN/TURN)
live-bad-servers = No se pueden leer estos servidores: escribe stun:host:puerto o turn:host:puerto~usuario~contraseña, separados por comas.
live-servers = Servidores de conexión
live-servers-none = Ninguno (solo en la misma red)
live-servers-default = Servidor STUN público (stun.l.google.com)
live-signal = Servidor de sala (opcional: ws:// o wss://)
live-bad-signal = No se puede usar esta dirección de servidor de sala: escribe ws://host:puerto o wss://host/ruta.
live-room-invite = Envía este enlace. El primero que lo abra juega contigo, sin nada que devolver; quien más lo abra, mira.
live-watching = Estás mirando esta partida: las jugadas y los relojes de los jugadores, mientras juegan.
live-room-unreachable = No se puede alcanzar el servidor de sala. Revisa su dirección, o juega sin él (borra el servidor de sala).
live-invite-qr = ¿En la misma sala? Tu amigo puede escanear este código con la cámara del móvil.
live-reply-qr = Si tu amigo hizo la invitación en un móvil a tu lado, puede escanear este código con ese móvil.
live-qr-label = Código QR del enlace
live-copy-link = Copiar el enlace
live-reply-code = O envía este código de respuesta, para que tu amigo lo pegue:
live-handing-over = Pasando la respuesta a la pestaña de la invitación…
live-handed-over = Tu partida continúa en la otra pestaña, donde hiciste la invitación. Puedes cerrar esta.
live-close-tab = Cerrar esta pestaña
live-no-tab-waiting = Ninguna pestaña de este navegador está esperando esta respuesta. Si la invitación está abierta en otro navegador o dispositivo, abre allí este enlace o pega en ella el código de abajo. Si su pestaña se cerró o se recargó, haz una nueva invitación.

## When an absent friend's game can be claimed.

live-claim-in = Podrás reclamar la partida en { $seconds } s.

## The chat's phrases.

live-phrase-hello = ¡Hola!
live-phrase-good-luck = ¡Buena suerte!
live-phrase-well-played = ¡Bien jugado!
live-phrase-thanks = ¡Gracias!
live-phrase-good-game = ¡Buena partida!
