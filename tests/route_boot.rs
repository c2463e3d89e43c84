//! The boot script's choice of bundle (`scripts/route.mjs`, run by Node) against the Rust route
//! reader (`damas::link::route`) on the same queries: a fixed list of links, then random queries
//! built from the pieces that matter (keys, values, cases, spaces, percent escapes good and bad).
//! Skipped, saying so, when `node` is not installed.

use damas::link::route::{Bundle, Route};
use std::io::Write;
use std::process::{Command, Stdio};

const FIXED: &[&str] = &[
    "",
    "?",
    "?variant=lasca",
    "?live",
    "?live&ice=none",
    "?variant=lasca&live",
    "?live&variant=LASCA&puzzle",
    "?%6Cive=1",
    "?variant=Lasca",
    "?VARIANT=lasca",
    "?variant=%20LASCA+",
    "?variant=russian&variant=lasca",
    "?variant=lasca&puzzle",
    "?puzzle",
    "?puzzle=r7c4ac37d&variant=russian",
    "?learn=4&variant=russian",
    "?learn=2&variant=lasca",
    "?variant=LASCA&learn&puzzle",
    "?trainer",
    "?%6Cearn=1",
    "?%zz&variant=lasca",
    "?variant=%zz&variant=lasca",
    "?embed=1&variant=lasca",
    "?embed",
    "?embed=yes&moves=22-18",
    "?embed=0&embed=1",
    "?%65mbed=true",
    "?embed=%zz",
    "?moves=22-18+11-15&computer=black&level=3&side=white",
    "?picture&variant=lasca",
    "?print=puzzles:6&variant=russian",
    "?Print=1&variant=lasca",
    "?library",
    "?library&variant=lasca",
    "?live&library",
    "?library&puzzle&learn",
    "?%6Cibrary=1",
    "?picture&library",
];

const KEYS: &[&str] = &["variant", "Variant", "library", "Library", "picture", "print", "pr%69nt", "puzzle", "learn", "trainer", "embed", "%65mbed", "moves", "%6Cearn", "vari%61nt", "%zz", "", "x"];
const VALUES: &[&str] = &[
    "lasca", "LaScA", "LASCA", "+lasca", "%20lasca%09", "las%63a", "lasca%", "%zzlasca", "russian", "", "1", "%C3%A9", "%ED%A0%80",
    "%FF", "\u{e9}lasca", "lasca\u{a0}", "=lasca", "%3D", "true", "yes", "0", "%31", "YES",
];

fn random_queries(count: usize) -> Vec<String> {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    (0..count)
        .map(|_| {
            let pairs: Vec<String> = (0..next(5))
                .map(|_| match next(4) {
                    0 => KEYS[next(KEYS.len())].to_string(),
                    _ => format!("{}={}", KEYS[next(KEYS.len())], VALUES[next(VALUES.len())]),
                })
                .collect();
            let sep = if next(8) == 0 { "&&" } else { "&" };
            format!("{}{}", if next(2) == 0 { "?" } else { "" }, pairs.join(sep))
        })
        .collect()
}

#[test]
fn the_boot_script_picks_the_bundle_the_rust_route_names() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/route.mjs");
    let runner = format!(
        "import {{ bundleOf }} from {script:?};\n\
         let input = '';\n\
         process.stdin.on('data', (d) => (input += d));\n\
         process.stdin.on('end', () => {{\n\
           const out = JSON.parse(input).map((q) => bundleOf(q));\n\
           process.stdout.write(JSON.stringify(out));\n\
         }});"
    );
    let child = Command::new("node")
        .args(["--input-type=module", "-e", &runner])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn();
    let Ok(mut child) = child else {
        eprintln!("route_boot: SKIPPED: no node");
        return;
    };
    // A long embedded link: over MAX_QUERY (16 KB) it is the game page, not the embedded board.
    let long = ["?embed=1&moves=".to_string() + &"22-18+".repeat(3000), "?embed=1&x=".to_string() + &"a".repeat(16 * 1024 - 10)];
    let queries: Vec<String> = FIXED.iter().map(|q| (*q).to_string()).chain(long).chain(random_queries(3000)).collect();
    let input = serde_json::to_string(&queries).expect("queries as JSON");
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write to node");
    let output = child.wait_with_output().expect("node ran");
    assert!(output.status.success(), "node failed");
    let bundles: Vec<String> = serde_json::from_slice(&output.stdout).expect("node's answer is JSON");
    assert_eq!(bundles.len(), queries.len());
    let lasca = queries.iter().filter(|q| Route::parse(q).bundle().name() == "lasca").count();
    assert!(lasca > 20, "the random queries reach Lasca often enough ({lasca})");
    let embed = queries.iter().filter(|q| Route::parse(q).bundle() == Bundle::Embed).count();
    assert!(embed > 20, "the random queries reach the embedded board often enough ({embed})");
    for (query, bundle) in queries.iter().zip(&bundles) {
        assert_eq!(bundle, Route::parse(query).bundle().name(), "the bundle of {query:?}");
    }
}
