//! Sharing, opening, PDN, the editor, embedding, updates and the Lasca page's own labels, in
//! Spanish.

use crate::ui::text::keys::{LascaTx, Tx};

/// The label `key`.
pub const fn tx(key: Tx) -> &'static str {
    match key {
        Tx::UpdateReady => "Hay una nueva versión de Damas lista.",
        Tx::Reload => "Recargar",
        Tx::Later => "Más tarde",
        Tx::OfflineAll => "Dejar todo disponible sin conexión",
        Tx::OfflineReady => "Todo está disponible sin conexión.",
        Tx::OfflineBusy => "Descargando…",
        Tx::Share => "Compartir",
        Tx::CopyGameLink => "Copiar enlace de la partida",
        Tx::CopyPositionLink => "Copiar enlace de la posición",
        Tx::SendReply => "Enviar al rival",
        Tx::TwoPlayersHere => "Dos jugadores en este dispositivo.",
        Tx::SendToFriend => "Enviar a un amigo",
        Tx::YourMoveThenSend => "Te toca — luego envíale la jugada a tu amigo.",
        Tx::SendYourMove => "Ahora envía tu jugada a tu amigo.",
        Tx::SendYourMoveButton => "Enviar la jugada",
        Tx::GameOverSend => "La partida terminó: envía la última jugada a tu amigo.",
        Tx::ReplyHint => "Juega por enlace: después de tu jugada, envía el enlace; tu amigo lo abre, responde y te envía otro.",
        Tx::ReplyMessage => "Te toca en nuestra partida de damas:",
        Tx::Shared => "Enlace enviado.",
        Tx::Copied => "Enlace copiado.",
        Tx::CopyFailed => "No se pudo copiar: selecciona el texto y cópialo.",
        Tx::ResumePrevious => "Volver a mi partida anterior",
        Tx::PreviousKept => "Abriste una partida compartida; tu partida anterior se conserva.",
        Tx::Open => "Abrir",
        Tx::OpenPlaceholder => "Pega un enlace, una FEN o una partida PDN",
        Tx::OpenButton => "Abrir",
        Tx::OpenFile => "Archivo PDN…",
        Tx::ChooseGame => "Varias partidas: elige una",
        Tx::Opened => "Abierto.",
        Tx::ForVariant => "Variante de la FEN",
        Tx::Pdn => "PDN",
        Tx::CopyPdn => "Copiar PDN",
        Tx::DownloadPdn => "Descargar PDN",
        Tx::Image => "Imagen",
        Tx::Editor => "Editor de posición",
        Tx::EditorHint => "Elige una pieza y haz clic en las casillas (otro clic la quita).",
        Tx::EditPosition => "Preparar una posición",
        Tx::EditorNotLoaded => "El editor no se pudo cargar. Si el dispositivo no tiene conexión, conéctate a internet una vez para descargarlo y vuelve a intentarlo.",
        Tx::Close => "Cerrar",
        Tx::SideToMove => "Juegan",
        Tx::Clear => "Vaciar",
        Tx::StartPosition => "Posición inicial",
        Tx::PlayFromHere => "Jugar desde aquí",
        Tx::PlayComputer => "Jugar contra la máquina desde aquí",
        Tx::Fen => "FEN",
        Tx::Erase => "Borrar",
        Tx::WhiteMan => "Peón blanco",
        Tx::WhiteKing => "Dama blanca",
        Tx::BlackMan => "Peón negro",
        Tx::BlackKing => "Dama negra",
        Tx::PositionOk => "La posición se puede jugar.",
        Tx::Previous => "Jugada anterior",
        Tx::Next => "Jugada siguiente",
        Tx::EmbedBadOptions => "Opción de inserción no válida",
        Tx::OpenFull => "Abrir en Damas",
        Tx::EmbedOnSite => "Insertar en un sitio web",
        Tx::EmbedHint => "Pega este código en tu página: el tablero muestra esta partida y los visitantes pueden recorrerla.",
        Tx::CopyCode => "Copiar el código",
        Tx::Preview => "Vista previa",
    }
}

/// The Lasca label `key`.
pub const fn lasca_tx(key: LascaTx) -> &'static str {
    match key {
        LascaTx::Tagline => "Lasca, el juego de columnas de Emanuel Lasker (1911): juega contra un amigo en el mismo dispositivo o contra la máquina",
        LascaTx::ColumnHint => "Cada clic pone la pieza elegida encima de la columna.",
        LascaTx::WhiteSoldier => "Soldado blanco",
        LascaTx::WhiteOfficer => "Oficial blanco",
        LascaTx::BlackSoldier => "Soldado negro",
        LascaTx::BlackOfficer => "Oficial negro",
        LascaTx::TakeTop => "Quitar la pieza de arriba",
        LascaTx::EmptySquare => "Vaciar la casilla",
        LascaTx::ColumnInspect => "Toca una columna para ver qué contiene.",
        LascaTx::LascaRules => "Los soldados avanzan en diagonal; los oficiales, en ambos sentidos. Saltar una columna captura solo su pieza de arriba, que pasa debajo de la columna que captura. La captura es obligatoria; quien no tiene jugada pierde.",
    }
}

/// Why a paste opened nothing (`why`: the error, worded).
pub fn could_not_open(why: &str) -> String {
    format!("No se pudo abrir: {why}.")
}

/// The friend's move in a game by links, and what to do next.
pub fn friend_played(mv: &str) -> String {
    format!("Tu amigo jugó {mv}. Te toca — luego devuélvele el enlace.")
}
