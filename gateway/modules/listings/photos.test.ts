import { describe, expect, it } from 'vitest';
import { photoUrl, photosOf } from './photos.js';

describe('listing photos', () => {
  it('a root-relative api path becomes an absolute URL under V20_PUBLIC_URL', () => {
    expect(photoUrl('https://api.hearth.example', '/v20/files/photos/a.jpg')).toBe('https://api.hearth.example/v20/files/photos/a.jpg');
  });

  it('an absolute URL (e.g. a CDN) is kept', () => {
    expect(photoUrl('https://api.hearth.example', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });

  it('alt text names the home and the photo position', () => {
    expect(photosOf('http://x', 'Oak St house', ['/a.jpg', '/b.jpg']).map((p) => p.alt)).toEqual([
      'Oak St house, photo 1 of 2',
      'Oak St house, photo 2 of 2',
    ]);
    expect(photosOf('http://x', 'Oak St house', ['/a.jpg'])[0].alt).toBe('Oak St house');
  });
});
