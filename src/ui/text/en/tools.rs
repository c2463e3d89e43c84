//! Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels, in
//! English.

use crate::ui::text::keys::{LascaTx, Tx};

/// The label `key`.
pub const fn tx(key: Tx) -> &'static str {
    match key {
        Tx::UpdateReady => "A new version of Damas is ready.",
        Tx::Reload => "Reload",
        Tx::Later => "Later",
        Tx::OfflineAll => "Make everything available offline",
        Tx::OfflineReady => "Everything is available offline.",
        Tx::OfflineBusy => "Downloading…",
        Tx::Share => "Share",
        Tx::CopyGameLink => "Copy game link",
        Tx::CopyPositionLink => "Copy position link",
        Tx::SendReply => "Send to opponent",
        Tx::TwoPlayersHere => "Two players at this device.",
        Tx::SendToFriend => "Send to a friend",
        Tx::YourMoveThenSend => "Your move — then send it to your friend.",
        Tx::SendYourMove => "Now send your move to your friend.",
        Tx::SendYourMoveButton => "Send your move",
        Tx::GameOverSend => "The game is over: send the last move to your friend.",
        Tx::ReplyHint => "Play by link: after your move, send the link; your friend opens it, replies and sends one back.",
        Tx::ReplyMessage => "Your move in our game of draughts:",
        Tx::Shared => "Link sent.",
        Tx::Copied => "Link copied.",
        Tx::CopyFailed => "Could not copy: select the text and copy it.",
        Tx::ResumePrevious => "Resume my previous game",
        Tx::PreviousKept => "You opened a shared game; your previous game is kept.",
        Tx::Open => "Open",
        Tx::OpenPlaceholder => "Paste a link, a FEN or a PDN game",
        Tx::OpenButton => "Open",
        Tx::OpenFile => "PDN file…",
        Tx::ChooseGame => "Several games: choose one",
        Tx::Opened => "Opened.",
        Tx::ForVariant => "Variant of a FEN",
        Tx::Pdn => "PDN",
        Tx::CopyPdn => "Copy PDN",
        Tx::DownloadPdn => "Download PDN",
        Tx::Image => "Image",
        Tx::Editor => "Board editor",
        Tx::EditorHint => "Choose a piece, then click squares (click again to remove).",
        Tx::EditPosition => "Set up a position",
        Tx::EditorNotLoaded => "The editor did not load. If this device is offline, connect to the internet once to download it, then try again.",
        Tx::Close => "Close",
        Tx::SideToMove => "To move",
        Tx::Clear => "Clear",
        Tx::StartPosition => "Start position",
        Tx::PlayFromHere => "Play from here",
        Tx::PlayComputer => "Play the computer from here",
        Tx::Fen => "FEN",
        Tx::Erase => "Erase",
        Tx::WhiteMan => "White man",
        Tx::WhiteKing => "White king",
        Tx::BlackMan => "Black man",
        Tx::BlackKing => "Black king",
        Tx::PositionOk => "The position can be played.",
        Tx::Previous => "Previous move",
        Tx::Next => "Next move",
        Tx::EmbedBadOptions => "Bad embed option",
        Tx::OpenFull => "Open in Damas",
        Tx::EmbedOnSite => "Embed on a website",
        Tx::EmbedHint => "Paste this code into your page: the board shows this game, and visitors can play through it.",
        Tx::CopyCode => "Copy the code",
        Tx::Preview => "Preview",
    }
}

/// The Lasca label `key`.
pub const fn lasca_tx(key: LascaTx) -> &'static str {
    match key {
        LascaTx::Tagline => "Lasca, Emanuel Lasker's game of columns (1911): play a friend on one device, or the computer",
        LascaTx::ColumnHint => "Each click puts the piece in hand on top of the column there.",
        LascaTx::WhiteSoldier => "White soldier",
        LascaTx::WhiteOfficer => "White officer",
        LascaTx::BlackSoldier => "Black soldier",
        LascaTx::BlackOfficer => "Black officer",
        LascaTx::TakeTop => "Take the top piece",
        LascaTx::EmptySquare => "Empty the square",
        LascaTx::ColumnInspect => "Tap a column to see what it holds.",
        LascaTx::LascaRules => "Soldiers step diagonally forward, officers either way. Jumping a column takes only its top piece, which goes under the capturer. Capturing is compulsory; a player with no move loses.",
    }
}

/// Why a paste opened nothing (`why`: the error, worded).
pub fn could_not_open(why: &str) -> String {
    format!("Could not open it: {why}.")
}

/// The friend's move in a game by links, and what to do next.
pub fn friend_played(mv: &str) -> String {
    format!("Your friend played {mv}. Your move — then send it back.")
}
