//! Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels, in
//! English.


/// Why a paste opened nothing (`why`: the error, worded).
pub fn could_not_open(why: &str) -> String {
    format!("Could not open it: {why}.")
}

/// The friend's move in a game by links, and what to do next.
pub fn friend_played(mv: &str) -> String {
    format!("Your friend played {mv}. Your move — then send it back.")
}
