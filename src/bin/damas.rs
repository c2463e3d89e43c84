//! `damas`: the native command-line tool (perft, moves, bestmove). See `damas help`.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(damas::cli::run(&argv, &mut std::io::stdout().lock()));
}

/// The tool is native only; the wasm build of the package (browser tests) gets an empty main.
#[cfg(target_arch = "wasm32")]
fn main() {}
