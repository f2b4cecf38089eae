// @vitest-environment happy-dom
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applicationPaths } from '#shared/routes/application-paths.ts';
import { routes } from '#client/router.tsx';

/** Every path the routes draw, absolute: an index route is its parent's path. */
function pathsOf(children: RouteObject[], parent: string): string[] {
  return children.flatMap((route) => {
    if (route.index) return [parent || '/'];
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    return [...(route.path === undefined ? [] : [path]), ...pathsOf(route.children ?? [], path)];
  });
}

describe('the application’s routes', () => {
  it('are the paths the server answers with the application, the catch-all 404 aside', () => {
    const paths = pathsOf(routes, '');
    // One catch-all, the 404 page's: the server answers every other path with the prerendered 404.
    expect(paths.filter((path) => path.includes('*'))).toEqual(['/*']);
    expect(paths.filter((path) => !path.includes('*')).sort()).toEqual([...applicationPaths].sort());
  });
});
