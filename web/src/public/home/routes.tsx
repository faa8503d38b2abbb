import type { RouteObject } from 'react-router';
import { HomePage } from './HomePage';

/**
 * The home page, testimonials and the blog (issue 16). The home page is in the main
 * bundle (it is the front door); the others load when opened, so the Markdown
 * renderer reaches only blog readers.
 */
export function homeRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomePage /> },
    { path: 'testimonials', lazy: async () => ({ Component: (await import('./TestimonialsPage')).TestimonialsPage }) },
    { path: 'blog', lazy: async () => ({ Component: (await import('./blog/BlogIndex')).BlogIndex }) },
    { path: 'blog/:slug', lazy: async () => ({ Component: (await import('./blog/BlogPostPage')).BlogPostPage }) },
  ];
}
