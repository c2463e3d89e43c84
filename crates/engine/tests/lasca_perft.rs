//! Lasca perft, fixed against a second, independent move generator written here straight from
//! the rules (`shared/RULES.md` section 8): plain nested vectors of pieces, cloned at every step,
//! slow and easy to check by eye. It shares nothing with the engine but the square names and the
//! move-text format (start square, then every landing square, `-` or `x` between).

use damas_engine::lasca::LascaPosition;
use damas_engine::perft::perft_game;
use damas_engine::Playable;

/// One piece: its side and rank.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Piece {
    black: bool,
    officer: bool,
}

/// A column, bottom first: the last piece commands it.
type Stack = Vec<Piece>;

/// `cells[row][col]`, row 0 the far row as White sees it (rank 7).
#[derive(Clone, Debug)]
struct Board {
    cells: Vec<Vec<Stack>>,
    black_to_move: bool,
}

const N: i32 = 7;

fn on_board(r: i32, c: i32) -> bool {
    (0..N).contains(&r) && (0..N).contains(&c)
}

fn name(r: i32, c: i32) -> String {
    format!("{}{}", (b'a' + c as u8) as char, N - r)
}

impl Board {
    /// Rule: 11 soldiers each on the playable squares of the three nearest rows, White first.
    fn start() -> Board {
        let mut cells = vec![vec![Stack::new(); 7]; 7];
        for r in 0..N {
            for c in 0..N {
                if (r + c) % 2 == 0 && r != 3 {
                    cells[r as usize][c as usize] = vec![Piece { black: r < 3, officer: false }];
                }
            }
        }
        Board { cells, black_to_move: false }
    }

    /// Reads `W:a1=w,c3=bW,...` (each column bottom to top).
    fn parse(text: &str) -> Board {
        let (turn, body) = text.split_once(':').unwrap();
        let mut cells = vec![vec![Stack::new(); 7]; 7];
        for item in body.split([',', ':']).filter(|s| !s.is_empty()) {
            let (sq, pieces) = item.split_once('=').unwrap();
            let c = i32::from(sq.as_bytes()[0] - b'a');
            let r = N - sq[1..].parse::<i32>().unwrap();
            assert!(on_board(r, c) && (r + c) % 2 == 0, "{sq}");
            cells[r as usize][c as usize] =
                pieces.chars().map(|ch| Piece { black: ch.eq_ignore_ascii_case(&'b'), officer: ch.is_ascii_uppercase() }).collect();
        }
        Board { cells, black_to_move: turn == "B" }
    }

    fn at(&self, r: i32, c: i32) -> &Stack {
        &self.cells[r as usize][c as usize]
    }

    fn at_mut(&mut self, r: i32, c: i32) -> &mut Stack {
        &mut self.cells[r as usize][c as usize]
    }

    /// Every legal move as (text, position after it).
    fn moves(&self) -> Vec<(String, Board)> {
        let mut out = Vec::new();
        for r in 0..N {
            for c in 0..N {
                if self.at(r, c).last().is_some_and(|p| p.black == self.black_to_move) {
                    let mut lifted = self.clone();
                    let column = std::mem::take(lifted.at_mut(r, c));
                    lifted.jumps((r, c), r, c, column, &mut Vec::new(), &mut Vec::new(), &mut out);
                }
            }
        }
        if !out.is_empty() {
            return out; // capturing is compulsory; any capture may be chosen
        }
        for r in 0..N {
            for c in 0..N {
                let Some(&top) = self.at(r, c).last() else { continue };
                if top.black != self.black_to_move {
                    continue;
                }
                for (dr, dc) in directions(top) {
                    let (tr, tc) = (r + dr, c + dc);
                    if !on_board(tr, tc) || !self.at(tr, tc).is_empty() {
                        continue;
                    }
                    let mut next = self.clone();
                    let mut column = std::mem::take(next.at_mut(r, c));
                    if tr == far_row(top) {
                        column.last_mut().unwrap().officer = true;
                    }
                    *next.at_mut(tr, tc) = column;
                    next.black_to_move = !self.black_to_move;
                    out.push((format!("{}-{}", name(r, c), name(tr, tc)), next));
                }
            }
        }
        out
    }

    /// Continues a capture by `column` (lifted off `from`) standing on (r, c). A jump goes over
    /// an adjacent column commanded by the enemy, not yet jumped in this move, onto an empty
    /// square; its top piece goes under the jumping column. The sequence must be completed; a
    /// soldier reaching the far row is promoted and the move ends.
    #[allow(clippy::too_many_arguments)]
    fn jumps(
        &self,
        from: (i32, i32),
        r: i32,
        c: i32,
        column: Stack,
        jumped: &mut Vec<(i32, i32)>,
        path: &mut Vec<(i32, i32)>,
        out: &mut Vec<(String, Board)>,
    ) {
        let top = *column.last().unwrap();
        let mut found = false;
        for (dr, dc) in directions(top) {
            let (mr, mc, lr, lc) = (r + dr, c + dc, r + 2 * dr, c + 2 * dc);
            if !on_board(lr, lc) || jumped.contains(&(mr, mc)) {
                continue;
            }
            let enemy = self.at(mr, mc).last().is_some_and(|p| p.black != top.black);
            if !enemy || !self.at(lr, lc).is_empty() {
                continue;
            }
            found = true;
            let mut next = self.clone();
            let prisoner = next.at_mut(mr, mc).pop().unwrap();
            let mut grown = column.clone();
            grown.insert(0, prisoner);
            jumped.push((mr, mc));
            path.push((lr, lc));
            if !top.officer && lr == far_row(top) {
                grown.last_mut().unwrap().officer = true;
                out.push(next.finish(from, path, grown));
            } else {
                next.jumps(from, lr, lc, grown, jumped, path, out);
            }
            path.pop();
            jumped.pop();
        }
        if !found && !path.is_empty() {
            out.push(self.clone().finish(from, path, column));
        }
    }

    /// Puts the capturing column down at the end of `path` and passes the turn.
    fn finish(mut self, from: (i32, i32), path: &[(i32, i32)], column: Stack) -> (String, Board) {
        let &(r, c) = path.last().unwrap();
        *self.at_mut(r, c) = column;
        self.black_to_move = !self.black_to_move;
        let mut text = name(from.0, from.1);
        for &(r, c) in path {
            text.push('x');
            text.push_str(&name(r, c));
        }
        (text, self)
    }
}

/// Soldiers go diagonally forward (White up the board), officers diagonally either way.
fn directions(p: Piece) -> Vec<(i32, i32)> {
    let forward = if p.black { 1 } else { -1 };
    if p.officer {
        vec![(-1, -1), (-1, 1), (1, -1), (1, 1)]
    } else {
        vec![(forward, -1), (forward, 1)]
    }
}

fn far_row(p: Piece) -> i32 {
    if p.black {
        N - 1
    } else {
        0
    }
}

fn reference_perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = board.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|(_, next)| reference_perft(next, depth - 1)).sum()
}

/// A middle game with columns of both colours and officers on both sides.
const MIDDLE: &str = "W:a1=w,c1=w,e1=w,b2=bw,d2=w,f2=Bw,c3=w,g3=w,b4=wb,d4=b,f4=W,c5=b,e5=bbw,g5=b,a7=b,c7=B,e7=b";
/// The same columns, Black to move.
const MIDDLE_BLACK: &str = "B:a1=w,c1=w,e1=w,b2=bw,d2=w,f2=Bw,c3=w,g3=w,b4=wb,d4=b,f4=W,c5=b,e5=bbw,g5=b,a7=b,c7=B,e7=b";

/// (position, leaves at depth 1 to 10): the counts both generators give (the start position's
/// captures are forced for Black at ply 2, hence its small second count).
const EXPECTED: [(&str, &[u64]); 3] = [
    ("W:a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,a3=w,c3=w,e3=w,g3=w:a5=b,c5=b,e5=b,g5=b,b6=b,d6=b,f6=b,a7=b,c7=b,e7=b,g7=b", &[6, 6, 18, 54, 116, 324, 846, 2148, 5692, 13898]),
    (MIDDLE, &[1, 2, 9, 25, 93, 304, 966, 3439, 11271, 40987]),
    (MIDDLE_BLACK, &[1, 1, 1, 7, 28, 95, 390, 1323, 5154, 18744]),
];

#[test]
fn the_reference_reads_the_start_position_as_the_engine_does() {
    let start = Board::start();
    let parsed = Board::parse(EXPECTED[0].0);
    assert_eq!(start.cells, parsed.cells);
    assert_eq!(LascaPosition::from_fen(EXPECTED[0].0), Ok(LascaPosition::initial()));
}

#[test]
fn perft_matches_the_reference_generator() {
    for (fen, counts) in EXPECTED {
        let board = Board::parse(fen);
        let pos = LascaPosition::from_fen(fen).unwrap();
        for depth in 1..=10u32 {
            let (by_reference, by_engine) = (reference_perft(&board, depth), perft_game(&pos, depth));
            assert_eq!(by_engine, by_reference, "{fen} depth {depth}");
            assert_eq!(by_engine, counts[depth as usize - 1], "{fen} depth {depth}");
        }
    }
}

/// Along random games both generators offer the same move texts at every ply.
#[test]
fn both_generators_offer_the_same_moves_along_random_games() {
    let mut seed = 0x5EED_1A5C_A000_0001u64;
    for _ in 0..200 {
        let (mut board, mut pos) = (Board::start(), LascaPosition::initial());
        for _ in 0..120 {
            let mut by_reference: Vec<(String, Board)> = board.moves();
            by_reference.sort_by(|a, b| a.0.cmp(&b.0));
            let mut by_engine: Vec<String> = pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
            by_engine.sort();
            let texts: Vec<&String> = by_reference.iter().map(|(t, _)| t).collect();
            assert_eq!(texts, by_engine.iter().collect::<Vec<_>>(), "in {}", Playable::to_fen(&pos));
            if by_engine.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let pick = (seed % by_engine.len() as u64) as usize;
            pos = pos.play(&pos.parse_move(&by_engine[pick]).unwrap());
            board = by_reference.swap_remove(pick).1;
        }
    }
}
