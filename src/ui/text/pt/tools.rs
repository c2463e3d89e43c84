//! Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels, in
//! Brazilian Portuguese.

use crate::ui::text::keys::{LascaTx, Tx};

/// The label `key`.
pub const fn tx(key: Tx) -> &'static str {
    match key {
        Tx::UpdateReady => "Uma nova versão do Damas está pronta.",
        Tx::Reload => "Recarregar",
        Tx::Later => "Depois",
        Tx::OfflineAll => "Deixar tudo disponível sem conexão",
        Tx::OfflineReady => "Tudo está disponível sem conexão.",
        Tx::OfflineBusy => "Baixando…",
        Tx::Share => "Compartilhar",
        Tx::CopyGameLink => "Copiar link da partida",
        Tx::CopyPositionLink => "Copiar link da posição",
        Tx::SendReply => "Enviar ao adversário",
        Tx::TwoPlayersHere => "Dois jogadores neste aparelho.",
        Tx::SendToFriend => "Enviar a um amigo",
        Tx::YourMoveThenSend => "Sua vez — depois envie o lance ao seu amigo.",
        Tx::SendYourMove => "Agora envie o seu lance ao seu amigo.",
        Tx::SendYourMoveButton => "Enviar o lance",
        Tx::GameOverSend => "A partida acabou: envie o último lance ao seu amigo.",
        Tx::ReplyHint => "Jogue por link: depois do seu lance, envie o link; seu amigo abre, responde e devolve outro.",
        Tx::ReplyMessage => "Sua vez na nossa partida de damas:",
        Tx::Shared => "Link enviado.",
        Tx::Copied => "Link copiado.",
        Tx::CopyFailed => "Não foi possível copiar: selecione o texto e copie.",
        Tx::ResumePrevious => "Retomar minha partida anterior",
        Tx::PreviousKept => "Você abriu uma partida compartilhada; a anterior foi guardada.",
        Tx::Open => "Abrir",
        Tx::OpenPlaceholder => "Cole um link, uma FEN ou uma partida PDN",
        Tx::OpenButton => "Abrir",
        Tx::OpenFile => "Arquivo PDN…",
        Tx::ChooseGame => "Várias partidas: escolha uma",
        Tx::Opened => "Aberto.",
        Tx::ForVariant => "Modalidade da FEN",
        Tx::Pdn => "PDN",
        Tx::CopyPdn => "Copiar PDN",
        Tx::DownloadPdn => "Baixar PDN",
        Tx::Image => "Imagem",
        Tx::Editor => "Editor de posição",
        Tx::EditorHint => "Escolha uma peça e clique nas casas (clique de novo para tirar).",
        Tx::EditPosition => "Montar uma posição",
        Tx::EditorNotLoaded => "O editor não carregou. Se o aparelho está sem conexão, conecte-se à internet uma vez para baixá-lo e tente de novo.",
        Tx::Close => "Fechar",
        Tx::SideToMove => "Joga",
        Tx::Clear => "Limpar",
        Tx::StartPosition => "Posição inicial",
        Tx::PlayFromHere => "Jogar daqui",
        Tx::PlayComputer => "Jogar contra o computador daqui",
        Tx::Fen => "FEN",
        Tx::Erase => "Apagar",
        Tx::WhiteMan => "Pedra branca",
        Tx::WhiteKing => "Dama branca",
        Tx::BlackMan => "Pedra preta",
        Tx::BlackKing => "Dama preta",
        Tx::PositionOk => "A posição pode ser jogada.",
        Tx::Previous => "Lance anterior",
        Tx::Next => "Próximo lance",
        Tx::EmbedBadOptions => "Opção de incorporação inválida",
        Tx::OpenFull => "Abrir no Damas",
        Tx::EmbedOnSite => "Incorporar num site",
        Tx::EmbedHint => "Cole este código na sua página: o tabuleiro mostra esta partida, e os visitantes podem percorrê-la.",
        Tx::CopyCode => "Copiar o código",
        Tx::Preview => "Prévia",
    }
}

/// The Lasca label `key`.
pub const fn lasca_tx(key: LascaTx) -> &'static str {
    match key {
        LascaTx::Tagline => "Lasca, o jogo de colunas de Emanuel Lasker (1911): jogue com um amigo no mesmo aparelho, ou contra o computador",
        LascaTx::ColumnHint => "Cada clique põe a peça escolhida no topo da coluna.",
        LascaTx::WhiteSoldier => "Soldado branco",
        LascaTx::WhiteOfficer => "Oficial branco",
        LascaTx::BlackSoldier => "Soldado preto",
        LascaTx::BlackOfficer => "Oficial preto",
        LascaTx::TakeTop => "Tirar a peça de cima",
        LascaTx::EmptySquare => "Esvaziar a casa",
        LascaTx::ColumnInspect => "Toque numa coluna para ver o que ela contém.",
        LascaTx::LascaRules => "Soldados andam na diagonal para a frente, oficiais para os dois lados. Saltar uma coluna toma só a peça de cima, que vai para baixo da coluna que captura. A captura é obrigatória; quem não tem lance perde.",
    }
}

/// Why a paste opened nothing (`why`: the error, worded).
pub fn could_not_open(why: &str) -> String {
    format!("Não foi possível abrir: {why}.")
}

/// The friend's move in a game by links, and what to do next.
pub fn friend_played(mv: &str) -> String {
    format!("Seu amigo jogou {mv}. Sua vez — depois devolva o link.")
}
