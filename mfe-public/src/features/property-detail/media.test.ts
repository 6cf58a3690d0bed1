import { describe, expect, test } from 'bun:test';
import { availableMedia, isVideoFile, mediaHref, panoramaSource, parseMediaType, videoEmbed } from './media';

const none = {
  photos: [],
  panorama: null,
  panoramaFile: null,
  video: null,
  floorPlan: null,
  virtualTourLocked: false,
};
const photo = { _id: 'p1', url: '/uploads/a.webp', cardUrl: '/uploads/a-card.webp', width: 1600, height: 1067 };

describe('availableMedia', () => {
  test('lists only the media the listing has, in tab order', () => {
    expect(availableMedia(none)).toEqual([]);
    expect(
      availableMedia({
        ...none,
        photos: [photo],
        panoramaFile: '/uploads/pano.jpg',
        video: 'https://youtu.be/dQw4w9WgXcQ',
        floorPlan: { url: '/uploads/plan.pdf', kind: 'pdf' },
      }),
    ).toEqual(['photos', 'panorama', 'video', 'floorPlan']);
  });

  test('a panorama link counts as a tour; a locked tour never does', () => {
    expect(availableMedia({ ...none, panorama: 'https://kuula.co/share/abc' })).toEqual(['panorama']);
    expect(availableMedia({ ...none, panorama: 'https://kuula.co/share/abc', virtualTourLocked: true })).toEqual([]);
  });
});

describe('media links', () => {
  test('parseMediaType accepts the four types only', () => {
    expect(parseMediaType('floorPlan')).toBe('floorPlan');
    expect(parseMediaType('floorplan')).toBeNull();
    expect(parseMediaType(null)).toBeNull();
  });

  test('mediaHref opens the viewer, with the photo number past the first', () => {
    expect(mediaHref('flat-in-yaba', 'panorama')).toBe('/properties/flat-in-yaba/detail?type=panorama');
    expect(mediaHref('flat-in-yaba', 'photos', 1)).toBe('/properties/flat-in-yaba/detail?type=photos');
    expect(mediaHref('flat-in-yaba', 'photos', 3)).toBe('/properties/flat-in-yaba/detail?type=photos&photo=3');
  });
});

describe('videoEmbed', () => {
  const nocookie = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0';
  const thumbnail = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
  test.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  ])('YouTube link %s plays from youtube-nocookie.com', (link) => {
    expect(videoEmbed(link)).toEqual({ provider: 'YouTube', src: nocookie, thumbnail });
  });

  test('a YouTube start time carries over', () => {
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ?t=1m30s')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&start=90',
    );
  });

  test('Vimeo links play from player.vimeo.com without tracking, unlisted ones keep their hash', () => {
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({
      provider: 'Vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    expect(videoEmbed('https://vimeo.com/76979871/8272103f6e')?.src).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e',
    );
    expect(videoEmbed('https://player.vimeo.com/video/76979871?h=abc123')?.src).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&h=abc123',
    );
  });

  test('other links and malformed ids are not embedded', () => {
    expect(videoEmbed('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(videoEmbed('https://example.com/tour.mp4')).toBeNull();
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
    expect(videoEmbed('not a url')).toBeNull();
  });

  test('isVideoFile recognises direct video files', () => {
    expect(isVideoFile('https://cdn.example.com/tour.MP4')).toBe(true);
    expect(isVideoFile('https://example.com/watch')).toBe(false);
  });
});

describe('panoramaSource', () => {
  test('an uploaded panorama wins and is an image', () => {
    expect(panoramaSource({ panoramaFile: '/uploads/p.jpg', panorama: null })).toEqual({
      kind: 'image',
      url: '/uploads/p.jpg',
    });
  });

  test('a link to an image goes to the viewer, any other link is a tour page', () => {
    expect(panoramaSource({ panoramaFile: null, panorama: 'https://cdn.example.com/360/room.JPG?v=2' })).toEqual({
      kind: 'image',
      url: 'https://cdn.example.com/360/room.JPG?v=2',
    });
    expect(panoramaSource({ panoramaFile: null, panorama: 'https://my.matterport.com/show/?m=abc' })).toEqual({
      kind: 'page',
      url: 'https://my.matterport.com/show/?m=abc',
    });
    expect(panoramaSource({ panoramaFile: null, panorama: null })).toBeNull();
  });
});
