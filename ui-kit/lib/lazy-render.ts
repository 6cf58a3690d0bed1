// The `lazy-render` utility (ui-kit/styles.css) leaves a box off screen unrendered, at an estimated size, until it
// nears the viewport. Where a position must come out exact (Back to a scrolled list), the boxes are rendered for
// one frame first: they take their real sizes and keep them (`contain-intrinsic-size: auto` remembers a rendered
// box's size) when they are left unrendered again.

const LAZY_RENDER_PROPERTY = '--lazy-render';

/** Runs `action` (a scroll) with every lazy-render box on the page rendered, until the next frame. */
export function withLazyBoxesRendered(action: () => void): void {
  const style = document.documentElement.style;
  style.setProperty(LAZY_RENDER_PROPERTY, 'visible');
  action();
  requestAnimationFrame(() => style.removeProperty(LAZY_RENDER_PROPERTY));
}
