//! Endgame databases for the 8x8 diagonal variants (Brazilian, Russian; English and, if one has
//! the patience, International run on the same code): for every position with few pieces, won,
//! drawn or lost for the side to move, and in how many plies the game ends with best play.
//!
//! The rules live in `damas-engine` only: the builder ([`build()`]) runs forward passes over the
//! engine's move generator, and the AI (`damas-ai`) probes a [`Tablebase`] during its search. No
//! web crates: the browser's worker can decode the same files ([`Tablebase::load_bytes`]).
//!
//! ```
//! use damas_egtb::{build, Value};
//! use damas_engine::{Position, Variant};
//! let tb = build(Variant::Brazilian, 2, 1, &mut |_, _| {})?;
//! // A king against a man that cannot escape: White to move wins.
//! let pos = Position::from_fen(Variant::Brazilian, "W:WK29:B13")?;
//! assert!(matches!(tb.probe(&pos), Some(Value::Win(_))));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

pub mod build;
pub mod files;
pub mod format;
pub mod index;
mod material;
mod stats;
mod table;
mod value;
pub mod verify;

pub use build::{build, build_class, build_into, BuildError};
pub use files::FilesError;
pub use format::FormatError;
pub use material::{BadMaterial, Material};
pub use stats::Stats;
pub use table::{Table, Tablebase};
pub use value::Value;

impl Tablebase {
    /// Decodes one class file and adds it, if it is of this tablebase's variant: the browser's
    /// way in (fetch a file, hand over its bytes). Returns the class loaded.
    ///
    /// # Errors
    /// A [`FormatError`] for a short, damaged or foreign file; never panics.
    pub fn load_bytes(&mut self, bytes: &[u8]) -> Result<Material, FormatError> {
        let (_, table) = format::decode(bytes, Some(self.variant()))?;
        let m = table.material;
        self.insert(table);
        Ok(m)
    }
}
