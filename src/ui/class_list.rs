//! A class attribute from the names that apply, joined by spaces. Yew's `classes!` keeps an
//! ordered hash set for every list it builds; the page draws a few names at a time, always
//! distinct, and a joined string spares its wasm the set's hashing and growth.

/// The names in `names` that are there and not empty, joined by spaces; `None` when there are
/// none (the element then has no `class` attribute, as with an empty `classes!`).
#[must_use]
pub fn class_list(names: &[Option<&str>]) -> Option<String> {
    let mut out = String::new();
    for name in names.iter().flatten().filter(|n| !n.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(name);
    }
    (!out.is_empty()).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::class_list;

    #[test]
    fn joins_the_names_that_apply_in_order() {
        assert_eq!(class_list(&[Some("mv"), None, Some("current"), Some("")]).as_deref(), Some("mv current"));
        assert_eq!(class_list(&[Some("piece"), Some("white-man")]).as_deref(), Some("piece white-man"));
    }

    #[test]
    fn no_names_no_attribute() {
        assert_eq!(class_list(&[]), None);
        assert_eq!(class_list(&[None, Some("")]), None);
    }
}
