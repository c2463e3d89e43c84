
## LiveText: live_text

live-play-friend = Gioca con un amico online
live-setup-intro = Gioca dal vivo con un amico su un altro dispositivo, senza account e senza un nostro server: la partita passa direttamente da un browser all'altro. Scegli l'orologio e il tuo colore, poi invia l'invito.
live-clock = Orologio
live-no-clock = Senza orologio
live-your-colour = Il tuo colore
live-white = Bianco
live-black = Nero
live-random = Casuale
live-create-invite = Crea l'invito
live-preparing = Preparazione della connessione…
live-send-invite = 1. Invia questo link al tuo amico (con un'app di messaggi, o copialo):
live-invite-lasts = L'invito funziona solo finché questa pagina resta aperta: non chiuderla e non ricaricarla.
live-paste-reply = 2. Il tuo amico ti rimanda un link di risposta: aprilo su questo dispositivo e la partita inizia qui. Oppure incolla qui il suo codice di risposta, poi premi Connetti:
live-connect = Connetti
live-copy = Copia
live-copied = Copiato
live-share = Condividi
live-invited = Hai un invito a una partita dal vivo
live-you-play-white = Giochi con il Bianco.
live-you-play-black = Giochi con il Nero.
live-send-reply = Invia subito questo link di risposta al tuo amico. La partita inizia appena lo apre sul dispositivo dell'invito.
live-waiting = In attesa del tuo amico…
live-connected = Connesso: partita dal vivo
live-gone = Il tuo amico si è disconnesso.
live-claim-win = Rivendica la vittoria
live-call-draw = Dichiara patta
live-by-links = Continua per corrispondenza con i link
live-resign = Abbandona
live-offer-draw = Proponi la patta
live-ask-takeback = Chiedi di annullare la mossa
live-abort = Annulla la partita
live-rematch = Rivincita
live-accept = Accetta
live-decline = Rifiuta
live-offered-draw = Il tuo amico propone la patta.
live-offered-takeback = Il tuo amico chiede di annullare la sua ultima mossa.
live-offered-rematch = Il tuo amico vuole la rivincita, a colori invertiti.
live-asked = In attesa della risposta del tuo amico…
live-answered-yes = Il tuo amico ha accettato.
live-answered-no = Il tuo amico ha detto di no.
live-aborted = La partita è stata annullata.
live-fair-play = Suggerimenti, analisi e valutazione sono disattivati durante una partita dal vivo; rivedi la partita quando finisce.
live-say = Di'
live-friend-says = Il tuo amico dice:
live-bad-invite = Questo link d'invito è danneggiato. Chiedi al tuo amico di inviarlo di nuovo.
live-other-version = Il damas del tuo amico è di un'altra versione. Ricaricate la pagina entrambi, poi create un nuovo invito.
live-bad-reply = Questo codice di risposta non si può leggere. Chiedi al tuo amico di copiarlo di nuovo, per intero.
live-other-invite = Questa risposta è per un altro invito. Chiedi al tuo amico di aprire il link più recente.
live-failed = Non è stato possibile stabilire la connessione. Alcune reti bloccano le connessioni dirette tra dispositivi (serve un server relay). Potete invece continuare per corrispondenza con i link.
live-no-network = Questo dispositivo non ha trovato nessuna rete a cui connettersi. Controlla che il Wi-Fi o i dati mobili siano attivi, poi riprova.
live-resynced = Un messaggio del tuo amico non era coerente con la partita: entrambe le damiere sono state allineate alla partita di chi ha invitato.
live-clock-refused = Il dispositivo del tuo amico ha detto sugli orologi qualcosa che non poteva essere vero: la tua damiera mantiene la propria misura.
live-host-game-refused = Il dispositivo del tuo amico ha inviato una partita diversa da quella che hai giocato: la tua damiera mantiene la tua.
live-network = Impostazioni di rete (server di connessione, server delle stanze)
live-new-invite = Nuovo invito
live-save-pdn = Salva la partita (PDN)
live-servers-own = I miei server (STUN/TURN)
live-bad-servers = Questi server non si possono leggere: scrivi stun:host:porta o turn:host:porta~utente~password, separati da virgole.
live-servers = Server di connessione
live-servers-none = Nessuno (solo la stessa rete)
live-servers-default = Server STUN pubblico (stun.l.google.com)
live-signal = Server delle stanze (facoltativo: ws:// o wss://)
live-bad-signal = Questo indirizzo del server delle stanze non si può usare: scrivi ws://host:porta o wss://host/percorso.
live-room-invite = Invia questo link. Il primo che lo apre gioca con te, senza nulla da rimandare; chiunque altro lo apra guarda.
live-watching = Stai guardando questa partita: le mosse e gli orologi dei giocatori, mentre giocano.
live-room-unreachable = Il server delle stanze non è raggiungibile. Controlla il suo indirizzo, o gioca senza (cancella il server delle stanze).
live-invite-qr = Siete nella stessa stanza? Il tuo amico può invece inquadrare questo codice con la fotocamera del telefono.
live-reply-qr = Se il tuo amico ha creato l'invito su un telefono accanto a te, può inquadrare questo codice con quel telefono.
live-qr-label = Codice QR del link
live-copy-link = Copia il link
live-reply-code = Oppure invia questo codice di risposta, da far incollare al tuo amico:
live-handing-over = Passaggio della risposta alla scheda dell'invito…
live-handed-over = La tua partita continua nell'altra scheda, dove hai creato l'invito. Puoi chiudere questa.
live-close-tab = Chiudi questa scheda
live-no-tab-waiting = Nessuna scheda di questo browser sta aspettando questa risposta. Se l'invito è aperto in un altro browser o su un altro dispositivo, apri lì questo link, oppure incollaci il codice qui sotto. Se la sua scheda è stata chiusa o ricaricata, crea un nuovo invito.

## When an absent friend's game can be claimed.

live-claim-in = Potrai rivendicare la partita tra { $seconds } s.

## The chat's phrases.

live-phrase-hello = Ciao!
live-phrase-good-luck = Buona fortuna!
live-phrase-well-played = Ben giocato!
live-phrase-thanks = Grazie!
live-phrase-good-game = Bella partita!
