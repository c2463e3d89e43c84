//! Before the crate compiles: each language's words (`src/ui/text/<lang>/*.ftl`) made one
//! resource in `OUT_DIR` (`words-<lang>.ftl`, which `ui::text::words` embeds natively and the
//! page's build ships), and checked against English's: a language that cannot be read, lacks a
//! message or uses an argument the code does not pass stops the build, naming the line.

use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let text = Path::new("src/ui/text");
    println!("cargo::rerun-if-changed={}", text.display());
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let mut langs: Vec<(String, String)> = Vec::new();
    // Where each file starts in its language's resource, to name the file a problem is in.
    let mut starts: Vec<(String, usize, String)> = Vec::new();
    let mut folders: Vec<PathBuf> = fs::read_dir(text).expect("src/ui/text").filter_map(|e| Some(e.ok()?.path())).filter(|p| p.is_dir()).collect();
    folders.sort();
    for folder in folders {
        let mut files: Vec<PathBuf> = fs::read_dir(&folder).expect("a language's folder").filter_map(|e| Some(e.ok()?.path())).filter(|p| p.extension().is_some_and(|x| x == "ftl")).collect();
        if files.is_empty() {
            continue;
        }
        files.sort();
        let mut resource = String::new();
        let lang = folder.file_name().expect("a folder's name").to_string_lossy().into_owned();
        for file in files {
            println!("cargo::rerun-if-changed={}", file.display());
            starts.push((lang.clone(), resource.lines().count(), file.display().to_string()));
            resource.push_str(&fs::read_to_string(&file).expect("a words file"));
            resource.push('\n');
        }
        fs::write(out.join(format!("words-{lang}.ftl")), &resource).expect("OUT_DIR is writable");
        langs.push((lang, resource));
    }
    // Every language's words built in, for the CLI and the native tests (`ui::text::words`).
    let table: String = langs.iter().map(|(l, _)| format!("    (\"{l}\", include_str!(concat!(env!(\"OUT_DIR\"), \"/words-{l}.ftl\"))),\n")).collect();
    fs::write(out.join("built_in_words.rs"), format!("/// Each language's words by its folder's name (written by build.rs).\nconst BUILT_IN: &[(&str, &str)] = &[\n{table}];\n")).expect("OUT_DIR is writable");
    let Some(at) = langs.iter().position(|(l, _)| l == "en") else { panic!("src/ui/text/en has no words (.ftl)") };
    let reference = langs.remove(at);
    let others: Vec<(&str, &str)> = langs.iter().map(|(l, t)| (l.as_str(), t.as_str())).collect();
    // The messages' numbers, as the code names them (`message!`) and the build's words tool numbers
    // the words it compiles: English's messages, normalised and sorted.
    if let Ok(read) = damas_words::parse::entries(&reference.1) {
        let numbering = damas_words::Numbering::of(&read);
        let names: String = numbering.names().iter().map(|n| format!("    \"{n}\",\n")).collect();
        let places: Vec<String> = numbering.places().iter().map(u32::to_string).collect();
        let code = format!(
            "/// Every message's name, normalised and sorted: `message!` finds its number here (written by build.rs).\npub(crate) const MESSAGES: [&str; {n}] = [\n{names}];\n\n/// Each name's place among the numbers.\npub(crate) const PLACES: [u32; {n}] = [{}];\n\n/// A stamp of that list, which the page's compiled words carry.\npub(crate) const STAMP: u32 = {};\n",
            places.join(", "),
            numbering.stamp(),
            n = numbering.len(),
        );
        fs::write(out.join("messages.rs"), code).expect("OUT_DIR is writable");
    }
    let problems = damas_words::check::check((&reference.0, &reference.1), &others);
    if !problems.is_empty() {
        let located: Vec<String> = problems.iter().map(|p| locate(p, &starts)).collect();
        panic!("the words do not agree:\n{}", located.join("\n"));
    }
}

/// `problem` (`lang: line N: …`, N in the language's joined resource) with the file and its line.
fn locate(problem: &str, starts: &[(String, usize, String)]) -> String {
    let Some((lang, rest)) = problem.split_once(": line ") else { return problem.to_owned() };
    let Some((number, what)) = rest.split_once(':') else { return problem.to_owned() };
    let Ok(line) = number.parse::<usize>() else { return problem.to_owned() };
    let file = starts.iter().rev().find(|(l, start, _)| l == lang && *start < line);
    match file {
        Some((_, start, name)) => format!("{name}:{}:{what}", line - start),
        None => problem.to_owned(),
    }
}
