//! Files are hostile input: every damaged, short or foreign file is refused with a typed error,
//! and no byte pattern makes the decoder panic.

use damas_egtb::format::{decode, encode, encode_with, Coding, HEADER};
use damas_egtb::{build, FormatError, Material, Tablebase};
use damas_engine::Variant;

/// A small deterministic generator (SplitMix64), so the test needs no dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

fn sample_file() -> Vec<u8> {
    sample(Coding::Runs)
}

fn sample(coding: Coding) -> Vec<u8> {
    let tb = build(Variant::Russian, 3, 1, &mut |_, _| {}).unwrap();
    encode_with(Variant::Russian, tb.table(Material::new(0, 2, 0, 1)).unwrap(), coding)
}

#[test]
fn a_good_file_round_trips_and_loads_into_a_tablebase() {
    let bytes = sample_file();
    let (variant, table) = decode(&bytes, None).unwrap();
    assert_eq!(variant, Variant::Russian);
    assert_eq!(table.material, Material::new(0, 2, 0, 1));
    assert_eq!(encode_with(variant, &table, Coding::Runs), bytes, "deterministic");
    let raw = encode(variant, &table);
    assert_eq!(raw.len(), HEADER + table.values.len());
    assert_eq!(decode(&raw, None).unwrap().1, table);
    let mut b = raw.clone();
    b[HEADER + 100] ^= 1;
    assert_eq!(decode(&b, None).unwrap_err(), FormatError::Checksum);
    assert!(matches!(decode(&raw[..raw.len() - 1], None), Err(FormatError::Length { .. })));
    let mut tb = Tablebase::new(Variant::Russian).unwrap();
    assert_eq!(tb.load_bytes(&bytes), Ok(Material::new(0, 2, 0, 1)));
    let mut other = Tablebase::new(Variant::Brazilian).unwrap();
    assert_eq!(other.load_bytes(&bytes), Err(FormatError::WrongVariant(Variant::Russian)));
}

#[test]
fn damaged_files_get_typed_errors() {
    let bytes = sample_file();
    assert_eq!(decode(&bytes[..10], None).unwrap_err(), FormatError::Short(10));
    assert!(matches!(decode(&bytes[..bytes.len() - 1], None), Err(FormatError::Length { .. })));
    let mut b = bytes.clone();
    b[0] = b'X';
    assert_eq!(decode(&b, None).unwrap_err(), FormatError::Magic);
    let mut b = bytes.clone();
    b[4] = 9;
    assert_eq!(decode(&b, None).unwrap_err(), FormatError::Version(9));
    let mut b = bytes.clone();
    b[5] = 8;
    assert_eq!(decode(&b, None).unwrap_err(), FormatError::Variant(8));
    let mut b = bytes.clone();
    b[6..10].copy_from_slice(&[0, 0, 0, 1]);
    assert!(matches!(decode(&b, None), Err(FormatError::Material(_))));
    let mut b = bytes.clone();
    b[9] = 2;
    assert!(matches!(decode(&b, None), Err(FormatError::Count { .. })));
    let mut b = bytes.clone();
    b[10] = 7;
    assert_eq!(decode(&b, None).unwrap_err(), FormatError::Coding(7));
    // A changed value inside a literal run: the payload still decodes, the checksum does not match.
    let mut b = bytes.clone();
    let at = (HEADER..b.len()).find(|&i| b[i] < 0x80 && b[i] > 0 && i + 2 < b.len()).unwrap() + 1;
    b[at] ^= 1;
    assert!(matches!(decode(&b, None), Err(FormatError::Checksum | FormatError::Payload)));
}

#[test]
fn random_damage_never_panics() {
    let mut rng = Rng(12);
    let samples = [sample_file(), sample(Coding::Raw)];
    for round in 0..4000 {
        let bytes = &samples[round % 2];
        let mut b = bytes.clone();
        match round % 3 {
            0 => {
                let n = (rng.next() % 4 + 1) as usize;
                for _ in 0..n {
                    let i = (rng.next() as usize) % b.len();
                    b[i] = rng.next() as u8;
                }
            }
            1 => b.truncate((rng.next() as usize) % b.len()),
            _ => b = (0..(rng.next() % 200) as usize).map(|_| rng.next() as u8).collect(),
        }
        if b != *bytes {
            let _ = decode(&b, None);
        }
    }
    // A header that announces a huge class must not allocate it before checking the payload.
    let mut b = samples[0].clone();
    b[12..20].copy_from_slice(&u64::MAX.to_le_bytes());
    assert!(decode(&b, None).is_err());
}
