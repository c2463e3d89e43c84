//! What the page answers the player in Brazilian Portuguese: why a move is refused, which capture
//! path to choose, what happened to a link or a saved game that could not be opened.

use crate::ui::text::error_text::share_error;
use super::flow::{draw_declined, draw_offer_sent, draw_offered};
use super::plural::counted;
use crate::link::{clip, ShareError};
use crate::ui::text::messages::{Fallback, Message, Source};
use crate::ui::text::keys::Noun;
use crate::ui::text::names::{move_label, Naming, square_label, square_list};
use crate::ui::text::worded::Worded;
use damas_engine::{GameKind, Playable};

/// A message to the player, in the game's words and the player's notation (`naming`) (Lasca moves columns of soldiers and officers).
pub fn message<G: Playable<FenError: Worded, MoveError: Worded>>(naming: Naming, message: &Message<G>) -> String {
    let game = naming.game;
    let name = |n: &u32| square_label(naming, *n);
    let squares = |list: &[u32]| square_list(naming, list, " ou ");
    let lasca = game == GameKind::Lasca;
    match message {
        Message::NotYourPiece if lasca => "Essa coluna não é sua.".into(),
        Message::MenForwardOnly if lasca => "O soldado só anda para a frente.".into(),
        Message::PieceCannotMove if lasca => "Essa coluna não tem lance possível.".into(),
        Message::NotYourPiece => "Essa peça não é sua.".into(),
        Message::CaptureAvailable { with } => format!("Há uma captura com a {}.", squares(with)),
        Message::TakeMaximum { count, with } => {
            format!("Você deve tomar o máximo: {} com a {}.", counted((*count).into(), Noun::Taken), squares(with))
        }
        Message::MenForwardOnly => "A pedra só anda para a frente.".into(),
        Message::PieceCannotMove => "Essa peça não tem lance possível.".into(),
        Message::Occupied { to } => format!("A casa {} está ocupada.", name(to)),
        Message::OffLine if lasca => "As colunas andam pelas diagonais.".into(),
        Message::OffLine if game == GameKind::Draughts(damas_engine::Variant::Turkish) => "As peças andam pelas linhas e colunas, não na diagonal.".into(),
        Message::OffLine => "As peças andam pelas diagonais.".into(),
        Message::OneSquare { king: false } if lasca => "O soldado anda uma casa por vez, a não ser quando captura.".into(),
        Message::OneSquare { king: true } if lasca => "O oficial anda uma casa por vez, a não ser quando captura.".into(),
        Message::OneSquare { king: false } => "A pedra anda uma casa por vez, a não ser quando captura.".into(),
        Message::OneSquare { king: true } => "Neste jogo a dama anda uma casa por vez, a não ser quando captura.".into(),
        Message::Blocked => "Há uma peça no caminho da dama.".into(),
        Message::FriendsTurn => "É a vez do seu amigo: envie a ele o link com o seu lance.".into(),
        Message::FriendsTurnLive => "É a vez do seu amigo: o seu lance chega a ele assim que você jogar.".into(),
        Message::LessonOver => "Esta lição terminou: tente de novo ou passe para a próxima.".into(),
        Message::BothSides => "Você está jogando com os dois lados aqui. Para jogar contra o computador, toque em Jogar no alto.".into(),
        Message::NotLegal { from, to } => format!("{}-{} não é um lance válido.", name(from), name(to)),
        Message::ChoosePath { to, .. } => {
            format!("Várias capturas terminam na {}: clique numa casa marcada do caminho desejado, ou escolha:", name(to))
        }
        Message::GameOver => "A partida terminou: volte um lance ou comece outra.".into(),
        Message::DrawOffered { by } => draw_offered(*by),
        Message::DrawOfferSent => draw_offer_sent().into(),
        Message::DrawDeclined => draw_declined().into(),
        Message::ComputerTurn => "É a vez do computador.".into(),
        Message::UnreadableMove { text, example: Some(e) } => {
            format!("“{text}” não é um lance: digite as casas, como {}.", move_label(naming, e))
        }
        Message::UnreadableMove { text, example: None } => format!("“{text}” não é um lance."),
        Message::LoadFailed { source, error, fallback } => load_failed(*source, error, *fallback),
        Message::LinkPartDropped(error) => part_dropped(error),
        Message::LanguageMissing(lang) => {
            format!("{} ainda não foi baixado neste aparelho: conecte-se à internet uma vez para mudar para ele.", lang.label())
        }
    }
}

/// A wrong optional part of a link, and what is used instead.
fn part_dropped<G: Playable<FenError: Worded, MoveError: Worded>>(error: &ShareError<G>) -> String {
    let (max, default) = (damas_ai::MAX_LEVEL, damas_ai::DEFAULT_LEVEL);
    match error {
        ShareError::BadLevel(t) => {
            format!("O link pede o nível “{}”, mas os níveis do computador vão de 1 a {max}: ele joga no nível {default}.", clip(t))
        }
        e => format!("Uma parte do link foi ignorada ({}).", share_error(crate::ui::prefs::Lang::Pt, e)),
    }
}

/// A link or a saved game that could not be opened, and what is shown instead.
fn load_failed<G: Playable<FenError: Worded, MoveError: Worded>>(source: Source, error: &ShareError<G>, fallback: Fallback) -> String {
    let what = match source {
        Source::Link => "Este link não descreve uma partida válida",
        Source::Saved => "Não foi possível ler a partida salva",
    };
    let instead = match fallback {
        Fallback::LastGame => "Mostrando a sua última partida.",
        Fallback::NewGame => "Uma nova partida foi iniciada.",
    };
    format!("{what} ({}). {instead}", share_error(crate::ui::prefs::Lang::Pt, error))
}
