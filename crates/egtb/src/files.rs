//! Tables on disk: one file per class, `DIR/<variant>/<class>.egtb` (the class as four digits, see
//! [`Material`]'s `Display`). Native only in use, but plain `std::fs`, so it compiles anywhere.

use crate::format::{decode, encode, FormatError};
use crate::material::Material;
use crate::table::Tablebase;
use damas_engine::Variant;
use std::fmt;
use std::path::{Path, PathBuf};

/// Why a directory could not be read or written.
#[derive(Debug)]
pub enum FilesError {
    /// A file system error, with the path.
    Io(PathBuf, std::io::Error),
    /// A file that is not a valid table, with the path.
    Format(PathBuf, FormatError),
    /// A file named for one class holding another.
    Misnamed(PathBuf, Material),
    /// The variant has no tables (Turkish).
    Unsupported(Variant),
}

impl fmt::Display for FilesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FilesError::Io(p, e) => write!(f, "{}: {e}", p.display()),
            FilesError::Format(p, e) => write!(f, "{}: {e}", p.display()),
            FilesError::Misnamed(p, m) => write!(f, "{}: holds class {m}", p.display()),
            FilesError::Unsupported(v) => write!(f, "endgame databases do not support {v}"),
        }
    }
}
impl std::error::Error for FilesError {}

/// The file of class `m` of `variant` under `dir`.
#[must_use]
pub fn path_of(dir: &Path, variant: Variant, m: Material) -> PathBuf {
    dir.join(variant.name()).join(format!("{m}.egtb"))
}

/// Writes class `m` of `tb` to its file under `dir`; returns the file's size in bytes.
///
/// # Errors
/// [`FilesError::Io`] if the directory or file cannot be written.
pub fn save(dir: &Path, tb: &Tablebase, m: Material) -> Result<u64, FilesError> {
    let Some(table) = tb.table(m) else { return Ok(0) };
    let path = path_of(dir, tb.variant(), m);
    let parent = path.parent().unwrap_or(dir);
    std::fs::create_dir_all(parent).map_err(|e| FilesError::Io(parent.to_path_buf(), e))?;
    let bytes = encode(tb.variant(), table);
    std::fs::write(&path, &bytes).map_err(|e| FilesError::Io(path.clone(), e))?;
    Ok(bytes.len() as u64)
}

/// Loads every class file of `variant` under `dir` with at most `max_pieces` pieces (missing
/// files are skipped: [`Tablebase::pieces`] says how far the set is complete).
///
/// # Errors
/// [`FilesError`] for an unreadable or invalid file.
pub fn load(dir: &Path, variant: Variant, max_pieces: u32) -> Result<Tablebase, FilesError> {
    let mut tb = Tablebase::new(variant).ok_or(FilesError::Unsupported(variant))?;
    for m in Material::all_up_to(max_pieces) {
        let path = path_of(dir, variant, m);
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => return Err(FilesError::Io(path, e)),
        };
        let (_, table) = decode(&bytes, Some(variant)).map_err(|e| FilesError::Format(path.clone(), e))?;
        if table.material != m {
            return Err(FilesError::Misnamed(path, table.material));
        }
        tb.insert(table);
    }
    Ok(tb)
}
