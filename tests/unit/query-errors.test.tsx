/**
 * A failed query still says what it looked for and shows the document. tests/setup.ts prints the document when the
 * message is first read (as the test fails), not at each failed try of a findBy query or waitFor.
 */
import { render, screen } from '@testing-library/react';

/** The error a query throws. */
function thrown(query: () => unknown): Error {
  try {
    query();
  } catch (e) {
    return e as Error;
  }
  throw new Error('the query found what it looked for');
}

it('names the query and prints the document', () => {
  render(<button type="button">Kaydet</button>);
  const error = thrown(() => screen.getByRole('link', { name: 'Vazgeç' }));
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe('TestingLibraryElementError');
  expect(error.message).toMatch(
    /Unable to find an accessible element with the role "link" and name "Vazgeç"/,
  );
  expect(error.message).toContain('<button');
  expect(error.stack).toContain('query-errors.test.tsx');
});

it('waits for what a findBy query looks for and fails with its message', async () => {
  render(<p>Yükleniyor</p>);
  await expect(screen.findByText('Hazır', undefined, { timeout: 200 })).rejects.toThrow(
    /Unable to find an element with the text: Hazır[\s\S]*Yükleniyor/,
  );
});

it('takes a new message, as Vitest gives a failed test', () => {
  render(<p>Metin</p>);
  const error = thrown(() => screen.getByText('Yok'));
  expect(error.message).toMatch(/Unable to find an element with the text: Yok/);
  error.message = 'yeni';
  expect(error.message).toBe('yeni');
});
