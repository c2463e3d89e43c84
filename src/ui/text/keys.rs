//! The typed keys of every text table: what the page asks each language to word. Each language's
//! folder (`en/`, `pt/`, `ru/`, `es/`) answers every key with an exhaustive `match`, so a new key
//! does not compile until it is worded in every language. The key enums are declared with
//! `keys!`, which writes their `ALL` list from the same variants: no key can be left out of the
//! completeness test (`text/tests.rs`).

use crate::look::{BoardTheme, Named, Page, PieceSet};
use damas_engine::Color;

/// Declares a key enum and `ALL`, every key in declaration order, from one list of variants.
macro_rules! keys {
    ($(#[$meta:meta])* pub enum $name:ident { $($(#[$vmeta:meta])* $variant:ident,)+ }) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)+
        }

        impl $name {
            /// Every key, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
        }
    };
}

keys! {
    /// The page's fixed labels (`i18n`).
    #[allow(missing_docs)]
    pub enum Text {
        Title,
        Tagline,
        NewGame,
        Start,
        VariantLabel,
        Bottom,
        WhiteBottom,
        BlackBottom,
        Undo,
        Redo,
        First,
        Last,
        Flip,
        Coordinates,
        CoordsOff,
        CoordsNumbers,
        CoordsAlgebraic,
        Animations,
        Language,
        Moves,
        NoMoves,
        PromoteVariation,
        DeleteVariation,
        Dismiss,
        Board,
        Settings,
        Viewing,
        Result,
        Round,
        TypeMove,
        PlayTyped,
        /// The side panels' bundle did not load (offline before it was ever fetched).
        PanelsNotLoaded,
        /// The review panel's bundle (the panels') did not load.
        ReviewNotLoaded,
    }
}

keys! {
    /// Fixed labels of the game's flow (`flow_text`).
    #[allow(missing_docs)]
    pub enum FlowText {
        Game,
        Resign,
        ResignQuestion,
        ResignConfirm,
        OfferDraw,
        DrawOfferStands,
        TakeBack,
        Accept,
        Decline,
        Cancel,
        Rematch,
        Close,
        NewGameQuestion,
        NewGameConfirm,
        KeepPlaying,
        PlayComputer,
        YouPlayWhite,
        YouPlayBlack,
        YourSide,
        Play,
        Clock,
        NoClock,
        Clocks,
        WhiteClock,
        BlackClock,
        Notation,
        NotationNumbers,
        NotationAlgebraic,
    }
}

/// Who reads the words: two players at one device (named by colour), or the person playing
/// against the computer (spoken to in the first person).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Audience {
    /// Two players at one device.
    Players,
    /// The person playing this side against the computer.
    Player(Color),
    /// The person playing this side against a friend on another device (live, or by links).
    Friend(Color),
}

keys! {
    /// Labels of the computer opponent, the hint and the analysis panel (`ai_text`).
    #[allow(missing_docs)]
    pub enum AiText {
        Computer,
        Opponent,
        Person,
        TheComputer,
        Level,
        Hint,
        Analysis,
        Thinking,
        Depth,
        BestLine,
        FromWhite,
        Retry,
        Failed,
        Unavailable,
        Searching,
    }
}

keys! {
    /// How often a computer level errs on purpose (`ai_text::level_description` reads it from the
    /// level's noise).
    pub enum ErrorRate {
        /// No deliberate errors.
        None,
        /// Rare small errors.
        Rare,
        /// Some errors.
        Some,
        /// Frequent errors.
        Frequent,
        /// Many large errors.
        Many,
    }
}

keys! {
    /// A phrase about ballot openings (`ballot_text`).
    pub enum BallotText {
        /// The label of the start choice.
        Start,
        /// The start from the initial position.
        Initial,
        /// A ballot opening drawn by lot.
        Random,
        /// What the header line names: the opening the game started from.
        Opening,
        /// The group of the start choice that holds the openings with names.
        Named,
    }
}

keys! {
    /// A fixed label of the tutorial (`lesson_text`).
    #[allow(missing_docs)]
    pub enum LearnText {
        Title,
        Learn,
        Lessons,
        Done,
        Missed,
        Next,
        Retry,
        Back,
        /// The line under the title that names the game whose rules the lessons teach.
        Rules,
        /// The switch between the games' lesson sets.
        OtherGames,
        /// A trap: the move is legal but leaves the piece to be taken at once.
        Exposed,
        /// The last lesson's way out: a game against the computer.
        PlayComputer,
        /// International's rules said in one line: Brazilian's, on 10x10.
        InternationalNote,
    }
}

keys! {
    /// A lesson of the tutorial, whose title and task each language words (the sets of
    /// `ui::lessons` name them by [`LessonKey::id`]; sets that teach a rule alike share its words).
    #[allow(missing_docs)]
    pub enum LessonKey {
        Move,
        Capture,
        Backward,
        Majority,
        Crown,
        King,
        Landing,
        Pass,
        Choice,
        CrownCapture,
        Forward,
        CrownEnds,
        ShortKing,
        MostKings,
        ItalianManKing,
        ItalianKingTakes,
        ItalianKingMetFirst,
        CzechChoice,
        CzechKingFirst,
        PoolMove,
        TurkishMove,
        TurkishCapture,
        TurkishRemoval,
        TurkishKing,
        LascaMove,
        LascaPrisoner,
        LascaColumn,
        LascaOfficer,
        LascaBack,
        DrawBrazilian,
        DrawInternational,
        DrawRussian,
        DrawEnglish,
        DrawTurkish,
        DrawSpanish,
        DrawItalian,
        DrawCzech,
        DrawPool,
    }
}

impl LessonKey {
    /// The lesson's stable name (`data-lesson`, `ui::lessons::Lesson::id`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            LessonKey::Move => "move",
            LessonKey::Capture => "capture",
            LessonKey::Backward => "backward",
            LessonKey::Majority => "majority",
            LessonKey::Crown => "crown",
            LessonKey::King => "king",
            LessonKey::Landing => "landing",
            LessonKey::Pass => "pass",
            LessonKey::Choice => "choice",
            LessonKey::CrownCapture => "crown-capture",
            LessonKey::Forward => "forward",
            LessonKey::CrownEnds => "crown-ends",
            LessonKey::ShortKing => "short-king",
            LessonKey::MostKings => "most-kings",
            LessonKey::ItalianManKing => "italian-man-king",
            LessonKey::ItalianKingTakes => "italian-king-takes",
            LessonKey::ItalianKingMetFirst => "italian-king-met-first",
            LessonKey::CzechChoice => "czech-choice",
            LessonKey::CzechKingFirst => "czech-king-first",
            LessonKey::PoolMove => "pool-move",
            LessonKey::TurkishMove => "turkish-move",
            LessonKey::TurkishCapture => "turkish-capture",
            LessonKey::TurkishRemoval => "turkish-removal",
            LessonKey::TurkishKing => "turkish-king",
            LessonKey::LascaMove => "lasca-move",
            LessonKey::LascaPrisoner => "lasca-prisoner",
            LessonKey::LascaColumn => "lasca-column",
            LessonKey::LascaOfficer => "lasca-officer",
            LessonKey::LascaBack => "lasca-back",
            LessonKey::DrawBrazilian => "draw-brazilian",
            LessonKey::DrawInternational => "draw-international",
            LessonKey::DrawRussian => "draw-russian",
            LessonKey::DrawEnglish => "draw-english",
            LessonKey::DrawTurkish => "draw-turkish",
            LessonKey::DrawSpanish => "draw-spanish",
            LessonKey::DrawItalian => "draw-italian",
            LessonKey::DrawCzech => "draw-czech",
            LessonKey::DrawPool => "draw-pool",
        }
    }

    /// The lesson named `id`, if there is one.
    #[must_use]
    pub fn from_id(id: &str) -> Option<LessonKey> {
        LessonKey::ALL.iter().copied().find(|k| k.id() == id)
    }
}

/// A label of the look and sound settings (`look_text`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LookText {
    /// The board theme's select.
    Board,
    /// The piece set's select.
    Pieces,
    /// The page palette's select.
    Page,
    /// The sound switch.
    Sound,
    /// A board theme.
    Theme(BoardTheme),
    /// A piece set.
    Set(PieceSet),
    /// A page palette.
    Palette(Page),
}

impl LookText {
    /// Every key: the four labels, then every theme, piece set and palette.
    #[must_use]
    pub fn all() -> Vec<LookText> {
        let mut keys = vec![LookText::Board, LookText::Pieces, LookText::Page, LookText::Sound];
        keys.extend(BoardTheme::ALL.iter().map(|&t| LookText::Theme(t)));
        keys.extend(PieceSet::ALL.iter().map(|&p| LookText::Set(p)));
        keys.extend(Page::ALL.iter().map(|&p| LookText::Palette(p)));
        // A new kind of key does not compile here until it is listed above.
        for key in &keys {
            match key {
                LookText::Board | LookText::Pieces | LookText::Page | LookText::Sound => {}
                LookText::Theme(_) | LookText::Set(_) | LookText::Palette(_) => {}
            }
        }
        keys
    }
}

keys! {
    /// A fixed label of puzzle mode (`puzzle_text`).
    #[allow(missing_docs)]
    pub enum PuzzleText {
        Title,
        Task,
        Solved,
        Failed,
        Refutation,
        Hint,
        Solution,
        SolutionLine,
        Retry,
        Next,
        Streak,
        StreakEnd,
        Rating,
        History,
        Loading,
        LoadFailed,
        AllSolved,
        Back,
        Themes,
        PuzzleRating,
    }
}

keys! {
    /// A puzzle's theme, as the puzzle files name it ([`PuzzleTheme::id`]).
    #[allow(missing_docs)]
    pub enum PuzzleTheme {
        Shot,
        Sacrifice,
        Quiet,
        Crown,
        KingEnding,
        Win,
    }
}

impl PuzzleTheme {
    /// The theme's name in the puzzle files (`shot`, `king-ending`...).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            PuzzleTheme::Shot => "shot",
            PuzzleTheme::Sacrifice => "sacrifice",
            PuzzleTheme::Quiet => "quiet",
            PuzzleTheme::Crown => "crown",
            PuzzleTheme::KingEnding => "king-ending",
            PuzzleTheme::Win => "win",
        }
    }

    /// The theme named `id`, if there is one.
    #[must_use]
    pub fn from_id(id: &str) -> Option<PuzzleTheme> {
        PuzzleTheme::ALL.iter().copied().find(|k| k.id() == id)
    }
}

keys! {
    /// A fixed label of the review (`review_text`).
    #[allow(missing_docs)]
    pub enum ReviewText {
        Review,
        Title,
        Cancel,
        Close,
        Accuracy,
        Graph,
        Checking,
        Good,
        TryAgain,
        ShowBest,
        Next,
        Over,
        Stop,
        Inaccuracies,
        Mistakes,
        Blunders,
    }
}

keys! {
    /// Fixed labels of sharing, opening, PDN, the editor, embedding and updates (`tools_text`).
    #[allow(missing_docs)]
    pub enum Tx {
        UpdateReady,
        Reload,
        Later,
        OfflineAll,
        OfflineReady,
        OfflineBusy,
        Share,
        CopyGameLink,
        CopyPositionLink,
        SendReply,
        TwoPlayersHere,
        SendToFriend,
        YourMoveThenSend,
        SendYourMove,
        SendYourMoveButton,
        GameOverSend,
        ReplyHint,
        ReplyMessage,
        Shared,
        Copied,
        CopyFailed,
        ResumePrevious,
        PreviousKept,
        Open,
        OpenPlaceholder,
        OpenButton,
        OpenFile,
        ChooseGame,
        Opened,
        ForVariant,
        Pdn,
        CopyPdn,
        DownloadPdn,
        Image,
        Editor,
        EditorHint,
        EditPosition,
        /// The editor's bundle did not load (offline before it was ever fetched).
        EditorNotLoaded,
        Close,
        SideToMove,
        Clear,
        StartPosition,
        PlayFromHere,
        PlayComputer,
        Fen,
        Erase,
        WhiteMan,
        WhiteKing,
        BlackMan,
        BlackKing,
        PositionOk,
        Previous,
        Next,
        EmbedBadOptions,
        OpenFull,
        EmbedOnSite,
        EmbedHint,
        CopyCode,
        Preview,
    }
}

keys! {
    /// Labels only the Lasca page shows (`tools_text`): a table of their own, so the draughts
    /// page's wasm (which has a size budget) does not carry them.
    #[allow(missing_docs)]
    pub enum LascaTx {
        Tagline,
        ColumnHint,
        WhiteSoldier,
        WhiteOfficer,
        BlackSoldier,
        BlackOfficer,
        TakeTop,
        EmptySquare,
        ColumnInspect,
        LascaRules,
    }
}

keys! {
    /// A fixed label of the endgame trainer (`trainer_text`).
    #[allow(missing_docs)]
    pub enum TrainerText {
        Title,
        Endings,
        Back,
        Preparing,
        Draw,
        Unknown,
        NewStart,
        RetryEnding,
        TakeBack,
        ShowBest,
        BestMove,
        Won,
        Drawn,
        Lost,
        GoalWin,
        GoalDraw,
        VerdictBest,
        VerdictKept,
        VerdictLostWin,
        VerdictLost,
    }
}

keys! {
    /// An ending of the trainer, whose name and lesson each language words (`ui::trainer::ENDINGS`
    /// names them by [`EndingKey::id`]).
    #[allow(missing_docs)]
    pub enum EndingKey {
        ThreeKings,
        TwoKings,
        TwoKingsMan,
        KingTwoMen,
        ManRace,
        TwoKingsVKingMan,
        Diagonal,
    }
}

impl EndingKey {
    /// The ending's name in links and markup (`ui::trainer::Ending::id`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            EndingKey::ThreeKings => "three-kings",
            EndingKey::TwoKings => "two-kings",
            EndingKey::TwoKingsMan => "two-kings-man",
            EndingKey::KingTwoMen => "king-two-men",
            EndingKey::ManRace => "man-race",
            EndingKey::TwoKingsVKingMan => "two-kings-v-king-man",
            EndingKey::Diagonal => "diagonal",
        }
    }

    /// The ending named `id`, if there is one.
    #[must_use]
    pub fn from_id(id: &str) -> Option<EndingKey> {
        EndingKey::ALL.iter().copied().find(|k| k.id() == id)
    }
}

keys! {
    /// A noun the page counts (`plural`).
    pub enum Noun {
        /// Pieces as what is taken ("take 1 piece": Russian accusative, "взять 1 шашку").
        Taken,
        /// Pieces a side has ("13 pieces", "13 шашек").
        Piece,
        /// Moves of a side or of the game ("3 moves", "3 хода").
        Move,
        /// Half-moves the computer looks ahead ("3 plies", "3 полухода").
        Ply,
        /// Characters of a typed text.
        Char,
        /// Bytes of a pasted or loaded text.
        Byte,
    }
}

keys! {
    /// The pictures' labels: a position's image, printable sheets, the game's GIF (`picture_text`).
    #[allow(missing_docs)]
    pub enum PictureText {
        Heading,
        Size,
        Caption,
        CaptionNone,
        CaptionTurn,
        CaptionFen,
        CaptionTitle,
        TitleField,
        LastMove,
        Arrows,
        DownloadPng,
        DownloadSvg,
        CopyImage,
        ShareImage,
        ImageCopied,
        ImageShared,
        ImageFailed,
        BackToGame,
        WhiteToPlay,
        BlackToPlay,
        WhiteToWin,
        BlackToWin,
        Preview,
        BadLink,
        BadArrow,
        BadGame,
        BadSheet,
        PrintSheet,
        PerPage,
        Print,
        Answer,
        AnswerKey,
        Loading,
        PuzzlesSheet,
        LessonsSheet,
        ReviewSheet,
        PositionSheet,
        NoDiagrams,
        BestMove,
        DownloadGif,
        GifMoves,
        GifMaking,
        GifFailed,
        Animation,
        GifToHere,
        GifReady,
    }
}


mod explorer;
pub use explorer::ExplorerText;
mod live;
pub use live::LiveText;
mod library;
pub use library::LibraryText;
