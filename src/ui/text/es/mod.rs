//! Spanish (español): every text of the page, one file per feature, each an exhaustive `match`
//! over its keys (see `text/keys.rs`), with the Spanish grammar the texts share (articles,
//! agreement, "desde la casilla / desde las casillas", "o" / "u") in `grammar.rs`. Neutral Spanish
//! for players in Spain and Latin America: "tú", "la máquina" for the computer, "peón" for a man,
//! "dama" for a king, "tablas" for a draw.

pub mod names;
pub mod plural;
