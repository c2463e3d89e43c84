//! The page's fixed labels and the game's status in Brazilian Portuguese.

use super::grammar::colour;
use super::names::side;
use super::plural::counted;
use crate::ui::text::messages::CaptureNote;
use crate::ui::text::keys::{Audience, Noun, Text};
use damas_engine::{Color, DrawCount, DrawReason};

/// The label `key`.
pub const fn text(key: Text) -> &'static str {
    match key {
        Text::Title => "Damas",
        Text::Tagline => "Jogue com um amigo no mesmo aparelho, ou contra o computador",
        Text::NewGame => "Nova partida",
        Text::Start => "Começar",
        Text::VariantLabel => "Modalidade",
        Text::Bottom => "Embaixo",
        Text::WhiteBottom => "Brancas",
        Text::BlackBottom => "Pretas",
        Text::Undo => "Voltar",
        Text::Redo => "Avançar",
        Text::First => "Ir ao início",
        Text::Last => "Ir ao último lance",
        Text::Flip => "Girar tabuleiro",
        Text::Coordinates => "Coordenadas",
        Text::CoordsOff => "Nenhuma",
        Text::CoordsNumbers => "Números das casas",
        Text::CoordsAlgebraic => "Letras a–h",
        Text::Animations => "Animações",
        Text::Language => "Idioma",
        Text::Moves => "Lances",
        Text::TypeMove => "Digite um lance",
        Text::PlayTyped => "Jogar",
        Text::PanelsNotLoaded => "O formulário de nova partida, as configurações e o compartilhamento não carregaram. Se o aparelho está sem conexão, conecte-se à internet uma vez para baixá-los e tente de novo.",
        Text::ReviewNotLoaded => "A revisão da partida não carregou. Se o aparelho está sem conexão, conecte-se à internet uma vez para baixá-la e tente de novo.",
        Text::NoMoves => "Nenhum lance ainda.",
        Text::PromoteVariation => "Tornar linha principal",
        Text::DeleteVariation => "Apagar variante",
        Text::Dismiss => "Fechar",
        Text::Board => "Tabuleiro de damas",
        Text::Settings => "Ajustes",
        Text::Viewing => "Vendo uma posição anterior",
        Text::Result => "Resultado",
    }
}

/// Whose turn it is: against the computer the status speaks to the player; two players are named.
pub fn turn_line(turn: Color, to: Audience) -> String {
    match to {
        Audience::Player(me) if me == turn => format!("Sua vez ({})", colour(turn)),
        Audience::Player(_) => format!("Vez do computador ({})", colour(turn)),
        Audience::Friend(me) if me == turn => format!("Sua vez ({})", colour(turn)),
        Audience::Friend(_) => format!("Esperando o seu amigo ({})", colour(turn)),
        Audience::Players => format!("{} jogam", side(turn)),
    }
}

/// The status's capture line.
pub fn capture_note(note: CaptureNote) -> String {
    let compulsory = "A captura é obrigatória";
    match note {
        CaptureNote::Any => compulsory.into(),
        CaptureNote::Take(n) => format!("{compulsory}: você deve tomar {}", counted(n.into(), Noun::Taken)),
    }
}

/// A draw rule near its end: how many moves each side has left, and what would stop it.
pub fn draw_countdown(count: DrawCount) -> String {
    let moves = counted(count.moves_left.into(), Noun::Move);
    match count.reason {
        DrawReason::KingMoves(_) => format!("Empate em {moves} de cada lado, a menos que uma pedra ande ou haja captura."),
        DrawReason::NoProgress(_) => format!("Empate em {moves} de cada lado sem captura nem lance de pedra."),
        DrawReason::Endgame(_) | DrawReason::Repetition | DrawReason::OnePieceEach => {
            format!("Este final empata em {moves} de cada lado se não for vencido antes.")
        }
    }
}
