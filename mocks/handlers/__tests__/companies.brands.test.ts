// @vitest-environment node
// Brands (/api/companies): list, one brand, create, edit, delete, the brand image as a data URL. Helpers:
// companies.support.ts.
import {
  call,
  errorNames,
  loginAdmin,
  loginMember,
  useMockServer,
  UNKNOWN_ID,
} from '../../../tests/support/api';
import { db } from '@mocks/node';
import { ALL, brandByName } from './companies.support';

useMockServer();

const brand = {
  name: 'Yeni Marka',
  webViewUrl: 'https://www.yenimarka.com.tr',
  mobileAppPhoto: 'https://cdn.portal.example/brands/yenimarka.png',
  newTvCommissionPercentage: 12.5,
  description: '<p>Yeni <strong>marka</strong> iş birliği.</p>',
};

describe('GET /api/companies', () => {
  it('lists every brand by name to any signed-in user', async () => {
    const res = await call('GET', '/api/companies', { token: await loginMember(), query: { pageSize: ALL } });
    expect(res.status).toBe(200);
    expect(res.body.content.totalCount).toBe(db.companies.all().length);
    const names = res.body.content.items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr', { sensitivity: 'base' })));
    expect(res.body.content.items[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), webViewUrl: expect.stringMatching(/^https:/) }),
    );
  });

  it('searches by name, sorts and pages', async () => {
    const admin = await loginAdmin();
    const found = await call('GET', '/api/companies', { token: admin, query: { filter: 'KOT' } });
    expect(found.body.content.items.map((c) => c.name)).toEqual(['Koton']);
    const sorted = await call('GET', '/api/companies', {
      token: admin,
      query: { sortBy: 'newTvCommissionPercentage desc', pageSize: ALL },
    });
    const rates = sorted.body.content.items.map((c) => c.newTvCommissionPercentage);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const page = await call('GET', '/api/companies', { token: admin, query: { pageIndex: 1, pageSize: 5 } });
    expect(page.body.content.items).toHaveLength(5);
    expect(page.body.content.totalCount).toBe(12);
  });

  it('refuses bad sorting and anonymous calls', async () => {
    const bad = await call('GET', '/api/companies', {
      token: await loginMember(),
      query: { sortBy: 'secret' },
    });
    expect(bad.status).toBe(400);
    expect(errorNames(bad)).toEqual(['InvalidSortBy']);
    expect((await call('GET', '/api/companies')).status).toBe(401);
  });
});

describe('GET /api/companies/{id}', () => {
  it('returns one brand; unknown ids are 404', async () => {
    const member = await loginMember();
    const koton = brandByName('Koton');
    const res = await call('GET', `/api/companies/${koton.id}`, { token: member });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ id: koton.id, name: 'Koton' });
    const missing = await call('GET', `/api/companies/${UNKNOWN_ID}`, { token: member });
    expect(missing.status).toBe(404);
    expect(errorNames(missing)).toEqual(['CompanyNotFound']);
    expect((await call('GET', `/api/companies/${koton.id}`)).status).toBe(401);
  });
});

describe('POST /api/companies', () => {
  it('creates a brand', async () => {
    const res = await call('POST', '/api/companies', { token: await loginAdmin(), json: { company: brand } });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject(brand);
    expect(brandByName('Yeni Marka')).toMatchObject({
      id: res.body.content.id,
      newTvCommissionPercentage: 12.5,
    });
  });

  it('refuses a name that differs only in case, under invariant and Turkish rules alike', async () => {
    const admin = await loginAdmin();
    // Invariant: ENGLISH HOME = English Home (Turkish rules alone would read the I as ı).
    // Turkish: KOTON İSTANBUL = koton istanbul.
    for (const [existing, name] of [
      ['English Home', 'ENGLISH HOME'],
      ['Mavi', ' MAVI '],
      ['Koton İstanbul', 'koton istanbul'],
    ] as const) {
      if (!brandByName(existing)) {
        const created = await call('POST', '/api/companies', {
          token: admin,
          json: { company: { ...brand, name: existing } },
        });
        expect(created.status).toBe(200);
      }
      const res = await call('POST', '/api/companies', {
        token: admin,
        json: { company: { ...brand, name } },
      });
      expect(res.status, name).toBe(400);
      expect(res.body.errors).toEqual([{ name: 'CompanyNameAlreadyExist', value: name.trim() }]);
    }
    expect(db.companies.all().filter((c) => /english home/i.test(c.name))).toHaveLength(1);
  });

  it('accepts the other reading of the payload, {companyUser}, and numeric strings', async () => {
    const res = await call('POST', '/api/companies', {
      token: await loginAdmin(),
      json: { companyUser: { ...brand, newTvCommissionPercentage: '15' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.newTvCommissionPercentage).toBe(15);
  });

  it('strips scripts and event handlers from the rich-text description, keeping the markup', async () => {
    const res = await call('POST', '/api/companies', {
      token: await loginAdmin(),
      json: {
        company: {
          ...brand,
          description:
            '<p onclick="steal()">Merhaba<script>alert(1)</script> <a href="javascript:alert(2)">bağlantı</a> <img src=x onerror=alert(3)></p>',
        },
      },
    });
    expect(res.status).toBe(200);
    const description = res.body.content.description!;
    expect(description).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(description).toContain('<p>Merhaba');
    expect(description).toContain('bağlantı</a>');
  });

  it.each([
    [{ name: '' }, 'RequiredField', 'name'],
    [{ webViewUrl: null }, 'RequiredField', 'webViewUrl'],
    [{ mobileAppPhoto: ' ' }, 'RequiredField', 'mobileAppPhoto'],
    [{ newTvCommissionPercentage: null }, 'RequiredField', 'newTvCommissionPercentage'],
    [{ newTvCommissionPercentage: 101 }, 'InvalidValue', 'newTvCommissionPercentage'],
    [{ newTvCommissionPercentage: -1 }, 'InvalidValue', 'newTvCommissionPercentage'],
    [{ newTvCommissionPercentage: 'yüzde on' }, 'InvalidValue', 'newTvCommissionPercentage'],
    [{ webViewUrl: 'javascript:alert(1)' }, 'InvalidValue', 'webViewUrl'],
    [{ mobileAppPhoto: 'data:image/png;base64,AAAA' }, 'InvalidValue', 'mobileAppPhoto'],
    [{ name: 'kOTON' }, 'CompanyNameAlreadyExist', 'kOTON'],
  ])('refuses %j with %s', async (change, name, value) => {
    const res = await call('POST', '/api/companies', {
      token: await loginAdmin(),
      json: { company: { ...brand, ...change } },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name, value }]);
    expect(db.companies.all()).toHaveLength(12);
  });

  it('refuses a body without a brand', async () => {
    const res = await call('POST', '/api/companies', { token: await loginAdmin(), json: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ name: 'RequiredField', value: 'company' }]);
  });

  it('is for administrators only', async () => {
    const res = await call('POST', '/api/companies', {
      token: await loginMember(),
      json: { company: brand },
    });
    expect(res.status).toBe(403);
    expect(errorNames(res)).toEqual(['Forbidden']);
    expect((await call('POST', '/api/companies', { json: { company: brand } })).status).toBe(401);
    expect(db.companies.all()).toHaveLength(12);
  });
});

describe('PUT /api/companies', () => {
  it('updates a brand, keeping its own name', async () => {
    const koton = brandByName('Koton');
    const res = await call('PUT', '/api/companies', {
      token: await loginAdmin(),
      json: { company: { ...koton, name: 'KOTON', newTvCommissionPercentage: 0 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ id: koton.id, name: 'KOTON', newTvCommissionPercentage: 0 });
    expect(db.companies.all()).toHaveLength(12);
  });

  it("refuses another brand's name and invalid values", async () => {
    const admin = await loginAdmin();
    const koton = brandByName('Koton');
    const taken = await call('PUT', '/api/companies', {
      token: admin,
      json: { company: { ...koton, name: 'mavi' } },
    });
    expect(taken.status).toBe(400);
    expect(errorNames(taken)).toEqual(['CompanyNameAlreadyExist']);
    const invalid = await call('PUT', '/api/companies', {
      token: admin,
      json: { company: { ...koton, newTvCommissionPercentage: 150, webViewUrl: '' } },
    });
    expect(errorNames(invalid).sort()).toEqual(['InvalidValue', 'RequiredField']);
    expect(brandByName('Koton').newTvCommissionPercentage).toBe(koton.newTvCommissionPercentage);
  });

  it('answers 404 for unknown brands, 403 for members, 401 without a token', async () => {
    const admin = await loginAdmin();
    const unknown = await call('PUT', '/api/companies', {
      token: admin,
      json: { company: { ...brand, id: UNKNOWN_ID } },
    });
    expect(unknown.status).toBe(404);
    expect(errorNames(unknown)).toEqual(['CompanyNotFound']);
    const koton = brandByName('Koton');
    const json = { company: { ...koton, name: 'Koton X' } };
    expect((await call('PUT', '/api/companies', { token: await loginMember(), json })).status).toBe(403);
    expect((await call('PUT', '/api/companies', { json })).status).toBe(401);
    expect(brandByName('Koton')).toBeTruthy();
  });
});

describe('DELETE /api/companies', () => {
  it('deletes the brand and its brand users', async () => {
    const koton = brandByName('Koton');
    expect(db.companyUsers.findMany((q) => q.where({ companyId: koton.id })).length).toBeGreaterThan(0);
    const others = db.companyUsers.findMany((q) => q.where((cu) => cu.companyId !== koton.id)).length;
    const res = await call('DELETE', '/api/companies', {
      token: await loginAdmin(),
      query: { id: koton.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toBeNull();
    expect(db.companies.findFirst((q) => q.where({ id: koton.id }))).toBeUndefined();
    expect(db.companyUsers.findMany((q) => q.where({ companyId: koton.id }))).toEqual([]);
    expect(db.companyUsers.all()).toHaveLength(others);
  });

  it('refuses a missing id, unknown brands, members and anonymous calls', async () => {
    const admin = await loginAdmin();
    const missing = await call('DELETE', '/api/companies', { token: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ name: 'RequiredField', value: 'id' }]);
    const unknown = await call('DELETE', '/api/companies', { token: admin, query: { id: UNKNOWN_ID } });
    expect(unknown.status).toBe(404);
    expect(errorNames(unknown)).toEqual(['CompanyNotFound']);
    const id = brandByName('Mavi').id;
    expect(
      (await call('DELETE', '/api/companies', { token: await loginMember(), query: { id } })).status,
    ).toBe(403);
    expect((await call('DELETE', '/api/companies', { query: { id } })).status).toBe(401);
    expect(db.companies.all()).toHaveLength(12);
    expect(db.companyUsers.all()).toHaveLength(34);
  });
});

describe('brand image as a data URL', () => {
  const PNG =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
  const save = async (mobileAppPhoto: string) =>
    call('POST', '/api/companies', {
      token: await loginAdmin(),
      json: { company: { ...brand, name: `Görselli ${mobileAppPhoto.length}`, mobileAppPhoto } },
    });

  it('keeps an image picked in the dialog (a png data URL whose bytes are a png)', async () => {
    const res = await save(`data:image/png;base64,${PNG}`);
    expect(res.status).toBe(200);
    expect(res.body.content.mobileAppPhoto).toBe(`data:image/png;base64,${PNG}`);
  });

  it('refuses data URLs that are not an accepted image: SVG, html, a type its bytes do not match', async () => {
    const svg = `data:image/svg+xml;base64,${btoa('<svg onload="alert(1)"/>')}`;
    const html = `data:text/html;base64,${btoa('<script>alert(1)</script>')}`;
    const lie = `data:image/png;base64,${btoa('<html><script>alert(1)</script></html>')}`;
    const jpegAsPng = `data:image/jpeg;base64,${PNG}`;
    for (const value of [svg, html, lie, jpegAsPng, 'javascript:alert(1)']) {
      const res = await save(value);
      expect(res.status, value.slice(0, 30)).toBe(400);
      expect(errorNames(res)).toEqual(['InvalidValue']);
    }
  });
});
