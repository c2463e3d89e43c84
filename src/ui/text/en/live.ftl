
## LiveText: live_text

live-play-friend = Play a friend online
live-setup-intro = Play live with a friend on another device, with no account and no server of ours: the game goes straight from one browser to the other. Choose the clock and your colour, then send the invitation.
live-clock = Clock
live-no-clock = No clock
live-your-colour = Your colour
live-white = White
live-black = Black
live-random = Random
live-create-invite = Create the invitation
live-preparing = Preparing the connection…
live-send-invite = 1. Send this link to your friend (by a message app, or copy it):
live-invite-lasts = The invitation works only while this page stays open: do not close or reload it.
live-paste-reply = 2. Your friend sends back a reply link: open it on this device and the game starts here. Or paste their reply code here, then press Connect:
live-connect = Connect
live-copy = Copy
live-copied = Copied
live-share = Share
live-invited = You are invited to a live game
live-you-play-white = You play White.
live-you-play-black = You play Black.
live-send-reply = Send this reply link to your friend now. The game starts as soon as they open it on the device with the invitation.
live-waiting = Waiting for your friend…
live-connected = Connected: live game
live-gone = Your friend is disconnected.
live-claim-win = Claim the win
live-call-draw = Call it a draw
live-by-links = Go on by correspondence links
live-resign = Resign
live-offer-draw = Offer a draw
live-ask-takeback = Ask to take back
live-abort = Call the game off
live-rematch = Rematch
live-accept = Accept
live-decline = Decline
live-offered-draw = Your friend offers a draw.
live-offered-takeback = Your friend asks to take back their last move.
live-offered-rematch = Your friend wants a rematch, colours swapped.
live-asked = Waiting for your friend's answer…
live-answered-yes = Your friend agreed.
live-answered-no = Your friend said no.
live-aborted = The game was called off.
live-fair-play = Hints, analysis and the evaluation are off during a live game; review the game once it ends.
live-say = Say
live-friend-says = Your friend says:
live-bad-invite = This invitation link is damaged. Ask your friend to send it again.
live-other-version = Your friend's damas is another version. Both of you reload the page, then make a new invitation.
live-bad-reply = This reply code cannot be read. Ask your friend to copy it again, whole.
live-other-invite = This reply answers another invitation. Ask your friend to open the latest link.
live-failed = The connection could not be made. Some networks block direct connections between devices (they need a relay server). You can play on by correspondence links instead.
live-no-network = This device found no network to connect through. Check that Wi-Fi or mobile data is on, then try again.
live-resynced = A message from your friend did not fit the game: both boards were set to the host's game.
live-clock-refused = Your friend's device said something about the clocks that could not be true: your board keeps its own measure.
live-host-game-refused = Your friend's device sent a game that differs from the one you played: your board keeps yours.
live-network = Network settings (connection servers, room server)
live-new-invite = New invitation
live-save-pdn = Save the game (PDN)
live-servers-own = My own servers (STUN/TURN)
live-bad-servers = These servers cannot be read: write stun:host:port or turn:host:port~user~password, separated by commas.
live-servers = Connection servers
live-servers-none = None (same network only)
live-servers-default = Public STUN server (stun.l.google.com)
live-signal = Room server (optional: ws:// or wss://)
live-bad-signal = This room server address cannot be used: write ws://host:port or wss://host/path.
live-room-invite = Send this link. The first to open it plays you, with nothing to send back; anyone else who opens it watches.
live-watching = You are watching this game: the players' moves and clocks, as they play.
live-room-unreachable = The room server cannot be reached. Check its address, or play without one (clear the room server).
live-invite-qr = In the same room? Your friend can scan this code with their phone's camera instead.
live-reply-qr = If your friend made the invitation on a phone beside you, they can scan this code with it.
live-qr-label = QR code of the link
live-copy-link = Copy the link
live-reply-code = Or send this reply code, for your friend to paste:
live-handing-over = Handing the reply to the invitation's tab…
live-handed-over = Your game continues in the other tab, where you made the invitation. You can close this one.
live-close-tab = Close this tab
live-no-tab-waiting = No tab in this browser is waiting for this reply. If the invitation is open in another browser or on another device, open this link there, or paste the code below into it. If its tab was closed or reloaded, make a new invitation.

## When an absent friend's game can be claimed.

live-claim-in = You can claim the game in { $seconds } s.

## The chat's phrases.

live-phrase-hello = Hello!
live-phrase-good-luck = Good luck!
live-phrase-well-played = Well played!
live-phrase-thanks = Thank you!
live-phrase-good-game = Good game!
