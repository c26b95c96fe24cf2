/** C(n, k) exactly, as a bigint; 0 outside 0 ≤ k ≤ n. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let index = 1; index <= k; index++) result = (result * BigInt(n - k + index)) / BigInt(index);
  return result;
}
