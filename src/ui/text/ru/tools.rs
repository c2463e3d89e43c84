//! Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels, in
//! Russian.


/// Why a paste opened nothing (`why`: the error, worded).
pub fn could_not_open(why: &str) -> String {
    format!("Не удалось открыть: {why}.")
}

/// The friend's move in a game by links, and what to do next.
pub fn friend_played(mv: &str) -> String {
    format!("Ваш друг сыграл {mv}. Ваш ход — потом отправьте ссылку обратно.")
}
