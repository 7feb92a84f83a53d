/**
 * A field's message may not move the page under a pressed pointer. Pressing a button blurs the field being edited;
 * the blur shows (or clears) that field's message, which pushes the button down (or pulls it up) between the
 * press and the release, and the release then misses the button: the first click on Save did nothing.
 *
 * While a pointer is pressed anywhere in the document, `useHeldWhilePressed(value)` keeps answering the value it
 * had when the press began; it answers the current one again right after the click that ends the press (or shortly
 * after a release that brings no click: a drag, a tap the browser turned into a scroll). The click itself lands
 * where the user pressed, and Save submits (and shows every message) or Cancel cancels.
 */
import { useState, useSyncExternalStore } from 'react';

/** A release that brings no click lets go after this long (a tap's click may follow its release a little later). */
const RELEASE_WITHOUT_CLICK_MS = 600;

let pressed = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean) {
  clearTimeout(releaseTimer);
  if (pressed === value) return;
  pressed = value;
  listeners.forEach((listener) => listener());
}

const onPress = () => set(true);
// After the click's own handlers (the submit) have run: a later task.
const onClick = () => {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => set(false), 0);
};
const onRelease = () => {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => set(false), RELEASE_WITHOUT_CLICK_MS);
};

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('pointerdown', onPress, true);
    window.addEventListener('pointerup', onRelease, true);
    window.addEventListener('pointercancel', onRelease, true);
    window.addEventListener('click', onClick, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('pointerdown', onPress, true);
    window.removeEventListener('pointerup', onRelease, true);
    window.removeEventListener('pointercancel', onRelease, true);
    window.removeEventListener('click', onClick, true);
    clearTimeout(releaseTimer);
    pressed = false;
  };
}

const isPressed = () => pressed;
const notPressed = () => false;

/** `value`, except while a pointer is pressed: then the value it had when the press began. */
export function useHeldWhilePressed<T>(value: T): T {
  const held = useSyncExternalStore(subscribe, isPressed, notPressed);
  const [shown, setShown] = useState(value);
  // Kept in step while nothing is pressed (React's "state from the previous render" pattern).
  if (!held && !Object.is(shown, value)) setShown(value);
  return held ? shown : value;
}
