import { lazy } from 'react';

/** The WebGL viewer's code arrives only when a tour is actually opened. */
export const LazyPanoramaViewer = lazy(async () => ({
  default: (await import('./panorama-viewer')).PanoramaViewer,
}));
