import { Button } from '@naija-homes/ui-kit/components/button';
import { Spinner } from '@naija-homes/ui-kit/components/spinner';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { MaximizeIcon, MinimizeIcon, RotateCcwIcon, ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useFullscreen } from '../hooks/use-fullscreen';
import { loadPanoramaImage } from '../load-panorama-image';
import { clampView, PanoramaRenderer, type PanoramaView } from '../panorama-renderer';

type Status =
  | { kind: 'loading'; progress: number | null }
  | { kind: 'ready' }
  | { kind: 'no-webgl' }
  | { kind: 'error' };

const ZOOM_STEP = 10;

function initialView(element: HTMLElement | null): PanoramaView {
  // A portrait phone shows a narrow slice at the desktop's field of view: start wider there.
  const portrait = element ? element.clientHeight > element.clientWidth : false;
  return { yaw: 0, pitch: 0, fov: portrait ? 90 : 75 };
}

/**
 * An interactive 360° view of an equirectangular image: drag (mouse, touch or pen) to look around, pinch or the
 * wheel to zoom, arrow keys and +/- when focused, and a full-screen button. Loaded only by the pages that show a
 * tour, so its code never weighs on the rest of the site.
 */
export function PanoramaViewer({ src, label, className }: { src: string; label: string; className?: string }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const rendererRef = useRef<PanoramaRenderer | null>(null);
  const viewRef = useRef<PanoramaView>({ yaw: 0, pitch: 0, fov: 75 });
  const pendingFrame = useRef(0);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; fov: number } | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading', progress: null });
  const [touched, setTouched] = useState(false);
  const fullscreen = useFullscreen(frameRef);

  // Drawing happens on demand, at most once per frame: nothing burns a phone's battery while the view is still.
  const requestRender = useCallback(() => {
    if (pendingFrame.current) return;
    pendingFrame.current = requestAnimationFrame(() => {
      pendingFrame.current = 0;
      rendererRef.current?.render(viewRef.current);
    });
  }, []);

  const setView = useCallback(
    (change: (view: PanoramaView) => Partial<PanoramaView>) => {
      viewRef.current = clampView({ ...viewRef.current, ...change(viewRef.current) });
      requestRender();
    },
    [requestRender],
  );

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    viewRef.current = initialView(stage);
    setStatus({ kind: 'loading', progress: null });
    // A fresh canvas per image: a canvas whose context was released cannot get a new one.
    const canvas = document.createElement('canvas');
    canvas.className = 'block size-full';
    canvas.setAttribute('aria-hidden', 'true');
    stage.append(canvas);
    let renderer: PanoramaRenderer;
    try {
      renderer = new PanoramaRenderer(canvas);
    } catch (error) {
      console.warn('360° viewer unavailable', error);
      canvas.remove();
      setStatus({ kind: 'no-webgl' });
      return;
    }
    rendererRef.current = renderer;
    const controller = new AbortController();
    // Progress in whole percent: a re-render per downloaded chunk would only slow a cheap phone down.
    let shown = -1;
    const onProgress = (fraction: number) => {
      const percent = Math.floor(fraction * 100);
      if (percent === shown) return;
      shown = percent;
      setStatus({ kind: 'loading', progress: percent / 100 });
    };
    loadPanoramaImage(src, controller.signal, onProgress)
      .then((image) => {
        if (controller.signal.aborted) return;
        renderer.setImage(image);
        renderer.resize();
        requestRender();
        setStatus({ kind: 'ready' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('360° image failed to load', error);
        setStatus({ kind: 'error' });
      });
    const resize = new ResizeObserver(() => {
      renderer.resize();
      requestRender();
    });
    resize.observe(canvas);
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      // Exponential, so a trackpad's many small steps and a mouse wheel's few large ones feel the same.
      setView((view) => ({ fov: view.fov * Math.exp(event.deltaY * 0.0015) }));
    };
    const onLost = (event: Event) => event.preventDefault();
    const onRestored = () => {
      renderer.restore();
      requestRender();
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    return () => {
      controller.abort();
      resize.disconnect();
      stage.removeEventListener('wheel', onWheel);
      cancelAnimationFrame(pendingFrame.current);
      pendingFrame.current = 0;
      renderer.dispose();
      rendererRef.current = null;
      canvas.remove();
    };
  }, [src, requestRender, setView]);

  function pinchDistance() {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: pinchDistance(), fov: viewRef.current.fov };
    setTouched(true);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      // The picture follows the finger: a drag across the whole height turns by one field of view.
      const degreesPerPixel = viewRef.current.fov / Math.max(1, event.currentTarget.clientHeight);
      const dx = event.clientX - previous.x;
      const dy = event.clientY - previous.y;
      setView((view) => ({ yaw: view.yaw - dx * degreesPerPixel, pitch: view.pitch + dy * degreesPerPixel }));
    } else if (pinch.current && pointers.current.size === 2) {
      const start = pinch.current;
      const distance = pinchDistance();
      if (distance > 0) setView(() => ({ fov: (start.fov * start.distance) / distance }));
    }
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = viewRef.current.fov / 8;
    const moves: Record<string, (view: PanoramaView) => Partial<PanoramaView>> = {
      ArrowLeft: (view) => ({ yaw: view.yaw - step }),
      ArrowRight: (view) => ({ yaw: view.yaw + step }),
      ArrowUp: (view) => ({ pitch: view.pitch + step }),
      ArrowDown: (view) => ({ pitch: view.pitch - step }),
      '+': (view) => ({ fov: view.fov - ZOOM_STEP }),
      '=': (view) => ({ fov: view.fov - ZOOM_STEP }),
      '-': (view) => ({ fov: view.fov + ZOOM_STEP }),
      '0': () => initialView(stageRef.current),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    setTouched(true);
    setView(move);
  }

  const ready = status.kind === 'ready';
  return (
    <div ref={frameRef} className={cn('relative overflow-hidden rounded-card bg-neutral-900 text-white', className)}>
      <div
        ref={stageRef}
        role="application"
        aria-roledescription="360° viewer"
        aria-label={`360° view of ${label}. Drag or use the arrow keys to look around; plus and minus zoom, 0 resets.`}
        tabIndex={ready ? 0 : -1}
        data-testid="panorama-stage"
        className={cn(
          'absolute inset-0 touch-none select-none outline-none focus-visible:ring-4 focus-visible:ring-primary focus-visible:ring-inset',
          ready ? 'cursor-grab active:cursor-grabbing' : 'pointer-events-none',
        )}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
      />
      <ViewerStatus status={status} src={src} />
      {ready && !touched ? (
        <p className="pointer-events-none absolute top-3 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-xs">
          Drag to look around
        </p>
      ) : null}
      {ready ? (
        <div className="absolute right-3 bottom-3 flex gap-1 rounded-lg bg-black/60 p-1">
          <ToolButton label="Zoom in" onClick={() => setView((view) => ({ fov: view.fov - ZOOM_STEP }))}>
            <ZoomInIcon aria-hidden="true" />
          </ToolButton>
          <ToolButton label="Zoom out" onClick={() => setView((view) => ({ fov: view.fov + ZOOM_STEP }))}>
            <ZoomOutIcon aria-hidden="true" />
          </ToolButton>
          <ToolButton label="Reset view" onClick={() => setView(() => initialView(stageRef.current))}>
            <RotateCcwIcon aria-hidden="true" />
          </ToolButton>
          {fullscreen.supported ? (
            <ToolButton label={fullscreen.active ? 'Exit full screen' : 'Full screen'} onClick={fullscreen.toggle}>
              {fullscreen.active ? <MinimizeIcon aria-hidden="true" /> : <MaximizeIcon aria-hidden="true" />}
            </ToolButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function ToolButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-9 text-white hover:bg-white/20"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

function ViewerStatus({ status, src }: { status: Status; src: string }) {
  if (status.kind === 'ready') return null;
  return (
    <div role="status" className="absolute inset-0 grid place-content-center gap-3 p-6 text-center text-sm">
      {status.kind === 'loading' ? (
        <>
          <span aria-hidden="true" className="mx-auto">
            <Spinner className="size-8" />
          </span>
          <p>
            Loading 360° view
            {status.progress !== null ? ` (${Math.round(status.progress * 100)}%)` : '…'}
          </p>
        </>
      ) : (
        <>
          <p className="max-w-sm">
            {status.kind === 'no-webgl'
              ? 'Your browser cannot show 360° views here (WebGL is turned off or not supported).'
              : 'The 360° image could not be loaded. Check your connection and try again.'}
          </p>
          <a href={src} target="_blank" rel="noopener" className="font-medium underline underline-offset-4">
            Open the panorama image
          </a>
        </>
      )}
    </div>
  );
}
