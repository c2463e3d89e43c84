//! Solving the classes, smallest first, by forward passes over the engine's move generator (the
//! engine is the only place the rules live; no unmove generator to keep in step with it).
//!
//! A class and its colour-swapped twin (`0201` and `0102`) are solved together, since every quiet
//! move leads from one into the other. Pass `n` decides the positions `n` plies from the end: lost
//! at `n` when every move leads to a win of the opponent in under `n` plies, won at `n` when a
//! move leads to an opponent's loss at `n - 1`. Captures and crownings lead into classes already
//! solved, whose values take part the same way; pass 0 settles at once the positions whose every
//! move leaves the pair, and notes the longest distance such a move reaches. Past it, a pass
//! that decides nothing is the last: the positions left are draws. Each pass reads the tables and
//! collects its decisions before writing any, so the result does not depend on the thread count.

use crate::material::Material;
use crate::table::{Table, Tablebase};
use crate::value::{Value, MAX_DISTANCE};
use damas_engine::{movegen, Move, Variant};
use std::fmt;

/// Why a build failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The variant's board is not supported (Turkish).
    Unsupported(Variant),
    /// A distance beyond what a byte stores (never seen up to 5 pieces on 8x8).
    TooLong(Material),
    /// A move led into a class that is not loaded (a bug in the build order).
    Missing(Material),
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Unsupported(v) => write!(f, "endgame databases do not support {v}"),
            BuildError::TooLong(m) => write!(f, "class {m}: a distance beyond {MAX_DISTANCE} plies"),
            BuildError::Missing(m) => write!(f, "class {m}: a move leads into a class not built yet"),
        }
    }
}
impl std::error::Error for BuildError {}

/// Builds every class of `variant` with up to `max_pieces` pieces on `threads` threads, calling
/// `done` after each class (to write it, report it) with the tablebase so far.
///
/// # Errors
/// [`BuildError`] for an unsupported variant or a distance too long to store.
pub fn build(
    variant: Variant,
    max_pieces: u32,
    threads: usize,
    done: &mut dyn FnMut(&Tablebase, Material),
) -> Result<Tablebase, BuildError> {
    let mut tb = Tablebase::new(variant).ok_or(BuildError::Unsupported(variant))?;
    build_into(&mut tb, max_pieces, threads, done)?;
    Ok(tb)
}

/// Builds into `tb` every class up to `max_pieces` that it does not hold yet.
///
/// # Errors
/// As [`build`].
pub fn build_into(
    tb: &mut Tablebase,
    max_pieces: u32,
    threads: usize,
    done: &mut dyn FnMut(&Tablebase, Material),
) -> Result<(), BuildError> {
    for m in Material::all_up_to(max_pieces) {
        if tb.table(m).is_some() {
            continue;
        }
        let unit = if m.flipped() == m { vec![m] } else { vec![m, m.flipped()] };
        solve_unit(tb, &unit, threads.max(1))?;
        for &u in &unit {
            done(tb, u);
        }
    }
    Ok(())
}

/// Builds class `m` and its colour-swapped twin into `tb`, whose smaller classes (and those with
/// fewer men) must be there already: for a test or a study that needs one class only.
///
/// # Errors
/// [`BuildError::Missing`] if a move leads into a class `tb` lacks; as [`build`] otherwise. After
/// an error `tb` holds the pair half-built: discard it.
pub fn build_class(tb: &mut Tablebase, m: Material, threads: usize) -> Result<(), BuildError> {
    let unit = if m.flipped() == m { vec![m] } else { vec![m, m.flipped()] };
    solve_unit(tb, &unit, threads.max(1))
}

/// What one thread's share of a pass found: its decisions and its `reach`.
type PartResult = (Vec<(u64, u8)>, u8);

/// The indices of a class still undecided, and which indices are positions at all.
struct Work {
    material: Material,
    pending: Vec<u64>,
    valid: Vec<u64>,
}

/// Solves the classes of `unit` (a class and its twin) in `tb`.
fn solve_unit(tb: &mut Tablebase, unit: &[Material], threads: usize) -> Result<(), BuildError> {
    let mut work = Vec::new();
    for &m in unit {
        let size = tb.layout().size(m);
        let mut valid = vec![0u64; size.div_ceil(64) as usize];
        let mut pending = Vec::new();
        for i in 0..size {
            if tb.layout().position(m, i).is_some() {
                valid[(i / 64) as usize] |= 1 << (i % 64);
                pending.push(i);
            }
        }
        tb.insert(Table { material: m, values: vec![0; size as usize] });
        work.push(Work { material: m, pending, valid });
    }
    let mut n: u32 = 0;
    // The largest byte read from outside the unit or written by pass 0.
    let (mut reach, mut bound) = (0u8, 0u8);
    loop {
        let mut changed = false;
        let mut updates = Vec::with_capacity(work.len());
        for w in &work {
            updates.push(pass(tb, w, unit, n, threads, &mut reach)?);
        }
        for (w, ups) in work.iter_mut().zip(updates) {
            if ups.is_empty() {
                continue;
            }
            changed = true;
            let values = tb.values_mut(w.material).expect("inserted above");
            for &(i, b) in &ups {
                values[i as usize] = b;
                if n == 0 {
                    bound = bound.max(b);
                }
            }
            // Every update settles its position (a `0` is a draw known for sure); both lists
            // are in index order.
            let mut k = 0;
            w.pending.retain(|&i| {
                while k < ups.len() && ups[k].0 < i {
                    k += 1;
                }
                !(k < ups.len() && ups[k].0 == i)
            });
        }
        // A value read from outside the unit, or written early by pass 0, can still decide a
        // position one ply further; past them, a pass that decides nothing is the last.
        bound = bound.max(reach);
        if !changed && n > u32::from(bound) + 1 {
            break;
        }
        n += 1;
        if n > u32::from(MAX_DISTANCE) {
            return Err(BuildError::TooLong(unit[0]));
        }
    }
    for w in &work {
        let values = tb.values_mut(w.material).expect("inserted above");
        let mut last = 0;
        for (i, b) in values.iter_mut().enumerate() {
            if w.valid[i / 64] >> (i % 64) & 1 == 1 {
                last = *b;
            } else {
                *b = last;
            }
        }
    }
    Ok(())
}

/// One pass at distance `n` over a class's undecided positions, split among `threads`: the
/// (index, byte) of each position it decides; raises `reach` as [`part_pass`] does.
fn pass(tb: &Tablebase, w: &Work, unit: &[Material], n: u32, threads: usize, reach: &mut u8) -> Result<Vec<(u64, u8)>, BuildError> {
    let chunk = w.pending.len().div_ceil(threads).max(1);
    let results: Vec<Result<PartResult, BuildError>> = std::thread::scope(|s| {
        let handles: Vec<_> = w
            .pending
            .chunks(chunk)
            .map(|part| {
                s.spawn(move || {
                    let mut r = 0;
                    part_pass(tb, w.material, unit, part, n, &mut r).map(|out| (out, r))
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a pass thread panicked")).collect()
    });
    let mut out = Vec::new();
    for r in results {
        let (part, r) = r?;
        *reach = (*reach).max(r);
        out.extend(part);
    }
    Ok(out)
}

/// Pass `n` over `part` of class `m`'s undecided positions. Pass 0 also settles every position
/// whose moves all leave the unit (captures, crownings): their values are known already, and
/// writing a win or loss early is safe, since later passes read a value only once their distance
/// reaches it. A `0` in the result is such a position found drawn.
/// Pass 0 also raises `reach` to the largest byte of a class outside the unit that a move leads to.
fn part_pass(
    tb: &Tablebase,
    m: Material,
    unit: &[Material],
    part: &[u64],
    n: u32,
    reach: &mut u8,
) -> Result<Vec<(u64, u8)>, BuildError> {
    let mut out = Vec::new();
    let mut moves: Vec<Move> = Vec::with_capacity(64);
    let mut children = Vec::with_capacity(64);
    for &i in part {
        let pos = tb.layout().position(m, i).expect("pending indices are positions");
        movegen::generate(&pos, &mut moves);
        if n == 0 {
            if moves.is_empty() {
                out.push((i, Value::Loss(0).to_byte()));
                continue;
            }
            children.clear();
            for mv in &moves {
                let child = pos.play(mv);
                if tb.layout().locate(&child).is_some_and(|(cm, _)| unit.contains(&cm)) {
                    continue;
                }
                let v = tb.probe(&child).ok_or_else(|| missing(tb, &child, m))?;
                if v.distance().is_some_and(|d| d >= MAX_DISTANCE) {
                    return Err(BuildError::TooLong(m));
                }
                *reach = (*reach).max(v.to_byte());
                children.push(v);
            }
            if children.len() == moves.len() {
                out.push((i, Value::best_of(children.iter().copied()).to_byte()));
            }
            continue;
        }
        let mut all_won = true;
        let mut won = false;
        for mv in &moves {
            let child = pos.play(mv);
            let v = tb.probe(&child).ok_or_else(|| missing(tb, &child, m))?;
            match v {
                Value::Loss(d) if u32::from(d) + 1 == n => {
                    won = true;
                    break;
                }
                Value::Win(d) if u32::from(d) < n => {}
                _ => all_won = false,
            }
        }
        if won {
            out.push((i, Value::Win(n as u8).to_byte()));
        } else if all_won && !moves.is_empty() {
            out.push((i, Value::Loss(n as u8).to_byte()));
        }
    }
    Ok(out)
}

/// The error for a move into a class `tb` lacks.
fn missing(tb: &Tablebase, child: &damas_engine::Position, m: Material) -> BuildError {
    BuildError::Missing(tb.layout().locate(child).map_or(m, |(cm, _)| cm))
}
