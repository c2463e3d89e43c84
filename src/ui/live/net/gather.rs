//! Waiting for ICE gathering to end: the codes are exchanged once, by hand, so they must hold
//! every candidate (no trickle). A STUN server that does not answer would hold gathering for
//! many seconds: after [`GATHER_TIMEOUT_MS`] the candidates found so far are used.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{RtcIceGatheringState, RtcPeerConnection};

/// The longest wait for gathering: host candidates come at once, a reachable STUN server
/// answers within a second or two.
pub const GATHER_TIMEOUT_MS: i32 = 5000;

/// Resolves when `pc`'s gathering is complete or the timeout passed, whichever comes first.
pub async fn gathered(pc: &RtcPeerConnection) {
    if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
        return;
    }
    let mut resolver = None;
    let promise = js_sys::Promise::new(&mut |resolve, _reject| resolver = Some(resolve));
    let Some(resolve) = resolver else { return };
    let on_change = Closure::<dyn FnMut()>::new({
        let pc = pc.clone();
        let resolve = resolve.clone();
        move || {
            if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
                let _ = resolve.call0(&JsValue::NULL);
            }
        }
    });
    pc.set_onicegatheringstatechange(Some(on_change.as_ref().unchecked_ref()));
    let window = web_sys::window();
    let timer = window.as_ref().and_then(|w| w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, GATHER_TIMEOUT_MS).ok());
    // It may have completed between the first look and the handler.
    if pc.ice_gathering_state() == RtcIceGatheringState::Complete {
        let _ = resolve.call0(&JsValue::NULL);
    }
    let _ = JsFuture::from(promise).await;
    pc.set_onicegatheringstatechange(None);
    if let (Some(w), Some(t)) = (window, timer) {
        w.clear_timeout_with_handle(t);
    }
}
