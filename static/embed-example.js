// Logs the messages the embedded boards post (see embed-example.html). Kept in a file so the page's
// Content Security Policy needs no inline script.
window.damasMessages = [];
window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin || !event.data || event.data.source !== 'damas') return;
  const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
  const entry = { frame: frame ? frame.id : '?', ...event.data };
  window.damasMessages.push(entry);
  const line = `${entry.frame}: ${entry.type} ply ${entry.ply} ${entry.turn} to move${entry.result ? ' result ' + entry.result : ''}`;
  const log = document.getElementById('log');
  log.textContent = (line + '\n' + log.textContent).split('\n').slice(0, 12).join('\n');
});
