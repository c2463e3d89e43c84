//! "Make everything available offline" in the settings. A first visit downloads only what its
//! page needs; the service worker (`scripts/sw.template.js`) caches the rest when first used, or
//! in the background once the page is idle on a connection that is not metered. This row asks it
//! for the rest at once. The wasm draws only the words (in the player's language); the boot
//! script (`scripts/offline-row.mjs`) fills in the size left to fetch, which only the service
//! worker knows, and marks the row `data-offline="missing" | "busy" | "ready"`: the row stays
//! hidden until then, so a page without a service worker shows nothing. Keeping that exchange
//! out of the wasm keeps the page's bundle within its budget.

use crate::ui::prefs::Lang;
use crate::ui::text::tools_text::{tx, Tx};
use yew::prelude::*;

/// The row: a button whose size the boot script fills in, "downloading…", "everything is available".
pub fn offline_row(lang: Lang) -> Html {
    html! {
        <p class="offline-all">
            <button type="button" data-action="offline-all">{ tx(lang, Tx::OfflineAll) }{ " (" }<span data-offline-size=""></span>{ ")" }</button>
            <span class="offline-busy">{ tx(lang, Tx::OfflineBusy) }</span>
            <span class="offline-ready">{ tx(lang, Tx::OfflineReady) }</span>
        </p>
    }
}
