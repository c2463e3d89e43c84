//! The damas rules engine: Brazilian draughts and its sister variants (Russian, English,
//! International, Turkish), plus Lasca, exact and fast. No web crates: it builds and tests
//! natively and as wasm32, and powers the browser app, the AI and the `damas` command-line tool.
//!
//! ```
//! use damas_engine::{Position, Variant};
//! let pos = Position::initial(Variant::Brazilian);
//! assert_eq!(pos.legal_moves().len(), 7);
//! let mv = pos.parse_move("22-17")?;
//! let next = pos.play(&mv);
//! assert_eq!(next.to_fen(), "B:W17,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! Code that serves both kinds of game goes through [`GameKind`] (the one name of a game at
//! every boundary), [`Playable`] (what a position of either game offers), [`Record`] (a game's
//! move tree with a cursor, judged where the cursor stands) and [`explain`] (why a move is
//! refused):
//!
//! ```
//! use damas_engine::lasca::LascaPosition;
//! use damas_engine::{GameKind, Playable, Record, Refusal, Square};
//! let kind: GameKind = "lasca".parse()?;
//! assert!(kind.is_lasca());
//! let mut record = Record::new(LascaPosition::initial());
//! let mv = record.position().parse_move("c3-d4")?;
//! record.play(mv)?;
//! record.undo();
//! assert_eq!(record.move_texts(), ["c3-d4"]);
//! let (a3, b4) = (Square::from_bit(28), Square::from_bit(22));
//! assert_eq!(record.position().explain_move(b4, a3), Some(Refusal::NoPiece));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

pub mod ballot;
mod bitboard;
mod color;
pub mod draw;
pub mod ending;
mod explain;
pub mod game;
pub mod generations;
mod game_kind;
pub mod geometry;
pub mod lasca;
mod moves;
pub mod movegen;
pub mod notation;
pub mod perft;
mod piece;
pub mod play;
mod position;
pub mod record;
mod setup;
pub mod rules;
mod square;
mod variant;
pub mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use color::{Color, UnknownColor};
pub use ending::{Decision, Ending};
pub use game::{DrawCount, DrawReason, Game, Outcome};
pub use explain::{explain, explain_lasca, explain_lasca_select, explain_select, Refusal};
pub use game_kind::{GameKind, UnknownGame};
pub use moves::{Move, Route};
pub use movegen::Duplicates;
pub use notation::fen::FenError;
pub use notation::move_text::{MoveDetail, MoveTextError};
pub use piece::{Piece, Role};
pub use play::Playable;
pub use position::Position;
pub use record::{LineError, Node, NodeId, PlayError, Record, TreeItem};
pub use setup::SetupError;
pub use square::Square;
pub use variant::{UnknownVariant, Variant};
