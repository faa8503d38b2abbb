import type { RouteObject } from 'react-router';

/**
 * The home page, testimonials and the blog (issue 16). Each loads when opened (the
 * first screen of /listings does not carry the home page), and the Markdown renderer
 * reaches only blog readers.
 */
export function homeRoutes(): RouteObject[] {
  return [
    { index: true, lazy: async () => ({ Component: (await import('./HomePage')).HomePage }) },
    { path: 'testimonials', lazy: async () => ({ Component: (await import('./TestimonialsPage')).TestimonialsPage }) },
    { path: 'blog', lazy: async () => ({ Component: (await import('./blog/BlogIndex')).BlogIndex }) },
    { path: 'blog/:slug', lazy: async () => ({ Component: (await import('./blog/BlogPostPage')).BlogPostPage }) },
  ];
}
