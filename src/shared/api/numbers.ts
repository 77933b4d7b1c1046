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

/**
 * PostgreSQL's integer, the type of every id and cursor column: a request beyond it is refused by its schema
 * (400), not by the database (500 "out of range for type integer", issue 29).
 */
export const DB_INTEGER_MAX = 2147483647;

/** A database id (a serial column): 1 up to DB_INTEGER_MAX. */
export const DbId = () => Type.Integer({ minimum: 1, maximum: DB_INTEGER_MAX });

/** A whole number the database stores as integer, from `minimum` up to DB_INTEGER_MAX. */
export const DbInteger = (minimum: number) => Type.Integer({ minimum, maximum: DB_INTEGER_MAX });
