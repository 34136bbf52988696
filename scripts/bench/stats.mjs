// Small figures over repeated measurements (Lighthouse runs, load rounds).

/** The median of the numbers among `values` (the mean of the middle two for an even count), or null. */
export function median(values) {
  const numbers = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!numbers.length) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}
