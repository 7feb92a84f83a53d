/**
 * The browser's scrollbar size, measured once, before the app renders: what `@rc-component/util`'s
 * `getScrollBarSize` and `getTargetScrollBarSize` answer in the app's builds (scripts/vite-plugins.ts,
 * `scrollbarSizeOnce`, puts this module in their place).
 *
 * The original measures again for every table it mounts, in a layout effect: it adds a `<style>` rule and an element,
 * reads their size and removes both, so the browser recalculates the styles of the whole page and lays it out twice
 * in the middle of the render that shows the table. Nothing the app loads sets a scrollbar's width, so the size is the
 * same for every element; measured while the page is still empty, it costs next to nothing. A zoom changes it in CSS
 * pixels: the next call after a resize measures again.
 */
export interface ScrollBarSize {
  width: number;
  height: number;
}

function measure(): ScrollBarSize {
  if (typeof document === 'undefined' || !document.body) return { width: 0, height: 0 };
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-200px;left:0;width:100px;height:100px;overflow:scroll';
  document.body.appendChild(probe);
  const size = {
    width: probe.offsetWidth - probe.clientWidth,
    height: probe.offsetHeight - probe.clientHeight,
  };
  probe.remove();
  return size;
}

let size: ScrollBarSize | undefined =
  typeof document !== 'undefined' && document.body ? measure() : undefined;
if (typeof window !== 'undefined')
  window.addEventListener('resize', () => {
    size = undefined;
  });

/** The vertical scrollbar's width; `fresh` measures again (the original's signature). */
export default function getScrollBarSize(fresh?: boolean): number {
  if (fresh || !size) size = measure();
  return size.width;
}

/** The scrollbar size of any element: the browser's. */
export function getTargetScrollBarSize(_target?: unknown): ScrollBarSize {
  size ??= measure();
  return size;
}
