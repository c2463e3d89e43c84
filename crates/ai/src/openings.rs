//! The fixed opening sets of the match and time-use tools: `count` distinct 3-ply openings of a
//! draughts variant (longer ones when more are asked for than there are of 3), drawn by a seeded
//! generator, so every run of a measurement plays the same games and two engines are compared on
//! the same starts.
//!
//! Among all 3-ply lines, nearly a third give a man away (White's second move is often a
//! blunder); each engine then wins its game with the other colour, whatever their strength, and
//! the match's score is pulled towards 50 %. [`open_openings`] draws from the lines that a deep
//! search left open instead, as the draughts federations' ballots leave out the openings known
//! to lose; the verdicts are data (`data/openings-<variant>.txt`, made by
//! `examples/vet_openings.rs`).

use damas_engine::{Move, Position, Variant};

/// `count` distinct 3-ply openings of `variant` (every one leaves the game on), chosen by `seed`;
/// longer ones (up to 6 plies) when `count` is more than the 3-ply lines (fixed-depth matches of
/// many games, where a repeated start would repeat its game).
#[must_use]
pub fn openings(variant: Variant, count: usize, seed: u64) -> Vec<Vec<Move>> {
    let start = Position::initial(variant);
    let mut plies = 3;
    let mut all = lines(start, plies);
    while count > all.len() && plies < 6 {
        plies += 1;
        all = lines(start, plies);
    }
    choose(all, count, seed)
}

/// A line is open when the vetting search left neither side more than this ahead after it, in
/// hundredths of a man: half a man. The lines past it have mostly lost a man for nothing (a
/// search scores them near a man or more).
pub const OPEN_MARGIN: i32 = 50;

/// `count` distinct open 3-ply lines of `variant` (every one when `count` is more), chosen by
/// `seed`; for a variant without verdicts, [`openings`].
#[must_use]
pub fn open_openings(variant: Variant, count: usize, seed: u64) -> Vec<Vec<Move>> {
    match verdicts(variant) {
        Some(lines) => choose(lines.into_iter().filter(|(score, _)| score.abs() <= OPEN_MARGIN).map(|(_, line)| line).collect(), count, seed),
        None => openings(variant, count, seed),
    }
}

/// `count` distinct starts of the FMJD drawing table 64 that are moves from the initial position
/// (its 344 openings, less those `variant` leaves out; not its rearranged positions), chosen by
/// `seed`: the federation's own ballot, for a cross-check of the open set. Empty for a variant
/// without the table.
#[must_use]
pub fn fmjd_openings(variant: Variant, count: usize, seed: u64) -> Vec<Vec<Move>> {
    let starts = damas_engine::ballot::ballots(variant)
        .into_iter()
        .filter(|b| std::ptr::eq(b.table, &damas_engine::ballot::FMJD) && !b.is_setup())
        .filter_map(|b| b.opening(variant).ok().map(|o| o.moves))
        .collect();
    choose(starts, count, seed)
}

/// The vetting search's verdict on each 3-ply line of `variant`: White's score in hundredths of
/// a man, and the line; `None` for a variant without a verdicts file (only Brazilian and Russian
/// have one). A line of the file that does not read as a score and legal moves is left out.
#[must_use]
pub fn verdicts(variant: Variant) -> Option<Vec<(i32, Vec<Move>)>> {
    let text = match variant {
        Variant::Brazilian => include_str!("../data/openings-brazilian.txt"),
        Variant::Russian => include_str!("../data/openings-russian.txt"),
        _ => return None,
    };
    Some(text.lines().filter(|l| !l.starts_with('#')).filter_map(|l| read_verdict(variant, l)).collect())
}

/// One line of a verdicts file: the score, a tab, the moves' texts.
fn read_verdict(variant: Variant, text: &str) -> Option<(i32, Vec<Move>)> {
    let (score, moves) = text.split_once('\t')?;
    let mut pos = Position::initial(variant);
    let mut line = Vec::new();
    for t in moves.split_whitespace() {
        let mv = pos.legal_moves().into_iter().find(|m| pos.move_text(m) == t)?;
        pos = pos.play(&mv);
        line.push(mv);
    }
    Some((score.parse().ok()?, line))
}

/// `count` of `all` (all of them when there are fewer), drawn by `seed`.
fn choose(mut all: Vec<Vec<Move>>, count: usize, seed: u64) -> Vec<Vec<Move>> {
    let mut rng = crate::rng::Xorshift::seeded(seed);
    let mut chosen = Vec::new();
    let wanted = count.min(all.len());
    while chosen.len() < wanted {
        let i = rng.below(all.len());
        chosen.push(all.swap_remove(i));
    }
    chosen
}

/// Every line of the set's usual length, three plies, in the move generator's order.
#[must_use]
pub fn all_lines(variant: Variant) -> Vec<Vec<Move>> {
    lines(Position::initial(variant), 3)
}

/// Every line of `plies` moves from `pos`.
fn lines(pos: Position, plies: usize) -> Vec<Vec<Move>> {
    if plies == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for mv in pos.legal_moves() {
        for mut rest in lines(pos.play(&mv), plies - 1) {
            rest.insert(0, mv);
            all.push(rest);
        }
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_set_is_fixed_by_its_seed_and_distinct() {
        let a = openings(Variant::Brazilian, 20, 1);
        assert_eq!(a, openings(Variant::Brazilian, 20, 1));
        assert_ne!(a, openings(Variant::Brazilian, 20, 2));
        let mut sorted: Vec<String> = a.iter().map(|l| format!("{l:?}")).collect();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 20);
        let many = openings(Variant::Brazilian, 1000, 1);
        assert!(many.len() == 1000 && many.iter().all(|l| l.len() == 4), "{}", many.len());
    }

    #[test]
    fn the_verdicts_cover_every_line_and_the_open_set_leaves_out_the_lost_ones() {
        for variant in [Variant::Brazilian, Variant::Russian] {
            let verdicts = verdicts(variant).expect("a verdicts file");
            let lines: Vec<Vec<Move>> = verdicts.iter().map(|(_, l)| l.clone()).collect();
            assert_eq!(lines, all_lines(variant), "{variant}: the file's lines are the 3-ply lines, in order");
            let open = open_openings(variant, usize::MAX, 1);
            let margin = |line: &Vec<Move>| verdicts.iter().find(|(_, l)| l == line).map(|(s, _)| s.abs()).unwrap();
            assert!(open.iter().all(|l| margin(l) <= OPEN_MARGIN));
            let lost = verdicts.iter().filter(|(s, _)| s.abs() > OPEN_MARGIN).count();
            assert_eq!(open.len() + lost, lines.len());
            assert!(lost > 0 && open.len() >= 200, "{variant}: {} open, {lost} decided", open.len());
            assert_eq!(open_openings(variant, 100, 3), open_openings(variant, 100, 3));
            assert_ne!(open_openings(variant, 100, 3), open_openings(variant, 100, 4));
        }
        assert_eq!(open_openings(Variant::English, 10, 1), openings(Variant::English, 10, 1));
        assert_eq!(fmjd_openings(Variant::Russian, usize::MAX, 1).len(), 344);
        let brazilian = fmjd_openings(Variant::Brazilian, usize::MAX, 1);
        assert!(brazilian.len() < 344 && brazilian.len() > 330 && brazilian.iter().all(|l| (1..=6).contains(&l.len())), "{}", brazilian.len());
        assert!(fmjd_openings(Variant::English, 10, 1).is_empty());
        assert_eq!(read_verdict(Variant::Russian, "12\t22-17 99-98"), None);
        assert_eq!(read_verdict(Variant::Russian, "x\t22-17"), None);
    }
}
