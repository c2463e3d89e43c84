// The harness's proof with no app code: two RTCPeerConnections in plain HTML, in two browser
// contexts, exchange their SDPs through the test and a message each way over a negotiated data
// channel, with no ICE server. With LIVE_SDP_DUMP=<dir> it also writes the SDPs Chromium made
// (the fixtures of crates/live/src/sdp.rs's tests were captured so).

export function register(scenario, { check, waitFor, fs, path }) {
  scenario('plain: two RTCPeerConnections exchange a message with no ICE server', async ({ player, report }) => {
    const a = await player('A', '/__live/plain.html');
    const b = await player('B', '/__live/plain.html');
    const offer = await a.evaluate(() => host());
    const hostLines = offer.split('\r\n').filter((l) => l.startsWith('a=candidate:'));
    check(hostLines.length > 0, `the offer has candidates: ${offer}`);
    check(hostLines.every((l) => / 10\.77\.0\.[12] /.test(l) || /\.local /.test(l)), `candidates are on the namespace's veth only: ${hostLines.join(' | ')}`);
    const answer = await b.evaluate((o) => join(o), offer);
    await a.evaluate((s) => accept(s), answer);
    await waitFor(() => a.evaluate(() => isOpen()), 'A: the channel opens');
    await waitFor(() => b.evaluate(() => isOpen()), 'B: the channel opens');
    await a.evaluate(() => send('hello from A'));
    await b.evaluate(() => send('hello from B'));
    await waitFor(async () => (await b.evaluate(() => received)).includes('hello from A'), 'B receives A\'s message');
    await waitFor(async () => (await a.evaluate(() => received)).includes('hello from B'), 'A receives B\'s message');
    check((await a.evaluate(() => states)).includes('connected'), 'A reports connected');
    report(`offer SDP ${offer.length} bytes with ${hostLines.length} candidate(s), answer ${answer.length} bytes`);
    if (process.env.LIVE_SDP_DUMP) {
      fs.mkdirSync(process.env.LIVE_SDP_DUMP, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIVE_SDP_DUMP, 'offer.sdp'), offer);
      fs.writeFileSync(path.join(process.env.LIVE_SDP_DUMP, 'answer.sdp'), answer);
    }
  });
}
