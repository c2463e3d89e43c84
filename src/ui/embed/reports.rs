//! The embedded boards' reports to their parent page (draughts and Lasca alike): `ready` on the
//! first render, `move` whenever the position on view changes, and `result` once the game on view
//! has ended (see `crate::link::embed`).

use crate::link::embed::EmbedReport;
use crate::ui::shell::web;
use yew::prelude::*;

/// What changes a report: the ply on view, the moves in the line, and whether the game has ended.
pub type ReportKey = (usize, usize, bool);

/// Posts the reports; `report` builds one of the given kind for the game as it is now.
#[hook]
pub fn use_embed_reports(key: ReportKey, report: impl Fn(&'static str) -> EmbedReport + 'static) {
    let started = use_mut_ref(|| false);
    use_effect_with(key, move |&(_, _, ended)| {
        let first = !std::mem::replace(&mut *started.borrow_mut(), true);
        web::post_report(&report(if first { "ready" } else { "move" }));
        if ended {
            web::post_report(&report("result"));
        }
    });
}
