//! The host's certificate in a room: made once on this device and kept in IndexedDB
//! (`damas-live`, object store `certificates`), so that its fingerprint, which the room's
//! invitation names ([`damas_live::certificate`]), stays the same when the host reloads the page.
//! Every link the host makes in the room uses it; a guest believes as host only a member whose
//! connection proves it. A browser that keeps nothing gets a certificate for the page alone: its
//! guests will not take it for the host after a reload (a new invitation is needed).

use crate::ui::shell::idb;
use damas_live::certificate::Fingerprint;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbTransactionMode, RtcConfiguration, RtcPeerConnection};

const DB: &str = "damas-live";
const STORE: &str = "certificates";
const KEY: &str = "host";
/// How long a new certificate lasts (browsers cap it near a year).
const LIFETIME_MS: f64 = 300.0 * 86_400_000.0;
/// A kept certificate this close to its end is replaced (a game in a room lasts far less).
const MARGIN_MS: f64 = 7.0 * 86_400_000.0;

/// A certificate (an `RTCCertificate`) and its fingerprint.
#[derive(Clone)]
pub struct HostCertificate {
    pub certificate: JsValue,
    pub fingerprint: Fingerprint,
}

/// The host's certificate: the one kept, else a new one (kept if this browser can). `None` when
/// this browser makes none (no WebRTC).
pub async fn host_certificate() -> Option<HostCertificate> {
    let db = idb::open(DB, 1, &[STORE]).await;
    let kept = match &db {
        Some(db) => read(db).await.filter(|c| expires(c) > js_sys::Date::now() + MARGIN_MS),
        None => None,
    };
    let certificate = match kept {
        Some(c) => c,
        None => {
            let made = generate().await?;
            if let Some(db) = &db {
                write(db, &made).await;
            }
            made
        }
    };
    if let Some(db) = db {
        db.close();
    }
    let fingerprint = fingerprint(&certificate).await?;
    Some(HostCertificate { certificate, fingerprint })
}

/// A configuration's `certificates` with `certificate` alone.
pub fn configure(config: &RtcConfiguration, certificate: &JsValue) {
    config.set_certificates(&js_sys::Array::of1(certificate));
}

/// The certificate's end, in ms since 1970 (0 when the value is not a certificate).
fn expires(certificate: &JsValue) -> f64 {
    js_sys::Reflect::get(certificate, &JsValue::from_str("expires")).ok().and_then(|v| v.as_f64()).unwrap_or(0.0)
}

async fn read(db: &web_sys::IdbDatabase) -> Option<JsValue> {
    let tx = db.transaction_with_str_and_mode(STORE, IdbTransactionMode::Readonly).ok()?;
    let value = idb::done(&tx.object_store(STORE).ok()?.get(&JsValue::from_str(KEY)).ok()?).await.ok()?;
    // Whatever was stored under the key: only a certificate is used.
    value.has_type::<web_sys::RtcCertificate>().then_some(value)
}

async fn write(db: &web_sys::IdbDatabase, certificate: &JsValue) {
    let Ok(tx) = db.transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite) else { return };
    let Ok(store) = tx.object_store(STORE) else { return };
    if store.put_with_key(certificate, &JsValue::from_str(KEY)).is_ok() {
        // Not kept (storage full, a browser that cannot store certificates): this page's alone.
        let _ = idb::committed(&tx).await;
    }
}

/// A new ECDSA P-256 certificate (what browsers make by default, and fast to make).
async fn generate() -> Option<JsValue> {
    let params = js_sys::Object::new();
    let set = |k: &str, v: JsValue| js_sys::Reflect::set(&params, &JsValue::from_str(k), &v).is_ok();
    let ok = set("name", "ECDSA".into()) && set("namedCurve", "P-256".into()) && set("expires", LIFETIME_MS.into());
    if !ok {
        return None;
    }
    JsFuture::from(RtcPeerConnection::generate_certificate_with_object(&params).ok()?).await.ok()
}

/// The certificate's SHA-256 fingerprint, as a connection made with it describes itself (an
/// offer is made and dropped: nothing is gathered or sent).
async fn fingerprint(certificate: &JsValue) -> Option<Fingerprint> {
    let config = RtcConfiguration::new();
    configure(&config, certificate);
    let pc = RtcPeerConnection::new_with_configuration(&config).ok()?;
    let _channel = pc.create_data_channel("fingerprint");
    let offer = JsFuture::from(pc.create_offer()).await;
    pc.close();
    let sdp = js_sys::Reflect::get(&offer.ok()?, &JsValue::from_str("sdp")).ok()?.as_string()?;
    Fingerprint::of_sdp(&sdp)
}
