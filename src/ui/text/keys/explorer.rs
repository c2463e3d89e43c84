//! The opening explorer's keys (`explorer_text`), declared with the words' `keys!`.

keys! {
    /// A text of the opening explorer (`ui::explorer`).
    #[allow(missing_docs)]
    pub enum ExplorerText {
        Title,
        Hint,
        Reading,
        Games,
        None,
        Unavailable,
        Move,
        Count,
        Results,
        Play,
        Find,
        Book,
        BookReading,
        BookNone,
        BookFailed,
        Eval,
        WhiteWins,
        BlackWins,
    }
}
