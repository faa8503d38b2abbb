import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOME_PAGE_TESTIMONIALS, TESTIMONIALS } from './testimonials';
import { TestimonialCards } from './TestimonialCards';
import { TestimonialsPage } from './TestimonialsPage';

function render(element: ReturnType<typeof createElement>): string {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToString(createElement(RouterProvider, { router }));
}

/** React escapes text: compare with the quote as it appears in HTML. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('testimonials', () => {
  it('the home page quotes entries of the one list, word for word', () => {
    expect(HOME_PAGE_TESTIMONIALS.length).toBe(3);
    for (const quoted of HOME_PAGE_TESTIMONIALS) expect(TESTIMONIALS).toContain(quoted);
  });

  it('what the home page shows is on /testimonials too, with the same name and role', () => {
    const home = render(createElement(TestimonialCards, { testimonials: HOME_PAGE_TESTIMONIALS }));
    const page = render(createElement(TestimonialsPage));
    for (const t of HOME_PAGE_TESTIMONIALS) {
      expect(home).toContain(inHtml(t.quote));
      expect(page).toContain(inHtml(t.quote));
      expect(page).toContain(inHtml(t.role));
    }
    for (const t of TESTIMONIALS) expect(page).toContain(inHtml(t.quote));
  });

  it('each has its own anchor', () => {
    expect(new Set(TESTIMONIALS.map((t) => t.id)).size).toBe(TESTIMONIALS.length);
  });
});
