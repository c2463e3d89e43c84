//! A link as a QR code a phone's camera reads (`damas_qr`): dark modules drawn as one SVG path
//! of rectangles, black on white with the standard's four-module quiet zone whatever the page's
//! theme. The path is made of numbers only; the link's text never becomes markup. A plain
//! function, not a component: drawn again only when the panel is (a few milliseconds), it
//! spares the live bundle a component's machinery.

use damas_qr::Qr;
use yew::prelude::*;

/// The QR code of `text` (`data-field` `field`, `label` for screen readers) with `caption`
/// under it; nothing when the link is too long for one.
pub fn qr_code(text: &str, field: &'static str, label: &'static str, caption: &'static str) -> Html {
    let Ok(qr) = Qr::encode(text.as_bytes()) else { return Html::default() };
    let side = qr.size() + 8;
    html! {
        <figure class="live-qr">
            <svg data-field={field} data-version={qr.version.to_string()} viewBox={format!("0 0 {side} {side}")} role="img" aria-label={label} shape-rendering="crispEdges">
                <rect width="100%" height="100%" fill="#fff" />
                <path d={qr.path(4)} fill="#000" />
            </svg>
            <figcaption class="live-note">{ caption }</figcaption>
        </figure>
    }
}
