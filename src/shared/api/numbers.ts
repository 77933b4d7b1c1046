import { Type } from 'typebox';

/** Bounds of a whole-number field; the server's schema keyword `wholeNumber` checks them. */
export interface WholeNumberBounds {
  minimum: number;
  maximum: number;
}

/**
 * A quantity, count or amount of cents: a JSON integer or a text of plain digits ('3'), read with the
 * one rule of shared/domain/money.ts. Not `Type.Integer`: the validator's type coercion would read the
 * texts '0x10' and '1e3' as 16 and 1000.
 */
export const WholeNumber = (minimum: number, maximum: number) => Type.Unsafe<number>({ wholeNumber: { minimum, maximum } });
