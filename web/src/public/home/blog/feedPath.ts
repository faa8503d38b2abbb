/** Where the gateway serves the blog's Atom feed (gateway/http/blogFeed.ts). */
export const BLOG_FEED_PATH = '/blog/feed.xml';
