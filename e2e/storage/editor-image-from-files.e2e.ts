// Journey: an image from the stored files in the document editor (issue 14 part 6). A staff user
// has an image among the tenant's files; in a new draft they open "Image from files" and pick it by
// keyboard. The editor shows the image's bytes (fetched through the authorised download route with
// the session), and the saved HTML keeps exactly /api/files/<id>. The draft opened again, on a
// phone and in Norwegian, shows it too. No serious axe violation.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { chromiumPath } from '../support/chromium';
import { useJourney } from '../support/journey-setup';
import { expectFitsWidth, newPortalContext } from '../support/login-journey';
import { poll, signIn } from '../support/shell-journey';

/** A 2×2 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==';

describe.skipIf(!chromiumPath)('the document editor with stored images', () => {
  const journey = useJourney();

  it('inserts an image picked from the stored files by keyboard, shown through the authorised route', async () => {
    const context = await newPortalContext(journey.browser);
    const page = await context.newPage();
    // The shell's own requests carry the session token; the upload below uses the same.
    const authorization = new Promise<string>((resolve) => {
      page.on('request', (request) => {
        const value = request.headers().authorization;
        if (value?.startsWith('Bearer ')) resolve(value);
      });
    });
    await signIn(page, journey.server, 'staff');
    const imageId = await page.evaluate(
      async ({ token, png }) => {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const answer = await fetch('/api/files?name=Kontorplan.png', {
          method: 'POST',
          headers: { authorization: token, 'content-type': 'image/png' },
          body: bytes,
        });
        return ((await answer.json()) as { id: number }).id;
      },
      { token: await authorization, png: PNG },
    );
    expect(imageId).toBeGreaterThan(0);

    await page.goto(journey.server.url('demo', '/rich-edit/new?lang=en'));
    await page.getByLabel('Title').fill('Kontorbeskrivelse');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/rich-edit\/\d+\?/);
    const draftId = /\/rich-edit\/(\d+)/.exec(page.url())?.[1] ?? '';
    const editor = page.getByRole('textbox', { name: 'Document text' });
    await editor.click();
    await page.keyboard.type('Slik ser kontoret ut:');
    await page.keyboard.press('Enter');

    // The picker by keyboard: focus the toolbar button, Enter opens, type to filter, Tab to the file, Enter picks.
    await page.getByRole('button', { name: 'Image from files' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add an image from stored files' });
    await dialog.getByLabel('Filter by name').waitFor();
    await page.keyboard.type('kontorplan');
    const pick = dialog.getByRole('button', { name: 'Add Kontorplan.png' });
    await pick.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await poll(() => pick.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    const image = editor.locator('img');
    await poll(() => image.count()).toBe(1);
    expect(await image.getAttribute('alt')).toBe('Kontorplan');
    // Shown from the bytes fetched with the session (an object URL), not a token-less request.
    await poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await poll(() => page.getByTestId('save-status').getAttribute('data-status')).toBe('saved');
    const saved = await page.evaluate(
      async ({ token, id }) => {
        const answer = await fetch(`/api/documents/drafts/${id}`, { headers: { authorization: token } });
        return ((await answer.json()) as { html: string }).html;
      },
      { token: await authorization, id: draftId },
    );
    expect(saved).toContain(`<img src="/api/files/${imageId}" alt="Kontorplan" />`);

    // Opened again, on a phone, in Norwegian: the image is there and shown.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(journey.server.url('demo', `/rich-edit/${draftId}?lang=no`));
    const again = page.getByRole('textbox', { name: 'Dokumenttekst' });
    await again.waitFor();
    await poll(() => again.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    await expectFitsWidth(page);
    expect(await page.getByRole('button', { name: 'Bilde fra filer' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
