import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type SerializerFactory = NonNullable<Factories['buildSerializer']>;
type Serializer = (data: unknown) => string;

/**
 * The route schemas are module constants: every app a process builds hands Fastify the same schemas.
 * Sharing the compilers between those apps compiles each schema once per process. One app per process
 * (production) gains nothing; a test run builds hundreds of apps, and compiling every route's validators
 * and serializers was most of an app's start.
 */
const buildValidator = AjvCompiler(); // pools one Ajv per option set; Ajv keeps what it compiled per schema object

const selectSerializer = SerializerSelector();
const serializers = new Map<string, Serializer>();

// Fastify hands the serializer compiler a copy of each response schema, so the key is the schema's text.
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = selectSerializer(externalSchemas, options);
  const context = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const key = `${context}${JSON.stringify(route.schema)}`;
    let serializer = serializers.get(key);
    if (!serializer) {
      serializer = compile(route) as Serializer;
      serializers.set(key, serializer);
    }
    return serializer;
  };
};

export const sharedSchemaCompilers: Factories = { buildValidator, buildSerializer };
