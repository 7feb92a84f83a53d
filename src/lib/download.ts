/** Absolute address of an API download (file served through a plain link). */
export function downloadUrl(path: string): string {
  return (import.meta.env.VITE_API_BASE_URL ?? '') + path;
}
