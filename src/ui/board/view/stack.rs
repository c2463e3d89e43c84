//! A Lasca column as the board draws it: a stack of discs, bottom piece lowest, with its height
//! beside it when it holds more than one piece, its make-up in a `<title>` (hover) and in
//! `data-stack` (bottom to top, `w`/`b` soldiers, `W`/`B` officers). The only drawing of Lasca's
//! own; the board around it is the draughts one.

use crate::ui::board::shapes::{DISC_STEP, MAX_DISCS, STAR};
use crate::ui::board::view::svg_board::Draw;
use crate::ui::board::board_view::{stone_name, StackView};
use crate::ui::decimal::decimal;
use crate::ui::board::layout::{Lasca, Layout};
use damas_engine::lasca::square_bit;
use crate::ui::prefs::Lang;
use crate::ui::text::board_text::lasca_column;
use damas_engine::lasca::Column;
use damas_engine::Color;
use crate::ui::class_list::class_list;
use yew::prelude::*;


/// One disc seen from above at the centre of a unit square: its side, its face, and a star for
/// an officer (class `disc white|black` on the enclosing group gives the colours). The editor's
/// palette draws its tools with it too.
pub fn disc_shape(officer: bool) -> Html {
    html! {
        <>
            <ellipse class="side" cx="0.5" cy="0.54" rx="0.36" ry="0.3" />
            <ellipse class="face" cx="0.5" cy="0.5" rx="0.36" ry="0.3" />
            if officer {
                <path class="star" d={STAR} />
            }
        </>
    }
}

/// The column's pieces bottom to top, one letter each (`data-stack`).
fn stack_code(c: Column) -> String {
    c.bottom_up()
        .map(|s| match (s.color, s.officer) {
            (Color::White, false) => 'w',
            (Color::White, true) => 'W',
            (Color::Black, false) => 'b',
            (Color::Black, true) => 'B',
        })
        .collect()
}


impl Draw for StackView {
    /// The top piece, which commands the column.
    fn name(&self) -> &'static str {
        self.column.top().map_or("", stone_name)
    }

    /// The top discs, stacked upwards and centred on the square.
    fn body(&self) -> Html {
        let c = self.column;
        let height = c.height();
        let shown = height.min(MAX_DISCS);
        let lift = f64::from(shown.saturating_sub(1)) * DISC_STEP / 2.0;
        c.bottom_up()
            .skip((height - shown) as usize)
            .enumerate()
            .map(|(i, s)| {
                let y = lift - i as f64 * DISC_STEP;
                let class = class_list(&[Some("disc"), Some(if s.color == Color::White { "white" } else { "black" }), s.officer.then_some("officer")]);
                html! { <g class={class} transform={format!("translate(0 {})", decimal(y, 3))}>{ disc_shape(s.officer) }</g> }
            })
            .collect()
    }

    fn node(&self, key: u32, square: u32, mut class: String, style: String, lang: Lang) -> Html {
        let title = square_bit(square).and_then(|bit| lasca_column(lang, bit, self.column)).unwrap_or_default();
        let height = self.column.height();
        class.push_str(" column");
        html! {
            <g key={key} {class} data-column="" data-square={square.to_string()}
                data-name={Lasca.name_of(square)} data-piece={self.name()} data-height={height.to_string()}
                data-stack={stack_code(self.column)} {style}>
                <title>{ title }</title>
                { self.body() }
                if height > 1 {
                    <g class="count">
                        <circle cx="0.84" cy="0.17" r="0.14" />
                        <text x="0.84" y="0.22">{ height.to_string() }</text>
                    </g>
                }
            </g>
        }
    }
}
