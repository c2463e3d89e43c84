// The boot script's message when a page cannot start (its script or WebAssembly did not load):
// never a blank page. It says, in the player's language (scripts/player-lang.mjs), what did not load and what to do:
// offline, connect once to download that part of the site; online, check the connection. A
// button tries again (reloads). The error's own text (a file name, in English) goes to the
// console and to `data-reason`, never into the sentence. Drawn as text, never markup, in its own
// colours (styles/app.css `.boot-error`: dark on light whatever the page's palette).
// post-build.mjs inlines this function into the boot script: keep it self-contained (it calls
// the inlined `playerLang`, scripts/player-lang.mjs).
import { playerLang } from './player-lang.mjs';

export function showBootError(page, error) {
  const lang = playerLang();
  const part = page === 'livelasca' ? 'live' : ['app', 'puzzles', 'lasca', 'study', 'live'].includes(page) ? page : 'app';
  const offline = navigator.onLine === false;
  const words = {
    en: {
      offline: {
        app: 'The game has not been downloaded to this device yet, and there is no connection. Connect to the internet once to download it; after that it works offline.',
        puzzles: 'The puzzles have not been downloaded to this device yet, and there is no connection. Connect to the internet once to download the puzzles; after that they work offline.',
        lasca: 'Lasca has not been downloaded to this device yet, and there is no connection. Connect to the internet once to download it; after that it works offline.',
        study: 'The lessons and the endgame trainer have not been downloaded to this device yet, and there is no connection. Connect to the internet once to download them; after that they work offline.',
        live: 'Live play has not been downloaded to this device yet, and there is no connection. A live game needs a connection anyway: connect, then try again.',
      },
      online: {
        app: 'The game could not be loaded. Check the connection and try again.',
        puzzles: 'The puzzles could not be loaded. Check the connection and try again.',
        lasca: 'Lasca could not be loaded. Check the connection and try again.',
        study: 'The lessons and the endgame trainer could not be loaded. Check the connection and try again.',
        live: 'Live play could not be loaded. Check the connection and try again.',
      },
      retry: 'Try again',
    },
    pt: {
      offline: {
        app: 'O jogo ainda não foi baixado neste aparelho e não há conexão. Conecte-se à internet uma vez para baixá-lo; depois ele funciona sem conexão.',
        puzzles: 'Os problemas ainda não foram baixados neste aparelho e não há conexão. Conecte-se à internet uma vez para baixar os problemas; depois eles funcionam sem conexão.',
        lasca: 'O Lasca ainda não foi baixado neste aparelho e não há conexão. Conecte-se à internet uma vez para baixá-lo; depois ele funciona sem conexão.',
        study: 'As lições e o treino de finais ainda não foram baixados neste aparelho e não há conexão. Conecte-se à internet uma vez para baixá-los; depois eles funcionam sem conexão.',
        live: 'O jogo ao vivo ainda não foi baixado neste aparelho e não há conexão. Uma partida ao vivo precisa de conexão: conecte-se e tente de novo.',
      },
      online: {
        app: 'O jogo não pôde ser carregado. Verifique a conexão e tente de novo.',
        puzzles: 'Os problemas não puderam ser carregados. Verifique a conexão e tente de novo.',
        lasca: 'O Lasca não pôde ser carregado. Verifique a conexão e tente de novo.',
        study: 'As lições e o treino de finais não puderam ser carregados. Verifique a conexão e tente de novo.',
        live: 'O jogo ao vivo não pôde ser carregado. Verifique a conexão e tente de novo.',
      },
      retry: 'Tentar de novo',
    },
    es: {
      offline: {
        app: 'El juego aún no se ha descargado en este dispositivo y no hay conexión. Conéctate a internet una vez para descargarlo; después funciona sin conexión.',
        puzzles: 'Los problemas aún no se han descargado en este dispositivo y no hay conexión. Conéctate a internet una vez para descargar los problemas; después funcionan sin conexión.',
        lasca: 'Lasca aún no se ha descargado en este dispositivo y no hay conexión. Conéctate a internet una vez para descargarlo; después funciona sin conexión.',
        study: 'Las lecciones y el entrenador de finales aún no se han descargado en este dispositivo y no hay conexión. Conéctate a internet una vez para descargarlos; después funcionan sin conexión.',
        live: 'El juego en vivo aún no se ha descargado en este dispositivo y no hay conexión. Una partida en vivo necesita conexión: conéctate y vuelve a intentarlo.',
      },
      online: {
        app: 'No se pudo cargar el juego. Comprueba la conexión y vuelve a intentarlo.',
        puzzles: 'No se pudieron cargar los problemas. Comprueba la conexión y vuelve a intentarlo.',
        lasca: 'No se pudo cargar Lasca. Comprueba la conexión y vuelve a intentarlo.',
        study: 'No se pudieron cargar las lecciones ni el entrenador de finales. Comprueba la conexión y vuelve a intentarlo.',
        live: 'No se pudo cargar el juego en vivo. Comprueba la conexión y vuelve a intentarlo.',
      },
      retry: 'Reintentar',
    },
    ru: {
      offline: {
        app: 'Игра ещё не загружена на это устройство, а соединения нет. Подключитесь к интернету один раз, чтобы загрузить её; потом она работает без сети.',
        puzzles: 'Задачи ещё не загружены на это устройство, а соединения нет. Подключитесь к интернету один раз, чтобы загрузить задачи; потом они работают без сети.',
        lasca: 'Ласка ещё не загружена на это устройство, а соединения нет. Подключитесь к интернету один раз, чтобы загрузить её; потом она работает без сети.',
        study: 'Уроки и тренажёр эндшпиля ещё не загружены на это устройство, а соединения нет. Подключитесь к интернету один раз, чтобы загрузить их; потом они работают без сети.',
        live: 'Живая игра ещё не загружена на это устройство, а соединения нет. Для живой партии соединение нужно в любом случае: подключитесь и попробуйте снова.',
      },
      online: {
        app: 'Не удалось загрузить игру. Проверьте соединение и попробуйте снова.',
        puzzles: 'Не удалось загрузить задачи. Проверьте соединение и попробуйте снова.',
        lasca: 'Не удалось загрузить Ласку. Проверьте соединение и попробуйте снова.',
        study: 'Не удалось загрузить уроки и тренажёр эндшпиля. Проверьте соединение и попробуйте снова.',
        live: 'Не удалось загрузить живую игру. Проверьте соединение и попробуйте снова.',
      },
      retry: 'Попробовать снова',
    },
  }[lang];
  const reason = String((error && error.message) || error);
  console.error('damas: the page could not start:', reason);
  // The static skeleton (index.html) gives way to the message.
  for (const old of document.querySelectorAll('[data-skeleton], .boot-error')) old.remove();
  const box = document.createElement('div');
  box.className = 'boot-error';
  box.setAttribute('role', 'alert');
  box.setAttribute('lang', lang);
  box.dataset.reason = reason;
  box.dataset.offline = String(offline);
  const note = document.createElement('p');
  note.textContent = words[offline ? 'offline' : 'online'][part];
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'boot-retry';
  retry.dataset.action = 'retry';
  retry.textContent = words.retry;
  retry.addEventListener('click', () => location.reload());
  box.append(note, retry);
  document.body.append(box);
}
