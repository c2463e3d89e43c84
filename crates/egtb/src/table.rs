//! A solved class ([`Table`]: one value byte per index) and a variant's set of them
//! ([`Tablebase`]), which the search probes.

use crate::index::Layout;
use crate::material::{Material, CODES};
use crate::value::Value;
use damas_engine::{Position, Variant};

/// The values of every index of one material class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// The class.
    pub material: Material,
    /// One [`Value`] byte per index (see [`Layout`]); indices that are no position hold a
    /// filler byte (the value before them, which compresses best).
    pub values: Vec<u8>,
}

impl Table {
    /// The value at `index`, or `None` beyond the table.
    #[must_use]
    pub fn get(&self, index: u64) -> Option<Value> {
        self.values.get(usize::try_from(index).ok()?).map(|&b| Value::from_byte(b))
    }
}

/// The tables of one variant, looked up by class without hashing.
#[derive(Clone, Debug)]
pub struct Tablebase {
    layout: Layout,
    tables: Vec<Option<Table>>,
    /// The most pieces for which every class is present (0 until [`Tablebase::insert`] fills one).
    complete: u32,
    /// The most pieces of any class present.
    largest: u32,
}

impl Tablebase {
    /// An empty tablebase for `variant`, or `None` where the variant is not supported (Turkish).
    #[must_use]
    pub fn new(variant: Variant) -> Option<Tablebase> {
        Some(Tablebase { layout: Layout::new(variant)?, tables: vec![None; CODES], complete: 0, largest: 0 })
    }

    /// The variant.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.layout.variant()
    }

    /// The index layout (positions to indices and back).
    #[must_use]
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Adds (or replaces) a class's table.
    ///
    /// # Panics
    /// If the table's length is not the class's size (tables come from the builder or
    /// [`crate::format::decode`], which both ensure it).
    pub fn insert(&mut self, table: Table) {
        assert_eq!(table.values.len() as u64, self.layout.size(table.material), "table of the wrong size");
        let code = table.material.code();
        self.largest = self.largest.max(table.material.pieces());
        self.tables[code] = Some(table);
        while Material::all_up_to(self.complete + 1)
            .iter()
            .filter(|m| m.pieces() == self.complete + 1)
            .all(|m| self.tables[m.code()].is_some())
        {
            self.complete += 1;
        }
    }

    /// The table of class `m`, if loaded.
    #[must_use]
    pub fn table(&self, m: Material) -> Option<&Table> {
        if !m.is_valid() {
            return None;
        }
        self.tables[m.code()].as_ref()
    }

    /// The values of class `m` to write in place (the builder's passes), if loaded.
    pub(crate) fn values_mut(&mut self, m: Material) -> Option<&mut [u8]> {
        self.tables[m.code()].as_mut().map(|t| t.values.as_mut_slice())
    }

    /// Every loaded table, in build order.
    pub fn tables(&self) -> impl Iterator<Item = &Table> {
        let mut all: Vec<&Table> = self.tables.iter().flatten().collect();
        all.sort_by_key(|t| (t.material.pieces(), t.material.men(), t.material));
        all.into_iter()
    }

    /// The largest piece count up to which every class is loaded (so a probe of a position with
    /// that many pieces or fewer always answers).
    #[must_use]
    pub fn pieces(&self) -> u32 {
        self.complete
    }

    /// The most pieces of any loaded class: positions with more are never found (a cheap test
    /// before [`Tablebase::probe`] when classes are loaded one by one, as the browser will).
    #[must_use]
    pub fn largest(&self) -> u32 {
        self.largest
    }

    /// The value of `pos` for its side to move, if its class is loaded. A side without pieces has
    /// lost (`Loss(0)`) whether or not tables are loaded.
    #[must_use]
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        if pos.variant() != self.variant() {
            return None;
        }
        if pos.pieces(pos.turn()).is_empty() {
            return Some(Value::Loss(0));
        }
        let (m, index) = self.layout.locate(pos)?;
        self.tables[m.code()].as_ref()?.get(index)
    }
}
