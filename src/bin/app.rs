//! The browser app's entry point: renders the Yew UI. Natively it does nothing (the CLI is `damas`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    damas::ui::start();
}
