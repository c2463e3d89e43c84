// Loads crates/bench-wasm's plain wasm module (no wasm-bindgen glue) into Node and wraps its
// string-buffer API. The module imports one function, env.now_ms, which is Node's clock.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export const VARIANTS = ['brazilian', 'russian', 'english', 'international', 'turkish']; // Variant::ALL order

export async function loadEngine(path = 'target/wasm32-unknown-unknown/release/damas_bench_wasm.wasm') {
  const bytes = readFileSync(path);
  const { instance } = await WebAssembly.instantiate(bytes, { env: { now_ms: () => performance.now() } });
  const x = instance.exports;
  const enc = new TextEncoder();
  const dec = new TextDecoder();
  const write = (text) => {
    const bytes = enc.encode(text);
    new Uint8Array(x.memory.buffer, x.io_ptr(), bytes.length).set(bytes);
    return bytes.length;
  };
  const read = (len) => dec.decode(new Uint8Array(x.memory.buffer, x.io_ptr(), len).slice());
  const variantIndex = (v) => {
    const i = VARIANTS.indexOf(v);
    if (i < 0) throw new Error(`unknown variant ${v}`);
    return i;
  };
  return {
    exports: x,
    /** Searches the initial position; returns { depth, nodes, score }. */
    searchInitial(variant, movetimeMs, depth = 0) {
      const nodes = Number(x.search_initial(variantIndex(variant), movetimeMs, depth));
      return { depth: x.last_depth(), nodes, score: x.last_score() };
    },
    /** Whether the module was built with vector instructions, as the page's worker_simd. */
    vectors: x.vectors() === 1,
    /** Installs the wide networks the page's worker_simd fetches (crates/ai/data/<variant>.net),
     * as it does once they came, if the module was built as it is (with vector instructions);
     * the plain worker keeps its narrow ones. */
    installFetchedNets() {
      if (x.vectors() !== 1) return;
      for (const v of ['brazilian', 'russian']) this.installNet(v, readFileSync(new URL(`../../crates/ai/data/${v}.net`, import.meta.url)));
    },
    /** Installs a network file's bytes for `variant`, as the page's worker does once fetched. */
    installNet(variant, bytes) {
      if (bytes.length > x.io_size()) throw new Error(`a network file of ${bytes.length} bytes: the buffer holds ${x.io_size()}`);
      // The buffer's address first: the call may grow the memory, which detaches the old buffer.
      const at = x.io_ptr();
      new Uint8Array(x.memory.buffer, at, bytes.length).set(bytes);
      if (x.install_net(variantIndex(variant), bytes.length) !== 0) throw new Error(`network refused for ${variant}`);
    },
    newGame(variant, fen = '') {
      const len = fen ? write(fen) : 0;
      if (x.game_new(variantIndex(variant), len) !== 0) throw new Error(`bad FEN ${fen}`);
    },
    /** Plays a move: text (`22-17`) or square numbers `from to captured...`. */
    play(move) {
      if (x.game_play(write(move)) !== 0) throw new Error(`illegal move ${move}`);
    },
    /** 'playing', 'white', 'black' (the winner) or 'draw', by the variant's official rules. */
    status() {
      return ['playing', 'white', 'black', 'draw'][x.game_status()];
    },
    /** Best move as { from, to, captures, text, depth, nodes, score }, or null with no move. */
    bestMove(movetimeMs, depth = 0) {
      const len = x.game_bestmove(movetimeMs, depth);
      if (len === 0) return null;
      const [squares, text] = read(len).split(' ; ');
      const [from, to, ...captures] = squares.split(' ').map(Number);
      return { from, to, captures, text, depth: x.last_depth(), nodes: Number(x.last_nodes()), score: x.last_score() };
    },
  };
}
