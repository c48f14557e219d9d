import { describe, expect, it } from 'vitest';
import { findCall } from './find';
import { api } from './index';

describe('findCall', () => {
  it('finds the declared call of a method and path, a path without parameters before one with', () => {
    expect(findCall('GET', '/api/link/export')).toMatchObject({ path: api.link.export.path, roles: ['admin'] });
    expect(findCall('DELETE', '/api/link/0b7c4a6e-1d2f-4c3b-9a8e-5f6d7c8b9a0e')).toMatchObject({
      path: api.link.remove.path,
    });
    expect(findCall('POST', '/api/content/decide')).toMatchObject({ roles: ['tenant'] });
    expect(findCall('HEAD', '/api/stats/overview')).toMatchObject({ path: api.stats.overview.path });
  });

  it('finds nothing for a path or method the table does not declare', () => {
    expect(findCall('GET', '/api/nope')).toBeUndefined();
    expect(findCall('PUT', '/api/admin')).toBeUndefined();
    // a parameter is one segment of the path
    expect(findCall('PATCH', '/api/admin/one/a/b')).toBeUndefined();
    // the dot of a path is a dot, not any character
    expect(findCall('GET', '/api/content/exportXcsv')).toBeUndefined();
  });
});
