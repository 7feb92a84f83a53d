/**
 * A failed query still says what it looked for and shows the document. tests/setup.ts prints the document when the
 * message is first read (as the test fails), not at each failed try of a findBy query or waitFor.
 */
import { render, screen } from '@testing-library/react';

it('names the query and prints the document', () => {
  render(<button type="button">Kaydet</button>);
  let error: unknown;
  try {
    screen.getByRole('link', { name: 'Vazgeç' });
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(Error);
  const { name, message, stack } = error as Error;
  expect(name).toBe('TestingLibraryElementError');
  expect(message).toMatch(/Unable to find an accessible element with the role "link" and name "Vazgeç"/);
  expect(message).toContain('<button');
  expect(stack).toContain('query-errors.test.tsx');
});

it('waits for what a findBy query looks for and fails with its message', async () => {
  render(<p>Yükleniyor</p>);
  await expect(screen.findByText('Hazır', undefined, { timeout: 200 })).rejects.toThrow(
    /Unable to find an element with the text: Hazır[\s\S]*Yükleniyor/,
  );
});
