//! Each language's words made ready for each page's bundle (scripts/post-build.mjs runs it):
//! `words <text-dir> <out-dir> <bundle>=<wasm> …` reads every `<text-dir>/<lang>/*.ftl`, and
//! writes `<out-dir>/words-<lang>-<bundle>.bin`: the entries that bundle's wasm uses
//! (`damas_words::shake`), compiled (`damas_words::compile`) and numbered from English's messages
//! as the code is (`damas_words::numbering`). Prints each file's size.

use damas_words::compile::compile;
use damas_words::parse::entries;
use damas_words::Numbering;
use damas_words::shake::numbers_in;
use std::fs;
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [text_dir, out_dir, bundles @ ..] = args.as_slice() else {
        eprintln!("usage: words <text-dir> <out-dir> <bundle>=<wasm> ...");
        return ExitCode::FAILURE;
    };
    match run(Path::new(text_dir), Path::new(out_dir), bundles) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("words: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(text_dir: &Path, out_dir: &Path, bundles: &[String]) -> Result<(), String> {
    let mut used = Vec::new();
    for b in bundles {
        let (name, wasm) = b.split_once('=').ok_or(format!("{b}: expected <bundle>=<wasm>"))?;
        let bytes = fs::read(wasm).map_err(|e| format!("{wasm}: {e}"))?;
        used.push((name, numbers_in(&bytes)));
    }
    let mut langs: Vec<_> = fs::read_dir(text_dir).map_err(|e| format!("{}: {e}", text_dir.display()))?.filter_map(|e| Some(e.ok()?.path())).filter(|p| p.is_dir()).collect();
    langs.sort();
    let mut texts = Vec::new();
    for dir in langs {
        let mut files: Vec<_> = fs::read_dir(&dir).map_err(|e| e.to_string())?.filter_map(|e| Some(e.ok()?.path())).filter(|p| p.extension().is_some_and(|x| x == "ftl")).collect();
        if files.is_empty() {
            continue;
        }
        files.sort();
        let mut text = String::new();
        for f in &files {
            text.push_str(&fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display()))?);
            text.push('\n');
        }
        texts.push((dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(), text));
    }
    // The messages are numbered from English's, as the code (build.rs) numbers them.
    let (_, english) = texts.iter().find(|(l, _)| l == "en").ok_or("no words in English (en/*.ftl)")?;
    let numbering = Numbering::of(&entries(english).map_err(|e| format!("en: {e}"))?);
    for (lang, text) in &texts {
        let read = entries(text).map_err(|e| format!("{lang}: {e}"))?;
        for (bundle, numbers) in &used {
            let bytes = compile(&read, &numbering, |n| numbers.contains(&n.0));
            let out = out_dir.join(format!("words-{lang}-{bundle}.bin"));
            fs::write(&out, &bytes).map_err(|e| format!("{}: {e}", out.display()))?;
            println!("words-{lang}-{bundle}.bin {} bytes", bytes.len());
        }
    }
    Ok(())
}
