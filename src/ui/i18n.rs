//! Interface text in English and Brazilian Portuguese. Everything shown is built here from typed
//! values (never from markup), so the components stay free of wording. Native, unit-tested.

use super::prefs::Lang;
use super::messages::{CaptureNote, Fallback, Message, Source, Status};
use crate::share::{clip, ShareError};
use super::error_text::Worded;
use super::names::square_label;
use damas_engine::lasca::{self, Column, LascaPosition};
use damas_engine::{Color, DrawCount, DrawReason, GameKind, Playable, Position, Variant};

/// Fixed labels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Text {
    Title,
    Tagline,
    NewGame,
    Start,
    VariantLabel,
    Bottom,
    WhiteBottom,
    BlackBottom,
    Undo,
    Redo,
    First,
    Last,
    Flip,
    Coordinates,
    CoordsOff,
    CoordsNumbers,
    CoordsAlgebraic,
    Animations,
    Language,
    Moves,
    NoMoves,
    Dismiss,
    Board,
    Settings,
    Viewing,
    Result,
    TypeMove,
    PlayTyped,
}

/// The label `key` in `lang`.
#[must_use]
pub const fn text(lang: Lang, key: Text) -> &'static str {
    use Text::*;
    match (lang, key) {
        (Lang::En, Title) => "Damas",
        (Lang::Pt, Title) => "Damas",
        (Lang::En, Tagline) => "Brazilian draughts: play a friend on one device, or the computer",
        (Lang::Pt, Tagline) => "Damas brasileiras: jogue com um amigo no mesmo aparelho, ou contra o computador",
        (Lang::En, NewGame) => "New game",
        (Lang::Pt, NewGame) => "Nova partida",
        (Lang::En, Start) => "Start",
        (Lang::Pt, Start) => "Começar",
        (Lang::En, VariantLabel) => "Variant",
        (Lang::Pt, VariantLabel) => "Modalidade",
        (Lang::En, Bottom) => "At the bottom",
        (Lang::Pt, Bottom) => "Embaixo",
        (Lang::En, WhiteBottom) => "White",
        (Lang::Pt, WhiteBottom) => "Brancas",
        (Lang::En, BlackBottom) => "Black",
        (Lang::Pt, BlackBottom) => "Pretas",
        (Lang::En, Undo) => "Undo",
        (Lang::Pt, Undo) => "Voltar",
        (Lang::En, Redo) => "Redo",
        (Lang::Pt, Redo) => "Avançar",
        (Lang::En, First) => "Go to the start",
        (Lang::Pt, First) => "Ir ao início",
        (Lang::En, Last) => "Go to the last move",
        (Lang::Pt, Last) => "Ir ao último lance",
        (Lang::En, Flip) => "Flip board",
        (Lang::Pt, Flip) => "Girar tabuleiro",
        (Lang::En, Coordinates) => "Coordinates",
        (Lang::Pt, Coordinates) => "Coordenadas",
        (Lang::En, CoordsOff) => "None",
        (Lang::Pt, CoordsOff) => "Nenhuma",
        (Lang::En, CoordsNumbers) => "Square numbers",
        (Lang::Pt, CoordsNumbers) => "Números das casas",
        (Lang::En, CoordsAlgebraic) => "Letters a–h",
        (Lang::Pt, CoordsAlgebraic) => "Letras a–h",
        (Lang::En, Animations) => "Animations",
        (Lang::Pt, Animations) => "Animações",
        (Lang::En, Language) => "Language",
        (Lang::Pt, Language) => "Idioma",
        (Lang::En, Moves) => "Moves",
        (Lang::Pt, Moves) => "Lances",
        (Lang::En, TypeMove) => "Type a move",
        (Lang::Pt, TypeMove) => "Digite um lance",
        (Lang::En, PlayTyped) => "Play",
        (Lang::Pt, PlayTyped) => "Jogar",
        (Lang::En, NoMoves) => "No moves yet.",
        (Lang::Pt, NoMoves) => "Nenhum lance ainda.",
        (Lang::En, Dismiss) => "Dismiss",
        (Lang::Pt, Dismiss) => "Fechar",
        (Lang::En, Board) => "Draughts board",
        (Lang::Pt, Board) => "Tabuleiro de damas",
        (Lang::En, Settings) => "Settings",
        (Lang::Pt, Settings) => "Ajustes",
        (Lang::En, Viewing) => "Viewing an earlier position",
        (Lang::Pt, Viewing) => "Vendo uma posição anterior",
        (Lang::En, Result) => "Result",
        (Lang::Pt, Result) => "Resultado",
    }
}

const fn side(lang: Lang, c: Color) -> &'static str {
    match (lang, c) {
        (Lang::En, Color::White) => "White",
        (Lang::En, Color::Black) => "Black",
        (Lang::Pt, Color::White) => "As brancas",
        (Lang::Pt, Color::Black) => "As pretas",
    }
}

/// A side in the middle of a Portuguese sentence: "brancas" / "pretas".
const fn side_lower(c: Color) -> &'static str {
    match c {
        Color::White => "brancas",
        Color::Black => "pretas",
    }
}

/// Square `number` as the variant's players write it: its number, or its algebraic name (Turkish).
#[must_use]
pub fn square_name(v: Variant, number: u32) -> String {
    square_label(GameKind::Draughts(v), number)
}

fn squares(lang: Lang, game: GameKind, list: &[u32]) -> String {
    let or = match lang {
        Lang::En => " or ",
        Lang::Pt => " ou ",
    };
    let names: Vec<String> = list.iter().map(|&n| square_label(game, n)).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}{or}{last}", rest.join(", ")),
        _ => names.join(""),
    }
}

fn pieces(lang: Lang, n: u32) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 piece".into(),
        (Lang::En, n) => format!("{n} pieces"),
        (Lang::Pt, 1) => "1 peça".into(),
        (Lang::Pt, n) => format!("{n} peças"),
    }
}

/// The turn line and the capture line of the status.
#[must_use]
pub fn status(lang: Lang, status: &Status, game: GameKind, to: super::flow_text::Audience) -> (String, Option<String>) {
    use super::flow_text::Audience;
    match status {
        Status::ToMove { turn, capture } => {
            // Against the computer the status speaks to the player; two players are named.
            let line = match (lang, to) {
                (Lang::En, Audience::Player(me)) if me == *turn => format!("Your move ({})", side(lang, *turn)),
                (Lang::Pt, Audience::Player(me)) if me == *turn => format!("Sua vez ({})", side_lower(*turn)),
                (Lang::En, Audience::Player(_)) => format!("The computer's move ({})", side(lang, *turn)),
                (Lang::Pt, Audience::Player(_)) => format!("Vez do computador ({})", side_lower(*turn)),
                (Lang::En, Audience::Players) => format!("{} to move", side(lang, *turn)),
                (Lang::Pt, Audience::Players) => format!("{} jogam", side(lang, *turn)),
            };
            let note = capture.map(|c| match (lang, c) {
                (Lang::En, CaptureNote::Take(n)) => format!("Capture is compulsory: you must take {}", pieces(lang, n)),
                (Lang::Pt, CaptureNote::Take(n)) => format!("A captura é obrigatória: você deve tomar {}", pieces(lang, n)),
                (Lang::En, CaptureNote::Any) => "Capture is compulsory".to_string(),
                (Lang::Pt, CaptureNote::Any) => "A captura é obrigatória".to_string(),
            });
            (line, note)
        }
        Status::Over(ending) => {
            use super::flow_text::{ending_line, ending_reason};
            let line = ending_line(lang, *ending, ending.result_in(game), to);
            (line, Some(ending_reason(lang, *ending, to)))
        }
    }
}

/// Why a game was drawn.
#[must_use]
pub fn draw_reason(lang: Lang, reason: DrawReason) -> String {
    match (lang, reason) {
        (Lang::En, DrawReason::Repetition) => "Threefold repetition.".into(),
        (Lang::Pt, DrawReason::Repetition) => "A mesma posição se repetiu três vezes.".into(),
        (Lang::En, DrawReason::KingMoves(n)) => format!("{n} moves by each side with only kings and no capture."),
        (Lang::Pt, DrawReason::KingMoves(n)) => format!("{n} lances de cada lado só com damas e sem captura."),
        (Lang::En, DrawReason::NoProgress(n)) => format!("{n} moves by each side without a capture or a man move."),
        (Lang::Pt, DrawReason::NoProgress(n)) => format!("{n} lances de cada lado sem captura nem lance de pedra."),
        (Lang::En, DrawReason::Endgame(n)) => format!("The ending was not won within {n} moves."),
        (Lang::Pt, DrawReason::Endgame(n)) => format!("O final não foi vencido em {n} lances."),
        (Lang::En, DrawReason::OnePieceEach) => "One piece against one piece.".into(),
        (Lang::Pt, DrawReason::OnePieceEach) => "Uma peça contra uma peça.".into(),
    }
}

/// The board for screen readers: every piece by square number, men and kings of each side.
#[must_use]
pub fn board_description(lang: Lang, pos: &Position) -> String {
    let v = pos.variant();
    let mut out = text(lang, Text::Board).to_string();
    out.push('.');
    for color in Color::ALL {
        for (kings, squares) in [(false, pos.men(color)), (true, pos.kings_of(color))] {
            let mut numbers: Vec<u32> = squares.squares().map(|sq| v.number(sq)).collect();
            if numbers.is_empty() {
                continue;
            }
            damas_engine::notation::sort_small(&mut numbers);
            let list: Vec<String> = numbers.iter().map(|&n| square_name(v, n)).collect();
            let group = match (lang, color, kings) {
                (Lang::En, Color::White, false) => "White men",
                (Lang::En, Color::White, true) => "White kings",
                (Lang::En, Color::Black, false) => "Black men",
                (Lang::En, Color::Black, true) => "Black kings",
                (Lang::Pt, Color::White, false) => "Pedras brancas",
                (Lang::Pt, Color::White, true) => "Damas brancas",
                (Lang::Pt, Color::Black, false) => "Pedras pretas",
                (Lang::Pt, Color::Black, true) => "Damas pretas",
            };
            out.push_str(&format!(" {group}: {}.", list.join(", ")));
        }
    }
    out
}

/// A Lasca column from bottom to top ("c3, bottom to top: white soldier, black officer"), its
/// square `bit`; `None` for an empty square.
#[must_use]
pub fn lasca_column(lang: Lang, bit: u8, column: Column) -> Option<String> {
    column.top()?;
    let pieces: Vec<&str> = column
        .bottom_up()
        .map(|s| match (lang, s.color, s.officer) {
            (Lang::En, Color::White, false) => "white soldier",
            (Lang::En, Color::White, true) => "white officer",
            (Lang::En, Color::Black, false) => "black soldier",
            (Lang::En, Color::Black, true) => "black officer",
            (Lang::Pt, Color::White, false) => "soldado branco",
            (Lang::Pt, Color::White, true) => "oficial branco",
            (Lang::Pt, Color::Black, false) => "soldado preto",
            (Lang::Pt, Color::Black, true) => "oficial preto",
        })
        .collect();
    let from = match lang {
        Lang::En => "bottom to top",
        Lang::Pt => "de baixo para cima",
    };
    Some(format!("{}, {from}: {}", lasca::square_name(bit), pieces.join(", ")))
}

/// The Lasca board for screen readers: every column, bottom to top.
#[must_use]
pub fn lasca_board_description(lang: Lang, pos: &LascaPosition) -> String {
    let columns: Vec<String> = lasca::squares().filter_map(|bit| lasca_column(lang, bit, pos.column(bit))).collect();
    format!("Lasca. {}.", columns.join("; "))
}

/// The last move, for screen readers (the status line is a live region).
#[must_use]
pub fn last_move(lang: Lang, text: &str) -> String {
    match lang {
        Lang::En => format!("Last move: {text}."),
        Lang::Pt => format!("Último lance: {text}."),
    }
}

/// A draw rule near its end: how many moves each side has left, and what would stop it.
#[must_use]
pub fn draw_countdown(lang: Lang, count: DrawCount) -> String {
    let k = count.moves_left;
    let moves = match (lang, k) {
        (Lang::En, 1) => "1 move".to_string(),
        (Lang::En, _) => format!("{k} moves"),
        (Lang::Pt, 1) => "1 lance".to_string(),
        (Lang::Pt, _) => format!("{k} lances"),
    };
    match (lang, count.reason) {
        (Lang::En, DrawReason::KingMoves(_)) => format!("Draw in {moves} each unless a man moves or a piece is taken."),
        (Lang::Pt, DrawReason::KingMoves(_)) => format!("Empate em {moves} de cada lado, a menos que uma pedra ande ou haja captura."),
        (Lang::En, DrawReason::NoProgress(_)) => format!("Draw in {moves} each without a capture or a man move."),
        (Lang::Pt, DrawReason::NoProgress(_)) => format!("Empate em {moves} de cada lado sem captura nem lance de pedra."),
        (Lang::En, _) => format!("This ending is drawn in {moves} each unless it is won first."),
        (Lang::Pt, _) => format!("Este final empata em {moves} de cada lado se não for vencido antes."),
    }
}

/// A message to the player, in `game`'s words (Lasca moves columns of soldiers and officers).
#[must_use]
pub fn message<G: Playable<FenError: Worded, MoveError: Worded>>(lang: Lang, game: GameKind, message: &Message<G>) -> String {
    let name = |n: &u32| square_label(game, *n);
    let lasca = game == GameKind::Lasca;
    match (lang, message) {
        (Lang::En, Message::NotYourPiece) if lasca => "That is not your column.".into(),
        (Lang::Pt, Message::NotYourPiece) if lasca => "Essa coluna não é sua.".into(),
        (Lang::En, Message::MenForwardOnly) if lasca => "Soldiers move forward only.".into(),
        (Lang::Pt, Message::MenForwardOnly) if lasca => "O soldado só anda para a frente.".into(),
        (Lang::En, Message::PieceCannotMove) if lasca => "That column has no legal move.".into(),
        (Lang::Pt, Message::PieceCannotMove) if lasca => "Essa coluna não tem lance possível.".into(),
        (Lang::En, Message::NotYourPiece) => "That is not your piece.".into(),
        (Lang::Pt, Message::NotYourPiece) => "Essa peça não é sua.".into(),
        (Lang::En, Message::CaptureAvailable { with }) => format!("A capture is available with {}.", squares(lang, game, with)),
        (Lang::Pt, Message::CaptureAvailable { with }) => format!("Há uma captura com a {}.", squares(lang, game, with)),
        (Lang::En, Message::TakeMaximum { count, with }) => {
            format!("You must take the maximum: {} with {}.", pieces(lang, *count), squares(lang, game, with))
        }
        (Lang::Pt, Message::TakeMaximum { count, with }) => {
            format!("Você deve tomar o máximo: {} com a {}.", pieces(lang, *count), squares(lang, game, with))
        }
        (Lang::En, Message::MenForwardOnly) => "Men move forward only.".into(),
        (Lang::Pt, Message::MenForwardOnly) => "A pedra só anda para a frente.".into(),
        (Lang::En, Message::PieceCannotMove) => "That piece has no legal move.".into(),
        (Lang::Pt, Message::PieceCannotMove) => "Essa peça não tem lance possível.".into(),
        (Lang::En, Message::NotLegal { from, to }) => format!("{}-{} is not a legal move.", name(from), name(to)),
        (Lang::Pt, Message::NotLegal { from, to }) => format!("{}-{} não é um lance válido.", name(from), name(to)),
        (Lang::En, Message::ChoosePath { to, .. }) => {
            format!("Several captures end on {}: click a marked square on the path you want, or pick one:", name(to))
        }
        (Lang::Pt, Message::ChoosePath { to, .. }) => {
            format!("Várias capturas terminam na {}: clique numa casa marcada do caminho desejado, ou escolha:", name(to))
        }
        (Lang::En, Message::GameOver) => "The game is over: undo or start a new game.".into(),
        (Lang::Pt, Message::GameOver) => "A partida terminou: volte um lance ou comece outra.".into(),
        (_, Message::DrawOffered { by }) => super::flow_text::draw_offered(lang, *by),
        (_, Message::DrawOfferSent) => super::flow_text::draw_offer_sent(lang).into(),
        (_, Message::DrawDeclined) => super::flow_text::draw_declined(lang).into(),
        (Lang::En, Message::ComputerTurn) => "It is the computer's turn.".into(),
        (Lang::Pt, Message::ComputerTurn) => "É a vez do computador.".into(),
        (Lang::En, Message::UnreadableMove { text, example: Some(e) }) => {
            format!("“{text}” is not a move: type its squares, like {}.", super::names::move_label(game, e))
        }
        (Lang::Pt, Message::UnreadableMove { text, example: Some(e) }) => {
            format!("“{text}” não é um lance: digite as casas, como {}.", super::names::move_label(game, e))
        }
        (Lang::En, Message::UnreadableMove { text, example: None }) => format!("“{text}” is not a move."),
        (Lang::Pt, Message::UnreadableMove { text, example: None }) => format!("“{text}” não é um lance."),
        (_, Message::LoadFailed { source, error, fallback }) => load_failed(lang, *source, error, *fallback),
        (_, Message::LinkPartDropped(error)) => part_dropped(lang, error),
    }
}

/// A wrong optional part of a link, and what is used instead.
fn part_dropped<G: Playable<FenError: Worded, MoveError: Worded>>(lang: Lang, error: &ShareError<G>) -> String {
    let (max, default) = (damas_ai::MAX_LEVEL, damas_ai::DEFAULT_LEVEL);
    match (lang, error) {
        (Lang::En, ShareError::BadLevel(t)) => {
            format!("The link asks for level “{}”, but the computer’s levels are 1 to {max}: it plays at level {default}.", clip(t))
        }
        (Lang::Pt, ShareError::BadLevel(t)) => {
            format!("O link pede o nível “{}”, mas os níveis do computador vão de 1 a {max}: ele joga no nível {default}.", clip(t))
        }
        (Lang::En, e) => format!("Part of the link was left out ({}).", crate::ui::error_text::share_error(lang, e)),
        (Lang::Pt, e) => format!("Uma parte do link foi ignorada ({}).", crate::ui::error_text::share_error(lang, e)),
    }
}

fn load_failed<G: Playable<FenError: Worded, MoveError: Worded>>(lang: Lang, source: Source, error: &ShareError<G>, fallback: Fallback) -> String {
    let what = match (lang, source) {
        (Lang::En, Source::Link) => "This link does not describe a valid game",
        (Lang::Pt, Source::Link) => "Este link não descreve uma partida válida",
        (Lang::En, Source::Saved) => "The saved game could not be read",
        (Lang::Pt, Source::Saved) => "Não foi possível ler a partida salva",
    };
    let instead = match (lang, fallback) {
        (Lang::En, Fallback::LastGame) => "Showing your last game instead.",
        (Lang::Pt, Fallback::LastGame) => "Mostrando a sua última partida.",
        (Lang::En, Fallback::NewGame) => "A new game was started instead.",
        (Lang::Pt, Fallback::NewGame) => "Uma nova partida foi iniciada.",
    };
    format!("{what} ({}). {instead}", crate::ui::error_text::share_error(lang, error))
}

/// Labels of the computer opponent, the hint and the analysis panel.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum AiText {
    Computer,
    Opponent,
    Person,
    TheComputer,
    Level,
    Hint,
    Analysis,
    Thinking,
    Depth,
    BestLine,
    FromWhite,
    Retry,
    Failed,
    Searching,
}

/// The label `key` in `lang`.
#[must_use]
pub const fn ai_text(lang: Lang, key: AiText) -> &'static str {
    use AiText::*;
    match (lang, key) {
        (Lang::En, Computer) => "Computer",
        (Lang::Pt, Computer) => "Computador",
        (Lang::En, Opponent) => "Opponent",
        (Lang::Pt, Opponent) => "Adversário",
        (Lang::En, Person) => "A person on this device",
        (Lang::Pt, Person) => "Uma pessoa neste aparelho",
        (Lang::En, TheComputer) => "The computer",
        (Lang::Pt, TheComputer) => "O computador",
        (Lang::En, Level) => "Level",
        (Lang::Pt, Level) => "Nível",
        (Lang::En, Hint) => "Hint",
        (Lang::Pt, Hint) => "Dica",
        (Lang::En, Analysis) => "Analysis",
        (Lang::Pt, Analysis) => "Análise",
        (Lang::En, Thinking) => "The computer is thinking…",
        (Lang::Pt, Thinking) => "O computador está pensando…",
        (Lang::En, Depth) => "depth",
        (Lang::Pt, Depth) => "profundidade",
        (Lang::En, BestLine) => "Best line",
        (Lang::Pt, BestLine) => "Melhor linha",
        (Lang::En, FromWhite) => "in men, from White's side",
        (Lang::Pt, FromWhite) => "em pedras, do lado das brancas",
        (Lang::En, Retry) => "Try again",
        (Lang::Pt, Retry) => "Tentar de novo",
        (Lang::En, Failed) => "The computer could not answer",
        (Lang::Pt, Failed) => "O computador não conseguiu responder",
        (Lang::En, Searching) => "Searching…",
        (Lang::Pt, Searching) => "Calculando…",
    }
}

fn plies(lang: Lang, n: u32) -> String {
    let word = match (lang, n) {
        (Lang::En, 1) => "ply",
        (Lang::En, _) => "plies",
        (Lang::Pt, 1) => "lance",
        (Lang::Pt, _) => "lances",
    };
    let ahead = match lang {
        Lang::En => "ahead",
        Lang::Pt => "à frente",
    };
    format!("{n} {word} {ahead}")
}

/// What a level does: how far it looks, how long it may think, how often it errs on purpose.
#[must_use]
pub fn level_description(lang: Lang, level: &damas_ai::Level) -> String {
    let depth = match (lang, level.depth) {
        (Lang::En, Some(d)) => format!("looks {}", plies(lang, d)),
        (Lang::Pt, Some(d)) => format!("calcula {}", plies(lang, d)),
        (Lang::En, None) => "looks as far as it can".into(),
        (Lang::Pt, None) => "calcula o mais longe que puder".into(),
    };
    let time = match (lang, level.movetime_ms) {
        (_, None) => String::new(),
        (Lang::En, Some(ms)) => format!(" in at most {} s", crate::ui::decimal::seconds(ms, '.')),
        (Lang::Pt, Some(ms)) => format!(" em até {} s", crate::ui::decimal::seconds(ms, ',')),
    };
    let errors = match (lang, level.noise) {
        (Lang::En, 0) => "no deliberate errors",
        (Lang::Pt, 0) => "sem erros de propósito",
        (Lang::En, 1..=20) => "rare small errors",
        (Lang::Pt, 1..=20) => "raros erros pequenos",
        (Lang::En, 21..=50) => "some errors",
        (Lang::Pt, 21..=50) => "alguns erros",
        (Lang::En, 51..=100) => "frequent errors",
        (Lang::Pt, 51..=100) => "erros frequentes",
        (Lang::En, _) => "many large errors",
        (Lang::Pt, _) => "muitos erros grandes",
    };
    format!("{depth}{time}; {errors}")
}

/// `Level 3: looks 3 plies ahead; some errors`.
#[must_use]
pub fn level_label(lang: Lang, level: &damas_ai::Level) -> String {
    format!("{} {}: {}", ai_text(lang, AiText::Level), level.number, level_description(lang, level))
}

/// An evaluation for the analysis panel: `+0.35`, or `White wins in 3`.
#[must_use]
pub fn eval_text(lang: Lang, eval: crate::ui::eval::Eval) -> String {
    use crate::ui::eval::Eval;
    match eval {
        Eval::Men(_) => eval.men_text().unwrap_or_default(),
        Eval::Win { side: s, moves } => match lang {
            Lang::En => format!("{} wins in {moves}", side(lang, s)),
            Lang::Pt => format!("{} vencem em {moves}", side(lang, s)),
        },
    }
}

/// Who plays whom: `You play White against the computer (level 3).`
#[must_use]
pub fn versus(lang: Lang, computer: Color, level: u8) -> String {
    match lang {
        Lang::En => format!("You play {} against the computer (level {level}).", side(lang, !computer)),
        Lang::Pt => {
            let you = if computer == Color::White { "as pretas" } else { "as brancas" };
            format!("Você joga com {you} contra o computador (nível {level}).")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use damas_engine::Outcome;
    const BR: GameKind = GameKind::Draughts(Variant::Brazilian);

    #[test]
    fn languages_come_from_browser_tags() {
        assert_eq!(Lang::detect(["pt-BR", "en"]), Lang::Pt);
        assert_eq!(Lang::detect(["de-DE", "en-US"]), Lang::En);
        assert_eq!(Lang::detect(["fr"]), Lang::En);
        assert_eq!(Lang::detect([]), Lang::En);
        assert_eq!(Lang::from_tag("PT_pt"), Some(Lang::Pt));
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(l.code()), Some(l));
        }
    }

    #[test]
    fn refusals_read_as_the_issue_words_them() {
        let m = |msg| message::<Position>(Lang::En, BR, &msg);
        assert_eq!(m(Message::CaptureAvailable { with: vec![22] }), "A capture is available with 22.");
        assert_eq!(m(Message::CaptureAvailable { with: vec![21, 22, 27] }), "A capture is available with 21, 22 or 27.");
        assert_eq!(m(Message::TakeMaximum { count: 4, with: vec![27] }), "You must take the maximum: 4 pieces with 27.");
        assert_eq!(m(Message::MenForwardOnly), "Men move forward only.");
        assert_eq!(m(Message::NotYourPiece), "That is not your piece.");
        assert!(message(Lang::Pt, BR, &Message::<Position>::NotYourPiece).contains("não é sua"));
    }

    #[test]
    fn statuses_give_turn_capture_and_result() {
        let s = Status::ToMove { turn: Color::White, capture: Some(CaptureNote::Take(3)) };
        assert_eq!(
            status(Lang::En, &s, BR, crate::ui::flow_text::Audience::Players),
            ("White to move".into(), Some("Capture is compulsory: you must take 3 pieces".into()))
        );
        let over = Status::Over(damas_engine::Ending::Rules(Outcome::Win(Color::Black)));
        assert_eq!(status(Lang::En, &over, BR, crate::ui::flow_text::Audience::Players).0, "Black wins 0-2");
        // Against the computer the status speaks to the player.
        use crate::ui::flow_text::Audience::Player;
        let turn = Status::ToMove { turn: Color::White, capture: None };
        assert_eq!(status(Lang::En, &turn, BR, Player(Color::White)).0, "Your move (White)");
        assert_eq!(status(Lang::Pt, &turn, BR, Player(Color::Black)).0, "Vez do computador (brancas)");
        assert_eq!(status(Lang::En, &over, BR, Player(Color::Black)).0, "You won 0-2");
        let draw = Status::Over(damas_engine::Ending::Rules(Outcome::Draw(DrawReason::Repetition)));
        let (line, reason) = status(Lang::Pt, &draw, GameKind::Draughts(Variant::English), crate::ui::flow_text::Audience::Players);
        assert_eq!(line, "Empate 1/2-1/2");
        assert!(reason.unwrap().contains("três vezes"));
    }

    #[test]
    fn the_board_is_described_for_screen_readers() {
        let pos = Position::from_fen(Variant::Brazilian, "W:W22,21,K30:B1,K12").unwrap();
        assert_eq!(
            board_description(Lang::En, &pos),
            "Draughts board. White men: 21, 22. White kings: 30. Black men: 1. Black kings: 12."
        );
        assert!(board_description(Lang::Pt, &pos).starts_with("Tabuleiro de damas. Pedras brancas: 21, 22."));
        assert_eq!(last_move(Lang::En, "22-17"), "Last move: 22-17.");
    }

    #[test]
    fn draw_countdowns_name_what_stops_them() {
        let c = |reason, moves_left| DrawCount { reason, moves_left };
        assert_eq!(
            draw_countdown(Lang::En, c(DrawReason::KingMoves(20), 3)),
            "Draw in 3 moves each unless a man moves or a piece is taken."
        );
        assert_eq!(draw_countdown(Lang::En, c(DrawReason::Endgame(5), 1)), "This ending is drawn in 1 move each unless it is won first.");
        assert!(draw_countdown(Lang::Pt, c(DrawReason::Endgame(16), 16)).contains("16 lances"));
        assert!(draw_countdown(Lang::Pt, c(DrawReason::NoProgress(40), 1)).contains("1 lance "));
    }

    #[test]
    fn every_label_exists_in_both_languages() {
        use Text::*;
        let all = [
            Title, Tagline, NewGame, Start, VariantLabel, Bottom, WhiteBottom, BlackBottom, Undo, Redo, First, Last, Flip,
            Coordinates, CoordsOff, CoordsNumbers, CoordsAlgebraic, Animations, Language, Moves, NoMoves, Dismiss,
            Board, Settings, Viewing, Result, TypeMove, PlayTyped,
        ];
        for key in all {
            for lang in Lang::ALL {
                assert!(!text(lang, key).is_empty());
            }
        }
    }

    #[test]
    fn levels_say_what_they_do_in_both_languages() {
        let l1 = damas_ai::level(1).unwrap();
        assert_eq!(level_label(Lang::En, &l1), "Level 1: looks 1 ply ahead; many large errors");
        assert_eq!(level_label(Lang::Pt, &l1), "Nível 1: calcula 1 lance à frente; muitos erros grandes");
        let l8 = damas_ai::level(damas_ai::MAX_LEVEL).unwrap();
        assert_eq!(level_description(Lang::En, &l8), "looks as far as it can in at most 1 s; no deliberate errors");
        for l in damas_ai::LEVELS {
            for lang in Lang::ALL {
                assert!(!level_description(lang, &l).is_empty());
            }
        }
        use crate::ui::eval::Eval;
        assert_eq!(eval_text(Lang::En, Eval::Win { side: Color::Black, moves: 3 }), "Black wins in 3");
        assert_eq!(eval_text(Lang::Pt, Eval::Win { side: Color::White, moves: 1 }), "As brancas vencem em 1");
        assert_eq!(eval_text(Lang::En, Eval::Men(-250)), "-2.50");
        assert_eq!(versus(Lang::Pt, Color::White, 2), "Você joga com as pretas contra o computador (nível 2).");
        assert_eq!(message(Lang::En, BR, &Message::<Position>::ComputerTurn), "It is the computer's turn.");
    }
}
