import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBlogPosts } from '../../../../../gateway/http/blogFeed';
import { POSTS } from './posts';

describe('the blog in the web app', () => {
  it('holds every post of content/blog, newest first, exactly as the Atom feed reads them', async () => {
    const fromDisk = await readBlogPosts(join(import.meta.dirname, '../../../../../content/blog'));
    expect(POSTS).toEqual(fromDisk);
    expect(POSTS.length).toBeGreaterThanOrEqual(4);
    const dates = POSTS.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
