//! PDN's lexical layer: a file cut into games and each game into tokens (tags, words, comments,
//! the parentheses of variations), escape lines (`%...`) and rest-of-line comments (`; ...`)
//! dropped. Nothing here knows the rules: the readers give the words their meaning. The text is
//! hostile input: every malformation is a [`PdnError`], and nothing recurses.

use super::pdn_error::{PdnError, MAX_PDN};

/// The result tokens that end a game's movetext.
pub(crate) const RESULTS: [&str; 8] = ["2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "0-0", "*"];

/// One lexical token of a game.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Token {
    Tag(String, String),
    Word(String),
    Comment(String),
    /// `(`: a variation begins.
    Open,
    /// `)`: a variation ends (one too many is left to the reader to refuse).
    Close,
}

/// The games of `text`, each a non-empty list of tokens.
///
/// # Errors
/// [`PdnError::TooLong`], a broken tag, a comment or variation never closed, or no game at all.
pub(crate) fn games(text: &str) -> Result<Vec<Vec<Token>>, PdnError> {
    if text.len() > MAX_PDN {
        return Err(PdnError::TooLong(text.len()));
    }
    let games = tokenize(text)?;
    if games.is_empty() {
        return Err(PdnError::NoGame);
    }
    Ok(games)
}

/// Adds `token` to the game being read.
fn push(games: &mut Vec<Vec<Token>>, token: Token) {
    match games.last_mut() {
        Some(game) => game.push(token),
        None => games.push(vec![token]),
    }
}

/// Splits `text` into games, each a list of tokens. A game ends at its result (outside any
/// variation) or where the tags of the next one begin.
fn tokenize(text: &str) -> Result<Vec<Vec<Token>>, PdnError> {
    let mut games: Vec<Vec<Token>> = vec![Vec::new()];
    let mut in_moves = false;
    let mut depth = 0usize;
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut line_start = true;
    while let Some(&c) = chars.get(i) {
        let game = games.len();
        if line_start && c == '%' {
            while chars.get(i).is_some_and(|&c| c != '\n') {
                i += 1;
            }
            continue;
        }
        line_start = c == '\n';
        match c {
            '[' => {
                if depth > 0 {
                    return Err(PdnError::Unclosed { game, opener: '(' });
                }
                if in_moves {
                    games.push(Vec::new());
                    in_moves = false;
                }
                let (tag, end) = read_tag(&chars, i, games.len())?;
                push(&mut games, tag);
                i = end;
            }
            '{' => {
                let start = i + 1;
                while chars.get(i).is_some_and(|&c| c != '}') {
                    i += 1;
                }
                let Some(inside) = chars.get(start..i).filter(|_| i < chars.len()) else {
                    return Err(PdnError::Unclosed { game, opener: '{' });
                };
                let comment: String = inside.iter().collect();
                push(&mut games, Token::Comment(comment.trim().to_string()));
                i += 1;
            }
            '(' => {
                depth += 1;
                push(&mut games, Token::Open);
                i += 1;
            }
            ')' => {
                depth = depth.saturating_sub(1);
                push(&mut games, Token::Close);
                in_moves = true;
                i += 1;
            }
            ';' => {
                while chars.get(i).is_some_and(|&c| c != '\n') {
                    i += 1;
                }
            }
            c if c.is_whitespace() => i += 1,
            _ => {
                let start = i;
                while chars.get(i).is_some_and(|&c| !c.is_whitespace() && !"[{();".contains(c)) {
                    i += 1;
                }
                let word: String = chars.get(start..i).unwrap_or_default().iter().collect();
                in_moves = true;
                let ends = depth == 0 && RESULTS.contains(&word.as_str());
                push(&mut games, Token::Word(word));
                if ends {
                    games.push(Vec::new());
                    in_moves = false;
                }
            }
        }
    }
    if depth > 0 {
        return Err(PdnError::Unclosed { game: games.len(), opener: '(' });
    }
    games.retain(|g| !g.is_empty());
    Ok(games)
}

/// The tag opening at `chars[start]` (a `[`) and the index just past its `]`.
fn read_tag(chars: &[char], start: usize, game: usize) -> Result<(Token, usize), PdnError> {
    let mut i = start + 1;
    let mut in_quotes = false;
    while let Some(&c) = chars.get(i) {
        if !in_quotes && c == ']' {
            break;
        }
        if c == '\\' && in_quotes {
            i += 1;
        } else if c == '"' {
            in_quotes = !in_quotes;
        } else if c == '\n' && !in_quotes {
            break;
        }
        i += 1;
    }
    let raw: String = chars.get(start..i.min(chars.len())).unwrap_or_default().iter().collect();
    if chars.get(i) != Some(&']') {
        return Err(PdnError::BadTag { game, text: raw });
    }
    let tag = parse_tag(raw.get(1..).unwrap_or_default()).ok_or_else(|| PdnError::BadTag { game, text: raw.clone() + "]" })?;
    Ok((tag, i + 1))
}

fn parse_tag(inner: &str) -> Option<Token> {
    let inner = inner.trim();
    let name_end = inner.find(|c: char| c.is_whitespace() || c == '"')?;
    let name = &inner[..name_end];
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let rest = inner[name_end..].trim();
    let value = rest.strip_prefix('"')?.strip_suffix('"')?;
    Some(Token::Tag(name.to_string(), value.replace("\\\"", "\"").replace("\\\\", "\\")))
}

/// Strips a move number (`12.`, `12...`) and an annotation (`!`, `?`, ...) from a word; returns
/// the move text left, if any, and the annotation as a NAG number.
pub(crate) fn move_part(word: &str) -> Option<(&str, Option<u8>)> {
    let after_number = match word.find('.') {
        Some(dot) if word[..dot].chars().all(|c| c.is_ascii_digit()) => word[dot..].trim_start_matches('.'),
        _ => word,
    };
    let (text, nag) = super::pdn_notes::split_suffix(after_number.trim_end_matches(['+', '#', '*']));
    let text = text.trim_end_matches(['+', '#', '*']);
    (!text.is_empty()).then_some((text, nag))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variations_are_tokens_and_results_inside_them_end_nothing() {
        let read = games("1. 22-18 (1. 21-17 2-0) 11-15 2-0 1. 22-17 *").unwrap();
        assert_eq!(read.len(), 2);
        let words = |g: &[Token]| g.iter().map(|t| match t {
            Token::Word(w) => w.clone(),
            Token::Open => "(".into(),
            Token::Close => ")".into(),
            other => format!("{other:?}"),
        }).collect::<Vec<_>>();
        assert_eq!(words(&read[0]), ["1.", "22-18", "(", "1.", "21-17", "2-0", ")", "11-15", "2-0"]);
        assert_eq!(words(&read[1]), ["1.", "22-17", "*"]);
        assert_eq!(games("1. 22-18 (1. 21-17"), Err(PdnError::Unclosed { game: 1, opener: '(' }));
        assert_eq!(games("1. 22-18 (1. 21-17 [Event \"x\"]"), Err(PdnError::Unclosed { game: 1, opener: '(' }));
        assert_eq!(games("1. 22-18 (1. {21-17) 2. 9-13"), Err(PdnError::Unclosed { game: 1, opener: '{' }));
        assert_eq!(games("% escape\n; rest of line\n"), Err(PdnError::NoGame));
    }
}
