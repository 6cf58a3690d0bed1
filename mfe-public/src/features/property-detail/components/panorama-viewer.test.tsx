import { afterEach, beforeEach, describe, expect, mock, spyOn, test } from 'bun:test';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { eventually, fakeApi } = await import('../../../test/render');
const { PanoramaViewer } = await import('./panorama-viewer');

// happy-dom has no WebGL (a canvas answers null for a WebGL context), as a browser with WebGL turned off: the
// viewer must say so and still give the image, never a blank box. The drawing itself needs WebGL and is not
// exercised here.
let warn: ReturnType<typeof spyOn<Console, 'warn'>>;
beforeEach(() => {
  warn = spyOn(console, 'warn').mockImplementation(mock(() => {}));
});
afterEach(() => warn.mockRestore());

describe('the 360° viewer without WebGL', () => {
  test('explains why nothing can be shown and links to the image itself', () => {
    const view = render(<PanoramaViewer src="/uploads/panoramas/lekki.jpg" label="Lekki duplex" />);
    expect(view.getByRole('status').textContent).toContain(
      'Your browser cannot show 360° views here (WebGL is turned off or not supported).',
    );
    const link = view.getByRole('link', { name: 'Open the panorama image' }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/uploads/panoramas/lekki.jpg');
    expect(link.target).toBe('_blank');
    expect(warn).toHaveBeenCalled();
  });

  test('offers no controls and keeps the stage out of the tab order', () => {
    const view = render(<PanoramaViewer src="/uploads/panoramas/lekki.jpg" label="Lekki duplex" />);
    expect(view.queryByRole('button', { name: 'Zoom in' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Reset view' })).toBeNull();
    expect(view.queryByText('Drag to look around')).toBeNull();
    const stage = view.getByRole('application');
    expect(stage.getAttribute('aria-label')).toBe(
      '360° view of Lekki duplex. Drag or use the arrow keys to look around; plus and minus zoom, 0 resets.',
    );
    expect(stage.tabIndex).toBe(-1);
  });

  test('leaves no canvas behind', () => {
    const view = render(<PanoramaViewer src="/uploads/panoramas/lekki.jpg" label="Lekki duplex" />);
    expect(view.container.querySelector('canvas')).toBeNull();
  });
});

/**
 * A stand-in for the browser's WebGL: every call succeeds, and the view uniforms the renderer sets are kept, so a
 * test can tell what the viewer was asked to draw. Only the browser's API is replaced, not our renderer.
 */
function fakeWebGl() {
  const uniforms = new Map<string, number>();
  const gl = new Proxy(
    {},
    {
      get(_target, key) {
        if (typeof key !== 'string') return undefined;
        if (/^[A-Z_0-9]+$/.test(key)) return key.length;
        if (key === 'getShaderParameter' || key === 'getProgramParameter') return () => true;
        if (key === 'isContextLost') return () => false;
        if (key === 'getParameter') return () => 4096;
        if (key === 'getExtension') return () => null;
        if (key === 'getAttribLocation') return () => 0;
        if (key === 'getUniformLocation') return (_program: unknown, name: string) => ({ name });
        if (key === 'uniform1f')
          return (location: { name: string }, value: number) => uniforms.set(location.name, value);
        return () => ({});
      },
    },
  );
  const originalGetContext = HTMLCanvasElement.prototype.getContext;
  const getContext = function (this: HTMLCanvasElement, kind: string) {
    return kind === 'webgl' ? gl : null;
  };
  HTMLCanvasElement.prototype.getContext = getContext as unknown as typeof originalGetContext;
  const originalBitmap = globalThis.createImageBitmap;
  const bitmap = { width: 2048, height: 1024, close: () => {} };
  globalThis.createImageBitmap = (async () => bitmap) as unknown as typeof createImageBitmap;
  const api = fakeApi({ 'GET /uploads/panoramas/lekki.jpg': () => ({ body: 'jpeg bytes' }) });
  const fovDegrees = () => (2 * Math.atan(uniforms.get('u_tanHalfFov') ?? Number.NaN) * 180) / Math.PI;
  return {
    fovDegrees,
    yawDegrees: () => ((uniforms.get('u_yaw') ?? Number.NaN) * 180) / Math.PI,
    restore() {
      HTMLCanvasElement.prototype.getContext = originalGetContext;
      globalThis.createImageBitmap = originalBitmap;
      api.restore();
    },
  };
}

describe('the 360° viewer’s controls (with a stand-in WebGL)', () => {
  let gl: ReturnType<typeof fakeWebGl>;
  beforeEach(() => {
    gl = fakeWebGl();
  });
  afterEach(() => gl.restore());

  async function ready() {
    const view = render(<PanoramaViewer src="/uploads/panoramas/lekki.jpg" label="Lekki duplex" />);
    await eventually(() => view.getByRole('button', { name: 'Zoom in' }));
    const zoomIn = view.getByRole('button', { name: 'Zoom in' });
    await eventually(() => expect(gl.fovDegrees()).toBeCloseTo(75, 5));
    return { view, zoomIn, stage: view.getByRole('application') };
  }

  test('once the image is in, the stage is focusable, the hint shows and the status goes', async () => {
    const { view, stage } = await ready();
    expect(stage.tabIndex).toBe(0);
    expect(view.getByText('Drag to look around')).toBeTruthy();
    expect(view.queryByRole('status')).toBeNull();
  });

  test('Zoom in and Zoom out change the field of view by 10°; Reset view returns to the start', async () => {
    const { view, zoomIn } = await ready();
    fireEvent.click(zoomIn);
    await eventually(() => expect(gl.fovDegrees()).toBeCloseTo(65, 5));
    fireEvent.click(view.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(view.getByRole('button', { name: 'Zoom out' }));
    await eventually(() => expect(gl.fovDegrees()).toBeCloseTo(85, 5));
    fireEvent.click(view.getByRole('button', { name: 'Reset view' }));
    await eventually(() => expect(gl.fovDegrees()).toBeCloseTo(75, 5));
  });

  test('zoom stops at its limits (30° to 100°)', async () => {
    const { view, zoomIn } = await ready();
    for (let step = 0; step < 8; step++) fireEvent.click(zoomIn);
    await eventually(() => expect(gl.fovDegrees()).toBeCloseTo(30, 5));
    for (let step = 0; step < 12; step++) fireEvent.click(view.getByRole('button', { name: 'Zoom out' }));
    await eventually(() => expect(gl.fovDegrees()).toBeCloseTo(100, 5));
  });

  test('the keyboard turns and zooms, hides the hint, and leaves modified keys to the browser', async () => {
    const { view, stage } = await ready();
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    await eventually(() => expect(gl.yawDegrees()).toBeCloseTo(75 / 8, 5));
    expect(view.queryByText('Drag to look around')).toBeNull();
    fireEvent.keyDown(stage, { key: '+' });
    await eventually(() => expect(gl.fovDegrees()).toBeCloseTo(65, 5));
    // Ctrl and minus is the browser's own zoom: the view does not take it.
    fireEvent.keyDown(stage, { key: '-', ctrlKey: true });
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    await eventually(() => expect(gl.yawDegrees()).toBeCloseTo(75 / 8 - 65 / 8, 5));
    expect(gl.fovDegrees()).toBeCloseTo(65, 5);
    fireEvent.keyDown(stage, { key: '0' });
    await eventually(() => expect(gl.fovDegrees()).toBeCloseTo(75, 5));
    expect(gl.yawDegrees()).toBeCloseTo(0, 5);
  });
});
