import type { Page } from 'playwright-core';

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
