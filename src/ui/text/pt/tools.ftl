### Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels.

## Tx: tx

tx-update-ready = Uma nova versão do Damas está pronta.
tx-reload = Recarregar
tx-later = Depois
tx-offline-all = Deixar tudo disponível sem conexão
tx-offline-ready = Tudo está disponível sem conexão.
tx-offline-busy = Baixando…
tx-share = Compartilhar
tx-copy-game-link = Copiar link da partida
tx-copy-position-link = Copiar link da posição
tx-send-reply = Enviar ao adversário
tx-two-players-here = Dois jogadores neste aparelho.
tx-send-to-friend = Enviar a um amigo
tx-your-move-then-send = Sua vez — depois envie o lance ao seu amigo.
tx-send-your-move = Agora envie o seu lance ao seu amigo.
tx-send-your-move-button = Enviar o lance
tx-game-over-send = A partida acabou: envie o último lance ao seu amigo.
tx-reply-hint = Jogue por link: depois do seu lance, envie o link; seu amigo abre, responde e devolve outro.
tx-reply-message = Sua vez na nossa partida de damas:
tx-shared = Link enviado.
tx-copied = Link copiado.
tx-copy-failed = Não foi possível copiar: selecione o texto e copie.
tx-resume-previous = Retomar minha partida anterior
tx-previous-kept = Você abriu uma partida compartilhada; a anterior foi guardada.
tx-open = Abrir
tx-open-placeholder = Cole um link, uma FEN ou uma partida PDN
tx-open-button = Abrir
tx-open-file = Arquivo PDN…
tx-choose-game = Várias partidas: escolha uma
tx-opened = Aberto.
tx-for-variant = Modalidade da FEN
tx-pdn = PDN
tx-copy-pdn = Copiar PDN
tx-download-pdn = Baixar PDN
tx-image = Imagem
tx-editor = Editor de posição
tx-editor-hint = Escolha uma peça e clique nas casas (clique de novo para tirar).
tx-edit-position = Montar uma posição
tx-editor-not-loaded = O editor não carregou. Se o aparelho está sem conexão, conecte-se à internet uma vez para baixá-lo e tente de novo.
tx-close = Fechar
tx-side-to-move = Joga
tx-clear = Limpar
tx-start-position = Posição inicial
tx-play-from-here = Jogar daqui
tx-play-computer = Jogar contra o computador daqui
tx-fen = FEN
tx-erase = Apagar
tx-white-man = Pedra branca
tx-white-king = Dama branca
tx-black-man = Pedra preta
tx-black-king = Dama preta
tx-position-ok = A posição pode ser jogada.
tx-previous = Lance anterior
tx-next = Próximo lance
tx-embed-bad-options = Opção de incorporação inválida
tx-open-full = Abrir no Damas
tx-embed-on-site = Incorporar num site
tx-embed-hint = Cole este código na sua página: o tabuleiro mostra esta partida, e os visitantes podem percorrê-la.
tx-copy-code = Copiar o código
tx-preview = Prévia

## LascaTx: lasca_tx

lasca-tx-tagline = Lasca, o jogo de colunas de Emanuel Lasker (1911): jogue com um amigo no mesmo aparelho, ou contra o computador
lasca-tx-column-hint = Cada clique põe a peça escolhida no topo da coluna.
lasca-tx-white-soldier = Soldado branco
lasca-tx-white-officer = Oficial branco
lasca-tx-black-soldier = Soldado preto
lasca-tx-black-officer = Oficial preto
lasca-tx-take-top = Tirar a peça de cima
lasca-tx-empty-square = Esvaziar a casa
lasca-tx-column-inspect = Toque numa coluna para ver o que ela contém.
lasca-tx-lasca-rules = Soldados andam na diagonal para a frente, oficiais para os dois lados. Saltar uma coluna toma só a peça de cima, que vai para baixo da coluna que captura. A captura é obrigatória; quem não tem lance perde.

## Sentences around another text

tools-could-not-open = Não foi possível abrir: { $why }.
tools-friend-played = Seu amigo jogou { $move }. Sua vez — depois devolva o link.
