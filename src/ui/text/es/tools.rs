//! Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels, in
//! Spanish.


/// Why a paste opened nothing (`why`: the error, worded).
pub fn could_not_open(why: &str) -> String {
    format!("No se pudo abrir: {why}.")
}

/// The friend's move in a game by links, and what to do next.
pub fn friend_played(mv: &str) -> String {
    format!("Tu amigo jugó {mv}. Te toca — luego devuélvele el enlace.")
}
