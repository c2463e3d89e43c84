//! The review panel's hand-over: every view and action across and back, broken texts refused.

use super::*;

fn finished() -> ReviewView {
    ReviewView {
        progress: None,
        accuracy: [Some(93), Some(61)],
        counts: [[1, 0, 2], [0, 3, 0]],
        points: points_of(&[Some(0.5), Some(0.52), None, Some(0.0), Some(1.0), Some(0.123_456)]),
        marks: Rc::from(vec![(1, Judgement::Mistake), (4, Judgement::Blunder), (12, Judgement::Inaccuracy)]),
        best: Some("Melhor era 9-13 & não 22x13, 100 %".into()),
        picture: Some("./?picture&variant=russian&fen=W%3AW21%3AB12&arrow=21-17".into()),
        learnable: vec![Color::White, Color::Black],
        learn: None,
    }
}

fn across(view: &ReviewPanelView) {
    let text = view.to_text();
    assert_eq!(ReviewPanelView::read(&text).as_ref(), Ok(view), "{text}");
}

#[test]
fn views_go_across_and_back() {
    across(&ReviewPanelView { lang: Lang::Pt, review: None, can_review: false, ply: 0 });
    across(&ReviewPanelView { lang: Lang::Ru, review: None, can_review: true, ply: 37 });
    across(&ReviewPanelView { lang: Lang::En, review: Some(finished()), can_review: true, ply: 5 });
    let running = ReviewView { progress: Some(42), accuracy: [None, None], points: points_of(&[Some(0.5), None, None]), ..finished() };
    across(&ReviewPanelView { lang: Lang::Es, review: Some(running), can_review: true, ply: 2 });
    let empty = ReviewView { points: Rc::from(Vec::new()), marks: Rc::from(Vec::new()), best: None, picture: None, learnable: Vec::new(), ..finished() };
    across(&ReviewPanelView { lang: Lang::Pt, review: Some(empty), can_review: true, ply: 0 });
    for step in [LearnStep::Asking, LearnStep::Checking, LearnStep::Good, LearnStep::Poor("Тогда 22x13?, теряет шашку".into()), LearnStep::Over] {
        for shown in [false, true] {
            let learn = LearnView { prompt: "Erro 1 de 3: as brancas jogaram 9-13\n(?)".into(), step: step.clone(), shown };
            across(&ReviewPanelView { lang: Lang::Ru, review: Some(ReviewView { learn: Some(learn), ..finished() }), can_review: true, ply: 9 });
        }
    }
}

#[test]
fn points_are_ten_thousandths_of_the_expected_result() {
    assert_eq!(&*points_of(&[Some(0.5), Some(0.123_456), None, Some(-0.2), Some(1.7)]), &[Some(5000), Some(1235), None, Some(0), Some(10_000)]);
}

#[test]
fn actions_go_across_and_back() {
    let actions = [
        ReviewAction::Start,
        ReviewAction::Close,
        ReviewAction::Go(0),
        ReviewAction::Go(118),
        ReviewAction::Learn(Color::White),
        ReviewAction::Learn(Color::Black),
        ReviewAction::Retry,
        ReviewAction::Show,
        ReviewAction::Next,
        ReviewAction::Stop,
    ];
    for action in actions {
        assert_eq!(ReviewAction::read(&action.to_text()), Ok(action));
    }
}

#[test]
fn broken_texts_are_errors() {
    let good = ReviewPanelView { lang: Lang::En, review: Some(finished()), can_review: true, ply: 5 }.to_text();
    for text in [
        "",
        "ply=3&can=1",
        "lang=de&ply=0&can=0",
        "lang=en&ply=-1&can=0",
        "lang=en&ply=0&can=2",
        "lang=en&ply=0&can=0&colour=white",
        "lang=en&ply=0&can=1&review=1&accuracy=93",
        "lang=en&ply=0&can=1&review=1&counts=1.0,0.1.2",
        "lang=en&ply=0&can=1&review=1&counts=1.0.2.4,0.1.2",
        "lang=en&ply=0&can=1&review=1&points=5000,10001",
        "lang=en&ply=0&can=1&review=1&points=5000,,1",
        "lang=en&ply=0&can=1&review=1&marks=3:howler",
        "lang=en&ply=0&can=1&review=1&marks=3",
        "lang=en&ply=0&can=1&review=1&learnable=red",
        "lang=en&ply=0&can=1&review=1&learn=asking",
        "lang=en&ply=0&can=1&review=1&learn=poor&prompt=x",
        "lang=en&ply=0&can=1&review=1&learn=pondering&prompt=x",
        "lang=en&ply=0&can=1&review=1&best=%E2%28",
        "lang=en&ply=0&can=1&review=1&best=%",
    ] {
        assert!(ReviewPanelView::read(text).is_err(), "{text}");
    }
    for text in ["", "go", "go:", "go:x", "learn:red", "begin", "start:1", "Start"] {
        assert!(ReviewAction::read(text).is_err(), "{text}");
    }
    // Cut anywhere, the page's text is read or refused, never a panic.
    for end in (0..=good.len()).filter(|&i| good.is_char_boundary(i)) {
        let _ = ReviewPanelView::read(&good[..end]);
    }
}

#[test]
fn random_texts_never_panic() {
    // A small generator of its own: the tests need no crate for it.
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let alphabet: Vec<char> = "lang=en&ply=3can1review=1points,-:.%E2learn=poorprompt shown0ё".chars().collect();
    for _ in 0..4000 {
        let len = (next() % 60) as usize;
        let text: String = (0..len).map(|_| alphabet[(next() % alphabet.len() as u64) as usize]).collect();
        let _ = ReviewPanelView::read(&text);
        let _ = ReviewAction::read(&text);
    }
}
