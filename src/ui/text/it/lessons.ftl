### The tutorial: its labels, and each lesson's title and task.

## LearnText: learn_text

learn-title = Impara a giocare
learn-lessons = Lezioni
learn-done = Ben fatto! È questa la regola.
learn-missed = Questa mossa è regolare, ma non è ciò che chiede la lezione. Riprova.
learn-next = Lezione successiva
learn-retry = Riprova
learn-back = Torna alla partita
learn-rules = Regole:
learn-other-games = Lezioni di un altro gioco
learn-exposed = Regolare, ma lì il tuo damone viene preso subito. Fermati su una casella dove sia al sicuro.
learn-play-computer = Ora gioca contro il computer
learn-international-note = La dama internazionale ha le regole della brasiliana, su una damiera 10×10.

## Each lesson's title and task, named by its id (`{1}` in a task is a square the lesson marks,
## written in the player's notation)

lesson-move-title = Le pedine avanzano
lesson-move-task = Una pedina si muove di una casella in diagonale in avanti, su una casella scura libera. Muovi la pedina in {"{"}1{"}"}.
lesson-capture-title = La presa è obbligatoria
lesson-capture-task = Quando un pezzo può prendere, devi prendere: salta il pezzo avversario fino alla casella libera dietro di esso. Prova prima a muovere l'altra pedina, poi prendi.
lesson-backward-title = Le pedine prendono anche all'indietro
lesson-backward-task = Una pedina si muove solo in avanti, ma prende sia in avanti sia all'indietro. Prendi la pedina dietro la tua.
lesson-majority-title = Prendi il maggior numero di pezzi
lesson-majority-task = Quando sono possibili più prese, devi fare quella che prende più pezzi (la regola della maggioranza). Prova prima a prendere un solo pezzo, poi prendine due.
lesson-crown-title = La promozione
lesson-crown-task = Una pedina che termina la mossa sull'ultima riga diventa damone. Promuovi la tua pedina.
lesson-king-title = Il damone vola
lesson-king-task = Il damone si muove di quante caselle vuole lungo una diagonale e prende a distanza, fermandosi su una qualsiasi casella libera oltre il pezzo. Prendi con il tuo damone.
lesson-landing-title = Dove si ferma il damone
lesson-landing-task = Dopo una presa il damone sceglie la casella dove fermarsi, oltre il pezzo preso. Scegline una dove non possa essere preso a sua volta.
lesson-pass-title = Passare per l'ultima riga
lesson-pass-task = Una pedina che raggiunge l'ultima riga nel corso di una presa deve continuare a prendere, e resta pedina: viene promossa solo se la mossa finisce lì. Prendi.
lesson-choice-title = Libera scelta della presa
lesson-choice-task = Devi prendere, ma quando sono possibili più prese scegli quella che vuoi, anche una che prende meno pezzi. Una presa iniziata va completata. Prendine uno o due.
lesson-crown-capture-title = Promozione durante la presa
lesson-crown-capture-task = Una pedina che raggiunge l'ultima riga durante una presa diventa subito damone e continua a prendere come damone. Prendi.
lesson-forward-title = Le pedine prendono solo in avanti
lesson-forward-task = Una pedina si muove e prende solo in avanti. Il pezzo dietro la tua non può essere preso: prendi quello davanti.
lesson-crown-ends-title = La promozione termina la mossa
lesson-crown-ends-task = Una pedina che raggiunge l'ultima riga viene promossa e la sua mossa finisce lì, anche se potrebbe prendere ancora. Prendi.
lesson-short-king-title = Il damone
lesson-short-king-task = Il damone si muove e prende di una casella in qualsiasi direzione diagonale, anche all'indietro. Non vola. Prendi con il tuo damone.
lesson-turkish-move-title = Le pedine vanno dritte
lesson-turkish-move-task = Una pedina si muove di una casella in avanti o di lato, mai in diagonale né all'indietro. Muovi la pedina in {"{"}1{"}"}.
lesson-turkish-capture-title = La presa è obbligatoria
lesson-turkish-capture-task = Una pedina prende in avanti o di lato, saltando un pezzo avversario adiacente fino alla casella libera dietro di esso. La presa è obbligatoria: prova prima a muovere l'altra pedina, poi prendi.
lesson-turkish-removal-title = I pezzi presi escono subito
lesson-turkish-removal-task = Un pezzo che prendi esce subito dalla damiera, quindi il tuo pezzo può attraversare la sua casella più avanti nella stessa presa. Prendili tutti e quattro e termina in {"{"}1{"}"} o oltre.
lesson-turkish-king-title = Il damone vola
lesson-turkish-king-task = Il damone si muove di quante caselle vuole lungo una riga o una colonna e prende a distanza, fermandosi su una qualsiasi casella libera oltre il pezzo. Prendi con il tuo damone.
lesson-lasca-move-title = I soldati avanzano
lesson-lasca-move-task = Un soldato si muove di una casella in diagonale in avanti, su una casella libera. Muovi il tuo soldato.
lesson-lasca-prisoner-title = Fare un prigioniero
lesson-lasca-prisoner-task = Si prende saltando una colonna avversaria adiacente. Il pezzo che prendi non viene tolto: va sotto il tuo pezzo come prigioniero, e la tua colonna lo comanda. Prendi.
lesson-lasca-column-title = Colonne
lesson-lasca-column-task = Una colonna appartiene al giocatore che ha il pezzo in cima. Una presa toglie solo il pezzo in cima: i pezzi sotto restano, e il nuovo pezzo in cima li comanda. Prendi la cima della colonna e libera il tuo soldato.
lesson-lasca-officer-title = Ufficiali
lesson-lasca-officer-task = Un soldato che raggiunge l'ultima riga diventa ufficiale: si muove di una casella in diagonale in qualsiasi direzione, anche all'indietro. Promuovi il tuo soldato.
lesson-lasca-back-title = Gli ufficiali prendono all'indietro
lesson-lasca-back-task = Un ufficiale prende all'indietro oltre che in avanti; un soldato no. Prendi all'indietro con il tuo ufficiale.
lesson-draw-brazilian-title = La patta
lesson-draw-brazilian-task = La partita è patta per accordo, quando la stessa posizione si ripete per la terza volta con lo stesso giocatore al tratto, dopo 20 mosse per parte in cui muovono solo i damoni senza prese, o quando un finale di damoni con pochi pezzi non viene vinto in tempo (3 pezzi contro un damone solo: 16 mosse; 2 o meno: 5). Muovi un damone e osserva il conteggio.
lesson-draw-international-title = La patta
lesson-draw-international-task = La partita è patta per accordo, quando la stessa posizione si ripete per la terza volta con lo stesso giocatore al tratto, dopo 25 mosse per parte in cui muovono solo i damoni senza prese, o quando un finale di damoni con pochi pezzi non viene vinto in tempo (3 pezzi contro un damone solo: 16 mosse; 2 o meno: 5). Muovi un damone e osserva il conteggio.
lesson-draw-russian-title = La patta
lesson-draw-russian-task = La partita è patta per accordo, quando la stessa posizione si ripete per la terza volta, dopo 15 mosse per parte in cui muovono solo i damoni senza prese, o quando un finale di damoni non viene vinto in tempo (3 damoni contro un damone solo: 15 mosse; da 4 a 7 pezzi con damoni da entrambe le parti: 30 o 60 mosse senza prese). Muovi un damone e osserva il conteggio.
lesson-draw-english-title = La patta
lesson-draw-english-task = La partita è patta per accordo, quando la stessa posizione si ripete per la terza volta, o dopo 40 mosse per parte senza prese né mosse di pedina. Muovi un damone e osserva il conteggio.
lesson-draw-turkish-title = La patta
lesson-draw-turkish-task = La partita è patta per accordo, quando la stessa posizione si ripete per la terza volta, o quando a ciascun giocatore resta un solo pezzo. Prendi e guarda.
