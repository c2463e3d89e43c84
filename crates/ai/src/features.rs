//! Search switches, so that a match or a node count can measure what each technique earns.
//! They are read from text (`lmr=0+nullmove=1`) by the tools in `examples/`.

use std::fmt;
use std::str::FromStr;

/// Search switches, for measuring what each technique earns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Features {
    /// Late move reductions.
    pub lmr: bool,
    /// Aspiration windows at the root.
    pub aspiration: bool,
    /// Extend positions with a single legal move.
    pub single_reply: bool,
    /// Null-move pruning (not in endgames, where zugzwang is common).
    pub null_move: bool,
    /// Extension for a position with a single legal move, in quarter plies (4 = a whole ply).
    pub single_ext: i32,
    /// Reverse futility pruning: the margin per ply of remaining depth, in hundredths of a man
    /// (0 is off). 40 up to 6 plies: +26 to +33 Elo in node-limited Brazilian matches (600
    /// games, 30,000 nodes a move) and +17 at 50 ms a move (400 games); `results/tuning.txt`.
    pub rfp: i32,
    /// The deepest remaining depth, in plies, at which reverse futility pruning applies.
    pub rfp_depth: i32,
    /// The late move reductions' size, in percent of the shipped table's (`order::lmr`).
    pub lmr_scale: i32,
    /// History with gravity: the bound of a history value (0: the plain sum of before, capped).
    /// 16,384: +11 Elo in Brazilian and +12 in Russian, node-limited (600 games each).
    pub hist: i32,
    /// With `hist`: the quiet moves searched before a cut-off lose what the cutting move gains.
    pub hist_malus: bool,
}

impl Default for Features {
    fn default() -> Features {
        Features { lmr: true, aspiration: true, single_reply: true, null_move: false, single_ext: 0, rfp: 40, rfp_depth: 6, lmr_scale: 100, hist: 16384, hist_malus: true }
    }
}

/// Why a switch could not be set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FeatureError {
    /// No switch has this name (callers such as `examples/match.rs` then try an eval weight).
    Unknown(String),
    /// The value is not a number.
    BadValue(String),
    /// A part is not `name=value`.
    Syntax(String),
}

impl fmt::Display for FeatureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FeatureError::Unknown(n) => write!(f, "unknown switch {n} (lmr, aspiration, single_reply, nullmove, single_ext, rfp, rfp_depth, lmr_scale, hist, hist_malus)"),
            FeatureError::BadValue(v) => write!(f, "bad switch value {v}: expected a number"),
            FeatureError::Syntax(p) => write!(f, "bad switch {p}: expected name=value"),
        }
    }
}

impl std::error::Error for FeatureError {}

impl Features {
    /// Sets the switch `name` (`lmr`, `aspiration`, `single_reply`, `nullmove`) from a number: 0 is
    /// off, anything else on; `single_ext` takes quarter plies, `rfp` a margin, `rfp_depth` plies
    /// and `lmr_scale` a percentage.
    ///
    /// # Errors
    /// [`FeatureError::Unknown`] for another name, [`FeatureError::BadValue`] for a non-number.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), FeatureError> {
        let flag = match name {
            "lmr" => &mut self.lmr,
            "aspiration" => &mut self.aspiration,
            "single_reply" => &mut self.single_reply,
            "nullmove" => &mut self.null_move,
            "hist_malus" => &mut self.hist_malus,
            "single_ext" | "rfp" | "rfp_depth" | "lmr_scale" | "hist" => {
                let n = value.parse().map_err(|_| FeatureError::BadValue(value.to_string()))?;
                *match name {
                    "single_ext" => &mut self.single_ext,
                    "rfp" => &mut self.rfp,
                    "rfp_depth" => &mut self.rfp_depth,
                    "hist" => &mut self.hist,
                    _ => &mut self.lmr_scale,
                } = n;
                return Ok(());
            }
            _ => return Err(FeatureError::Unknown(name.to_string())),
        };
        let n: i32 = value.parse().map_err(|_| FeatureError::BadValue(value.to_string()))?;
        *flag = n != 0;
        Ok(())
    }
}

/// `name=value` pairs separated by `+` or `,` (a leading `+` is allowed), applied to the defaults.
impl FromStr for Features {
    type Err = FeatureError;

    fn from_str(s: &str) -> Result<Features, FeatureError> {
        let mut features = Features::default();
        for part in s.split(['+', ',']).filter(|p| !p.is_empty()) {
            let (name, value) = part.split_once('=').ok_or_else(|| FeatureError::Syntax(part.to_string()))?;
            features.set(name, value)?;
        }
        Ok(features)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_switches_and_refuses_unknown_ones() {
        let f: Features = "+lmr=0+nullmove=1,single_ext=2+rfp=0+rfp_depth=3+lmr_scale=80+hist=0+hist_malus=0".parse().unwrap();
        let want = Features { lmr: false, null_move: true, single_ext: 2, rfp: 0, rfp_depth: 3, lmr_scale: 80, hist: 0, hist_malus: false, ..Features::default() };
        assert_eq!(f, want);
        assert_eq!("".parse::<Features>(), Ok(Features::default()));
        assert_eq!("probcut=1".parse::<Features>(), Err(FeatureError::Unknown("probcut".into())));
        assert_eq!("lmr=x".parse::<Features>(), Err(FeatureError::BadValue("x".into())));
        assert_eq!("lmr".parse::<Features>(), Err(FeatureError::Syntax("lmr".into())));
    }
}
