/** Small valid files for the upload operations (field `files`). */
export const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n% api:probe\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** A 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export function pdf(name: string): File {
  return new File([PDF_BYTES], name, { type: 'application/pdf' });
}
export function png(name: string): File {
  return new File([PNG_BYTES], name, { type: 'image/png' });
}
/** A CSV spreadsheet: a header row and the data rows. */
export function csv(name: string, rows: string[][]): File {
  const text = rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n');
  return new File([`${text}\r\n`], name, { type: 'text/csv' });
}

/** A multipart body: the files in the field `files`, other fields beside them. */
export function form(files: File[], fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const file of files) data.append('files', file);
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}
