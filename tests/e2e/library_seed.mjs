// Kept games written straight into the library's IndexedDB store (`damas-library`, version 2, as
// the page creates it: src/ui/library/view/store.rs), from a page of the site's origin, before a
// scenario opens the library or the explorer. Each game is a link's query, kept `step` ms after
// the one before; `reviews`, when given, is the device's kept reviews (`damas.reviews`).
export async function seedLibrary(context, base, games, { step = 1, reviews } = {}) {
  const page = await context.newPage();
  await page.goto(base + '/manifest.webmanifest');
  await page.evaluate(([games, step, reviews]) => new Promise((resolve, reject) => {
    if (reviews) localStorage.setItem('damas.reviews', reviews);
    const open = indexedDB.open('damas-library', 2);
    open.onupgradeneeded = () => {
      open.result.createObjectStore('games');
      open.result.createObjectStore('pdn');
    };
    open.onsuccess = () => {
      const tx = open.result.transaction('games', 'readwrite');
      games.forEach((query, i) => tx.objectStore('games').put(JSON.stringify({ v: 1, query, at: 1796000000000 + i * step }), query));
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
    open.onerror = () => reject(open.error);
  }), [games, step, reviews ?? null]);
  await page.close();
}
