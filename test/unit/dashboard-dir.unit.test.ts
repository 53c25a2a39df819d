import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboardDirFrom } from '../../src/http/dashboard-static.js';

describe('where the web process finds the built dashboard', () => {
  const root = path.join(path.sep, 'srv', 'app');
  const built = path.join(root, 'dist', 'dashboard') + path.sep;

  it('is dist/dashboard of the repository when run through tsx from src/', () => {
    expect(dashboardDirFrom(path.join(root, 'src', 'http', 'dashboard-static.ts'))).toBe(built);
  });

  it('is the same folder when the Procfile runs the compiled build from dist/src/', () => {
    expect(dashboardDirFrom(path.join(root, 'dist', 'src', 'http', 'dashboard-static.js'))).toBe(built);
  });

  it('does not mistake a repository that lives in a folder named dist for the build', () => {
    const odd = path.join(path.sep, 'srv', 'dist');
    expect(dashboardDirFrom(path.join(odd, 'src', 'http', 'dashboard-static.ts'))).toBe(path.join(odd, 'dist', 'dashboard') + path.sep);
  });
});
