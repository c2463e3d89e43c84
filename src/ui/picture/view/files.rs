//! The picture as a file (wasm32): the SVG drawn to a canvas and read back as a PNG, and a file
//! saved, copied to the clipboard or handed to the system's share sheet. Each tolerates a missing
//! API and says so (`None`/`false`) rather than throwing.

use js_sys::{Array, Object, Promise, Reflect};
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, BlobPropertyBag, HtmlCanvasElement, HtmlImageElement, Url};

/// `text` as a blob of type `mime`.
#[must_use]
pub fn text_blob(text: &str, mime: &str) -> Option<Blob> {
    let options = BlobPropertyBag::new();
    options.set_type(mime);
    Blob::new_with_str_sequence_and_options(&Array::of1(&JsValue::from_str(text)), &options).ok()
}

/// The SVG `svg` drawn on a canvas of `width` x `height` pixels, as a PNG.
pub async fn png(svg: &str, width: u32, height: u32) -> Option<Blob> {
    let document = web_sys::window()?.document()?;
    let url = Url::create_object_url_with_blob(&text_blob(svg, "image/svg+xml")?).ok()?;
    let image = HtmlImageElement::new().ok()?;
    image.set_src(&url);
    let decoded = JsFuture::from(image.decode()).await;
    let _ = Url::revoke_object_url(&url);
    decoded.ok()?;
    let canvas: HtmlCanvasElement = document.create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(width);
    canvas.set_height(height);
    let context: web_sys::CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    context.draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, f64::from(width), f64::from(height)).ok()?;
    let blob = Promise::new(&mut |resolve, _reject| {
        let give = resolve.clone();
        let done = Closure::once_into_js(move |blob: JsValue| {
            let _ = give.call1(&JsValue::NULL, &blob);
        });
        if canvas.to_blob_with_type(done.unchecked_ref(), "image/png").is_err() {
            let _ = resolve.call1(&JsValue::NULL, &JsValue::NULL);
        }
    });
    JsFuture::from(blob).await.ok()?.dyn_into().ok()
}

/// Saves `blob` as the file `name`.
pub fn download(name: &str, blob: &Blob) -> bool {
    fn go(name: &str, blob: &Blob) -> Option<()> {
        let document = web_sys::window()?.document()?;
        let url = Url::create_object_url_with_blob(blob).ok()?;
        let a: web_sys::HtmlAnchorElement = document.create_element("a").ok()?.dyn_into().ok()?;
        a.set_href(&url);
        a.set_download(name);
        a.click();
        // Revoked later: the download reads the blob after this turn of the event loop.
        gloo::timers::callback::Timeout::new(60_000, move || drop(Url::revoke_object_url(&url))).forget();
        Some(())
    }
    go(name, blob).is_some()
}

/// Calls `target.name(args…)`, a method web-sys does not offer on every browser.
fn call(target: &JsValue, name: &str, args: &Array) -> Option<JsValue> {
    let f: js_sys::Function = Reflect::get(target, &name.into()).ok()?.dyn_into().ok()?;
    f.apply(target, args).ok()
}

/// Copies the PNG `blob` to the clipboard; `false` where images cannot be copied.
pub async fn copy_png(blob: &Blob) -> bool {
    async fn go(blob: &Blob) -> Option<()> {
        let window = web_sys::window()?;
        let constructor: js_sys::Function = Reflect::get(&window, &"ClipboardItem".into()).ok()?.dyn_into().ok()?;
        let parts = Object::new();
        Reflect::set(&parts, &"image/png".into(), blob).ok()?;
        let item = Reflect::construct(&constructor, &Array::of1(&parts)).ok()?;
        let clipboard = Reflect::get(&window.navigator(), &"clipboard".into()).ok()?;
        let promise: Promise = call(&clipboard, "write", &Array::of1(&Array::of1(&item)))?.dyn_into().ok()?;
        JsFuture::from(promise).await.ok().map(drop)
    }
    go(blob).await.is_some()
}

/// The share data of one file, `name`, holding `blob`.
fn share_data(name: &str, blob: &Blob, title: &str) -> Option<Object> {
    let options = web_sys::FilePropertyBag::new();
    options.set_type(&blob.type_());
    let file = web_sys::File::new_with_blob_sequence_and_options(&Array::of1(blob), name, &options).ok()?;
    let data = Object::new();
    Reflect::set(&data, &"files".into(), &Array::of1(&file)).ok()?;
    Reflect::set(&data, &"title".into(), &title.into()).ok()?;
    Some(data)
}

/// Whether this browser's share sheet takes image files (phones, some desktops).
#[must_use]
pub fn can_share_files() -> bool {
    let Some(window) = web_sys::window() else { return false };
    let Some(blob) = text_blob("", "image/png") else { return false };
    let Some(data) = share_data("damas.png", &blob, "") else { return false };
    call(&window.navigator(), "canShare", &Array::of1(&data)).and_then(|v| v.as_bool()).unwrap_or(false)
}

/// Hands `blob` as the file `name` to the system's share sheet; `false` when it was not shared.
pub async fn share(name: &str, blob: &Blob, title: &str) -> bool {
    async fn go(name: &str, blob: &Blob, title: &str) -> Option<()> {
        let data = share_data(name, blob, title)?;
        let promise: Promise = call(&web_sys::window()?.navigator(), "share", &Array::of1(&data))?.dyn_into().ok()?;
        JsFuture::from(promise).await.ok().map(drop)
    }
    go(name, blob, title).await.is_some()
}
