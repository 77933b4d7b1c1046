import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { sharedSchemaCompilers } from './schema-compilers';

const answer = Type.Object({ id: Type.Integer(), name: Type.String() });
const route = (schema: object) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('the schema compilers shared by every app of a process', () => {
  it('compile an equal response schema once, even when Fastify hands over a copy', () => {
    const first = sharedSchemaCompilers.buildSerializer!({}, {})(route(answer));
    const second = sharedSchemaCompilers.buildSerializer!({}, {})(route(structuredClone(answer)));
    expect(second).toBe(first);
    expect(first({ id: 7, name: 'Ada', secret: 'x' })).toBe('{"id":7,"name":"Ada"}');
  });

  it('keep schemas apart that differ', () => {
    const other = Type.Object({ id: Type.Integer() });
    const build = sharedSchemaCompilers.buildSerializer!({}, {});
    expect(build(route(other))).not.toBe(build(route(answer)));
  });
});
