import { describe, expect, it } from 'vitest';
import { describeApi, type OpenApiDocument } from './api-reference';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test' },
  tags: [{ name: 'Rollen', description: 'Rollen und Rechte.' }, { name: 'Leer' }],
  components: {
    schemas: {
      'def-0': {
        type: 'object',
        required: ['key'],
        properties: { key: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/def-0' } } },
      },
    },
  },
  paths: {
    '/api/accounts/permissions/fetch_byRole.php': {
      get: {
        summary: 'Berechtigungen einer Rolle',
        description: 'Der Baum.',
        tags: ['Rollen'],
        security: [{ sitzung: [] }],
        parameters: [{ name: 'role', in: 'query', required: true, schema: { type: 'string' } }],
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['success', 'tree'],
                  properties: {
                    success: { type: 'boolean', const: true },
                    status: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'Zustand' },
                    tree: { type: 'array', items: { $ref: '#/components/schemas/def-0' } },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/tickets/pdf.php': {
      get: { summary: 'PDF', tags: ['Tickets'], responses: { 200: { content: { 'application/pdf': { schema: { type: 'string' } } } } } },
    },
  },
};

describe('the integrators’ API reference', () => {
  it('groups calls by area, keeps empty areas out and adds areas the tag list lacks', () => {
    const sections = describeApi(doc);
    expect(sections.map((section) => section.tag)).toEqual(['Rollen', 'Tickets']);
    expect(sections[0].description).toBe('Rollen und Rechte.');
  });

  it('lists parameters, answer fields with nested paths (a tree once) and whether a session is needed', () => {
    const [operation] = describeApi(doc)[0].operations;
    expect(operation).toMatchObject({ method: 'GET', path: '/api/accounts/permissions/fetch_byRole.php', signedIn: true, responseType: 'application/json' });
    expect(operation.parameters).toEqual([{ name: 'role', type: 'string', required: true, description: '' }]);
    expect(operation.response.map((field) => `${field.name}: ${field.type}${field.required ? '' : '?'}`)).toEqual([
      'success: true',
      'status: string | null?',
      'tree: object[]',
      'tree[].key: string',
      'tree[].children: object[]?',
    ]);
  });

  it('names the media type of an answer that is a file', () => {
    const [pdf] = describeApi(doc)[1].operations;
    expect(pdf.response).toEqual([]);
    expect(pdf.responseType).toBe('application/pdf');
  });
});
