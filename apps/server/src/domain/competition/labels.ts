/** 'A'…'Z', then 'AA', 'AB'… for group numbers 1, 2, … */
export function groupLabel(groupNumber: number): string {
  let label = '';
  for (let n = groupNumber; n > 0; n = Math.floor((n - 1) / 26)) label = String.fromCharCode(65 + ((n - 1) % 26)) + label;
  return label;
}

export const nextPowerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(n, 2)));
