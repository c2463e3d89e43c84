use crate::check::check;
use crate::compile::compile;
use crate::parse::entries;
use crate::{id, PluralRule, Value, Words};

const EN: &str = r#"
### A resource as the page's are written.

# A comment before a message.
hello = Hello, { $name }!
pieces = { $n ->
    [0] no pieces
    [one] one piece
   *[other] { $n } pieces
}
-side = { $side ->
    [white] White
   *[black] Black
}
turn = { -side(side: $turn) } to move
quoted = {"  "}spaced{" "}
long = first line
    second line
friend = { hello } Welcome.
nbsp = a{"\u00A0"}b
"#;

const RU: &str = r#"
hello = Привет, { $name }!
pieces = { $n ->
    [0] нет шашек
    [one] { $n } шашка
    [few] { $n } шашки
   *[many] { $n } шашек
}
-side-gen = { $side ->
    [white] белых
   *[black] чёрных
}
turn = Ход { -side-gen(side: $turn) }
quoted = x
long = y
friend = { hello }
nbsp = z
"#;

fn en() -> Words {
    Words::parse(EN, PluralRule::OneOther).unwrap()
}

#[test]
fn messages_take_their_arguments() {
    assert_eq!(en().format(id("hello"), &[("name", "Ana".into())]), "Hello, Ana!");
    assert_eq!(en().format(id("hello"), &[]), "Hello, {$name}!", "a missing argument shows");
    assert_eq!(en().format(id("nope"), &[]), "{…}", "a missing message shows");
}

#[test]
fn counts_pick_their_number_then_their_category() {
    let en = en();
    let ru = Words::parse(RU, PluralRule::EastSlavic).unwrap();
    let n = |w: &Words, k: u32| w.format(id("pieces"), &[("n", Value::from(k))]);
    assert_eq!([n(&en, 0), n(&en, 1), n(&en, 2)], ["no pieces", "one piece", "2 pieces"]);
    assert_eq!([n(&ru, 0), n(&ru, 1), n(&ru, 3), n(&ru, 5), n(&ru, 21)], ["нет шашек", "1 шашка", "3 шашки", "5 шашек", "21 шашка"]);
}

#[test]
fn terms_take_only_their_own_arguments_and_messages_share_theirs() {
    let ru = Words::parse(RU, PluralRule::EastSlavic).unwrap();
    assert_eq!(ru.format(id("turn"), &[("turn", "white".into())]), "Ход белых");
    assert_eq!(en().format(id("turn"), &[("turn", "black".into())]), "Black to move");
    assert_eq!(en().format(id("turn"), &[("turn", "grey".into())]), "Black to move", "an unknown key takes the default");
    assert_eq!(en().format(id("friend"), &[("name", "Ivo".into())]), "Hello, Ivo! Welcome.");
}

#[test]
fn text_keeps_literals_joins_lines_and_trims_the_ends() {
    let en = en();
    assert_eq!(en.format(id("quoted"), &[]), "  spaced ");
    assert_eq!(en.text(id("long")), "first line\nsecond line");
    assert_eq!(en.text(id("nbsp")), "a\u{a0}b");
    assert_eq!(en.text(id("hello")), "{…}", "a message with placeables is not plain text");
    assert_eq!(en.text(id("nope")), "{…}", "nor is a missing one");
}

#[test]
fn a_resource_that_cannot_be_read_says_where() {
    let e = |t: &str| Words::parse(t, PluralRule::OneOther).unwrap_err();
    assert_eq!(e("a = x\nb = { $n ->\n  [one] x\n}").line, 4, "no default, found at the end");
    assert_eq!(e("a = x\n\nb = {").line, 3);
    assert_eq!(e("just words").line, 1);
    assert_eq!(e("a = x\na = y").what, "this name is given twice");
    assert_eq!(e("a = { -t(x 1) }").what, "a term's argument is `name: value`");
    assert_eq!(e("a = x }").what, "an unmatched `}`");
    assert_eq!(e("a = {\"x\\q\"}").what, "an unknown escape in a \"text\"");
}

#[test]
fn references_in_a_cycle_stop() {
    let w = Words::parse("a = { b }\nb = { a }", PluralRule::OneOther).unwrap();
    assert!(w.format(id("a"), &[]).ends_with("{…}"));
}

#[test]
fn hostile_resources_never_panic() {
    let mut seed = 0x2545_f491_u32;
    let alphabet: Vec<char> = "ab-$*[]{}()\":,\\u0 \n=#->1\u{e9}".chars().collect();
    for _ in 0..20_000 {
        let len = (seed % 40) as usize;
        let text: String = (0..len)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                alphabet[seed as usize % alphabet.len()]
            })
            .collect();
        if let Ok(w) = Words::parse(&text, PluralRule::EastSlavic) {
            for name in ["a", "b", "-a", "ab"] {
                let _ = w.format(id(name), &[("n", Value::Num(-3)), ("a", "b".into())]);
            }
        }
    }
}

#[test]
fn languages_are_checked_against_the_reference() {
    assert_eq!(check(("en", EN), &[("ru", RU)]), Vec::<String>::new());
    let problems = check(("en", EN), &[("xx", "hello = { $nme }\nextra = x\nturn = { -none }")]);
    let has = |s: &str| problems.iter().any(|p| p.contains(s));
    assert!(has("`extra` is not a message of en"), "{problems:?}");
    assert!(has("`pieces` is missing"), "{problems:?}");
    assert!(has("`hello` uses $nme"), "{problems:?}");
    assert!(has("`turn` refers to an entry there is none of"), "{problems:?}");
    assert!(check(("en", EN), &[("xx", "a = {")])[0].starts_with("xx: line 1"));
}

#[test]
fn a_page_gets_the_entries_it_uses_and_what_they_refer_to() {
    let all = entries(EN).unwrap();
    let only = compile(&all, |i| i == id("turn") || i == id("friend"));
    let w = Words::read(only, PluralRule::OneOther).unwrap();
    assert_eq!(w.format(id("turn"), &[("turn", "white".into())]), "White to move", "its term came along");
    assert_eq!(w.format(id("friend"), &[("name", "Ivo".into())]), "Hello, Ivo! Welcome.", "so did the message it refers to");
    assert!(!w.has(id("pieces")) && !w.has(id("long")), "the rest stayed out");
}

#[test]
fn bytes_that_are_not_words_are_refused_and_never_panic() {
    assert!(Words::read(b"nope".to_vec(), PluralRule::OneOther).is_none());
    let good = compile(&entries(EN).unwrap(), |_| true);
    let mut seed = 0x9e37_79b9_u32;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed
    };
    for _ in 0..20_000 {
        let mut bytes = good.clone();
        for _ in 0..1 + next() % 4 {
            let at = next() as usize % bytes.len();
            bytes[at] = next() as u8;
        }
        bytes.truncate(3 + next() as usize % bytes.len());
        if let Some(w) = Words::read(bytes, PluralRule::EastSlavic) {
            for name in ["hello", "pieces", "turn", "friend", "quoted", "nbsp"] {
                let _ = w.format(id(name), &[("n", Value::Num(-3)), ("turn", "white".into()), ("name", "x".into())]);
                let _ = w.text(id(name));
            }
        }
    }
}
