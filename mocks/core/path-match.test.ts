// @vitest-environment node
import { compilePath, matchPath } from './path-match';

const routes = [
  '/api/users',
  '/api/users/{id}',
  '/api/users/UploadWithExcel',
  '/api/collections/getCollection/{userName}/{collectionName}',
].map((path) => ({ path, ...compilePath(path) }));

describe('matchPath (the router and the contract checks)', () => {
  it('matches whatever the letter case, literal segments over parameters, parameters raw', () => {
    expect(matchPath(routes, '/API/Users')?.match.path).toBe('/api/users');
    expect(matchPath(routes, '/api/users/uploadwithexcel')?.match.path).toBe('/api/users/UploadWithExcel');
    expect(matchPath(routes, '/api/users/a%20b')).toEqual({ match: routes[1], params: { id: 'a%20b' } });
    expect(matchPath(routes, '/api/collections/getcollection/Ayse/Yaz')?.params).toEqual({
      userName: 'Ayse',
      collectionName: 'Yaz',
    });
  });

  it('needs the same number of segments', () => {
    expect(matchPath(routes, '/api/users/x/y')).toBeNull();
    expect(matchPath(routes, '/api')).toBeNull();
  });
});
