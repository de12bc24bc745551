import { centsToReais } from '@balcao/domain/money';

/** Drivers hand bigint back as a string (pg) or a bigint (PGlite); cents always fit a safe integer. */
export const cents = (value: number | string | bigint): number => Number(value);

/** A cents column as the wire's reais (the contract's numbers with two decimals). */
export const reais = (value: number | string | bigint): number => centsToReais(cents(value));
