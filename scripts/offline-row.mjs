// The settings' "make everything available offline" row (src/ui/shell/offline.rs draws its words):
// asks the service worker how many bytes of the site are not cached yet, writes that size into
// the row (one decimal, in MB, with the page's decimal mark), marks the row
// `data-offline="missing" | "busy" | "ready"` (styles/app.css shows the button, "downloading…" or
// "everything is available offline" by it), and on a click asks the service worker for the rest
// (scripts/sw.template.js, 'cache-rest'; it answers the bytes still missing when done). A row the
// app draws again gets the last state back. No service worker, no row. post-build.mjs inlines this
// function into the boot script: keep it self-contained.
export function offlineRow() {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  let missing = null;
  let busy = false;
  const paint = () => {
    if (missing === null) return;
    const lang = (document.documentElement.lang || 'en').slice(0, 2);
    const mark = lang === 'en' ? '.' : ',';
    const tenths = Math.max(missing > 0 ? 1 : 0, Math.round(missing / 100000));
    const size = `${Math.floor(tenths / 10)}${mark}${tenths % 10} ${lang === 'ru' ? 'МБ' : 'MB'}`;
    const state = missing === 0 ? 'ready' : busy ? 'busy' : 'missing';
    for (const row of document.querySelectorAll('.offline-all')) {
      if (row.dataset.offline !== state) row.dataset.offline = state;
      if (row.dataset.missing !== String(missing)) row.dataset.missing = String(missing);
      const button = row.querySelector('[data-action="offline-all"]');
      if (button) button.disabled = busy;
      const span = row.querySelector('[data-offline-size]');
      if (span && span.textContent !== size) span.textContent = size;
    }
  };
  const ask = (type) => sw.controller && sw.controller.postMessage({ type });
  sw.addEventListener('message', (event) => {
    if (typeof event.data !== 'number') return;
    missing = event.data;
    busy = false;
    paint();
  });
  document.addEventListener('click', (event) => {
    if (!event.target.closest || !event.target.closest('.offline-all [data-action="offline-all"]') || !sw.controller) return;
    busy = true;
    paint();
    ask('cache-rest');
  });
  // The app draws (and redraws) the row; the language may change under it.
  new MutationObserver(paint).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['lang'] });
  new MutationObserver(paint).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  if (sw.controller) ask('offline-status');
  else sw.addEventListener('controllerchange', () => ask('offline-status'), { once: true });
}
