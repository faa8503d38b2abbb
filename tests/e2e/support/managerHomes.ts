// The manager's side of issue 4 as a person takes it: log in as a homeowner, and
// put a new home on Hearth through /manager/listings (details, photos, bedrooms,
// bathrooms), then list it. Fields by label, buttons by name, waits on the screen.
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../api/db/seed/demo-users.js';

/** manager@hearth.test ("Marcus Reed") logs in on /login as a homeowner (the manager role). */
export async function logInAsManager(page: Page): Promise<void> {
  await page.goto('/login?desired_page=/manager/listings');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill('manager@hearth.test');
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('radio', { name: /^Homeowner\b/ }).check();
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/manager/listings');
  await page.getByRole('heading', { level: 1, name: 'Your listings' }).waitFor();
}

export interface NewHome {
  title: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** As the City page select shows it, e.g. "Raleigh, NC". */
  cityPage: string;
  /** Path of that city page on the public site. */
  cityPath: string;
  description: string;
  bedrooms: Array<{ name: string; baseRent: string; availableOn: string }>;
  bathrooms: number;
  /** Illustrated photos added with "Add an illustration". */
  photos: number;
  /** Real photos uploaded after them (small PNG files), e.g. 1. */
  uploadedPhotos?: number;
}

/** A real 1×1 PNG, as a manager's camera would not make it, but as the api checks it. */
export const SMALL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A YYYY-MM-DD date `days` from today. */
export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * On /manager/listings/new: the home's details, then Create home. Ends on the new
 * home's editor, which says it cannot be listed yet and why.
 */
export async function createHome(page: Page, home: NewHome): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/manager/listings/new');
  await page.getByRole('heading', { level: 1, name: 'Add a home' }).waitFor();
  const details = page.getByRole('form', { name: 'Home details' });
  await details.getByLabel('Title').fill(home.title);
  await details.getByLabel('Property type').selectOption({ label: 'Single-family home' });
  await details.getByLabel('Street address').fill(home.street);
  await details.getByLabel('City', { exact: true }).fill(home.city);
  await details.getByLabel('State', { exact: true }).fill(home.state);
  await details.getByLabel('ZIP code').fill(home.zip);
  await details.getByLabel('City page').selectOption({ label: home.cityPage });
  await details.getByLabel('Description').fill(home.description);
  await details.getByRole('group', { name: 'Utilities included in rent' }).getByRole('checkbox').first().check();
  await details.getByRole('button', { name: 'Create home' }).click();

  // The editor of the new home: not listed yet, with what is missing in words.
  await page.waitForURL(/\/manager\/listings\/\d+$/);
  await page.getByRole('heading', { level: 1, name: home.title }).waitFor();
  const status = page.getByRole('region', { name: 'Listing' });
  await status.getByText('Before you can list it:').waitFor();
  await status.getByText('Add at least one bedroom to rent.').waitFor();
}

/**
 * From /manager/listings: Add a home (the details), then on its editor photos, each
 * bedroom with its rent and date, the bathrooms, and List this home once nothing
 * stops it. Ends on the editor with the home listed.
 */
export async function createAndListHome(page: Page, home: NewHome): Promise<void> {
  await page.getByRole('link', { name: 'Add a home' }).first().click();
  await createHome(page, home);
  await furnishAndList(page, home);
}

/** On a new home's editor: its photos, bedrooms and bathrooms, then List this home. */
export async function furnishAndList(page: Page, home: NewHome): Promise<void> {
  const status = page.getByRole('region', { name: 'Listing' });

  const photos = page.getByRole('region', { name: 'Photos' });
  for (let n = 1; n <= home.photos; n += 1) {
    await photos.getByRole('button', { name: 'Add an illustration' }).click();
    await photos.getByRole('listitem').nth(n - 1).waitFor();
  }
  for (let n = 1; n <= (home.uploadedPhotos ?? 0); n += 1) {
    await photos.getByLabel('Upload a photo').setInputFiles({ name: `room-${n}.png`, mimeType: 'image/png', buffer: SMALL_PNG });
    await photos.getByText(`Added room-${n}.png.`).waitFor();
    await photos.getByRole('listitem').nth(home.photos + n - 1).waitFor();
  }

  const bedrooms = page.getByRole('region', { name: 'Bedrooms' });
  const addBedroom = bedrooms.getByRole('form', { name: 'Add a bedroom' });
  for (const [i, room] of home.bedrooms.entries()) {
    await addBedroom.getByLabel('Bedroom name').fill(room.name);
    await addBedroom.getByLabel('Base rent ($/month)').fill(room.baseRent);
    await addBedroom.getByLabel('Available from').fill(room.availableOn);
    await addBedroom.getByRole('button', { name: 'Add bedroom' }).click();
    await bedrooms.getByText(`Added ${room.name}.`).waitFor();
    await bedrooms.getByRole('listitem').nth(i).getByText(room.name, { exact: true }).waitFor();
  }

  const bathrooms = page.getByRole('region', { name: /^Bathrooms\b/ });
  for (let n = 1; n <= home.bathrooms; n += 1) {
    await bathrooms.getByRole('form', { name: 'Add a bathroom' }).getByRole('button', { name: 'Add bathroom' }).click();
    await bathrooms.getByRole('button', { name: `Remove Bathroom ${n}` }).waitFor();
  }

  // Nothing stops it now: list it.
  await status.getByText('Everything is in place: list it and renters can apply.').waitFor();
  await status.getByRole('button', { name: 'List this home' }).click();
  await status.getByText('Listed: renters can find it now.').waitFor();
  await status.getByRole('button', { name: 'Unlist' }).waitFor();
}
