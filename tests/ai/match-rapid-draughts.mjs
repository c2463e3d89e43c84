// Our engine (crates/bench-wasm, WebAssembly under Node) against rapid-draughts' alpha-beta
// computer in English draughts, the only variant they share. Openings: a fixed, seeded set of
// distinct 3-ply starts, each played twice with colours swapped. A game ends by the WCDF rules as
// damas_engine::Game applies them (no move: a loss; threefold repetition; the 40-move rule),
// not by rapid-draughts' own shortcut (a draw after 40 plies without a capture, which is not a
// WCDF rule); at 300 plies (a draw); or is adjudicated when our
// search proves a forced win or loss (a "win in N plies" score), or by the usual resign rule of
// engine matches: our score beyond +-RESIGN for RESIGN_MOVES of our moves in a row (both counted
// and reported apart).
// Usage: node tests/ai/match-rapid-draughts.mjs <wasm> [games=40] [ourMs=100] [theirDepth=10] [seed=1] [first=1] [last=games]
// (first/last play a slice of the games, to spread a long match over several processes.)
import { loadEngine } from './wasm-engine.mjs';
import { DraughtsStatus, DraughtsPlayer } from 'rapid-draughts';
import { EnglishDraughts, EnglishDraughtsComputerFactory } from 'rapid-draughts/english';
import { performance } from 'node:perf_hooks';

const [wasm, gamesArg = '40', msArg = '100', depthArg = '10', seedArg = '1', firstArg = '1', lastArg = ''] = process.argv.slice(2);
const games = Number(gamesArg);
const ourMs = Number(msArg);
const theirDepth = Number(depthArg);
const engine = await loadEngine(wasm);
const them = EnglishDraughtsComputerFactory.alphaBeta({ maxDepth: theirDepth });

// rapid-draughts numbers the dark squares 0..31 in the same order as our 1..32, and its "dark"
// side (on 0..11, moving first) is our Black.
const toOurs = (m) => [m.origin + 1, m.destination + 1, ...[...m.captures].sort((a, b) => a - b).map((c) => c + 1)].join(' ');
const sameMove = (m, best) =>
  m.origin + 1 === best.from && m.destination + 1 === best.to &&
  JSON.stringify([...m.captures].map((c) => c + 1).sort((a, b) => a - b)) === JSON.stringify([...best.captures].sort((a, b) => a - b));

// The fixed opening set: distinct 3-ply sequences of move indices, chosen by a seeded generator.
let state = BigInt(seedArg) * 0x9E3779B97F4A7C15n | 1n;
const rand = (n) => {
  state ^= (state << 13n) & 0xFFFFFFFFFFFFFFFFn;
  state ^= state >> 7n;
  state ^= (state << 17n) & 0xFFFFFFFFFFFFFFFFn;
  return Number(state % BigInt(n));
};
const openings = [];
const seen = new Set();
while (openings.length < Math.ceil(games / 2)) {
  const g = EnglishDraughts.setup();
  const line = [];
  for (let i = 0; i < 3; i++) line.push(rand(g.moves.length)), g.move(g.moves[line[i]]);
  const key = line.join(',');
  if (!seen.has(key) && g.status === DraughtsStatus.PLAYING) seen.add(key), openings.push(line);
}

let score = 0, wins = 0, draws = 0, losses = 0, adjudicated = 0, played = 0;
const WIN_BOUND = 29000;
const RESIGN = 400; // four men
const RESIGN_MOVES = 4;
let ourTime = 0, ourMoves = 0, ourDepth = 0;
const first = Number(firstArg) - 1;
const last = lastArg ? Number(lastArg) : games;
for (let n = first; n < last; n++) {
  const weAreDark = n % 2 === 0;
  const g = EnglishDraughts.setup();
  engine.newGame('english');
  for (const i of openings[Math.floor(n / 2)]) {
    const m = g.moves[i];
    engine.play(toOurs(m));
    g.move(m);
  }
  let plies = 3;
  let verdict = null;
  let streak = 0;
  while (engine.status() === 'playing' && plies < 300 && verdict === null) {
    const ourTurn = (g.player === DraughtsPlayer.DARK) === weAreDark;
    let m;
    if (ourTurn) {
      const t0 = performance.now();
      const best = engine.bestMove(ourMs);
      ourTime += performance.now() - t0;
      ourMoves++;
      ourDepth += best.depth;
      if (Math.abs(best.score) > WIN_BOUND) verdict = best.score > 0 ? 1 : 0;
      streak = Math.abs(best.score) >= RESIGN && Math.sign(best.score) === Math.sign(streak || best.score) ? streak + Math.sign(best.score) : 0;
      if (Math.abs(streak) >= RESIGN_MOVES) verdict = streak > 0 ? 1 : 0;
      m = g.moves.find((x) => sameMove(x, best));
      if (!m) throw new Error(`game ${n + 1}: our move ${best.text} is not among rapid-draughts' moves`);
    } else {
      m = await them(g);
    }
    engine.play(toOurs(m));
    g.move(m);
    plies++;
  }
  // Our Black is their dark side.
  const status = engine.status();
  const ourColor = weAreDark ? 'black' : 'white';
  const s = verdict !== null ? verdict : status === ourColor ? 1 : status === 'playing' || status === 'draw' ? 0.5 : 0;
  if (verdict !== null) adjudicated++;
  played++;
  if (s === 1) wins++; else if (s === 0) losses++; else draws++;
  score += s;
  const how = verdict !== null ? `adjudicated ${verdict ? 'win' : 'loss'} for damas (proven result or score beyond ${RESIGN} for ${RESIGN_MOVES} moves)`
    : status === 'playing' ? 'draw (300 plies)' : status === 'draw' ? 'draw' : `${status} wins`;
  console.log(`game ${String(n + 1).padStart(2)} damas=${weAreDark ? 'dark (moves first)' : 'light'} plies ${plies} ${how}: damas scores ${s}`);
}
console.log(`result damas (wasm, ${ourMs} ms/move, mean depth ${(ourDepth / ourMoves).toFixed(1)}, ${(ourTime / ourMoves).toFixed(0)} ms/move) vs rapid-draughts alphaBeta maxDepth ${theirDepth}: ` +
  `${score}/${played} = ${(100 * score / played).toFixed(1)}% (+${wins} =${draws} -${losses}; ${adjudicated} adjudicated) games ${first + 1}-${last}`);
