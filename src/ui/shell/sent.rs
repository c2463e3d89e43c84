//! What became of a link handed to the player's friend ([`Sent`]): the browser's answer
//! (`web::send_link`), which the page's screen keeps to say it (`game::state::Screen`).

/// What became of a link handed to the player's friend.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sent {
    /// Sent through the share sheet.
    Shared,
    /// Copied, to paste in a message.
    Copied,
    /// Neither: the page shows it to copy by hand.
    Failed,
}
