//! Arithmetic in GF(2⁸), QR's field (modulo x⁸ + x⁴ + x³ + x² + 1), and the Reed–Solomon
//! error-correction codewords of a block: the remainder of the data, times xⁿ, divided by the
//! generator (x − α⁰)(x − α¹)…(x − αⁿ⁻¹), α = 2. Multiplication by shifts, not tables: the
//! codes are small and the bytes matter more than the speed.

/// `a · b` in GF(2⁸).
#[must_use]
pub fn mul(mut a: u8, mut b: u8) -> u8 {
    let mut product = 0;
    while b != 0 {
        if b & 1 != 0 {
            product ^= a;
        }
        let carry = a & 0x80 != 0;
        a <<= 1;
        if carry {
            a ^= 0x1D;
        }
        b >>= 1;
    }
    product
}

/// The generator of `degree` codewords, highest power first, without its leading 1.
#[must_use]
pub fn generator(degree: usize) -> Vec<u8> {
    let mut poly = vec![1u8];
    let mut root = 1u8;
    for _ in 0..degree {
        // poly · (x + root): minus is plus in GF(2⁸).
        let mut next = vec![0u8; poly.len() + 1];
        for (k, &c) in poly.iter().enumerate() {
            next[k] ^= c;
            next[k + 1] ^= mul(c, root);
        }
        poly = next;
        root = mul(root, 2);
    }
    poly.remove(0);
    poly
}

/// The error-correction codewords of `data` for `generator` (as [`generator`] gives it).
#[must_use]
pub fn remainder(data: &[u8], generator: &[u8]) -> Vec<u8> {
    let mut rem = vec![0u8; generator.len()];
    for &byte in data {
        let factor = byte ^ rem[0];
        rem.rotate_left(1);
        if let Some(last) = rem.last_mut() {
            *last = 0;
        }
        for (r, &g) in rem.iter_mut().zip(generator) {
            *r ^= mul(g, factor);
        }
    }
    rem
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_field_multiplies_as_qr_s() {
        assert_eq!(mul(2, 0x80), 0x1D);
        assert_eq!(mul(0, 7), 0);
        assert_eq!(mul(1, 0xAB), 0xAB);
        // α⁸ = α⁴ + α³ + α² + 1, and α²⁵⁵ = 1.
        let mut a = 1u8;
        for _ in 0..255 {
            a = mul(a, 2);
        }
        assert_eq!(a, 1);
        for x in 1..=255u8 {
            for y in [3u8, 0x53, 0xCA, 0xFF] {
                assert_eq!(mul(x, y), mul(y, x));
            }
        }
    }

    #[test]
    fn the_generator_of_seven_codewords_is_the_standard_s() {
        // ISO/IEC 18004 annex A: x⁷ + α⁸⁷x⁶ + α²²⁹x⁵ + α¹⁴⁶x⁴ + α¹⁴⁹x³ + α²³⁸x² + α¹⁰²x + α²¹.
        let alpha = |n: u32| (0..n).fold(1u8, |a, _| mul(a, 2));
        let expected: Vec<u8> = [87, 229, 146, 149, 238, 102, 21].iter().map(|&n| alpha(n)).collect();
        assert_eq!(generator(7), expected);
    }

    #[test]
    fn the_remainder_of_known_blocks() {
        // "01234567" in version 1-M (the standard's annex I example): 16 data codewords, 10 of
        // error correction.
        let data = [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17];
        assert_eq!(remainder(&data, &generator(10)), [165, 36, 212, 193, 237, 54, 199, 135, 44, 85]);
        // "HELLO WORLD" in version 1-M.
        let data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
        assert_eq!(remainder(&data, &generator(10)), [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
    }
}
