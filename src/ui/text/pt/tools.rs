//! Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels, in
//! Brazilian Portuguese.


/// Why a paste opened nothing (`why`: the error, worded).
pub fn could_not_open(why: &str) -> String {
    format!("Não foi possível abrir: {why}.")
}

/// The friend's move in a game by links, and what to do next.
pub fn friend_played(mv: &str) -> String {
    format!("Seu amigo jogou {mv}. Sua vez — depois devolva o link.")
}
