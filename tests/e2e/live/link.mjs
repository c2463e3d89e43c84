// The app's WebRTC link (src/ui/live/net/PeerLink) between two browser contexts in the
// namespace, through its test build (tests/e2e/live/link_page.rs, built by build-link): the
// handshake by invite and reply codes, messages both ways, the refusals a hostile or mistaken
// code gets, a peer's oversized and binary messages dropped with an event, closing, and an
// unanswered STUN server that only delays the code.

export function register(scenario, { check, waitFor, fs, path, linkBuild }) {
  const built = fs.existsSync(path.join(linkBuild, 'live_link_bg.wasm'));
  const page = async (player, label) => {
    const p = await player(label, '/__live/link.html');
    await waitFor(() => p.evaluate(() => window.ready === true), `${label}: the link's wasm loads`);
    return p;
  };
  const events = (p) => p.evaluate(() => window.link.events());
  const has = async (p, e) => (await events(p)).includes(e);
  const fails = (p, fn, arg) => p.evaluate(async ([f, a]) => {
    try {
      await window.link[f](...a);
      return null;
    } catch (e) {
      return String(e);
    }
  }, [fn, arg]);
  const needBuild = () => check(built, 'target/live-link is missing: run tests/e2e/live/build-link first');

  scenario('link: invite code, reply code, messages both ways', async ({ player, report }) => {
    needBuild();
    const a = await page(player, 'A');
    const b = await page(player, 'B');
    const t0 = Date.now();
    const offer = await a.evaluate(() => window.link.host('none'));
    const answer = await b.evaluate((o) => window.link.join('none', o), offer);
    check(/^1[A-Za-z0-9_-]+$/.test(offer) && /^1[A-Za-z0-9_-]+$/.test(answer), `URL-safe codes: ${offer} ${answer}`);
    await a.evaluate((c) => window.link.accept(c), answer);
    await waitFor(() => has(a, 'open'), 'A: the channel opens');
    await waitFor(() => has(b, 'open'), 'B: the channel opens');
    const opened = Date.now() - t0;
    await a.evaluate(() => window.link.send('{"ply":1,"mv":"22-17"}'));
    await b.evaluate(() => window.link.send('é😀 <b>not markup</b>'));
    await waitFor(() => has(b, 'message:{"ply":1,"mv":"22-17"}'), 'B receives A\'s message');
    await waitFor(() => has(a, 'message:é😀 <b>not markup</b>'), 'A receives B\'s message intact');
    await waitFor(() => has(a, 'state:Connected'), 'A reports connected');
    check((await a.evaluate(() => window.link.state())) === 'Connected', 'A is connected');
    check((await b.evaluate(() => window.link.state())) === 'Connected', 'B is connected');
    // A second reply is refused: one guest per invite.
    check(/AlreadyAccepted/.test(await fails(a, 'accept', [answer])), 'a second reply is refused');
    report(`offer code ${offer.length} characters, reply code ${answer.length}; channel open ${opened} ms after the host started`);
  });

  scenario('link: mistaken and hostile codes are refused with typed errors, and the host still connects', async ({ player }) => {
    needBuild();
    const a = await page(player, 'A');
    const b = await page(player, 'B');
    const offer = await a.evaluate(() => window.link.host('none'));
    check(/WrongKind \{ expected: Answer \}/.test(await fails(a, 'accept', [offer])), 'the host\'s own invite pasted as the reply is refused');
    check(/Code\(Truncated\)/.test(await fails(a, 'accept', [offer.slice(0, 30)])), 'a cut reply is refused');
    check(/Code\(UnknownVersion/.test(await fails(a, 'accept', ['<img src=x onerror=alert(1)>'])), 'junk is refused');
    check(/Code\(Empty\)/.test(await fails(b, 'join', ['none', ''])), 'an empty invite is refused');
    const mangled = await fails(b, 'join', ['none', offer.slice(0, 20) + 'A'.repeat(offer.length - 20)]);
    check(/^Code\(|^Browser \{ step: SetRemote/.test(mangled), `a mangled invite is refused: ${mangled}`);
    // A whole SDP code of text the browser cannot take: the browser's refusal, typed.
    const bogus = await b.evaluate(() => window.link.compact(false, 'v=0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nfoo\r\n'));
    check(/Browser \{ step: SetRemote/.test(await fails(b, 'join', ['none', bogus])), 'an SDP the browser refuses is a typed error');
    check(/BadCredentials|TurnNeedsCredentials/.test(await fails(b, 'join', ['turn:10.77.0.2', offer])), 'a bad ICE setting is refused');
    // After all that, the right reply still connects.
    const answer = await b.evaluate((o) => window.link.join('none', o), offer);
    check(/WrongKind \{ expected: Offer \}/.test(await fails(b, 'join', ['none', answer])), 'a reply opened as an invite is refused');
    await a.evaluate((c) => window.link.accept(c), answer);
    await waitFor(() => has(a, 'open'), 'A: the channel opens after the refusals');
    await waitFor(() => has(b, 'open'), 'B: the channel opens');
    check(/^TooLarge \{ len: 70000, max: 65536 \}/.test(await fails(a, 'send', ['x'.repeat(70000)])), 'an oversized send is refused');
  });

  scenario('link: a plain peer\'s oversized and binary messages are dropped with an event; closing is seen', async ({ player }) => {
    needBuild();
    const a = await page(player, 'A');
    const b = await page(player, 'B');
    // A is a plain RTCPeerConnection speaking through the codes: what a hostile peer could send.
    const offer = await a.evaluate(async () => {
      const pc = new RTCPeerConnection({ iceServers: [] });
      window.dc = pc.createDataChannel('x', { negotiated: true, id: 0 });
      window.pc = pc;
      await pc.setLocalDescription(await pc.createOffer());
      if (pc.iceGatheringState !== 'complete') await new Promise((ok) => pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && ok()));
      return window.link.compact(false, pc.localDescription.sdp);
    });
    const answer = await b.evaluate((o) => window.link.join('none', o), offer);
    await a.evaluate(async (c) => window.pc.setRemoteDescription({ type: 'answer', sdp: window.link.expand(c) }), answer);
    await waitFor(() => a.evaluate(() => window.dc.readyState === 'open'), 'the plain channel opens');
    await waitFor(() => has(b, 'open'), 'B: the link opens');
    await a.evaluate(() => {
      window.dc.send('y'.repeat(70000));
      window.dc.send(new Uint8Array([1, 2, 3]));
      window.dc.send('after');
    });
    await waitFor(() => has(b, 'message:after'), 'B still gets the next message');
    const ev = await events(b);
    check(ev.includes('dropped:TooLarge(70000)'), `the oversized message is dropped with an event: ${ev.join(', ')}`);
    check(ev.includes('dropped:NotText'), `the binary message is dropped with an event: ${ev.join(', ')}`);
    check(!ev.some((e) => e.startsWith('message:yyy')), 'the oversized text never reaches the page');
    // The plain peer closes: the link says so.
    await a.evaluate(() => window.pc.close());
    await waitFor(() => has(b, 'closed'), 'B sees the channel close');
    check(/NotOpen|Closed|Browser/.test(await fails(b, 'send', ['x'])), 'sending on a closed channel is a typed error');
    await b.evaluate(() => window.link.drop_link());
  });

  scenario('link: an ICE server that does not answer only delays the invite', async ({ player, report }) => {
    needBuild();
    const a = await page(player, 'A');
    // A STUN address inside the namespace where nothing listens: gathering gives up or times out.
    const t0 = Date.now();
    const offer = await a.evaluate(() => window.link.host('stun:10.77.0.2:3478'));
    const took = Date.now() - t0;
    check(offer.startsWith('1'), 'an invite code is made');
    report(`invite code with an unanswered STUN server after ${took} ms (${offer.length} characters)`);
  });
}
