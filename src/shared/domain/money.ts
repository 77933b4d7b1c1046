/** Money is integer cents everywhere; euros appear only at the edges (spec's cart and API fields). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}
