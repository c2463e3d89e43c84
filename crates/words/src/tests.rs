use crate::check::check;
use crate::compile::compile;
use crate::parse::entries;
use crate::{id, Msg, Numbering, PluralRule, Value, Words};

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

/// The numbering of EN's messages, as the code's.
fn numbering() -> Numbering {
    Numbering::of(&entries(EN).unwrap())
}

/// The number of message `name`.
fn num(name: &str) -> Msg {
    numbering().number(id(name)).unwrap_or(Msg(0))
}

fn en() -> Words {
    Words::parse(EN, PluralRule::OneOther, &numbering()).unwrap()
}

#[test]
fn messages_take_their_arguments() {
    assert_eq!(en().format(num("hello"), &[("name", "Ana".into())]), "Hello, Ana!");
    assert_eq!(en().format(num("hello"), &[]), "Hello, {$name}!", "a missing argument shows");
    assert_eq!(en().format(num("nope"), &[]), "{…}", "a missing message shows");
}

#[test]
fn counts_pick_their_number_then_their_category() {
    let en = en();
    let ru = Words::parse(RU, PluralRule::EastSlavic, &numbering()).unwrap();
    let n = |w: &Words, k: u32| w.format(num("pieces"), &[("n", Value::from(k))]);
    assert_eq!([n(&en, 0), n(&en, 1), n(&en, 2)], ["no pieces", "one piece", "2 pieces"]);
    assert_eq!([n(&ru, 0), n(&ru, 1), n(&ru, 3), n(&ru, 5), n(&ru, 21)], ["нет шашек", "1 шашка", "3 шашки", "5 шашек", "21 шашка"]);
}

#[test]
fn terms_take_only_their_own_arguments_and_messages_share_theirs() {
    let ru = Words::parse(RU, PluralRule::EastSlavic, &numbering()).unwrap();
    assert_eq!(ru.format(num("turn"), &[("turn", "white".into())]), "Ход белых");
    assert_eq!(en().format(num("turn"), &[("turn", "black".into())]), "Black to move");
    assert_eq!(en().format(num("turn"), &[("turn", "grey".into())]), "Black to move", "an unknown key takes the default");
    assert_eq!(en().format(num("friend"), &[("name", "Ivo".into())]), "Hello, Ivo! Welcome.");
}

#[test]
fn text_keeps_literals_joins_lines_and_trims_the_ends() {
    let en = en();
    assert_eq!(en.format(num("quoted"), &[]), "  spaced ");
    assert_eq!(en.text(num("long")), "first line\nsecond line");
    assert_eq!(en.text(num("nbsp")), "a\u{a0}b");
    assert_eq!(en.text(num("hello")), "{…}", "a message with placeables is not plain text");
    assert_eq!(en.text(num("nope")), "{…}", "nor is a missing one");
}

#[test]
fn a_resource_that_cannot_be_read_says_where() {
    let e = |t: &str| Words::parse(t, PluralRule::OneOther, &numbering()).unwrap_err();
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
    let text = "a = { b }\nb = { a }";
    let own = Numbering::of(&entries(text).unwrap());
    let w = Words::parse(text, PluralRule::OneOther, &own).unwrap();
    assert!(w.format(own.number(id("a")).unwrap(), &[]).ends_with("{…}"));
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
        let Ok(read) = entries(&text) else { continue };
        let own = Numbering::of(&read);
        if let Ok(w) = Words::parse(&text, PluralRule::EastSlavic, &own) {
            for n in 0..own.len() as u32 + 3 {
                let _ = w.format(Msg(crate::numbering::BASE + n), &[("n", Value::Num(-3)), ("a", "b".into())]);
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
    let only = compile(&all, &numbering(), |i| i == num("turn") || i == num("friend"));
    let w = Words::read(only, PluralRule::OneOther, numbering().stamp()).unwrap();
    assert_eq!(w.format(num("turn"), &[("turn", "white".into())]), "White to move", "its term came along");
    assert_eq!(w.format(num("friend"), &[("name", "Ivo".into())]), "Hello, Ivo! Welcome.", "so did the message it refers to");
    assert!(!w.has(num("pieces")) && !w.has(num("long")), "the rest stayed out");
}

#[test]
fn bytes_that_are_not_words_are_refused_and_never_panic() {
    assert!(Words::read(b"nope".to_vec(), PluralRule::OneOther, numbering().stamp()).is_none());
    let good = compile(&entries(EN).unwrap(), &numbering(), |_| true);
    assert!(Words::read(good.clone(), PluralRule::OneOther, numbering().stamp() ^ 1).is_none(), "words of another numbering are refused");
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
        if let Some(w) = Words::read(bytes, PluralRule::EastSlavic, numbering().stamp()) {
            for n in 0..20 {
                let m = Msg(crate::numbering::BASE + n);
                let _ = w.format(m, &[("n", Value::Num(-3)), ("turn", "white".into()), ("name", "x".into())]);
                let _ = w.text(m);
            }
        }
    }
}
