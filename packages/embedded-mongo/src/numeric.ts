import { Decimal128, Long } from 'bson';

// Exact comparison across int32, double, Long and Decimal128, as MongoDB compares them: by value, whatever
// the type, with NaN below every other number and -0 equal to 0. Plain JS numbers take the fast path; a Long
// beyond 2^53 or a Decimal128 is compared as an exact rational so precision is never lost.

export const isNumeric = (value: unknown): value is number | Long | Decimal128 =>
  typeof value === 'number' || value instanceof Long || value instanceof Decimal128;

/** A finite number as numerator / 2^twos / 10^tens (exact), or NaN / ±Infinity as a JS number. */
interface Exact {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]\d+))?$/i;

function exactOfDouble(value: number): Exact {
  if (Number.isInteger(value)) return { numerator: BigInt(value), denominator: 1n };
  // Doubling a finite double is exact until it is an integer (at most 1074 times).
  let scaled = value;
  let denominator = 1n;
  while (!Number.isInteger(scaled)) {
    scaled *= 2;
    denominator *= 2n;
  }
  return { numerator: BigInt(scaled), denominator };
}

function exactOfDecimal(text: string): Exact {
  const [, sign, whole, fraction = '', exponent = '0'] = DECIMAL.exec(text) ?? [];
  const power = Number(exponent) - fraction.length;
  let numerator = BigInt(`${whole ?? '0'}${fraction}`) * (sign ? -1n : 1n);
  let denominator = 1n;
  if (power >= 0) numerator *= 10n ** BigInt(power);
  else denominator = 10n ** BigInt(-power);
  return { numerator, denominator };
}

/** NaN, ±Infinity or a safe JS number where the value is one; otherwise its exact rational. */
function approximate(value: number | Long | Decimal128): number | Exact {
  if (typeof value === 'number') return value;
  if (value instanceof Long) {
    const asNumber = value.toNumber();
    return Number.isSafeInteger(asNumber) ? asNumber : { numerator: value.toBigInt(), denominator: 1n };
  }
  const text = value.toString();
  if (text === 'NaN' || text === '-NaN') return NaN;
  if (text === 'Infinity') return Infinity;
  if (text === '-Infinity') return -Infinity;
  return exactOfDecimal(text);
}

const exact = (value: number | Exact): Exact => (typeof value === 'number' ? exactOfDouble(value) : value);
const sign = (n: bigint) => (n < 0n ? -1 : n > 0n ? 1 : 0);

/** Orders two numeric BSON values by value: -1, 0 or 1. */
export function compareNumeric(a: number | Long | Decimal128, b: number | Long | Decimal128): number {
  const x = approximate(a);
  const y = approximate(b);
  if (typeof x === 'number' && typeof y === 'number') {
    if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
    if (Number.isNaN(y)) return 1;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  // An infinity or NaN against an exact finite value decides alone.
  if (typeof x === 'number' && !Number.isFinite(x)) return Number.isNaN(x) || x < 0 ? -1 : 1;
  if (typeof y === 'number' && !Number.isFinite(y)) return Number.isNaN(y) || y < 0 ? 1 : -1;
  const p = exact(x);
  const q = exact(y);
  return sign(p.numerator * q.denominator - q.numerator * p.denominator);
}

/**
 * A string equal for exactly the numbers MongoDB holds equal (1, 1.0, Long 1 and Decimal 1.00 share one):
 * a value some double equals exactly is keyed by that double, any other by its exact reduced fraction.
 */
export function numericKey(value: number | Long | Decimal128): string {
  const x = approximate(value);
  if (typeof x === 'number') return `n${Object.is(x, -0) ? 0 : x}`;
  const divisor = gcd(x.numerator < 0n ? -x.numerator : x.numerator, x.denominator);
  const numerator = x.numerator / divisor;
  const denominator = x.denominator / divisor;
  // Only a fraction over a power of two can be a double.
  if ((denominator & (denominator - 1n)) === 0n) {
    const nearest = Number(numerator) / Number(denominator);
    if (Number.isFinite(nearest) && compareNumeric(nearest, value) === 0) return `n${nearest}`;
  }
  return `q${numerator}/${denominator}`;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a || 1n;
}
