//! `damas`: the native command-line tool (perft, moves, bestmove). See `damas help`.
fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(damas::cli::run(&argv, &mut std::io::stdout().lock()));
}
