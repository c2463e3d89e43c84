//! Prints the code of each line read (hex-encoded bytes) for tests/qr/crosscheck.mjs, which
//! reads them with an independent decoder: a line `version level mask size`, then the rows as
//! `0`/`1`.

use std::io::BufRead;

fn main() {
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        let bytes: Vec<u8> = (0..line.len() / 2).filter_map(|i| u8::from_str_radix(&line[2 * i..2 * i + 2], 16).ok()).collect();
        match damas_qr::Qr::encode(&bytes) {
            Ok(qr) => {
                println!("{} {:?} {} {}", qr.version, qr.level, qr.mask, qr.size());
                for y in 0..qr.size() {
                    println!("{}", (0..qr.size()).map(|x| if qr.dark(x, y) { '1' } else { '0' }).collect::<String>());
                }
            }
            Err(e) => println!("error {e}"),
        }
    }
}
