//! Search and evaluation for damas (placeholder until the AI lands).
