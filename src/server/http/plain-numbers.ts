import type { FastifyServerOptions } from 'fastify';
import { parseWholeNumber } from '../../shared/domain/money.js';
import type { WholeNumberBounds } from '../../shared/api/numbers.js';

/** Fastify's Ajv, taken from Fastify's own types (Ajv itself is not a dependency of ours). */
type AjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number], (...args: never[]) => unknown>;
type Ajv = Parameters<AjvPlugin>[0];

/** German text of a refused whole number, shown per field. */
export const wholeNumberMessage = ({ minimum, maximum }: WholeNumberBounds) => `Bitte eine ganze Zahl von ${minimum} bis ${maximum} angeben.`;

/**
 * Schema keyword `wholeNumber` (see shared/api/numbers.ts): accepts what parseWholeNumber reads within the
 * bounds and stores the number in place of a text, so services always get a number.
 */
export function plainNumbersPlugin(ajv: Ajv): Ajv {
  const check = (
    bounds: WholeNumberBounds,
    data: unknown,
    _parentSchema: unknown,
    context?: { parentData?: unknown; parentDataProperty?: string | number },
  ) => {
    const value = parseWholeNumber(data);
    if (value === null || value < bounds.minimum || value > bounds.maximum) {
      check.errors = [{ keyword: 'wholeNumber', message: wholeNumberMessage(bounds), params: { ...bounds } }];
      return false;
    }
    if (context?.parentData && context.parentDataProperty !== undefined) {
      (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = value;
    }
    return true;
  };
  check.errors = [] as Array<{ keyword: string; message: string; params: Record<string, unknown> }>;
  return ajv.addKeyword({ keyword: 'wholeNumber', schemaType: 'object', modifying: true, errors: true, validate: check });
}
