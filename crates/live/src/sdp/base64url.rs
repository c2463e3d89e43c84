//! Base64url with no padding (RFC 4648 §5): the alphabet a URL fragment and a chat message carry
//! unchanged. The codes are short, so this small codec is enough and no crate is needed.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The text of `bytes`.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for i in 0..chars {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

/// The value (0-63) of one base64url character.
pub fn value(c: u8) -> Option<u8> {
    match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'-' => Some(62),
        b'_' => Some(63),
        _ => None,
    }
}

/// Why a text is not base64url.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Base64Error {
    /// The character at this position (0-based) is outside the alphabet.
    BadCharacter(usize),
    /// The length leaves a single character over (no byte is made of 6 bits).
    BadLength,
    /// The last character has bits set that no byte uses (only one spelling is accepted).
    LooseBits,
}

/// The bytes of `text`.
pub fn decode(text: &str) -> Result<Vec<u8>, Base64Error> {
    let t = text.as_bytes();
    if t.len() % 4 == 1 {
        return Err(Base64Error::BadLength);
    }
    let mut out = Vec::with_capacity(t.len() * 3 / 4);
    for (k, chunk) in t.chunks(4).enumerate() {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let v = value(c).ok_or(Base64Error::BadCharacter(k * 4 + i))?;
            n |= u32::from(v) << (18 - 6 * i);
        }
        let bytes = chunk.len() - 1;
        let unused = n & (0x00FF_FFFF >> (8 * bytes));
        if unused != 0 {
            return Err(Base64Error::LooseBits);
        }
        for i in 0..bytes {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_length() {
        let data: Vec<u8> = (0..=255u8).collect();
        for n in 0..data.len() {
            let text = encode(&data[..n]);
            assert_eq!(text.len(), (n * 4).div_ceil(3));
            assert_eq!(decode(&text).unwrap(), &data[..n]);
        }
    }

    #[test]
    fn matches_rfc_4648_vectors_and_refuses_junk() {
        assert_eq!(encode(b"foobar"), "Zm9vYmFy");
        assert_eq!(encode(b"fo"), "Zm8");
        assert_eq!(encode(&[0xfb, 0xff]), "-_8");
        assert_eq!(decode("Zm9vYg").unwrap(), b"foob");
        assert_eq!(decode("Zm9vY"), Err(Base64Error::BadLength));
        assert_eq!(decode("Zm9v+g"), Err(Base64Error::BadCharacter(4)));
        assert_eq!(decode("Zh"), Err(Base64Error::LooseBits));
    }
}
