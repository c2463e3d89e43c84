
## LiveText: live_text

live-play-friend = Jogar com um amigo online
live-setup-intro = Jogue ao vivo com um amigo em outro aparelho, sem conta e sem servidor nosso: a partida vai direto de um navegador ao outro. Escolha o relógio e sua cor, depois envie o convite.
live-clock = Relógio
live-no-clock = Sem relógio
live-your-colour = Sua cor
live-white = Brancas
live-black = Pretas
live-random = Sorteio
live-create-invite = Criar o convite
live-preparing = Preparando a conexão…
live-send-invite = 1. Envie este link ao seu amigo (por um app de mensagens, ou copie):
live-invite-lasts = O convite só funciona enquanto esta página ficar aberta: não a feche nem recarregue.
live-paste-reply = 2. Seu amigo devolve um link de resposta: abra-o neste aparelho e a partida começa aqui. Ou cole aqui o código de resposta e toque em Conectar:
live-connect = Conectar
live-copy = Copiar
live-copied = Copiado
live-share = Compartilhar
live-invited = Você foi convidado para uma partida ao vivo
live-you-play-white = Você joga de brancas.
live-you-play-black = Você joga de pretas.
live-send-reply = Envie agora este link de resposta ao seu amigo. A partida começa assim que ele o abrir no aparelho onde fez o convite.
live-waiting = Esperando seu amigo…
live-connected = Conectado: partida ao vivo
live-gone = Seu amigo está desconectado.
live-claim-win = Reivindicar a vitória
live-call-draw = Declarar empate
live-by-links = Continuar por links de correspondência
live-resign = Abandonar
live-offer-draw = Propor empate
live-ask-takeback = Pedir para voltar a jogada
live-abort = Cancelar a partida
live-rematch = Revanche
live-accept = Aceitar
live-decline = Recusar
live-offered-draw = Seu amigo propõe empate.
live-offered-takeback = Seu amigo pede para voltar a última jogada dele.
live-offered-rematch = Seu amigo quer revanche, com as cores trocadas.
live-asked = Esperando a resposta do seu amigo…
live-answered-yes = Seu amigo aceitou.
live-answered-no = Seu amigo recusou.
live-aborted = A partida foi cancelada.
live-fair-play = Dicas, análise e avaliação ficam desligadas durante uma partida ao vivo; analise a partida quando ela terminar.
live-say = Dizer
live-friend-says = Seu amigo diz:
live-bad-invite = Este link de convite está danificado. Peça ao seu amigo para enviá-lo de novo.
live-other-version = O damas do seu amigo é de outra versão. Os dois recarreguem a página e façam um novo convite.
live-bad-reply = Não foi possível ler este código de resposta. Peça ao seu amigo para copiá-lo de novo, inteiro.
live-other-invite = Esta resposta é de outro convite. Peça ao seu amigo para abrir o link mais recente.
live-failed = Não foi possível conectar. Algumas redes bloqueiam conexões diretas entre aparelhos (precisam de um servidor de retransmissão). Vocês podem continuar por links de correspondência.
live-no-network = Este aparelho não encontrou nenhuma rede para se conectar. Verifique se o Wi-Fi ou os dados móveis estão ligados e tente de novo.
live-resynced = Uma mensagem do seu amigo não combinava com a partida: os dois tabuleiros seguiram a partida de quem convidou.
live-clock-refused = O aparelho do seu amigo disse algo sobre os relógios que não podia ser verdade: o seu tabuleiro mantém a sua própria medida.
live-host-game-refused = O aparelho do seu amigo enviou uma partida diferente da que você jogou: o seu tabuleiro mantém a sua.
live-network = Configurações de rede (servidores de conexão, servidor de salas)
live-new-invite = Novo convite
live-save-pdn = Salvar a partida (PDN)
live-servers-own = Meus próprios servidores (STUN/TURN)
live-bad-servers = Não foi possível ler estes servidores: escreva stun:host:porta ou turn:host:porta~usuário~senha, separados por vírgulas.
live-servers = Servidores de conexão
live-servers-none = Nenhum (só na mesma rede)
live-servers-default = Servidor STUN público (stun.l.google.com)
live-signal = Servidor de sala (opcional: ws:// ou wss://)
live-bad-signal = Não é possível usar este endereço de servidor de sala: escreva ws://host:porta ou wss://host/caminho.
live-room-invite = Envie este link. O primeiro a abri-lo joga com você, sem nada para enviar de volta; quem mais o abrir assiste.
live-watching = Você está assistindo a esta partida: os lances e os relógios dos jogadores, enquanto jogam.
live-room-unreachable = Não foi possível alcançar o servidor de sala. Confira o endereço, ou jogue sem ele (apague o servidor de sala).
live-invite-qr = Na mesma sala? Seu amigo pode escanear este código com a câmera do celular.
live-reply-qr = Se seu amigo fez o convite num celular aí do seu lado, ele pode escanear este código com esse celular.
live-qr-label = Código QR do link
live-copy-link = Copiar o link
live-reply-code = Ou envie este código de resposta, para seu amigo colar:
live-handing-over = Entregando a resposta à aba do convite…
live-handed-over = Sua partida continua na outra aba, onde você fez o convite. Pode fechar esta.
live-close-tab = Fechar esta aba
live-no-tab-waiting = Nenhuma aba deste navegador está esperando esta resposta. Se o convite está aberto em outro navegador ou aparelho, abra este link lá ou cole nele o código abaixo. Se a aba do convite foi fechada ou recarregada, faça um novo convite.

## When an absent friend's game can be claimed.

live-claim-in = Você poderá reivindicar a partida em { $seconds } s.

## The chat's phrases.

live-phrase-hello = Olá!
live-phrase-good-luck = Boa sorte!
live-phrase-well-played = Bem jogado!
live-phrase-thanks = Obrigado!
live-phrase-good-game = Bom jogo!
