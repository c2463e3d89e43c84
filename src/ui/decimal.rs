//! Decimal text for numbers the page draws (SVG coordinates, percentages, seconds) written with
//! integer arithmetic: core's float formatting weighs about 12 KB of the page's wasm, more than
//! the whole of this need.

/// `x` with exactly `places` decimals (at most 6), rounded half away from zero: `decimal(0.5, 3)`
/// is `"0.500"`, like `format!("{:.3}", 0.5)`. NaN and infinities give `"0"`.
#[must_use]
pub fn decimal(x: f64, places: u32) -> String {
    let places = places.min(6);
    let scale = 10_u64.pow(places);
    let scaled = (x * scale as f64).round();
    // Past 2^53 doubles hold no decimals anyway; SVG and percentages stay far below.
    if !scaled.is_finite() || scaled.abs() >= 9_007_199_254_740_992.0 {
        return "0".into();
    }
    let n = scaled as i64;
    let sign = if n < 0 { "-" } else { "" };
    let (whole, frac) = (n.unsigned_abs() / scale, n.unsigned_abs() % scale);
    if places == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{frac:0width$}", width = places as usize)
    }
}

/// Milliseconds as seconds with only the decimals needed and the language's decimal mark:
/// `1500` is `"1.5"` (or `"1,5"`), `2000` is `"2"`.
#[must_use]
pub fn seconds(ms: u32, mark: char) -> String {
    let whole = ms / 1000;
    let frac = ms % 1000;
    if frac == 0 {
        return whole.to_string();
    }
    let digits = format!("{frac:03}");
    format!("{whole}{mark}{}", digits.trim_end_matches('0'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_std_formatting_where_it_is_used() {
        for x in [0.0, 0.06, 0.2, 0.5, 1.06, 7.2, 7.94, 12.345_678, 99.95, 100.0, -0.25, -3.0625, 0.0004] {
            for places in [1, 2, 3] {
                let ours = decimal(x, places);
                let std = format!("{x:.p$}", p = places as usize);
                // Only exact ties may round differently (std rounds them to even).
                let diff = (ours.parse::<f64>().unwrap() - std.parse::<f64>().unwrap()).abs();
                assert!(diff < 1.5 / 10_f64.powi(places as i32), "{x} {places}: {ours} vs {std}");
                assert_eq!(ours.split('.').nth(1).map(str::len), Some(places as usize), "{ours}");
            }
        }
        assert_eq!(decimal(0.5, 3), "0.500");
        assert_eq!(decimal(-0.25, 1), "-0.3");
        assert_eq!(decimal(-0.0001, 2), "0.00");
        assert_eq!(decimal(7.0, 0), "7");
        assert_eq!(decimal(f64::NAN, 3), "0");
        assert_eq!(decimal(f64::INFINITY, 3), "0");
        assert_eq!(decimal(1e300, 3), "0");
    }

    #[test]
    fn seconds_drop_needless_zeros() {
        assert_eq!(seconds(1500, '.'), "1.5");
        assert_eq!(seconds(1500, ','), "1,5");
        assert_eq!(seconds(2000, '.'), "2");
        assert_eq!(seconds(250, '.'), "0.25");
        assert_eq!(seconds(10_001, '.'), "10.001");
        assert_eq!(seconds(0, '.'), "0");
    }
}
