// Every post of content/blog, read by Vite when the app is built (as text, parsed
// by the same module as the gateway's Atom feed): the blog pages need no request.
import { parsePosts } from '../../../../../common/blog';

const files = import.meta.glob<string>('../../../../../content/blog/*.md', { query: '?raw', import: 'default', eager: true });

/** Newest first. */
export const POSTS = parsePosts(files);
