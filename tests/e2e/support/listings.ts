import type { Locator, Page } from 'playwright-core';

export interface VisibleHome {
  title: string;
  /** "City, ST" as printed on the card. */
  place: string;
  /** The "from $X/mo" price, in whole dollars. */
  fromPrice: number;
}

/** The listing cards on screen, read as a person reads them: title, place, price. */
export async function visibleHomes(page: Page): Promise<VisibleHome[]> {
  const cards = await page.getByRole('article').evaluateAll((articles) =>
    articles.map((card) => ({
      title: card.querySelector('h3')?.textContent?.trim() ?? '',
      lines: Array.from(card.querySelectorAll('p'), (p) => p.textContent?.trim() ?? ''),
    })),
  );
  return cards.map(({ title, lines }) => {
    const price = lines.find((line) => line.startsWith('from $')) ?? '';
    return {
      title,
      place: lines.find((line) => /^[A-Za-z .'-]+, [A-Z]{2}$/.test(line)) ?? '',
      fromPrice: Number(price.replace(/[^\d]/g, '')),
    };
  });
}

/**
 * Follows a link to a home's page and returns the home's title. The address changes
 * before React commits the new screen, so the old screen's heading would be read if we
 * did not wait for something only a home's page has (its Bedrooms region).
 */
export async function openHome(page: Page, link: Locator): Promise<string> {
  await link.click();
  await page.waitForURL(/\/listings\/id\/[\w-]+$/);
  await page.getByRole('region', { name: 'Bedrooms' }).waitFor();
  return (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
}

/** Waits for a browse screen (its own heading, then its first card) after a navigation. */
export async function browseScreen(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('main').getByRole('article').first().waitFor();
}
