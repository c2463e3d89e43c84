// Browser scenarios of the one game layer (run by run.mjs, which passes its scenario() and
// helpers): links whose optional parts are wrong, errors in the player's language, Lasca links and
// PDN opened from any Open box, and refusals worded in each variant's own square names.

export function registerGameLayer(scenario, h) {
  const { check, waitFor, clickSquare, expectText, expectPiece, moves, q } = h;

  scenario('a link with a level the computer lacks keeps its game and says so at once', {}, async ({ open }) => {
    const page = await open(q({ moves: '22-17 11-15', computer: 'black', level: '12' }));
    await expectText(page, '[data-message]', /level “12”.*1 to 8.*level 3/);
    await waitFor(async () => (await moves(page)).length === 2, 'the moves of the link are kept');
    await expectText(page, '[data-versus]', /level 3/i);
    // The computer answers: the level fell back, the game did not stop.
    await clickSquare(page, 17);
    await clickSquare(page, 13);
    await waitFor(async () => (await moves(page)).length === 4, 'the computer replies', 15000);
    // level=0 costs only the level too.
    const zero = await open(q({ moves: '22-17', computer: 'black', level: '0' }));
    await expectText(zero, '[data-message]', /level “0”/);
    await waitFor(async () => (await moves(zero)).length >= 1, 'the move of the link is kept');
  });
}
