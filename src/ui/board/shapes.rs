//! The outlines a piece is drawn with, in a unit square: a king's crown, a Lasca officer's star.
//! The SVG board and the pictures (`ui::picture`) draw the same ones from here.

/// A king's crown: its points (an SVG path).
pub const CROWN: &str = "M0.33 0.61 L0.3 0.4 L0.41 0.5 L0.5 0.35 L0.59 0.5 L0.7 0.4 L0.67 0.61 Z";

/// The band under the crown: `x`, `y`, width, height, corner radius.
pub const CROWN_BAND: [&str; 5] = ["0.33", "0.63", "0.34", "0.05", "0.015"];

/// A Lasca officer's star (an SVG path).
pub const STAR: &str = "M0.5 0.36 L0.54 0.46 L0.64 0.47 L0.56 0.53 L0.59 0.63 L0.5 0.57 L0.41 0.63 L0.44 0.53 L0.36 0.47 L0.46 0.46 Z";

/// Discs drawn per Lasca column before the rest is only counted.
pub const MAX_DISCS: u32 = 6;

/// Vertical offset between the discs of a Lasca column, in squares.
pub const DISC_STEP: f64 = 0.075;
